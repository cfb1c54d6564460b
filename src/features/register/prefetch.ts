/**
 * The register's first reads when the app opens on it (AppRoute.prefetch): the search of the URL's state as
 * the page's first render asks for it (useRegisterParams), the filter definition and the last update. A
 * small chunk of its own, which the first-page preload (src/firstPage.ts) starts before the page's chunk, so
 * these reads need not wait for it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { toInstallationFilter } from './filterDefinition';
import { parseRegisterParams } from '../../state/register/registerParams';
import { toSearchRequest } from '../../state/register/registerView';
import { filterMetadataQuery, lastUpdateQuery, registerSearchQuery } from './useRegisterSearch';

export function prefetchRegister(client: QueryClient, hash: string): void {
  const bang = hash.indexOf('!');
  const params = parseRegisterParams(bang < 0 ? '' : hash.slice(bang + 1));
  const filter = toInstallationFilter(params.filter, params.text);
  void client.prefetchQuery(registerSearchQuery(toSearchRequest(filter, params)));
  void client.prefetchQuery(filterMetadataQuery());
  void client.prefetchQuery(lastUpdateQuery());
}
