import { useGetLastUpdate } from '../../../generated/app/hooks/installations/installations';
import type { InstallationFilter } from '../../../generated/app/model';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../components/format';
import { routeNames } from '../../messages/de';
import { BranchStatsView } from './BranchStatsView';
import { ExportButton } from './ExportButton';
import { RegisterMapView } from './RegisterMapView';
import { RegisterResults } from './RegisterResults';
import { ViewSwitch } from './ViewSwitch';
import { useRegisterView } from './useRegisterView';
import './register.css';

/**
 * The filter of the register. Until the filter panel (issue 6: `<RegisterFilters/>` and
 * `useRegisterCriteria()` from ./RegisterFilters) is in, every installation matches; replace this constant
 * with `const filter = useRegisterCriteria();` in the page below.
 */
const FILTER_UNTIL_REGISTER_FILTERS: InstallationFilter = {};

/** Anlagenregister: filter panel, view switch (table, map, statistics), export. A thin composition. */
export default function RegisterPage() {
  const filter = FILTER_UNTIL_REGISTER_FILTERS;
  const [view, setView] = useRegisterView();
  const lastUpdate = useGetLastUpdate({ query: { staleTime: 5 * 60_000 } });
  return (
    <section className="page register-page">
      <PageHeader
        title={routeNames.installations}
        lastChanged={lastUpdate.data ? formatDateTime(lastUpdate.data.lastUpdate) : undefined}
        actions={<ExportButton filter={filter} />}
      />
      <ViewSwitch view={view.view} onChange={(next) => setView({ ...view, view: next })} />
      {view.view === 'table' && <RegisterResults filter={filter} state={view} setState={setView} />}
      {view.view === 'map' && <RegisterMapView filter={filter} />}
      {view.view === 'stats' && <BranchStatsView filter={filter} />}
    </section>
  );
}
