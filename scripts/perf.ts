/**
 * `npm run perf`: builds, serves the production build (DIST_DIR) with the mock and measures per page the
 * initial and lazy JavaScript (gzip, as a real Chromium loads it) and Lighthouse in mobile emulation (median
 * of --runs, default 5: performance, accessibility, best practices, LCP, TBT, CLS). In the same interleaved run
 * it measures the floor app (perf/floor/: React, react-router and TanStack Query showing the register's first
 * 20 rows, built here with its own vite config), and gives each page's LCP as a ratio to the floor's. Prints a table, writes
 * <REPORTS_DIR>/perf.json (every budget check, counted by `npm test`) and each page's median report as
 * <REPORTS_DIR>/lighthouse/<page>.json; exits 1 when a budget is broken (performance: below budget minus
 * --tolerance).
 *
 * Options: --runs N, --skip-build, --no-lighthouse, --tolerance N (score points), --pages a,b (by name or
 * hash path), --cpu-slowdown N|auto (default 4, see DEFAULT_SLOWDOWN; auto: calibrated from the highest benchmarkIndex of the loads,
 * scripts/perf/lighthouse.ts; a single load's index scatters too much on a shared host), --report-only.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import { APP_DIR, DIST_DIR, REPORTS_DIR, localUpstreams, ports } from '../mock/config';
import { root } from '../mock/prism';
import { startMocks } from '../mock/run';
import { CHROMIUM_FLAGS, findBrowser } from './browser';
import { audit, DEFAULT_SLOWDOWN, gather, hostSlowdown, invalidRun, PAGES, selectPages, slug } from './perf/lighthouse';
import { buildFloor, FLOOR } from './perf/floor';
import { median } from './perf/trace';
import { startWebServer } from './web-server';

export const BUDGETS = {
  initialJsGzipKb: 130,
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  cls: 0.02,
  tbtMs: 100,
  /** A page's median LCP at most this many times the floor app's. */
  lcpRatio: 1.25,
};

type Budget = 'size' | 'performance' | 'accessibility' | 'best-practices' | 'cls' | 'tbt' | 'lcp-ratio';

/**
 * Budgets measured and printed but not yet enforced, whatever --report-only says: the pages do not meet them
 * on this project's machines yet (README, "Performance budgets"). Remove a budget from here once they do.
 */
