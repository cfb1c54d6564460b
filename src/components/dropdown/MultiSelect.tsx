import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { uiTexts } from '../../messages/ui';
import { formatCount } from '../format';
import { filterInputProps, moveIndex, PAGE_JUMP, SHIFT_JUMP, useActiveOptionInView, type DropdownOption, type ListFieldProps } from './listNavigation';
import { ListOption } from './ListOption';
import { usePopup } from './usePopup';
import '../kit.css';
import '../chip/chip.css';
import './dropdown.css';

/** The input is labelled by the visible label through aria-labelledby and a <label for>. */
export interface MultiSelectProps extends ListFieldProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** At most this many options are drawn at once; a longer list (Austria's 2,000 Gemeinden) is narrowed by typing. */
export const MAX_OPTIONS_SHOWN = 200;

/**
 * Several values from a list, for filter criteria (Bundesland, Bezirk …): an editable combobox with list
 * autocomplete (WAI-ARIA APG "Editable Combobox With List Autocomplete") over a multi-selectable listbox.
 * Typing filters ('Keine Ergebnisse' when nothing matches); ↓/↑ move (Shift jumps 5), Enter toggles the
 * active option, clears the typed text and keeps the list open, Esc closes (then clears the search), Backspace in an empty search
 * removes the last value. Each chosen value is a chip with its own remove button. A list longer than
 * MAX_OPTIONS_SHOWN shows its first matches and says how many more typing would reveal.
 */
export function MultiSelect(props: MultiSelectProps) {
  const { options, value, onChange, labelledBy, placeholder = uiTexts.dropdownPlaceholder, size = 'large', disabled = false } = props;
  const generatedId = useId();
  const id = props.id ?? `multiselect${generatedId.replace(/:/g, '')}`;
  const listboxId = `${id}-listbox`;
  const countId = `${id}-count`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { refs, floatingStyles } = usePopup(open);

  const { visible, hidden } = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase('de');
    const matching = needle ? options.filter((option) => option.label.toLocaleLowerCase('de').includes(needle)) : options;
    return { visible: matching.slice(0, MAX_OPTIONS_SHOWN), hidden: Math.max(0, matching.length - MAX_OPTIONS_SHOWN) };
  }, [options, query]);
  const selectedSet = new Set(value);

  useActiveOptionInView(listRef, open, active);

  /** Picking clears the typed text: the whole list shows again, the picked option stays active. */
  const toggle = (option: DropdownOption | undefined) => {
    if (!option || option.disabled) return;
    onChange(selectedSet.has(option.value) ? value.filter((v) => v !== option.value) : [...value, option.value]);
    setQuery('');
    const index = options.indexOf(option);
    setActive(index < MAX_OPTIONS_SHOWN ? index : -1);
  };
  const pick = (index: number) => toggle(visible[index]);
  const remove = (optionValue: string) => {
    onChange(value.filter((v) => v !== optionValue));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          if (!event.altKey) setActive(event.key === 'ArrowDown' ? moveIndex(visible, -1, 1) : moveIndex(visible, visible.length, -1));
          return;
        }
        if (event.altKey && event.key === 'ArrowUp') return setOpen(false);
        const step = event.shiftKey ? SHIFT_JUMP : 1;
        setActive(moveIndex(visible, active, event.key === 'ArrowDown' ? step : -step));
        return;
      }
      case 'PageDown':
      case 'PageUp':
        if (!open) return;
        event.preventDefault();
        setActive(moveIndex(visible, active, event.key === 'PageDown' ? PAGE_JUMP : -PAGE_JUMP));
        return;
      case 'Enter':
        if (open && active >= 0) {
          event.preventDefault();
          toggle(visible[active]);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (query) {
          event.preventDefault();
          event.stopPropagation();
          setQuery('');
        }
        return;
      case 'Backspace':
        if (query === '' && value.length > 0) onChange(value.slice(0, -1));
        return;
      default:
    }
  };

  const selectedOptions = value.map((v) => options.find((option) => option.value === v) ?? { value: v, label: v });
  const emptyText = options.length === 0 ? uiTexts.noEntries : visible.length === 0 ? uiTexts.noResults : undefined;

  return (
    <div className={`kit-dropdown kit-dropdown--${size} kit-multiselect`}>
      <div ref={refs.setReference} className="kit-dropdown__field kit-multiselect__field">
        <input
          ref={inputRef}
          id={id}
          className="kit-multiselect__input"
          {...filterInputProps(listboxId, open, open && active >= 0 ? `${id}-option-${active}` : undefined, setQuery, setOpen, setActive)}
          aria-labelledby={labelledBy}
          aria-describedby={[countId, props['aria-describedby']].filter(Boolean).join(' ')}
          aria-invalid={props['aria-invalid'] || undefined}
          aria-required={props['aria-required'] || undefined}
          placeholder={value.length === 0 ? placeholder : uiTexts.search}
          disabled={disabled}
          value={query}
          onKeyDown={onKeyDown}
          // Opens on the press: a click whose release lands elsewhere (the layout moved) still opens the list.
          onPointerDown={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            props.onBlur?.();
          }}
        />
        <span className="kit-dropdown__chevron" aria-hidden="true" />
      </div>
      <span id={countId} className="visually-hidden">
        {uiTexts.selectedCount(value.length)}
      </span>
      <div ref={refs.setFloating} style={floatingStyles} className="kit-popup" hidden={!open}>
        <div ref={listRef} id={listboxId} role="listbox" aria-labelledby={labelledBy} aria-multiselectable="true" className="kit-listbox" tabIndex={-1}>
          {visible.map((option, index) => (
            <ListOption key={option.value} id={`${id}-option-${index}`} index={index} label={option.label} selected={selectedSet.has(option.value)} disabled={option.disabled} active={index === active} check onPick={() => pick(index)} />
          ))}
        </div>
        {emptyText && <p className="kit-popup__empty">{emptyText}</p>}
        {hidden > 0 && <p className="kit-popup__empty kit-popup__note">{uiTexts.moreOptions(formatCount(hidden))}</p>}
      </div>
      {selectedOptions.length > 0 && (
        <ul className="kit-chips" aria-label={uiTexts.selectedCount(selectedOptions.length)}>
          {selectedOptions.map((option) => (
            <li key={option.value} className="kit-chip">
              <span>{option.label}</span>
              <button type="button" className="kit-chip__remove" aria-label={uiTexts.removeValue(option.label)} onClick={() => remove(option.value)} disabled={disabled}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
