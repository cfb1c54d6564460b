/**
 * The register's filter: its definition built from GET /api/filter/metadata, and the mapping of
 * the applied criteria plus the page search onto the InstallationFilter of search, map, statistics and export.
 */
import { AdaptationDeadlineState, BundeslandCode, FilterCriterionType, InstallationStatus, LegalBasis, type FilterMetadata, type FilterReferenceList, type InstallationFilter } from '../../../generated/app/model';
import type { RedaListEntry } from '../../../generated/assistant/model';
import {
  searchInstallationsBodyFilterNearLatMax,
  searchInstallationsBodyFilterNearLatMin,
  searchInstallationsBodyFilterNearLonMax,
  searchInstallationsBodyFilterNearLonMin,
  searchInstallationsBodyFilterQueryMax,
} from '../../../generated/app/limits';
import { isReferenceList, naceLabel } from '../../api/referenceLists';
import { filterTexts } from '../../messages/filters';
import { decodePlace } from '../../state/filters/place';
import { withoutBidiControls } from '../../state/filters/text';
import { defineFilter, type CriterionDefinition, type CriterionOption, type CriterionValue, type FilterDefinition } from '../../state/filters/types';
import { compareText, germanDayToIso, isoDayToGerman, sortGerman } from '../../components/format';

/** The filter id: container 'filters_ippcInstallations' in the user settings. */
export const REGISTER_FILTER_ID = 'ippcInstallations';

const CRITERION_TYPES = new Set<string>(Object.values(FilterCriterionType));

/** The reference lists read so far, by name. */
export type ReferenceLists = Partial<Record<FilterReferenceList, readonly RedaListEntry[]>>;

/**
 * Update mode 'apply': criteria are edited, then applied with 'Filter anwenden'. The default filter is
 * active (ours: with the spec's default 'inactive', a new visitor's first edit could not be applied).
 * 'Nur eigene Anlagen' is offered to registered owners only: for anyone else it matches nothing. A
 * criterion labelled like the page search ('Suche') is renamed, so that the two fields can be told apart.
 * A criterion whose metadata names a reference list takes its options from that list once it is in
 * (`lists`; the metadata's own options until then) and narrows them by the criteria the metadata names.
 * The register adds its own place criterion ('PLZ oder Ort' with 'im Umkreis von … km'), the search
 * filter's `near`, and 'Geändert seit', its `changedSince`. A signed-in user's saved filters can be watched
 * (`watchable`: the notifications count their changes since the last visit).
 */
export function registerFilterDefinition(
  metadata: FilterMetadata,
  { owner, lists = {}, watchable = false }: { owner: boolean; lists?: ReferenceLists; watchable?: boolean },
): FilterDefinition {
  const ids = new Set(metadata.criteria.map((c) => c.id));
  return defineFilter({
    id: REGISTER_FILTER_ID,
    updateMode: 'apply',
    defaultEnabled: true,
    watchable,
    // A criterion of a type the app does not know has no field to edit it: it is left out. A category the
    // app does not know shows among the additional criteria.
    criteria: [
      ...metadata.criteria.filter((c) => CRITERION_TYPES.has(c.type) && (owner || c.id !== 'onlyOwn')).map((c): CriterionDefinition => {
        const narrowedBy = c.narrowedBy?.filter((id) => ids.has(id as typeof c.id));
        return {
          id: c.id,
          label: c.label === filterTexts.search ? filterTexts.searchCriterion : c.label,
          category: c.category === 'main' ? 'main' : 'additional',
          defaultExpanded: c.defaultExpanded,
          type: c.type,
          description: c.description,
          options: (isReferenceList(c.referenceList) ? referenceOptions(c.referenceList, lists) : undefined) ?? c.options,
          narrowedBy: narrowedBy?.length ? narrowedBy : undefined,
          defaultValue: c.type === 'TEXT' ? '' : c.type === 'BOOLEAN' ? false : [],
          // The contract's limit of the full text (InstallationFilter.query, maxLength 200).
          maxLength: c.id === 'query' ? searchInstallationsBodyFilterQueryMax : undefined,
        };
      }),
      placeCriterion,
      changedSinceCriterion,
    ],
  });
}

