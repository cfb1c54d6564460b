/**
 * `npm run perf`: builds, serves the production build with the mock, and measures per page
 *  - the initial JavaScript (gzip) and the route's lazy chunks, as loaded by a real Chromium;
 *  - Lighthouse in mobile emulation with Debian's Chromium, median of N runs (default 5): performance,
 *    accessibility, best-practices, LCP, TBT, CLS.
 * Prints a table, writes reports/perf.json and compares with the budgets of DESIGN.md. Exit code 1 when the
 * size budget is broken, or a Lighthouse score falls below its budget minus the tolerance.
 *
 * Options: --runs N (Lighthouse runs per page), --skip-build, --no-lighthouse, --tolerance N (score points).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { APP_DIR, DIST_DIR, REPORTS_DIR, localUpstreams, ports } from '../mock/config';
import { root } from '../mock/prism';
import { startMocks } from '../mock/run';
import { CHROMIUM_FLAGS, findBrowser } from './browser';
import { startWebServer } from './web-server';

export const BUDGETS = {
  initialJsGzipKb: 130,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  cls: 0.02,
};

export const PAGES = [
  { name: 'Startseite', hash: '#/start' },
  { name: 'Anlagenregister', hash: '#/installations' },
  { name: 'Anlagendetails', hash: '#/installations/AT-IPPC-000001' },
  { name: 'Umweltinspektion', hash: '#/environmental-inspection' },
  { name: 'bvT Schlussfolgerungen', hash: '#/bvt-conclusions' },
  { name: 'Rechtsgrundlagen/Leitfäden', hash: '#/legal-bases-guidelines' },
  { name: 'FAQ', hash: '#/faq' },
];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    tolerance: { type: 'string', default: process.env.CI ? '5' : '0' },
  },
});
const runs = Math.max(1, Number(values.runs));
const tolerance = Number(values.tolerance);
const distDir = path.resolve(root, DIST_DIR);

function median(list: number[]): number {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** Scripts the HTML loads before any route code: the entry and its modulepreloads. */
function initialScripts(): string[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const found = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\.?\/?([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  return [...new Set(found)];
}

if (!values['skip-build']) execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });

const mocks = await startMocks(undefined, { quiet: true });
const server = await startWebServer({ distDir, port: ports.web, upstreams: localUpstreams() });
const base = `http://127.0.0.1:${ports.web}/${APP_DIR}/`;
const executablePath = await findBrowser();

interface PageResult {
  page: string;
  initialJsKb: number;
  lazyJsKb: number;
  lazyChunks: string[];
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
}

const results: PageResult[] = [];
let failed = false;
try {
  const initial = initialScripts();
  const initialJsKb = initial.reduce((sum, file) => sum + gzipKb(path.join(distDir, file)), 0);

  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  for (const page of PAGES) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const loaded = new Set<string>();
    tab.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) loaded.add(url.pathname.replace(`/${APP_DIR}/`, ''));
    });
    await tab.goto(base + page.hash, { waitUntil: 'networkidle' });
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

  if (!values['no-lighthouse']) {
    const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] });
    try {
      for (const result of results) {
        const page = PAGES.find((p) => p.name === result.page);
        if (!page) continue;
        const samples: Record<'performance' | 'accessibility' | 'bestPractices' | 'lcp' | 'tbt' | 'cls', number[]> = {
          performance: [],
          accessibility: [],
          bestPractices: [],
          lcp: [],
          tbt: [],
          cls: [],
        };
        for (let i = 0; i < runs; i++) {
          const outcome = await lighthouse(base + page.hash, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          });
          const lhr = outcome?.lhr;
          if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.name}`);
          samples.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
          samples.accessibility.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
          samples.bestPractices.push(Math.round((lhr.categories['best-practices']?.score ?? 0) * 100));
          samples.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
          samples.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
          samples.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
        }
        result.performance = median(samples.performance);
        result.accessibility = median(samples.accessibility);
        result.bestPractices = median(samples.bestPractices);
        result.lcpMs = Math.round(median(samples.lcp));
        result.tbtMs = Math.round(median(samples.tbt));
        result.cls = Number(median(samples.cls).toFixed(3));
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  server.close();
  await mocks.stop();
}

const problems: string[] = [];
for (const r of results) {
  if (r.initialJsKb > BUDGETS.initialJsGzipKb) problems.push(`${r.page}: initial JS ${r.initialJsKb.toFixed(1)} kB > ${BUDGETS.initialJsGzipKb} kB`);
  if (r.performance !== undefined && r.performance < BUDGETS.performance - tolerance) problems.push(`${r.page}: performance ${r.performance} < ${BUDGETS.performance}`);
  if (r.accessibility !== undefined && r.accessibility < BUDGETS.accessibility - tolerance) problems.push(`${r.page}: accessibility ${r.accessibility} < ${BUDGETS.accessibility}`);
  if (r.bestPractices !== undefined && r.bestPractices < BUDGETS.bestPractices - tolerance) problems.push(`${r.page}: best practices ${r.bestPractices} < ${BUDGETS.bestPractices}`);
  if (r.cls !== undefined && r.cls > BUDGETS.cls) problems.push(`${r.page}: CLS ${r.cls} > ${BUDGETS.cls}`);
}
failed = problems.length > 0;

const fmt = (v: number | undefined, digits = 0) => (v === undefined ? '–' : v.toFixed(digits));
console.log(`\nPerformance (Lighthouse mobile, median of ${runs}; tolerance ${tolerance} points)\n`);
console.log('| Page | initial JS kB gz | lazy JS kB gz | Perf | A11y | BP | LCP ms | TBT ms | CLS |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.page} | ${fmt(r.initialJsKb, 1)} | ${fmt(r.lazyJsKb, 1)} | ${fmt(r.performance)} | ${fmt(r.accessibility)} | ${fmt(r.bestPractices)} | ${fmt(r.lcpMs)} | ${fmt(r.tbtMs)} | ${fmt(r.cls, 3)} |`,
  );
}
const reportDir = path.resolve(root, REPORTS_DIR);
mkdirSync(reportDir, { recursive: true });
writeFileSync(path.join(reportDir, 'perf.json'), JSON.stringify({ budgets: BUDGETS, runs, tolerance, results, problems }, null, 2) + '\n');
console.log(problems.length ? `\nBudget broken:\n- ${problems.join('\n- ')}` : '\nAll budgets kept.');
process.exit(failed ? 1 : 0);
