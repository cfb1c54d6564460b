import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../components/AppLink';
import { useSearchInstallations } from '../../../generated/app/hooks/installations/installations';
import type { InstallationSearchRequest } from '../../../generated/app/model';
import { serverTimeQuery } from '../../api/queries';
import { addDays, formatCount, isoDayToGerman, viennaDay } from '../../components/format';
import { DataTable } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import { INSTALLATION_ROW_COLUMNS, InstallationRow } from './InstallationRow';
import { startTexts as t } from '../../messages/register';
import { DEFAULT_PARAMS, registerPath } from '../../state/register/registerParams';

/** The days 'Neu im Register' looks back. */
const DAYS = 30;
/** The newest changes listed. */
const LISTED = 5;

/**
 * 'Neu im Register': how many installations changed in the last 30 days (`changedSince` 30 days before the
 * server's day in Austria, the test clock's while it is set), the newest of them, and the register filtered so.
 * Both reads, the server's time and the search, show their loading and error states.
 */
export function NewInRegister() {
  const time = useQuery(serverTimeQuery());
  return (
    <section aria-labelledby="start-new" className="start-new">
      <h2 id="start-new">{t.newHeading}</h2>
      <QueryState query={time}>{(now) => <NewSince since={addDays(viennaDay(now.datetime), -DAYS)} />}</QueryState>
    </section>
  );
}

function NewSince({ since }: { since: string }) {
  const request: InstallationSearchRequest = { filter: { changedSince: since }, page: 0, pageSize: LISTED, sort: { field: 'lastChange', direction: 'desc' } };
  const search = useSearchInstallations(request, { query: { staleTime: 60_000 } });
  const day = isoDayToGerman(since);
  return (
    <QueryState query={search} isEmpty={(data) => data.total === 0} emptyText={t.newNone(day)}>
      {({ total, items }) => (
        <>
          <p>
            <strong>{t.newCount(formatCount(total), total === 1, day)}</strong>{' '}
            <AppLink to={registerPath({ ...DEFAULT_PARAMS, filter: { changedSince: since }, sort: 'lastChange', direction: 'desc' })}>{t.newShowAll}</AppLink>
          </p>
          <DataTable caption={t.newList} columns={[...INSTALLATION_ROW_COLUMNS]}>
            {items.map((item) => (
              <InstallationRow key={item.id} item={item} />
            ))}
          </DataTable>
        </>
      )}
    </QueryState>
  );
}
