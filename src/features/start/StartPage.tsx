import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { AppLink } from '../../components/AppLink';
import { useGetBranchStats, useGetLastUpdate, useSearchInstallations } from '../../../generated/app/hooks/installations/installations';
import type { BranchStats, GetBranchStatsParams, InstallationSearchRequest } from '../../../generated/app/model';
import { userInfoQuery } from '../../api/queries';
import { Button } from '../../components/button/Button';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { formatCount, formatDateTime } from '../../components/format';
import { appTexts, bundeslandNames, inBundesland, routeNames } from '../../messages/de';
import { knownLabel } from '../../messages/enumLabel';
import { startTexts as t } from '../../messages/register';
import { overviewSelectionAtom } from '../../state/overviewSelection';
import './start.css';
import { OfficialGroup } from './OfficialGroup';
import { OwnerRegistration } from './OwnerRegistration';
import { AdaptationDeadlines } from './AdaptationDeadlines';
import { NewInRegister } from './NewInRegister';
import { INSTALLATION_ROW_COLUMNS, InstallationRow } from './InstallationRow';
import { CountTable } from '../../components/CountTable';
import { DEFAULT_PARAMS, registerPath, type FilterValues } from '../../state/register/registerParams';
import { DataTable } from '../../components/DataTable';
import { Info } from '../../components/info/Info';
import { helpTopics } from '../../messages/help';

const STATS_CACHE = { query: { staleTime: 5 * 60_000 } } as const;

function LastUpdate() {
  const lastUpdate = useGetLastUpdate(STATS_CACHE);
  // The line keeps its height while loading, so the sections below do not shift when it arrives.
  if (!lastUpdate.data) return <p className="start-last-update" aria-hidden="true">{lastUpdate.isError ? null : '\u00a0'}</p>;
  return (
    <p className="start-last-update">
      {appTexts.lastChanged} {formatDateTime(lastUpdate.data.lastUpdate)}
    </p>
  );
}

