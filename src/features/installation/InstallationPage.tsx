import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { getIsRegisteredForIppcInstallationQueryKey, isRegisteredForIppcInstallation } from '../../../generated/app/hooks/auth/auth';
import { useGetConfigEdmLinkTemplateAnlageDetails, useGetConfigEdmLinkTemplateBvtDmsDocument, useGetConfigGisBezirkeVtUrl } from '../../../generated/app/hooks/config/config';
import type { BatApplicability, Installation, Permit } from '../../../generated/app/model';
import { isApiError, isInvalidPath } from '../../api/errors';
import { logWarning } from '../../api/log';
import { authUserQuery, configSettingQuery, installationQuery, ownerRegistrationQuery, serverTimeQuery, userInfoQuery } from '../../api/queries';
import { countryNamesQuery, naceLabel, referenceLabels, referenceListQuery } from '../../api/referenceLists';
import { Alert } from '../../components/alert/Alert';
import { Button } from '../../components/button/Button';
import { formatDate, formatDateTime, installationName } from '../../components/format';
import { LazyMap } from '../../components/map/LazyMap';
import { PageHeader } from '../../components/PageHeader';
import { useFocusAfterError, useRetry } from '../../components/QueryError';
import { QueryState } from '../../components/QueryState';
import { DeferredPart } from '../../components/DeferredPart';
import { appTexts, installationStatusLabels, legalBasisLabels, routeNames } from '../../messages/de';
import { authorityKindLabels, inspectionKindLabels, installationTexts as t } from '../../messages/register';
import { RouteInfoContext, useRouteInfo } from '../../components/routeInfo';
import { addressLine, authorityText, fillTemplate, formatCoordinates } from './details';
import { adaptationState } from '../../state/adaptation';
import { DeadlineNote } from '../../components/deadline/DeadlineNote';
import { enumLabel } from '../../messages/enumLabel';
import './installation.css';
import { EnumLabel } from '../../components/EnumLabel';
import { DataTable, type ColumnHead } from '../../components/DataTable';
import { Info } from '../../components/info/Info';
import { helpTopics, type HelpTopic } from '../../messages/help';
import { InstallationDocuments } from './InstallationDocuments';
import { SiteData } from './SiteData';
import { InstallationHistory } from './InstallationHistory';
import { secondaryReadsAtom } from '../../state/shell';

/** One fact of the details list: its term (with the term's inline help) and its value. */
function Fact({ label, help, children }: { label: string; help?: HelpTopic; children: ReactNode }) {
  return (
    <>
      <dt>
        {label}
        {help && <Info {...help} />}
      </dt>
      <dd>{children}</dd>
    </>
  );
}

/** A section of the details with a table of its entries, or 'Keine Einträge' when there are none. */
function TableSection<T>({
  id,
  title,
  help,
  hint,
  items,
  columns,
  children,
}: {
  id: string;
  title: string;
  help?: HelpTopic;
  hint?: string;
  items: readonly T[];
  columns: readonly ColumnHead[];
  children: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="kit-info-row">
        <h2 id={id}>{title}</h2>
        {help && <Info {...help} />}
      </div>
      {hint && <p className="installation-hint">{hint}</p>}
      {items.length === 0 ? (
        <p>{appTexts.noEntries}</p>
      ) : (
        <DataTable caption={title} hideCaption columns={columns}>
          {items.map(children)}
        </DataTable>
      )}
    </section>
  );
}

/** A document of the EDM: a link when the template gives one, else the text saying there is none. */
function DocumentCell({ column, href, label, text, missing }: { column: string; href: string | undefined; label: string; text: string; missing: string }) {
  return <td data-label={column}>{href ? <ExternalLink href={href} label={label}>{text}</ExternalLink> : missing}</td>;
}

function ExternalLink({ href, children, label }: { href: string; children: ReactNode; label?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label ? `${label} ${t.opensNewWindow}` : undefined}>
      {children}
      {!label && <span className="visually-hidden"> {t.opensNewWindow}</span>}
    </a>
  );
}

/** A country by its ISO 3166-1 alpha-2 code: its German name from the reference list, the code until it has loaded or when it is not listed. */
function CountryName({ code }: { code: string }) {
  const countries = useQuery({ ...countryNamesQuery(), enabled: useAtomValue(secondaryReadsAtom) });
  return <>{countries.data?.get(code) ?? code}</>;
}