const NOT_YET_ENFORCED: readonly Budget[] = ['lcp-ratio'];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    tolerance: { type: 'string', default: process.env.CI ? '5' : '0' },
    pages: { type: 'string' },
    'cpu-slowdown': { type: 'string', default: String(DEFAULT_SLOWDOWN) },
    // Budgets measured and reported but not failing the run (comma-separated: performance, accessibility,
    // best-practices, cls, size, tbt, lcp-ratio); `npm test` passes PERF_REPORT_ONLY here.
    'report-only': { type: 'string', default: '' },
  },
});
const pages = selectPages(values.pages);
const runs = Math.max(1, Number(values.runs));
const tolerance = Number(values.tolerance);
const distDir = path.resolve(root, DIST_DIR);
const fixedSlowdown = values['cpu-slowdown'] === 'auto' ? undefined : Number(values['cpu-slowdown']);

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** Scripts the HTML loads before any route code: the entry and its modulepreloads. */
function initialScripts(dir = distDir): string[] {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const found = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\.?\/?([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  return [...new Set(found)];
}

const vite = path.join(root, 'node_modules/vite/bin/vite.js');
if (!values['skip-build']) execFileSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
// The floor is the measurement's yardstick, not the build measured, served by a web server of its own.
const floorDir = buildFloor();

const mocks = await startMocks(undefined, { quiet: true });
const server = await startWebServer({ distDir, port: ports.web, upstreams: localUpstreams() });
const floorServer = await startWebServer({ distDir: floorDir, port: ports.web + 1, upstreams: localUpstreams() });
const base = `http://127.0.0.1:${ports.web}/${APP_DIR}/`;
const floorUrl = `http://127.0.0.1:${ports.web + 1}/${APP_DIR}/${FLOOR.hash}`;
const executablePath = await findBrowser();

interface PageResult {
  page: string;
  /** The floor app, not a page of the app: no budgets, the reference of the LCP ratio. */
  floor?: boolean;
  /** Median LCP divided by the floor's median LCP. */
  lcpRatio?: number;
  initialJsKb: number;
  lazyJsKb: number;
  lazyChunks: string[];
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  cpuSlowdown?: number;
  benchmarkIndex?: number;
  /** Every run's figures, to see where a score scatters. */
  runs?: { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; speedIndexMs: number; benchmarkIndex: number; cls: number; shifted: string[] }[];
}

/** The elements a load's layout shifts moved, with their share of the CLS ('selector score'). */
function shiftedElements(lhr: { audits: Record<string, { details?: unknown } | undefined> }): string[] {
  const items = (lhr.audits['layout-shifts']?.details as { items?: { node?: { selector?: string }; score?: number }[] } | undefined)?.items ?? [];
  return items.map((item) => `${item.node?.selector ?? '?'} ${(item.score ?? 0).toFixed(3)}`);
}

const results: PageResult[] = [];
let failed = false;
try {
  const initial = initialScripts();
  const initialJsKb = initial.reduce((sum, file) => sum + gzipKb(path.join(distDir, file)), 0);

  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  for (const page of pages) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const loaded = new Set<string>();
    tab.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) loaded.add(url.pathname.replace(`/${APP_DIR}/`, ''));
    });
    // Polling pages may never go quiet on a loaded machine: 'load', then idle or 20 s.
    await tab.goto(base + page.hash, { waitUntil: 'load', timeout: 60_000 });
    await tab.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    const lazy = [...loaded].filter((file) => !initial.includes(file));
    results.push({
      page: page.name,
      initialJsKb,
      lazyJsKb: lazy.reduce((sum, file) => sum + gzipKb(path.join(distDir, file)), 0),
      lazyChunks: lazy.map((file) => path.basename(file)),
    });
    await context.close();
  }
  await browser.close();
  const floorScripts = initialScripts(floorDir);
  results.push({ page: FLOOR.name, floor: true, initialJsKb: floorScripts.reduce((sum, file) => sum + gzipKb(path.join(floorDir, file)), 0), lazyJsKb: 0, lazyChunks: [] });
  const urlOf = (result: PageResult) => (result.floor ? floorUrl : base + (PAGES.find((p) => p.name === result.page)?.hash ?? ''));

  if (!values['no-lighthouse']) {
    const lhDir = path.resolve(root, REPORTS_DIR, 'lighthouse');
    rmSync(lhDir, { recursive: true, force: true });
    mkdirSync(lhDir, { recursive: true });
    const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] });
    const artifactsDir = mkdtempSync(path.join(tmpdir(), 'ippc-lighthouse-'));
    try {
      // A fresh Chrome's first load is slow (cold caches): one load that is not counted.
      await gather(base + (pages[0]?.hash ?? ''), chrome.port, path.join(artifactsDir, 'warm-up'));
      // Round after round over the pages, so that a spell of load on the host hits one run of several pages
      // (absorbed by the medians), not every run of one page; then one slowdown simulates them all.
      const gathered: { result: PageResult; dir: string; benchmarkIndex: number }[] = [];
      for (let i = 0; i < runs; i++) {
        for (const result of results) {
          const dir = path.join(artifactsDir, `${slug(result.page)}-${i}`);
          gathered.push({ result, dir, benchmarkIndex: await gather(urlOf(result), chrome.port, dir) });
        }
      }
      const indexes = gathered.map((run) => run.benchmarkIndex);
      const cpuSlowdownMultiplier = fixedSlowdown ?? hostSlowdown(indexes);
      console.log(`Host benchmarkIndex highest ${Math.round(Math.max(...indexes))}, median ${Math.round(median(indexes))} (${gathered.length} loads, ${Math.round(Math.min(...gathered.map((run) => run.benchmarkIndex)))}–${Math.round(Math.max(...gathered.map((run) => run.benchmarkIndex)))}) → CPU slowdown ${cpuSlowdownMultiplier}×`);
      for (const result of results) {
        const samples: Record<'performance' | 'accessibility' | 'bestPractices' | 'lcp' | 'tbt' | 'cls', number[]> = {
          performance: [],
          accessibility: [],
          bestPractices: [],
          lcp: [],
          tbt: [],
          cls: [],
        };
        const reports: { performance: number; json: string }[] = [];
        const indexes: number[] = [];
        for (const run of gathered.filter((entry) => entry.result === result)) {
          let outcome = await audit(run.dir, chrome.port, cpuSlowdownMultiplier);
          // A load Lighthouse could not measure (a runtime error, no score) is no sample: it is gathered
          // again, at most four times (a busy host's trace sometimes lacks the navigation's start, NO_NAVSTART), and said; counted as 0 it would pull the median down.
          for (let retry = 1; invalidRun(outcome?.lhr) && retry <= 4; retry++) {
            console.log(`${result.page}: a load gave no measurement (${invalidRun(outcome?.lhr)}); gathered again (${retry} of 4)`);
            run.benchmarkIndex = await gather(urlOf(result), chrome.port, run.dir);
            outcome = await audit(run.dir, chrome.port, cpuSlowdownMultiplier);
          }
          const lhr = outcome?.lhr;
          if (!lhr) throw new Error(`Lighthouse returned nothing for ${result.page}`);
          const invalid = invalidRun(lhr);
          if (invalid) throw new Error(`Lighthouse could not measure ${result.page} in five loads: ${invalid}`);
          indexes.push(run.benchmarkIndex);
          samples.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
          samples.accessibility.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
          samples.bestPractices.push(Math.round((lhr.categories['best-practices']?.score ?? 0) * 100));
          samples.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
          samples.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
          samples.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
          result.runs = [
            ...(result.runs ?? []),
            {
              performance: samples.performance.at(-1) ?? 0,
              fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
              lcpMs: Math.round(samples.lcp.at(-1) ?? 0),
              tbtMs: Math.round(samples.tbt.at(-1) ?? 0),
              speedIndexMs: Math.round(lhr.audits['speed-index']?.numericValue ?? 0),
              benchmarkIndex: Math.round(run.benchmarkIndex),
              cls: Number((samples.cls.at(-1) ?? 0).toFixed(3)),
              shifted: shiftedElements(lhr),
            },
          ];
          reports.push({ performance: samples.performance.at(-1) ?? 0, json: typeof outcome?.report === 'string' ? outcome.report : JSON.stringify(lhr) });
        }
        const medianReport = [...reports].sort((a, b) => a.performance - b.performance)[Math.floor((reports.length - 1) / 2)];
        if (medianReport) writeFileSync(path.join(lhDir, `${slug(result.page)}.json`), medianReport.json);
        result.performance = median(samples.performance);
        result.accessibility = median(samples.accessibility);
        result.bestPractices = median(samples.bestPractices);
        result.lcpMs = Math.round(median(samples.lcp));
        result.tbtMs = Math.round(median(samples.tbt));
        result.cls = Number(median(samples.cls).toFixed(3));
        result.cpuSlowdown = cpuSlowdownMultiplier;
        result.benchmarkIndex = Math.round(median(indexes));
      }
      const floorLcp = results.find((r) => r.floor)?.lcpMs;
      for (const result of results) if (floorLcp && result.lcpMs !== undefined) result.lcpRatio = Number((result.lcpMs / floorLcp).toFixed(2));
    } finally {
      await chrome.kill();
      rmSync(artifactsDir, { recursive: true, force: true });
    }
  }
} finally {
  server.close();
  floorServer.close();
  await mocks.stop();
  rmSync(floorDir, { recursive: true, force: true });
}

