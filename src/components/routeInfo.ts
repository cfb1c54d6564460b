import { createContext, useContext, useEffect, type RefObject } from 'react';

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

/**
 * The path of the current page once the user has navigated away from the first page they opened (a link,
 * the main navigation, Back); undefined on that first page.
 */
export const NavigatedPathContext = createContext<string | undefined>(undefined);

/**
 * Moves focus to the page's main heading (tabindex -1) when the user has navigated to the page, so that a
 * screen reader announces the new page and the next Tab starts from it; the first page keeps the browser's
 * start (the skip link first).
 */
export function useHeadingFocus(ref: RefObject<HTMLHeadingElement | null>): void {
  const path = useContext(NavigatedPathContext);
  useEffect(() => {
    if (path !== undefined) ref.current?.focus({ preventScroll: true });
  }, [path, ref]);
}
