import { useQuery } from '@tanstack/react-query';
import { searchInstallations } from '../../../generated/app/hooks/installations/installations';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { isLoggedIn } from '../../api/auth';
import { authUserQuery, serverTimeQuery } from '../../api/queries';
import { userSettings } from '../../api/userSettings';
import { viennaDay } from '../../components/format';
import { filterContainer } from '../../state/filters/types';
import { notificationUserAtom, watchCountsAtom, watchVisitsAtom, type AppNotification } from '../../state/notifications';
import { secondaryReadsAtom } from '../../state/shell';
import { REGISTER_FILTER_ID } from './filterDefinition';
import { dueFilter, watchedFiltersOf, watchNotification, watchPlan } from './watchedFilters';

/**
 * Counts a signed-in user's watched saved filters once per visit (after the page's first reads): each due
 * filter is searched with `changedSince` (one result row asked, the total used), and a count above 0
 * becomes a notification. 'Today' is the server's day in Austria (the test clock's while it is set). A
 * count that fails leaves that filter's last visit as it was, so it is counted on the next visit.
 */
export function WatchedFilterNotifications() {
  const user = useQuery(authUserQuery()).data;
  const username = user && isLoggedIn(user) ? user.username : undefined;
  const notificationUser = useAtomValue(notificationUserAtom);
  const secondary = useAtomValue(secondaryReadsAtom);
  const ready = username !== undefined && notificationUser === username && secondary;
  const time = useQuery({ ...serverTimeQuery(), enabled: ready });
  const visits = useAtomValue(watchVisitsAtom);
  const record = useSetAtom(watchCountsAtom);
  const counted = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!ready || !time.data || counted.current === username) return;
    counted.current = username;
    const today = viennaDay(time.data.datetime);
    void (async () => {
      const stored = await userSettings.readAll(filterContainer(REGISTER_FILTER_ID));
      // Saved filters that cannot be read now: nothing counted, the visits stay.
      if (stored.error && stored.error !== 'name_not_found') return;
      const plan = watchPlan(watchedFiltersOf(stored.value), visits, today);
      const nextVisits = { ...plan.visits };
      const added: AppNotification[] = [];
      await Promise.all(
        plan.due.map(async (due) => {
          try {
            const result = await searchInstallations({ filter: dueFilter(due), page: 0, pageSize: 1 });
            const notification = watchNotification(due, result.total, today, new Date());
            if (notification) added.push(notification);
          } catch {
            nextVisits[due.filter.key] = due.since;
          }
        }),
      );
      record({ added, watchVisits: nextVisits });
    })().catch(() => undefined);
  }, [ready, time.data, username, visits, record]);
  return null;
}
