import { atom } from 'jotai';
import { sessionRejectedAtom } from './session';
import { createContext, useContext, type ReactNode } from 'react';
import type { AlertItem } from '../components/alert/alerts';

/** One breadcrumb: a label and, unless it is the current page, where it links. */
export interface Crumb {
  label: string;
  /** An app route path ('/installations') or, with `external`, a URL. */
  to?: string;
  external?: boolean;
  current?: boolean;
}

/**
 * What the shell knows about the current route, for the page title bar (src/components/PageHeader) that
 * sits below the shell: the breadcrumb chain of the route registry and the route's own name.
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

/** Alerts the shell shows above the page, ordered and combined by severity. */
export const shellAlertsAtom = atom<AlertItem[]>([]);

/**
 * Info links: the application-supplied resolver of 'Mehr Informationen' content. Without one,
 * the link only warns in the console.
 */
export type InfoResolver = (infoKey: string) => ReactNode | Promise<ReactNode>;
export const infoResolverAtom = atom<{ resolve: InfoResolver } | undefined>(undefined);

/** The header's mobile navigation drawer. */
export const navDrawerOpenAtom = atom(false);

/** The longest the shell's secondary reads wait for the first page (a page that never settles, a closed gate). */
export const FIRST_PAGE_SETTLE_MAX_MS = 4_000;

/**
 * True once the first page has mounted and its requests have settled (src/app/RouteContent.tsx), or at the
 * latest FIRST_PAGE_SETTLE_MAX_MS after the shell first reads it. The shell's secondary reads wait for it:
 * the footer's server time and portal apps and the task list of the navigation, so that on a slow
 * connection the page's own requests and its render come first (LCP).
 */
export const firstPageSettledAtom = atom(false);
firstPageSettledAtom.onMount = (set) => {
  const timer = setTimeout(() => set(true), FIRST_PAGE_SETTLE_MAX_MS);
  return () => clearTimeout(timer);
};

/**
 * Whether the shell's secondary reads may go out: once the first page has settled, and not after the server
 * has rejected the session (401): such a read would be the 'next request' that signs in again
 * before the user has seen 'Sitzung abgelaufen'.
 */
export const secondaryReadsAtom = atom((get) => get(firstPageSettledAtom) && !get(sessionRejectedAtom));
