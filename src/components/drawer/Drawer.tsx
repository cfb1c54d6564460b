import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FloatingFocusManager, FloatingOverlay, FloatingPortal, useDismiss, useFloating, useInteractions, useTransitionStatus } from '@floating-ui/react';
import { wrapTab } from '../dialog/wrapTab';
import { uiTexts } from '../../messages/ui';
import { IconButton } from '../button/IconButton';
import { prefersReducedMotion, timings } from '../motion';
import '../kit.css';
import './drawer.css';

/**
 * A modal drawer sliding in from a side (195 ms, none with reduced motion): the mobile navigation and the
 * filter side panel on small screens. Focus is trapped by floating-ui; Escape and the backdrop close it.
 * Once it is gone, focus returns to where it was before it opened, or, with `onClosed`, the owner moves it.
 */
export function Drawer({
  open,
  onClose,
  onClosed,
  title,
  side = 'left',
  children,
}: {
  open: boolean;
  onClose: () => void;
  onClosed?: () => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
}) {
  const titleId = useId();
  const { refs, context } = useFloating({ open, onOpenChange: (next) => (next ? undefined : onClose()) });
  const dismiss = useDismiss(context, { outsidePressEvent: 'mousedown' });
  const { getFloatingProps } = useInteractions([dismiss]);
  const { isMounted, status } = useTransitionStatus(context, { duration: prefersReducedMotion() ? 0 : timings.drawer });
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current && !isMounted) onClosed?.();
    shown.current = isMounted;
  }, [isMounted, onClosed]);
  if (!isMounted) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay className="kit-drawer-backdrop" data-status={status} lockScroll>
        <FloatingFocusManager context={context} modal guards={false} outsideElementsInert returnFocus={!onClosed}>
          <div ref={refs.setFloating} role="dialog" aria-modal="true" aria-labelledby={titleId} className={`kit-drawer kit-drawer--${side}`} data-status={status} {...getFloatingProps({ onKeyDown: wrapTab })}>
            <div className="kit-drawer__header">
              <h2 id={titleId} className="kit-drawer__title">
                {title}
              </h2>
              <IconButton label={uiTexts.close} icon="×" onClick={onClose} />
            </div>
            <div className="kit-drawer__body">{children}</div>
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
