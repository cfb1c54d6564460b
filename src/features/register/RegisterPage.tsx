import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../components/format';
import { routeNames } from '../../messages/de';
import { BranchStatsView } from './BranchStatsView';
import { ExportButton } from './ExportButton';
import { FeedSubscribe } from './FeedSubscribe';
import { OpenDataDownloads } from './OpenDataDownloads';
import { PLACE_CRITERION_ID, toInstallationFilter } from './filterDefinition';
import { decodePlace } from '../../state/filters/place';
import { RegisterFilters } from './RegisterFilters';
import { RegisterMapView } from './RegisterMapView';
import { RegisterResults } from './RegisterResults';
import { ViewSwitch } from './ViewSwitch';
import { useRegisterParams } from './useRegisterParams';
import { prefetchRegisterSearch } from './prefetch';
import type { RegisterParams } from '../../state/register/registerParams';
import { lastUpdateQuery } from './useRegisterSearch';
import { focusViewStart } from './focusViewStart';
import { useLayoutVariant } from '../../components/useLayoutVariant';
import './register.css';

/**
 * Anlagenregister: filter panel, view switch (table, map, statistics), Excel export and open-data downloads. A thin composition over the
 * URL's state (useRegisterParams): its filter and page search become the InstallationFilter of every view.
 */
export default function RegisterPage() {
  const client = useQueryClient();
  // A change's search starts at the input, not once the page has rendered the new state (the table's
  // query then finds it under way): the request no longer waits for that render.
  const startSearch = useCallback((next: RegisterParams) => {
    if (next.view === 'table') prefetchRegisterSearch(client, next);
  }, [client]);
  const register = useRegisterParams(startSearch);
  const { params, change } = register;
  const filter = useMemo(() => toInstallationFilter(params.filter, params.text), [params.filter, params.text]);
  // The chosen place ('PLZ oder Ort', with its radius): the map shows it.
  const placeValue = params.filter[PLACE_CRITERION_ID];
  const focusArea = useMemo(() => decodePlace(placeValue), [placeValue]);
  const lastUpdate = useQuery(lastUpdateQuery());
  // The filter panel's own reads wait until the table's first answer is on screen (the map and the
  // statistics do not wait): the results paint first, they do not queue behind those of the panel.
  const [resultsShown, setResultsShown] = useState(params.view !== 'table');
  const onResultsShown = useCallback(() => setResultsShown(true), []);
  // Where focus goes after a filter is applied: the shown view, scrolled to its start (a view taller than
  // the screen that is partly in sight would not scroll by focus alone).
  const results = useRef<HTMLElement | null>(null);
  const focusResults = useCallback(() => focusViewStart(results.current), []);
  // On a phone the open-data downloads and their licence follow the results: the first installation is
  // not pushed below the screen's fold by them.
  const openDataBelow = useLayoutVariant() === 'Mobile';
  // The header's actions follow the filter only: a sort or page change does not render them again.
  const openData = useMemo(() => <OpenDataDownloads filter={filter} />, [filter]);
  const actions = useMemo(
    () => (
      <>
        <ExportButton filter={filter} />
        {/* Stays in the bar at every width: its dialog survives a change of layout. */}
        <FeedSubscribe filter={filter} />
        {!openDataBelow && openData}
      </>
    ),
    [filter, openData, openDataBelow],
  );
  return (
    <section className="page register-page">
      <PageHeader
        title={routeNames.installations}
        lastChanged={lastUpdate.data ? formatDateTime(lastUpdate.data.lastUpdate) : lastUpdate.isPending ? null : undefined}
        actions={actions}
      />
      <RegisterFilters values={params.filter} text={params.text} change={change} resultsShown={resultsShown} focusResults={focusResults} />
      <ViewSwitch view={params.view} onChange={(view) => change({ type: 'view', view })} />
      {params.view === 'table' && <RegisterResults filter={filter} register={register} onShown={onResultsShown} focusTarget={results} />}
      {params.view === 'map' && <RegisterMapView filter={filter} focusTarget={results} focusArea={focusArea} />}
      {params.view === 'stats' && <BranchStatsView filter={filter} focusTarget={results} />}
      {openDataBelow && <div className="register-opendata-below">{openData}</div>}
    </section>
  );
}
