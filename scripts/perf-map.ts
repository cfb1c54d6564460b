/**
 * `npm run perf:map`: the register's map at scale. Serves the production build with the realistic mock holding
 * MOCK_INSTALLATIONS=10000 (unless set otherwise), opens the Anlagenregister's 'Karte' view in Chromium and
 * measures from Chrome traces of the page's main thread, median over `--runs`:
 *  - the first render: the main thread's task time from the GIS response arriving to the end of the frame
 *    whose animation-frame callback wrote the map's 'map:render' measure (the frame that paints the markers);
 *    that includes the map's chunk being evaluated, React rendering the view and the clustering. Budget 300 ms.
 *  - panning and zooming as a user does: dragging with the mouse, the arrow keys, the mouse wheel, the + and -
 *    keys and the zoom buttons, each followed by the map settling; the longest task and the tasks > 50 ms.
 *    Budget: no task over 50 ms.
 * Unthrottled (no CPU slowdown): the figures are this machine's, printed with its load average.
 * Exits 1 when a median misses its budget. Writes <REPORTS_DIR>/perf-map.json (and, with --keep-traces,
 * every trace to <REPORTS_DIR>/perf-map-traces/, to open in Chrome DevTools' Performance panel).
 *
 * Options: --skip-build (reuse DIST_DIR), --runs N (default 5), --clock cpu|wall (which time the budgets are checked
 * against, default cpu: the main thread's CPU time, see scripts/perf/map-figures.ts), --keep-traces. PERF_DEBUG=1
 * prints each step as it runs.
 * Ports: PORT / MOCK_*_PORT as everywhere (defaults 5193, 5190-5192 so it runs beside a dev server).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { CLOCKS, summarize, table, type Clock, type FirstRenderRun, type PanZoomRun, type StepRun } from './perf/map-figures';
import { endOfTaskAt, mainThreadOf, marks, measures, responsesOf, topLevelTasks, traceEvents, workIn, type TraceEvent } from './perf/trace';
import { atScale } from './perf/atScale';

atScale(5190);

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    clock: { type: 'string', default: 'cpu' },
    'keep-traces': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 5);
if (!CLOCKS.includes(values.clock as Clock)) throw new Error(`--clock ${values.clock}: cpu or wall`);
const CLOCK = values.clock as Clock;

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

const GIS_PATH = '/api/ippcInstallations/gis';
const RENDER_MEASURE = 'map:render';
const CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing'];
const reportsDir = path.resolve(root, REPORTS_DIR);
const tracesDir = path.join(reportsDir, 'perf-map-traces');
const debug = (text: string) => process.env.PERF_DEBUG && console.log(`[${new Date().toISOString().slice(11, 23)}] ${text}`);

/**
 * Until the page is quiet: no finite animation running (a zoom's transition) and no change to the document
 * (a pan moving the map's panes, markers redrawn) for 300 ms. At most 15 s: a page that never settles is
 * reported, and the measurement goes on. (Not requestIdleCallback: after keyboard input, headless Chromium
 * granted no idle period for seconds while the page did nothing.)
 */
