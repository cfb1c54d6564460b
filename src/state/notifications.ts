import { atom, type Getter, type Setter } from 'jotai';
import type { UserTask, UserTaskStatus } from '../../generated/app/model';
import { shellTexts } from '../messages/shell';

/**
 * The header's notifications, kept per signed-in user in the browser (localStorage), so they survive a
 * reload and stay apart when another user signs in on the same browser. The contract has no
 * notifications endpoint: the sources are the user's task list, where a task the app saw in progress that
 * has finished or failed becomes a notification (Info or Error) linking to the task list, and the user's
 * watched saved filters, whose changes since the last visit become one notification each (see
 * `watchVisits`).
 */
type NotificationType = 'Info' | 'Warning' | 'Error';

export interface AppNotification {
  key: string;
  type: NotificationType;
  title: string;
  /** ISO 8601 date-time. */
  date: string;
  read: boolean;
  /** App path the notification leads to. */
  href?: string;
}

/** The last status the app saw of each of the user's tasks, by id. */
export type TaskStatuses = Record<string, UserTaskStatus>;

export interface NotificationState {
  /** Newest first. */
  notifications: AppNotification[];
  /** Absent until the app has seen the user's task list once. */
  taskStatuses?: TaskStatuses;
  /**
   * The day (`YYYY-MM-DD`, Austria) of the user's last visit per watched filter (by filter key): the day the
   * app last counted that filter's changes. Kept in this browser with the notifications it led to.
   */
  watchVisits?: WatchVisits;
}

export type WatchVisits = Record<string, string>;

/** The task list's route, where a task notification leads. */
const TASK_LIST_PATH = '/user-tasklist';

/** How many notifications a user keeps (the oldest are dropped). */
export const MAX_NOTIFICATIONS = 50;

const EMPTY: NotificationState = { notifications: [] };

/** The badge shows '9+' when there are more than 10 unread notifications, nothing when there are none. */
export function notificationBadge(unread: number): string {
  if (unread <= 0) return '';
  return unread > 10 ? '9+' : String(unread);
}

function taskNotification(task: UserTask, now: Date): AppNotification {
  const failed = task.status === 'FAILURE';
  return {
    key: `task:${task.id}:${task.status}`,
    type: failed ? 'Error' : 'Info',
    title: failed ? shellTexts.taskFailed(task.title) : shellTexts.taskFinished(task.title),
    date: task.finishedAt ?? now.toISOString(),
    read: false,
    href: TASK_LIST_PATH,
  };
}

/**
 * The notifications a new task list brings: one for each task whose status changed since the app last saw
 * it and is now SUCCESS (Info) or FAILURE (Error). The first list the app sees of a user only sets the
 * baseline, and a task first seen already finished (the history, or a task from elsewhere) brings none.
 * Returns the statuses to remember (the tasks of this list) with the new notifications.
 */
export function notificationsFromTasks(
  seen: TaskStatuses | undefined,
  tasks: readonly UserTask[],
  now: Date,
): { taskStatuses: TaskStatuses; added: AppNotification[] } {
  const taskStatuses: TaskStatuses = Object.fromEntries(tasks.map((task) => [task.id, task.status]));
  if (!seen) return { taskStatuses, added: [] };
  const added = tasks
    .filter((task) => (task.status === 'SUCCESS' || task.status === 'FAILURE') && seen[task.id] !== undefined && seen[task.id] !== task.status)
    .map((task) => taskNotification(task, now));
  return { taskStatuses, added };
}

/** The state after a task list: new notifications first, none twice, at most MAX_NOTIFICATIONS. */
export function withTaskList(state: NotificationState, tasks: readonly UserTask[], now: Date): NotificationState {
  const { taskStatuses, added } = notificationsFromTasks(state.taskStatuses, tasks, now);
  return { ...state, notifications: withAdded(state.notifications, added), taskStatuses };
}

/** New notifications first (none twice), at most MAX_NOTIFICATIONS in all. */
function withAdded(notifications: readonly AppNotification[], added: readonly AppNotification[]): AppNotification[] {
  const known = new Set(notifications.map((item) => item.key));
  return [...added.filter((item) => !known.has(item.key)), ...notifications].slice(0, MAX_NOTIFICATIONS);
}

/** The state after counting the watched filters: their notifications first (none twice), the visits replaced. */
export function withWatchCounts(state: NotificationState, added: readonly AppNotification[], watchVisits: WatchVisits): NotificationState {
  return { ...state, notifications: withAdded(state.notifications, added), watchVisits };
}

