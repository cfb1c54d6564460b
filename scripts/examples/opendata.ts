/**
 * The register as open data: the columns of the CSV file and the Excel export, the CSV writer (for
 * spreadsheets set to German: UTF-8 with byte order mark, `;`, decimal comma) and the GeoJSON writer
 * (RFC 7946, WGS 84), with the data's licence. Shared by the mock server and the example generator.
 */
import type { Installation, OpenDataFeatureCollection, OpenDataFormat, OpenDataLicense } from '../../generated/app/model';
import { LEGAL_BASES, STATUSES } from './domain';

/** The licence of the register's data and the attribution it requires. */
export const OPEN_DATA_LICENSE: OpenDataLicense = {
  id: 'CC-BY-4.0',
  name: 'Creative Commons Namensnennung 4.0 International (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/deed.de',
  attribution: 'IPPC Austria – Bundesministerium für Land- und Forstwirtschaft, Klima- und Umweltschutz, Regionen und Wasserwirtschaft',
};

export const OPEN_DATA_CONTENT_TYPES: Record<OpenDataFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  geojson: 'application/geo+json',
};

/** `Anlagenregister-2026-11-26.csv`; `day` is the calendar day in Austria. */
export function openDataFileName(format: OpenDataFormat, day: string): string {
  return `Anlagenregister-${day}.${format}`;
}

/** Several values in one field (further activities, BAT conclusions). */
const LIST_SEPARATOR = ' | ';

export interface OpenDataColumn {
  header: string;
  /** Width in the Excel export, in characters. */
  width: number;
  /** `decimal`: a number (decimal comma in the CSV); `dateTime`: an RFC 3339 time, written in Austrian time. */
  kind: 'text' | 'decimal' | 'dateTime';
  value: (x: Installation) => string | number;
}

const activity = (a: Installation['mainActivity']) => `${a.code} ${a.label}`;
const label = (list: readonly { code: string; label: string }[], code: string) => list.find((e) => e.code === code)?.label ?? code;

/** The columns of the CSV file and the Excel export, in order. */
export const OPEN_DATA_COLUMNS: readonly OpenDataColumn[] = [
  { header: 'Anlagennummer', width: 17, kind: 'text', value: (x) => x.id },
  { header: 'Anlage', width: 48, kind: 'text', value: (x) => x.name },
  { header: 'Betreiber', width: 40, kind: 'text', value: (x) => x.operator.name },
  { header: 'Straße', width: 26, kind: 'text', value: (x) => x.site.street },
  { header: 'PLZ', width: 7, kind: 'text', value: (x) => x.site.postalCode },
  { header: 'Ort', width: 22, kind: 'text', value: (x) => x.site.city },
  { header: 'Gemeindekennziffer', width: 10, kind: 'text', value: (x) => x.site.municipalityCode },
  { header: 'Gemeinde', width: 22, kind: 'text', value: (x) => x.site.municipalityName },
  { header: 'Bezirkskennziffer', width: 10, kind: 'text', value: (x) => x.site.districtCode },
  { header: 'Bezirk', width: 24, kind: 'text', value: (x) => x.site.districtName },
  { header: 'Bundesland', width: 16, kind: 'text', value: (x) => x.site.bundeslandName },
  { header: 'Breite (WGS 84)', width: 11, kind: 'decimal', value: (x) => x.location.lat },
  { header: 'Länge (WGS 84)', width: 11, kind: 'decimal', value: (x) => x.location.lon },
  { header: 'Haupttätigkeit (IED Anhang I)', width: 50, kind: 'text', value: (x) => activity(x.mainActivity) },
  { header: 'Weitere Tätigkeiten (IED Anhang I)', width: 50, kind: 'text', value: (x) => x.furtherActivities.map(activity).join(LIST_SEPARATOR) },
  { header: 'bvT-Schlussfolgerungen', width: 50, kind: 'text', value: (x) => x.batConclusions.map((b) => `${b.code} ${b.title} – ${b.decision}`).join(LIST_SEPARATOR) },
  { header: 'Status', width: 14, kind: 'text', value: (x) => label(STATUSES, x.status) },
  { header: 'Rechtsgrundlage', width: 30, kind: 'text', value: (x) => label(LEGAL_BASES, x.legalBasis) },
  { header: 'Letzte Änderung', width: 17, kind: 'dateTime', value: (x) => x.lastChange },
];

const viennaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Vienna',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in Austria of an RFC 3339 time, as numbers. */
export function viennaTime(rfc3339: string): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = Object.fromEntries(viennaParts.formatToParts(new Date(rfc3339)).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute) };
}

const two = (n: number) => String(n).padStart(2, '0');

/** `16.04.2025 08:01`: the Austrian form a spreadsheet set to German reads as a date and time. */
export function austrianDateTime(rfc3339: string): string {
  const t = viennaTime(rfc3339);
  return `${two(t.day)}.${two(t.month)}.${t.year} ${two(t.hour)}:${two(t.minute)}`;
}

/** `2026-11-26`: the calendar day in Austria of an RFC 3339 time. */
export function austrianDay(rfc3339: string): string {
  const t = viennaTime(rfc3339);
  return `${t.year}-${two(t.month)}-${two(t.day)}`;
}

/** A number with a decimal comma (`48,27647`), as spreadsheets set to German read it. */
export function decimalComma(n: number): string {
  return String(n).replace('.', ',');
}

const CSV_BOM = '\uFEFF';
const CSV_SEPARATOR = ';';
const CSV_LINE_END = '\r\n';

/**
 * One CSV field: enclosed in quotes (quotes doubled) when it holds the separator, a quote or a line break.
 * A text that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets a leading `'`.
 */
export function csvField(value: string, kind: OpenDataColumn['kind'] = 'text'): string {
  const text = kind === 'text' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvCell(column: OpenDataColumn, x: Installation): string {
  const value = column.value(x);
  if (typeof value === 'number') return decimalComma(value);
  return csvField(column.kind === 'dateTime' ? austrianDateTime(value) : value, column.kind);
}

/** The CSV file: byte order mark, header row, one record per installation, CRLF after every record. */
export function toOpenDataCsv(xs: readonly Installation[]): string {
  const lines = [OPEN_DATA_COLUMNS.map((c) => csvField(c.header)).join(CSV_SEPARATOR)];
  for (const x of xs) lines.push(OPEN_DATA_COLUMNS.map((c) => csvCell(c, x)).join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join(CSV_LINE_END)}${CSV_LINE_END}`;
}

/** The GeoJSON file: one Point per installation, [longitude, latitude], and the licence as a top-level member. */
export function toOpenDataGeoJson(xs: readonly Installation[]): OpenDataFeatureCollection {
  return {
    type: 'FeatureCollection',
    license: OPEN_DATA_LICENSE,
    features: xs.map((x) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [x.location.lon, x.location.lat] },
      properties: {
        id: x.id,
        name: x.name,
        operator: x.operator,
        site: x.site,
        mainActivity: x.mainActivity,
        furtherActivities: x.furtherActivities,
        batConclusions: x.batConclusions,
        status: x.status,
        legalBasis: x.legalBasis,
        lastChange: x.lastChange,
      },
    })),
  };
}
