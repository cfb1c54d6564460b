/**
 * Watched saved filters ('Beobachten'): which of a user's saved register filters are watched, which of them
 * are due to be counted on this visit, and the notification a count becomes. Pure; the counting itself is
 * a search with `changedSince` (WatchedFilterNotifications).
 *
 * A visit is counted per day in Austria: on the first visit of a later day than the last counted one, each
 * watched filter is searched with `changedSince` set to the day of that last visit (that day included, so
 * that no change after the last visit is missed), and a count above 0 becomes a notification linking to the
 * register filtered exactly so, whose total is the count. A filter watched for the first time only starts
 * its visits.
 */
import type { InstallationFilter } from '../../../generated/app/model';
import { isoDayToGerman } from '../../components/format';
import { registerTexts } from '../../messages/register';
import type { AppNotification, WatchVisits } from '../../state/notifications';
import { parseRecord } from '../../state/filters/persistence';
import { DEFAULT_FILTER_KEY } from '../../state/filters/types';
import { DEFAULT_PARAMS, registerPath, type FilterValues } from '../../state/register/registerParams';
import { CHANGED_SINCE_CRITERION_ID, toInstallationFilter } from './filterDefinition';

export interface WatchedFilter {
  key: string;
  name: string;
  values: FilterValues;
}

/** The watched filters among the stored records of the register's saved filters (key → JSON record). */
export function watchedFiltersOf(records: Readonly<Record<string, string>>): WatchedFilter[] {
  return Object.entries(records).flatMap(([key, text]) => {
    const record = key === DEFAULT_FILTER_KEY ? undefined : parseRecord(text);
    return record?.watched ? [{ key, name: record.name, values: record.criteria }] : [];
  });
}

export interface WatchDue {
  filter: WatchedFilter;
  /** The day of the last visit: changes on it or later count. */
  since: string;
  /** The filter's own criteria with `changedSince` (the later of its own and `since`). */
  values: FilterValues;
}

/**
 * What this visit (on `today`) counts: the watched filters last visited on an earlier day. `visits` are the
 * visits after this one, if every count succeeds: today for every watched filter (unwatched ones dropped).
 */
export function watchPlan(watched: readonly WatchedFilter[], visits: WatchVisits | undefined, today: string): { due: WatchDue[]; visits: WatchVisits } {
  const due = watched.flatMap((filter) => {
    const last = visits?.[filter.key];
    if (last === undefined || last >= today) return [];
    const own = filter.values[CHANGED_SINCE_CRITERION_ID];
    const since = typeof own === 'string' && own > last ? own : last;
    return [{ filter, since: last, values: { ...filter.values, [CHANGED_SINCE_CRITERION_ID]: since } }];
  });
  return { due, visits: Object.fromEntries(watched.map((filter) => [filter.key, today])) };
}

/** The search filter of a due count. */
export const dueFilter = (due: WatchDue): InstallationFilter => toInstallationFilter(due.values);

/** A count as a notification linking to the register filtered by it; none when nothing changed. */
export function watchNotification(due: WatchDue, total: number, today: string, now: Date): AppNotification | undefined {
  if (total <= 0) return undefined;
  return {
    key: `watch:${due.filter.key}:${due.since}:${today}`,
    type: 'Info',
    title: registerTexts.watchChanged(due.filter.name, total, isoDayToGerman(due.since)),
    date: now.toISOString(),
    read: false,
    href: registerPath({ ...DEFAULT_PARAMS, filter: due.values }),
  };
}
