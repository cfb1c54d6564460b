// The two functions' own modules, not the package index: the build's page kit takes in what this module
// imports, and through the index that would be all of date-fns.
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';

/**
 * Dates as dd.MM.yyyy. The patterns here are numbers only, so they need no date-fns locale (the
 * German one is loaded only where month names or relative times are written: shell/notificationFormat.ts)
 * and date-fns' lightFormat writes them: numeric tokens only, a fraction of `format`'s code in every page.
 */
export function formatDate(iso: string): string {
  return lightFormat(parseISO(iso), 'dd.MM.yyyy');
}

export function formatDateTime(iso: string): string {
  return lightFormat(parseISO(iso), 'dd.MM.yyyy, HH:mm');
}

/** An installation's name for headings and links; its id when the name is blank (valid in the contract). */
export function installationName(installation: { id: string; name: string }): string {
  return installation.name.trim() || installation.id;
}

/**
 * Number formats are built on first use, not when a page's code loads: the first Intl object of a page
 * costs tens of milliseconds of main-thread time (the ICU locale data), more than the whole page render.
 */
export function lazyFormat(create: () => Intl.NumberFormat): (value: number) => string {
  let formatter: Intl.NumberFormat | undefined;
  return (value) => (formatter ??= create()).format(value);
}

/** Compares two texts by their characters: codes, ISO dates and timestamps in their own order, no collation. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A text's key in German dictionary order (DIN 5007-1): case ignored, umlauts as their base letters (ä as a),
 * ß as ss, other accents dropped, numbers by value. Two keys compared by their characters order the texts as a
 * German list sorts them. Written out rather than with Intl.Collator: a page's first collator costs about 20 ms
 * of main-thread time (its ICU data), four times that on a phone, in the task that first sorts (the register's
 * Gemeinde list, once it arrives).
 */
function germanSortKey(text: string): string {
  let key = text.toLowerCase();
  // Beyond printable ASCII: umlauts, ß, accents.
  if (/[^ -~]/.test(key)) key = key.replace(/ß/g, 'ss').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return /\d/.test(key) ? key.replace(/\d+/g, (digits) => digits.padStart(16, '0')) : key;
}

/**
 * Compares two texts as a German list sorts them (germanSortKey), for names and titles. It builds both keys on
 * every call: fine for a table of tens of rows; a long list sorts with sortGerman.
 */
export function compareGerman(a: string, b: string): number {
  return compareText(germanSortKey(a), germanSortKey(b));
}

/**
 * Sorts `items` in place in German order of `label`, then by `tieBreak` (else stable), computing each item's key
 * once: for long lists, where keys built in every comparison cost ten times the sort (10,000 names: 200 ms).
 */
export function sortGerman<T>(items: T[], label: (item: T) => string, tieBreak: (a: T, b: T) => number = () => 0): T[] {
  const keys = new Map(items.map((item) => [item, germanSortKey(label(item))]));
  return items.sort((a, b) => compareText(keys.get(a) ?? '', keys.get(b) ?? '') || tieBreak(a, b));
}

const integerFallback = lazyFormat(() => new Intl.NumberFormat('de-AT'));
/**
 * A count as de-AT writes it: groups of three digits separated by a no-break space (1 234 567), exactly
 * Intl.NumberFormat('de-AT'). Whole numbers are grouped here, without Intl (see lazyFormat); anything else
 * goes to Intl.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return integerFallback(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  return value < 0 ? `-${digits}` : digits;
}

/** A Date as dd.MM.yyyy (locale de-DE). */
export function formatDay(date: Date): string {
  return lightFormat(date, 'dd.MM.yyyy');
}

/** Numbers with exactly 2 decimals, de-DE: 1234.5 → '1.234,50'. */
export const formatDecimal = lazyFormat(() => new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** A limit inside a message ('Wert muss mindestens 1,5 sein'): de-DE, no forced decimals. */
export const formatLimit = lazyFormat(() => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }));

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

/** A calendar day `YYYY-MM-DD` (the contract's `date`) as dd.MM.yyyy; '' for anything else. */
export function isoDayToGerman(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** A typed dd.MM.yyyy (a real calendar day) as `YYYY-MM-DD`; undefined when it is not one. */
export function germanDayToIso(text: string): string | undefined {
  const date = parseDay(text);
  return date && lightFormat(date, 'yyyy-MM-dd');
}

let viennaDays: Intl.DateTimeFormat | undefined;
/** The calendar day in Austria (Europe/Vienna), `YYYY-MM-DD`, of an RFC 3339 time. */
export function viennaDay(rfc3339: string): string {
  // en-CA writes YYYY-MM-DD.
  return (viennaDays ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit', day: '2-digit' })).format(new Date(rfc3339));
}

/** The calendar day `days` later (earlier when negative) than `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
