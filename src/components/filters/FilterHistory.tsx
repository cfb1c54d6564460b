import { filterTexts } from '../../messages/filters';
import type { HistoryEntry } from '../../state/filters/types';
import { Button } from '../button/Button';
import { activeCriteria } from './values';
import { useFilter } from '../../state/filters/useFilter';

// Built when the history is first shown (components/format.ts: the first Intl object of a page is costly).
let timeFormat: Intl.DateTimeFormat | undefined;

/** The side panel's History tab: the applied filter states of the page, newest first; one click re-applies. */
export function FilterHistory({ filterId }: { filterId: string }) {
  const { state, definition, command } = useFilter(filterId);
  if (state.history.length === 0) return <p>{filterTexts.historyEmpty}</p>;
  const summary = (entry: HistoryEntry) => {
    const active = activeCriteria(definition?.criteria ?? [], entry.values);
    return active.length === 0 ? filterTexts.historyNoCriteria : active.map(({ criterion, labels }) => `${criterion.label}: ${labels.join(', ')}`).join('; ');
  };
  return (
    <ol className="filters-history">
      {state.history.map((entry) => (
        <li key={`${entry.at}-${entry.name}`} className="filters-history__entry">
          <p className="filters-history__title">{filterTexts.historyEntry((timeFormat ??= new Intl.DateTimeFormat('de-AT', { hour: '2-digit', minute: '2-digit', second: '2-digit' })).format(entry.at), entry.name)}</p>
          <p className="filters-history__summary">{summary(entry)}</p>
          <Button variant="tertiary" size="sm" aria-label={`${filterTexts.historyApply}: ${summary(entry)}`} onClick={() => void command({ type: 'restore', values: entry.values })}>
            {filterTexts.historyApply}
          </Button>
        </li>
      ))}
    </ol>
  );
}
