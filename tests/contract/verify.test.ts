/**
 * Self-test of `npm run contract:verify` (node's test runner): against our own mock it finds 0 violations;
 * against a deliberately broken server it lists exactly the violations that server commits.
 */
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KNOWN_VIOLATIONS, startBrokenServer } from './broken-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function verify(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/contract-verify.ts', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

test('contract:verify finds 0 violations against the mock', { timeout: 15 * 60_000 }, async () => {
  // The tagged journeys: @contract (every route with its data) and @verify (a search, two details, a saved
  // filter across a reload, an export and its download).
  // The e2e step already runs every journey through the same validating proxy, where a violation fails the
  // test, so running the whole suite a second time here would only double CI's time.
  const { code, output } = await verify(['--mock', '--grep', '@contract|@verify', '--port', '4780'], {
    MOCK_APP_PORT: '4770',
    MOCK_ASSISTANT_PORT: '4771',
    MOCK_PORTAL_PORT: '4772',
  });
  assert.match(output, /contract:verify: 0 violation\(s\) of openapi\/ found \(journeys passed\)/, output.slice(-3000));
  assert.equal(code, 0);
});

test('contract:verify reports every violation of a broken backend', { timeout: 5 * 60_000 }, async () => {
  const server = await startBrokenServer(4799);
  try {
    const backend = 'http://127.0.0.1:4799';
    const { code, output } = await verify(['--app', backend, '--portal', backend, '--grep', '@contract', '--port', '4790']);
    assert.equal(code, 1, output.slice(-3000));
    assert.match(output, /GET \/api\/env → 500: response\.body Response body must have required property 'sessionTimeout'/);
    assert.match(output, /GET \/api\/env → 500: response\.body\.environment .*allowed values/);
    assert.match(output, /GET \/api\/ippcInstallations\/lastUpdate → 500: response\.body\.lastUpdate .*date-time/);
    const listed = output.split('\n').filter((line) => line.startsWith('- '));
    for (const line of listed) {
      assert.ok(KNOWN_VIOLATIONS.some((entry) => line.includes(` ${entry.path} `)), `unexpected violation listed: ${line}`);
    }
  } finally {
    server.close();
  }
});
