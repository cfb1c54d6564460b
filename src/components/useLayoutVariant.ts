import { useSyncExternalStore } from 'react';
import type { LayoutVariant } from '../state/sidebar';

export type { LayoutVariant };

/** Breakpoints of the layout variants: below 600 px Mobile, below 1024 px Tablet, else Desktop. */
const BREAKPOINTS = { tablet: 600, desktop: 1024 } as const;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const queries = [`(min-width: ${BREAKPOINTS.tablet}px)`, `(min-width: ${BREAKPOINTS.desktop}px)`].map((query) => window.matchMedia(query));
  queries.forEach((query) => query.addEventListener('change', onChange));
  return () => queries.forEach((query) => query.removeEventListener('change', onChange));
}

function snapshot(): LayoutVariant {
  if (typeof window.matchMedia !== 'function') return 'Desktop';
  if (window.matchMedia(`(min-width: ${BREAKPOINTS.desktop}px)`).matches) return 'Desktop';
  if (window.matchMedia(`(min-width: ${BREAKPOINTS.tablet}px)`).matches) return 'Tablet';
  return 'Mobile';
}

/** The current layout variant, following the viewport width. */
export function useLayoutVariant(): LayoutVariant {
  return useSyncExternalStore(subscribe, snapshot, () => 'Desktop');
}
