import { atom } from 'jotai';

/**
 * Notifications. The contract has no notifications endpoint: the app feeds this atom (empty by
 * default) and the header's popout shows what is in it.
 */
export type NotificationType = 'Info' | 'Warning' | 'Error';

export interface AppNotification {
  key: string;
  type: NotificationType;
  title: string;
  /** ISO 8601 date-time. */
  date: string;
}

export const notificationsAtom = atom<AppNotification[]>([]);

/** The badge shows '9+' when there are more than 10 notifications, nothing when there are none. */
export function notificationBadge(count: number): string {
  if (count <= 0) return '';
  return count > 10 ? '9+' : String(count);
}
