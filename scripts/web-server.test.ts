// @vitest-environment node
import '../mock/server/nodeTestEnv';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_CSP, appCspDirectives, COMMON_HEADERS, contentSecurityPolicy, CSP_REPORT_MAX_BYTES, CSP_REPORT_RATE_PER_MINUTE } from '../deploy/headers';
import { startWebServer, upstreamUrl } from './web-server';

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

describe('forwarding to a backend under a path of its own', () => {
  it('keeps the target\'s path and the query, with one slash between them', () => {
    expect(upstreamUrl('http://backend:8080/ippc', '/api/env').href).toBe('http://backend:8080/ippc/api/env');
    expect(upstreamUrl('http://backend:8080/ippc/', '/api/installations?q=a%20b&page=2').href).toBe('http://backend:8080/ippc/api/installations?q=a%20b&page=2');
    expect(upstreamUrl('http://backend:8080', '/api/env').href).toBe('http://backend:8080/api/env');
    expect(upstreamUrl('https://backend.example/portal', '/api/userSettings/x?a=1?b').href).toBe('https://backend.example/portal/api/userSettings/x?a=1?b');
    expect(upstreamUrl('http://backend/ippc', '/logout').href).toBe('http://backend/ippc/logout');
  });

  it('sends /ippc/api/... and /portal/api/... to the backend on another port under its prefix, and the map settings feed the CSP', async () => {
    const seen: string[] = [];
    const backend = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    const map = { basemapUrl: 'https://basemap.example/{z}/{y}/{x}.png', gisTileOrigin: 'https://maps.example.gv.at' };
    const web = await startWebServer({ distDir: dist, port: 0, upstreams: { app: `${backendUrl}/ippc`, assistant: `${backendUrl}/ippc/`, portal: `${backendUrl}/portal` }, map });
    const webBase = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${webBase}/ippc/api/env`)).status).toBe(200);
      await fetch(`${webBase}/ippc/api/installations?q=Linz&sort=name`);
      await fetch(`${webBase}/ippc/api/qt/task/1`);
      await fetch(`${webBase}/ippc/logout`);
      await fetch(`${webBase}/portal/api/userApps`);
      expect(seen).toEqual(['/ippc/api/env', '/ippc/api/installations?q=Linz&sort=name', '/ippc/api/qt/task/1', '/ippc/logout', '/portal/api/userApps']);
      const page = await fetch(`${webBase}/ippc/`);
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy).toBe(contentSecurityPolicy(appCspDirectives(map)));
      expect(policy).toContain("connect-src 'self' https://maps.example.gv.at;");
      expect(policy).toContain("img-src 'self' data: blob: https://basemap.example;");
      expect(await (await fetch(`${webBase}/ippc/map-settings.json`)).json()).toEqual({ basemapUrl: map.basemapUrl, tileOrigins: ['https://maps.example.gv.at'] });
    } finally {
      web.close();
      backend.close();
    }
  });
});
