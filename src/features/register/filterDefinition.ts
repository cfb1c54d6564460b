/**
 * The register's filter: its definition built from GET /api/filter/metadata, and the mapping of
 * the applied criteria plus the page search onto the InstallationFilter of search, map, statistics and export.
 */
import { BundeslandCode, FilterCriterionType, InstallationStatus, LegalBasis, type FilterMetadata, type InstallationFilter } from '../../../generated/app/model';
import type { RedaListEntry } from '../../../generated/assistant/model';
import {
  searchInstallationsBodyFilterNearLatMax,
  searchInstallationsBodyFilterNearLatMin,
  searchInstallationsBodyFilterNearLonMax,
  searchInstallationsBodyFilterNearLonMin,
  searchInstallationsBodyFilterQueryMax,
} from '../../../generated/app/limits';
import { filterTexts } from '../../messages/filters';
import { decodePlace } from '../../state/filters/place';
import { withoutBidiControls } from '../../state/filters/text';
import { defineFilter, type CriterionDefinition, type CriterionValue, type FilterDefinition } from '../../state/filters/types';

/** The filter id: container 'filters_ippcInstallations' in the user settings. */
export const REGISTER_FILTER_ID = 'ippcInstallations';

const CRITERION_TYPES = new Set<string>(Object.values(FilterCriterionType));

/**
 * Update mode 'apply': criteria are edited, then applied with 'Filter anwenden'. The default filter is
 * active (ours: with the spec's default 'inactive', a new visitor's first edit could not be applied).
 * 'Nur eigene Anlagen' is offered to registered owners only: for anyone else it matches nothing. A
 * criterion labelled like the page search ('Suche') is renamed, so that the two fields can be told apart.
 * The Bezirk options come from the reference list of political districts once it is in (`districts`; the
 * definition's own list until then) and narrow to the Bundesländer chosen. The register adds its own
 * place criterion ('PLZ oder Ort' with 'im Umkreis von … km'), the search filter's `near`.
 */
export function registerFilterDefinition(metadata: FilterMetadata, { owner, districts }: { owner: boolean; districts?: readonly RedaListEntry[] }): FilterDefinition {
  return defineFilter({
    id: REGISTER_FILTER_ID,
    updateMode: 'apply',
    defaultEnabled: true,
    // A criterion of a type the app does not know has no field to edit it: it is left out. A category the
    // app does not know shows among the additional criteria.
    criteria: [
      ...metadata.criteria.filter((c) => CRITERION_TYPES.has(c.type) && (owner || c.id !== 'onlyOwn')).map((c): CriterionDefinition => ({
        id: c.id,
        label: c.label === filterTexts.search ? filterTexts.searchCriterion : c.label,
        category: c.category === 'main' ? 'main' : 'additional',
        defaultExpanded: c.defaultExpanded,
        type: c.type,
        description: c.description,
        options: c.id === 'districtCodes' && districts ? districtOptions(districts) : c.options,
        narrowedBy: c.id === 'districtCodes' ? 'bundeslandCodes' : undefined,
        defaultValue: c.type === 'TEXT' ? '' : c.type === 'BOOLEAN' ? false : [],
        // The contract's limit of the full text (InstallationFilter.query, maxLength 200).
        maxLength: c.id === 'query' ? searchInstallationsBodyFilterQueryMax : undefined,
      })),
      placeCriterion,
    ],
  });
}

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

/** Vienna as a whole: its 23 districts are offered instead (the Bundesland criterion covers all of it). */
const VIENNA_AS_A_WHOLE = '900';

/** The Bezirk options from the reference list of political districts: all of them, by code, under their Bundesland. */
export function districtOptions(districts: readonly RedaListEntry[]) {
  return districts
    .filter((d) => d.code !== VIENNA_AS_A_WHOLE)
    .map((d) => ({ value: d.code, label: d.name, parent: d.parentCode }))
    .sort((a, b) => a.value.localeCompare(b.value));
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
    activityCodes: list(v.activityCodes, matching(/^[1-6](\.[0-9]{1,2})?$/)),
    batConclusionCodes: list(v.batConclusionCodes, (item): item is string => item !== ''),
    legalBases: list(v.legalBases, oneOf(LegalBasis)),
    statuses: list(v.statuses, oneOf(InstallationStatus)),
    onlyOwn: v.onlyOwn === true ? true : undefined,
    near: near(v[PLACE_CRITERION_ID]),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as InstallationFilter;
}
