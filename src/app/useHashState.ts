// The hash-state primitive lives in src/state/hashState.ts (issue 6); the app re-exports it.
export { useHashState } from '../state/hashState';
