import { createContext, useContext } from 'react';

/** One breadcrumb: a label and, unless it is the current page, where it links. */
export interface Crumb {
  label: string;
  /** An app route path ('/installations') or, with `external`, a URL. */
  to?: string;
  external?: boolean;
  current?: boolean;
}

/**
 * What the shell knows about the current route, for the page title bar (PageHeader) that sits
 * below the shell: the breadcrumb chain of the route registry and the route's own name.
 */
export interface RouteInfo {
  path: string;
  name: string;
  crumbs: Crumb[];
}

/**
 * The small-screen back link: the second-to-last crumb. When the current page is itself not in
 * the chain (a hidden route such as the installation details), its visible parent, the last crumb, is the
 * way back.
 */
export function backCrumb(crumbs: readonly Crumb[]): Crumb | undefined {
  const last = crumbs[crumbs.length - 1];
  if (last && !last.current) return last;
  return crumbs[crumbs.length - 2];
}

export const RouteInfoContext = createContext<RouteInfo | undefined>(undefined);

export function useRouteInfo(): RouteInfo | undefined {
  return useContext(RouteInfoContext);
}
