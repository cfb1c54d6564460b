import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { basemapUrl } from '../../deploy/headers';
import { APP_DIR, ASSISTANT_PREFIXES, DIST_DIR, internalPorts, ports, PORTAL_DIR } from '../../mock/config';
import { startNginx, type NginxServer } from '../../scripts/nginx';
import { startWebServer } from '../../scripts/web-server';
import { asVisitor, expect, test, tilePixelsOf } from './fixtures';

/**
 * The app as a team deploys it: its web server (`npm start`'s, or nginx with deploy/nginx/ under
 * E2E_WEB_SERVER=nginx) in front of a backend on another origin under a path prefix (/ippc, /portal, as the
 * documents' server URLs place them), and the GIS configuration naming district tiles on a third origin.
 * The "backend" forwards to the mocks with its prefix taken off and answers every other path with 404, so a
 * web server that dropped the prefix would fail every call; it names the tiles of a small tile server on
 * localhost (the mock's own tiles). Two deployments: one whose IPPC_GIS_TILE_ORIGIN names the tile server, one
 * without it, whose page's CSP does not allow the tiles. Ports from PORT + 120 (REAL_BACKEND_PORT).
 * Screenshots go to <REPORTS_DIR>/real-backend-*.png.
 */
const REPORTS = process.env.REPORTS_DIR ?? 'reports';
const FIRST_PORT = Number(process.env.REAL_BACKEND_PORT ?? ports.web + 120);
const BACKEND_PORT = FIRST_PORT;
const TILES_PORT = FIRST_PORT + 1;
const WEB_PORT = FIRST_PORT + 2;
const WEB_NO_TILES_PORT = FIRST_PORT + 3;
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
const TILE_ORIGIN = `http://localhost:${TILES_PORT}`;
const TILE_TEMPLATE = `${TILE_ORIGIN}/vt/verwaltungsgrenzen/bezirke/{z}/{x}/{y}.pbf`;
const nginx = process.env.E2E_WEB_SERVER === 'nginx';
/** The state borders' colour (vectorTiles.ts TILE_STYLE.stateLine). */
const STATE_LINE = [0x1d, 0x3d, 0x6b];

/** What the backend was asked (its own paths, prefix included) and the log entries it received. */
const backendPaths: string[] = [];
const logEntries: string[] = [];
const tileRequests: string[] = [];

function listen(server: Server, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function forward(req: IncomingMessage, res: ServerResponse, port: number, upstreamPath: string, body: Buffer): void {
  const upstream = request({ host: '127.0.0.1', port, path: upstreamPath, method: req.method, headers: { ...req.headers, host: `127.0.0.1:${port}` } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  upstream.end(body);
}

/** A backend on its own origin with the app API under /ippc and the portal under /portal: the mocks behind a prefix. */
function backend(): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const body = Buffer.concat(chunks);
      backendPaths.push(url);
      const app = `/${APP_DIR}/`;
      const portal = `/${PORTAL_DIR}/`;
      if (url.startsWith(app)) {
        const rest = url.slice(app.length - 1);
        if (rest === '/api/log' && req.method === 'POST') logEntries.push(body.toString('utf8'));
        if (rest === '/api/config/gisBezirkeVtUrl') {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          return res.end(JSON.stringify({ value: TILE_TEMPLATE }));
        }
        const assistant = ASSISTANT_PREFIXES.some((prefix) => rest === prefix || rest.startsWith(`${prefix}/`) || rest.startsWith(`${prefix}?`));
        return forward(req, res, assistant ? ports.assistant : ports.app, rest, body);
      }
      if (url.startsWith(portal)) return forward(req, res, ports.portal, url.slice(portal.length - 1), body);
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ status: 404, error: 'not_found', message: 'Nicht gefunden' }));
    });
  });
}

/** The GIS server on a third origin: the mock's district tiles under a path of its own, for any origin (CORS). */
function tileServer(): Server {
  return createServer((req, res) => {
    const match = /^\/vt\/verwaltungsgrenzen\/bezirke\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(req.url ?? '');
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (!match) {
      res.writeHead(404, cors);
      return res.end();
    }
    tileRequests.push(req.url ?? '');
    const upstream = request({ host: '127.0.0.1', port: internalPorts.data, path: `/__mock/gis/bezirke/${match[1]}/${match[2]}/${match[3]}.pbf` }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...cors, 'Content-Type': String(answer.headers['content-type'] ?? 'application/vnd.mapbox-vector-tile') });
      answer.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502, cors);
      res.end();
    });
    upstream.end();
  });
}

interface WebServer {
  url: string;
  stop: () => Promise<void>;
}

