// @vitest-environment node
import './nodeTestEnv';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOrigins } from '../config';
import { startPrism, type PrismProcess } from '../prism';
import { DataServer } from './app';
import { BinaryStash, startGateway } from './gateway';
import { DEFAULT_INSTALLATIONS, loadInstallations, Register } from './register';
import { SettingsStore } from './settings';
import { TaskStore } from './tasks';

/** The data server behind the real `prism proxy --errors` and the gateway, on free ports. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let data: DataServer;
let dataServer: Server;
let gateway: Server;
let prism: PrismProcess;
let portalGateway: Server;
let portalPrism: PrismProcess;
let base = '';
let portalBase = '';
const reports: string[] = [];

beforeAll(async () => {
  const stash = new BinaryStash();
  data = new DataServer({
    register: new Register(loadInstallations(DEFAULT_INSTALLATIONS)),
    settings: new SettingsStore(undefined),
    tasks: new TaskStore(),
    defaults: { visitor: 'anonymous', environment: 'LOCAL', breakContract: false },
    onBinary: stash.put,
    log: () => undefined,
  });
  dataServer = await data.listen(0);
  const [proxyPort, gatewayPort] = [await freePort(), await freePort()];
  prism = await startPrism({
    name: 'app-proxy-test',
    port: proxyPort,
    command: 'proxy',
    document: 'openapi/app.yaml',
    upstream: `http://127.0.0.1:${(dataServer.address() as AddressInfo).port}`,
    errors: true,
    quiet: true,
  });
  gateway = await startGateway({ name: 'app', port: gatewayPort, proxyPort, stash, report: (line) => reports.push(line) });
  base = `http://127.0.0.1:${gatewayPort}`;
  const [portalProxyPort, portalGatewayPort] = [await freePort(), await freePort()];
  portalPrism = await startPrism({
    name: 'portal-proxy-test',
    port: portalProxyPort,
    command: 'proxy',
    document: 'openapi/portal.yaml',
    upstream: `http://127.0.0.1:${(dataServer.address() as AddressInfo).port}`,
    errors: true,
    quiet: true,
  });
  portalGateway = await startGateway({ name: 'portal', port: portalGatewayPort, proxyPort: portalProxyPort, stash, report: (line) => reports.push(line) });
  portalBase = `http://127.0.0.1:${portalGatewayPort}`;
}, 90_000);

afterAll(async () => {
  data?.stop();
  gateway?.close();
  portalGateway?.close();
  dataServer?.close();
  await Promise.all([prism?.stop(), portalPrism?.stop()]);
});

describe('the data server behind Prism’s validating proxy', () => {
  it('passes a valid search and a 404 unchanged', async () => {
    const search = await fetch(`${base}/api/ippcInstallations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filter: { query: 'linz' }, page: 0, pageSize: 5, sort: { field: 'lastChange', direction: 'desc' } }),
    });
    expect(search.status).toBe(200);
    expect(((await search.json()) as { total: number }).total).toBeGreaterThan(0);
    const missing = await fetch(`${base}/api/ippcInstallations/AT-IPPC-999999`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404, error: 'not_found' });
    expect(reports).toEqual([]);
  });

  it('reports a response that breaks the contract (MOCK_BREAK / break cookie) as a 500 problem with the violation', async () => {
    const response = await fetch(`${base}/api/ippcInstallations/lastUpdate`, { headers: { Cookie: 'ippc-mock-break=1' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await response.json()) as { validation: { location: string[]; message: string }[] };
    expect(problem.validation).toEqual([expect.objectContaining({ location: ['response', 'body', 'lastUpdate'], code: 'format' })]);
    expect(reports.join('\n')).toMatch(/Contract violation \(OpenAPI\) in GET \/api\/ippcInstallations\/lastUpdate → 500: response\.body\.lastUpdate/);
  });

  it('rejects a request that breaks the contract with the documented 400 ErrorBody before it reaches the data server', async () => {
    const reported = reports.length;
    const search = (body: string) => fetch(`${base}/api/ippcInstallations`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    for (const [body, field] of [
      [{ filter: {}, page: 0, pageSize: 100_000 }, 'pageSize'],
      [{ filter: {}, page: -1, pageSize: 10 }, 'page'],
      [{ filter: { query: 'x'.repeat(5000) }, page: 0, pageSize: 10 }, 'filter.query'],
      [{ filter: { bundeslandCodes: ['99'] }, page: 0, pageSize: 10 }, 'filter.bundeslandCodes.0'],
    ] as const) {
      const response = await search(JSON.stringify(body));
      expect(response.status, field).toBe(400);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toMatchObject({ status: 400, error: 'validation_failed', path: '/api/ippcInstallations', violations: [{ field }] });
      // The violations as Prism found them, for the web server's and the browser's contract reports.
      expect(JSON.parse(response.headers.get('sl-violations') ?? '[]')).toEqual([expect.objectContaining({ location: ['body', ...field.split('.')] })]);
    }
    const malformed = await search('{"filter":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ status: 400, error: 'bad_request', message: 'Der Inhalt der Anfrage ist kein gültiges JSON.' });
    const badId = await fetch(`${base}/api/ippcInstallations/not-an-id`);
    expect(badId.status).toBe(400);
    expect(await badId.json()).toMatchObject({ error: 'validation_failed', violations: [{ field: 'id' }] });
    const method = await fetch(`${base}/api/env`, { method: 'DELETE' });
    expect(method.status).toBe(405);
    expect(await method.json()).toMatchObject({ status: 405, error: 'method_not_allowed' });
    expect(reports.slice(reported)).toEqual([]);
  });

  it('serves the radius criterion through the contract and refuses a radius or centre out of its bounds', async () => {
    const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const near = { lat: 48.30639, lon: 14.28611, radiusKm: 10 };
    const search = await post('/api/ippcInstallations', { filter: { near }, page: 0, pageSize: 100 });
    expect(search.status).toBe(200);
    const { total } = (await search.json()) as { total: number };
    expect(total).toBe(data.register.filter({ near }).length);
    expect(total).toBeGreaterThan(0);
    expect((await post('/api/ippcInstallations/gis', { near })).status).toBe(200);
    const stats = await fetch(`${base}/api/ippcInstallations/branchenStats?nearLat=48.30639&nearLon=14.28611&nearRadiusKm=10`);
    expect(stats.status).toBe(200);
    expect(((await stats.json()) as { total: number }).total).toBe(total);
    expect((await fetch(`${base}/api/ippcInstallations/branchenStats?nearLat=48.30639&nearRadiusKm=10`)).status).toBe(400);
    for (const bad of [{ ...near, radiusKm: 0 }, { ...near, radiusKm: 201 }, { ...near, lat: 52.52 }, { lat: near.lat, lon: near.lon }]) {
      expect((await post('/api/ippcInstallations', { filter: { near: bad }, page: 0, pageSize: 10 })).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('keeps binary downloads byte for byte (Prism alone would garble them)', async () => {
    const direct = await fetch(`http://127.0.0.1:${(dataServer.address() as AddressInfo).port}/api/bvt/getFile/bvt-file-bvt-wi-de`);
    const proxied = await fetch(`${base}/api/bvt/getFile/bvt-file-bvt-wi-de`);
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await proxied.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
  });

  it('passes both open-data downloads byte for byte (the CSV keeps its byte order mark) and refuses an unknown format with 400', async () => {
    const reported = reports.length;
    const dataPort = (dataServer.address() as AddressInfo).port;
    for (const [format, type] of [
      ['csv', 'text/csv; charset=utf-8'],
      ['geojson', 'application/geo+json'],
    ] as const) {
      const request = (origin: string) =>
        fetch(`${origin}/api/ippcInstallations/openData?format=${format}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: type }, body: JSON.stringify({ query: 'Linz' }) });
      const proxied = await request(base);
      expect(proxied.status).toBe(200);
      expect(proxied.headers.get('content-type')).toBe(type);
      expect(proxied.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="Anlagenregister-\\d{4}-\\d{2}-\\d{2}\\.${format}"$`));
      const bytes = Buffer.from(await proxied.arrayBuffer());
      expect(bytes.equals(Buffer.from(await (await request(`http://127.0.0.1:${dataPort}`)).arrayBuffer()))).toBe(true);
      if (format === 'csv') expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    }
    expect(reports.slice(reported)).toEqual([]);
    const unknown = await fetch(`${base}/api/ippcInstallations/openData?format=xlsx`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'validation_failed', violations: [{ field: 'format', message: 'Erlaubt sind: csv, geojson' }] });
  });

  it('issues the session and XSRF cookies, and enforces the security schemes of the contract', async () => {
    const reported = reports.length;
    const first = await fetch(`${base}/api/env`);
    const issued = first.headers.getSetCookie();
    expect(issued).toEqual([expect.stringMatching(/^JSESSIONID=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/), expect.stringMatching(/^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Lax$/)]);
    const cookie = issued.map((c) => c.split(';')[0]).join('; ');
    const token = /XSRF-TOKEN=([\w-]+)/.exec(cookie)?.[1] ?? '';
    const again = await fetch(`${base}/api/env`, { headers: { Cookie: cookie } });
    expect(again.headers.getSetCookie()).toEqual([]);
    const exportWith = (headers: Record<string, string>) =>
      fetch(`${base}/api/ippcInstallations/excel`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{}' });
    // A state-changing operation: without the header it is refused (security scheme xsrf) …
    const without = await exportWith({ Cookie: cookie });
    expect(without.status).toBe(403);
    expect(await without.json()).toMatchObject({ status: 403, error: 'csrf_rejected' });
    // … with a header that is not the cookie's value the server refuses it …
    const forged = await exportWith({ Cookie: cookie, 'X-XSRF-TOKEN': 'forged' });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ status: 403, error: 'csrf_rejected' });
    // … and with the cookie's value it runs.
    expect((await exportWith({ Cookie: cookie, 'X-XSRF-TOKEN': token })).status).toBe(202);
    // An operation on the session's data needs the session cookie.
    const anonymous = await fetch(`${base}/api/user-tasks/x/result`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ status: 401, error: 'unauthorized' });
    // Answered by the gateway, not the data server: the cookies come all the same.
    expect(anonymous.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['JSESSIONID', 'XSRF-TOKEN']);
    expect(reports.slice(reported)).toEqual([]);
  });

  it('refuses a search text over the contract limit of 200 characters with 400', async () => {
    const search = (query: string) =>
      fetch(`${base}/api/ippcInstallations`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ filter: { query }, page: 0, pageSize: 10 }) });
    expect((await search('a'.repeat(200))).status).toBe(200);
    expect((await search('a'.repeat(201))).status).toBe(400);
  });

  it('refuses a user setting over the contract limits, and a saved filter name over 100 characters with 400', async () => {
    const first = await fetch(`${portalBase}/api/userSettings/filters_ippcInstallations`);
    const cookie = first.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const token = /XSRF-TOKEN=([\w-]+)/.exec(cookie)?.[1] ?? '';
    const write = (name: string, value: string) =>
      fetch(`${portalBase}/api/userSettings/filters_ippcInstallations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `${cookie}; ippc-mock-visitor=owner`, 'X-XSRF-TOKEN': token },
        body: new URLSearchParams({ name, value }).toString(),
      });
    const filter = (name: string) => JSON.stringify({ name, enabled: true, criteria: {} });
    expect((await write('f1', filter('x'.repeat(100)))).status).toBe(204);
    expect(await (await write('f1', 'x'.repeat(10_001))).json()).toMatchObject({ status: 400, error: 'validation_failed', violations: [{ field: 'value', message: 'Maximal 10000 Zeichen' }] });
    expect(await (await write('n'.repeat(101), filter('a'))).json()).toMatchObject({ status: 400, error: 'validation_failed', violations: [{ field: 'name' }] });
    const longName = await write('f1', filter('x'.repeat(101)));
    expect(longName.status).toBe(400);
    expect(await longName.json()).toMatchObject({ error: 'validation_failed', violations: [{ field: 'value.name', message: 'Maximal 100 Zeichen' }] });
  });

  it("answers CORS only for the app's own origin, never by reflecting another", async () => {
    const evil = await fetch(`${base}/api/env`, { headers: { Origin: 'http://evil.example' } });
    expect(evil.status).toBe(200);
    expect([...evil.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    const own = appOrigins()[0] ?? '';
    const app = await fetch(`${base}/api/env`, { headers: { Origin: own } });
    expect(app.headers.get('access-control-allow-origin')).toBe(own);
    expect(app.headers.get('access-control-allow-credentials')).toBe('true');
  });
});
