/**
 * `npm test`: every check of the project, in order, and the total last as `N passed, N failed`.
 * Static checks (typecheck, eslint, knip, Spectral, gen:check, contract:diff, the API docs, build, nginx -t) count as one test each; vitest and
 * Playwright count their tests. A failing step does not stop the later ones (except that e2e needs the build).
 *
 * The perf step (scripts/perf.ts on the build of the build step, never rebuilding it) counts one test per
 * budget check and page: initial JS ≤ 130 kB gzip (strict) on all seven pages, and from the median of five
 * Lighthouse runs per page (mobile, 4× CPU slowdown on the trace's CPU time): accessibility 100 and best
 * practices 100 (strict), CLS ≤ 0.02 (strict), TBT ≤ 100 ms, performance ≥ 98 minus PERF_TOLERANCE (default 5
 * points, for the scatter of Lighthouse's simulation on a shared 2-core host); each page's LCP as a ratio to the
 * floor app's (perf/floor/), printed, not counted until the pages meet it. About 8–10 minutes here. PERF_RUNS and
 * PERF_PAGES change runs and pages; PERF_REPORT_ONLY (e.g. `performance`) prints budgets without counting them. Ports, DIST_DIR and REPORTS_DIR come from the
 * environment (mock/config.ts), so it can run beside another step with its own.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBrowser, findTestBrowser } from './browser';
import { DIST_DIR, REPORTS_DIR } from '../mock/config';
import { installDebianPackage } from './debian';
import { ATOM_VALIDATOR_PACKAGE, atomValidatorInstalled } from '../tests/feed/validateAtom';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const reports = path.resolve(root, REPORTS_DIR);
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
let passed = 0;
let failed = 0;
const summary: string[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}, options: SpawnSyncOptions = {}): boolean {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, ...options });
  if (result.error) console.error(`${path.basename(command)}: ${result.error.message}`);
  return result.status === 0;
}

/** When the previous step ended: a step's time is from there to its own end (the steps run one after another). */
let stepEnded = Date.now();
const testStarted = stepEnded;
const minutes = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;

function step(name: string, ok: boolean, counts?: { passed: number; failed: number }): void {
  const p = counts?.passed ?? (ok ? 1 : 0);
  let f = counts?.failed ?? (ok ? 0 : 1);
  if (!ok && f === 0) f = 1; // a runner that failed without a failing test (crash, no tests) still fails
  passed += p;
  failed += f;
  const now = Date.now();
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${minutes(now - stepEnded).padStart(6)} ${name}: ${p} passed, ${f} failed`);
  stepEnded = now;
  console.log(`\n=== ${name}: ${ok ? 'ok' : 'FAILED'} (${p} passed, ${f} failed)\n`);
}

const wanted = (name: string) => only.length === 0 || only.includes(name);

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}
/** e2e tests that passed only on CI's retry: they count as passed, and are listed last so they are seen. */
const flaky: string[] = [];
/** Every failing test by name, listed just above the total so a log's last lines say what failed. */
const failures: string[] = [];
function playwrightTests(report: PlaywrightReport, status: 'flaky' | 'unexpected'): string[] {
  const found: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) if (test.status === status) found.push(`${spec.file} › [${test.projectName}] ${[...titles, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  return found;
}
/** A Playwright step's counts from its JSON report, if written; its flaky and failing tests join the lists shown last. */
function playwrightCounts(out: string, label: string): { passed: number; failed: number } | undefined {
  if (!existsSync(out)) return undefined;
  const report = JSON.parse(readFileSync(out, 'utf8')) as PlaywrightReport;
  flaky.push(...playwrightTests(report, 'flaky'));
  failures.push(...playwrightTests(report, 'unexpected').map((name) => `${label}: ${name}`));
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

if (wanted('typecheck')) step('typecheck (tsc --noEmit, strict)', run(bin('tsc'), ['-p', '.', '--noEmit']));
if (wanted('lint')) step('eslint', run(bin('eslint'), ['.', '--max-warnings=0']));
// Unused files, exports and dependencies, and packages imported but not listed (knip.ts).
if (wanted('knip')) step('knip (dead code and dependencies)', run(bin('knip'), ['--no-progress']));
if (wanted('lint:api')) {
  step('spectral (openapi/)', run(bin('spectral'), ['lint', 'openapi/app.yaml', 'openapi/assistant.yaml', 'openapi/portal.yaml', '--ruleset', '.spectral.yaml', '--fail-severity=warn']));
}
if (wanted('gen:check')) step('gen:check', run(bin('tsx'), ['scripts/gen-check.ts']));
// Against the merge base with main: a breaking change needs a new major version and a changelog entry.
if (wanted('contract:diff')) step('contract:diff (versions and changelog of openapi/)', run(bin('tsx'), ['scripts/contract-diff.ts', '--quiet']));
if (wanted('docs')) {
  // The contract's HTML reference: built, then checked against openapi/ (every page, title, version,
  // operationId, no network resource).
  const started = Date.now();
  const ok = run(bin('tsx'), ['scripts/docs.ts', '--check']);
  step(`API docs (npm run docs -- --check, ${Math.round((Date.now() - started) / 1000)} s)`, ok);
}

// The feed tests' Atom validator (tests/feed/), as the browser: Debian's package when missing and root with apt.
if ((wanted('unit') || wanted('e2e')) && !atomValidatorInstalled()) installDebianPackage(ATOM_VALIDATOR_PACKAGE, ['/usr/bin/runghc'], { noRecommends: true });

if (wanted('unit')) {
  const out = path.join(reports, 'unit.json');
  rmSync(out, { force: true });
  const ok = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  let counts: { passed: number; failed: number } | undefined;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
    };
    counts = { passed: report.numPassedTests, failed: report.numFailedTests };
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        if (test.status !== 'failed') continue;
        const reason = (test.failureMessages?.[0] ?? '').split('\n', 1)[0]?.slice(0, 200) ?? '';
        failures.push(`vitest: ${path.relative(root, file.name)} › ${test.fullName}: ${reason}`);
      }
    }
  }
  step('unit and component tests (vitest)', ok && (counts?.passed ?? 0) > 0, counts);
}

