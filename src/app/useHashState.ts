// The hash-state primitive lives in src/state/hashState.ts; the app re-exports it.
export { useHashState } from '../state/hashState';
