// @vitest-environment node
import '../mock/server/nodeTestEnv';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_CSP, COMMON_HEADERS, contentSecurityPolicy, CSP_REPORT_MAX_BYTES, CSP_REPORT_RATE_PER_MINUTE } from '../deploy/headers';
import { startWebServer } from './web-server';

/** `npm start`'s web server on a free port, with a tiny build and no upstream (API calls answer 502). */
let server: Server;
let base = '';
let dist = '';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'ippc-web-server-test-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>IPPC</title>');
  writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1);');
  server = await startWebServer({ distDir: dist, port: 0, upstreams: { app: 'http://127.0.0.1:9', assistant: 'http://127.0.0.1:9', portal: 'http://127.0.0.1:9' } });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const report = (body: string) => fetch(`${base}/ippc/__csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body });

describe('the web server of npm start', () => {
  it('sends the security headers with a 400 for a malformed URL, never the error text', async () => {
    const response = await fetch(`${base}/ippc/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.text()).not.toMatch(/URIError|malformed/);
    for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
  });

  it('gives an API error its sandbox CSP too (the upstream is down: 502)', async () => {
    const response = await fetch(`${base}/ippc/api/env`);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-security-policy')).toBe(API_CSP);
  });

  it('answers a missing asset with 404, any other path of the app with index.html', async () => {
    expect((await fetch(`${base}/ippc/assets/missing.js`)).status).toBe(404);
    const fallback = await fetch(`${base}/ippc/some/route`);
    expect(fallback.status).toBe(200);
    expect(await fallback.text()).toContain('<title>IPPC</title>');
  });

  it('refuses a CSP report over the size limit with 413', async () => {
    expect((await report('x'.repeat(CSP_REPORT_MAX_BYTES + 1))).status).toBe(413);
  });

  it('refuses more reports than the rate per client allows with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CSP_REPORT_RATE_PER_MINUTE + 5; i++) statuses.push((await report(JSON.stringify({ n: i }))).status);
    expect(statuses.slice(0, CSP_REPORT_RATE_PER_MINUTE).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(CSP_REPORT_RATE_PER_MINUTE)).toEqual([429, 429, 429, 429, 429]);
  });

  it('keeps the first 100 reports and counts them all', async () => {
    // A minute later the client may report again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    for (let i = 0; i < CSP_REPORT_RATE_PER_MINUTE; i++) expect((await report(JSON.stringify({ n: i }))).status).toBe(204);
    vi.useRealTimers();
    const listed = (await (await fetch(`${base}/ippc/__csp-report`)).json()) as { count: number; reports: unknown[] };
    expect(listed.count).toBe(2 * CSP_REPORT_RATE_PER_MINUTE);
    expect(listed.reports).toHaveLength(100);
  });
});