let built = existsSync(path.resolve(root, DIST_DIR, 'index.html'));
if (wanted('build')) {
  built = run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build']);
  step('production build (vite)', built);
  // The component gallery's own build, for its e2e journeys (never part of the production output).
  step('component gallery build (vite --mode gallery)', run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'gallery']));
}

if (wanted('e2e')) {
  if (!built) {
    step('e2e (Playwright, Chromium)', false);
  } else {
    let browser: string | undefined;
    try {
      browser = await findTestBrowser();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
    if (!browser) {
      step('e2e (Playwright, Chromium): no browser', false);
    } else {
      const out = path.join(reports, 'e2e.json');
      rmSync(out, { force: true });
      const ok = run(bin('playwright'), ['test'], { CHROMIUM_PATH: browser });
      const counts = playwrightCounts(out, 'e2e');
      step('e2e (Playwright, Chromium)', ok && (counts?.passed ?? 0) > 0, counts);
    }
  }
}

if (wanted('e2e:nginx')) {
  // The production web server: its configuration validated (nginx -t), then the @prod journeys and the
  // header matrix through nginx with deploy/nginx/ in front of the same build and mocks.
  const started = Date.now();
  step('nginx -t (deploy/nginx/, rendered)', run(bin('tsx'), ['scripts/nginx.ts', '--check']));
  let browser: string | undefined;
  try {
    browser = await findTestBrowser();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  if (!built || !browser) {
    step('e2e through nginx (@prod): no build or no browser', false);
  } else {
    const out = path.join(reports, 'e2e-nginx.json');
    rmSync(out, { force: true });
    const ok = run(bin('playwright'), ['test'], { CHROMIUM_PATH: browser, E2E_WEB_SERVER: 'nginx' });
    const counts = playwrightCounts(out, 'e2e through nginx');
    step(`e2e through nginx (@prod, ${Math.round((Date.now() - started) / 1000)} s)`, ok && (counts?.passed ?? 0) > 0, counts);
  }
}

if (wanted('contract')) {
  // The self-test of contract:verify (node's test runner): every operation and behaviour check of the mock
  // passes, and every fault of the faulty backend (tests/contract/broken-server.ts) is reported by name.
  const out = path.join(reports, 'contract.tap');
  rmSync(out, { force: true });
  // It needs neither the build nor a browser.
  const ok = run(process.execPath, [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${out}`,
    'tests/contract/verify.test.ts',
  ]);
  let counts: { passed: number; failed: number } | undefined;
  if (existsSync(out)) {
    const lines = readFileSync(out, 'utf8').split('\n');
    const notOk = lines.filter((l) => /^not ok \d/.test(l));
    counts = { passed: lines.filter((l) => /^ok \d/.test(l)).length, failed: notOk.length };
    failures.push(...notOk.map((l) => `contract:verify self-test: ${l}`));
  }
  step('contract:verify self-test (node --test)', ok && (counts?.passed ?? 0) > 0, counts);
}

if (wanted('perf')) {
  // The performance budgets of scripts/perf.ts. Uses the build step's output (--skip-build); builds only when there is none.
  const out = path.join(reports, 'perf.json');
  rmSync(out, { force: true });
  // Every budget counts, the performance score with a tolerance of 5 points; the median of 5 runs (as
  // `npm run perf`) scatters less than of 3.
  const args = ['scripts/perf.ts', '--runs', process.env.PERF_RUNS ?? '5', '--tolerance', process.env.PERF_TOLERANCE ?? '5', '--report-only', process.env.PERF_REPORT_ONLY ?? ''];
  if (built) args.push('--skip-build');
  if (process.env.PERF_PAGES) args.push('--pages', process.env.PERF_PAGES);
  let browser: string | undefined;
  try {
    browser = await findBrowser();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  const started = Date.now();
  // A hung browser must not hold CI: 20 minutes at most.
  const ok = browser !== undefined && run(bin('tsx'), args, { CHROMIUM_PATH: browser }, { timeout: 20 * 60_000, killSignal: 'SIGKILL' });
  let counts: { passed: number; failed: number } | undefined;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8')) as { checks?: { name: string; ok: boolean; gating: boolean; detail: string }[] };
    const checks = (report.checks ?? []).filter((c) => c.gating);
    counts = { passed: checks.filter((c) => c.ok).length, failed: checks.filter((c) => !c.ok).length };
    failures.push(...checks.filter((c) => !c.ok).map((c) => `performance budgets: ${c.name}: ${c.detail}`));
  }
  step(`performance budgets (scripts/perf.ts, ${Math.round((Date.now() - started) / 1000)} s)`, ok && (counts?.passed ?? 0) > 0, counts);
}

console.log(summary.join('\n'));
console.log(`(min:s per step; ${minutes(Date.now() - testStarted)} in all)`);
if (failures.length > 0) {
  console.log(`\nFAILED: ${failures.length} test(s):`);
  for (const name of failures) console.log(`  ${name}`);
}
if (flaky.length > 0) {
  console.log(`\nFLAKY: ${flaky.length} e2e test(s) failed once and passed on the retry (find the cause: npm run test:flaky):`);
  for (const name of flaky) console.log(`  flaky ${name}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
