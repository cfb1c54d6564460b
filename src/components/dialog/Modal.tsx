import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FloatingFocusManager, FloatingOverlay, FloatingPortal, useDismiss, useFloating, useInteractions } from '@floating-ui/react';
import { wrapTab } from './wrapTab';
import { uiTexts } from '../../messages/ui';
import { IconButton } from '../button/IconButton';
import { CollapseGroup } from '../collapse/CollapseGroup';
import { ExpandAllToggle } from '../collapse/CollapsibleSection';
import { ProcessBar, type ProcessBarItem } from './ProcessBar';
import '../kit.css';
import './dialog.css';

/** Dialog types. */
export type DialogType = 'ERROR' | 'INFO' | 'WARNING';

export interface ModalProps {
  open: boolean;
  /** Called when the user closes the modal (close button, or Escape/backdrop when enabled). */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** 'dialog' is 564 px wide; 'modal' 604 px on small screens and 950–1008 px on desktops. */
  size?: 'dialog' | 'modal';
  /** Escape closes the modal only when enabled (default on, as the WAI-ARIA dialog pattern expects). */
  closeOnEscape?: boolean;
  /** A click on the backdrop closes the modal only when enabled (default off). */
  closeOnBackdrop?: boolean;
  /** An optional action bar above the body (the 'Alles aufklappen' toggle joins it when needed). */
  actions?: ReactNode;
  /** Buttons of the bottom process bar; extra ones go under 'Mehr'. */
  processBar?: readonly ProcessBarItem[];
  processBarVisibleCount?: number;
  /** Free footer content instead of a process bar. */
  footer?: ReactNode;
  /** ERROR and WARNING make it an alertdialog. */
  type?: DialogType;
  /** Id of the element describing the dialog (message dialogs). */
  describedBy?: string;
  /** Where focus goes on open (default: the first focusable element in the body, else the dialog). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

/** Makes a scrollable body reachable by keyboard (tabindex 0) only when it actually scrolls. */
function useScrollable<T extends HTMLElement>(ref: RefObject<T | null>, active: boolean): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof ResizeObserver === 'undefined') return undefined;
    const check = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, active]);
  return scrollable;
}

/**
 * Modal dialog (WAI-ARIA dialog pattern): header with title and 'Schließen', scrollable body,
 * optional action bar, process bar. Focus is trapped inside and returned afterwards by floating-ui's
 * FloatingFocusManager; the page behind is inert and does not scroll.
 */
export function Modal(props: ModalProps) {
  const { open, onClose, title, children, size = 'dialog', closeOnEscape = true, closeOnBackdrop = false, type } = props;
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  const dismiss = useDismiss(context, { escapeKey: closeOnEscape, outsidePress: closeOnBackdrop, outsidePressEvent: 'mousedown' });
  const { getFloatingProps } = useInteractions([dismiss]);
  const scrollable = useScrollable(bodyRef, open);
  useReturnFocus(open);
  if (!open) return null;
  const role = type === 'ERROR' || type === 'WARNING' ? 'alertdialog' : 'dialog';
  return (
    <FloatingPortal>
      <FloatingOverlay className="kit-modal-backdrop" lockScroll>
        <FloatingFocusManager context={context} modal guards={false} outsideElementsInert initialFocus={props.initialFocus ?? 0} returnFocus>
          <div
            ref={refs.setFloating}
            role={role}
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={props.describedBy}
            className={['kit-modal', `kit-modal--${size}`, type ? `kit-modal--${type.toLowerCase()}` : '', props.className].filter(Boolean).join(' ')}
            {...getFloatingProps({ onKeyDown: wrapTab })}
          >
            <CollapseGroup>
              <div className="kit-modal__header">
                <h2 className="kit-modal__title" id={titleId}>
                  {title}
                </h2>
                <IconButton label={uiTexts.close} icon="×" className="kit-modal__close" onClick={onClose} />
              </div>
              <ModalActionBar actions={props.actions} />
              {/* A body that scrolls must be reachable by keyboard (axe scrollable-region-focusable), so it is a named, focusable region then. */}
              <div
                ref={bodyRef}
                className="kit-modal__body"
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={scrollable ? 0 : undefined}
                role={scrollable ? 'region' : undefined}
                aria-labelledby={scrollable ? titleId : undefined}
              >
                {children}
              </div>
              {props.processBar && props.processBar.length > 0 && (
                <div className="kit-modal__footer">
                  <ProcessBar items={props.processBar} visibleCount={props.processBarVisibleCount} />
                </div>
              )}
              {props.footer && <div className="kit-modal__footer">{props.footer}</div>}
            </CollapseGroup>
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}

/**
 * Backs up floating-ui's returnFocus: after a close by backdrop press nothing would hold focus, so it goes
 * back to the element that had it when the modal opened. A modal that opened by itself while nothing had
 * focus (the session warning) hands it to the page's main heading (tabindex -1), else to the main content.
 */
function useReturnFocus(open: boolean) {
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    return () => {
      setTimeout(() => {
        const active = document.activeElement;
        if (active && active !== document.body) return;
        if (previous?.isConnected) previous.focus();
        else (document.querySelector<HTMLElement>('main h1[tabindex="-1"]') ?? document.querySelector<HTMLElement>('main[tabindex="-1"]'))?.focus({ preventScroll: true });
      }, 0);
    };
  }, [open]);
}

function ModalActionBar({ actions }: { actions: ReactNode }) {
  return (
    <div className="kit-modal__actions" data-empty={actions ? undefined : 'true'}>
      {actions}
      <ExpandAllToggle />
    </div>
  );
}
