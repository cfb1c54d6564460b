/**
 * The assistant's reference lists (GET /api/redalists/...) that filter criteria take their options from and
 * the pages their labels: Bundesländer, Bezirke, Gemeinden, ÖNACE activities and countries. Data that rarely changes:
 * each list is read once per visit and kept for it.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  getRedalistsCountriesAlpha2QueryOptions,
  getRedalistsMunicipalitiesQueryOptions,
  getRedalistsNaceActivitiesQueryOptions,
  getRedalistsPoliticalDistrictsQueryOptions,
  getRedalistsProvincesQueryOptions,
} from '../../generated/assistant/hooks/redalists/redalists';
import type { FilterReferenceList } from '../../generated/app/model';
import type { RedaListEntry } from '../../generated/assistant/model';

const keptForTheVisit = { query: { staleTime: Infinity, gcTime: Infinity } };

const READERS = {
  provinces: () => getRedalistsProvincesQueryOptions(undefined, keptForTheVisit),
  politicalDistricts: () => getRedalistsPoliticalDistrictsQueryOptions(undefined, keptForTheVisit),
  municipalities: () => getRedalistsMunicipalitiesQueryOptions(undefined, keptForTheVisit),
  naceActivities: () => getRedalistsNaceActivitiesQueryOptions(undefined, keptForTheVisit),
} satisfies Record<FilterReferenceList, unknown>;

/** The query of a whole reference list. */
export const referenceListQuery = (list: FilterReferenceList) => queryOptions(READERS[list]());

/** Whether a value names one of the reference lists (an unknown list of a newer backend has no reader). */
export const isReferenceList = (value: string | undefined): value is FilterReferenceList => value !== undefined && Object.hasOwn(READERS, value);

/** The labels of a list's codes: one owner for code → label, used by filter options and pages alike. */
export function referenceLabels(entries: readonly RedaListEntry[] | undefined): ReadonlyMap<string, string> {
  return new Map((entries ?? []).map((entry) => [entry.code, entry.name]));
}

/** The countries' German names by ISO 3166-1 alpha-2 code (a foreign operator's address). */
export const countryNamesQuery = () => queryOptions({ ...getRedalistsCountriesAlpha2QueryOptions(undefined, keptForTheVisit), select: referenceLabels });

/** How an ÖNACE code is shown: the code, then its title ("23.51 Herstellung von Zement"). */
export const naceLabel = (code: string, name: string) => `${code} ${name}`;
