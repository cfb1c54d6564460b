import { useEffect, useRef, useState, type Ref, type RefObject } from 'react';
import { filterTexts } from '../../messages/filters';
import { uiTexts, validationTexts } from '../../messages/ui';
import { pageSearchCriterion, SEARCH_DEBOUNCE_MS } from '../../state/filters/pageSearch';
import { withoutBidiControls } from '../../state/filters/text';
import type { CriterionDefinition, CriterionValue } from '../../state/filters/types';
import { activeCriteria, chipValues } from './values';
import { useFilter } from '../../state/filters/useFilter';
import '../kit.css';
import '../button/button.css';
import '../chip/chip.css';
import '../form/form.css';
import './filters.css';

/**
 * The button that opens the filter side panel; a warning marker shows a filter error. `onIntent`: the pointer
 * is over the button or the keyboard brought focus to it, a click is likely (pages preload the panel). Focus
 * the page moved there after a click elsewhere (the last chip removed) is no intent: the search that removal
 * starts does not share the line with the panel's chunks.
 */
export function FilterButton({
  filterId,
  open,
  onToggle,
  controls,
  onIntent,
  ref,
}: {
  filterId: string;
  open: boolean;
  onToggle: () => void;
  controls?: string;
  onIntent?: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { state } = useFilter(filterId);
  return (
    <button
      ref={ref}
      type="button"
      className="kit-button kit-button--secondary kit-button--md filters-button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      onPointerEnter={onIntent}
      onFocus={(event) => {
        if (event.currentTarget.matches(':focus-visible')) onIntent?.();
      }}
    >
      {filterTexts.filterButton}
      {state.error && (
        <span className="filters-button__warning" role="img" aria-label="Warnung" title={filterTexts.filterButtonWarning}>
          <span aria-hidden="true">⚠</span>
        </span>
      )}
    </button>
  );
}

function Chip({ criterion, labels, onRemove }: { criterion: CriterionDefinition; labels: string[]; onRemove?: (button: HTMLButtonElement) => void }) {
  const [expanded, setExpanded] = useState(false);
  const { shown, more } = chipValues(labels, expanded);
  return (
    <li className="kit-chip filters-chip" data-criterion={criterion.id}>
      <span>
        <strong>{criterion.label}:</strong> {shown.join(', ')}
      </span>
      {more > 0 && (
        <button type="button" className="filters-chip__more" aria-label={filterTexts.showAllValues(criterion.label, more)} onClick={() => setExpanded(true)}>
          {filterTexts.more(more)}
        </button>
      )}
      {expanded && labels.length > 2 && (
        <button type="button" className="filters-chip__more" aria-label={filterTexts.showFewerValues(criterion.label)} onClick={() => setExpanded(false)}>
          −
        </button>
      )}
      {onRemove && (
        <button type="button" className="kit-chip__remove" title={filterTexts.removeCriterion(criterion.label)} onClick={(event) => onRemove(event.currentTarget)}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}

/**
 * The applied criteria as chips (collapsed: 2 values, then '+N'), the page search's term among them.
 * `onRemove` sets a criterion back to its default, `onClearSearch` empties the page search. Focus moves
 * from a removed chip to the next chip's remove button (else the previous one's), after the last one to
 * `focusAfterLast` (the filter button), so it never falls to the page.
 */
export function FilterChips({
  criteria,
  values,
  search = '',
  onRemove,
  onClearSearch,
  focusAfterLast,
}: {
  criteria: readonly CriterionDefinition[];
  values: Readonly<Record<string, CriterionValue>> | undefined;
  search?: string;
  onRemove: (criterion: CriterionDefinition) => void;
  onClearSearch?: () => void;
  focusAfterLast?: RefObject<HTMLElement | null>;
}) {
  const list = useRef<HTMLUListElement>(null);
  const active = activeCriteria(criteria, values);
  if (active.length === 0 && search === '') return null;
  const removing = (remove: () => void) => (button: HTMLButtonElement) => {
    const buttons = Array.from(list.current?.querySelectorAll<HTMLButtonElement>('.kit-chip__remove') ?? []);
    const index = buttons.indexOf(button);
    const next = buttons[index + 1] ?? buttons[index - 1];
    remove();
    (next ?? focusAfterLast?.current)?.focus();
  };
  return (
    <ul ref={list} className="kit-chips filters-chips" aria-label={filterTexts.activeFilters}>
      {search !== '' && <Chip criterion={pageSearchCriterion} labels={[`„${search}“`]} onRemove={onClearSearch && removing(onClearSearch)} />}
      {active.map(({ criterion, labels }) => (
        <Chip key={criterion.id} criterion={criterion} labels={labels} onRemove={removing(() => onRemove(criterion))} />
      ))}
    </ul>
  );
}

/**
 * The page search: the search field of a page, which keeps the term; typing calls `onChange`, debounced
 * by 400 ms when `debounce` is on. Outside any form (it filters as one types), so it wears the kit's field
 * markup without the kit form. Bidirectional controls are dropped as typed; a text over `maxLength` says
 * 'Maximal n Zeichen' and is not searched for.
 */
export function PageSearch({
  id,
  value,
  onChange,
  debounce = true,
  placeholder,
  maxLength,
}: {
  id: string;
  value: string;
  onChange: (term: string) => void;
  debounce?: boolean;
  placeholder?: string;
  maxLength?: number;
}) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (synced !== value) {
    // The term changed elsewhere (chip removed, back in history): show it.
    setSynced(value);
    setText(value);
  }
  const tooLong = maxLength !== undefined && text.length > maxLength;
  useEffect(() => {
    if (text === value || tooLong) return undefined;
    if (!debounce) {
      onChange(text);
      return undefined;
    }
    const timer = setTimeout(() => onChange(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, tooLong, debounce, onChange]);
  const errorId = `${id}-error`;
  return (
    <div className="kit-field kit-field--md filters-search">
      <label htmlFor={id} className="kit-field__label filters-search__label">
        {filterTexts.search}
      </label>
      {tooLong && (
        <p className="kit-field__error" id={errorId}>
          <span className="visually-hidden">{uiTexts.errorPrefix} </span>
          {validationTexts.maxLength(maxLength)}
        </p>
      )}
      <input
        id={id}
        className="kit-input"
        type="search"
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? errorId : undefined}
        onChange={(event) => setText(withoutBidiControls(event.target.value))}
      />
    </div>
  );
}