/** The deployment's web server on `port`: the backend's URLs with their paths, the tile origin as given (or none). */
async function deployment(port: number, gisTileOrigin: string | undefined): Promise<WebServer> {
  const url = `http://127.0.0.1:${port}/${APP_DIR}/`;
  if (nginx) {
    const server: NginxServer = await startNginx({
      port,
      settings: {
        IPPC_APP_API_URL: `${BACKEND}/${APP_DIR}`,
        IPPC_ASSISTANT_API_URL: `${BACKEND}/${APP_DIR}`,
        IPPC_PORTAL_API_URL: `${BACKEND}/${PORTAL_DIR}`,
        IPPC_GIS_TILE_ORIGIN: gisTileOrigin ?? 'none',
      },
    });
    return { url, stop: server.stop };
  }
  const server = await startWebServer({
    distDir: path.resolve(DIST_DIR),
    port,
    upstreams: { app: `${BACKEND}/${APP_DIR}`, assistant: `${BACKEND}/${APP_DIR}`, portal: `${BACKEND}/${PORTAL_DIR}` },
    map: { basemapUrl: basemapUrl(), gisTileOrigin },
  });
  return { url, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}


const canvas = (page: Page) => page.getByTestId('map-canvas');
const DISTRICTS_UNAVAILABLE = 'Die Bezirksgrenzen sind derzeit nicht verfügbar; die Karte zeigt die Landesgrenzen.';

test.skip(process.env.E2E_CONTRACT_RUN === '1', 'contract:verify: this spec puts its own backend in front of the mocks');

test.describe(`against a real backend under a path prefix, tiles from a third origin (${nginx ? 'nginx' : 'npm start'})`, { tag: '@prod' }, () => {
  const servers: Server[] = [];
  let web: WebServer;
  let webWithoutTiles: WebServer;

  test.beforeAll(async () => {
    servers.push(await listen(backend(), BACKEND_PORT), await listen(tileServer(), TILES_PORT));
    web = await deployment(WEB_PORT, TILE_ORIGIN);
    webWithoutTiles = await deployment(WEB_NO_TILES_PORT, undefined);
  });

  test.afterAll(async () => {
    await web?.stop();
    await webWithoutTiles?.stop();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  test('every page works with the backend on its own path', async ({ page, context }) => {
    await asVisitor(context, web.url, 'anonymous');
    backendPaths.length = 0;
    await page.goto(`${web.url}#/start`);
    await expect(page.getByRole('heading', { level: 1, name: 'Startseite' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Anlagen je Bundesland' }).getByRole('row')).toHaveCount(10);

    await page.goto(`${web.url}#/installations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Anlagen im Register' }).locator('tbody tr');
    await expect(rows).toHaveCount(20);

    await page.goto(`${web.url}#/installations!view=stats`);
    await expect(page.getByRole('figure', { name: /Balkendiagramm: Anlagen je Branche/ })).toBeVisible();

    await page.goto(`${web.url}#/installations`);
    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(/#\/installations\/AT-IPPC-\d{6}$/);
    await expect(page.getByText('Betreiber', { exact: true })).toBeVisible();

    for (const [route, title] of [
      ['environmental-inspection', 'Umweltinspektion'],
      ['legal-bases-guidelines', 'Rechtsgrundlagen/Leitfäden'],
    ] as const) {
      await page.goto(`${web.url}#/${route}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('.cms h2').first()).not.toHaveText('');
    }

    await page.goto(`${web.url}#/bvt-conclusions`);
    await expect(page.getByRole('heading', { level: 1, name: 'bvT Schlussfolgerungen' })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(22);

    await page.goto(`${web.url}#/faq`);
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await expect(page.locator('.faq-item__question button').first()).not.toHaveText('');

    // Every call reached the backend under its prefix: the app's, the assistant's and the portal's.
    expect(backendPaths.length).toBeGreaterThan(10);
    expect(backendPaths.filter((url) => !url.startsWith(`/${APP_DIR}/api/`) && !url.startsWith(`/${PORTAL_DIR}/api/`))).toEqual([]);
    expect(backendPaths).toContain(`/${APP_DIR}/api/env`);
    expect(backendPaths.some((url) => url.startsWith(`/${PORTAL_DIR}/api/`))).toBe(true);
    // A query reaches the backend as sent.
    expect((await page.request.get(`${web.url}api/redalists/provinces?validAt=2024-01-01`)).status()).toBe(200);
    expect(backendPaths).toContain(`/${APP_DIR}/api/redalists/provinces?validAt=2024-01-01`);
  });

  test('the map draws the district tiles from the GIS server on a third origin that the CSP allows', async ({ page, context }) => {
    await asVisitor(context, web.url, 'anonymous');
    tileRequests.length = 0;
    const response = await page.goto(`${web.url}#/installations!view=map`);
    expect(response?.headers()['content-security-policy']).toContain(`connect-src 'self' ${TILE_ORIGIN};`);
    await expect(canvas(page)).toHaveAttribute('data-rendered', 'true');
    await expect(canvas(page)).toHaveAttribute('data-districts', 'ok');
    await expect(canvas(page)).toHaveAttribute('data-basemap', 'ok');
    await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
    await expect.poll(() => tilePixelsOf(page, STATE_LINE)).toBeGreaterThan(200);
    await expect(page.getByText(DISTRICTS_UNAVAILABLE)).toHaveCount(0);
    await expect(canvas(page).locator('.map-attribution')).toHaveText('Grundkarte: basemap.at · Verwaltungsgrenzen: Flooh Perlot, CC BY 4.0, nach Geoland.at');
    await page.screenshot({ path: `${REPORTS}/real-backend-map-${nginx ? 'nginx' : 'node'}-1440.png`, fullPage: true });

    // Anlagendetails' map too.
    await page.goto(`${web.url}#/installations`);
    await page.getByRole('table', { name: 'Anlagen im Register' }).locator('tbody tr').first().getByRole('link').click();
    await page.locator('#details-map').scrollIntoViewIfNeeded();
    const siteMap = page.getByTestId('map-canvas');
    await expect(siteMap).toHaveAttribute('data-districts', 'ok');
    await expect.poll(() => tilePixelsOf(page, STATE_LINE)).toBeGreaterThan(50);
    if (!nginx) expect((await (await fetch(`${web.url}__csp-report`)).json()) as { count: number }).toMatchObject({ count: 0 });
  });

  test('without the tile host in the CSP: one warning (console and server log), no tile requested, the bundled borders and a note', async ({ page, context }) => {
    await asVisitor(context, webWithoutTiles.url, 'anonymous');
    tileRequests.length = 0;
    logEntries.length = 0;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('map:')) warnings.push(message.text());
    });
    const response = await page.goto(`${webWithoutTiles.url}#/installations!view=map`);
    expect(response?.headers()['content-security-policy']).toContain("connect-src 'self';");
    await expect(canvas(page)).toHaveAttribute('data-rendered', 'true');
    await expect(canvas(page)).toHaveAttribute('data-districts', 'blocked');
    await expect(page.getByRole('status').filter({ hasText: DISTRICTS_UNAVAILABLE })).toBeVisible();
    // Austria's outline and the Bundesland borders from the bundled data.
    await expect(canvas(page).locator('path.map-bundled--outline')).toHaveCount(1);
    await expect(canvas(page).locator('path.map-bundled--states')).toHaveCount(1);
    await expect(canvas(page).locator('.map-attribution')).toContainText('Verwaltungsgrenzen: Flooh Perlot, CC BY 4.0, nach Geoland.at');
    await expect.poll(() => logEntries.length).toBe(1);
    expect(JSON.parse(logEntries[0]!)).toMatchObject({ level: 'WARN', message: expect.stringContaining(`IPPC_GIS_TILE_ORIGIN must name ${TILE_ORIGIN}`) });
    expect(warnings).toHaveLength(1);
    await page.screenshot({ path: `${REPORTS}/real-backend-map-blocked-${nginx ? 'nginx' : 'node'}-1440.png`, fullPage: true });

    // Zoomed and panned, and on to another map of the same page: still once, and never a tile.
    const view = await canvas(page).getAttribute('data-view');
    await page.getByRole('button', { name: 'Vergrößern', exact: true }).click();
    await expect(canvas(page)).not.toHaveAttribute('data-view', view ?? '');
    await page.goto(`${webWithoutTiles.url}#/installations`);
    await page.getByRole('table', { name: 'Anlagen im Register' }).locator('tbody tr').first().getByRole('link').click();
    await page.locator('#details-map').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-districts', 'blocked');
    await expect(page.getByTestId('map-canvas').locator('path.map-bundled--states')).toHaveCount(1);
    expect(tileRequests).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(logEntries).toHaveLength(1);
  });

  test('the tiles allowed but unreachable: after the first failures the bundled borders and the note', async ({ page, context, expectConsoleError }) => {
    await asVisitor(context, web.url, 'anonymous');
    await page.route(`${TILE_ORIGIN}/**`, (route) => route.fulfill({ status: 503, headers: { 'Access-Control-Allow-Origin': '*' }, body: '' }));
    // The browser names each failed tile; that is what this test brings about.
    expectConsoleError(/Failed to load resource: the server responded with a status of 503/);
    await page.goto(`${web.url}#/installations!view=map`);
    await expect(canvas(page)).toHaveAttribute('data-districts', 'failed');
    await expect(page.getByRole('status').filter({ hasText: DISTRICTS_UNAVAILABLE })).toBeVisible();
    await expect(canvas(page).locator('path.map-bundled--states')).toHaveCount(1);
    await expect(canvas(page).locator('.leaflet-tile-pane canvas')).toHaveCount(0);
    await page.screenshot({ path: `${REPORTS}/real-backend-map-unreachable-${nginx ? 'nginx' : 'node'}-1440.png`, fullPage: true });
  });
});
