import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserTask, UserTaskStatus } from '../../generated/app/model';
import {
  MAX_NOTIFICATIONS,
  markReadAtom,
  notificationBadge,
  notificationsAtom,
  notificationsFromTasks,
  notificationUserAtom,
  readNotificationState,
  storageKey,
  taskListAtom,
  unreadCount,
  withRead,
  withWatchCounts,
  withTaskList,
  writeNotificationState,
  type NotificationState,
  type TaskStatuses,
} from './notifications';

const NOW = new Date('2026-11-26T10:00:00Z');

function task(id: string, status: UserTaskStatus, extra: Partial<UserTask> = {}): UserTask {
  return { id, kind: 'EXCEL_EXPORT', title: `Excel-Export ${id}`, status, progress: status === 'SUCCESS' ? 100 : 40, createdAt: '2026-11-26T09:59:00Z', ...extra };
}

describe('notifications from task status changes', () => {
  it('the first list of a user only sets the baseline, finished history included', () => {
    const result = notificationsFromTasks(undefined, [task('a', 'SUCCESS'), task('b', 'FAILURE'), task('c', 'RUNNING')], NOW);
    expect(result).toEqual({ taskStatuses: { a: 'SUCCESS', b: 'FAILURE', c: 'RUNNING' }, added: [] });
  });

  it('a task seen in progress that has finished: Info with its title and finishing date, leading to Aufträge', () => {
    const { added } = notificationsFromTasks({ a: 'RUNNING' }, [task('a', 'SUCCESS', { finishedAt: '2026-11-26T09:59:30Z' })], NOW);
    expect(added).toEqual([
      { key: 'task:a:SUCCESS', type: 'Info', title: 'Auftrag abgeschlossen: Excel-Export a', date: '2026-11-26T09:59:30Z', read: false, href: '/user-tasklist' },
    ]);
  });

  it('a task seen waiting that has failed: Error', () => {
    const { added } = notificationsFromTasks({ b: 'WAITING' }, [task('b', 'FAILURE', { finishedAt: '2026-11-26T09:59:40Z' })], NOW);
    expect(added).toEqual([
      { key: 'task:b:FAILURE', type: 'Error', title: 'Auftrag fehlgeschlagen: Excel-Export b', date: '2026-11-26T09:59:40Z', read: false, href: '/user-tasklist' },
    ]);
  });

  it('without a finishing date the notification carries the time the change was seen', () => {
    expect(notificationsFromTasks({ a: 'RUNNING' }, [task('a', 'SUCCESS')], NOW).added[0]?.date).toBe(NOW.toISOString());
  });

  // One row per case: status seen before, status now, whether a notification comes.
  const cases: [UserTaskStatus | undefined, UserTaskStatus, boolean][] = [
    ['WAITING', 'RUNNING', false],
    ['RUNNING', 'RUNNING', false],
    ['RUNNING', 'CANCELLING', false],
    ['CANCELLING', 'CANCELLED', false],
    ['SUCCESS', 'SUCCESS', false],
    ['FAILURE', 'FAILURE', false],
    [undefined, 'SUCCESS', false],
    [undefined, 'FAILURE', false],
    ['RUNNING', 'SUCCESS', true],
    ['RUNNING', 'FAILURE', true],
    ['CANCELLING', 'FAILURE', true],
  ];
  for (const [before, after, notifies] of cases) {
    it(`${before ?? 'not seen'} → ${after}: ${notifies ? 'a notification' : 'none'}`, () => {
      const seen: TaskStatuses = before === undefined ? { other: 'RUNNING' } : { x: before };
      expect(notificationsFromTasks(seen, [task('x', after)], NOW).added).toHaveLength(notifies ? 1 : 0);
    });
  }

  it('remembers only the tasks of the latest list (a deleted task is forgotten)', () => {
    expect(notificationsFromTasks({ a: 'SUCCESS', gone: 'FAILURE' }, [task('a', 'SUCCESS')], NOW).taskStatuses).toEqual({ a: 'SUCCESS' });
  });

  it('adds new notifications first, never the same change twice, and keeps at most the newest 50', () => {
    const one = withTaskList({ notifications: [], taskStatuses: { a: 'RUNNING', b: 'RUNNING' } }, [task('a', 'SUCCESS'), task('b', 'RUNNING')], NOW);
    const two = withTaskList(one, [task('a', 'SUCCESS'), task('b', 'FAILURE')], NOW);
    expect(two.notifications.map((n) => n.key)).toEqual(['task:b:FAILURE', 'task:a:SUCCESS']);
    // The same change seen again (another tab stored it meanwhile) adds nothing.
    expect(withTaskList({ ...two, taskStatuses: { b: 'RUNNING' } }, [task('b', 'FAILURE')], NOW).notifications).toHaveLength(2);
    const many = Array.from({ length: MAX_NOTIFICATIONS }, (_, i) => task(`t${i}`, 'SUCCESS'));
    const full = withTaskList({ notifications: two.notifications, taskStatuses: Object.fromEntries(many.map((t) => [t.id, 'RUNNING'])) }, many, NOW);
    expect(full.notifications).toHaveLength(MAX_NOTIFICATIONS);
    expect(full.notifications.some((n) => n.key === 'task:a:SUCCESS')).toBe(false);
  });

  it('marks one or all as read; the unread count follows', () => {
    const state = withTaskList({ notifications: [], taskStatuses: { a: 'RUNNING', b: 'RUNNING' } }, [task('a', 'SUCCESS'), task('b', 'FAILURE')], NOW);
    expect(unreadCount(state.notifications)).toBe(2);
    const one = withRead(state, 'task:a:SUCCESS');
    expect(one.notifications.map((n) => n.read)).toEqual([true, false]);
    expect(unreadCount(one.notifications)).toBe(1);
    expect(unreadCount(withRead(one).notifications)).toBe(0);
  });
});

