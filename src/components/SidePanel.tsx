import { useId, type ReactNode } from 'react';
import { LazyDrawer as Drawer } from './LazyKit';
import { useLayoutVariant } from './useLayoutVariant';

/**
 * The right-hand side panel (filters, history), 350 px wide; a drawer on small screens.
 * Pages render it next to their content; `open` and `onClose` belong to the page (sidePanelTypeAtom).
 */
export function SidePanel({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const variant = useLayoutVariant();
  const titleId = useId();
  if (variant === 'Mobile') {
    return (
      <Drawer open={open} onClose={onClose} title={title} side="right">
        {children}
      </Drawer>
    );
  }
  if (!open) return null;
  return (
    <aside className="side-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="side-panel__title">
        {title}
      </h2>
      {children}
    </aside>
  );
}