/** The party the owner is registered as (POST /api/assistant/registered), once it has loaded. */
function RegisteredAs({ gln }: { gln: string }) {
  const user = useQuery(authUserQuery());
  const registration = useQuery(ownerRegistrationQuery(gln, user.data));
  const party = registration.data;
  if (!party?.registered || !party.name || !party.gln) return null;
  return <> {t.registeredAs(party.name, party.gln)}</>;
}

/**
 * Owners see whether they are registered for the installation (GET isRegisteredForIppcInstallation, the
 * truth for one installation) and, when they are, the party they are registered as.
 */
function RegistrationCheck({ id }: { id: string }) {
  const userInfo = useQuery(userInfoQuery());
  const isOwner = userInfo.data?.userType === 'NATIPPC_REGISTERED';
  const gln = userInfo.data?.gln;
  const check = useQuery({
    queryKey: getIsRegisteredForIppcInstallationQueryKey(id),
    queryFn: ({ signal }) => isRegisteredForIppcInstallation(id, undefined, signal),
    enabled: isOwner,
    retry: false,
  });
  const { target, errorRef } = useFocusAfterError<HTMLDivElement>();
  const { retrying, retry } = useRetry(check.refetch);
  if (!isOwner || (check.isPending && !retrying)) return null;
  return (
    <div ref={target} tabIndex={-1}>
      {check.isSuccess ? (
        <Alert type={check.data.registered ? 'Success' : 'Info'} title={t.registration}>
          <span data-testid="registration-check">{check.data.registered ? t.registered : t.notRegistered}</span>
          {check.data.registered && gln && <RegisteredAs gln={gln} />}
        </Alert>
      ) : (
        <Alert type="Warning">
          <p ref={errorRef}>
            {t.registrationUnavailable}{' '}
            <Button variant="secondary" size="sm" onClick={retry}>
              {appTexts.retry}
            </Button>
          </p>
        </Alert>
      )}
    </div>
  );
}

/** The reconsideration deadline and where the adaptation stands: met by a permit, missed, coming up or open. */
function Deadline({ bat, permits, today }: { bat: BatApplicability; permits: readonly Permit[]; today: Date }) {
  return <DeadlineNote deadline={bat.reconsiderationDeadline} state={adaptationState(bat, permits, today)} />;
}

/** Today by the server's clock (its test clock, when set); the browser's until the server time is in. */
function useServerToday(): Date {
  const serverTime = useQuery(serverTimeQuery());
  return useMemo(() => (serverTime.data ? new Date(serverTime.data.datetime) : new Date()), [serverTime.data]);
}

/**
 * The details, section by section. Each section reads what it needs itself (link templates, server time,
 * reference lists), so that a response arriving re-renders its section, not the whole page.
 */
function Details({ installation }: { installation: Installation }) {
  return (
    <>
      <RegistrationCheck id={installation.id} />
      <MasterData installation={installation} />
      {/* Below the master data, which fill a first screen: in a commit of their own (no long task). */}
      <DeferredPart>
        <SiteData installationId={installation.id} />
        <SiteMap installation={installation} />
        <Permits installation={installation} />
        <BatConclusions installation={installation} />
        <Inspections installation={installation} />
        <History installation={installation} />
        <InstallationDocuments installationId={installation.id} />
      </DeferredPart>
    </>
  );
}

/** The ÖNACE code with its title from the reference list (read once per visit); the installation's own title until it is in. */
function NaceTitle({ code, label }: { code: string; label: string }) {
  const titles = useQuery({ ...referenceListQuery('naceActivities'), select: referenceLabels, enabled: useAtomValue(secondaryReadsAtom) });
  return <>{naceLabel(code, titles.data?.get(code) ?? label)}</>;
}

/** The installation in the EDM, where the configuration gives a link template. */
function EdmLink({ installationId }: { installationId: string }) {
  const template = useGetConfigEdmLinkTemplateAnlageDetails({ query: configSettingQuery });
  const href = fillTemplate(template.data?.value, { installationId });
  if (!href) return null;
  return (
    <p className="installation-edm">
      <ExternalLink href={href}>{t.edmLink}</ExternalLink>
    </p>
  );
}

