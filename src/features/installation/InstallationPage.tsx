import { useParams } from 'react-router';
import { useGetInstallation } from '../../../generated/app/hooks/installations/installations';
import { isApiError } from '../../api/errors';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { formatDate, formatDateTime } from '../../components/format';
import { appTexts, installationStatusLabels, legalBasisLabels, routeNames } from '../../messages/de';

export default function InstallationPage() {
  const { id = '' } = useParams();
  const query = useGetInstallation(id);
  const title = query.data?.name ?? routeNames.installation;
  const notFound = isApiError(query.error) && query.error.status === 404;
  return (
    <section className="page">
      <PageHeader title={title} crumbs={[{ label: routeNames.installations, to: '/installations' }, { label: title }]} />
      {notFound ? (
        <div className="alert alert--danger" role="alert">
          {appTexts.notFoundTitle}
        </div>
      ) : (
        <QueryState query={query}>
          {(installation) => (
            <>
              <dl className="facts">
                <dt>Betreiber</dt>
                <dd>
                  {installation.operator.name}, {installation.operator.street}, {installation.operator.postalCode} {installation.operator.city}
                </dd>
                <dt>Standort</dt>
                <dd>
                  {installation.site.street}, {installation.site.postalCode} {installation.site.city} (Gemeinde {installation.site.municipalityName}, Bezirk{' '}
                  {installation.site.districtName}, {installation.site.bundeslandName})
                </dd>
                <dt>Haupttätigkeit</dt>
                <dd>
                  {installation.mainActivity.code} {installation.mainActivity.label}
                </dd>
                <dt>Status</dt>
                <dd>{installationStatusLabels[installation.status]}</dd>
                <dt>Rechtsgrundlage</dt>
                <dd>{legalBasisLabels[installation.legalBasis]}</dd>
                <dt>Zuständige Behörde</dt>
                <dd>{installation.authority.name}</dd>
                <dt>{appTexts.lastChanged}</dt>
                <dd>{formatDateTime(installation.lastChange)}</dd>
              </dl>
              <h2>bvT-Schlussfolgerungen</h2>
              {installation.batConclusions.length === 0 ? (
                <p>{appTexts.noEntries}</p>
              ) : (
                <ul>
                  {installation.batConclusions.map((bat) => (
                    <li key={bat.code}>
                      {bat.code} – {bat.title} ({bat.decision}); Anpassung bis {formatDate(bat.reconsiderationDeadline)}
                    </li>
                  ))}
                </ul>
              )}
              <h2>Umweltinspektionen</h2>
              {installation.inspections.length === 0 ? (
                <p>{appTexts.noEntries}</p>
              ) : (
                <ul>
                  {installation.inspections.map((inspection) => (
                    <li key={inspection.id}>{formatDate(inspection.date)}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
