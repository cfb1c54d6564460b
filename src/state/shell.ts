import { atom } from 'jotai';
import { sessionRejectedAtom } from './session';
import type { AlertItem } from '../components/alert/alerts';

/** Alerts the shell shows above the page, ordered and combined by severity. */
export const shellAlertsAtom = atom<AlertItem[]>([]);

/** The header's mobile navigation drawer. */
export const navDrawerOpenAtom = atom(false);

/** The longest the shell's secondary reads wait for the first page (a page that never settles, a closed gate). */
const FIRST_PAGE_SETTLE_MAX_MS = 4_000;

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
