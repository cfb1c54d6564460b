import type { KeyboardEvent } from 'react';
import { tabbable } from 'tabbable';

/**
 * A modal's focus trap on its own element (keydown): Tab from its last stop goes to its first, Shift+Tab
 * from its first to its last. The page behind is inert, so no focus guards (aria-hidden Tab stops) are needed.
 */
export function wrapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabbable(event.currentTarget);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
