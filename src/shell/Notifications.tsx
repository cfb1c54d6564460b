import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { shellTexts } from '../messages/shell';
import { notificationBadge, notificationsAtom } from '../state/notifications';
import { Popout } from './Popout';
import { portalLinks } from './portalLinks';

// The list formats dates with date-fns and its German locale: loaded only when the popout opens.
const NotificationList = lazy(() => import('./NotificationList'));

/** The header's notifications popout 'Nachrichten (n)' with 'Alle Nachrichten sehen'. */
export function Notifications() {
  const notifications = useAtomValue(notificationsAtom);
  const count = notifications.length;
  const badge = notificationBadge(count);
  const title = shellTexts.notificationsTitle(count);
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
      <Suspense fallback={<p role="status">…</p>}>
        <NotificationList notifications={notifications} />
      </Suspense>
      <p className="shell-popout__footer">
        <a href={portalLinks.notifications}>{shellTexts.allNotifications}</a>
      </p>
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
