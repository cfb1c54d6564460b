/**
 * Anlagendetails' first reads when the app opens on it (AppRoute.prefetch): the installation and what its
 * sections read as soon as they render (the server's day for the BAT deadlines, the user info for the
 * registration, the EDM link templates), all at once instead of after the installation has arrived. A small
 * chunk of its own, which the first-page preload (src/firstPage.ts) starts before the page's chunk.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getGetConfigEdmLinkTemplateAnlageDetailsQueryOptions, getGetConfigEdmLinkTemplateBvtDmsDocumentQueryOptions } from '../../../generated/app/hooks/config/config';
import { configSettingQuery, installationQuery, serverTimeQuery, userInfoQuery } from '../../api/queries';

export function prefetchInstallation(client: QueryClient, id: string): void {
  void client.prefetchQuery(installationQuery(id));
  void client.prefetchQuery(serverTimeQuery());
  void client.prefetchQuery(userInfoQuery());
  void client.prefetchQuery(getGetConfigEdmLinkTemplateAnlageDetailsQueryOptions({ query: configSettingQuery }));
  void client.prefetchQuery(getGetConfigEdmLinkTemplateBvtDmsDocumentQueryOptions({ query: configSettingQuery }));
}
