import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseRegisterParams, registerParamsReducer, registerPath, sameFilter, type RegisterParams, type RegisterParamsAction } from '../../state/register/registerParams';

export interface RegisterParamsApi {
  /** The register's URL state, parsed once per location. */
  params: RegisterParams;
  /**
   * One change through registerParamsReducer, written with the router's navigate. A new history entry by
   * default (a user's step: back returns to the previous results); `replace` for corrections that are no
   * step of the user (the saved filter applied on arrival, a page beyond the last one).
   */
  change: (action: RegisterParamsAction, options?: { replace?: boolean }) => void;
  /** The path a change leads to, or undefined when it changes nothing (for a declarative <Navigate>). */
  pathAfter: (action: RegisterParamsAction) => string | undefined;
}

/**
 * The one owner of the register's URL state. The page sees the hash state after '!' as its location's
 * search (app/RouteContent.tsx); this hook parses it and writes every change back through navigate.
 * `onChange` hears each change's new state before the navigation renders it (to start its reads at the input).
 */
export function useRegisterParams(onChange?: (next: RegisterParams) => void): RegisterParamsApi {
  const { search } = useLocation();
  const navigate = useNavigate();
  // Changes made before the next render (an asynchronous filter command) build on the latest state.
  const latest = useRef<RegisterParams | undefined>(undefined);
  // The filter keeps its object while the URL's filter stays the same: what follows the filter alone (the
  // filter bar, the page's export and feed) does not render again for a sort or page change.
  const params = useMemo(() => {
    const parsed = parseRegisterParams(search);
    const before = latest.current;
    return before && sameFilter(before.filter, parsed.filter) ? { ...parsed, filter: before.filter } : parsed;
  }, [search]);
  latest.current = params;

  /** The state after the action and the path that shows it; no path when nothing changes. */
  const step = useCallback(
    (action: RegisterParamsAction) => {
      const next = registerParamsReducer(latest.current!, action);
      return { next, path: next === latest.current ? undefined : registerPath(next) };
    },
    [],
  );
  const pathAfter = useCallback((action: RegisterParamsAction) => step(action).path, [step]);
  const change = useCallback(
    (action: RegisterParamsAction, options?: { replace?: boolean }) => {
      const { next, path } = step(action);
      if (path === undefined) return;
      latest.current = next;
      onChange?.(next);
      void navigate(path, { replace: options?.replace ?? false });
    },
    [step, navigate, onChange],
  );
  return useMemo(() => ({ params, change, pathAfter }), [params, change, pathAfter]);
}
