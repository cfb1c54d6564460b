import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { uiTexts } from '../../messages/ui';
import { firstEnabled, isPrintable, lastEnabled, moveIndex, PAGE_JUMP, SHIFT_JUMP, typeAheadMatch, useActiveOptionInView, useTypeAhead, type DropdownSize, type ListFieldProps } from './listNavigation';
import { ListOption } from './ListOption';
import { usePopup } from './usePopup';
import '../kit.css';
import './dropdown.css';

export type { DropdownSize };

/** A select-only combobox is named by its label through aria-labelledby. */
export interface DropdownProps extends ListFieldProps {
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * A select-only combobox (WAI-ARIA APG "Select-Only Combobox"): focus stays on the combobox, the active
 * option is announced through aria-activedescendant. Keys: ↓/↑/Enter/Space/Alt+↓ open; ↑/↓ move,
 * Shift+↑/↓ jump 5, Page↑/↓ jump 10, Home/End, Enter/Space/Alt+↑ select, Esc closes, Tab selects
 * and moves on; typing letters jumps to the matching option (buffer reset after 500 ms).
 */
export function Dropdown(props: DropdownProps) {
  const { options, value, onChange, labelledBy, placeholder = uiTexts.dropdownPlaceholder, size = 'medium', disabled = false } = props;
  const generatedId = useId();
  const id = props.id ?? `dropdown${generatedId.replace(/:/g, '')}`;
  const listboxId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const [active, setActive] = useState(-1);
  const typeAhead = useTypeAhead();
  const { refs, floatingStyles } = usePopup(open);
  const listRef = useRef<HTMLDivElement>(null);
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;

  useActiveOptionInView(listRef, open, active);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = () => setOpen(false);
  const select = (index: number) => {
    const option = options[index];
    if (option && !option.disabled) onChange(option.value);
    close();
  };

  /** Where Home, End or a typed letter moves (-1: no option matches the letters); undefined for other keys. */
  const jumpTarget = (event: KeyboardEvent<HTMLDivElement>, current: number): number | undefined => {
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      return event.key === 'Home' ? firstEnabled(options) : lastEnabled(options);
    }
    return isPrintable(event) ? typeAheadMatch(options, current, typeAhead(event.key)) : undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const current = active >= 0 ? active : selectedIndex;
    if (!open) {
      switch (event.key) {
        case 'ArrowDown':
        case 'Enter':
        case ' ':
          event.preventDefault();
          openAt(selectedIndex >= 0 ? selectedIndex : firstEnabled(options));
          return;
        case 'ArrowUp':
          event.preventDefault();
          openAt(event.altKey ? Math.max(selectedIndex, firstEnabled(options)) : firstEnabled(options));
          return;
        default: {
          const target = jumpTarget(event, current);
          if (target !== undefined) openAt(target >= 0 ? target : Math.max(current, firstEnabled(options)));
          return;
        }
      }
    }
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (event.key === 'ArrowUp' && event.altKey) return select(current);
        const step = event.shiftKey ? SHIFT_JUMP : 1;
        setActive(moveIndex(options, current, event.key === 'ArrowDown' ? step : -step));
        return;
      }
      case 'PageDown':
      case 'PageUp':
        event.preventDefault();
        setActive(moveIndex(options, current, event.key === 'PageDown' ? PAGE_JUMP : -PAGE_JUMP));
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        select(current);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      case 'Tab':
        if (current >= 0) select(current);
        else close();
        return;
      default: {
        const target = jumpTarget(event, current);
        if (target !== undefined && target >= 0) setActive(target);
      }
    }
  };

  const activeId = open && active >= 0 ? `${id}-option-${active}` : undefined;
  return (
    <div className={`kit-dropdown kit-dropdown--${size}`}>
      <div
        ref={refs.setReference}
        id={id}
        className="kit-dropdown__field"
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={labelledBy}
        aria-describedby={props['aria-describedby']}
        aria-invalid={props['aria-invalid'] || undefined}
        aria-required={props['aria-required'] || undefined}
        aria-disabled={disabled || undefined}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        onKeyDown={onKeyDown}
        onClick={() => (disabled ? undefined : open ? close() : openAt(selectedIndex >= 0 ? selectedIndex : firstEnabled(options)))}
        onBlur={() => {
          close();
          props.onBlur?.();
        }}
      >
        <span className={selected ? 'kit-dropdown__value' : 'kit-dropdown__placeholder'}>{selected ? selected.label : placeholder}</span>
        <span className="kit-dropdown__chevron" aria-hidden="true" />
      </div>
      <div ref={refs.setFloating} style={floatingStyles} className="kit-popup" hidden={!open}>
        <div ref={listRef} id={listboxId} role="listbox" aria-labelledby={labelledBy} className="kit-listbox" tabIndex={-1}>
          {options.map((option, index) => (
            <ListOption key={option.value} id={`${id}-option-${index}`} index={index} label={option.label} selected={index === selectedIndex} disabled={option.disabled} active={index === active} onPick={() => select(index)} onHover={() => (option.disabled || index === active ? undefined : setActive(index))} />
          ))}
        </div>
        {options.length === 0 && <p className="kit-popup__empty">{uiTexts.noEntries}</p>}
      </div>
    </div>
  );
}