describe('badge', () => {
  // The unread count up to 10, '9+' above 10, nothing at 0.
  const cases: [number, string][] = [
    [0, ''],
    [1, '1'],
    [9, '9'],
    [10, '10'],
    [11, '9+'],
    [250, '9+'],
  ];
  for (const [unread, badge] of cases) it(`${unread} unread: '${badge}'`, () => expect(notificationBadge(unread)).toBe(badge));
});

describe('watched-filter counts', () => {
  const count = (key: string) => ({ key, type: 'Info' as const, title: `„F“: 3 Anlagen seit 01.04.2026 geändert`, date: '2026-04-10T08:00:00Z', read: false, href: '/installations' });
  it('come first, never twice, and replace the visits', () => {
    const start: NotificationState = { notifications: [count('watch:f:2026-04-01:2026-04-09')], watchVisits: { f: '2026-04-01', g: '2026-03-01' } };
    const next = withWatchCounts(start, [count('watch:f:2026-04-01:2026-04-09'), count('watch:f:2026-04-09:2026-04-10')], { f: '2026-04-10' });
    expect(next.notifications.map((n) => n.key)).toEqual(['watch:f:2026-04-09:2026-04-10', 'watch:f:2026-04-01:2026-04-09']);
    expect(next.watchVisits).toEqual({ f: '2026-04-10' });
  });

  it('are kept when a task list changes the notifications', () => {
    const start: NotificationState = { notifications: [], taskStatuses: {}, watchVisits: { f: '2026-04-01' } };
    expect(withTaskList(start, [], new Date()).watchVisits).toEqual({ f: '2026-04-01' });
  });

  it('keep their visits in the stored state (malformed days dropped)', () => {
    localStorage.setItem(storageKey('v'), JSON.stringify({ notifications: [], watchVisits: { f: '2026-04-10', g: 'gestern', h: 3 } }));
    expect(readNotificationState(localStorage, 'v')).toEqual({ notifications: [], watchVisits: { f: '2026-04-10' } });
    localStorage.clear();
  });
});

