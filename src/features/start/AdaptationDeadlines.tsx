import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AppLink } from '../../components/AppLink';
import { useSearchInstallations } from '../../../generated/app/hooks/installations/installations';
import type { AdaptationDeadlineState, BundeslandCode, InstallationSearchRequest } from '../../../generated/app/model';
import { serverTimeQuery } from '../../api/queries';
import { DataTable } from '../../components/DataTable';
import { DeadlineNote } from '../../components/deadline/DeadlineNote';
import { formatCount } from '../../components/format';
import { InstallationNameCell } from '../../components/InstallationNameCell';
import { QueryState } from '../../components/QueryState';
import { deadlinesTexts as t } from '../../messages/register';
import { deadlineState } from '../../state/adaptation';
import { DEFAULT_PARAMS, registerPath } from '../../state/register/registerParams';

const BOTH: AdaptationDeadlineState[] = ['MISSED', 'DUE'];
/** How many of the earliest deadlines the start page lists; the register view has them all. */
const LISTED = 10;
const CACHE = { query: { staleTime: 60_000 } } as const;

/** The register view of the Anpassungsfristen of a Bundesland: its criterion applied, sorted by deadline. */
function deadlinesPath(bundeslandCode: BundeslandCode, states: readonly AdaptationDeadlineState[] = BOTH): string {
  return registerPath({ ...DEFAULT_PARAMS, filter: { bundeslandCodes: [bundeslandCode], adaptationDeadlines: [...states] }, sort: 'adaptationDeadline', direction: 'asc' });
}

const countRequest = (bundeslandCode: BundeslandCode, state: AdaptationDeadlineState): InstallationSearchRequest => ({ filter: { bundeslandCodes: [bundeslandCode], adaptationDeadlines: [state] }, page: 0, pageSize: 1 });

/** One count of the overview, opening the register view of its installations. */
function Count({ bundeslandCode, state, label }: { bundeslandCode: BundeslandCode; state: AdaptationDeadlineState; label: (n: string) => string }) {
  const search = useSearchInstallations(countRequest(bundeslandCode, state), CACHE);
  if (!search.data) return <li aria-hidden={search.isError ? undefined : true}>{search.isError ? t.countUnavailable : '\u00a0'}</li>;
  return (
    <li>
      <AppLink to={deadlinesPath(bundeslandCode, [state])}>
        <strong>{formatCount(search.data.total)}</strong> {label(formatCount(search.data.total))}
      </AppLink>
    </li>
  );
}

/**
 * 'Anpassungsfristen' of the authority's Bundesland: how many installations have a reconsideration deadline
 * without an adapting permit that is missed or due within twelve months, the earliest of them, and the
 * register view with all of them (filterable and exportable like any register view).
 */
export function AdaptationDeadlines({ bundeslandCode, inLand }: { bundeslandCode: BundeslandCode; inLand: string }) {
  const list = useSearchInstallations({ filter: { bundeslandCodes: [bundeslandCode], adaptationDeadlines: BOTH }, page: 0, pageSize: LISTED, sort: { field: 'adaptationDeadline', direction: 'asc' } }, CACHE);
  const serverTime = useQuery(serverTimeQuery());
  const today = useMemo(() => (serverTime.data ? new Date(serverTime.data.datetime) : new Date()), [serverTime.data]);
  return (
    <section aria-labelledby="start-deadlines" className="start-deadlines">
      <h2 id="start-deadlines">{t.heading}</h2>
      <p className="start-intro">{t.intro}</p>
      <ul className="start-deadline-counts">
        <Count bundeslandCode={bundeslandCode} state="MISSED" label={t.missed} />
        <Count bundeslandCode={bundeslandCode} state="DUE" label={t.due} />
      </ul>
      <QueryState query={list} isEmpty={(data) => data.total === 0} emptyText={t.none}>
        {(data) => (
          <>
            <DataTable caption={t.listCaption(formatCount(Math.min(LISTED, data.items.length)))} columns={[t.installation, t.place, t.deadline]}>
              {data.items.map((item) => (
                <tr key={item.id}>
                  <InstallationNameCell installation={item} />
                  <td data-label={t.place}>
                    {item.site.postalCode} {item.site.city}
                  </td>
                  <td data-label={t.deadline}>{item.adaptationDeadline && <DeadlineNote deadline={item.adaptationDeadline} state={deadlineState(item.adaptationDeadline, today)} />}</td>
                </tr>
              ))}
            </DataTable>
            <p>
              <AppLink to={deadlinesPath(bundeslandCode)}>{t.all(formatCount(data.total), inLand)}</AppLink>
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}
