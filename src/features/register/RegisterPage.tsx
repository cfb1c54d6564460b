import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../components/format';
import { routeNames } from '../../messages/de';
import { BranchStatsView } from './BranchStatsView';
import { ExportButton } from './ExportButton';
import { RegisterFilters, useRegisterCriteria } from './RegisterFilters'; // saved filters and page search
import { RegisterMapView } from './RegisterMapView';
import { RegisterResults } from './RegisterResults';
import { ViewSwitch } from './ViewSwitch';
import { useRegisterView } from './useRegisterView';
import { lastUpdateQuery } from './useRegisterSearch';
import './register.css';

/** Anlagenregister: filter panel, view switch (table, map, statistics), export. A thin composition. */
export default function RegisterPage() {
  const filter = useRegisterCriteria(); // the applied criteria of the selected filter plus the page search
  const [view, setView] = useRegisterView();
  const lastUpdate = useQuery(lastUpdateQuery());
  return (
    <section className="page register-page">
      <PageHeader
        title={routeNames.installations}
        lastChanged={lastUpdate.data ? formatDateTime(lastUpdate.data.lastUpdate) : lastUpdate.isPending ? null : undefined}
        actions={<ExportButton filter={filter} />}
      />
      <RegisterFilters /> {/* filter bar with chips, side panel with the tabs Filter and History */}
      <ViewSwitch view={view.view} onChange={(next) => setView({ ...view, view: next })} />
      {view.view === 'table' && <RegisterResults filter={filter} state={view} setState={setView} />}
      {view.view === 'map' && <RegisterMapView filter={filter} />}
      {view.view === 'stats' && <BranchStatsView filter={filter} />}
    </section>
  );
}
