/**
 * The register's first reads when the app opens on it (AppRoute.prefetch in src/app/routeRegistry.ts): the
 * page of the URL's state (applied filter, page search, sort, page) exactly as the page's first render asks
 * for it (useRegisterParams), the filter definition and the time of the last update, all started together
 * while the shell, the overview gate and the page's chunk are still on their way (LCP: the page's own reads
 * no longer wait for its chunk and its first render). A small chunk of its own, which the first-page preload
 * (src/firstPage.ts) starts early.
 */
import type { QueryClient } from '@tanstack/react-query';
import { toInstallationFilter } from './filterDefinition';
import { parseRegisterParams } from './registerParams';
import { toSearchRequest } from './registerView';
import { filterMetadataQuery, lastUpdateQuery, registerSearchQuery } from './useRegisterSearch';

export function prefetchRegister(client: QueryClient, hash: string): void {
  const bang = hash.indexOf('!');
  const params = parseRegisterParams(bang < 0 ? '' : hash.slice(bang + 1));
  const filter = toInstallationFilter(params.filter, params.text);
  void client.prefetchQuery(registerSearchQuery(toSearchRequest(filter, params)));
  void client.prefetchQuery(filterMetadataQuery());
  void client.prefetchQuery(lastUpdateQuery());
}
