/**
 * `npm run perf:register`: the register at scale. Serves the production build with the realistic mock holding
 * MOCK_INSTALLATIONS=10000 (unless set otherwise), opens the Anlagenregister in Chromium and reports
 *  - filter, sort and page changes: the time from the search response arriving in the page to the new rows
 *    in the DOM (performance marks 'register:response' → measure 'register:render', written by the app;
 *    network and server time excluded), and the long tasks (> 50 ms) the page had while changing;
 *  - the map: the time from the GIS points reaching the map to the painted markers (measure 'map:render')
 *    with 1,000 points (the GIS response cut to its first 1,000 features in the browser) and with all.
 * A report, not a timed test: it prints the figures and writes <REPORTS_DIR>/perf-register.json.
 *
 * Options: --skip-build (reuse DIST_DIR), --runs N (changes per kind, default 8).
 * Ports: PORT / MOCK_*_PORT as everywhere (defaults 5093, 5090-5092 so it runs beside a dev server).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { atScale } from './perf/atScale';

atScale(5090);

const { values } = parseArgs({ options: { 'skip-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '8' } } });
const RUNS = Math.max(1, Number(values.runs) || 8);

// The configuration reads the environment when imported: import after setting it.
const { APP_DIR, DIST_DIR, REPORTS_DIR, localUpstreams, ports } = await import('../mock/config');
const { root } = await import('../mock/prism');
const { startMocks } = await import('../mock/run');
const { CHROMIUM_FLAGS, findBrowser } = await import('./browser');
const { startWebServer } = await import('./web-server');
const { chromium } = await import('playwright-core');

const distDir = path.resolve(root, DIST_DIR);
if (!values['skip-build'] || !existsSync(path.join(distDir, 'index.html'))) {
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
}

interface Figures {
  runs: number[];
  median: number;
  p95: number;
  max: number;
}

function figures(runs: number[]): Figures {
  const sorted = [...runs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  return { runs: runs.map((r) => Math.round(r * 10) / 10), median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? NaN };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Runs `change` and waits for the next 'register:render' measure; returns its duration. */
async function measuredChange(page: Page, change: () => Promise<void>): Promise<number> {
  const before = await page.evaluate(() => performance.getEntriesByName('register:render').length);
  await change();
  try {
    await page.waitForFunction((n) => performance.getEntriesByName('register:render').length > n, before, { timeout: 30_000 });
  } catch (error) {
    const entries = await page.evaluate(() => performance.getEntries().filter((e) => e.name.startsWith('register')).map((e) => `${e.entryType} ${e.name}`));
    console.error(`No new render measure at ${page.url()}; entries: ${entries.join(', ')}`);
    await page.screenshot({ path: path.resolve(root, REPORTS_DIR, 'perf-register-failure.png') });
    throw error;
  }
  return page.evaluate(() => {
    const entries = performance.getEntriesByName('register:render');
    return entries[entries.length - 1]!.duration;
  });
}

async function longTasks(page: Page): Promise<{ count: number; longest: number }> {
  return page.evaluate(() => {
    const list = (window as unknown as { __longTasks?: number[] }).__longTasks ?? [];
    const result = { count: list.length, longest: list.reduce((m, d) => Math.max(m, d), 0) };
    list.length = 0;
    return result;
  });
}

/** A fresh document each time (the query cache empty, the map chunk from the HTTP cache), then the map view. */
async function mapRender(page: Page, base: string): Promise<number> {
  await page.goto('about:blank');
  await page.goto(`${base}#/installations!view=table`);
  await page.locator('table tbody tr').first().waitFor();
  await page.evaluate(() => performance.clearMeasures('map:render'));
  await page.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Karte' }).click();
  await page.waitForFunction(() => performance.getEntriesByName('map:render').length > 0, undefined, { timeout: 60_000 });
  return page.evaluate(() => performance.getEntriesByName('map:render')[0]!.duration);
}

