import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { LazyDrawer as Drawer } from './LazyKit';
import { useLayoutVariant } from './useLayoutVariant';

/**
 * The right-hand side panel (filters, history), 350 px wide; a drawer on small screens.
 * Pages render it next to their content; `open` and `onClose` belong to the page (sidePanelTypeAtom).
 * Escape inside the panel closes it (a field that uses Escape itself, such as an open list, keeps it).
 * `onClosed` runs once the panel is gone (the drawer after its transition): the page moves focus then.
 */
export function SidePanel({ title, open, onClose, onClosed, children }: { title: string; open: boolean; onClose: () => void; onClosed: () => void; children: ReactNode }) {
  const variant = useLayoutVariant();
  const titleId = useId();
  const asDrawer = variant === 'Mobile';
  const shown = useRef(open);
  useEffect(() => {
    if (shown.current && !open && !asDrawer) onClosed();
    shown.current = open;
  }, [open, asDrawer, onClosed]);
  if (asDrawer) {
    return (
      <Drawer open={open} onClose={onClose} onClosed={onClosed} title={title} side="right">
        {children}
      </Drawer>
    );
  }
  if (!open) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys from a dialog opened out of the panel reach here through React's tree, not the DOM's: not ours.
    if (event.key !== 'Escape' || event.defaultPrevented || !event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    onClose();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere inside closes the panel
    <aside className="side-panel" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <h2 id={titleId} className="side-panel__title">
        {title}
      </h2>
      {children}
    </aside>
  );
}
