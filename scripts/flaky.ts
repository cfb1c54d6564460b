/**
 * `npm run test:flaky`: finds tests that fail at random by running the suites again and again.
 *
 *   npm run test:flaky                      # unit suite 30 times, e2e suite 3 times (CI=true, no retries)
 *   npm run test:flaky -- --unit 10 --e2e 0 # only the unit suite, 10 times
 *   npm run test:flaky -- --unit 0 --e2e 2 -- tests/e2e/filters.spec.ts   # arguments after -- go to Playwright
 *
 * Every run starts afresh (a new vitest or Playwright process). e2e runs use the existing build (`npm run
 * build` first when there is none), CI=true and --retries=0, so a journey that would need CI's retry shows
 * up as a failure. Prints every test that failed with the runs it failed in, and the totals; exits 1 when
 * any run failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTestBrowser } from './browser';
import { DIST_DIR, REPORTS_DIR } from '../mock/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const reports = path.resolve(root, REPORTS_DIR);
mkdirSync(reports, { recursive: true });

const argv = process.argv.slice(2);
const separator = argv.indexOf('--');
const own = separator === -1 ? argv : argv.slice(0, separator);
const playwrightArgs = separator === -1 ? [] : argv.slice(separator + 1);
const option = (name: string, fallback: number) => {
  const index = own.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(own[index + 1]);
  return value !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback;
};
const unitRuns = option('unit', 30);
const e2eRuns = option('e2e', 3);

interface Outcome {
  suite: 'unit' | 'e2e';
  run: number;
  seconds: number;
  passed: number;
  failedTests: string[];
  crashed: boolean;
}
const outcomes: Outcome[] = [];

function unitRun(run: number): Outcome {
  const out = path.join(reports, 'flaky-unit.json');
  rmSync(out, { force: true });
  const started = Date.now();
  const result = spawnSync(bin('vitest'), ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${out}`], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!existsSync(out)) return { suite: 'unit', run, seconds, passed: 0, failedTests: [], crashed: true };
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    numPassedTests: number;
    testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
  };
  const failedTests = report.testResults.flatMap((file) =>
    file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${path.relative(root, file.name)} › ${t.fullName}`),
  );
  return { suite: 'unit', run, seconds, passed: report.numPassedTests, failedTests, crashed: result.status !== 0 && failedTests.length === 0 };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { projectName: string; results: { status: string }[] }[] }[];
  suites?: PlaywrightSuite[];
}

function e2eRun(run: number, browser: string): Outcome {
  const out = path.join(reports, 'e2e.json');
  rmSync(out, { force: true });
  const started = Date.now();
  const log = path.join(reports, `flaky-e2e-${run}.log`);
  console.log(`e2e ${run}: Playwright's output goes to ${path.relative(root, log)}`);
  const result = spawnSync(bin('playwright'), ['test', '--retries=0', ...playwrightArgs], {
    cwd: root,
    stdio: ['ignore', openSync(log, 'w'), 'inherit'],
    env: { ...process.env, CI: 'true', CHROMIUM_PATH: browser },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!existsSync(out)) return { suite: 'e2e', run, seconds, passed: 0, failedTests: [], crashed: true };
  const report = JSON.parse(readFileSync(out, 'utf8')) as { suites: PlaywrightSuite[]; stats: { expected: number } };
  const failedTests: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const here = suite.file === suite.title ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.results.some((r) => r.status !== 'passed' && r.status !== 'skipped')) failedTests.push(`${spec.file} › [${test.projectName}] ${[...here, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, []);
  return { suite: 'e2e', run, seconds, passed: report.stats.expected, failedTests, crashed: result.status !== 0 && failedTests.length === 0 };
}

for (let run = 1; run <= unitRuns; run += 1) {
  const outcome = unitRun(run);
  outcomes.push(outcome);
  console.log(`unit ${run}/${unitRuns}: ${outcome.passed} passed, ${outcome.failedTests.length} failed${outcome.crashed ? ' (runner failed)' : ''}, ${outcome.seconds} s`);
  for (const name of outcome.failedTests) console.log(`  ✗ ${name}`);
}

if (e2eRuns > 0) {
  if (!existsSync(path.resolve(root, DIST_DIR, 'index.html'))) {
    const built = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }
  const browser = await findTestBrowser();
  for (let run = 1; run <= e2eRuns; run += 1) {
    const outcome = e2eRun(run, browser);
    outcomes.push(outcome);
    console.log(`e2e ${run}/${e2eRuns}: ${outcome.passed} passed, ${outcome.failedTests.length} failed${outcome.crashed ? ' (runner failed)' : ''}, ${outcome.seconds} s`);
    for (const name of outcome.failedTests) console.log(`  ✗ ${name}`);
  }
}

const failures = new Map<string, string[]>();
for (const outcome of outcomes) {
  for (const name of outcome.failedTests) failures.set(name, [...(failures.get(name) ?? []), `${outcome.suite} run ${outcome.run}`]);
}
console.log('\n=== test:flaky');
for (const suite of ['unit', 'e2e'] as const) {
  const runs = outcomes.filter((o) => o.suite === suite);
  if (runs.length === 0) continue;
  const clean = runs.filter((o) => o.failedTests.length === 0 && !o.crashed).length;
  console.log(`${suite}: ${runs.length} runs, ${clean} without a failure, ${runs.reduce((s, o) => s + o.seconds, 0)} s`);
}
for (const [name, runs] of failures) console.log(`✗ ${name}: failed in ${runs.join(', ')}`);
const bad = outcomes.some((o) => o.failedTests.length > 0 || o.crashed);
console.log(bad ? 'Flaky or failing tests found.' : 'No test failed.');
process.exit(bad ? 1 : 0);
