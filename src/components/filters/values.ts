import { filterTexts } from '../../messages/filters';
import { isoDayToGerman } from '../format';
import { decodePlace } from '../../state/filters/place';
import { sameValue } from '../../state/filters/reducer';
import type { CriterionDefinition, CriterionValue } from '../../state/filters/types';

/** The values of a criterion as the user reads them (option labels, 'Ja', the text). */
export function valueLabels(criterion: CriterionDefinition, value: CriterionValue | undefined): string[] {
  if (value === undefined || sameValue(value, criterion.defaultValue)) return [];
  if (criterion.type === 'PLACE') {
    // Only a radius restricts: a place alone is no applied filter.
    const place = decodePlace(value);
    return place?.radiusKm ? [`${place.label}, ${filterTexts.radius(place.radiusKm)}`] : [];
  }
  if (criterion.type === 'DATE') return typeof value === 'string' && isoDayToGerman(value) ? [isoDayToGerman(value)] : [];
  if (Array.isArray(value)) return value.map((v) => criterion.options?.find((option) => option.value === v)?.label ?? v);
  if (typeof value === 'boolean') return value ? [filterTexts.yes] : [];
  return value === '' ? [] : [`„${value as string}“`];
}

/** The criteria that restrict (differ from their definition default), with their value labels. */
export function activeCriteria(criteria: readonly CriterionDefinition[], values: Readonly<Record<string, CriterionValue>> | undefined) {
  if (!values) return [];
  return criteria.map((criterion) => ({ criterion, labels: valueLabels(criterion, values[criterion.id]) })).filter((entry) => entry.labels.length > 0);
}

/** Collapsed chips show 2 values, then '+N'. */
const CHIP_VISIBLE_VALUES = 2;

export function chipValues(labels: readonly string[], expanded: boolean): { shown: string[]; more: number } {
  if (expanded || labels.length <= CHIP_VISIBLE_VALUES) return { shown: [...labels], more: 0 };
  return { shown: labels.slice(0, CHIP_VISIBLE_VALUES), more: labels.length - CHIP_VISIBLE_VALUES };
}
