/**
 * Self-test of `npm run contract:verify` (node's test runner): against our own mock every operation and
 * every behaviour check passes; against a backend with four planted shape faults and every behaviour fault
 * of tests/contract/broken-server.ts switched on, each is reported by name in one run.
 */
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAULTS, PLANTED, startBrokenServer, type Fault } from './broken-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Ports: the mock run on base+1…base+13, the broken run on base+21…base+26, the broken server on base+40 and base+41. */
const base = Number(process.env.VERIFY_PORT ?? 4810);
const SEED = '20261127';

/** The mock's own ports in the mock run (its gateway, data server and Prism proxies), clear of the verifier's. */
const MOCK_PORTS = {
  MOCK_APP_PORT: base + 7,
  MOCK_ASSISTANT_PORT: base + 8,
  MOCK_PORTAL_PORT: base + 9,
  MOCK_DATA_PORT: base + 10,
  MOCK_PROXY_APP_PORT: base + 11,
  MOCK_PROXY_ASSISTANT_PORT: base + 12,
  MOCK_PROXY_PORTAL_PORT: base + 13,
};

function verify(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/contract-verify.ts', '--seed', SEED, ...args], {
      cwd: root,
      env: { ...process.env, ...Object.fromEntries(Object.entries(MOCK_PORTS).map(([name, port]) => [name, String(port)])) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const failing = (output: string) => output.split('\n').filter((line) => /^ {2}(FAIL|WARN) /.test(line));

test('contract:verify: the mock passes every operation and every behaviour check', { timeout: 3 * 60_000 }, async () => {
  const reports = mkdtempSync(path.join(tmpdir(), 'contract-verify-'));
  const { code, output } = await verify(['--mock', '--runs', '15', '--port', String(base), '--report', path.join(reports, 'junit.xml'), '--json', path.join(reports, 'report.json')]);
  assert.deepEqual(failing(output), [], output);
  const summary = /contract:verify: 0 violation\(s\) in 0 operation\(s\), 0 with warnings only; 62\/62 operations exercised; behaviour checks: (\d+) passed, (\d+) failed, \d+ left out; in ([\d.]+) s\./.exec(output);
  assert.ok(summary, output.slice(-3000));
  assert.ok(Number(summary[1]) >= 90, `${summary[1]} checks passed`);
  // 60 s on an idle 2-core machine; more when other jobs share it.
  assert.ok(Number(summary[3]) < 120, `took ${summary[3]} s`);
  // Downloads are checked on the bytes the server sent.
  assert.match(output, /ok +getUserTaskResult .* sent 200 .*download application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet, \d+ bytes, zip signature/);
  assert.match(output, /ok +getBvtFile .* sent 200 .*download application\/pdf, \d+ bytes, %PDF- signature/);
  // The Atom feed passes the validating proxy as what it is.
  assert.match(output, /ok +getInstallationsFeed .* sent 200/);
  // Behaviour: one line per check, the generated ones seeded.
  assert.match(output, /Behaviour checks \(seed 20261127;/);
  for (const name of ['security.cookies-issued', 'security.csrf-forged.writeUserSetting', 'security.session-required.getUserTaskResult', 'search.paging.partition', 'search.sort.status.desc', 'agree.opendata.csv', 'agree.excel', 'variant.setTestClock.set-and-reset', 'input.valid.searchInstallations']) {
    assert.match(output, new RegExp(`^ {2}ok {4}${name.replace(/\./g, '\\.')} `, 'm'), name);
  }
  // The CI reports.
  const junit = readFileSync(path.join(reports, 'junit.xml'), 'utf8');
  assert.match(junit, /<testsuite name="behaviour" tests="\d+"/);
  const json = JSON.parse(readFileSync(path.join(reports, 'report.json'), 'utf8')) as { seed: number; checks: unknown[]; operations: { name: string; sources: string[] }[] };
  assert.equal(json.seed, Number(SEED));
  assert.equal(json.operations.length, 62);
  // Every id came from the mock's own answers, so success was due for every operation.
  assert.deepEqual(json.operations.filter((o) => o.sources.some((s) => / from example /.test(s))).map((o) => `${o.name}: ${o.sources.join('; ')}`), []);
  assert.ok(json.operations.find((o) => o.name === 'assistant.dmsContainerSave')?.sources.some((s) => /dmsContainerList/.test(s)));
  if (failing(output).length === 0) assert.equal(code, 0);
});

test('contract:verify reports every planted fault by name in one run', { timeout: 3 * 60_000 }, async () => {
  const faults = Object.keys(FAULTS) as Fault[];
  const server = await startBrokenServer(base + 40, faults);
  const started = Date.now();
  try {
    const backend = `http://127.0.0.1:${base + 40}`;
    // A signed-in authority in a session of its own, as a backend team passes its cookies.
    const cookie = `ippc-mock-visitor=authority; ippc-mock-session=broken-${process.pid}; JSESSIONID=broken-${process.pid}; XSRF-TOKEN=token-${process.pid}`;
    const { code, output } = await verify(['--runs', '5', '--app', backend, '--portal', backend, '--port', String(base + 20), '--cookie', cookie, '--destructive']);
    const text = output.split('\n').map((line) => line.replace(/^ {2}/, '')).join('\n');
    const lines = output.split('\n');
    for (const planted of PLANTED) {
      const at = lines.findIndex((line) => new RegExp(`^ {2}FAIL +${planted.operationId} `).test(line));
      assert.ok(at >= 0, `${planted.kind}: ${planted.operationId} not reported\n${output}`);
      assert.match(lines[at]!, new RegExp(`— sent ${planted.status} \\(documented `), `${planted.kind}: real status`);
      assert.match(lines[at + 1]!, /^ {8}\S/, `${planted.kind}: the violation is named`);
    }
    assert.match(output, /FAIL +getLastUpdate .*\n +response\.body\.lastUpdate: .*string.* — sent: 20260430/);
    assert.match(output, /FAIL +postLog .* — sent 200 \(documented 204, 400, 401, 500, Prism answered 500\)\n +response.*status code/);
    for (const [fault, { reported }] of Object.entries(FAULTS)) {
      for (const pattern of reported) assert.match(text, new RegExp(pattern.source, 'm'), `${fault} not reported as ${pattern.source}\n${output}`);
    }
    // A failed check says how to repeat it.
    assert.match(output, /FAIL +search\.paging\.page-size-1 .*\n +reproduce: curl -sS -i -X POST 'http:\/\/127\.0\.0\.1:\d+\/api\/ippcInstallations'/);
    // An unlisted response enum value is a warning only.
    assert.doesNotMatch(output, /FAIL +getUserInfo /);
    assert.equal(code, 1);
    console.log(`# ${faults.length} behaviour faults and ${PLANTED.length} shape faults reported in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    server.close();
  }
});
