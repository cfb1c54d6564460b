/**
 * The register's saved filters and page search: the filter bar (filter button, page search,
 * chips of the applied criteria) and the side panel with the tabs Filter and History. The definition comes
 * from GET /api/filter/metadata; the saved filters from the portal's user settings.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { InstallationFilter } from '../../../generated/app/model';
import { FilterButton, FilterChips, PageSearch } from '../../components/filters/FilterBar';
import { Spinner } from '../../components/spinner/Spinner';
import { useFilterHashSync } from '../../components/filters/hashSync';
import { filterTexts } from '../../messages/filters';
import { SidePanel } from '../../shell/SidePanel';
import { filterAtoms } from '../../state/filters/atoms';
import { pageSearchAtom } from '../../state/filters/pageSearch';
import { useHashState } from '../../state/hashState';
import { sidePanelTypeAtom } from '../../state/sidebar';
import { criteriaFromUrl, REGISTER_FILTER_ID, REGISTER_ROUTE, registerFilterDefinition, toInstallationFilter } from './filterDefinition';
import { filterMetadataQuery } from './useRegisterSearch';

// The panel (criteria form, saved-filter dialogs: react-hook-form, zod, floating-ui) loads when it is first
// opened or about to be (pointer over or focus on the filter button), not with the page: LCP/TBT.
const loadFilterPanel = () => import('../../components/filters/FilterPanel');
const FilterPanel = lazy(() => loadFilterPanel().then((m) => ({ default: m.FilterPanel })));

export function RegisterFilters() {
  const metadata = useQuery(filterMetadataQuery());
  const atoms = filterAtoms(REGISTER_FILTER_ID);
  const setDefinition = useSetAtom(atoms.definitionAtom);
  const command = useSetAtom(atoms.commandAtom);
  const [panel, setPanel] = useAtom(sidePanelTypeAtom);
  useEffect(() => {
    if (!metadata.data) return;
    setDefinition(registerFilterDefinition(metadata.data));
    void command({ type: 'load' });
  }, [metadata.data, setDefinition, command]);
  useFilterHashSync(REGISTER_FILTER_ID, REGISTER_ROUTE);
  // The side panel belongs to this page: closed again when the page is left.
  useEffect(() => () => setPanel('None'), [setPanel]);

  const open = panel !== 'None';
  return (
    <>
      <div className="filter-bar filters-bar">
        <FilterButton filterId={REGISTER_FILTER_ID} open={open} onToggle={() => setPanel(open ? 'None' : 'Filter')} onIntent={() => void loadFilterPanel()} />
        <PageSearch route={REGISTER_ROUTE} placeholder={filterTexts.searchPlaceholder} />
        <FilterChips filterId={REGISTER_FILTER_ID} route={REGISTER_ROUTE} />
      </div>
      {metadata.data && (
        <div className="filters-side">
          <SidePanel title={filterTexts.panelTitle} open={open} onClose={() => setPanel('None')}>
            <Suspense fallback={<Spinner showLabel />}>
              <FilterPanel filterId={REGISTER_FILTER_ID} tab={panel === 'History' ? 'History' : 'Filter'} onTabChange={setPanel} />
            </Suspense>
          </SidePanel>
        </div>
      )}
    </>
  );
}

/**
 * The applied criteria of the selected, enabled filter plus the page search, as the InstallationFilter of
 * the register's requests. Until the saved filters have loaded, the URL's state stands in, so that a sent
 * link asks for the right results at once.
 */
export function useRegisterCriteria(): InstallationFilter {
  const atoms = filterAtoms(REGISTER_FILTER_ID);
  const state = useAtomValue(atoms.viewAtom);
  const applied = useAtomValue(atoms.appliedAtom);
  const term = useAtomValue(pageSearchAtom(REGISTER_ROUTE));
  const { params } = useHashState();
  const fromUrl = criteriaFromUrl(params);
  const values = state.status === 'loaded' ? applied : fromUrl.values;
  const search = term !== '' ? term : fromUrl.search;
  const key = JSON.stringify(toInstallationFilter(values, search));
  return useMemo(() => JSON.parse(key) as InstallationFilter, [key]);
}
