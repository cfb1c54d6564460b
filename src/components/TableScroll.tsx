import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A wide table's horizontal scroll container. While its table is wider than it, keyboard users must be able
 * to scroll it (WCAG 2.1.1, axe `scrollable-region-focusable`): it is then a focusable group named by the
 * table's caption. While everything fits it is a plain box, no Tab stop. A group, not a region: the table
 * usually sits in a section named like its caption, and two landmarks would share that name.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    if (typeof ResizeObserver === 'undefined') {
      check();
      return undefined;
    }
    // Measured in the observer's calls, which come once the browser has laid the table out (the first right
    // after observing): reading the widths in a commit would force a layout of its own, on every render.
    const observer = new ResizeObserver(check);
    observer.observe(element);
    // The content's width changes with its rows (a new page of results), not only with the box.
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [children]);
  const scrollable = overflows ? ({ role: 'group', 'aria-label': label, tabIndex: 0 } as const) : {};
  return (
    <div ref={box} className="table-scroll" {...scrollable}>
      {children}
    </div>
  );
}
