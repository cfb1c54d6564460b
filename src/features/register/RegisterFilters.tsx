/**
 * The register's saved filters and page search: the filter bar (filter button, page search, chips of the
 * applied criteria) and the side panel with the tabs Filter and History. The definition comes from
 * GET /api/filter/metadata; the saved filters from the portal's user settings.
 *
 * The applied filter and the page search live in the URL (useRegisterParams). The saved-filter atoms only
 * keep, persist and edit the saved filters: a command of the panel that changes what its filter applies
 * becomes one change of the URL, and a URL that brings another filter (a link, back/forward) is restored
 * into the panel.
 */
import { useAtom, useStore } from 'jotai';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { searchInstallationsBodyFilterQueryMax } from '../../../generated/app/limits';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isLoggedIn } from '../../api/auth';
import { authUserQuery, userInfoQuery } from '../../api/queries';
import { referenceListQuery } from '../../api/referenceLists';
import { FilterButton, FilterChips, PageSearch } from '../../components/filters/FilterBar';
import { Spinner } from '../../components/spinner/Spinner';
import { Info } from '../../components/info/Info';
import { helpTopics } from '../../messages/help';
import { filterTexts } from '../../messages/filters';
import { SidePanel } from '../../components/SidePanel';
import { useLayoutVariant } from '../../components/useLayoutVariant';
import { filterAtoms, type FilterCommand } from '../../state/filters/atoms';
import { lastPageSearchAtom } from '../../state/filters/pageSearch';
import type { CriterionDefinition } from '../../state/filters/types';
import { FilterCommandContext, useFilter } from '../../state/filters/useFilter';
import { sidePanelTypeAtom } from '../../state/sidebar';
import { PLACE_CRITERION_ID, REGISTER_FILTER_ID, referenceListsOf, registerFilterDefinition, type ReferenceLists } from './filterDefinition';
import { PlaceSearch } from './PlaceSearch';
import { encodeFilter, REGISTER_ROUTE, sameFilter, type RegisterParams } from '../../state/register/registerParams';
import type { RegisterParamsApi } from './useRegisterParams';
import type { FilterReferenceList } from '../../../generated/app/model';
import { filterMetadataQuery } from './useRegisterSearch';

// The panel (criteria form, saved-filter dialogs: react-hook-form, zod, floating-ui) loads when it is first
// opened or about to be (pointer over or focus on the filter button), not with the page: LCP/TBT.
const loadFilterPanel = () => import('../../components/filters/FilterPanel');
const FilterPanel = lazy(() => loadFilterPanel().then((m) => ({ default: m.FilterPanel })));

/**
 * Starts the reference lists one request per task once `start` is true, and says when all are under way: their
 * queries are enabled only then, and find them under way. Enabled together in the commit that shows the first
 * results, the four requests started in that commit's task and made it one of the first load's long tasks.
 */
function useStartedOneByOne(start: boolean, names: readonly FilterReferenceList[]): boolean {
  const queryClient = useQueryClient();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!start || started) return undefined;
    let index = 0;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      const name = names[index++];
      if (name === undefined) return setStarted(true);
      void queryClient.prefetchQuery(referenceListQuery(name));
      timer = setTimeout(next, 0);
    };
    timer = setTimeout(next, 0);
    return () => clearTimeout(timer);
  }, [start, started, names, queryClient]);
  return started;
}

/** The data of each query (a stable function: the combined result changes only when a list arrives). */
const dataOf = <T,>(results: readonly { data: T | undefined }[]) => results.map((result) => result.data);

/**
 * `resultsShown`: the page's first results are on screen. The panel's own reads (the saved filters, the
 * reference lists) wait for it, so that the results do not queue behind them.
 * After 'Filter anwenden' focus goes to the results (`focusResults`); on a small screen the drawer closes
 * first. Closing the panel otherwise (Escape, the drawer's close button) returns focus to the Filter button.
 */
