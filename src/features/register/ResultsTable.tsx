import { useQuery } from '@tanstack/react-query';
import { memo, useId, useLayoutEffect, useMemo } from 'react';
import { serverTimeQuery } from '../../api/queries';
import { DeadlineNote } from '../../components/deadline/DeadlineNote';
import { deadlineState } from '../../state/adaptation';
import type { InstallationSearchResult, SortField } from '../../../generated/app/model';
import { formatCount } from '../../components/format';
import { appTexts, installationStatusLabels } from '../../messages/de';
import { registerTexts, sortFieldLabels } from '../../messages/register';
import { PERF_MARKS } from './useRegisterSearch';
import { Pager } from './Pager';
import { resultRange, type RegisterViewState } from '../../state/register/registerView';
import { EnumLabel } from '../../components/EnumLabel';
import { DataTable } from '../../components/DataTable';
import { InstallationNameCell } from '../../components/InstallationNameCell';
import { Info } from '../../components/info/Info';
import { helpTopics, type HelpTopic } from '../../messages/help';

const COLUMNS: readonly SortField[] = ['name', 'operatorName', 'city', 'districtName', 'bundeslandName', 'mainActivity', 'status'];
/** With the Anpassungsfristen (their criterion applied, or sorted by them): each installation's earliest open deadline. */
const DEADLINE_COLUMNS: readonly SortField[] = [...COLUMNS, 'adaptationDeadline'];

/** The earliest reconsideration deadline without an adapting permit, and where it stands today. */
function AdaptationDeadlineCell({ deadline }: { deadline: string | undefined }) {
  const serverTime = useQuery(serverTimeQuery());
  const today = useMemo(() => (serverTime.data ? new Date(serverTime.data.datetime) : new Date()), [serverTime.data]);
  return <td data-label={sortFieldLabels.adaptationDeadline}>{deadline ? <DeadlineNote deadline={deadline} state={deadlineState(deadline, today)} /> : registerTexts.noOpenDeadline}</td>;
}

/** The columns whose term has inline help. */
const COLUMN_HELP: Partial<Record<SortField, HelpTopic>> = { mainActivity: helpTopics.mainActivity, status: helpTopics.status };

function SortHeader({ field, state, onSort }: { field: SortField; state: RegisterViewState; onSort: (field: SortField) => void }) {
  const active = state.sort === field;
  const ariaSort = active ? (state.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  const help = COLUMN_HELP[field];
  const button = (
    <button type="button" className="register-sort" onClick={() => onSort(field)}>
      {sortFieldLabels[field]}
      <span className="register-sort__icon" aria-hidden="true">
        {active ? (state.direction === 'asc' ? '▲' : '▼') : '↕'}
      </span>
    </button>
  );
  // Named by its label alone: the info button beside it is no part of the column's name.
  return (
    <th scope="col" aria-sort={ariaSort} aria-label={help ? sortFieldLabels[field] : undefined}>
      {help ? (
        <div className="kit-info-row register-sort-row">
          {button}
          <Info {...help} />
        </div>
      ) : (
        button
      )}
    </th>
  );
}

/**
 * The rows of one result page. Memoized on the page's items: the table renders again when a change starts
 * (sort header, busy), and the rows need not render again with it, only for new items.
 */
const ResultRows = memo(function ResultRows({ items, withDeadline }: { items: InstallationSearchResult['items']; withDeadline: boolean }) {
  // Keyed by position: a new page or sort fills the same rows with other installations, which updates their
  // text in place instead of removing and creating every row (the rows hold no state of their own).
  return items.map((item, position) => (
    <tr key={position}>
      <InstallationNameCell installation={item} />
      <td data-label={sortFieldLabels.operatorName}>{item.operatorName}</td>
      <td data-label={sortFieldLabels.city}>{item.site.city}</td>
      <td data-label={sortFieldLabels.districtName}>{item.site.districtName}</td>
      <td data-label={sortFieldLabels.bundeslandName}>{item.site.bundeslandName}</td>
      <td data-label={sortFieldLabels.mainActivity}>
        {item.mainActivity.code} {item.mainActivity.label}
      </td>
      <td data-label={sortFieldLabels.status}>
        <EnumLabel className="register-status" labels={installationStatusLabels} value={item.status} />
      </td>
      {withDeadline && <AdaptationDeadlineCell deadline={item.adaptationDeadline} />}
    </tr>
  ));
});

/**
 * The results table: server-side sorting by the column buttons (aria-sort on the sorted column), one page
 * of installations with links to their details, and the pager. While the next page loads the previous one
 * stays visible (aria-busy).
 */
export function ResultsTable({
  data,
  busy,
  state,
  onSort,
  onPage,
  onPageSize,
  withDeadline = false,
}: {
  data: InstallationSearchResult;
  busy: boolean;
  state: RegisterViewState;
  onSort: (field: SortField) => void;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  withDeadline?: boolean;
}) {
  const hintId = `sort-hint${useId().replace(/:/g, '')}`;
  // scripts/perf-register.ts: the time from the response to the DOM holding the new rows.
  useLayoutEffect(() => {
    if (busy) return;
    try {
      if (performance.getEntriesByName(PERF_MARKS.response, 'mark').length > 0) {
        performance.measure(PERF_MARKS.render, PERF_MARKS.response);
        performance.clearMarks(PERF_MARKS.response);
      }
    } catch {
      // no mark to measure from
    }
  }, [data, busy]);
  const range = resultRange(data);
  return (
    <div className="register-results">
      {range && <p className="register-range">{registerTexts.range(formatCount(range.from), formatCount(range.to), formatCount(data.total))}</p>}
      <p id={hintId} className="visually-hidden">
        {registerTexts.sortHint}
      </p>
      {data.items.length === 0 ? (
        // A total without rows on this page (valid, if odd): say so instead of an empty table.
        <p className="state state--empty register-empty">{appTexts.noResults}</p>
      ) : (
        <DataTable
          caption={registerTexts.caption}
          className="register-table"
          aria-busy={busy || undefined}
          aria-describedby={hintId}
          columns={(withDeadline ? DEADLINE_COLUMNS : COLUMNS).map((field) => ({ key: field, cell: <SortHeader field={field} state={state} onSort={onSort} /> }))}
        >
          <ResultRows items={data.items} withDeadline={withDeadline} />
        </DataTable>
      )}
      <Pager total={data.total} state={state} onPage={onPage} onPageSize={onPageSize} />
    </div>
  );
}