describe('storage per user', () => {
  afterEach(() => localStorage.clear());

  const state: NotificationState = {
    notifications: [{ key: 'task:a:SUCCESS', type: 'Info', title: 'Auftrag abgeschlossen: A', date: '2026-11-26T09:59:30Z', read: false, href: '/user-tasklist' }],
    taskStatuses: { a: 'SUCCESS' },
  };

  it('writes and reads back one entry per user', () => {
    writeNotificationState(localStorage, 'm.mustermann', state);
    expect(readNotificationState(localStorage, 'm.mustermann')).toEqual(state);
    expect(readNotificationState(localStorage, 'b.behoerde')).toBeUndefined();
    expect(Object.keys(localStorage)).toEqual([storageKey('m.mustermann')]);
  });

  it('an unreadable entry counts as none; malformed notifications are dropped', () => {
    localStorage.setItem(storageKey('x'), '{not json');
    expect(readNotificationState(localStorage, 'x')).toBeUndefined();
    localStorage.setItem(storageKey('x'), JSON.stringify({ notifications: [{ key: 'k', type: 'Danger', title: 't', date: 'd', read: false }, state.notifications[0], 'text'], taskStatuses: [] }));
    expect(readNotificationState(localStorage, 'x')).toEqual({ notifications: state.notifications });
  });

  it('without storage (switched off) nothing is read and writing does not throw', () => {
    expect(readNotificationState(undefined, 'x')).toBeUndefined();
    expect(() => writeNotificationState(undefined, 'x', state)).not.toThrow();
  });

  it('the atoms: a user sees their own notifications, kept across a new store (a reload), read state included', () => {
    const store = createStore();
    store.set(notificationUserAtom, 'm.mustermann');
    store.set(taskListAtom, [task('a', 'RUNNING'), task('b', 'WAITING')]);
    expect(store.get(notificationsAtom)).toEqual([]);
    store.set(taskListAtom, [task('a', 'SUCCESS'), task('b', 'FAILURE')]);
    expect(store.get(notificationsAtom).map((n) => [n.type, n.read])).toEqual([
      ['Info', false],
      ['Error', false],
    ]);
    store.set(markReadAtom, 'task:a:SUCCESS');

    const reloaded = createStore();
    reloaded.set(notificationUserAtom, 'm.mustermann');
    expect(reloaded.get(notificationsAtom).map((n) => [n.key, n.read])).toEqual([
      ['task:a:SUCCESS', true],
      ['task:b:FAILURE', false],
    ]);
    // Another user on the same browser starts with none; signed out, nothing shows and nothing is kept.
    reloaded.set(notificationUserAtom, 'b.behoerde');
    expect(reloaded.get(notificationsAtom)).toEqual([]);
    reloaded.set(notificationUserAtom, undefined);
    reloaded.set(taskListAtom, [task('c', 'RUNNING')]);
    reloaded.set(markReadAtom);
    expect(reloaded.get(notificationsAtom)).toEqual([]);
    expect(Object.keys(localStorage)).toEqual([storageKey('m.mustermann')]);
  });

  it('a change applies to what another tab stored meanwhile, not to a stale copy', () => {
    const first = createStore();
    const second = createStore();
    for (const store of [first, second]) {
      store.set(notificationUserAtom, 'm.mustermann');
      store.set(taskListAtom, [task('a', 'RUNNING')]);
    }
    first.set(taskListAtom, [task('a', 'SUCCESS')]);
    // The second tab sees the same change: no second notification.
    second.set(taskListAtom, [task('a', 'SUCCESS')]);
    expect(second.get(notificationsAtom)).toHaveLength(1);
    second.set(markReadAtom);
    expect(readNotificationState(localStorage, 'm.mustermann')?.notifications.map((n) => n.read)).toEqual([true]);
  });

  it("follows another tab's change of the same user's entry (the storage event)", () => {
    const store = createStore();
    const unsubscribe = store.sub(notificationsAtom, () => {});
    store.set(notificationUserAtom, 'm.mustermann');
    writeNotificationState(localStorage, 'b.behoerde', state);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKey('b.behoerde') }));
    expect(store.get(notificationsAtom)).toEqual([]);
    writeNotificationState(localStorage, 'm.mustermann', state);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKey('m.mustermann') }));
    expect(store.get(notificationsAtom)).toEqual(state.notifications);
    unsubscribe();
  });
});
