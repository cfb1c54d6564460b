import { shellTexts } from '../messages/shell';
import type { AppNotification } from '../state/notifications';
import { notificationDate } from './notificationFormat';

export default function NotificationList({ notifications }: { notifications: readonly AppNotification[] }) {
  if (notifications.length === 0) return <p className="shell-popout__empty">{shellTexts.noNotifications}</p>;
  const now = new Date();
  return (
    <ul className="shell-notifications">
      {notifications.map((item) => (
        <li key={item.key} className={`shell-notifications__item shell-notifications__item--${item.type.toLowerCase()}`}>
          <span className="visually-hidden">{shellTexts.notificationTypes[item.type]}: </span>
          <span className="shell-notifications__title">{item.title}</span>
          <time dateTime={item.date} className="shell-notifications__date">
            {notificationDate(item.date, now)}
          </time>
        </li>
      ))}
    </ul>
  );
}
