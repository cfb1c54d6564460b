import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** How a popout closed: by its button or its own 'Schließen', Escape, or a pointer or focus outside it. */
export type PopoutClose = { by: 'button' | 'escape' } | { by: 'pointer' | 'focus'; target: EventTarget | null };

/** Focuses a popout's first control, or the panel itself while it has none. */
export function focusFirstIn(panel: HTMLElement) {
  (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();
}

/**
 * A header popout (disclosure of a non-modal dialog), light enough for the initial bundle: the trigger
 * toggles it (aria-expanded), focus moves to its first control on open, Escape and a click or focus
 * outside close it, and focus returns to the trigger when closed by Escape or by its own buttons.
 */
export function Popout({
  label,
  title,
  trigger,
  children,
  className,
  open: controlledOpen,
  onOpenChange,
  testId,
}: {
  /** Accessible name of the trigger. */
  label: string;
  /** Heading of the popout (its accessible name). */
  title: ReactNode;
  trigger: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  className?: string;
  open?: boolean;
  /** With how it closed: its button or its own controls, Escape, a pointer outside, focus moving outside (its target). */
  onOpenChange?: (open: boolean, how?: PopoutClose) => void;
  testId?: string;
}) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = controlledOpen ?? uncontrolled;
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const panelId = useId();

  const setOpen = (next: boolean, returnFocus = false, how?: PopoutClose) => {
    setUncontrolled(next);
    onOpenChangeRef.current?.(next, how);
    if (!next && returnFocus) buttonRef.current?.focus();
  };
  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    setOpenRef.current = setOpen;
  });

  useEffect(() => {
    if (!open) return undefined;
    const panel = panelRef.current;
    if (panel) focusFirstIn(panel);
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenRef.current(false, false, { by: 'pointer', target: event.target });
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpenRef.current(false, false, { by: 'focus', target: event.target });
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  const close = () => setOpen(false, true, { by: 'button' });
  return (
    // Escape anywhere inside the popout closes it (WAI-ARIA disclosure / non-modal dialog).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="shell-popout-root"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false, true, { by: 'escape' });
        }
      }}
    >
      <button
        type="button"
        ref={buttonRef}
        className={['shell-icon-button', className].filter(Boolean).join(' ')}
        title={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid={testId}
        onClick={() => setOpen(!open, false, { by: 'button' })}
      >
        {trigger}
      </button>
      {open && (
        <div ref={panelRef} id={panelId} role="dialog" aria-labelledby={titleId} className="shell-popout" tabIndex={-1}>
          <h2 id={titleId} className="shell-popout__title">
            {title}
          </h2>
          {typeof children === 'function' ? children(close) : children}
        </div>
      )}
    </div>
  );
}