/** The register's own criterion 'Geändert seit', the search filter's `changedSince` (a day, `YYYY-MM-DD`). */
export const CHANGED_SINCE_CRITERION_ID = 'changedSince';
const changedSinceCriterion: CriterionDefinition = {
  id: CHANGED_SINCE_CRITERION_ID,
  label: filterTexts.changedSince,
  category: 'main',
  defaultExpanded: false,
  type: 'DATE',
  description: filterTexts.changedSinceHint,
  defaultValue: '',
};

/** A calendar day `YYYY-MM-DD` that exists (the contract's `date`). */
const day = (value: CriterionValue | undefined): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDayToGerman(value) !== '' && germanDayToIso(isoDayToGerman(value)) === value ? value : undefined;

/** The register's own criterion, the search filter's `near`: 'PLZ oder Ort' and 'im Umkreis von … km' (next to the page search). */
export const PLACE_CRITERION_ID = 'near';
const placeCriterion: CriterionDefinition = { id: PLACE_CRITERION_ID, label: filterTexts.place, category: 'main', defaultExpanded: false, type: 'PLACE', defaultValue: '' };

const within = (x: number, min: number, max: number) => x >= min && x <= max;

/** The radius criterion of the search filter: a chosen place with a radius, inside the contract's bounds. */
function near(value: CriterionValue | undefined): InstallationFilter['near'] {
  const place = decodePlace(value);
  if (!place?.radiusKm) return undefined;
  if (!within(place.lat, searchInstallationsBodyFilterNearLatMin, searchInstallationsBodyFilterNearLatMax)) return undefined;
  if (!within(place.lon, searchInstallationsBodyFilterNearLonMin, searchInstallationsBodyFilterNearLonMax)) return undefined;
  return { lat: place.lat, lon: place.lon, radiusKm: place.radiusKm };
}

/** The reference lists the register's criteria name, each once. */
export function referenceListsOf(metadata: FilterMetadata | undefined): FilterReferenceList[] {
  return [...new Set((metadata?.criteria ?? []).map((c) => c.referenceList).filter(isReferenceList))];
}

/**
 * The options of a criterion from its reference list; undefined until that list is in. Built once per list
 * (the filter definition is built again as each of the four lists arrives; the Gemeinde list has 2,000 names).
 */
function referenceOptions(list: FilterReferenceList, lists: ReferenceLists): CriterionOption[] | undefined {
  const entries = lists[list];
  if (!entries) return undefined;
  switch (list) {
    case 'provinces':
      return built(entries, () => entries.map((p) => ({ value: p.code, label: p.name })).sort(byValue));
    case 'politicalDistricts':
      return built(entries, () => districtOptions(entries));
    case 'municipalities': {
      // The Gemeinde labels name their Bezirk: built again once the Bezirk list is in.
      const districts = lists.politicalDistricts ?? NO_ENTRIES;
      return built(entries, () => municipalityOptions(entries, districts), districts);
    }
    case 'naceActivities':
      return built(entries, () => naceOptions(entries));
  }
}

const NO_ENTRIES: readonly RedaListEntry[] = [];
const builtOptions = new WeakMap<readonly RedaListEntry[], { options: CriterionOption[]; using?: readonly RedaListEntry[] }>();
function built(entries: readonly RedaListEntry[], build: () => CriterionOption[], using?: readonly RedaListEntry[]): CriterionOption[] {
  const known = builtOptions.get(entries);
  if (known && known.using === using) return known.options;
  const options = build();
  builtOptions.set(entries, { options, using });
  return options;
}

/** Codes (digits and dots) in code order. */
const byValue = (a: CriterionOption, b: CriterionOption) => compareText(a.value, b.value);

/** Vienna as a whole (Bezirk 900, Gemeinde 90001): its 23 districts are offered instead (the Bundesland covers all of it). */
const VIENNA_AS_A_WHOLE = '900';

