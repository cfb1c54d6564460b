import { cloneElement, isValidElement, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import {
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  useTransitionStyles,
  type OpenChangeReason,
  type Placement,
} from '@floating-ui/react';
import { uiTexts } from '../../messages/ui';
import { floatingPadding, prefersReducedMotion, timings } from '../motion';
import '../kit.css';
import './tooltip.css';

/** A tooltip is hidden, open, or openPinned (pinned by a long press on touch). */
export type TooltipState = 'hidden' | 'open' | 'openPinned';

export interface TooltipProps {
  content: ReactNode;
  /** One element that can hold a ref and takes focus (a button, a link, a focusable icon). */
  children: ReactElement;
  placement?: Placement;
  onStateChange?: (state: TooltipState) => void;
}

/**
 * Tooltip (WAI-ARIA tooltip pattern) positioned by floating-ui: opens after 300 ms of hover or at once on
 * keyboard focus, describes its trigger (aria-describedby), stays open while hovered (WCAG 1.4.13), closes
 * on Escape. A long press (300 ms) on touch pins it open with a 'Tooltip schließen' button. Fades in 150 ms.
 */
export function Tooltip({ content, children, placement = 'top', onStateChange }: TooltipProps) {
  const [state, setStateRaw] = useState<TooltipState>('hidden');
  const setState = (next: TooltipState) => {
    setStateRaw(next);
    onStateChange?.(next);
  };
  const stateRef = useRef(state);
  stateRef.current = state;
  const longPress = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const { refs, floatingStyles, context } = useFloating({
    open: state !== 'hidden',
    onOpenChange: (next: boolean, _event?: Event, reason?: OpenChangeReason) => {
      if (next) {
        if (stateRef.current === 'hidden') setState('open');
        return;
      }
      // A pinned tooltip ignores hover and focus leaving; Escape, an outside press or its button close it.
      if (stateRef.current === 'openPinned' && (reason === 'hover' || reason === 'focus' || reason === 'safe-polygon')) return;
      setState('hidden');
    },
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip({ padding: floatingPadding.tooltip }), shift({ padding: floatingPadding.tooltip })],
  });
  const hover = useHover(context, { delay: { open: timings.tooltipOpenDelay, close: 100 }, mouseOnly: true, handleClose: safePolygon() });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  const { isMounted, styles } = useTransitionStyles(context, { duration: prefersReducedMotion() ? 0 : timings.tooltipFade });

  const child = isValidElement<Record<string, unknown>>(children) ? children : null;
  const childRef = (child?.props as { ref?: Ref<HTMLElement> } | undefined)?.ref;
  const ref = useMergeRefs([refs.setReference, childRef]);
  if (!child) return null;

  const cancelLongPress = () => clearTimeout(longPress.current);
  const trigger = cloneElement(
    child,
    getReferenceProps({
      ...child.props,
      ref,
      onPointerDown: (event: React.PointerEvent) => {
        (child.props.onPointerDown as ((e: React.PointerEvent) => void) | undefined)?.(event);
        if (event.pointerType !== 'touch') return;
        cancelLongPress();
        longPress.current = setTimeout(() => setState('openPinned'), timings.tooltipLongPress);
      },
      onPointerUp: cancelLongPress,
      onPointerCancel: cancelLongPress,
      onPointerLeave: cancelLongPress,
      onContextMenu: (event: React.MouseEvent) => {
        if (stateRef.current === 'openPinned') event.preventDefault();
      },
    }),
  );

  return (
    <>
      {trigger}
      {isMounted && (
        <div ref={refs.setFloating} className="kit-tooltip" data-state={state} style={{ ...floatingStyles, ...styles }} {...getFloatingProps()}>
          <span className="kit-tooltip__content">{content}</span>
          {state === 'openPinned' && (
            <button
              type="button"
              className="kit-tooltip__close"
              aria-label={uiTexts.tooltipClose}
              title={uiTexts.tooltipClose}
              onClick={() => {
                setState('hidden');
                (refs.domReference.current as HTMLElement | null)?.focus();
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      )}
    </>
  );
}
