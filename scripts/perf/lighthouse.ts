/**
 * Lighthouse as the perf scripts run it (scripts/perf.ts, scripts/perf-ablation.ts): the pages, the two
 * phases (gather every load first, then audit them all with one CPU slowdown) and the slowdown calibrated
 * from the host's benchmarkIndex.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { root } from '../../mock/prism';
import { onCpuTime, traceEvents } from './trace';

export const PAGES = [
  { name: 'Startseite', hash: '#/start' },
  { name: 'Anlagenregister', hash: '#/installations' },
  { name: 'Anlagendetails', hash: '#/installations/AT-IPPC-000001' },
  { name: 'Umweltinspektion', hash: '#/environmental-inspection' },
  { name: 'bvT Schlussfolgerungen', hash: '#/bvt-conclusions' },
  { name: 'Rechtsgrundlagen/Leitfäden', hash: '#/legal-bases-guidelines' },
  { name: 'FAQ', hash: '#/faq' },
];

export const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The pages named in `--pages a,b` (by name or hash path), or all. */
export function selectPages(wanted: string | undefined) {
  const names = wanted?.split(',').map((p) => p.trim().toLowerCase()).filter(Boolean);
  if (!names) return PAGES;
  const pages = PAGES.filter((page) => names.some((w) => slug(page.name) === slug(w) || page.hash.replace(/^#\//, '') === w.replace(/^#?\//, '')));
  if (pages.length === 0) throw new Error(`--pages ${wanted}: no such page (${PAGES.map((p) => p.hash).join(', ')})`);
  return pages;
}

/**
 * The CPU slowdown that makes this host emulate Lighthouse's reference phone: Lighthouse's 4× assumes a
 * fast desktop, so the multiplier comes from the host's benchmarkIndex by the published calculator
 * (1533 → 4×, 1300 → 3×, 800 → 2×, 150 → 1×), between 1× and 4×.
 */
function calibratedSlowdown(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.min(4, Math.max(1, multiplier)) * 100) / 100;
}

/**
 * The CPU slowdown of a measurement unless told otherwise. The traces are simulated on their CPU time (see
 * `gather`), which does not grow when other processes share the host, so the multiplier must not shrink
 * with the host's load either; the benchmarkIndex, a wall-clock benchmark, does. This project's machines
 * (2 cores) read 1,500–2,700 when quiet, a desktop class host for which Lighthouse's calculator gives 4×
 * (its default); busy, they read anything from 250 up.
 */
export const DEFAULT_SLOWDOWN = 4;

/**
 * For another kind of host (`--cpu-slowdown auto`): calibrated from the highest benchmarkIndex among a run's
 * loads, the reading least disturbed by other processes.
 */
export function hostSlowdown(benchmarkIndexes: readonly number[]): number {
  return calibratedSlowdown(Math.max(...benchmarkIndexes));
}

/** The builds a comparison loads, from its `name=distDir` arguments: each served on a port of its own, from `firstPort` on. */
export function buildsToCompare(args: readonly string[], usage: string, firstPort: number) {
  const builds = args.map((arg, i) => {
    const [name = '', dir = ''] = arg.split('=');
    if (!name || !dir) throw new Error(`expected name=distDir, got ${arg}`);
    return { name, distDir: path.resolve(root, dir), port: firstPort + i };
  });
  if (builds.length === 0) throw new Error(usage);
  return builds;
}

/**
 * The three categories the budgets read. Left out, since no score depends on them: the full-page screenshot
 * and the back/forward-cache check (an unscored diagnostic whose gatherer navigates away and back); together
 * about 1 s of each of the ~40 loads of a run.
 */
const lighthouseFlags = (port: number) => ({
  port,
  output: 'json' as const,
  logLevel: 'error' as const,
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
  disableFullPageScreenshot: true,
  skipAudits: ['bf-cache'],
});

/**
 * Loads the page unthrottled and saves what Lighthouse saw into `dir`; returns the load's benchmarkIndex.
 * With `cpuTime` (the default) the saved trace's tasks last their thread CPU time (`onCpuTime`), so the
 * simulation costs the page's own work and not the time its thread waited while other processes ran.
 */
export async function gather(url: string, port: number, dir: string, cpuTime = true): Promise<number> {
  await lighthouse(url, { ...lighthouseFlags(port), gatherMode: dir, throttling: { cpuSlowdownMultiplier: 4 } });
  if (cpuTime) {
    const file = path.join(dir, 'defaultPass.trace.json');
    const trace = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...trace, traceEvents: onCpuTime(traceEvents(trace)) }));
  }
  return (JSON.parse(readFileSync(path.join(dir, 'artifacts.json'), 'utf8')) as { BenchmarkIndex: number }).BenchmarkIndex;
}

/**
 * Simulates a gathered load with the CPU slowdown. Lighthouse refuses settings that differ between the
 * phases, so the slowdown is written into the saved settings first.
 */
export async function audit(dir: string, port: number, cpuSlowdownMultiplier: number) {
  const file = path.join(dir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8')) as { settings: { throttling: { cpuSlowdownMultiplier: number } } };
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
  writeFileSync(file, JSON.stringify(artifacts));
  return lighthouse(undefined, { ...lighthouseFlags(port), auditMode: dir, throttling: { cpuSlowdownMultiplier } });
}

/** Why Lighthouse's result is no measurement (its runtime error, or a category without a score), or ''. */
export function invalidRun(lhr: { runtimeError?: { code: string; message: string }; categories: Record<string, { score: number | null } | undefined> } | undefined): string {
  if (!lhr) return 'no result';
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const unscored = Object.entries(lhr.categories).filter(([, category]) => category?.score === null || category?.score === undefined).map(([name]) => name);
  return unscored.length ? `no score for ${unscored.join(', ')}` : '';
}
