import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import type { AuthUser } from '../../generated/app/model';
import { isLoggedIn } from '../api/auth';
import { userTasksQuery } from '../api/queries';
import { shellTexts } from '../messages/shell';
import { markReadAtom, notificationBadge, notificationsAtom, notificationUserAtom, taskListAtom, unreadCount } from '../state/notifications';
import { secondaryReadsAtom } from '../state/shell';
import { Popout } from './Popout';

// The popout's content formats dates with date-fns and its German locale: loaded only when it opens.
const NotificationPanel = lazy(() => import('./NotificationPanel'));

/**
 * The signed-in user's notifications follow the task list: it is read with the shell's secondary reads and
 * polled while a task is in progress, so a finished or failed task shows here on any page.
 */
function useTaskNotifications(user: AuthUser | undefined) {
  const username = user && isLoggedIn(user) ? user.username : undefined;
  const setUser = useSetAtom(notificationUserAtom);
  const recordTasks = useSetAtom(taskListAtom);
  const secondary = useAtomValue(secondaryReadsAtom);
  const tasks = useQuery({ ...userTasksQuery(), enabled: username !== undefined && secondary });
  useEffect(() => setUser(username), [setUser, username]);
  useEffect(() => {
    if (username !== undefined && tasks.data) recordTasks(tasks.data);
  }, [recordTasks, username, tasks.data]);
}

/** The header's notifications popout 'Nachrichten (n)' (n unread) with 'Alle Nachrichten sehen'. */
export function Notifications({ user }: { user: AuthUser | undefined }) {
  useTaskNotifications(user);
  const notifications = useAtomValue(notificationsAtom);
  const markRead = useSetAtom(markReadAtom);
  const unread = unreadCount(notifications);
  const badge = notificationBadge(unread);
  const title = shellTexts.notificationsTitle(unread);
  return (
    <Popout
      label={title}
      title={title}
      testId="notifications-button"
      trigger={
        <>
          <BellIcon />
          {badge && (
            <span className="shell-badge" aria-hidden="true" data-testid="notifications-badge">
              {badge}
            </span>
          )}
        </>
      }
    >
      {(close) => (
        <Suspense fallback={<p role="status">…</p>}>
          <NotificationPanel
            notifications={notifications}
            unread={unread}
            onOpen={(key) => {
              markRead(key);
              close();
            }}
            onMarkAllRead={() => markRead()}
          />
        </Suspense>
      )}
    </Popout>
  );
}

function BellIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <path d="M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" fill="currentColor" />
    </svg>
  );
}
