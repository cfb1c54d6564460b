import { useSyncExternalStore } from 'react';
import type { LayoutVariant } from '../state/sidebar';

export type { LayoutVariant };

/** Breakpoints of the layout variants: below 600 px Mobile, below 1024 px Tablet, else Desktop. */
const BREAKPOINTS = { tablet: 600, desktop: 1024 } as const;

/**
 * The two breakpoint queries, made once: a snapshot is read on every render of every user of the hook (a
 * sort or page change of the register renders the page again), and reading `.matches` of a kept query is
 * cheap where a new `matchMedia` each time is not. Undefined where the browser has no matchMedia.
 */
let queries: { tablet: MediaQueryList; desktop: MediaQueryList } | null | undefined;
function breakpointQueries() {
  if (queries === undefined) {
    queries =
      typeof window.matchMedia === 'function'
        ? { tablet: window.matchMedia(`(min-width: ${BREAKPOINTS.tablet}px)`), desktop: window.matchMedia(`(min-width: ${BREAKPOINTS.desktop}px)`) }
        : null;
  }
  return queries;
}

function subscribe(onChange: () => void): () => void {
  const kept = breakpointQueries();
  if (!kept) return () => undefined;
  const both = [kept.tablet, kept.desktop];
  both.forEach((query) => query.addEventListener('change', onChange));
  return () => both.forEach((query) => query.removeEventListener('change', onChange));
}

function snapshot(): LayoutVariant {
  const kept = breakpointQueries();
  if (!kept) return 'Desktop';
  if (kept.desktop.matches) return 'Desktop';
  if (kept.tablet.matches) return 'Tablet';
  return 'Mobile';
}

/** The current layout variant, following the viewport width. */
export function useLayoutVariant(): LayoutVariant {
  return useSyncExternalStore(subscribe, snapshot, () => 'Desktop');
}