/** The Bezirk options from the reference list of political districts: all of them, by code, under their Bundesland. */
function districtOptions(districts: readonly RedaListEntry[]): CriterionOption[] {
  return districts
    .filter((d) => d.code !== VIENNA_AS_A_WHOLE)
    .map((d) => ({ value: d.code, label: d.name, parent: d.parentCode }))
    .sort(byValue);
}

/**
 * The Gemeinde options: all municipalities by name, each within its Bezirk and that Bezirk's Bundesland (so
 * that either narrows them). A name that several municipalities share names its Bezirk as well.
 */
function municipalityOptions(municipalities: readonly RedaListEntry[], districts: readonly RedaListEntry[]): CriterionOption[] {
  const districtOf = new Map(districts.map((d) => [d.code, d]));
  const kept = municipalities.filter((m) => m.parentCode !== VIENNA_AS_A_WHOLE);
  const counts = new Map<string, number>();
  for (const m of kept) counts.set(m.name, (counts.get(m.name) ?? 0) + 1);
  const options = kept.map((m) => {
    const district = m.parentCode === undefined ? undefined : districtOf.get(m.parentCode);
    const shared = (counts.get(m.name) ?? 0) > 1 && district !== undefined;
    return {
      value: m.code,
      label: shared ? `${m.name} (${district.name})` : m.name,
      parent: m.parentCode,
      within: [m.parentCode, district?.parentCode].filter((code): code is string => code !== undefined),
    };
  });
  return sortGerman(options, (option) => option.label, byValue);
}

/** The ÖNACE options: divisions, groups and classes (the filter's codes), by code, labelled with code and title. */
function naceOptions(activities: readonly RedaListEntry[]): CriterionOption[] {
  return activities
    .filter((a) => /^[0-9]{2}(\.[0-9]{1,2})?$/.test(a.code))
    .map((a) => ({ value: a.code, label: naceLabel(a.code, a.name), parent: a.parentCode }))
    .sort(byValue);
}

const oneOf = <T extends string>(allowed: Record<string, T>) => {
  const set = new Set<string>(Object.values(allowed));
  return (value: string): value is T => set.has(value);
};
const list = <T extends string>(value: CriterionValue | undefined, ok: (item: string) => item is T): T[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const items = (value as string[]).filter(ok);
  return items.length > 0 ? items : undefined;
};
const matching = (pattern: RegExp) => (item: string): item is string => pattern.test(item);
const text = (value: CriterionValue | undefined) => (typeof value === 'string' ? value.trim() : '');

/**
 * The search filter: the applied criteria (values a stored record or a URL may hold that the contract
 * does not allow are dropped) and the page search term, which joins the full-text criterion.
 */
export function toInstallationFilter(values: Readonly<Record<string, CriterionValue>> | undefined, searchTerm = ''): InstallationFilter {
  const v = values ?? {};
  const query = withoutBidiControls([text(v.query), searchTerm.trim()].filter(Boolean).join(' ')).slice(0, searchInstallationsBodyFilterQueryMax);
  const filter: InstallationFilter = {
    query: query || undefined,
    bundeslandCodes: list(v.bundeslandCodes, oneOf(BundeslandCode)),
    districtCodes: list(v.districtCodes, matching(/^[1-9][0-9]{2}$/)),
    municipalityCodes: list(v.municipalityCodes, matching(/^[1-9][0-9]{4}$/)),
    activityCodes: list(v.activityCodes, matching(/^[1-6](\.[0-9]{1,2})?$/)),
    naceCodes: list(v.naceCodes, matching(/^[0-9]{2}(\.[0-9]{1,2})?$/)),
    batConclusionCodes: list(v.batConclusionCodes, (item): item is string => item !== ''),
    legalBases: list(v.legalBases, oneOf(LegalBasis)),
    statuses: list(v.statuses, oneOf(InstallationStatus)),
    onlyOwn: v.onlyOwn === true ? true : undefined,
    adaptationDeadlines: list(v.adaptationDeadlines, oneOf(AdaptationDeadlineState)),
    near: near(v[PLACE_CRITERION_ID]),
    changedSince: day(v[CHANGED_SINCE_CRITERION_ID]),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as InstallationFilter;
}
