/**
 * `npm run perf:lcp-graph -- [name=distDir] [--pages a,b] [--without regex …] [--merge regex=>regex …] [--shrink regex=kB,… …] [--h2]`: what Lighthouse's simulated
 * LCP waits for. Gathers one load per page as scripts/perf.ts does, then runs Lighthouse's own LCP simulation
 * (Lantern) on it and prints the requests of its graph with their simulated start and end: the simulated LCP
 * is the end of the last of them (script evaluation aside). Every request in flight takes an equal share of the
 * simulated bandwidth, also while it waits for its first byte, so small requests beside a large one delay it.
 * Then, for each `--without` pattern (default without --merge: the API reads, the stylesheets), the simulated LCP with the
 * graph's requests whose URL matches left out (a request another one in the graph depends on stays): what
 * that group of requests costs the LCP in the simulation. For each `--merge 'a=>b'`, the simulated LCP as if the
 * requests matching a were part of the request matching b: they leave the graph, their bytes join b's, and what
 * waited for them waits for b (the chunks of one file, a page's code in the app's chunk, say). For each `--shrink`
 * (a comma-separated list of `regex=kB`, applied together), the simulated LCP as if the matching requests carried
 * that many kB fewer: what a cut of the first load's bytes would buy before making it. With `--h2`, the simulated
 * LCP as if every response had come over HTTP/2 (Lantern then models one connection per origin, warm after the
 * document, instead of six HTTP/1.1 connections). One load each, for finding a lever, not a budget.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { APP_DIR, DIST_DIR, localUpstreams, ports } from '../mock/config';
import { startMocks } from '../mock/run';
import { CHROMIUM_FLAGS, findBrowser } from './browser';
import { buildsToCompare, DEFAULT_SLOWDOWN, gather, selectPages } from './perf/lighthouse';
import { isRequest } from './perf/graphRequests';
import { mergeRequests } from './perf/mergeRequests';
import { parseCuts, shrinkRequests, type Cut } from './perf/shrinkRequests';
import { startWebServer } from './web-server';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { pages: { type: 'string' }, without: { type: 'string', multiple: true }, merge: { type: 'string', multiple: true }, shrink: { type: 'string', multiple: true }, h2: { type: 'boolean', default: false } } });
const [build] = buildsToCompare(positionals.length ? positionals.slice(0, 1) : [`build=${DIST_DIR}`], 'usage: perf-lcp-graph.ts [name=distDir] [--pages a,b] [--without regex …] [--merge regex=>regex …] [--shrink regex=kB,… …] [--h2]', ports.web + 1);
const pages = selectPages(values.pages);
const groups = (values.without ?? (values.merge || values.shrink || values.h2 ? [] : ['/api/', '\\.css$'])).map((pattern) => new RegExp(pattern));
const merges = (values.merge ?? []).map((spec) => {
  const [from = '', into = ''] = spec.split('=>');
  if (!from || !into) throw new Error(`--merge expects 'regex=>regex', got ${spec}`);
  return { from: new RegExp(from), into: new RegExp(into), label: spec };
});
const shrinks = (values.shrink ?? []).map((spec) => ({ cuts: parseCuts(spec), label: spec }));

type Graph = Lantern.Graph.Node;
type LcpMetric = typeof Lantern.Metrics.LargestContentfulPaint;
const lcpMetric: LcpMetric = Lantern.Metrics.LargestContentfulPaint;

type Merge = (typeof merges)[number];

/**
 * Lighthouse's simulated LCP of a gathered load, with the graph's requests matching `leaveOut` left out, with
 * the requests of `merge` made one, with the `cuts` made, or as if served over HTTP/2 (`h2`).
 */
