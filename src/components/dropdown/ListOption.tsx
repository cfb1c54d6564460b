/**
 * An option of a kit listbox. Keyboard users reach it through the combobox (aria-activedescendant), so only
 * the mouse clicks here; pressing it keeps the focus in the combobox.
 */
export function ListOption({ id, index, label, selected, disabled, active, check = false, onPick, onHover }: { id: string; index: number; label: string; selected: boolean; disabled?: boolean; active: boolean; check?: boolean; onPick: () => void; onHover?: () => void }) {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      id={id}
      data-index={index}
      role="option"
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      className={['kit-option', check && 'kit-option--check', active && 'kit-option--active'].filter(Boolean).join(' ')}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      onMouseMove={onHover}
    >
      {label}
    </div>
  );
}
