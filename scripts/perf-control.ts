/**
 * `npm run perf:control`: the perf gate's negative control. Copies the production build, makes every render
 * of the register page do a fixed amount of extra main-thread work (about `--work-ms` of this host's CPU
 * time, 100 by default: a loop of a fixed count of iterations, calibrated here on the CPU clock, so it costs
 * the same however busy the host is; written at the start of the page component's function), and runs
 * scripts/perf.ts on that copy for the register with `npm test`'s settings. Exits 0 when the gate rejected
 * the slowed build (the register's performance budget broken in the report), 1 when it passed it or gave no
 * verdict. Options: --work-ms N, --runs N (default 5), --tolerance N (default PERF_TOLERANCE or 5).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DIST_DIR, REPORTS_DIR } from '../mock/config';
import { root } from '../mock/prism';

const { values } = parseArgs({
  options: {
    'work-ms': { type: 'string', default: '100' },
    runs: { type: 'string', default: '5' },
    tolerance: { type: 'string', default: process.env.PERF_TOLERANCE ?? '5' },
  },
});

/** The work injected: a loop whose result is kept, so the engine cannot drop it. */
const work = (iterations: number) => `{let h=0;for(let i=0;i<${iterations};i++)h=(h*31+i)|0;globalThis.__perfControl=h;}`;

/** Iterations of `work` that take `ms` of this process's CPU time (process.cpuUsage, not the wall clock). */
function calibrate(ms: number): number {
  const probe = 20_000_000;
  const run = new Function(work(probe)) as () => void;
  run();
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  const cpuMs = (used.user + used.system) / 1000;
  return Math.round((probe * ms) / cpuMs);
}

const source = path.resolve(root, DIST_DIR);
const slowed = path.resolve(root, `${DIST_DIR}-perf-control`);
const iterations = calibrate(Number(values['work-ms']));
rmSync(slowed, { recursive: true, force: true });
cpSync(source, slowed, { recursive: true });
const assets = path.join(slowed, 'assets');
const chunk = readdirSync(assets).find((file) => /^RegisterPage-.*\.js$/.test(file));
if (!chunk) throw new Error(`No RegisterPage chunk in ${assets}: build first (npm run build)`);
const file = path.join(assets, chunk);
const code = readFileSync(file, 'utf8');
// The page component: what the chunk's module namespace exports as default (`{default:()=>Name}`).
const component = /\{default:\(\)=>([\w$]+)\}/.exec(code)?.[1];
const body = component === undefined ? -1 : code.indexOf('){', code.indexOf(`function ${component}(`));
if (component === undefined || body === -1) throw new Error(`${chunk}: the page component was not found`);
writeFileSync(file, code.slice(0, body + 2) + work(iterations) + code.slice(body + 2));
console.log(`perf:control: each render of the register page (${chunk}) does ${iterations} extra iterations (~${values['work-ms']} ms CPU here)`);

const reports = path.join(REPORTS_DIR, 'perf-control');
rmSync(path.resolve(root, reports), { recursive: true, force: true });
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/perf.ts', '--skip-build', '--pages', 'Anlagenregister', '--runs', values.runs, '--tolerance', values.tolerance],
  { cwd: root, stdio: 'inherit', env: { ...process.env, DIST_DIR: path.relative(root, slowed), REPORTS_DIR: reports } },
);
rmSync(slowed, { recursive: true, force: true });
// Rejected means a performance budget broken in the report, not any exit 1 (a crash is no verdict).
const report = path.resolve(root, reports, 'perf.json');
const problems = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as { problems: string[] }).problems : undefined;
const rejected = result.status === 1 && (problems ?? []).some((problem) => problem.startsWith('Anlagenregister: performance'));
console.log(
  rejected
    ? 'perf:control: the gate rejected the slowed build, as it must.'
    : problems === undefined
      ? `perf:control: the perf step ended without a report (exit ${result.status}): no verdict.`
      : `perf:control: the gate did NOT reject the slowed build (exit ${result.status}).`,
);
process.exit(rejected ? 0 : 1);
