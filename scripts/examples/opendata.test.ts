// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Installation } from '../../generated/app/model';
import { parseCsv } from '../../tests/support/csv';
import dataset from '../../openapi/examples/dataset/installations.json';
import {
  austrianDateTime,
  austrianDay,
  csvField,
  decimalComma,
  OPEN_DATA_COLUMNS,
  OPEN_DATA_LICENSE,
  toOpenDataCsv,
  toOpenDataGeoJson,
} from './opendata';

const installations = dataset as Installation[];
/** An installation with several further activities and several BAT conclusions. */
const rich = installations.find((x) => x.furtherActivities.length > 1 && x.batConclusions.length > 1)!;
/** The same, with a name and operator that need quoting, and a name a spreadsheet would run as a formula. */
const awkward: Installation = {
  ...rich,
  name: 'Werk "Nord"; Halle 2\nNeubau',
  operator: { ...rich.operator, name: '=HYPERLINK("http://example.invalid")' },
  location: { lat: 48.2, lon: 16 },
};

describe('CSV fields', () => {
  it.each([
    ['plain text stays as it is', 'Zementwerk Muster', 'Zementwerk Muster'],
    ['a separator is quoted', 'A;B', '"A;B"'],
    ['a quote is doubled and quoted', 'Werk "Nord"', '"Werk ""Nord"""'],
    ['a line feed is quoted', 'Zeile 1\nZeile 2', '"Zeile 1\nZeile 2"'],
    ['a carriage return is quoted', 'Zeile 1\r\nZeile 2', '"Zeile 1\r\nZeile 2"'],
    ['a comma needs no quotes', 'Zement, Kalk', 'Zement, Kalk'],
    ['a leading = is neutralised', '=1+2', "'=1+2"],
    ['a leading + is neutralised', '+43 1 234', "'+43 1 234"],
    ['a leading - is neutralised', '-5', "'-5"],
    ['a leading @ is neutralised', '@SUMME(A1)', "'@SUMME(A1)"],
    ['a neutralised formula with a separator is also quoted', '=A1;B1', `"'=A1;B1"`],
  ])('%s', (_, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves times and numbers alone (only text can be a formula)', () => {
    expect(csvField('-5', 'decimal')).toBe('-5');
  });
});

describe('numbers and times in the CSV', () => {
  it.each([
    [48.27647, '48,27647'],
    [16, '16'],
    [-0.5, '-0,5'],
  ])('%d is written %s', (n, expected) => {
    expect(decimalComma(n)).toBe(expected);
  });

  it.each([
    ['summer time (UTC+2)', '2025-04-16T06:01:22Z', '16.04.2025 08:01', '2025-04-16'],
    ['winter time (UTC+1), crossing midnight', '2025-01-10T23:30:00Z', '11.01.2025 00:30', '2025-01-11'],
    ['an explicit offset', '2025-07-01T12:00:00+02:00', '01.07.2025 12:00', '2025-07-01'],
  ])('%s: Austrian wall-clock time', (_, time, expected, day) => {
    expect(austrianDateTime(time)).toBe(expected);
    expect(austrianDay(time)).toBe(day);
  });
});