async function simulate(dir: string, { leaveOut, merge, cuts, h2 }: { leaveOut?: RegExp; merge?: Merge; cuts?: readonly Cut[]; h2?: boolean } = {}) {
  const artifacts = await loadArtifacts(dir);
  if (h2) {
    // The protocol Lantern reads from each response record of the DevTools log.
    for (const entry of artifacts.DevtoolsLog as { method: string; params: { response?: { protocol?: string } } }[]) {
      if (entry.method === 'Network.responseReceived' && entry.params.response) entry.params.response.protocol = 'h2';
    }
  }
  const settings = { ...artifacts.settings, throttlingMethod: 'simulate' as const, throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: DEFAULT_SLOWDOWN } };
  const originals = { optimistic: lcpMetric.getOptimisticGraph, pessimistic: lcpMetric.getPessimisticGraph };
  const originalSize = new Map<object, number>();
  const changed = (graph: Graph) => {
    const kept = leaveOut ? graph.cloneWithRelationships((node) => !isRequest(node, leaveOut)) : graph;
    const shrunk = cuts ? shrinkRequests(kept, cuts, originalSize) : kept;
    return merge ? mergeRequests(shrunk, merge.from, merge.into, originalSize) : shrunk;
  };
  lcpMetric.getOptimisticGraph = (graph, navigation) => changed(originals.optimistic.call(lcpMetric, graph, navigation));
  lcpMetric.getPessimisticGraph = (graph, navigation) => changed(originals.pessimistic.call(lcpMetric, graph, navigation));
  try {
    const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, simulator: null, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps };
    return await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings } as never);
  } finally {
    Object.assign(lcpMetric, { getOptimisticGraph: originals.optimistic, getPessimisticGraph: originals.pessimistic });
  }
}

/** Gathers a load and simulates it; a load whose trace Lighthouse cannot read (it happens now and then) is gathered again. */
async function gatheredAndSimulated(url: string, port: number, dir: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    await gather(url, port, dir);
    try {
      return await simulate(dir);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${url}: ${error instanceof Error ? error.message : String(error)}; gathering again`);
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

const mocks = await startMocks(undefined, { quiet: true });
const server = await startWebServer({ distDir: build!.distDir, port: build!.port, upstreams: localUpstreams() });
const chrome = await chromeLauncher.launch({ chromePath: await findBrowser(), chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] });
const artifactsDir = mkdtempSync(path.join(tmpdir(), 'ippc-lcp-graph-'));
try {
  for (const page of pages) {
    const dir = path.join(artifactsDir, page.hash.replace(/\W+/g, '-'));
    const result = await gatheredAndSimulated(`http://127.0.0.1:${build!.port}/${APP_DIR}/${page.hash}`, chrome.port, dir);
    console.log(`\n${page.name} (${build!.name}): simulated LCP ${Math.round(result.timing)} ms at ${DEFAULT_SLOWDOWN}× CPU`);
    console.log('| simulated start ms | end ms | kB | priority | request |\n|---:|---:|---:|---|---|');
    const requests = [...result.optimisticEstimate.nodeTimings.entries()].filter(([node]) => node.type === 'network').sort(([, a], [, b]) => a.startTime - b.startTime);
    for (const [node, timing] of requests) {
      if (node.type !== 'network') continue;
      const { request } = node;
      console.log(`| ${Math.round(timing.startTime)} | ${Math.round(timing.endTime)} | ${(request.transferSize / 1024).toFixed(1)} | ${request.priority} | ${new URL(request.url).pathname} |`);
    }
    for (const group of groups) console.log(`without ${group.source}: ${Math.round((await simulate(dir, { leaveOut: group })).timing)} ms`);
    for (const merge of merges) {
      const result = await simulate(dir, { merge }).then(
        (simulated) => `${Math.round(simulated.timing)} ms`,
        (error: unknown) => `not possible, ${error instanceof Error ? error.message : String(error)}`,
      );
      console.log(`merged ${merge.label}: ${result}`);
    }
    for (const shrink of shrinks) console.log(`shrunk ${shrink.label}: ${Math.round((await simulate(dir, { cuts: shrink.cuts })).timing)} ms`);
    if (values.h2) console.log(`as HTTP/2: ${Math.round((await simulate(dir, { h2: true })).timing)} ms`);
  }
} finally {
  await chrome.kill();
  rmSync(artifactsDir, { recursive: true, force: true });
  server.close();
  await mocks.stop();
}
