/**
 * Local adapter for the hash state after '!' (until the filters engineer's src/state/hashState.ts is
 * committed; swap this file's body for it then). The page renders inside the shell's <Routes> with the
 * '!' part cut from its location, so the state is read from the document's hash; the location is only
 * used to re-render on every navigation.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function hashStateOf(hash: string): { path: string; state: string } {
  const raw = hash.replace(/^#/, '');
  const bang = raw.indexOf('!');
  return { path: (bang < 0 ? raw : raw.slice(0, bang)) || '/', state: bang < 0 ? '' : raw.slice(bang + 1) };
}

/** The hash state as text, and an updater that rewrites it from the current parameters. */
export function useHashParams(): [string, (update: (params: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  // Re-read on every navigation (the location object changes with it).
  void location.key;
  const { state } = hashStateOf(typeof window === 'undefined' ? '' : window.location.hash);
  const setParams = useCallback(
    (update: (params: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => {
      const current = hashStateOf(window.location.hash);
      const text = update(new URLSearchParams(current.state)).toString();
      if (text === current.state) return;
      navigate(text ? `${current.path}!${text}` : current.path, { replace: options?.replace ?? false });
    },
    [navigate],
  );
  return [state, setParams];
}