async function settled(page: Page) {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  const result = await page.evaluate(async () => {
    const start = performance.now();
    let changed = start;
    const observer = new MutationObserver(() => {
      changed = performance.now();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    try {
      while (performance.now() - start < 15_000) {
        const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
        if (running.length > 0) {
          await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
          changed = performance.now();
        } else if (performance.now() - changed >= 300) {
          return { quiet: true, ms: performance.now() - start };
        } else {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      return { quiet: false, ms: performance.now() - start };
    } finally {
      observer.disconnect();
    }
  });
  if (!result.quiet) console.warn(`  (the page was not quiet after ${(result.ms / 1000).toFixed(0)} s; going on)`);
  debug(`  settled in ${result.ms.toFixed(0)} ms`);
}

async function traced(browser: Browser, page: Page, name: string, action: () => Promise<void>): Promise<TraceEvent[]> {
  debug(`trace ${name}`);
  await browser.startTracing(page, { categories: CATEGORIES });
  let buffer: Buffer;
  try {
    await action();
  } finally {
    debug(`stop ${name}`);
    buffer = await browser.stopTracing();
    debug(`stopped ${name}: ${(buffer.length / 1e6).toFixed(1)} MB`);
  }
  if (values['keep-traces']) {
    mkdirSync(tracesDir, { recursive: true });
    writeFileSync(path.join(tracesDir, `${name}.json`), buffer);
  }
  return traceEvents(JSON.parse(buffer.toString('utf8')));
}

const canvas = (page: Page) => page.getByTestId('map-canvas');

/** A fresh document with the table view (so neither the GIS data nor the map's chunk are in the page yet). */
async function openTable(page: Page, base: string) {
  await page.goto('about:blank');
  await page.goto(`${base}#/installations!view=table`);
  await page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
  await settled(page);
}

async function firstRender(browser: Browser, page: Page, base: string, run: number): Promise<FirstRenderRun> {
  await openTable(page, base);
  const events = await traced(browser, page, `first-render-${run}`, async () => {
    await page.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Karte' }).click();
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, RENDER_MEASURE, { timeout: 60_000 });
    await settled(page);
  });
  const thread = mainThreadOf(events, RENDER_MEASURE);
  if (!thread) throw new Error(`No '${RENDER_MEASURE}' measure in the trace of run ${run}`);
  const tasks = topLevelTasks(events, thread);
  const [measure] = measures(events, thread, RENDER_MEASURE);
  if (!measure) throw new Error(`No '${RENDER_MEASURE}' measure on the page's main thread in run ${run}`);
  const response = responsesOf(events, GIS_PATH).filter((t) => t <= measure.start).pop();
  if (response === undefined) throw new Error(`No response of ${GIS_PATH} before the map's render in run ${run}`);
  const end = endOfTaskAt(tasks, measure.end);
  const { wall, cpu } = workIn(tasks, response, end);
  const appMeasure = await page.evaluate((name) => performance.getEntriesByName(name)[0]!.duration, RENDER_MEASURE);
  const markers = Number(await canvas(page).getAttribute('data-markers'));
  return { work: { cpu: cpu.busy, wall: wall.busy }, longest: { cpu: cpu.longest, wall: wall.longest }, window: end - response, appMeasure, markers };
}

interface Step {
  name: string;
  act: (page: Page) => Promise<void>;
}

/** Drags the map from its centre by (dx, dy) pixels in small moves, as a hand does. */
async function drag(page: Page, dx: number, dy: number) {
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('The map has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

async function wheel(page: Page, deltaY: number) {
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('The map has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, deltaY);
}

async function keys(page: Page, ...presses: string[]) {
  for (const key of presses) {
    await canvas(page).focus();
    await page.keyboard.press(key);
    await settled(page);
  }
}

const controls = (page: Page) => page.getByRole('group', { name: 'Kartensteuerung' });

async function buttons(page: Page, ...names: string[]) {
  for (const name of names) {
    await controls(page).getByRole('button', { name, exact: true }).click();
    await settled(page);
  }
}

/** The user's moves, each in its own window of the trace (between two marks). */
const STEPS: Step[] = [
  {
    name: 'pan by mouse drag',
    act: async (page) => {
      for (const [dx, dy] of [[240, 0], [0, 160], [-240, -160], [-160, 120]] as const) {
        await drag(page, dx, dy);
        await settled(page);
      }
    },
  },
  { name: 'pan by arrow keys', act: (page) => keys(page, 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp') },
  {
    name: 'zoom by mouse wheel',
    act: async (page) => {
      for (const delta of [-300, -300, -300, 300, 300, 300]) {
        await wheel(page, delta);
        await settled(page);
      }
    },
  },
  { name: 'zoom by + and - keys', act: (page) => keys(page, '+', '+', '-', '-') },
  { name: "zoom by buttons, 'Ganz Österreich zeigen'", act: (page) => buttons(page, 'Vergrößern', 'Vergrößern', 'Vergrößern', 'Verkleinern', 'Ganz Österreich zeigen') },
];

async function panZoom(browser: Browser, page: Page, base: string, run: number): Promise<PanZoomRun> {
  await page.goto('about:blank');
  await page.goto(`${base}#/installations!view=map`);
  await canvas(page).and(page.locator('[data-rendered="true"]')).waitFor({ timeout: 60_000 });
  await settled(page);
  const events = await traced(browser, page, `pan-zoom-${run}`, async () => {
    for (const [i, step] of STEPS.entries()) {
      debug(step.name);
      await page.evaluate((name) => performance.mark(name), `perf:step-${i}`);
      await step.act(page);
    }
    await page.evaluate(() => performance.mark('perf:end'));
  });
  const thread = mainThreadOf(events, 'perf:end');
  if (!thread) throw new Error(`No 'perf:end' mark in the trace of run ${run}`);
  const tasks = topLevelTasks(events, thread);
  const bounds = [...STEPS.map((_, i) => marks(events, thread, `perf:step-${i}`)[0]), marks(events, thread, 'perf:end')[0]];
  return {
    steps: STEPS.map((step, i): StepRun => {
      const from = bounds[i];
      const to = bounds[i + 1];
      if (from === undefined || to === undefined) throw new Error(`No marks around '${step.name}' in run ${run}`);
      const { wall, cpu } = workIn(tasks, from, to);
      return { step: step.name, longest: { cpu: cpu.longest, wall: wall.longest }, long: { cpu: cpu.long, wall: wall.long } };
    }),
  };
}

const mocks = await startMocks(undefined, { quiet: true });
const server = await startWebServer({ distDir, port: ports.web, upstreams: localUpstreams() });
const base = `http://127.0.0.1:${ports.web}/${APP_DIR}/`;
const browser = await chromium.launch({ executablePath: await findBrowser(), args: CHROMIUM_FLAGS });
const loadBefore = loadavg();
let ok = false;
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'de-AT' });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[browser] ${message.text()}`);
  });
  // A first visit fills the HTTP cache (and the mock's first search of the 10,000), as for a returning user.
  await openTable(page, base);
  const total = await page.locator('.register-total').innerText();
  console.log(`Anlagenregister: ${total} (MOCK_INSTALLATIONS=${process.env.MOCK_INSTALLATIONS}), ${RUNS} runs`);

  const first: FirstRenderRun[] = [];
  const moves: PanZoomRun[] = [];
  // Alternating, so that load from other processes falls on both alike.
  for (let run = 1; run <= RUNS; run++) {
    first.push(await firstRender(browser, page, base, run));
    moves.push(await panZoom(browser, page, base, run));
    const longest = Math.max(...moves[run - 1]!.steps.map((s) => s.longest[CLOCK]));
    console.log(`  run ${run}: first render ${first[run - 1]!.work[CLOCK].toFixed(0)} ms of work, pan/zoom longest task ${longest.toFixed(0)} ms (${CLOCK})`);
  }
  const loadAfter = loadavg();
  const summary = summarize(first, moves, CLOCK);
  const version = browser.version();
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(`\nMap at scale: Chromium ${version} headless, unthrottled (no CPU slowdown), ${cpus().length} cores,`);
  console.log(`load average ${load(loadBefore)} before and ${load(loadAfter)} after (1, 5, 15 min); 1440 × 900 px.`);
  console.log(`Budgets checked against the main thread's ${CLOCK === 'cpu' ? 'CPU time (--clock wall: the wall clock)' : 'wall clock (--clock cpu: its CPU time)'}.\n`);
  console.log(table(summary));
  if (summary.failures.length > 0) console.error(`\n${summary.failures.map((failure) => `Budget missed: ${failure}`).join('\n')}`);
  mkdirSync(reportsDir, { recursive: true });
  const report = {
    installations: Number(process.env.MOCK_INSTALLATIONS),
    runs: RUNS,
    chromium: version,
    throttling: 'none',
    cores: cpus().length,
    loadAverage: { before: loadBefore, after: loadAfter },
    ...summary,
    firstRender: first,
    panZoom: moves,
  };
  writeFileSync(path.join(reportsDir, 'perf-map.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten: ${path.join(REPORTS_DIR, 'perf-map.json')}${values['keep-traces'] ? `, traces in ${path.join(REPORTS_DIR, 'perf-map-traces')}` : ''}`);
  ok = summary.ok;
} finally {
  await browser.close();
  server.close();
  await mocks.stop();
}
process.exit(ok ? 0 : 1);
