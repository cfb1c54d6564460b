import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { filterInputProps, firstEnabled, lastEnabled, moveIndex, useActiveOptionInView, type DropdownOption } from './listNavigation';
import { ListOption } from './ListOption';
import '../kit.css';
import './dropdown.css';

export interface ComboboxProps {
  id: string;
  label: string;
  /** The text in the field. */
  text: string;
  onTextChange: (text: string) => void;
  /** The suggestions for the text. */
  options: readonly DropdownOption[];
  onSelect: (option: DropdownOption) => void;
  /** Shown in the list instead of options (searching, nothing found, an error); also announced. */
  status?: string;
  /** Whether the list may open (e.g. the text is long enough to search). */
  suggesting: boolean;
  placeholder?: string;
  /** Announced politely, e.g. how many suggestions there are. */
  announcement?: string;
}

/**
 * An editable combobox with a list of suggestions (WAI-ARIA APG "Editable Combobox With List Autocomplete"):
 * typing opens the list; ↓/↑ move through it (focus stays in the field, aria-activedescendant), Enter picks,
 * Esc closes the list and, when it is closed, empties the field; Alt+↓ opens it. Picking does not move focus.
 * The list hangs below the field by CSS alone (no positioning library), so the field costs little where it
 * shows with a page's first render.
 */
export function Combobox({ id, label, text, onTextChange, options, onSelect, status, suggesting, placeholder, announcement }: ComboboxProps) {
  const listboxId = `${id}-listbox`;
  const labelId = `${useId().replace(/:/g, '')}-label`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  const shown = open && suggesting;
  useActiveOptionInView(listRef, shown, active);

  const pick = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!shown) {
          setOpen(true);
          if (!event.altKey) setActive(event.key === 'ArrowDown' ? firstEnabled(options) : lastEnabled(options));
          return;
        }
        if (event.altKey && event.key === 'ArrowUp') return setOpen(false);
        setActive(active < 0 ? (event.key === 'ArrowDown' ? firstEnabled(options) : lastEnabled(options)) : moveIndex(options, active, event.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      case 'Enter':
        if (shown && active >= 0) {
          event.preventDefault();
          pick(active);
        }
        return;
      case 'Escape':
        if (shown) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          event.preventDefault();
          onTextChange('');
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  };

  const activeId = shown && active >= 0 && active < options.length ? `${id}-option-${active}` : undefined;
  return (
    <div className="kit-combobox">
      <label id={labelId} htmlFor={id} className="kit-field__label kit-combobox__label">
        {label}
      </label>
      <div className="kit-combobox__field">
        <input
          id={id}
          className="kit-input"
          {...filterInputProps(listboxId, shown, activeId, onTextChange, setOpen, setActive)}
          spellCheck={false}
          value={text}
          placeholder={placeholder}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <div className="kit-popup kit-combobox__popup" hidden={!shown}>
          <div ref={listRef} id={listboxId} role="listbox" aria-labelledby={labelId} className="kit-listbox" tabIndex={-1}>
            {options.map((option, index) => (
              <ListOption key={option.value} id={`${id}-option-${index}`} index={index} label={option.label} selected={false} active={index === active} onPick={() => pick(index)} onHover={() => setActive(index)} />
            ))}
          </div>
          {status && <p className="kit-popup__empty">{status}</p>}
        </div>
      </div>
      <span className="visually-hidden" role="status">
        {shown ? (status ?? announcement) : ''}
      </span>
    </div>
  );
}
