import { useCallback, useEffect, useRef, type ChangeEvent, type RefObject } from 'react';
import { timings } from '../motion';

export interface DropdownOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type DropdownSize = 'small' | 'medium' | 'large';

/** What the kit's list fields (Dropdown, MultiSelect) take besides their value. */
export interface ListFieldProps {
  options: readonly DropdownOption[];
  /** Id of the visible label. */
  labelledBy: string;
  id?: string;
  placeholder?: string;
  size?: DropdownSize;
  disabled?: boolean;
  onBlur?: () => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/** Keeps the active option of an open list in view. */
export function useActiveOptionInView(listRef: RefObject<HTMLElement | null>, open: boolean, active: number): void {
  useEffect(() => {
    if (!open || active < 0) return;
    const option = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [listRef, open, active]);
}

/** Shift+arrow jumps 5 items; Page Up/Down jump 10 (WAI-ARIA APG). */
export const SHIFT_JUMP = 5;
export const PAGE_JUMP = 10;

/** Moves from `from` by `delta` to the nearest enabled option, clamped to the list (no wrapping, as in the APG). */
export function moveIndex(options: readonly DropdownOption[], from: number, delta: number): number {
  if (options.length === 0) return -1;
  const target = Math.max(0, Math.min(options.length - 1, from + delta));
  const step = delta >= 0 ? 1 : -1;
  for (let i = target; i >= 0 && i < options.length; i += step) if (!options[i]?.disabled) return i;
  for (let i = target; i >= 0 && i < options.length; i -= step) if (!options[i]?.disabled) return i;
  return from;
}

export function firstEnabled(options: readonly DropdownOption[]): number {
  return moveIndex(options, -1, 1);
}

export function lastEnabled(options: readonly DropdownOption[]): number {
  return moveIndex(options, options.length, -1);
}

/**
 * Type-ahead (APG): the next option after `from` whose label starts with the typed buffer; a buffer of one
 * repeated letter cycles through the options starting with that letter. -1 when nothing matches.
 */
export function typeAheadMatch(options: readonly DropdownOption[], from: number, buffer: string): number {
  if (!buffer || options.length === 0) return -1;
  const lower = buffer.toLocaleLowerCase('de');
  const allSame = [...lower].every((char) => char === lower[0]);
  const search = allSame ? lower.slice(0, 1) : lower;
  // A longer buffer keeps matching the current option; a single letter moves on to the next one.
  const start = allSame ? from + 1 : Math.max(from, 0);
  for (let offset = 0; offset < options.length; offset++) {
    const index = (start + offset + options.length) % options.length;
    const option = options[index];
    if (option && !option.disabled && option.label.toLocaleLowerCase('de').startsWith(search)) return index;
  }
  return -1;
}

/** A type-ahead buffer that resets after 500 ms without typing. */
export function useTypeAhead() {
  const buffer = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((char: string): string => {
    clearTimeout(timer.current);
    buffer.current += char;
    timer.current = setTimeout(() => {
      buffer.current = '';
    }, timings.typeAheadReset);
    return buffer.current;
  }, []);
}

/** Whether a key event is a printable character for type-ahead. */
export function isPrintable(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * The attributes and typing behaviour of a text input that filters a listbox (ARIA combobox with list
 * autocomplete): typing opens the list and clears the active option.
 */
export function filterInputProps(listboxId: string, expanded: boolean, activeId: string | undefined, onText: (text: string) => void, setOpen: (open: boolean) => void, setActive: (index: number) => void) {
  return {
    type: 'text',
    role: 'combobox',
    autoComplete: 'off',
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': listboxId,
    'aria-activedescendant': activeId,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onText(event.target.value);
      setOpen(true);
      setActive(-1);
    },
  } as const;
}
