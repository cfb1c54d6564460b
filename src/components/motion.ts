/** True when the user asks for reduced motion; transitions then take no time. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Timings (ms). */
export const timings = {
  collapse: 225,
  drawer: 195,
  modalClose: 10,
  spinnerDelay: 500,
  saveMinimum: 500,
  typeAheadReset: 500,
  statusClear: 500,
  statusThrottle: 200,
  tooltipOpenDelay: 300,
  tooltipLongPress: 300,
  tooltipFade: 150,
} as const;

/** Floating element padding: 5 px for tooltips, 2 px for popouts. */
export const floatingPadding = { tooltip: 5, popout: 2 } as const;