export const RegisterFilters = memo(function RegisterFilters({
  values,
  text,
  change,
  resultsShown = true,
  focusResults,
}: Pick<RegisterParamsApi, 'change'> & { values: RegisterParams['filter']; text: string; resultsShown?: boolean; focusResults: () => void }) {
  const metadata = useQuery(filterMetadataQuery());
  const userInfo = useQuery(userInfoQuery());
  // The reference lists the criteria name (Bundesländer, Bezirke, Gemeinden, ÖNACE): read once the results show.
  const listNames = useMemo(() => referenceListsOf(metadata.data), [metadata.data]);
  // Started only once the results show (which stays so), so it alone enables the queries.
  const listsStarted = useStartedOneByOne(resultsShown, listNames);
  const lists = useQueries({ queries: listNames.map((name) => ({ ...referenceListQuery(name), enabled: listsStarted })), combine: dataOf });
  const listsRead = useMemo<ReferenceLists>(() => Object.fromEntries(listNames.flatMap((name, i) => (lists[i] ? [[name, lists[i]]] : []))), [listNames, lists]);
  // The criteria depend on the visitor: the definition is built once it is known (an error counts as no owner).
  const owner = userInfo.isPending ? undefined : userInfo.data?.userType === 'NATIPPC_REGISTERED';
  // A signed-in user's saved filters can be watched (the notifications are a signed-in user's).
  const watchable = isLoggedIn(useQuery(authUserQuery()).data);
  const store = useStore();
  const atoms = filterAtoms(REGISTER_FILTER_ID);
  const { state, definition } = useFilter(REGISTER_FILTER_ID);
  const [panel, setPanel] = useAtom(sidePanelTypeAtom);
  const filterButton = useRef<HTMLButtonElement>(null);
  const drawer = useLayoutVariant() === 'Mobile';
  // Set when applying closed the drawer: focus goes to the results once it is gone.
  const appliedInDrawer = useRef(false);
  const onPanelClosed = useCallback(() => {
    if (appliedInDrawer.current) focusResults();
    else filterButton.current?.focus();
    appliedInDrawer.current = false;
  }, [focusResults]);

  /** Runs a command of the filter UI; what the filter then applies becomes the URL's filter. */
  const command = useCallback(
    async (next: FilterCommand) => {
      const done = store.set(atoms.commandAtom, next);
      // The synchronous part has run (every command that changes the applied values changes them there).
      if (store.get(atoms.viewAtom).status === 'loaded') change({ type: 'filter', values: store.get(atoms.appliedAtom) });
      if (next.type === 'apply' && drawer) {
        appliedInDrawer.current = true;
        setPanel('None');
      } else if (next.type === 'apply') focusResults();
      await done;
    },
    [store, atoms, change, drawer, setPanel, focusResults],
  );
  const routed = useMemo(() => ({ filterId: REGISTER_FILTER_ID, command }), [command]);

  // The URL the page was opened with (read at the first render), applied to once the saved filters are in.
  const [arrival] = useState(() => ({ filter: values, text, rememberedText: store.get(lastPageSearchAtom(REGISTER_ROUTE)), done: false }));
  useEffect(() => {
    if (metadata.data && owner !== undefined) store.set(atoms.definitionAtom, registerFilterDefinition(metadata.data, { owner, lists: listsRead, watchable }));
  }, [metadata.data, owner, listsRead, watchable, store, atoms]);
  useEffect(() => {
    if (!metadata.data || owner === undefined || !resultsShown) return;
    void store.set(atoms.commandAtom, { type: 'load' }).then(() => {
      if (arrival.done || store.get(atoms.viewAtom).status !== 'loaded') return;
      arrival.done = true;
      // Opened without a filter or search in the URL: the saved selection and the last search of this
      // page apply, replacing the entry (no step of the user). A filter in the URL wins (restored below).
      if (Object.keys(arrival.filter).length === 0) change({ type: 'filter', values: store.get(atoms.appliedAtom) }, { replace: true });
      if (arrival.text === '' && arrival.rememberedText !== '') change({ type: 'text', text: arrival.rememberedText }, { replace: true });
    });
  }, [metadata.data, owner, resultsShown, store, atoms, arrival, change]);

  // The panel follows the URL: a filter the URL brings (a link, back/forward) is restored into it. Only a
  // change of the URL's filter counts, never one of the panel (which reaches the URL through `command`).
  const ready = state.status === 'loaded' && definition !== undefined;
  const urlFilter = encodeFilter(values);
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!ready || seen.current === urlFilter) return;
    const first = seen.current === undefined;
    seen.current = urlFilter;
    if (first && urlFilter === '') return;
    if (!sameFilter(store.get(atoms.appliedAtom), values)) void store.set(atoms.commandAtom, { type: 'restore', values });
  }, [ready, urlFilter, values, store, atoms]);

  // The page search of this page is remembered for the next visit.
  useEffect(() => store.set(lastPageSearchAtom(REGISTER_ROUTE), text), [store, text]);
  // The side panel belongs to this page: closed again when the page is left.
  useEffect(() => () => setPanel('None'), [setPanel]);

  const onText = useCallback((text: string) => change({ type: 'text', text }), [change]);
  const removeCriterion = (criterion: CriterionDefinition) => void command({ type: 'edit', criterionId: criterion.id, value: criterion.defaultValue, instant: true });
  // The place applies at once, like a removed chip (its field sits in the bar, not in the panel). Before the
  // saved filters are in, it goes to the URL directly, from where the panel takes it up once loaded.
  const onPlace = (value: string) => {
    if (ready) void command({ type: 'edit', criterionId: PLACE_CRITERION_ID, value, instant: true });
    else change({ type: 'filter', values: { ...values, [PLACE_CRITERION_ID]: value } });
  };
  const open = panel !== 'None';
  return (
    <FilterCommandContext.Provider value={routed}>
      <div className="filter-bar filters-bar kit-info-row">
        <FilterButton ref={filterButton} filterId={REGISTER_FILTER_ID} open={open} onToggle={() => setPanel(open ? 'None' : 'Filter')} onIntent={() => void loadFilterPanel()} />
        <Info {...helpTopics.filter} />
        {/* One search landmark for both ways of searching the register. */}
        <div className="register-search" role="search">
          <PageSearch id="page-search-installations" value={text} onChange={onText} placeholder={filterTexts.searchPlaceholder} maxLength={searchInstallationsBodyFilterQueryMax} />
          <PlaceSearch value={values[PLACE_CRITERION_ID]} onChange={onPlace} />
        </div>
        <FilterChips criteria={definition?.criteria ?? []} values={values} search={text} onRemove={removeCriterion} onClearSearch={() => onText('')} focusAfterLast={filterButton} />
      </div>
      {metadata.data && (
        <div className="filters-side">
          <SidePanel title={filterTexts.panelTitle} open={open} onClose={() => setPanel('None')} onClosed={onPanelClosed}>
            <Suspense fallback={<Spinner showLabel />}>
              <FilterPanel filterId={REGISTER_FILTER_ID} tab={panel === 'History' ? 'History' : 'Filter'} onTabChange={setPanel} />
            </Suspense>
          </SidePanel>
        </div>
      )}
    </FilterCommandContext.Provider>
  );
});
