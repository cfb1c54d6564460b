/**
 * The register's first reads when the app opens on it (AppRoute.prefetch in src/app/routeRegistry.ts): the
 * page of the URL's state (applied filter, page search, sort, page) exactly as the page's first render asks
 * for it (useRegisterCriteria before the saved filters have loaded, useRegisterView), the filter definition
 * and the time of the last update, all started together while the shell, the overview gate and the page's
 * chunk are still on their way (issue 9, LCP: the page's own reads no longer wait for its chunk and its
 * first render). A small chunk of its own, which the first-page preload (src/firstPage.ts) starts early.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getGetFilterMetadataQueryOptions } from '../../../generated/app/hooks/filter/filter';
import { getGetLastUpdateQueryOptions } from '../../../generated/app/hooks/installations/installations';
import { decodeApplied, FILTER_PARAM, SEARCH_PARAM } from '../../components/filters/hashCodec';
import { hashStateParams } from '../../state/hashState';
import { toInstallationFilter } from './filterDefinition';
import { parseViewState, toSearchRequest } from './registerView';
import { registerSearchQuery } from './useRegisterSearch';

/** GET /api/filter/metadata: the register's filter definition, read once per visit. */
export const filterMetadataQuery = () => queryOptions(getGetFilterMetadataQueryOptions({ query: { staleTime: Infinity } }));

/** GET /api/ippcInstallations/lastUpdate: 'Letzte Änderung:' in the page's title bar. */
export const lastUpdateQuery = () => queryOptions(getGetLastUpdateQueryOptions({ query: { staleTime: 5 * 60_000 } }));

export function prefetchRegister(client: QueryClient, hash: string): void {
  const params = hashStateParams(hash);
  const filter = toInstallationFilter(decodeApplied(params.get(FILTER_PARAM)), params.get(SEARCH_PARAM) ?? '');
  void client.prefetchQuery(registerSearchQuery(toSearchRequest(filter, parseViewState(params))));
  void client.prefetchQuery(filterMetadataQuery());
  void client.prefetchQuery(lastUpdateQuery());
}
