/**
 * `npm run perf:interactions`: how long the register takes from an input to its painted rows, at scale.
 * Serves the production build with the realistic mock holding MOCK_INSTALLATIONS=10000 (unless set
 * otherwise), opens the Anlagenregister in Chromium and measures, in the page, three interactions:
 *  - filter change: the search chip's remove button (the search clears at once; typing is debounced by design),
 *  - sort: the 'Ort' column's sort button,
 *  - page change: 'Nächste Seite'.
 * Each from the input event's timestamp to the frame that paints the new rows: a MutationObserver sees the
 * table's rows change (and the table no longer busy), then a requestAnimationFrame callback and a task after
 * it mark the frame as painted. Network and server time are included (the mock answers on this host); the
 * part after the search response ended is printed too, split at the response's validation and at the rows'
 * arrival in the DOM (the app's 'register:render' measure, see scripts/perf-register.ts), with the long tasks
 * (> 50 ms) of each interaction and of the first load. Every round is a fresh document (empty query cache,
 * so every interaction fetches), at 1× and at the emulated CPU slowdown (CDP Emulation.setCPUThrottlingRate, default 4×), rounds alternating
 * between the two; medians of --runs rounds (default 5). Wall-clock figures: on a shared host they move with
 * its load. Writes <REPORTS_DIR>/perf-interactions.json; exits 1 when a median at the slowdown is over
 * --budget ms (default 150) and --enforce is given.
 *
 * Options: --skip-build (reuse DIST_DIR), --runs N, --slowdown N, --budget N, --enforce. To compare builds in
 * one interleaved run (every round on each build in turn): `name=distDir name=distDir …` (then nothing is
 * built; one web server per build, on PORT, PORT+1, …).
 * Ports: PORT / MOCK_*_PORT as everywhere (defaults 5293, 5290-5292 so it runs beside a dev server).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { atScale } from './perf/atScale';

atScale(5290);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    slowdown: { type: 'string', default: '4' },
    budget: { type: 'string', default: '150' },
    enforce: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 5);
const RATES = [1, Math.max(1, Number(values.slowdown) || 4)];
const BUDGET = Number(values.budget);

// The configuration reads the environment when imported: import after setting it.
const { APP_DIR, DIST_DIR, REPORTS_DIR, localUpstreams, ports } = await import('../mock/config');
const { root } = await import('../mock/prism');
const { startMocks } = await import('../mock/run');
const { CHROMIUM_FLAGS, findBrowser } = await import('./browser');
const { startWebServer } = await import('./web-server');
const { median } = await import('./perf/trace');
const { chromium } = await import('playwright-core');

const builds = (positionals.length ? positionals : [`build=${DIST_DIR}`]).map((arg, i) => {
  const [name = '', dir = ''] = arg.split('=');
  if (!name || !dir) throw new Error(`expected name=distDir, got ${arg}`);
  return { name, distDir: path.resolve(root, dir), port: ports.web + i };
});
const distDir = path.resolve(root, DIST_DIR);
if (positionals.length === 0 && (!values['skip-build'] || !existsSync(path.join(distDir, 'index.html')))) {
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
}

const KINDS = ['filter', 'sort', 'page'] as const;
type Kind = (typeof KINDS)[number];

/** One interaction as the page measured it, in ms. */
interface Sample {
  /** Input event → frame with the new rows painted. */
  total: number;
  /** Input event → the search request started (resource timing): the page's work before it asks. */
  beforeRequest: number;
  /** End of the search response (resource timing) → painted. */
  afterResponse: number;
  /** End of the search response → its data validated (the measure's start: the app's 'register:response' mark). */
  toValidated: number;
  /** Validated → the new rows in the DOM (the app's 'register:render' measure). */
  toDom: number;
  /** The new rows in the DOM → the frame that paints them. */
  toPaint: number;
  longTasks: number[];
}

interface LoadSample {
  /** Navigation start → the first rows painted. */
  rows: number;
  longTasks: number[];
}

/** One interaction's moments in the page (performance.now()). */
interface Timings {
  start: number;
  end: number;
  requestStart: number;
  responseEnd: number;
  /** The search's data validated and handed to the query (start of the app's 'register:render' measure). */
  validated: number;
  /** The new rows in the DOM (end of that measure). */
  inDom: number;
}

/**
 * In every document: long-task entries, and `__interaction.arm()`, which takes the next input event as the
 * start and resolves once the table's rows differ from those at arming (and the table is not busy) and a
 * frame has painted them.
 */
