/**
 * `npx tsx scripts/perf-applied.ts name=distDir name=distDir … [--runs N] [--pages a,b] [--devtools] [--floor]`:
 * each page's LCP with applied throttling, several builds in one interleaved run. Chromium loads the page as
 * Lighthouse's phone (412 × 823 at 1.75×) through DevTools' network emulation at the perf scripts' CPU slowdown
 * (4×), and the page's own PerformanceObserver reads the LCP (its last entry). The network: by default the round
 * trip and bandwidth Lighthouse simulates (150 ms, 1.6 Mbit/s down; 675 kbit/s up); with --devtools the figures
 * Lighthouse applies itself with `throttlingMethod: 'devtools'` (562.5 ms added to every request, 1474.56 kbit/s
 * down, 675 up). With --floor the floor app (perf/floor/) is built and loaded in every round too, and each
 * page's LCP is also given as a ratio to the floor's, as scripts/perf.ts gives the simulated one.
 * Lighthouse's simulation (scripts/perf-ablation.ts) rebuilds a load from a graph of the main thread's
 * requests and tasks; a chain of requests that a worker makes itself (the validation worker's chunks) is not
 * in that graph, and here it is. Median (min–max) of --runs loads per page and build (default 7), rounds
 * alternating the builds' order; wall-clock figures that move with the host's load. Writes
 * <REPORTS_DIR>/perf-applied.json.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { APP_DIR, REPORTS_DIR, localUpstreams, ports } from '../mock/config';
import { root } from '../mock/prism';
import { startMocks } from '../mock/run';
import { CHROMIUM_FLAGS, findBrowser } from './browser';
import { buildFloor, FLOOR } from './perf/floor';
import { buildsToCompare, DEFAULT_SLOWDOWN, selectPages } from './perf/lighthouse';
import { median } from './perf/trace';
import { startWebServer } from './web-server';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '7' }, pages: { type: 'string' }, devtools: { type: 'boolean', default: false }, floor: { type: 'boolean', default: false } },
});
const builds = buildsToCompare(positionals, 'usage: perf-applied.ts name=distDir [name=distDir …] [--runs N] [--pages a,b] [--devtools] [--floor]', ports.web + 2);
const pages = selectPages(values.pages);
const runs = Math.max(1, Number(values.runs));
const phone = screenEmulationMetrics.mobile;
const preset = throttling.mobileSlow4G;
// kbit/s as Lighthouse converts them for DevTools (1 kbit = 1024 bit).
const network = values.devtools
  ? { label: 'devtools', latencyMs: preset.requestLatencyMs, downKbps: preset.downloadThroughputKbps, upKbps: preset.uploadThroughputKbps }
  : { label: 'simulated figures', latencyMs: preset.rttMs, downKbps: preset.throughputKbps, upKbps: preset.uploadThroughputKbps };
const floor = values.floor ? { name: FLOOR.name, distDir: buildFloor(), port: ports.web + 1 } : undefined;

const mocks = await startMocks(undefined, { quiet: true });
const servers = await Promise.all([...(floor ? [floor] : []), ...builds].map((build) => startWebServer({ distDir: build.distDir, port: build.port, upstreams: localUpstreams() })));
const browser = await chromium.launch({ executablePath: await findBrowser(), args: CHROMIUM_FLAGS });
const lcps = new Map<string, number[]>();

/** One load of a page in a fresh context; its LCP in ms. */
async function loadOnce(url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: phone.width, height: phone.height }, deviceScaleFactor: phone.deviceScaleFactor, isMobile: phone.mobile, locale: 'de-AT' });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: Math.floor((network.downKbps * 1024) / 8),
      uploadThroughput: Math.floor((network.upKbps * 1024) / 8),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: DEFAULT_SLOWDOWN });
    await tab.addInitScript(() => {
      const page = window as unknown as { lcp: number };
      page.lcp = 0;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => (page.lcp = entry.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await tab.goto(url);
    await tab.waitForLoadState('networkidle', { timeout: 60_000 });
    return Math.round(await tab.evaluate(() => (window as unknown as { lcp: number }).lcp));
  } finally {
    await context.close();
  }
}

try {
  for (let run = 0; run < runs; run++) {
    const loads = pages.flatMap((page) => (run % 2 === 0 ? builds : [...builds].reverse()).map((build) => ({ page, build })));
    // The floor first in one round and last in the next, as the builds alternate.
    if (floor) loads.splice(run % 2 === 0 ? 0 : loads.length, 0, { page: FLOOR, build: floor });
    for (const { page, build } of loads) {
      const lcp = await loadOnce(`http://127.0.0.1:${build.port}/${APP_DIR}/${page.hash}`);
      const key = `${page.name}\t${build.name}`;
      lcps.set(key, [...(lcps.get(key) ?? []), lcp]);
      console.log(`run ${run + 1}/${runs} ${page.name} ${build.name}: LCP ${lcp} ms`);
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
  await mocks.stop();
  if (floor) rmSync(floor.distDir, { recursive: true, force: true });
}

const summary = (list: number[]) => ({ lcpMs: Math.round(median(list)), runs: list });
const floorResult = floor ? summary(lcps.get(`${FLOOR.name}\t${floor.name}`) ?? []) : undefined;
const ratio = (lcpMs: number) => (floorResult ? Number((lcpMs / floorResult.lcpMs).toFixed(2)) : undefined);
const spread = (c: { lcpMs: number; runs: number[] }) => `${c.lcpMs} (${Math.min(...c.runs)}–${Math.max(...c.runs)})${floorResult ? ` · ${ratio(c.lcpMs)?.toFixed(2)}×` : ''}`;
console.log(
  `\nLCP with applied throttling, ${network.label} (${network.latencyMs} ms, ${Number(network.downKbps.toFixed(2))} kbit/s down, ${DEFAULT_SLOWDOWN}× CPU), ms, median (min–max) of ${runs}${floorResult ? ' · ÷ floor' : ''}:\n`,
);
console.log(`| Page | ${builds.map((b) => b.name).join(' | ')} |`);
console.log(`|---|${builds.map(() => '---:').join('|')}|`);
if (floorResult) console.log(`| ${FLOOR.name} | ${builds.map(() => spread(floorResult)).join(' | ')} |`);
const table = pages.map((page) => {
  const cells = builds.map((build) => {
    const cell = summary(lcps.get(`${page.name}\t${build.name}`) ?? []);
    return { build: build.name, ...cell, lcpRatio: ratio(cell.lcpMs) };
  });
  console.log(`| ${page.name} | ${cells.map(spread).join(' | ')} |`);
  return { page: page.name, builds: cells };
});
const reportDir = path.resolve(root, REPORTS_DIR);
mkdirSync(reportDir, { recursive: true });
writeFileSync(
  path.join(reportDir, 'perf-applied.json'),
  JSON.stringify({ runs, network, builds: builds.map(({ name, distDir }) => ({ name, distDir })), floor: floorResult, table }, null, 2) + '\n',
);
