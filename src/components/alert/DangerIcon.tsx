/**
 * The kit's danger sign (a no-entry sign) as SVG in the text's colour and size: the emoji '⛔' renders as an
 * empty box where the font lacks it.
 */
export function DangerIcon() {
  return (
    <svg className="kit-danger-icon" aria-hidden="true" focusable="false" width="1em" height="1em" viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <rect x="5" y="10" width="14" height="4" rx="1" fill="#fff" />
    </svg>
  );
}
