import { useEffect, useId, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from '../../api/zod';
import { Button } from '../button/Button';
import { CollapsibleSection } from '../collapse/CollapsibleSection';
import { CheckboxField, DateField, KitForm, TextField, fields, useKitForm } from '../form';
import { MultiSelectField } from '../form/MultiSelectField';
import { germanDayToIso, isoDayToGerman, parseDay } from '../format';
import { filterTexts } from '../../messages/filters';
import { canApply, sameValue, selectedFilter } from '../../state/filters/reducer';
import { DEFAULT_FILTER_KEY, type CriterionDefinition, type CriterionOption, type CriterionValue, type FilterDefinition, type SavedFilter } from '../../state/filters/types';
import { useFilter } from '../../state/filters/useFilter';

/** The kit form's id: its fields get the ids `criterion-<criterion id>`. */
const FORM_ID = 'criterion';

type CriteriaValues = Record<string, CriterionValue>;

/**
 * The form schema of a filter definition: one field per criterion with the kit's rules. Criteria
 * are never required (an empty criterion does not restrict); a TEXT criterion may bring a maxLength.
 */
export function criteriaSchema(criteria: readonly CriterionDefinition[]) {
  const shape: Record<string, z.ZodType<CriterionValue>> = {};
  for (const criterion of criteria) {
    if (criterion.type === 'TEXT') shape[criterion.id] = fields.text(criterion.maxLength === undefined ? {} : { maxLength: criterion.maxLength });
    else if (criterion.type === 'MULTI_SELECT') shape[criterion.id] = fields.many();
    else if (criterion.type === 'DATE') shape[criterion.id] = fields.text({ validate: (text) => text.trim() === '' || parseDay(text) !== undefined });
    else shape[criterion.id] = fields.flag();
  }
  return z.object(shape);
}

/** The values the form shows: the applyable values of the filter, else the definition defaults (a DATE's day as dd.MM.yyyy). */
function formValues(criteria: readonly CriterionDefinition[], filter: SavedFilter | undefined): CriteriaValues {
  return Object.fromEntries(
    criteria.map((criterion) => {
      const value = filter?.criteria[criterion.id]?.applyable ?? criterion.defaultValue;
      return [criterion.id, criterion.type === 'DATE' && typeof value === 'string' ? isoDayToGerman(value) : value];
    }),
  );
}

/**
 * The criterion value of what a field holds: a DATE's typed dd.MM.yyyy as `YYYY-MM-DD` ('' when emptied);
 * undefined while the typed text is no day yet (the state keeps its value; applying shows the error).
 */
function criterionValue(criterion: CriterionDefinition, value: CriterionValue): CriterionValue | undefined {
  if (criterion.type !== 'DATE' || typeof value !== 'string') return value;
  return value.trim() === '' ? '' : germanDayToIso(value);
}

/**
 * The options of a criterion narrowed by the values chosen in others (`narrowedBy`, most specific first):
 * the first with values chosen keeps the options within one of them; chosen values stay.
 */
export function narrowedOptions(options: readonly CriterionOption[], narrowing: readonly (CriterionValue | undefined)[], chosen: CriterionValue | undefined): readonly CriterionOption[] {
  const within = narrowing.find((value): value is readonly string[] => Array.isArray(value) && value.length > 0);
  if (!within) return options;
  const parents = new Set<string>(within);
  const kept = new Set<string>(Array.isArray(chosen) ? (chosen as readonly string[]) : []);
  return options.filter((option) => (option.within ?? (option.parent === undefined ? [] : [option.parent])).some((code) => parents.has(code)) || kept.has(option.value));
}

function NarrowedMultiSelect({ criterion, narrowedBy }: { criterion: CriterionDefinition; narrowedBy: readonly string[] }) {
  const watched = useWatch({ name: [...narrowedBy, criterion.id] }) as (CriterionValue | undefined)[];
  const options = narrowedOptions(criterion.options ?? [], watched.slice(0, narrowedBy.length), watched[narrowedBy.length]);
  return <MultiSelectField name={criterion.id} label={criterion.label} hint={criterion.description} options={options} />;
}

function CriterionField({ criterion }: { criterion: CriterionDefinition }) {
  const hint = criterion.description;
  switch (criterion.type) {
    case 'TEXT':
      return <TextField name={criterion.id} label={criterion.label} hint={hint} autoComplete="off" />;
    case 'MULTI_SELECT':
      if (criterion.narrowedBy) return <NarrowedMultiSelect criterion={criterion} narrowedBy={criterion.narrowedBy} />;
      return <MultiSelectField name={criterion.id} label={criterion.label} hint={hint} options={criterion.options ?? []} />;
    case 'BOOLEAN':
      return <CheckboxField name={criterion.id} label={criterion.label} hint={hint} />;
    case 'DATE':
      return <DateField name={criterion.id} label={criterion.label} hint={hint} />;
  }
}

/**
 * The criteria of the selected filter as the kit's form (main ones first, then the additional ones), each
 * in a section that starts open when the criterion says defaultExpanded. The filter state is the source of
 * truth: every change goes to the reducer at once, and the form follows the state (another filter, reset,
 * a removed chip). 'Filter anwenden' (apply mode) is the form's submit: invalid input shows the validation
 * summary and is not applied.
 */
export function CriteriaEditor({ filterId }: { filterId: string }) {
  const { definition } = useFilter(filterId);
  // A place criterion has its field next to the page search, not in the panel.
  const edited = useMemo(() => definition && { ...definition, criteria: definition.criteria.filter((c) => c.type !== 'PLACE') }, [definition]);
  if (!edited) return null;
  // A new set of criteria is a new form (its schema and fields).
  const signature = JSON.stringify(edited.criteria.map((c) => [c.id, c.type, c.maxLength]));
  return <CriteriaForm key={signature} filterId={filterId} definition={edited} />;
}

function CriteriaForm({ filterId, definition }: { filterId: string; definition: FilterDefinition }) {
  const { state, command } = useFilter(filterId);
  const headingId = useId();
  const filter = selectedFilter(state) ?? state.values[DEFAULT_FILTER_KEY];
  const values = formValues(definition.criteria, filter);
  const schema = useMemo(() => criteriaSchema(definition.criteria), [definition.criteria]);
  const form = useKitForm({ schema, defaultValues: values });

  // The state leads: another filter resets the form to its values; a change made elsewhere (reset, a
  // removed chip, the history) resets it when its values differ from the state's.
  const valuesKey = JSON.stringify(values);
  const selectedKey = state.selectedKey;
  const shownKey = useRef(selectedKey);
  useEffect(() => {
    const next = JSON.parse(valuesKey) as CriteriaValues;
    const switched = shownKey.current !== selectedKey;
    shownKey.current = selectedKey;
    const shown = form.getValues();
    const differs = Object.entries(next).some(([id, value]) => shown[id] === undefined || !sameValue(shown[id] as CriterionValue, value));
    if (switched || differs) form.reset(next);
  }, [valuesKey, selectedKey, form]);

  // Every change goes to the reducer at once.
  useEffect(() => {
    const subscription = form.watch((all, { name, type }) => {
      if (type !== 'change' || !name) return;
      const criterion = definition.criteria.find((c) => c.id === name);
      const typed = (all as CriteriaValues)[name];
      const value = criterion && typed !== undefined ? criterionValue(criterion, typed) : undefined;
      if (criterion && value !== undefined) void command({ type: 'edit', criterionId: criterion.id, value });
    });
    return () => subscription.unsubscribe();
  }, [form, definition.criteria, command]);

  const render = (criterion: CriterionDefinition) => (
    <CollapsibleSection key={criterion.id} title={criterion.label} defaultOpen={criterion.defaultExpanded} level={4}>
      <CriterionField criterion={criterion} />
    </CollapsibleSection>
  );
  const main = definition.criteria.filter((c) => c.category === 'main');
  const additional = definition.criteria.filter((c) => c.category === 'additional');
  return (
    <KitForm id={FORM_ID} form={form} className="filters-criteria" onSubmit={() => command({ type: 'apply' })}>
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
          <Button type="submit" variant="primary" disabled={!canApply(state)}>
            {filterTexts.apply}
          </Button>
        )}
        <Button variant="secondary" disabled={!selectedFilter(state)} onClick={() => void command({ type: 'reset' })}>
          {filterTexts.reset}
        </Button>
      </div>
    </KitForm>
  );
}
