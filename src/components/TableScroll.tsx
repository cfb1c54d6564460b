import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroll container. Keyboard users must be able to scroll it (WCAG 2.1.1,
 * axe `scrollable-region-focusable`), so it is a named, focusable region; its name is the table's caption.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
