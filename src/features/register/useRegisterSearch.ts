import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getGetFilterMetadataQueryOptions } from '../../../generated/app/hooks/filter/filter';
import {
  getBranchStats,
  getGetLastUpdateQueryOptions,
  getGetBranchStatsQueryKey,
  getGetInstallationsGisQueryKey,
  getInstallationsGis,
  getSearchInstallationsQueryKey,
  searchInstallations,
} from '../../../generated/app/hooks/installations/installations';
import type { BranchStats, GetBranchStatsParams, GisFeatureCollection, InstallationFilter, InstallationSearchRequest, InstallationSearchResult } from '../../../generated/app/model';
import type { RegisterViewState } from '../../state/register/registerView';
import { toSearchRequest } from '../../state/register/searchRequest';

/** Performance marks (read by scripts/perf-register.ts): response received → results in the DOM. */
export const PERF_MARKS = { response: 'register:response', render: 'register:render' } as const;

/** The query of one page of the register, shared by the page and the first-page prefetch (RegisterPage). */
export function registerSearchQuery(request: InstallationSearchRequest) {
  return queryOptions<InstallationSearchResult>({
    queryKey: getSearchInstallationsQueryKey(request),
    queryFn: ({ signal }) =>
      searchInstallations(request, undefined, signal).then((result) => {
        performance.mark(PERF_MARKS.response);
        return result;
      }),
    staleTime: 30_000,
  });
}

/** GET /api/filter/metadata: the register's filter definition, read once per visit. */
export const filterMetadataQuery = () => queryOptions(getGetFilterMetadataQueryOptions({ query: { staleTime: Infinity } }));

/** GET /api/ippcInstallations/lastUpdate: 'Letzte Änderung:' in the page's title bar. */
export const lastUpdateQuery = () => queryOptions(getGetLastUpdateQueryOptions({ query: { staleTime: 5 * 60_000 } }));

/**
 * One page of the register: server-side paging and sorting (POST /api/ippcInstallations). The previous
 * page stays on screen while the next one loads, so the table does not jump.
 */
export function useRegisterSearch(filter: InstallationFilter, state: RegisterViewState) {
  return useQuery({ ...registerSearchQuery(toSearchRequest(filter, state)), placeholderData: keepPreviousData });
}

/** The GIS points of the filtered installations (POST /api/ippcInstallations/gis). */
export function useRegisterGis(filter: InstallationFilter, enabled: boolean) {
  return useQuery<GisFeatureCollection>({
    queryKey: getGetInstallationsGisQueryKey(filter),
    queryFn: ({ signal }) => getInstallationsGis(filter, undefined, signal),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * The branch statistics take the criteria the endpoint knows (text, Bundesland, Bezirk, Gemeinde, activity, ÖNACE, own, radius);
 * BAT conclusions, legal bases and statuses are not parameters of GET branchenStats.
 */
export function statsParams(filter: InstallationFilter): GetBranchStatsParams {
  const params: GetBranchStatsParams = {};
  if (filter.query?.trim()) params.query = filter.query.trim();
  if (filter.bundeslandCodes?.length) params.bundeslandCodes = filter.bundeslandCodes;
  if (filter.districtCodes?.length) params.districtCodes = filter.districtCodes;
  if (filter.municipalityCodes?.length) params.municipalityCodes = filter.municipalityCodes;
  if (filter.activityCodes?.length) params.activityCodes = filter.activityCodes;
  if (filter.naceCodes?.length) params.naceCodes = filter.naceCodes;
  if (filter.onlyOwn) params.onlyOwn = true;
  if (filter.near) Object.assign(params, { nearLat: filter.near.lat, nearLon: filter.near.lon, nearRadiusKm: filter.near.radiusKm });
  return params;
}

/** Whether the statistics cover fewer criteria than the table (then the page says so). */
export function statsIgnoresCriteria(filter: InstallationFilter): boolean {
  return Boolean(filter.batConclusionCodes?.length || filter.legalBases?.length || filter.statuses?.length || filter.changedSince);
}

export function useRegisterStats(filter: InstallationFilter, enabled: boolean) {
  const params = statsParams(filter);
  const key = Object.keys(params).length > 0 ? params : undefined;
  return useQuery<BranchStats>({
    queryKey: getGetBranchStatsQueryKey(key),
    queryFn: ({ signal }) => getBranchStats(key, undefined, signal),
    enabled,
    staleTime: 60_000,
  });
}
