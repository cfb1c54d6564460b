import { useId, useState } from 'react';

/**
 * 'Version' plus the version, with a tooltip of title, version and build number. A light
 * tooltip (the kit's brings floating-ui into the initial bundle): shown on hover and focus, describes
 * the button, dismissable with Escape and hoverable (WCAG 1.4.13).
 */
export function VersionLabel({ label, tooltip }: { label: string; tooltip: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    // The wrapper keeps the tooltip open while the pointer moves onto it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span className="shell-tooltip-root" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="footer__version"
        aria-describedby={id}
        data-testid="version"
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        {label}
      </button>
      <span id={id} role="tooltip" className="shell-tooltip" hidden={!open}>
        {tooltip}
      </span>
    </span>
  );
}
