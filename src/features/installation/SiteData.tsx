import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { assistantSite } from '../../../generated/assistant/hooks/assistant/assistant';
import type { Site } from '../../../generated/assistant/model';
import { QueryState } from '../../components/QueryState';
import { installationTexts as t } from '../../messages/register';
import { secondaryReadsAtom } from '../../state/shell';
import { addressLine, shownValue } from './details';

/** POST /api/assistant/site for the installation: the sites (Standorte) the installation belongs to. */
function useSites(installationId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/assistant/site', { installationId }] as const,
    queryFn: ({ signal }) => assistantSite({ installationId }, undefined, signal),
    select: (sites: Site[]) => sites.filter((site) => !site.installationIds || site.installationIds.includes(installationId)),
    enabled,
  });
}

/** The site's facts; one the record leaves empty reads 'keine Eingabe' (so nobody wonders whether it exists). */
function SiteFacts({ site }: { site: Site }) {
  const { address } = site;
  const cadastral = site.cadastralMunicipalityCode && site.cadastralMunicipalityName ? `${site.cadastralMunicipalityName} (${site.cadastralMunicipalityCode})` : site.cadastralMunicipalityCode;
  return (
    <dl className="facts installation-facts">
      <dt>{t.siteName}</dt>
      <dd>{shownValue(site.name)}</dd>
      <dt>{t.siteId}</dt>
      <dd>{site.siteId}</dd>
      <dt>{t.siteGln}</dt>
      <dd>{shownValue(site.gln)}</dd>
      <dt>{t.siteAddress}</dt>
      <dd>{addressLine(address.street, address.postalCode, address.city)}</dd>
      <dt>{t.siteCadastral}</dt>
      <dd>{shownValue(cadastral)}</dd>
    </dl>
  );
}

/** The site's data from the assistant (name, id, GLN, cadastral municipality) next to the installation's address. */
export function SiteData({ installationId }: { installationId: string }) {
  // Read once the first page has settled: on a first visit the installation itself shows first.
  const sites = useSites(installationId, useAtomValue(secondaryReadsAtom));
  return (
    <section aria-labelledby="details-site">
      <h2 id="details-site">{t.siteData}</h2>
      <QueryState query={sites} isEmpty={(list) => list.length === 0} emptyText={t.siteNone} errorText={t.siteUnavailable}>
        {(list) => list.map((site) => <SiteFacts key={site.siteId} site={site} />)}
      </QueryState>
    </section>
  );
}
