import { format, parseISO } from 'date-fns';

/**
 * Dates as dd.MM.yyyy (spec §5). The patterns here are numbers only, so they need no date-fns locale (the
 * German one is loaded only where month names or relative times are written: shell/notificationFormat.ts).
 */
export function formatDate(iso: string): string {
  return format(parseISO(iso), 'dd.MM.yyyy');
}

export function formatDateTime(iso: string): string {
  return format(parseISO(iso), 'dd.MM.yyyy, HH:mm');
}

/** An installation's name for headings and links; its id when the name is blank (valid in the contract). */
export function installationName(installation: { id: string; name: string }): string {
  return installation.name.trim() || installation.id;
}

const integer = new Intl.NumberFormat('de-AT');
export function formatCount(value: number): string {
  return integer.format(value);
}

/** A Date as dd.MM.yyyy (spec §5, locale de-DE). */
export function formatDay(date: Date): string {
  return format(date, 'dd.MM.yyyy');
}

const decimal2 = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Numbers with exactly 2 decimals, de-DE (spec §5): 1234.5 → '1.234,50'. */
export function formatDecimal(value: number): string {
  return decimal2.format(value);
}

const plain = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });
/** A limit inside a message ('Wert muss mindestens 1,5 sein'): de-DE, no forced decimals. */
export function formatLimit(value: number): string {
  return plain.format(value);
}

/** Parses 'dd.MM.yyyy' strictly (real calendar day, four-digit year); undefined when it is not one. */
export function parseDay(text: string): Date | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** Parses a German decimal ('1.234,5', '12,50', '-3'); undefined when it is not one. */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(/\./g, '').replace(',', '.'));
}