function MasterData({ installation }: { installation: Installation }) {
  const { operator, site } = installation;
  return (
    <section aria-labelledby="details-master">
      <h2 id="details-master">{t.masterData}</h2>
      <dl className="facts installation-facts">
        <Fact label={t.id}>{installation.id}</Fact>
        <Fact label={t.operator}>
          {operator.name}
          <br />
          {addressLine(operator.street, operator.postalCode, operator.city)}
          {operator.country !== 'AT' && (
            <>
              , <CountryName code={operator.country} />
            </>
          )}
        </Fact>
        <Fact label={t.site}>{addressLine(site.street, site.postalCode, site.city)}</Fact>
        <Fact label={t.municipality}>
          {site.municipalityName} ({site.municipalityCode})
        </Fact>
        <Fact label={t.district}>
          {site.districtName} ({site.districtCode})
        </Fact>
        <Fact label={t.bundesland}>{site.bundeslandName}</Fact>
        <Fact label={t.coordinates}>{formatCoordinates(installation.location.lat, installation.location.lon)}</Fact>
        <Fact label={t.mainActivity} help={helpTopics.mainActivity}>
          {installation.mainActivity.code} {installation.mainActivity.label}
        </Fact>
        <Fact label={t.furtherActivities} help={helpTopics.furtherActivities}>
          {installation.furtherActivities.length === 0 ? (
            appTexts.noEntries
          ) : (
            <ul className="installation-list">
              {installation.furtherActivities.map((activity) => (
                <li key={activity.code}>
                  {activity.code} {activity.label}
                </li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact label={t.nace}>
          <NaceTitle code={installation.naceCode.code} label={installation.naceCode.label} />
        </Fact>
        <Fact label={t.authority}>{authorityText(installation.authority.name, enumLabel(authorityKindLabels, installation.authority.kind))}</Fact>
        <Fact label={t.legalBasis} help={helpTopics.legalBasis}>
          <EnumLabel labels={legalBasisLabels} value={installation.legalBasis} />
        </Fact>
        <Fact label={t.status} help={helpTopics.status}>
          <EnumLabel labels={installationStatusLabels} value={installation.status} />
        </Fact>
      </dl>
      <EdmLink installationId={installation.id} />
    </section>
  );
}

/** The site on the map, with the district borders once their tile URL is read (after the first page has settled). */
function SiteMap({ installation }: { installation: Installation }) {
  const districtTiles = useGetConfigGisBezirkeVtUrl({ query: { ...configSettingQuery, enabled: useAtomValue(secondaryReadsAtom) } });
  const points = useMemo(
    () => [{ id: installation.id, name: installationName(installation), lat: installation.location.lat, lon: installation.location.lon, detail: `${installation.site.postalCode} ${installation.site.city}` }],
    [installation],
  );
  return (
    <section aria-labelledby="details-map" className="installation-map">
      <h2 id="details-map">{t.siteMap}</h2>
      <LazyMap points={points} single whenVisible label={`${t.siteMap}: ${installationName(installation)}`} tileUrl={districtTiles.data?.value} onWarning={logWarning} />
    </section>
  );
}

/** The EDM link of a document of this installation, where the configuration gives a link template. */
function useDocumentLink(installationId: string): (documentId: string | undefined) => string | undefined {
  const template = useGetConfigEdmLinkTemplateBvtDmsDocument({ query: configSettingQuery });
  return (documentId) => fillTemplate(template.data?.value, { documentId, installationId });
}

function Permits({ installation }: { installation: Installation }) {
  const documentLink = useDocumentLink(installation.id);
  return (
    <TableSection id="details-permits" title={t.permits} items={installation.permits} columns={[t.permitTitle, t.permitReference, t.permitAuthority, t.permitIssued, t.document]}>
      {(permit) => (
        <tr key={permit.id}>
          <th scope="row">{permit.title}</th>
          <td data-label={t.permitReference}>{permit.reference}</td>
          <td data-label={t.permitAuthority}>{permit.authority}</td>
          <td data-label={t.permitIssued}>{formatDate(permit.issuedOn)}</td>
          <DocumentCell column={t.document} href={documentLink(permit.documentId)} label={t.openDocument(permit.title)} text={t.openInEdm} missing={t.noDocument} />
        </tr>
      )}
    </TableSection>
  );
}

/** The BAT conclusions with their reconsideration deadlines, judged against the server's day. */
function BatConclusions({ installation }: { installation: Installation }) {
  const today = useServerToday();
  return (
    <TableSection
      id="details-bat"
      title={t.bat}
      help={helpTopics.bvt}
      hint={t.batDeadlineHint}
      items={installation.batConclusions}
      columns={[
        t.batCode,
        t.batTitle,
        t.batDecision,
        t.batPublished,
        { label: t.batDeadline, help: helpTopics.bvtDeadline },
      ]}
    >
      {(bat) => (
        <tr key={bat.code}>
          <td data-label={t.batCode}>{bat.code}</td>
          <th scope="row">{bat.title}</th>
          <td data-label={t.batDecision}>{bat.decision}</td>
          <td data-label={t.batPublished}>{formatDate(bat.publishedOn)}</td>
          <td data-label={t.batDeadline}>
            <Deadline bat={bat} permits={installation.permits} today={today} />
          </td>
        </tr>
      )}
    </TableSection>
  );
}

function Inspections({ installation }: { installation: Installation }) {
  const documentLink = useDocumentLink(installation.id);
  return (
    <TableSection id="details-inspections" title={t.inspections} help={helpTopics.inspections} items={installation.inspections} columns={[t.inspectionDate, t.inspectionKind, t.reportPublished, t.report]}>
      {(inspection) => (
        <tr key={inspection.id}>
          <th scope="row">{formatDate(inspection.date)}</th>
          <td data-label={t.inspectionKind}>
            <EnumLabel labels={inspectionKindLabels} value={inspection.kind} />
          </td>
          <td data-label={t.reportPublished}>{inspection.reportPublishedOn ? formatDate(inspection.reportPublishedOn) : t.noReport}</td>
          <DocumentCell column={t.report} href={documentLink(inspection.reportDocumentId)} label={t.openReport(formatDate(inspection.date))} text={t.openInEdm} missing={t.noReport} />
        </tr>
      )}
    </TableSection>
  );
}

/** 'Verlauf': what happened, from the details themselves, judged against the server's day. */
function History({ installation }: { installation: Installation }) {
  return <InstallationHistory installation={installation} today={useServerToday()} documentLink={useDocumentLink(installation.id)} />;
}

/** Anlagendetails: every field, the site map, permits, BAT conclusions, inspections; a print layout. */
export default function InstallationPage() {
  const { id = '' } = useParams();
  const query = useQuery(installationQuery(id));
  // An id that breaks the contract's pattern is never requested: it is as unknown as one the server does not know.
  const unknown = isInvalidPath(query.error) || (isApiError(query.error) && [400, 404, 422].includes(query.error.status));
  const title = query.data ? installationName(query.data) : routeNames.installation;
  // Breadcrumbs: … → Anlagenregister → the installation's name (the details route itself is hidden).
  const info = useRouteInfo();
  const withName = useMemo(
    () => (info && query.data ? { ...info, crumbs: [...info.crumbs.filter((crumb) => !crumb.current), { label: installationName(query.data), current: true }] } : info),
    [info, query.data],
  );
  return (
    <section className="page installation-page">
      <RouteInfoContext.Provider value={withName}>
        <PageHeader
          title={title}
          crumbs={[{ label: routeNames.installations, to: '/installations' }, { label: title, current: true }]}
          lastChanged={query.data ? formatDateTime(query.data.lastChange) : query.isPending ? null : undefined}
          // The print button is there while the installation loads (unavailable until it is shown): the
          // action bar does not push the details down when they come.
          actions={
            query.data || query.isPending ? (
              <Button variant="secondary" unavailable={!query.data} onClick={() => window.print()}>
                {t.print}
              </Button>
            ) : undefined
          }
        />
      </RouteInfoContext.Provider>
      {unknown ? (
        <>
          <div className="alert alert--danger" role="alert">
            {appTexts.notFoundTitle}
          </div>
          <p>{t.notFound(id)}</p>
          <p>
            <AppLink to="/installations">{t.backToRegister}</AppLink>
          </p>
        </>
      ) : (
        <QueryState query={query}>{(installation) => <Details installation={installation} />}</QueryState>
      )}
    </section>
  );
}
