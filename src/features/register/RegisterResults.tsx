import { useEffect, useId, type RefObject } from 'react';
import { Navigate } from 'react-router';
import type { InstallationFilter, SortField } from '../../../generated/app/model';
import { formatCount } from '../../components/format';
import { Loading, useQueryView } from '../../components/QueryState';
import { appTexts } from '../../messages/de';
import { registerTexts, sortFieldLabels } from '../../messages/register';
import { ResultsTable } from './ResultsTable';
import { pageCount } from '../../state/register/registerView';
import { Button } from '../../components/button/Button';
import type { RegisterParamsApi } from './useRegisterParams';
import { useRegisterSearch } from './useRegisterSearch';
import { focusViewStart } from './focusViewStart';

/**
 * The table view: loading, error, empty ('Keine Ergebnisse') and the results with the total count. Sort and
 * page changes are announced in a polite live region once the new results are shown. A page beyond the last
 * one (an old link) redirects to the last page.
 */
export function RegisterResults({
  filter,
  register,
  onShown,
  focusTarget,
}: {
  filter: InstallationFilter;
  register: RegisterParamsApi;
  onShown?: () => void;
  focusTarget: RefObject<HTMLElement | null>;
}) {
  const { params: state, change, pathAfter } = register;
  const headingId = `results-heading${useId().replace(/:/g, '')}`;
  const search = useRegisterSearch(filter, state);
  // The first rows render in a transition React slices, later pages and sorts at once; results shown stay when a later fetch fails.
  const { view, data, target, error } = useQueryView<NonNullable<typeof search.data>, HTMLElement>(search, { errorText: registerTexts.error, isEmpty: (result) => result.total === 0, keepDataOnError: true });
  const lastPage = search.data && !search.isPlaceholderData ? pathAfter({ type: 'total', total: search.data.total }) : undefined;

  const settled = data !== undefined && data === search.data && !search.isPlaceholderData;
  const announcement = settled
    ? [
        data.total === 1 ? registerTexts.foundOne : registerTexts.found(formatCount(data.total)),
        registerTexts.sortedBy(sortFieldLabels[state.sort], state.direction === 'asc'),
        registerTexts.pageAnnouncement(Math.min(state.page, pageCount(data.total, state.pageSize)), pageCount(data.total, state.pageSize)),
      ].join('. ')
    : '';

  // Told once the first answer (results, none or an error) is on screen.
  const shown = settled || (search.isError && !data);
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);

  let body;
  if (view.kind === 'error') body = error;
  else if (view.kind === 'loading') body = <Loading />;
  else if (view.kind === 'empty') {
    // A way back from nothing found: the criteria and the search reset at once (each chip removes one).
    // The URL's filter holds only criteria that restrict.
    const restricted = Object.keys(state.filter).length > 0 || state.text !== '';
    const reset = () => {
      change({ type: 'reset' });
      focusViewStart(focusTarget.current);
    };
    body = (
      <div className="state state--empty register-empty">
        <p>{appTexts.noResults}</p>
        {restricted && (
          <>
            <p>{registerTexts.emptyHint}</p>
            <Button variant="secondary" onClick={reset}>
              {registerTexts.resetFilter}
            </Button>
          </>
        )}
      </div>
    );
  }
  else {
    body = (
      <ResultsTable
        data={view.data}
        busy={search.isPlaceholderData}
        state={state}
        onSort={(field: SortField) => change({ type: 'sort', field })}
        onPage={(page) => change({ type: 'page', page })}
        onPageSize={(pageSize) => change({ type: 'pageSize', pageSize })}
        withDeadline={filter.adaptationDeadlines !== undefined || state.sort === 'adaptationDeadline'}
      />
    );
  }

  return (
    // The results' section: a heading to jump to, and where focus goes after a filter is applied. Its name is
    // no count, so that the count is read once, by the live region.
    <section
      ref={(element) => {
        target.current = element;
        focusTarget.current = element;
      }}
      // While the first rows load, the view holds a screen's height: what follows it (the open-data
      // downloads, the footer) starts below the fold and is not pushed down when the rows come.
      className={view.kind === 'loading' ? 'register-table-view register-table-view--loading' : 'register-table-view'}
      tabIndex={-1}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="visually-hidden">
        {registerTexts.resultsHeading}
      </h2>
      {lastPage !== undefined && <Navigate to={lastPage} replace />}
      {/* The total's line is there from the start (empty while loading), so the table does not shift in. */}
      <p className="register-total" aria-hidden={data ? undefined : true}>
        {data ? (
          <>
            <strong>{data.total === 1 ? registerTexts.foundOne : registerTexts.found(formatCount(data.total))}</strong>
            {search.isFetching && search.isPlaceholderData && <span className="register-updating"> {registerTexts.loadingUpdate}</span>}
          </>
        ) : (
          '\u00a0'
        )}
      </p>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="register-announcement">
        {announcement}
      </div>
      {body}
    </section>
  );
}
