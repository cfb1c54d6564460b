import { Link } from 'react-router';
import { shellTexts } from '../messages/shell';
import type { AppNotification } from '../state/notifications';
import { notificationDate } from './notificationFormat';

/** The notifications, newest first: title (a link where it leads somewhere in the app), level, date, unread. */
export default function NotificationList({ notifications, onOpen }: { notifications: readonly AppNotification[]; onOpen: (key: string) => void }) {
  if (notifications.length === 0) return <p className="shell-popout__empty">{shellTexts.noNotifications}</p>;
  const now = new Date();
  return (
    <ul className="shell-notifications">
      {notifications.map((item) => (
        <li
          key={item.key}
          className={`shell-notifications__item shell-notifications__item--${item.type.toLowerCase()}${item.read ? '' : ' shell-notifications__item--unread'}`}
        >
          {item.href ? (
            <Link className="shell-notifications__title" to={item.href} onClick={() => onOpen(item.key)}>
              {item.title}
            </Link>
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
  );
}
