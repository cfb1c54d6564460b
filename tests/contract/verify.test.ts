/**
 * Self-test of `npm run contract:verify` (node's test runner): against our own mock every operation is
 * exercised with 0 violations within 60 s; against a backend with four planted violations all four are
 * reported in one run, each with its operationId and the status the backend really sent.
 */
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLANTED, startBrokenServer } from './broken-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Ports: the mock run on base+1…base+7, the broken run on base+21…base+26, the broken server on base+30. */
const base = Number(process.env.VERIFY_PORT ?? 4810);

function verify(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/contract-verify.ts', ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const failing = (output: string) => output.split('\n').filter((line) => /^ {2}FAIL /.test(line));

test('contract:verify exercises every operation of the mock with 0 violations within 60 s', { timeout: 3 * 60_000 }, async () => {
  const { code, output } = await verify(['--mock', '--port', String(base)]);
  assert.deepEqual(failing(output), [], output);
  const summary = /contract:verify: 0 violation\(s\) in 0 operation\(s\); 61\/61 operations exercised in ([\d.]+) s\./.exec(output);
  assert.ok(summary, output.slice(-3000));
  assert.ok(Number(summary[1]) < 60, `took ${summary[1]} s`);
  assert.match(output, /^ {2}app +31\/31$/m);
  assert.match(output, /^ {2}assistant +27\/27$/m);
  assert.match(output, /^ {2}portal +3\/3$/m);
  // Downloads are checked on the bytes the server sent.
  assert.match(output, /ok +getUserTaskResult .* sent 200 .*download application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet, \d+ bytes, zip signature/);
  assert.match(output, /ok +getBvtFile .* sent 200 .*download application\/pdf, \d+ bytes, %PDF- signature/);
  assert.match(output, /ok +dmsDownloadDocument .* sent 200 .*download application\/pdf/);
  assert.match(output, /ok +downloadInstallationsOpenData +POST \/api\/ippcInstallations\/openData\?format=csv — sent 200/);
  assert.equal(code, 0);
});

test('contract:verify reports all four planted violations in one run, with operationId and real status', { timeout: 3 * 60_000 }, async () => {
  const server = await startBrokenServer(base + 30);
  try {
    const backend = `http://127.0.0.1:${base + 30}`;
    const { code, output } = await verify(['--app', backend, '--portal', backend, '--port', String(base + 20)]);
    const lines = output.split('\n');
    for (const planted of PLANTED) {
      const at = lines.findIndex((line) => new RegExp(`^ {2}FAIL +${planted.operationId} `).test(line));
      assert.ok(at >= 0, `${planted.kind}: ${planted.operationId} not reported\n${output}`);
      assert.match(lines[at]!, new RegExp(`— sent ${planted.status} \\(documented `), `${planted.kind}: real status`);
      assert.match(lines[at + 1]!, /^ {8}\S/, `${planted.kind}: the violation is named`);
    }
    assert.match(output, /FAIL +getEnv .*\n +response\.body: .*sessionTimeout/);
    assert.match(output, /FAIL +getLastUpdate .*\n +response\.body\.lastUpdate: .*string.* — sent: 20260430/);
    // Prism substitutes 500 for an undocumented 2xx; the report keeps the real 200.
    assert.match(output, /FAIL +postLog .* — sent 200 \(documented 204, 400, 401, 500, Prism answered 500\)\n +response.*status code/);
    assert.match(output, /FAIL +getBvtList .* — sent 403 \(documented 200, 401, 500\)\n +response.*status code/);
    assert.equal(failing(output).length, PLANTED.length, failing(output).join('\n'));
    // Each operation stands alone: createBvtDocument takes its id from an example when getBvtList fails.
    assert.match(output, /ok +createBvtDocument .* sent 200/);
    // Without a session and without --destructive some operations are left out, each with its reason.
    assert.match(output, /^ {2}app +23\/31$/m);
    assert.match(output, /^ {2}assistant +22\/27$/m);
    assert.match(output, /^ {2}portal +1\/3$/m);
    assert.match(output, /left out getUserTasks: needs a signed-in session \(--cookie\)/);
    assert.match(output, /left out setTestClock: destructive: .*\(--destructive\)/);
    assert.equal(code, 1);
  } finally {
    server.close();
  }
});
