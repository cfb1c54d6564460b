/**
 * The register's first reads when the app opens on it (AppRoute.prefetch): the search of the URL's state as
 * the page's first render asks for it (useRegisterParams), the filter definition and the last update. A
 * small chunk of its own, which the first-page preload (src/firstPage.ts) starts before the page's chunk, so
 * these reads need not wait for it; it imports the app's chunk and the page kit, so they go out once those have
 * come. The preload sends the filter definition and the last update itself, and the search too for a URL without
 * page state (early reads, app/pages.ts): the transport then takes their answers here instead of asking again.
 * The shell's counts of watched filters load through it too: they share the filter definition and the saved
 * filters' records with the register page, so one file serves all three.
 */
import type { QueryClient } from '@tanstack/react-query';
import { toInstallationFilter } from './filterDefinition';
import { parseRegisterParams, type RegisterParams } from '../../state/register/registerParams';
import { toSearchRequest } from '../../state/register/searchRequest';
import { filterMetadataQuery, lastUpdateQuery, registerSearchQuery } from './useRegisterSearch';

/** The table's search for a state of the URL, as the table asks for it (RegisterPage, RegisterResults). */
export function prefetchRegisterSearch(client: QueryClient, params: RegisterParams): void {
  void client.prefetchQuery(registerSearchQuery(toSearchRequest(toInstallationFilter(params.filter, params.text), params)));
}

export function prefetchRegister(client: QueryClient, hash: string): void {
  const bang = hash.indexOf('!');
  prefetchRegisterSearch(client, parseRegisterParams(bang < 0 ? '' : hash.slice(bang + 1)));
  void client.prefetchQuery(filterMetadataQuery());
  void client.prefetchQuery(lastUpdateQuery());
}

export { WatchedFilterNotifications } from './WatchedFilterNotifications';
