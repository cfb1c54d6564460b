import { useCallback, useMemo } from 'react';
import { useHashState } from '../../state/hashState';
import { parseViewState, viewStateRecord, type RegisterViewState } from './registerView';

/**
 * Sort, page, page size and view of the register, kept in the hash state after '!' (src/state/hashState.ts,
 * shared with the filter panel: only our keys are merged). User actions add a history entry (back returns
 * to the previous page or sort); automatic corrections replace it.
 */
export function useRegisterView(): [RegisterViewState, (next: RegisterViewState, options?: { replace?: boolean }) => void] {
  const { state: text, setState: setHashState } = useHashState();
  const state = useMemo(() => parseViewState(new URLSearchParams(text)), [text]);
  const setState = useCallback(
    (next: RegisterViewState, options?: { replace?: boolean }) => setHashState(viewStateRecord(next), { replace: options?.replace ?? false }),
    [setHashState],
  );
  return [state, setState];
}
