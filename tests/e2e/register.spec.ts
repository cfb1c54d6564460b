import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations, holdRequests, test, expect } from './fixtures';

/**
 * Journeys through the four register pages (Startseite, Anlagenregister with table, map, statistics
 * and export, Anlagendetails, Aufträge) for each visitor kind of the mock, with axe on every page and view.
 * Screenshots go to <REPORTS_DIR>/register-*.png.
 */
const REPORTS = process.env.REPORTS_DIR ?? 'reports';
type Visitor = 'anonymous' | 'owner' | 'authority' | 'pvp' | 'usp' | 'oidc';

/** The visitor kind by the mock's cookie, and a session of its own so tasks of parallel tests stay apart. */
async function asVisitor(context: BrowserContext, baseURL: string | undefined, kind: Visitor) {
  const url = baseURL ?? '';
  await context.addCookies([
    { name: 'ippc-mock-visitor', value: kind, url },
    { name: 'ippc-mock-session', value: randomUUID(), url },
  ]);
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `${REPORTS}/register-${name}.png`, fullPage });
}

const resultsTable = (page: Page) => page.getByRole('table', { name: 'Anlagen im Register' });
const collator = new Intl.Collator('de-AT', { sensitivity: 'base', numeric: true });

async function columnTexts(page: Page, index: number): Promise<string[]> {
  return resultsTable(page).locator(`tbody tr > :nth-child(${index})`).allInnerTexts();
}

function isSorted(values: string[], direction: 'asc' | 'desc'): boolean {
  return values.every((value, i) => i === 0 || (direction === 'asc' ? collator.compare(values[i - 1]!, value) <= 0 : collator.compare(values[i - 1]!, value) >= 0));
}

/** Clicks clusters until single installations show, opens one's popup and follows its link. */
async function openPopupLink(page: Page) {
  const canvas = page.getByTestId('map-canvas');
  for (let i = 0; i < 10 && (await canvas.locator('.map-point').count()) === 0; i++) {
    const before = await canvas.getAttribute('data-markers');
    await canvas.locator('.map-cluster').first().click();
    await expect.poll(async () => (await canvas.getAttribute('data-markers')) !== before || (await canvas.locator('.map-point').count()) > 0).toBe(true);
  }
  const point = canvas.locator('.map-point').first();
  const label = (await point.getAttribute('aria-label')) ?? '';
  await point.click();
  const popup = page.locator('.map-popup');
  await expect(popup).toBeVisible();
  await expect(popup.locator('.map-popup__name')).toHaveText(label.replace(/ – Details anzeigen$/, ''));
  return popup;
}

async function parseXlsx(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  return { sheet, rows: sheet.rowCount };
}

