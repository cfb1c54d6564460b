import { useId } from 'react';
import { Button } from '../button/Button';
import { CollapsibleSection } from '../collapse/CollapsibleSection';
import { MultiSelect } from '../dropdown/MultiSelect';
import { filterTexts } from '../../messages/filters';
import { canApply, selectedFilter } from '../../state/filters/reducer';
import { DEFAULT_FILTER_KEY, type CriterionDefinition, type CriterionValue } from '../../state/filters/types';
import { useFilter } from './useFilter';

function CriterionField({ criterion, value, onChange }: { criterion: CriterionDefinition; value: CriterionValue; onChange: (value: CriterionValue) => void }) {
  const id = `criterion-${criterion.id}`;
  const labelId = `${id}-label`;
  const hintId = criterion.description ? `${id}-hint` : undefined;
  const hint = criterion.description ? (
    <p id={hintId} className="kit-field__hint">
      {criterion.description}
    </p>
  ) : null;
  switch (criterion.type) {
    case 'TEXT':
      return (
        <div className="kit-field kit-field--md">
          <label id={labelId} htmlFor={id} className="kit-field__label">
            {criterion.label}
          </label>
          {hint}
          <input id={id} className="kit-input" type="text" value={typeof value === 'string' ? value : ''} aria-describedby={hintId} onChange={(event) => onChange(event.target.value)} />
        </div>
      );
    case 'MULTI_SELECT':
      return (
        <div className="kit-field">
          <label id={labelId} htmlFor={id} className="kit-field__label">
            {criterion.label}
          </label>
          {hint}
          <MultiSelect id={id} labelledBy={labelId} options={criterion.options ?? []} value={Array.isArray(value) ? value : []} onChange={onChange} aria-describedby={hintId} />
        </div>
      );
    case 'BOOLEAN':
      return (
        <div className="kit-field">
          <label className="filters-checkbox">
            <input type="checkbox" checked={value === true} aria-describedby={hintId} onChange={(event) => onChange(event.target.checked)} />
            <span>{criterion.label}</span>
          </label>
          {hint}
        </div>
      );
  }
}

/**
 * The criteria of the selected filter (main ones first, then the additional ones), each in a section that
 * starts open when the criterion says defaultExpanded; then 'Filter anwenden' (apply mode) and reset.
 */
export function CriteriaEditor({ filterId }: { filterId: string }) {
  const { state, definition, command } = useFilter(filterId);
  const headingId = useId();
  if (!definition) return null;
  const filter = selectedFilter(state) ?? state.values[DEFAULT_FILTER_KEY];
  const render = (criterion: CriterionDefinition) => (
    <CollapsibleSection key={criterion.id} title={criterion.label} defaultOpen={criterion.defaultExpanded} level={4}>
      <CriterionField
        criterion={criterion}
        value={filter?.criteria[criterion.id]?.applyable ?? criterion.defaultValue}
        onChange={(value) => void command({ type: 'edit', criterionId: criterion.id, value })}
      />
    </CollapsibleSection>
  );
  const main = definition.criteria.filter((c) => c.category === 'main');
  const additional = definition.criteria.filter((c) => c.category === 'additional');
  return (
    <div className="filters-criteria">
      <h3 id={headingId} className="filters-criteria__heading">
        {filterTexts.mainCriteria}
      </h3>
      {main.map(render)}
      {additional.length > 0 && (
        <>
          <h3 className="filters-criteria__heading">{filterTexts.additionalCriteria}</h3>
          {additional.map(render)}
        </>
      )}
      <div className="filters-criteria__actions">
        {definition.updateMode === 'apply' && (
          <Button variant="primary" disabled={!canApply(state)} onClick={() => void command({ type: 'apply' })}>
            {filterTexts.apply}
          </Button>
        )}
        <Button variant="secondary" disabled={!selectedFilter(state)} onClick={() => void command({ type: 'reset' })}>
          {filterTexts.reset}
        </Button>
      </div>
    </div>
  );
}
