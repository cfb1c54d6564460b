/** Focuses a results view and brings its start into sight (below the sticky bars: scroll-padding-top). */
export function focusViewStart(view: HTMLElement | null): void {
  if (!view) return;
  view.focus({ preventScroll: true });
  view.scrollIntoView({ block: 'start' });
}