function instrument() {
  const longTasks: { start: number; duration: number }[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const rowsOf = () => {
    const table = document.querySelector('.register-table');
    if (!table || table.getAttribute('aria-busy') === 'true') return undefined;
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => row.textContent ?? '');
    return rows.length > 0 ? rows.join('\n') : undefined;
  };
  /** Resolves with the time after the frame that paints the rows, once `ready()` holds. */
  const painted = (ready: () => boolean) =>
    new Promise<number>((resolve) => {
      const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
      if (ready()) return done();
      const observer = new MutationObserver(() => {
        if (!ready()) return;
        observer.disconnect();
        done();
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
    });
  const firstRows = painted(() => rowsOf() !== undefined);
  let pending: Promise<Timings> | undefined;
  Object.assign(window, {
    __interaction: {
      longTasks,
      firstRows: () => firstRows,
      arm() {
        const before = rowsOf();
        let start = NaN;
        const onInput = (event: Event) => {
          if (Number.isNaN(start)) start = event.timeStamp;
        };
        for (const type of ['pointerdown', 'mousedown', 'keydown', 'click', 'input', 'change']) window.addEventListener(type, onInput, { capture: true, once: true });
        pending = painted(() => {
          const now = rowsOf();
          return !Number.isNaN(start) && now !== undefined && now !== before;
        }).then((end) => {
          const searches = performance.getEntriesByType('resource').filter((entry) => /\/api\/ippcInstallations$/.test(entry.name)) as PerformanceResourceTiming[];
          // This interaction's measure only: none (a response without rows) leaves the split empty.
          const render = performance.getEntriesByName('register:render').filter((entry) => entry.startTime >= start).at(-1);
          return { start, end, requestStart: searches.at(-1)?.startTime ?? NaN, responseEnd: searches.at(-1)?.responseEnd ?? NaN, validated: render?.startTime ?? NaN, inDom: render ? render.startTime + render.duration : NaN };
        });
      },
      result: () => pending,
    },
  });
}

interface PageApi {
  __interaction: {
    longTasks: { start: number; duration: number }[];
    firstRows: () => Promise<number>;
    arm: () => void;
    result: () => Promise<Timings>;
  };
}

async function measure(page: Page, input: () => Promise<void>): Promise<Sample> {
  await page.evaluate(() => (window as unknown as PageApi).__interaction.arm());
  await input();
  const { start, end, requestStart, responseEnd, validated, inDom } = await page.evaluate(() => (window as unknown as PageApi).__interaction.result(), undefined);
  const longTasks = await page.evaluate((from) => (window as unknown as PageApi).__interaction.longTasks.filter((task) => task.start + task.duration > from).map((task) => Math.round(task.duration)), start);
  return { total: end - start, beforeRequest: requestStart - start, afterResponse: end - responseEnd, toValidated: validated - responseEnd, toDom: inDom - validated, toPaint: end - inDom, longTasks };
}

/** Waits until nothing has been fetched for a while, so that an interaction starts from a settled page. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

const mocks = await startMocks(undefined, { quiet: true });
const servers = await Promise.all(builds.map((build) => startWebServer({ distDir: build.distDir, port: build.port, upstreams: localUpstreams() })));
const browser = await chromium.launch({ executablePath: await findBrowser(), args: CHROMIUM_FLAGS });
const key = (build: string, rate: number) => `${build} ${rate}`;
const samples = new Map<string, Record<Kind, Sample[]> & { load: LoadSample[] }>(
  builds.flatMap((build) => RATES.map((rate) => [key(build.name, rate), { filter: [], sort: [], page: [], load: [] }] as const)),
);
const load = [loadavg()[0] ?? 0];
try {
  for (let run = 0; run < RUNS; run++) {
    // Alternating which rate goes first, so that a spell of load on the host does not always hit one.
    for (const [rate, build] of (run % 2 ? [...RATES].reverse() : RATES).flatMap((rate) => builds.map((build) => [rate, build] as const))) {
      const base = `http://127.0.0.1:${build.port}/${APP_DIR}/`;
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'de-AT' });
      // As source text: tsx names the function's inner functions with a helper (__name) the page lacks.
      await context.addInitScript({ content: `(() => { const __name = (f) => f; (${instrument.toString()})(); })();` });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const mine = samples.get(key(build.name, rate))!;
      // Opened with a search, so that clearing it is the filter change.
      await page.goto(`${base}#/installations!q=Zement`);
      const rows = await page.evaluate(() => (window as unknown as PageApi).__interaction.firstRows());
      const loadTasks = await page.evaluate((until) => (window as unknown as PageApi).__interaction.longTasks.filter((task) => task.start < until).map((task) => Math.round(task.duration)), rows);
      mine.load.push({ rows, longTasks: loadTasks });
      await settle(page);
      const chip: Locator = page.locator('.filters-chips .kit-chip__remove').first();
      mine.filter.push(await measure(page, () => chip.click()));
      await settle(page);
      mine.sort.push(await measure(page, () => page.locator('.register-table thead').getByRole('button', { name: 'Ort', exact: true }).click()));
      await settle(page);
      mine.page.push(await measure(page, () => page.getByRole('navigation', { name: 'Seiten' }).getByRole('button', { name: /Nächste Seite/ }).click()));
      const last = mine.page.at(-1)!;
      console.log(`run ${run + 1}/${RUNS} ${build.name} at ${rate}×: load ${Math.round(rows)} ms, filter ${Math.round(mine.filter.at(-1)!.total)}, sort ${Math.round(mine.sort.at(-1)!.total)}, page ${Math.round(last.total)} ms`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
  await mocks.stop();
}
load.push(loadavg()[0] ?? 0);

const round = (n: number) => Math.round(n);
const spread = (list: number[]) => `${round(Math.min(...list))}–${round(Math.max(...list))}`;
const report: Record<string, unknown> = { installations: Number(process.env.MOCK_INSTALLATIONS), runs: RUNS, budgetMs: BUDGET, loadAverage: load.map((l) => Number(l.toFixed(1))), rates: {} };
const over: string[] = [];
console.log(`\nRegister at ${process.env.MOCK_INSTALLATIONS} installations, median of ${RUNS} (min–max); wall clock, load average ${load.map((l) => l.toFixed(1)).join(' → ')}\n`);
console.log('| build | CPU | interaction | input → rows painted ms | input → request sent ms | response end → painted ms | of which: → validated, → rows in DOM, → painted | long tasks (> 50 ms) per run, longest |');
console.log('|---|---|---|---:|---:|---:|---:|---|');
for (const [build, rate] of builds.flatMap((build) => RATES.map((rate) => [build.name, rate] as const))) {
  const mine = samples.get(key(build, rate))!;
  const entry: Record<string, unknown> = {};
  const loadRows = mine.load.map((l) => l.rows);
  const loadTasks = mine.load.map((l) => l.longTasks);
  console.log(`| ${build} | ${rate}× | first load (navigation → rows) | ${round(median(loadRows))} (${spread(loadRows)}) | – | – | – | ${round(median(loadTasks.map((t) => t.length)))}, longest ${Math.max(0, ...loadTasks.flat())} ms |`);
  entry.load = { medianMs: round(median(loadRows)), runs: mine.load };
  for (const kind of KINDS) {
    const list = mine[kind];
    const total = list.map((s) => s.total);
    const before = list.map((s) => s.beforeRequest);
    const after = list.map((s) => s.afterResponse);
    const tasks = list.map((s) => s.longTasks);
    const parts = [list.map((s) => s.toValidated), list.map((s) => s.toDom), list.map((s) => s.toPaint)].map((values) => values.filter((value) => Number.isFinite(value)));
    const split = parts.map((values) => (values.length > 0 ? String(round(median(values))) : '–')).join(', ');
    console.log(`| ${build} | ${rate}× | ${kind} | ${round(median(total))} (${spread(total)}) | ${round(median(before))} (${spread(before)}) | ${round(median(after))} (${spread(after)}) | ${split} | ${round(median(tasks.map((t) => t.length)))}, longest ${Math.max(0, ...tasks.flat())} ms |`);
    entry[kind] = { medianMs: round(median(total)), beforeRequestMedianMs: round(median(before)), afterResponseMedianMs: round(median(after)), runs: list.map((s) => ({ total: round(s.total), beforeRequest: round(s.beforeRequest), afterResponse: round(s.afterResponse), toValidated: round(s.toValidated), toDom: round(s.toDom), toPaint: round(s.toPaint), longTasks: s.longTasks })) };
    if (rate === RATES[1] && median(total) > BUDGET) over.push(`${build}: ${kind} at ${rate}×: ${round(median(total))} ms > ${BUDGET} ms`);
  }
  (report.rates as Record<string, unknown>)[`${build} ${rate}x`] = entry;
}
report.over = over;
mkdirSync(path.resolve(root, REPORTS_DIR), { recursive: true });
writeFileSync(path.resolve(root, REPORTS_DIR, 'perf-interactions.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(over.length ? `\nOver ${BUDGET} ms:\n- ${over.join('\n- ')}` : `\nEvery median at ${RATES[1]}× within ${BUDGET} ms.`);
process.exit(values.enforce && over.length > 0 ? 1 : 0);
