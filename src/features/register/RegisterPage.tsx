import { useGetLastUpdate } from '../../../generated/app/hooks/installations/installations';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../components/format';
import { routeNames } from '../../messages/de';
import { BranchStatsView } from './BranchStatsView';
import { ExportButton } from './ExportButton';
import { RegisterFilters, useRegisterCriteria } from './RegisterFilters'; // issue 6: saved filters and page search
import { RegisterMapView } from './RegisterMapView';
import { RegisterResults } from './RegisterResults';
import { ViewSwitch } from './ViewSwitch';
import { useRegisterView } from './useRegisterView';
import { registerSearchQuery } from './useRegisterSearch';
import { parseViewState, toSearchRequest } from './registerView';
import { toInstallationFilter } from './filterDefinition';
import { decodeApplied, FILTER_PARAM, SEARCH_PARAM } from '../../components/filters/hashSync';
import { hashStateParams } from '../../state/hashState';
import type { QueryClient } from '@tanstack/react-query';
import './register.css';

/**
 * The register's first search when the app opens on it (AppRoute.prefetch in src/app/routeRegistry.ts): the
 * page of the URL's state (applied filter, page search, sort, page) exactly as the page's first render asks
 * for it (useRegisterCriteria before the saved filters have loaded, useRegisterView), started while the
 * shell and the overview gate are still on their way.
 */
export function prefetchRegister(client: QueryClient, hash: string): void {
  const params = hashStateParams(hash);
  const filter = toInstallationFilter(decodeApplied(params.get(FILTER_PARAM)), params.get(SEARCH_PARAM) ?? '');
  void client.prefetchQuery(registerSearchQuery(toSearchRequest(filter, parseViewState(params))));
}

/** Anlagenregister: filter panel, view switch (table, map, statistics), export. A thin composition. */
export default function RegisterPage() {
  const filter = useRegisterCriteria(); // issue 6: the applied criteria of the selected filter plus the page search
  const [view, setView] = useRegisterView();
  const lastUpdate = useGetLastUpdate({ query: { staleTime: 5 * 60_000 } });
  return (
    <section className="page register-page">
      <PageHeader
        title={routeNames.installations}
        lastChanged={lastUpdate.data ? formatDateTime(lastUpdate.data.lastUpdate) : lastUpdate.isPending ? null : undefined}
        actions={<ExportButton filter={filter} />}
      />
      <RegisterFilters /> {/* issue 6: filter bar with chips, side panel with the tabs Filter and History */}
      <ViewSwitch view={view.view} onChange={(next) => setView({ ...view, view: next })} />
      {view.view === 'table' && <RegisterResults filter={filter} state={view} setState={setView} />}
      {view.view === 'map' && <RegisterMapView filter={filter} />}
      {view.view === 'stats' && <BranchStatsView filter={filter} />}
    </section>
  );
}