test.describe('Startseite by visitor kind', () => {
  test('anonymous: the national overview with figures per Bundesland and branch, last update and entry points', { tag: '@prod' }, async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/start');
    await expect(page.getByRole('heading', { level: 1, name: 'Startseite' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Österreichweite Übersicht' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Anlagen je Bundesland' }).locator('tbody tr')).toHaveCount(9);
    await expect(page.getByRole('table', { name: 'Anlagen je Branche (IED Anhang I)' }).locator('tbody tr')).toHaveCount(6);
    await expect(page.getByText(/^Letzte Änderung: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByText(/^320 Anlagen im Register$/)).toBeVisible();
    // The entry points are named as the pages they open.
    const entries = page.getByRole('region', { name: 'Einstieg' });
    for (const name of ['Anlagen suchen', 'bvT Schlussfolgerungen', 'Umweltinspektion']) await expect(entries.getByRole('link', { name, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'start-anonymous');
    await entries.getByRole('link', { name: 'bvT Schlussfolgerungen', exact: true }).click();
    await expect(page).toHaveURL(/#\/bvt-conclusions$/);
  });

  test('owner: the own installations, and the reset to the national overview', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'owner');
    await page.goto('./#/start');
    await expect(page.getByRole('heading', { level: 2, name: 'Ihre Anlagen' })).toBeVisible();
    const own = page.getByRole('table', { name: 'Ihre Anlagen' });
    await expect(own.locator('tbody tr').first()).toBeVisible();
    await expect(own.getByRole('link', { name: /.+/ }).first()).toHaveAttribute('href', /#\/installations\/AT-IPPC-\d{6}$/);
    await expect(page.getByText(/^\d+ Ihnen zugeordnete Anlagen$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'start-owner');
    await page.getByRole('button', { name: 'Österreichweite Übersicht anzeigen' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Österreichweite Übersicht' })).toBeVisible();
  });

  test('authority: the installations and figures of the own Bundesland', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'authority');
    await page.goto('./#/start');
    await expect(page.getByRole('heading', { level: 2, name: 'Anlagen im Bundesland Oberösterreich' })).toBeVisible();
    const recent = page.getByRole('table', { name: 'Zuletzt geänderte Anlagen' });
    await expect(recent.locator('tbody tr')).toHaveCount(10);
    await expect(page.getByText(/^\d+ Anlagen in Oberösterreich$/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Anlagen je Bundesland' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'start-authority');
  });

  for (const [kind, heading] of [
    ['pvp', 'Anlagen im Bundesland Steiermark'],
    ['usp', 'Ihre Anlagen'],
    ['oidc', 'Ihre Anlagen'],
  ] as const) {
    test(`${kind}: the Startseite of its overview selection`, async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, kind);
      await page.goto('./#/start');
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Anlagen suchen', exact: true }).click();
      await expect(resultsTable(page).locator('tbody tr')).toHaveCount(20);
    });
  }
});

test.describe('Anlagenregister', () => {
  test('table: server-side sorting and paging in the hash state, announced, accessible', { tag: '@prod' }, async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/start');
    await page.locator('#route-installations').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
    await expect(page.getByText(/^Letzte Änderung: \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
    await expect(page.locator('.sidebar')).toHaveCount(0);
    const rows = resultsTable(page).locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(page.getByText('320 Anlagen gefunden', { exact: true })).toBeVisible();
    await expect(page.getByText('Anlagen 1 bis 20 von 320')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Anlage/ }).first()).toHaveAttribute('aria-sort', 'ascending');
    expect(isSorted(await columnTexts(page, 1), 'asc')).toBe(true);
    await expectNoAxeViolations(page);
    await shot(page, 'table');

    // Sort by Ort: ascending, then descending; the header is a button, the column carries aria-sort.
    await resultsTable(page).getByRole('button', { name: 'Ort' }).click();
    await expect(page).toHaveURL(/#\/installations!sort=city$/);
    const ort = page.getByRole('columnheader', { name: 'Ort' });
    await expect(ort).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByTestId('register-announcement')).toHaveText('320 Anlagen gefunden. Sortiert nach Ort, aufsteigend. Seite 1 von 16 angezeigt');
    expect(isSorted(await columnTexts(page, 3), 'asc')).toBe(true);
    await resultsTable(page).getByRole('button', { name: 'Ort' }).click();
    await expect(ort).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=city&dir=desc/);
    await expect(page.getByTestId('register-announcement')).toContainText('Sortiert nach Ort, absteigend');
    expect(isSorted(await columnTexts(page, 3), 'desc')).toBe(true);
    await expect(page.getByRole('columnheader', { name: /Anlage/ }).first()).not.toHaveAttribute('aria-sort', /.*/);

    // Paging: next page, a numbered page, the page size; the state survives a reload.
    const firstOfPage1 = await rows.first().locator('th').innerText();
    await page.getByRole('navigation', { name: 'Seiten' }).getByRole('button', { name: /Nächste Seite/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Anlagen 21 bis 40 von 320')).toBeVisible();
    await expect(rows.first().locator('th')).not.toHaveText(firstOfPage1);
    await expect(page.getByRole('button', { name: 'Seite 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Seite 16', exact: true }).click();
    await expect(page.getByText('Anlagen 301 bis 320 von 320')).toBeVisible();
    await expect(page.getByRole('button', { name: /Nächste Seite/ })).toBeDisabled();
    await page.getByLabel('Anlagen pro Seite').selectOption('50');
    await expect(page).toHaveURL(/size=50/);
    await expect(page.getByText('Anlagen 301 bis 320 von 320')).toBeVisible();
    await expect(rows).toHaveCount(20);
    await page.getByRole('button', { name: 'Seite 1', exact: true }).click();
    await expect(rows).toHaveCount(50);
    await page.reload();
    await expect(rows).toHaveCount(50);
    await expect(ort).toHaveAttribute('aria-sort', 'descending');
    // Back in history returns to the previous page state.
    await page.goBack();
    await expect(page.getByText('Anlagen 301 bis 320 von 320')).toBeVisible();
  });

  test('a page beyond the last one goes to the last page; a broken hash state falls back to defaults', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/installations!page=999&size=100');
    await expect(page.getByText('Anlagen 301 bis 320 von 320')).toBeVisible();
    await expect(page).toHaveURL(/page=4&size=100/);
    await page.goto('./#/installations!sort=nonsense&dir=up&view=sideways&size=7');
    await expect(resultsTable(page).locator('tbody tr')).toHaveCount(20);
    await expect(page.getByRole('columnheader', { name: /Anlage/ }).first()).toHaveAttribute('aria-sort', 'ascending');
  });

  test('the saved filters and the reference lists load only once the first results are on screen (the results paint first)', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'owner');
    const savedFilterReads: string[] = [];
    const referenceListReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/portal/api/userSettings/')) savedFilterReads.push(request.url());
      if (request.url().includes('/ippc/api/redalists/')) referenceListReads.push(new URL(request.url()).pathname.replace(/^.*\/redalists\//, ''));
    });
    // The search is held until the test lets it go.
    const release = await holdRequests(page, /\/ippc\/api\/ippcInstallations$/);
    const definition = page.waitForResponse((response) => response.url().endsWith('/ippc/api/filter/metadata'));
    await page.goto('./#/installations');
    await definition;
    await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Wird geladen' })).toBeVisible();
    // Two frames after the definition has rendered: a load started with it would have gone out by now.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(savedFilterReads).toEqual([]);
    expect(referenceListReads).toEqual([]);
    release();
    await expect(resultsTable(page)).toBeVisible();
    await expect.poll(() => savedFilterReads.length).toBeGreaterThan(0);
    // Each list the criteria name, read once for the visit.
    await expect.poll(() => [...referenceListReads].sort()).toEqual(['municipalities', 'naceActivities', 'politicalDistricts', 'provinces']);
    await page.getByRole('button', { name: /^Filter/ }).first().click();
    await expect(page.getByRole('complementary', { name: 'Filter' }).getByRole('combobox', { name: 'Bundesland' })).toBeVisible();
    await page.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Karte' }).click();
    await page.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Tabelle' }).click();
    await expect(resultsTable(page)).toBeVisible();
    expect(referenceListReads).toHaveLength(4);
  });

  test('a shared link with a Bezirk names it in its chip, from the reference list', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto(`./#/installations!filter=${encodeURIComponent('{"districtCodes":["407"]}')}`);
    await expect(resultsTable(page)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Angewendete Filter' })).toContainText('Bezirk: Gmunden');
  });

  test('map view: clusters from POST gis over the configured district tiles, popup link to the details, list alternative', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    const tileRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.pbf$/i.test(request.url())) tileRequests.push(request.url());
    });
    await page.goto('./#/installations');
    await expect(resultsTable(page).locator('tbody tr')).toHaveCount(20);
    const gis = page.waitForResponse((response) => response.url().endsWith('/api/ippcInstallations/gis') && response.request().method() === 'POST');
    await page.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Karte' }).click();
    await expect(page).toHaveURL(/view=map/);
    await gis;
    const canvas = page.getByTestId('map-canvas');
    await expect(canvas).toHaveAttribute('data-rendered', 'true');
    await expect(page.getByText('320 Anlagen auf der Karte', { exact: true })).toBeVisible();
    await expect(canvas.locator('.map-cluster').first()).toBeVisible();
    expect(Number(await canvas.getAttribute('data-clusters'))).toBeGreaterThan(0);
    expect(Number(await canvas.getAttribute('data-markers'))).toBeLessThan(100);
    // The boundaries drawn from the vector tiles the GIS configuration names (the mock's own, at the app's origin).
    await expect(canvas.locator('.leaflet-tile-pane canvas.leaflet-tile-loaded').first()).toBeAttached();
    await expect(canvas).toHaveAttribute('role', 'region');
    await expect(canvas.locator('.map-cluster').first()).toHaveAttribute('aria-label', /^\d+ Anlagen in diesem Gebiet – zum Vergrößern aktivieren$/);
    await expectNoAxeViolations(page);
    await shot(page, 'map');

    // The list alternative: every installation on the map as a link.
    const toggle = page.getByRole('button', { name: 'Liste der 320 Anlagen auf der Karte anzeigen' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Liste ausblenden' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.register-map__list li')).toHaveCount(320);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Liste ausblenden' }).click();

    const popup = await openPopupLink(page);
    await shot(page, 'map-popup', false);
    await expectNoAxeViolations(page);
    await popup.getByRole('link', { name: 'Anlagendetails öffnen' }).click();
    await expect(page).toHaveURL(/#\/installations\/AT-IPPC-\d{6}$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Stammdaten' })).toBeVisible();
    expect(tileRequests.length).toBeGreaterThan(0);
    expect(tileRequests.every((url) => new URL(url).pathname.startsWith('/ippc/__mock/gis/bezirke/'))).toBe(true);
  });

  test('map markers: a cluster count centred in its circle, an installation a dot of 12 px or more with a focus ring; Austria fits at 375 px', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/installations!view=map');
    const canvas = page.getByTestId('map-canvas');
    await expect(canvas).toHaveAttribute('data-rendered', 'true');
    const cluster = canvas.locator('.map-cluster').first();
    const circle = await cluster.boundingBox();
    const count = await cluster.locator('.map-cluster__count').boundingBox();
    if (!circle || !count) throw new Error('no cluster drawn');
    expect(Math.abs(count.x + count.width / 2 - (circle.x + circle.width / 2))).toBeLessThanOrEqual(2);
    expect(Math.abs(count.y + count.height / 2 - (circle.y + circle.height / 2))).toBeLessThanOrEqual(2);
    // Zoomed in on one cluster after another until single installations show.
    for (let step = 0; step < 8 && (await canvas.locator('.map-point').count()) === 0; step++) {
      const before = await canvas.getAttribute('data-markers');
      await canvas.locator('.map-cluster').first().click();
      await expect.poll(() => canvas.getAttribute('data-markers')).not.toBe(before);
    }
    const point = canvas.locator('.map-point').first();
    const dot = await point.locator('.map-point__dot').boundingBox();
    expect(dot?.width).toBeGreaterThanOrEqual(12);
    expect(dot?.height).toBeGreaterThanOrEqual(12);
    // As a keyboard user reaches it (a key pressed before the focus moves, so the ring applies).
    await page.keyboard.press('Shift');
    await point.focus();
    expect(await point.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Ganz Österreich zeigen' }).click();
    // Austria's west (Vorarlberg, 9.53° E) and east (17.16° E) inside the map's view, once it has settled.
    const fits = async () => {
      const [west, , east] = ((await canvas.getAttribute('data-view')) ?? '').split(',').map(Number);
      return west !== undefined && east !== undefined && west <= 9.53 && east >= 17.16;
    };
    await expect.poll(fits).toBe(true);
    await shot(page, 'map-mobile', false);
  });

  test('map: keyboard users reach a cluster and zoom with Enter', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/installations!view=map');
    const canvas = page.getByTestId('map-canvas');
    await expect(canvas).toHaveAttribute('data-rendered', 'true');
    const before = await canvas.getAttribute('data-markers');
    const cluster = canvas.locator('.map-cluster').first();
    await cluster.focus();
    await expect(cluster).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => canvas.getAttribute('data-markers')).not.toBe(before);
  });

  test('statistics: a bar chart per branch with a table alternative', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/installations');
    await page.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Statistik' }).click();
    await expect(page).toHaveURL(/view=stats/);
    const chart = page.getByRole('figure', { name: /Balkendiagramm: Anlagen je Branche/ });
    await expect(chart).toBeVisible();
    await expect(chart.getByRole('listitem')).toHaveCount(6);
    await expect(chart.locator('.register-chart__bar')).toHaveCount(6);
    await expectNoAxeViolations(page);
    await shot(page, 'stats-chart');
    const toggle = page.getByRole('button', { name: 'Als Tabelle anzeigen' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = page.getByRole('table', { name: 'Anlagen je Branche (Tabelle)' });
    await expect(table.locator('tbody tr')).toHaveCount(6);
    const counts = (await table.locator('tbody td:nth-child(2)').allInnerTexts()).map((text) => Number(text.replace(/\D/g, '')));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(320);
    await expect(page.getByRole('table', { name: 'Anlagen je Bundesland' }).locator('tbody tr')).toHaveCount(9);
    await expectNoAxeViolations(page);
    await shot(page, 'stats-table');
  });

  test('Excel export: a user task with visible progress, then the .xlsx downloads and parses', { tag: '@prod' }, async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/installations');
    await expect(resultsTable(page).locator('tbody tr')).toHaveCount(20);
    // Anonymous visitors start without tasks: no 'Aufträge' entry yet.
    await expect(page.locator('#route-user-tasks')).toHaveCount(0);
    const started = page.waitForResponse((r) => r.url().endsWith('/api/ippcInstallations/excel') && r.status() === 202);
    await page.getByRole('button', { name: 'Excel-Export' }).click();
    await started;
    const status = page.locator('.register-export__status');
    await expect(status).toHaveText(/Excel-Export: (Wartend|In Bearbeitung)/);
    await expect(page.getByRole('progressbar', { name: 'Fortschritt des Excel-Exports' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'export-running', false);
    await expect(status).toHaveText('Der Excel-Export ist fertig.', { timeout: 20_000 });
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ergebnis herunterladen' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^Anlagenregister-Export-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const path = `${REPORTS}/register-export.xlsx`;
    await download.saveAs(path);
    const { sheet, rows } = await parseXlsx(path);
    expect(rows).toBeGreaterThanOrEqual(321);
    const header = (sheet.getRow(1).values as unknown[]).filter(Boolean).join(' | ');
    expect(header.length).toBeGreaterThan(0);
    // The navigation entry appears with the first task, and the task is listed there.
    await expect(page.locator('#route-user-tasks')).toBeVisible();
    await page.getByRole('link', { name: 'Zu den Aufträgen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aufträge' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Ihre Aufträge' }).locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'alle Anlagen' })).toContainText('Erfolgreich');
  });
});

test.describe('Anlagendetails', () => {
  test('every field, site map, permits with EDM links, BAT deadlines, inspections, breadcrumbs, print layout', { tag: '@prod' }, async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/installations');
    const link = resultsTable(page).locator('tbody tr').first().getByRole('link');
    const name = await link.innerText();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const id = /AT-IPPC-\d{6}/.exec(page.url())![0];
    const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    await expect(crumbs.getByRole('link', { name: 'Anlagenregister' })).toBeVisible();
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(name);
    await expect(page).toHaveTitle(`IPPC Austria – ${name}`);
    for (const term of ['Anlagen-ID', 'Betreiber', 'Standort', 'Gemeinde', 'Bezirk', 'Bundesland', 'Koordinaten (WGS 84)', 'Haupttätigkeit (IED Anhang I)', 'Weitere Tätigkeiten', 'NACE-Code', 'Zuständige Behörde', 'Rechtsgrundlage', 'Status']) {
      await expect(page.locator('dt', { hasText: term }).first()).toBeVisible();
    }
    // The last change once, in the title bar.
    await expect(page.getByText(/^Letzte Änderung/)).toHaveCount(1);
    await expect(page.locator('dd').first()).toHaveText(id);
    await expect(page.getByText(/\d+,\d{5}° N, \d+,\d{5}° O/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Anlage im EDM-Portal öffnen/ })).toHaveAttribute('href', `https://edm.example.gv.at/edm_portal/anlagen/anlage.do?anlageId=${id}`);
    // The site map: one marker on the lazy map.
    const canvas = page.getByTestId('map-canvas');
    await expect(canvas).toHaveAttribute('data-rendered', 'true');
    await expect(canvas).toHaveAttribute('data-markers', '1');
    await expect(canvas.locator('.map-point')).toHaveCount(1);
    for (const heading of ['Genehmigungen', 'bvT-Schlussfolgerungen', 'Umweltinspektionen']) await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    const documents = page.getByRole('link', { name: /^Im EDM öffnen: „.+“/ });
    if ((await documents.count()) > 0) await expect(documents.first()).toHaveAttribute('href', /^https:\/\/edm\.example\.gv\.at\/edm_portal\/dms\/dokument\.do\?documentId=.+/);
    await expect(page.getByRole('columnheader', { name: 'Frist zur Anpassung' }).or(page.getByText('Keine Einträge vorhanden').first())).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'details');
    // Print: no navigation, the full content.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.header')).toBeHidden();
    await expect(page.locator('.main-nav')).toBeHidden();
    await expect(page.locator('.footer')).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Umweltinspektionen' })).toBeVisible();
    await shot(page, 'details-print');
    await page.emulateMedia({ media: 'screen' });
    await crumbs.getByRole('link', { name: 'Anlagenregister' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
  });

  test('an installation with BAT conclusions shows the reconsideration deadline (publication + 4 years)', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/installations/AT-IPPC-000079');
    const table = page.getByRole('table', { name: 'bvT-Schlussfolgerungen' });
    await expect(table).toBeVisible();
    const row = table.locator('tbody tr').first();
    const published = await row.locator('td').nth(2).innerText();
    const deadline = await row.locator('td').nth(3).innerText();
    const [d, m, y] = published.split('.');
    expect(deadline).toContain(`${d}.${m}.${Number(y) + 4}`);
    expect(deadline).toMatch(/\((Frist abgelaufen|noch \d+ Tage?|offen|Anpassung erfolgt mit Bescheid vom \d{2}\.\d{2}\.\d{4})\)/);
  });

  test('an unknown id: a German not-found message, no crash', async ({ page, context, baseURL, expectConsoleError }) => {
    expectConsoleError(/status of 404/);
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/installations/AT-IPPC-999999');
    await expect(page.getByRole('alert')).toHaveText('Objekt nicht gefunden (Fehler 404)');
    await expect(page.getByText('Die Anlage „AT-IPPC-999999“ ist nicht im Register.')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'details-unknown');
    await page.getByRole('link', { name: 'Zurück zum Anlagenregister' }).click();
    await expect(resultsTable(page).locator('tbody tr')).toHaveCount(20);
  });
});