function EntryPoints() {
  const entries = [
    { to: '/installations', title: t.searchTitle, text: t.searchText },
    { to: '/bvt-conclusions', title: routeNames.bvtConclusions, text: t.bvtText },
    { to: '/environmental-inspection', title: routeNames.environmentalInspection, text: t.inspectionText },
  ];
  return (
    <section aria-labelledby="start-entry" className="start-entries">
      <h2 id="start-entry">{t.entryPoints}</h2>
      <ul className="start-cards">
        {entries.map((entry) => (
          <li key={entry.to} className="start-card">
            <h3 className="start-card__title">
              <AppLink to={entry.to}>{entry.title}</AppLink>
            </h3>
            <p>{entry.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The register filtered by the overview's own criteria (`scope`) and one more. */
const registerFiltered = (scope: FilterValues, criteria: FilterValues) => registerPath({ ...DEFAULT_PARAMS, filter: { ...scope, ...criteria } });

/**
 * The overview's figures; each count opens the register filtered by the overview's scope (`scope`: all,
 * the visitor's own installations, the visitor's Bundesland) and the count's Bundesland or branch.
 */
function Figures({ stats, totalLabel, showBundesland, scope }: { stats: BranchStats; totalLabel: string; showBundesland: boolean; scope: FilterValues }) {
  return (
    <div className="grid start-figures">
      <p className="figure">
        <strong>{formatCount(stats.total)}</strong> {totalLabel}
      </p>
      {showBundesland && (
        <CountTable
          caption={t.byBundesland}
          first={t.bundesland}
          rows={stats.byBundesland}
          link={(row) => ({ to: registerFiltered(scope, { bundeslandCodes: [row.code] }), opens: t.countInBundesland(inBundesland(row.code, row.label)) })}
        />
      )}
      <div>
        <CountTable
          caption={t.byBranch}
          first={
            <>
              {t.branch}
              <Info {...helpTopics.branch} />
            </>
          }
          rows={stats.byActivityCategory}
          withCode
          link={(row) => ({ to: registerFiltered(scope, { activityCodes: [row.code] }), opens: t.countInBranch(`${row.code} ${row.label}`) })}
        />
        <p className="start-note">{t.branchCountNote}</p>
      </div>
    </div>
  );
}

/** The list's columns: those of its rows (InstallationRow). */
const [NAME, CITY, MAIN_ACTIVITY, STATUS, LAST_CHANGE] = INSTALLATION_ROW_COLUMNS;

/** A short list of installations with links to their details. */
function InstallationList({ request, caption, emptyText, hideCaption = false }: { request: InstallationSearchRequest; caption: string; emptyText: string; hideCaption?: boolean }) {
  const search = useSearchInstallations(request, { query: { staleTime: 60_000 } });
  return (
    <QueryState query={search} isEmpty={(data) => data.items.length === 0} emptyText={emptyText}>
      {(data) => (
        <DataTable
          caption={caption}
          hideCaption={hideCaption}
          columns={[NAME, CITY, { label: MAIN_ACTIVITY, help: helpTopics.mainActivity }, { label: STATUS, help: helpTopics.status }, LAST_CHANGE]}
        >
          {data.items.map((item) => (
            <InstallationRow key={item.id} item={item} />
          ))}
        </DataTable>
      )}
    </QueryState>
  );
}

function NationalOverview() {
  const stats = useGetBranchStats(undefined, STATS_CACHE);
  return (
    <>
      <EntryPoints />
      <NewInRegister />
      <section aria-labelledby="start-national">
        <h2 id="start-national">{t.nationalHeading}</h2>
        <QueryState query={stats} isEmpty={(data) => data.total === 0} emptyText={appTexts.noResults}>
          {(data) => <Figures stats={data} totalLabel={t.total} showBundesland scope={{}} />}
        </QueryState>
      </section>
    </>
  );
}

function BackToNational() {
  const setSelection = useSetAtom(overviewSelectionAtom);
  // A reset sets the overview selection to 'all'.
  return (
    <p>
      <Button variant="secondary" onClick={() => setSelection('all')}>
        {t.showNational}
      </Button>
    </p>
  );
}

/**
 * 'Ihre Anlagen': the installations the server lists as the owner's own (the search and the figures with
 * `onlyOwn`, the same truth as each installation's registration check), and the owner's registration.
 */
function OwnerOverview({ gln }: { gln: string | undefined }) {
  const params: GetBranchStatsParams = { onlyOwn: true };
  const stats = useGetBranchStats(params, STATS_CACHE);
  return (
    <>
      <section aria-labelledby="start-own">
        <div className="kit-info-row">
          <h2 id="start-own">{t.ownHeading}</h2>
          <Info {...helpTopics.overviewSelection} />
        </div>
        <p>{t.ownIntro}</p>
        <InstallationList
          request={{ filter: { onlyOwn: true }, page: 0, pageSize: 50, sort: { field: 'name', direction: 'asc' } }}
          caption={t.ownHeading}
          emptyText={t.ownNone}
          hideCaption
        />
        <QueryState query={stats} isEmpty={(data) => data.total === 0} emptyText={t.ownNone}>
          {(data) => <Figures stats={data} totalLabel={t.totalOwn} showBundesland={false} scope={{ onlyOwn: true }} />}
        </QueryState>
        {gln && <OwnerRegistration gln={gln} />}
      </section>
      <BackToNational />
      <EntryPoints />
    </>
  );
}

function OfficialOverview({ bundeslandCode }: { bundeslandCode: NonNullable<GetBranchStatsParams['bundeslandCodes']>[number] }) {
  const stats = useGetBranchStats({ bundeslandCodes: [bundeslandCode] }, STATS_CACHE);
  // The name by the code, not from the figures: they need not list the visitor's own Bundesland.
  const land = bundeslandNames[bundeslandCode];
  return (
    <>
      <section aria-labelledby="start-official">
        <div className="kit-info-row">
          <h2 id="start-official">{t.officialHeading(land)}</h2>
          <Info {...helpTopics.overviewSelection} />
        </div>
        <p>{t.officialIntro}</p>
        <OfficialGroup />
        <QueryState query={stats} isEmpty={(data) => data.total === 0} emptyText={appTexts.noResults}>
          {(data) => <Figures stats={data} totalLabel={t.totalIn(inBundesland(bundeslandCode, land))} showBundesland={false} scope={{ bundeslandCodes: [bundeslandCode] }} />}
        </QueryState>
        <InstallationList
          request={{ filter: { bundeslandCodes: [bundeslandCode] }, page: 0, pageSize: 10, sort: { field: 'lastChange', direction: 'desc' } }}
          caption={t.recentHeading}
          emptyText={appTexts.noResults}
        />
      </section>
      <AdaptationDeadlines bundeslandCode={bundeslandCode} inLand={inBundesland(bundeslandCode, land)} />
      <BackToNational />
      <EntryPoints />
    </>
  );
}

/**
 * Startseite, by overview selection: 'all' the national overview, 'owner' the visitor's own
 * installations, 'official' the installations and figures of the visitor's Bundesland. The shell renders
 * it only once the selection is set.
 */
export default function StartPage() {
  const selection = useAtomValue(overviewSelectionAtom);
  const userInfo = useQuery(userInfoQuery());
  const code = userInfo.data?.bundeslandCode;
  // A code the app does not know cannot be asked for (request enums are closed): the national overview.
  const bundeslandCode = knownLabel(bundeslandNames, code) === undefined ? undefined : code;
  return (
    <section className="page start-page">
      <PageHeader title={routeNames.start} />
      <p className="start-intro">{t.intro}</p>
      <LastUpdate />
      {selection === 'owner' && <OwnerOverview gln={userInfo.data?.gln} />}
      {selection === 'official' && bundeslandCode && <OfficialOverview bundeslandCode={bundeslandCode} />}
      {(selection === 'all' || (selection === 'official' && !bundeslandCode && !userInfo.isPending)) && <NationalOverview />}
    </section>
  );
}