const mocks = await startMocks(undefined, { quiet: true });
const server = await startWebServer({ distDir, port: ports.web, upstreams: localUpstreams() });
const base = `http://127.0.0.1:${ports.web}/${APP_DIR}/`;
const browser = await chromium.launch({ executablePath: await findBrowser(), args: CHROMIUM_FLAGS });
const report: Record<string, unknown> = { installations: Number(process.env.MOCK_INSTALLATIONS), runs: RUNS };
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'de-AT' });
  await context.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    } catch {
      // no long-task timing in this browser
    }
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[browser] ${message.text()}`);
  });
  page.on('framenavigated', (frame) => {
    if (process.env.PERF_DEBUG && frame === page.mainFrame()) console.log(`[nav] ${frame.url()}`);
  });
  await page.goto(`${base}#/installations`);
  const rows = page.locator('table tbody tr');
  await rows.first().waitFor({ timeout: 60_000 });
  const total = await page.locator('.register-total').innerText();
  console.log(`Anlagenregister: ${total} (MOCK_INSTALLATIONS=${process.env.MOCK_INSTALLATIONS})`);
  await page.waitForTimeout(500);
  await longTasks(page);

  // Sort changes: through the column buttons, alternating columns and directions.
  // Every measured state is new (a state seen before comes from the query cache without a response):
  // first each column ascending, then each column descending (its ascending state is cached, not measured).
  const columns = ['Ort', 'Betreiber', 'Bezirk', 'Bundesland', 'Haupttätigkeit', 'Status'];
  const sort: number[] = [];
  const header = (name: string) => page.locator('table thead').getByRole('button', { name, exact: true });
  for (let i = 0; i < Math.min(RUNS, 2 * columns.length); i++) {
    const name = columns[i % columns.length]!;
    if (i >= columns.length) {
      await header(name).click();
      await page.locator('th[aria-sort="ascending"]', { hasText: name }).waitFor();
    }
    sort.push(await measuredChange(page, () => header(name).click()));
  }
  const sortLong = await longTasks(page);

  // Page changes: next page, then the page size.
  const paging: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    paging.push(await measuredChange(page, () => page.getByRole('navigation', { name: 'Seiten' }).getByRole('button', { name: /Nächste Seite/ }).click()));
  }
  for (const size of ['100', '50', '10']) paging.push(await measuredChange(page, async () => void (await page.getByLabel('Anlagen pro Seite').selectOption(size))));
  const pagingLong = await longTasks(page);

  // Filter changes: the page search of the filter panel, where present.
  const filter: number[] = [];
  let filterLong = { count: 0, longest: 0 };
  const search = page.getByRole('searchbox', { name: 'Suche' });
  if ((await search.count()) > 0) {
    const terms = ['Zement', 'Wien', 'Abfall', 'Graz', 'Muster', 'Linz', 'Beispiel', 'Papier', 'Stahl', 'Kraftwerk', 'Salzburg', 'Glas'];
    for (let i = 0; i < Math.min(RUNS, terms.length); i++) filter.push(await measuredChange(page, () => search.fill(terms[i]!)));
    await search.fill('');
    filterLong = await longTasks(page);
  } else {
    console.log('(no page search on the register: filter changes not measured)');
  }

  // The map with 1,000 points: the GIS response cut to its first 1,000 features.
  let gisTotal = 0;
  await page.route('**/api/ippcInstallations/gis', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { type: string; features: unknown[] };
    gisTotal = body.features.length;
    await route.fulfill({ response, json: { ...body, features: body.features.slice(0, 1000) } });
  });
  const map1000: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 5); i++) map1000.push(await mapRender(page, base));
  const mapLong = await longTasks(page);
  const markers = await page.getByTestId('map-canvas').getAttribute('data-markers');
  await page.unroute('**/api/ippcInstallations/gis');
  const mapAll: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 3); i++) mapAll.push(await mapRender(page, base));

  Object.assign(report, {
    sort: figures(sort),
    sortLongTasks: sortLong,
    paging: figures(paging),
    pagingLongTasks: pagingLong,
    filter: filter.length > 0 ? figures(filter) : undefined,
    filterLongTasks: filterLong,
    map1000: figures(map1000),
    map1000Markers: Number(markers),
    map1000LongTasks: mapLong,
    mapAll: { points: gisTotal, ...figures(mapAll) },
  });
  console.log('\nResponse received → results in the DOM (network excluded):');
  console.log(`  sort change    median ${ms(figures(sort).median)}  p95 ${ms(figures(sort).p95)}  max ${ms(figures(sort).max)}  long tasks ${sortLong.count} (longest ${ms(sortLong.longest)})`);
  console.log(`  page change    median ${ms(figures(paging).median)}  p95 ${ms(figures(paging).p95)}  max ${ms(figures(paging).max)}  long tasks ${pagingLong.count} (longest ${ms(pagingLong.longest)})`);
  if (filter.length > 0)
    console.log(`  filter change  median ${ms(figures(filter).median)}  p95 ${ms(figures(filter).p95)}  max ${ms(figures(filter).max)}  long tasks ${filterLong.count} (longest ${ms(filterLong.longest)})`);
  console.log('Map: points received → markers painted:');
  console.log(`  1,000 points   median ${ms(figures(map1000).median)}  max ${ms(figures(map1000).max)}  (${markers} markers drawn; long tasks ${mapLong.count}, longest ${ms(mapLong.longest)})`);
  console.log(`  ${gisTotal.toLocaleString('de-DE')} points  median ${ms(figures(mapAll).median)}  max ${ms(figures(mapAll).max)}`);
  mkdirSync(path.resolve(root, REPORTS_DIR), { recursive: true });
  writeFileSync(path.resolve(root, REPORTS_DIR, 'perf-register.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten: ${path.join(REPORTS_DIR, 'perf-register.json')}`);
} finally {
  await browser.close();
  server.close();
  await mocks.stop();
}
