/**
 * `npx tsx scripts/perf-applied.ts name=distDir name=distDir … [--runs N] [--pages a,b]`: each page's LCP with
 * applied throttling, several builds in one interleaved run. Chromium loads the page as Lighthouse's phone
 * (412 × 823) through DevTools' network emulation with the round trip and bandwidth Lighthouse simulates
 * (150 ms, 1.6 Mbit/s down; its applied profile's 675 kbit/s up) at the perf scripts' CPU slowdown (4×), and the
 * page's own PerformanceObserver reads the LCP. Lighthouse's simulation (scripts/perf-ablation.ts) rebuilds a
 * load from a graph of the main thread's requests and tasks; a chain of requests that a worker makes itself
 * (the validation worker's chunks) is not in that graph, and here it is. Median (min–max) of --runs loads per
 * page and build (default 7), rounds alternating the builds' order; wall-clock figures that move with the
 * host's load. Writes <REPORTS_DIR>/perf-applied.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { APP_DIR, REPORTS_DIR, localUpstreams, ports } from '../mock/config';
import { root } from '../mock/prism';
import { startMocks } from '../mock/run';
import { CHROMIUM_FLAGS, findBrowser } from './browser';
import { buildsToCompare, DEFAULT_SLOWDOWN, selectPages } from './perf/lighthouse';
import { median } from './perf/trace';
import { startWebServer } from './web-server';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '7' }, pages: { type: 'string' } } });
const builds = buildsToCompare(positionals, 'usage: perf-applied.ts name=distDir [name=distDir …] [--runs N] [--pages a,b]', ports.web + 1);
const pages = selectPages(values.pages);
const runs = Math.max(1, Number(values.runs));
const phone = screenEmulationMetrics.mobile;
const network = throttling.mobileSlow4G;

const mocks = await startMocks(undefined, { quiet: true });
const servers = await Promise.all(builds.map((build) => startWebServer({ distDir: build.distDir, port: build.port, upstreams: localUpstreams() })));
const browser = await chromium.launch({ executablePath: await findBrowser(), args: CHROMIUM_FLAGS });
const lcps = new Map<string, number[]>();
try {
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
        const context = await browser.newContext({ viewport: { width: phone.width, height: phone.height }, isMobile: phone.mobile, locale: 'de-AT' });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: network.rttMs,
          downloadThroughput: (network.throughputKbps * 1000) / 8,
          uploadThroughput: ((network.uploadThroughputKbps ?? network.throughputKbps) * 1000) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: DEFAULT_SLOWDOWN });
        await tab.addInitScript(() => {
          const page = window as unknown as { lcp: number };
          page.lcp = 0;
          new PerformanceObserver((list) => list.getEntries().forEach((entry) => (page.lcp = entry.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await tab.goto(`http://127.0.0.1:${build.port}/${APP_DIR}/${page.hash}`);
        await tab.waitForLoadState('networkidle');
        const lcp = Math.round(await tab.evaluate(() => (window as unknown as { lcp: number }).lcp));
        await context.close();
        const key = `${page.name}\t${build.name}`;
        lcps.set(key, [...(lcps.get(key) ?? []), lcp]);
        console.log(`run ${run + 1}/${runs} ${page.name} ${build.name}: LCP ${lcp} ms`);
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
  await mocks.stop();
}

console.log(`\nLCP with applied throttling (${network.rttMs} ms, ${network.throughputKbps / 1024} Mbit/s, ${DEFAULT_SLOWDOWN}× CPU), ms, median (min–max) of ${runs}:\n`);
console.log(`| Page | ${builds.map((b) => b.name).join(' | ')} |`);
console.log(`|---|${builds.map(() => '---:').join('|')}|`);
const table = pages.map((page) => {
  const cells = builds.map((build) => {
    const list = lcps.get(`${page.name}\t${build.name}`) ?? [];
    return { build: build.name, lcpMs: Math.round(median(list)), runs: list };
  });
  console.log(`| ${page.name} | ${cells.map((c) => `${c.lcpMs} (${Math.min(...c.runs)}–${Math.max(...c.runs)})`).join(' | ')} |`);
  return { page: page.name, builds: cells };
});
const reportDir = path.resolve(root, REPORTS_DIR);
mkdirSync(reportDir, { recursive: true });
writeFileSync(path.join(reportDir, 'perf-applied.json'), JSON.stringify({ runs, builds: builds.map(({ name, distDir }) => ({ name, distDir })), table }, null, 2) + '\n');