/** Every budget check, one per budget and page: what `npm test` counts. */
interface Check {
  name: string;
  ok: boolean;
  detail: string;
  /** false: measured and reported, but not counted as a test nor failing the run (--report-only). */
  gating: boolean;
}
const reportOnly = new Set([...values['report-only'].split(',').map((b) => b.trim()).filter(Boolean), ...NOT_YET_ENFORCED]);
const checks: Check[] = [];
const check = (budget: Budget, name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail, gating: !reportOnly.has(budget) });
for (const r of results) {
  if (r.floor) continue;
  check('size', `${r.page}: initial JS ≤ ${BUDGETS.initialJsGzipKb} kB gzip`, r.initialJsKb <= BUDGETS.initialJsGzipKb, `${r.initialJsKb.toFixed(1)} kB`);
  if (r.performance === undefined || r.accessibility === undefined || r.bestPractices === undefined || r.cls === undefined) continue;
  // The tolerance is for the performance score only, which scatters from run to run with the host's load;
  // accessibility and best practices are deterministic audits and stay strict, like CLS and the size.
  check('performance', `${r.page}: performance ≥ ${BUDGETS.performance}${tolerance ? ` (tolerance ${tolerance})` : ''}`, r.performance >= BUDGETS.performance - tolerance, String(r.performance));
  check('accessibility', `${r.page}: accessibility ≥ ${BUDGETS.accessibility}`, r.accessibility >= BUDGETS.accessibility, String(r.accessibility));
  check('best-practices', `${r.page}: best practices ≥ ${BUDGETS.bestPractices}`, r.bestPractices >= BUDGETS.bestPractices, String(r.bestPractices));
  const shifts = (r.runs ?? []).flatMap((run, i) => (run.shifted.length ? [`load ${i + 1}: ${run.shifted.join(', ')}`] : []));
  check('cls', `${r.page}: CLS ≤ ${BUDGETS.cls}`, r.cls <= BUDGETS.cls, `${r.cls}${shifts.length ? ` (${shifts.join('; ')})` : ''}`);
  if (r.tbtMs !== undefined) check('tbt', `${r.page}: TBT ≤ ${BUDGETS.tbtMs} ms`, r.tbtMs <= BUDGETS.tbtMs, `${r.tbtMs} ms`);
  if (r.lcpRatio !== undefined) check('lcp-ratio', `${r.page}: LCP ≤ ${BUDGETS.lcpRatio}× the floor's`, r.lcpRatio <= BUDGETS.lcpRatio, `${r.lcpRatio}× (${r.lcpMs} ms)`);
}
const problems = checks.filter((c) => !c.ok && c.gating).map((c) => `${c.name}: ${c.detail}`);
const reported = checks.filter((c) => !c.ok && !c.gating).map((c) => `${c.name}: ${c.detail}`);
failed = problems.length > 0;

