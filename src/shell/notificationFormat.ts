import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { formatDistance } from 'date-fns/formatDistance';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { de } from 'date-fns/locale/de';

/**
 * Within the last 30 days a relative distance ('vor 3 Tagen'), otherwise the long date ('3. März 2025').
 * A date slightly ahead of the browser's clock (the server's clock runs ahead) counts as now.
 */
export function notificationDate(date: string | Date, now: Date = new Date()): string {
  const parsed = typeof date === 'string' ? parseISO(date) : date;
  if (!isValid(parsed)) return '';
  const value = parsed > now && differenceInCalendarDays(parsed, now) === 0 ? now : parsed;
  const days = differenceInCalendarDays(now, value);
  if (days >= 0 && days <= 30) return formatDistance(value, now, { addSuffix: true, locale: de });
  return format(value, 'd. MMMM yyyy', { locale: de });
}
