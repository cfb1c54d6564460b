import { useEffect, useRef } from 'react';
import { AppLink } from '../components/AppLink';
import { shellTexts } from '../messages/shell';
import type { AppNotification } from '../state/notifications';
import { notificationDate } from './notificationFormat';
import { focusFirstIn } from './Popout';
import { portalLinks } from './portalLinks';

/**
 * The notifications popout's content: the notifications, newest first (title, a link where it leads
 * somewhere in the app; level, date, unread mark), 'Alle als gelesen markieren' and 'Alle Nachrichten sehen'.
 */
export default function NotificationPanel({
  notifications,
  unread,
  onOpen,
  onMarkAllRead,
}: {
  notifications: readonly AppNotification[];
  unread: number;
  onOpen: (key: string) => void;
  onMarkAllRead: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Loaded after the popout opened, when focus went to the still empty panel: on to the first control.
  useEffect(() => {
    const panel = ref.current?.closest<HTMLElement>('[role="dialog"]');
    if (panel && document.activeElement === panel) focusFirstIn(panel);
  }, []);
  const now = new Date();
  return (
    <div ref={ref}>
      {notifications.length === 0 ? (
        <p className="shell-popout__empty">{shellTexts.noNotifications}</p>
      ) : (
        <ul className="shell-notifications">
          {notifications.map((item) => (
            <li
              key={item.key}
              className={`shell-notifications__item shell-notifications__item--${item.type.toLowerCase()}${item.read ? '' : ' shell-notifications__item--unread'}`}
            >
              {item.href ? (
                <AppLink className="shell-notifications__title" to={item.href} onClick={() => onOpen(item.key)}>
                  {item.title}
                </AppLink>
              ) : (
                <span className="shell-notifications__title">{item.title}</span>
              )}
              <span className="shell-notifications__meta">
                <span className="shell-notifications__type">{shellTexts.notificationTypes[item.type]}</span>
                <time dateTime={item.date}>{notificationDate(item.date, now)}</time>
                {!item.read && <span className="shell-notifications__unread">{shellTexts.notificationUnread}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="shell-popout__footer shell-notifications__footer">
        {notifications.length > 0 && (
          // aria-disabled, not disabled: the button keeps the keyboard focus once everything is read.
          <button type="button" className="shell-text-button" aria-disabled={unread === 0} onClick={() => unread > 0 && onMarkAllRead()}>
            {shellTexts.markAllRead}
          </button>
        )}
        <a href={portalLinks.notifications}>{shellTexts.allNotifications}</a>
      </div>
    </div>
  );
}
