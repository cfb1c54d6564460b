/**
 * `npx tsx scripts/perf-ablation.ts name=distDir name=distDir …`: Lighthouse (as scripts/perf.ts runs it)
 * over several builds in one run, to compare them on a shared host: the mock once, one web server per build
 * (PORT+1, PORT+2, …), every load gathered round-robin (run, page, build) so that load from other processes
 * hits all builds alike, then all audited with one CPU slowdown. Prints per page and build the median
 * performance, LCP and TBT, and the median LCP as loaded (unthrottled), and writes <REPORTS_DIR>/perf-ablation.json.
 *
 * Options: --runs N (default 5), --pages a,b, --cpu-slowdown N|auto (as scripts/perf.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { APP_DIR, REPORTS_DIR, localUpstreams, ports } from '../mock/config';
import { root } from '../mock/prism';
import { startMocks } from '../mock/run';
import { CHROMIUM_FLAGS, findBrowser } from './browser';
import { audit, buildsToCompare, DEFAULT_SLOWDOWN, gather, hostSlowdown, invalidRun, selectPages, slug } from './perf/lighthouse';
import { median } from './perf/trace';
import { startWebServer } from './web-server';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '5' }, pages: { type: 'string' }, 'cpu-slowdown': { type: 'string', default: String(DEFAULT_SLOWDOWN) } } });
const builds = buildsToCompare(positionals, 'usage: perf-ablation.ts name=distDir [name=distDir …] [--runs N] [--pages a,b]', ports.web + 1);
const pages = selectPages(values.pages);
const runs = Math.max(1, Number(values.runs));

interface Load {
  build: string;
  page: string;
  dir: string;
  benchmarkIndex: number;
  performance?: number;
  lcpMs?: number;
  tbtMs?: number;
  /** LCP as the load happened (unthrottled, this host's CPU and network): what the simulation does not see, such as timers. */
  observedLcpMs?: number;
}

const mocks = await startMocks(undefined, { quiet: true });
const servers = await Promise.all(builds.map((build) => startWebServer({ distDir: build.distDir, port: build.port, upstreams: localUpstreams() })));
const chrome = await chromeLauncher.launch({ chromePath: await findBrowser(), chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] });
const artifactsDir = mkdtempSync(path.join(tmpdir(), 'ippc-ablation-'));
const loads: Load[] = [];
let slowdown = 0;
try {
  const url = (build: (typeof builds)[number], hash: string) => `http://127.0.0.1:${build.port}/${APP_DIR}/${hash}`;
  for (const build of builds) await gather(url(build, pages[0]?.hash ?? ''), chrome.port, path.join(artifactsDir, `warm-up-${build.name}`));
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      for (const build of builds) {
        const dir = path.join(artifactsDir, `${build.name}-${slug(page.name)}-${run}`);
        loads.push({ build: build.name, page: page.name, dir, benchmarkIndex: await gather(url(build, page.hash), chrome.port, dir) });
        console.log(`gathered run ${run + 1}/${runs} ${page.name} ${build.name}`);
      }
    }
  }
  slowdown = values['cpu-slowdown'] === 'auto' ? hostSlowdown(loads.map((load) => load.benchmarkIndex)) : Number(values['cpu-slowdown']);
  for (const load of loads) {
    let lhr = (await audit(load.dir, chrome.port, slowdown))?.lhr;
    // A load Lighthouse could not measure is no sample (as 0 it would pull the median down): it is
    // gathered again, at most four times (a busy host's trace sometimes lacks the navigation's start, NO_NAVSTART), and said.
    for (let retry = 1; invalidRun(lhr) && retry <= 4; retry++) {
      console.log(`${load.page} (${load.build}): a load gave no measurement (${invalidRun(lhr)}); gathered again (${retry} of 4)`);
      const build = builds.find((b) => b.name === load.build);
      const page = pages.find((p) => p.name === load.page);
      if (build && page) await gather(url(build, page.hash), chrome.port, load.dir);
      lhr = (await audit(load.dir, chrome.port, slowdown))?.lhr;
    }
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${load.page} (${load.build})`);
    const invalid = invalidRun(lhr);
    if (invalid) throw new Error(`Lighthouse could not measure ${load.page} (${load.build}) in five loads: ${invalid}`);
    load.performance = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    load.lcpMs = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
    load.tbtMs = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
    const observed = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0];
    load.observedLcpMs = Math.round(observed?.observedLargestContentfulPaint ?? 0);
  }
} finally {
  await chrome.kill();
  rmSync(artifactsDir, { recursive: true, force: true });
  for (const server of servers) server.close();
  await mocks.stop();
}

const indexes = loads.map((load) => load.benchmarkIndex);
console.log(`\nMedian of ${runs} per page and build; host benchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (median ${Math.round(median(indexes))}) → CPU slowdown ${slowdown}×\n`);
console.log(`| Page | ${builds.map((b) => `${b.name}: Perf / LCP ms / TBT ms`).join(' | ')} |`);
console.log(`|---|${builds.map(() => '---:').join('|')}|`);
const table = pages.map((page) => {
  const cells = builds.map((build) => {
    const mine = loads.filter((load) => load.page === page.name && load.build === build.name);
    const of = (key: 'performance' | 'lcpMs' | 'tbtMs' | 'observedLcpMs') => Math.round(median(mine.map((load) => load[key] ?? 0)));
    return {
      build: build.name,
      performance: of('performance'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      observedLcpMs: of('observedLcpMs'),
      runs: mine.map(({ performance, lcpMs, tbtMs, observedLcpMs }) => ({ performance, lcpMs, tbtMs, observedLcpMs })),
    };
  });
  console.log(`| ${page.name} | ${cells.map((c) => `${c.performance} / ${c.lcpMs} / ${c.tbtMs}`).join(' | ')} |`);
  return { page: page.name, builds: cells };
});
console.log(`\nLCP as loaded (no throttling, ms; the simulation above does not see waits such as timers):\n`);
console.log(`| Page | ${builds.map((b) => b.name).join(' | ')} |`);
console.log(`|---|${builds.map(() => '---:').join('|')}|`);
for (const row of table) console.log(`| ${row.page} | ${row.builds.map((c) => c.observedLcpMs).join(' | ')} |`);
const reportDir = path.resolve(root, REPORTS_DIR);
mkdirSync(reportDir, { recursive: true });
writeFileSync(path.join(reportDir, 'perf-ablation.json'), JSON.stringify({ runs, slowdown, builds: builds.map(({ name, distDir }) => ({ name, distDir })), table }, null, 2) + '\n');
