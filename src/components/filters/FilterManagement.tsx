import { useId } from 'react';
import { Button } from '../button/Button';
import { Dropdown } from '../dropdown/Dropdown';
import { SaveIndicator } from '../form/SaveIndicator';
import { filterTexts } from '../../messages/filters';
import { helpTopics } from '../../messages/help';
import { Info } from '../info/Info';
import { filterLabel, selectedFilter } from '../../state/filters/reducer';
import { DEFAULT_FILTER_KEY } from '../../state/filters/types';
import { useFilter } from '../../state/filters/useFilter';

const NONE = '';

/**
 * Selecting and managing saved filters: select, new, rename, duplicate, delete, save, and the
 * toggle 'Filter ist aktiv' / 'Filter ist inaktiv'. Without filter management only the toggle remains.
 * Where the definition allows it, a saved filter (not the default one) can be watched ('Beobachten'),
 * an unsaved change like its name until 'Speichern'.
 */
export function FilterManagement({ filterId }: { filterId: string }) {
  const { state, definition, command } = useFilter(filterId);
  const labelId = useId();
  const watchHintId = useId();
  const selected = selectedFilter(state);
  const isDefault = selected?.key === DEFAULT_FILTER_KEY;
  const management = !definition?.disableFilterManagement;
  const options = [
    { value: NONE, label: filterTexts.noneSelected },
    ...state.order.flatMap((key) => {
      const filter = state.values[key];
      return filter ? [{ value: key, label: filterLabel(filter) }] : [];
    }),
  ];
  return (
    <div className="filters-management" role="group" aria-label={filterTexts.management}>
      {management && (
        <>
          <div className="kit-info-row">
            <span id={labelId} className="kit-field__label">
              {filterTexts.selectLabel}
            </span>
            <Info {...helpTopics.savedFilters} />
          </div>
          <Dropdown
            id={`${filterId}-select`}
            labelledBy={labelId}
            options={options}
            value={state.selectedKey ?? NONE}
            onChange={(value) => void command({ type: 'select', key: value ? value : undefined })}
            size="large"
          />
          <div className="filters-management__buttons">
            {(
              [
                { type: 'requestAdd', text: filterTexts.add, disabled: false },
                { type: 'requestRename', text: filterTexts.rename, disabled: isDefault },
                { type: 'duplicate', text: filterTexts.duplicate, disabled: false },
                { type: 'requestRemove', text: filterTexts.remove, disabled: isDefault },
              ] as const
            ).map((action) => (
              <Button key={action.type} variant="secondary" size="sm" disabled={action.disabled} onClick={() => void command({ type: action.type })}>
                {action.text}
              </Button>
            ))}
            <Button
              variant="primary"
              size="sm"
              aria-busy={state.saving}
              disabled={!selected || state.saving}
              onClick={() => void command({ type: 'save' })}
            >
              <SaveIndicator saving={state.saving} error={state.saveFailed}>
                {filterTexts.save}
              </SaveIndicator>
              {(state.saving || state.saveFailed) && <span aria-hidden="true"> {filterTexts.save}</span>}
            </Button>
          </div>
        </>
      )}
      <label className="filters-toggle">
        <input
          type="checkbox"
          role="switch"
          checked={selected?.enabled ?? false}
          disabled={!selected}
          onChange={() => void command({ type: 'toggleEnabled' })}
        />
        <span>{selected?.enabled ? filterTexts.enabled : filterTexts.disabled}</span>
      </label>
      {definition?.watchable && selected && !isDefault && (
        <div className="filters-watch">
          <label className="filters-toggle">
            <input type="checkbox" role="switch" checked={selected.watched === true} aria-describedby={watchHintId} onChange={() => void command({ type: 'toggleWatched' })} />
            <span>{filterTexts.watch}</span>
          </label>
          <p id={watchHintId} className="filters-watch__hint">
            {filterTexts.watchHint}
          </p>
        </div>
      )}
    </div>
  );
}
