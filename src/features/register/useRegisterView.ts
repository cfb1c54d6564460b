import { useCallback, useMemo } from 'react';
import { useHashParams } from './hashParams';
import { parseViewState, writeViewState, type RegisterViewState } from './registerView';

/** Sort, page, page size and view of the register, kept in the hash state after '!'. */
export function useRegisterView(): [RegisterViewState, (next: RegisterViewState, options?: { replace?: boolean }) => void] {
  const [text, setParams] = useHashParams();
  const state = useMemo(() => parseViewState(new URLSearchParams(text)), [text]);
  const setState = useCallback(
    (next: RegisterViewState, options?: { replace?: boolean }) => setParams((params) => writeViewState(params, next), options),
    [setParams],
  );
  return [state, setState];
}
