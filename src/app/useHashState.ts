import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathFromHash } from './routeRegistry';

/**
 * The page state after '!' in the URL hash (`#/installations!page=2`): the route is matched without it
 * (spec §2), pages keep paging and filters there. Returns the raw text, its parsed parameters and a setter
 * that writes a new state for the current path (replacing the history entry unless told otherwise).
 */
export function useHashState(): {
  state: string;
  params: URLSearchParams;
  setState: (next: string | Record<string, string | number | undefined>, options?: { replace?: boolean }) => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const raw = `${location.pathname}${location.search}`;
  const bang = raw.indexOf('!');
  const state = bang < 0 ? '' : raw.slice(bang + 1);
  const path = pathFromHash(raw);
  const params = useMemo(() => new URLSearchParams(state), [state]);
  const setState = useCallback(
    (next: string | Record<string, string | number | undefined>, options?: { replace?: boolean }) => {
      const text =
        typeof next === 'string'
          ? next
          : new URLSearchParams(Object.entries(next).filter((pair): pair is [string, string | number] => pair[1] !== undefined && pair[1] !== '').map(([k, v]) => [k, String(v)])).toString();
      navigate(text ? `${path}!${text}` : path, { replace: options?.replace ?? true });
    },
    [navigate, path],
  );
  return { state, params, setState };
}
