import { useEffect, useRef } from 'react';
import type { InstallationFilter, SortField } from '../../../generated/app/model';
import { Button } from '../../components/button/Button';
import { formatCount } from '../../components/format';
import { useDeferredData } from '../../components/QueryState';
import { appTexts } from '../../messages/de';
import { registerTexts, sortFieldLabels } from '../../messages/register';
import { ResultsTable } from './ResultsTable';
import { filterKey, pageCount, toggleSort, withPageSize, type RegisterViewState } from './registerView';
import { useRegisterSearch } from './useRegisterSearch';

/**
 * The table view: loading, error, empty ('Keine Ergebnisse') and the results with the total count. Sort and
 * page changes are announced in a polite live region once the new results are shown.
 */
export function RegisterResults({
  filter,
  state,
  setState,
}: {
  filter: InstallationFilter;
  state: RegisterViewState;
  setState: (next: RegisterViewState, options?: { replace?: boolean }) => void;
}) {
  const search = useRegisterSearch(filter, state);
  // The rows render as a deferred value, in a transition React slices (components/QueryState.tsx).
  const { data, rendering } = useDeferredData(search.data);

  // A new filter starts at page 1; a page beyond the last one (an old link) goes to the last page.
  const previousFilter = useRef(filterKey(filter));
  useEffect(() => {
    const key = filterKey(filter);
    if (key !== previousFilter.current) {
      previousFilter.current = key;
      if (state.page !== 1) setState({ ...state, page: 1 }, { replace: true });
    }
  }, [filter, state, setState]);
  useEffect(() => {
    if (!data || search.isPlaceholderData || data.total === 0) return;
    const pages = pageCount(data.total, state.pageSize);
    if (state.page > pages) setState({ ...state, page: pages }, { replace: true });
  }, [data, search.isPlaceholderData, state, setState]);

  const settled = data !== undefined && data === search.data && !search.isPlaceholderData;
  const announcement = settled
    ? [
        data.total === 1 ? registerTexts.foundOne : registerTexts.found(formatCount(data.total)),
        registerTexts.sortedBy(sortFieldLabels[state.sort], state.direction === 'asc'),
        registerTexts.pageAnnouncement(Math.min(state.page, pageCount(data.total, state.pageSize)), pageCount(data.total, state.pageSize)),
      ].join('. ')
    : '';

  let body;
  if (search.isPending || (rendering && !search.isError)) {
    body = (
      <p className="state state--loading" role="status">
        {appTexts.loading}
      </p>
    );
  } else if (search.isError && !data) {
    body = (
      <div className="alert alert--danger" role="alert">
        <p>{registerTexts.error}</p>
        <Button variant="secondary" size="sm" onClick={() => void search.refetch()}>
          {registerTexts.retry}
        </Button>
      </div>
    );
  } else if (data && data.total === 0) {
    body = <p className="state state--empty register-empty">{appTexts.noResults}</p>;
  } else if (data) {
    body = (
      <ResultsTable
        data={data}
        busy={search.isPlaceholderData}
        state={state}
        onSort={(field: SortField) => setState(toggleSort(state, field))}
        onPage={(page) => setState({ ...state, page })}
        onPageSize={(size) => setState(withPageSize(state, size))}
      />
    );
  }

  return (
    <div className="register-table-view">
      {/* The total's line is there from the start (empty while loading), so the table does not shift in. */}
      {data ? (
        <p className="register-total">
          <strong>{data.total === 1 ? registerTexts.foundOne : registerTexts.found(formatCount(data.total))}</strong>
          {search.isFetching && search.isPlaceholderData && <span className="register-updating"> {registerTexts.loadingUpdate}</span>}
        </p>
      ) : (
        <p className="register-total" aria-hidden="true">
          {'\u00a0'}
        </p>
      )}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="register-announcement">
        {announcement}
      </div>
      {body}
    </div>
  );
}
