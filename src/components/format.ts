import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';

/** Dates as dd.MM.yyyy (spec §5). */
export function formatDate(iso: string): string {
  return format(parseISO(iso), 'dd.MM.yyyy', { locale: de });
}

export function formatDateTime(iso: string): string {
  return format(parseISO(iso), 'dd.MM.yyyy, HH:mm', { locale: de });
}

const integer = new Intl.NumberFormat('de-AT');
export function formatCount(value: number): string {
  return integer.format(value);
}