describe('the CSV file', () => {
  it('starts with the byte order mark, separates with ; and ends every record with CRLF', () => {
    const csv = toOpenDataCsv([rich, installations[0]!]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(OPEN_DATA_COLUMNS.map((c) => c.header).join(';'));
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('holds every column of an installation: identifiers, address, coordinates with decimal comma, all activities, the BAT conclusions', async () => {
    const [header, row, ...rest] = await parseCsv(toOpenDataCsv([rich]).slice(1));
    expect(rest).toEqual([]);
    const record = Object.fromEntries(header!.map((h, i) => [h, row![i]]));
    expect(record).toEqual({
      Anlagennummer: rich.id,
      Anlage: rich.name,
      Betreiber: rich.operator.name,
      Straße: rich.site.street,
      PLZ: rich.site.postalCode,
      Ort: rich.site.city,
      Gemeindekennziffer: rich.site.municipalityCode,
      Gemeinde: rich.site.municipalityName,
      Bezirkskennziffer: rich.site.districtCode,
      Bezirk: rich.site.districtName,
      Bundesland: rich.site.bundeslandName,
      'Breite (WGS 84)': String(rich.location.lat).replace('.', ','),
      'Länge (WGS 84)': String(rich.location.lon).replace('.', ','),
      'Haupttätigkeit (IED Anhang I)': `${rich.mainActivity.code} ${rich.mainActivity.label}`,
      'Weitere Tätigkeiten (IED Anhang I)': rich.furtherActivities.map((a) => `${a.code} ${a.label}`).join(' | '),
      'bvT-Schlussfolgerungen': rich.batConclusions.map((b) => `${b.code} ${b.title} – ${b.decision}`).join(' | '),
      Status: expect.stringMatching(/^(In Betrieb|In Errichtung|Stillgelegt)$/),
      Rechtsgrundlage: expect.any(String),
      'Letzte Änderung': austrianDateTime(rich.lastChange),
    });
    expect(record['Weitere Tätigkeiten (IED Anhang I)']).toContain(' | ');
    expect(record['bvT-Schlussfolgerungen']).toContain(' | ');
    expect(record['Breite (WGS 84)']).toMatch(/^\d+,\d+$/);
  });

  it('reads back exactly what was written when values hold ;, quotes and line breaks', async () => {
    const csv = toOpenDataCsv([awkward]);
    const rows = await parseCsv(csv.slice(1));
    expect(rows).toHaveLength(2);
    const column = (header: string) => rows[1]![rows[0]!.indexOf(header)];
    expect(column('Anlage')).toBe('Werk "Nord"; Halle 2\nNeubau');
    expect(column('Betreiber')).toBe(`'=HYPERLINK("http://example.invalid")`);
    expect(column('Breite (WGS 84)')).toBe('48,2');
    expect(column('Länge (WGS 84)')).toBe('16');
  });

  it('is only the header for an empty selection, and carries no licence inside the data', () => {
    const csv = toOpenDataCsv([]);
    expect(csv).toBe(`\uFEFF${OPEN_DATA_COLUMNS.map((c) => c.header).join(';')}\r\n`);
    expect(toOpenDataCsv(installations.slice(0, 5))).not.toContain('CC BY');
  });
});

describe('the GeoJSON file', () => {
  it('is a FeatureCollection with the licence as a top-level member and one point per installation in [lon, lat]', () => {
    const geojson = toOpenDataGeoJson([rich, awkward]);
    expect(geojson.type).toBe('FeatureCollection');
    expect(geojson.license).toEqual(OPEN_DATA_LICENSE);
    expect(geojson.license).toMatchObject({ id: 'CC-BY-4.0', url: expect.stringMatching(/^https:\/\/creativecommons\.org\/licenses\/by\/4\.0\//) });
    expect(geojson.features).toHaveLength(2);
    const [first, second] = geojson.features;
    expect(first!.geometry).toEqual({ type: 'Point', coordinates: [rich.location.lon, rich.location.lat] });
    expect(second!.geometry.coordinates).toEqual([16, 48.2]);
    expect(first!.properties).toEqual({
      id: rich.id,
      name: rich.name,
      operator: rich.operator,
      site: rich.site,
      mainActivity: rich.mainActivity,
      furtherActivities: rich.furtherActivities,
      batConclusions: rich.batConclusions,
      status: rich.status,
      legalBasis: rich.legalBasis,
      lastChange: rich.lastChange,
    });
    // Survives JSON text unchanged (quotes and line breaks escaped by JSON itself).
    expect(JSON.parse(JSON.stringify(geojson))).toEqual(geojson);
  });

  it('places every installation of the register inside Austria: longitude first, latitude second', () => {
    for (const f of toOpenDataGeoJson(installations).features) {
      const [lon, lat] = f.geometry.coordinates as [number, number];
      expect(lon).toBeGreaterThanOrEqual(9.4);
      expect(lon).toBeLessThanOrEqual(17.2);
      expect(lat).toBeGreaterThanOrEqual(46.3);
      expect(lat).toBeLessThanOrEqual(49.1);
    }
  });
});
