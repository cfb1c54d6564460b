import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { parseCsv } from '../support/csv';
import { asVisitor, axeViolations, expect, test } from './fixtures';

/**
 * Open-data downloads on the register: the user filters, downloads the CSV and the GeoJSON with the keyboard,
 * and both files hold exactly the installations of the filter, with all their activities and BAT conclusions,
 * under the licence the page names.
 */
const REPORTS = process.env.REPORTS_DIR ?? 'reports';

interface Activity {
  code: string;
  label: string;
}
interface Details {
  id: string;
  name: string;
  operator: { name: string };
  site: { city: string; municipalityCode: string; districtName: string; bundeslandName: string };
  location: { lat: number; lon: number };
  mainActivity: Activity;
  furtherActivities: Activity[];
  batConclusions: { code: string; title: string; decision: string }[];
}
interface Feature {
  type: string;
  geometry: { type: string; coordinates: number[] };
  properties: { id: string; name: string; mainActivity: Activity; furtherActivities: Activity[]; batConclusions: { code: string }[] };
}

const resultsTable = (page: Page) => page.getByRole('table', { name: 'Anlagen im Register' });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Filter' });

/** The ids in the results table (all on one page). */
async function idsInTable(page: Page): Promise<string[]> {
  const hrefs = await resultsTable(page).locator('tbody a[href*="#/installations/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => /AT-IPPC-\d{6}/.exec(href)?.[0] ?? href))];
}

/** Presses Enter on the focused button and waits for the browser's download. */
async function downloadWithKeyboard(page: Page, button: Locator): Promise<Download> {
  await expect(button).toBeFocused();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  return downloading;
}

test('filter, then download CSV and GeoJSON with the keyboard: exactly the filtered installations with activities, BAT conclusions and the licence', { tag: '@prod' }, async ({ page, context, baseURL }) => {
  // Two downloads, a details request per installation and three axe runs on a slow shared machine.
  test.setTimeout(120_000);
  await asVisitor(context, baseURL, 'anonymous');
  await page.goto('./#/installations');
  await expect(resultsTable(page).locator('tbody tr')).toHaveCount(20);

  // Filter: Bundesland Wien, all rows on one page.
  await page.getByRole('button', { name: /^Filter/ }).first().click();
  const land = panel(page).getByRole('combobox', { name: 'Bundesland' });
  await land.click();
  await page.getByRole('option', { name: 'Wien', exact: true }).click();
  await land.press('Escape');
  await panel(page).getByRole('button', { name: 'Filter anwenden' }).click();
  await expect(page.getByRole('list', { name: 'Angewendete Filter' })).toContainText('Bundesland: Wien');
  await page.getByLabel('Anlagen pro Seite').selectOption('50');
  // The previous rows stay on screen while the filtered ones load: wait for the filtered total and an idle page.
  const total = page.getByText(/^\d+ Anlagen gefunden$/);
  await expect(total).not.toHaveText('320 Anlagen gefunden');
  await expect(page.locator('#ippc-request-counter')).toHaveAttribute('data-count', '0');
  const found = Number((await total.innerText()).replace(/\D/g, ''));
  expect(found).toBeGreaterThan(1);
  await expect(resultsTable(page).locator('tbody tr')).toHaveCount(found);
  await expect(resultsTable(page).locator('tbody tr > :nth-child(5)')).toHaveText(new Array<string>(found).fill('Wien'));
  const expected = (await idsInTable(page)).sort();
  expect(expected).toHaveLength(found);

  // The licence stands beside the buttons, read once in its place (no description of each button).
  const csvButton = page.getByRole('button', { name: 'CSV herunterladen' });
  const geoButton = page.getByRole('button', { name: 'GeoJSON herunterladen' });
  const licence = page.locator('.register-opendata__licence');
  await expect(licence).toHaveText(
    'Offene Daten unter der Lizenz CC BY 4.0, Namensnennung: „IPPC Austria – Bundesministerium für Land- und Forstwirtschaft, Klima- und Umweltschutz, Regionen und Wasserwirtschaft“',
  );
  await expect(csvButton).toHaveAccessibleDescription('');
  await expect(geoButton).toHaveAccessibleDescription('');
  expect(await axeViolations(page)).toEqual([]);

  // Keyboard only: from the feed's button after the Excel export, Tab reaches the CSV and then the GeoJSON download.
  await page.getByRole('button', { name: 'Als Feed abonnieren' }).focus();
  await page.keyboard.press('Tab');
  const csvDownload = await downloadWithKeyboard(page, csvButton);
  expect(csvDownload.suggestedFilename()).toMatch(/^Anlagenregister-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.locator('.register-opendata__status')).toHaveText('Die CSV-Datei wurde heruntergeladen.');
  // The keyboard focus stays on the button while and after the file is written.
  await expect(csvButton).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  const geoDownload = await downloadWithKeyboard(page, geoButton);
  expect(geoDownload.suggestedFilename()).toMatch(/^Anlagenregister-\d{4}-\d{2}-\d{2}\.geojson$/);
  await expect(page.locator('.register-opendata__status')).toHaveText('Die GeoJSON-Datei wurde heruntergeladen.');

  // The CSV: byte order mark, ';', exactly the filtered installations.
  const csvPath = `${REPORTS}/opendata.csv`;
  await csvDownload.saveAs(csvPath);
  const csvBytes = await readFile(csvPath);
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...records] = await parseCsv(csvBytes.toString('utf8').slice(1));
  expect(header).toEqual([
    'Anlagennummer',
    'Anlage',
    'Betreiber',
    'Straße',
    'PLZ',
    'Ort',
    'Gemeindekennziffer',
    'Gemeinde',
    'Bezirkskennziffer',
    'Bezirk',
    'Bundesland',
    'Breite (WGS 84)',
    'Länge (WGS 84)',
    'Haupttätigkeit (IED Anhang I)',
    'Weitere Tätigkeiten (IED Anhang I)',
    'bvT-Schlussfolgerungen',
    'Status',
    'Rechtsgrundlage',
    'Letzte Änderung',
  ]);
  const csv = new Map(records.map((r) => [r[0]!, Object.fromEntries(header!.map((h, i) => [h, r[i] ?? '']))]));
  expect([...csv.keys()].sort()).toEqual(expected);
  expect(records).toHaveLength(found);

  // The GeoJSON: a FeatureCollection in [lon, lat] with the licence the page names.
  const geoPath = `${REPORTS}/opendata.geojson`;
  await geoDownload.saveAs(geoPath);
  const geojson = JSON.parse(await readFile(geoPath, 'utf8')) as { type: string; license: { name: string; url: string; attribution: string }; features: Feature[] };
  expect(geojson.type).toBe('FeatureCollection');
  expect(geojson.license.attribution).toBe('IPPC Austria – Bundesministerium für Land- und Forstwirtschaft, Klima- und Umweltschutz, Regionen und Wasserwirtschaft');
  expect(geojson.license.name).toContain('CC BY 4.0');
  expect(await licence.getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe(geojson.license.url);
  const features = new Map(geojson.features.map((f) => [f.properties.id, f]));
  expect([...features.keys()].sort()).toEqual(expected);
  expect(geojson.features).toHaveLength(found);

  // Each installation as the details page's API has it: all activities and every BAT conclusion in both files.
  let withFurther = 0;
  let withConclusions = 0;
  for (const id of expected) {
    const response = await page.request.get(`./api/ippcInstallations/${id}`);
    expect(response.status()).toBe(200);
    const x = (await response.json()) as Details;
    const row = csv.get(id)!;
    expect(row['Anlage']).toBe(x.name);
    expect(row['Betreiber']).toBe(x.operator.name);
    expect(row['Bundesland']).toBe('Wien');
    expect(row['Gemeindekennziffer']).toBe(x.site.municipalityCode);
    expect(row['Breite (WGS 84)']).toBe(String(x.location.lat).replace('.', ','));
    expect(row['Länge (WGS 84)']).toBe(String(x.location.lon).replace('.', ','));
    expect(row['Haupttätigkeit (IED Anhang I)']).toBe(`${x.mainActivity.code} ${x.mainActivity.label}`);
    expect(row['Weitere Tätigkeiten (IED Anhang I)']).toBe(x.furtherActivities.map((a) => `${a.code} ${a.label}`).join(' | '));
    expect(row['bvT-Schlussfolgerungen']).toBe(x.batConclusions.map((b) => `${b.code} ${b.title} – ${b.decision}`).join(' | '));
    const feature = features.get(id)!;
    expect(feature.geometry).toEqual({ type: 'Point', coordinates: [x.location.lon, x.location.lat] });
    expect(feature.properties.mainActivity).toEqual(x.mainActivity);
    expect(feature.properties.furtherActivities).toEqual(x.furtherActivities);
    expect(feature.properties.batConclusions).toEqual(x.batConclusions);
    if (x.furtherActivities.length > 0) withFurther++;
    if (x.batConclusions.length > 0) withConclusions++;
  }
  // The filter's installations include some with further activities and with BAT conclusions.
  expect(withFurther).toBeGreaterThan(0);
  expect(withConclusions).toBeGreaterThan(0);
});

test('a failed download says so in an alert, and the buttons stay usable', async ({ page, context, baseURL, expectConsoleError }) => {
  await asVisitor(context, baseURL, 'anonymous');
  expectConsoleError(/status of 500/);
  await page.route('**/api/ippcInstallations/openData?*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 500, error: 'internal_error', message: 'Es ist ein unerwarteter Fehler aufgetreten.' }),
    }),
  );
  await page.goto('./#/installations');
  await expect(resultsTable(page).locator('tbody tr')).toHaveCount(20);
  await page.getByRole('button', { name: 'GeoJSON herunterladen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Die GeoJSON-Datei konnte nicht heruntergeladen werden. Bitte versuchen Sie es erneut.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'GeoJSON herunterladen' })).toBeEnabled();
  await expect(page.locator('.register-opendata__status')).toHaveText('');
  expect(await axeViolations(page)).toEqual([]);
});