test.describe('journeys by visitor kind', () => {
  test('owner: Startseite → own installation → registration check → Anlagenregister → Aufträge (cancel, delete, failed, download)', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'owner');
    await page.goto('./#/start');
    await page.getByRole('table', { name: 'Ihre Anlagen' }).getByRole('link').first().click();
    await expect(page.getByTestId('registration-check')).toHaveText('Sie sind für diese Anlage als Betreiber:in registriert.');
    await page.goto('./#/installations/AT-IPPC-000001');
    await expect(page.getByTestId('registration-check')).toHaveText(/Sie sind für diese Anlage (nicht )?als Betreiber:in registriert\./);
    await expectNoAxeViolations(page);

    // Start an export, then cancel it on the Aufträge page.
    await page.goto('./#/installations');
    await expect(resultsTable(page).locator('tbody tr')).toHaveCount(20);
    await page.getByRole('button', { name: 'Excel-Export' }).click();
    await expect(page.locator('.register-export__status')).toHaveText(/Excel-Export: (Wartend|In Bearbeitung)/);
    await page.locator('#route-user-tasks').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aufträge' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Ihre Aufträge' });
    await expect(table.locator('tbody tr')).toHaveCount(4);
    const running = table.locator('tbody tr').first();
    await expect(running).toContainText(/Wartend|In Bearbeitung/);
    await expect(running.getByRole('progressbar')).toBeVisible();
    await shot(page, 'tasks-running');
    // The mock finishes an export in about eight seconds: cancel at once.
    await running.getByRole('button', { name: /abbrechen$/ }).click();
    await expectNoAxeViolations(page);
    await expect(running).toContainText(/Wird abgebrochen|Abgebrochen/);
    await expect(running).toContainText('Abgebrochen');
    await expect(running.getByRole('button', { name: /löschen$/ })).toBeVisible();

    // The failed task shows its error message.
    const failed = table.locator('tbody tr').filter({ hasText: 'Fehlgeschlagen' });
    await expect(failed).toContainText('Der Export konnte nicht erstellt werden');

    // Download the seeded finished export.
    const done = table.locator('tbody tr').filter({ hasText: 'Erfolgreich' }).first();
    const downloadPromise = page.waitForEvent('download');
    await done.getByRole('button', { name: /herunterladen$/ }).click();
    const download = await downloadPromise;
    const path = `${REPORTS}/register-tasks-download.xlsx`;
    await download.saveAs(path);
    expect((await parseXlsx(path)).rows).toBeGreaterThan(1);

    // Delete, confirmed in the kit's dialog (first declined).
    await running.getByRole('button', { name: /löschen$/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Auftrag löschen?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'tasks-delete-dialog', false);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(4);
    await running.getByRole('button', { name: /löschen$/ }).click();
    await page.getByRole('alertdialog', { name: 'Auftrag löschen?' }).getByRole('button', { name: 'Löschen' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(page.getByText('Der Auftrag wurde gelöscht.')).toBeVisible();
    await shot(page, 'tasks');
  });

  test('authority: Startseite → Anlagenregister → details without registration check → Aufträge', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'authority');
    await page.goto('./#/start');
    await page.getByRole('table', { name: 'Zuletzt geänderte Anlagen' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Stammdaten' })).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: /^Oberösterreich$/ })).toBeVisible();
    await expect(page.getByTestId('registration-check')).toHaveCount(0);
    await page.locator('#route-installations').click();
    await expect(resultsTable(page).locator('tbody tr')).toHaveCount(20);
    await page.locator('#route-user-tasks').click();
    await expect(page.getByRole('table', { name: 'Ihre Aufträge' }).locator('tbody tr')).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
});