const fmt = (v: number | undefined, digits = 0) => (v === undefined ? '–' : v.toFixed(digits));
const cpu = fixedSlowdown === undefined ? 'CPU slowdown calibrated per run from the host' : `CPU slowdown ${fixedSlowdown}×`;
console.log(`\nPerformance (Lighthouse mobile, median of ${runs}; tolerance ${tolerance} points; ${cpu})\n`);
console.log('| Page | initial JS kB gz | lazy JS kB gz | Perf | Perf runs | A11y | BP | LCP ms | LCP runs | LCP ÷ floor | TBT ms | TBT runs | CLS | CPU × (host index) |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
const spread = (list: number[] | undefined) => (list?.length ? `${Math.min(...list)}–${Math.max(...list)}` : '–');
for (const r of results) {
  console.log(
    `| ${r.page} | ${fmt(r.initialJsKb, 1)} | ${fmt(r.lazyJsKb, 1)} | ${fmt(r.performance)} | ${spread(r.runs?.map((x) => x.performance))} | ${fmt(r.accessibility)} | ${fmt(r.bestPractices)} | ${fmt(r.lcpMs)} | ${spread(r.runs?.map((x) => x.lcpMs))} | ${fmt(r.lcpRatio, 2)} | ${fmt(r.tbtMs)} | ${spread(r.runs?.map((x) => x.tbtMs))} | ${fmt(r.cls, 3)} | ${r.cpuSlowdown === undefined ? '–' : `${r.cpuSlowdown} (${r.benchmarkIndex ?? '?'})`} |`,
  );
}
const reportDir = path.resolve(root, REPORTS_DIR);
mkdirSync(reportDir, { recursive: true });
writeFileSync(path.join(reportDir, 'perf.json'), JSON.stringify({ budgets: BUDGETS, runs, tolerance, results, checks, problems, reported }, null, 2) + '\n');
if (reported.length) console.log(`\nBudget missed (reported only, --report-only ${[...reportOnly].join(',')}):\n- ${reported.join('\n- ')}`);
console.log(problems.length ? `\nBudget broken:\n- ${problems.join('\n- ')}` : `\nAll ${reported.length ? 'enforced ' : ''}budgets kept.`);
process.exit(failed ? 1 : 0);