/** Marks one notification (by key) or, without a key, all as read. */
export function withRead(state: NotificationState, key?: string): NotificationState {
  return { ...state, notifications: state.notifications.map((item) => (key === undefined || item.key === key ? { ...item, read: true } : item)) };
}

export const unreadCount = (notifications: readonly AppNotification[]): number => notifications.filter((item) => !item.read).length;

// Storage: one entry per user.

export const storageKey = (user: string) => `ippc-notifications:${user}`;

const TYPES: ReadonlySet<string> = new Set<NotificationType>(['Info', 'Warning', 'Error']);

function isNotification(value: unknown): value is AppNotification {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.key === 'string' &&
    typeof item.type === 'string' &&
    TYPES.has(item.type) &&
    typeof item.title === 'string' &&
    typeof item.date === 'string' &&
    typeof item.read === 'boolean' &&
    (item.href === undefined || typeof item.href === 'string')
  );
}

/** A user's stored notifications: undefined when there is no entry or it cannot be read. */
export function readNotificationState(storage: Storage | undefined, user: string): NotificationState | undefined {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(storageKey(user)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { notifications, taskStatuses, watchVisits } = parsed as Record<string, unknown>;
    const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
    return {
      notifications: Array.isArray(notifications) ? notifications.filter(isNotification) : [],
      ...(isRecord(taskStatuses) ? { taskStatuses: taskStatuses as TaskStatuses } : {}),
      ...(isRecord(watchVisits) ? { watchVisits: Object.fromEntries(Object.entries(watchVisits).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(entry[1]))) } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Stores a user's notifications; a full or refused storage keeps them for this page only. */
export function writeNotificationState(storage: Storage | undefined, user: string, state: NotificationState): void {
  try {
    storage?.setItem(storageKey(user), JSON.stringify(state));
  } catch {
    // Kept in memory only.
  }
}

// Atoms.

/** The browser's localStorage, undefined where it is switched off (reading it then throws). */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const stateAtom = atom<{ user?: string; state: NotificationState }>({ state: EMPTY });

// Another tab of the same user changed the notifications (read them, or saw a task finish).
stateAtom.onMount = (set) => {
  const onStorage = (event: StorageEvent) => {
    set((current) => (current.user !== undefined && event.key === storageKey(current.user) ? { user: current.user, state: readNotificationState(browserStorage(), current.user) ?? EMPTY } : current));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

export const notificationsAtom = atom((get) => get(stateAtom).state.notifications);

/** The signed-in user whose notifications show (undefined: nobody signed in, no notifications). */
export const notificationUserAtom = atom(
  (get) => get(stateAtom).user,
  (get, set, user: string | undefined) => {
    if (user === get(stateAtom).user) return;
    set(stateAtom, { user, state: user === undefined ? EMPTY : (readNotificationState(browserStorage(), user) ?? EMPTY) });
  },
);

/**
 * Applies a change to the stored state as it is now (another tab of the user may have written since), or to
 * the one in memory when nothing is stored, and keeps the result.
 */
function update(get: Getter, set: Setter, change: (state: NotificationState) => NotificationState) {
  const { user, state } = get(stateAtom);
  if (user === undefined) return;
  const storage = browserStorage();
  const current = readNotificationState(storage, user) ?? state;
  const next = change(current);
  const same = (a: NotificationState, b: NotificationState) => JSON.stringify(a) === JSON.stringify(b);
  // A poll that changes nothing writes nothing (each write wakes the user's other tabs) and renders nothing.
  if (!same(next, current)) writeNotificationState(storage, user, next);
  if (!same(next, state)) set(stateAtom, { user, state: next });
}

/** A new task list of the signed-in user: notifications for the tasks that finished or failed since. */
export const taskListAtom = atom(null, (get, set, tasks: readonly UserTask[]) => update(get, set, (state) => withTaskList(state, tasks, new Date())));

/** The user's visits per watched filter as stored now (another tab may have counted since). */
export const watchVisitsAtom = atom((get) => get(stateAtom).state.watchVisits);

/** The counts of the watched filters were taken: their notifications and the new visits. */
export const watchCountsAtom = atom(null, (get, set, result: { added: readonly AppNotification[]; watchVisits: WatchVisits }) =>
  update(get, set, (state) => withWatchCounts(state, result.added, result.watchVisits)),
);

/** Marks one notification (by key) or, without a key, all as read. */
export const markReadAtom = atom(null, (get, set, key?: string) => update(get, set, (state) => withRead(state, key)));
