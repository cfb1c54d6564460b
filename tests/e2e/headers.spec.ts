import type { APIResponse } from '@playwright/test';
import { API_CSP, COMMON_HEADERS, contentSecurityPolicy, HSTS } from '../../deploy/headers';
import { expect, test } from './fixtures';

/**
 * The security headers of every kind of response, one test per cell: run against `npm start`'s web server
 * (project desktop) and the production web server, nginx with deploy/nginx/ (E2E_WEB_SERVER=nginx, tag @prod).
 * The expected values come from deploy/headers.ts, the one source both servers are built from.
 */
const APP_CSP = contentSecurityPolicy();
const PDF = 'api/bvt/getFile/bvt-file-lcp-20260430-0001';

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
  expect(headers['strict-transport-security'], 'no HSTS over plain HTTP').toBeUndefined();
}

function expectAppCsp(response: APIResponse) {
  const csp = response.headers()['content-security-policy'];
  expect(csp).toBe(APP_CSP);
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).toContain("frame-ancestors 'none'");
}

function expectApiCsp(response: APIResponse) {
  expect(response.headers()['content-security-policy']).toBe(API_CSP);
}

test.describe('security headers on every response', { tag: '@prod' }, () => {
  test('document: the app CSP with Trusted Types, not cached', async ({ request }) => {
    const response = await request.get('./');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expectCommonHeaders(response);
    expectAppCsp(response);
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test('hashed asset: cached for a year, compressed', async ({ request }) => {
    const html = await (await request.get('./')).text();
    const asset = /assets\/app-[\w-]+\.js/.exec(html)?.[0];
    expect(asset, 'a script of the build in index.html').toBeTruthy();
    const response = await request.get(`./${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expectCommonHeaders(response);
    expectAppCsp(response);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('gzip');
  });

  test('API JSON: the sandbox CSP', async ({ request }) => {
    const response = await request.get('./api/env');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expectCommonHeaders(response);
    expectApiCsp(response);
  });

  test('API JSON from 1 kB on: compressed on the way out; a smaller answer as it is', async ({ request }) => {
    const large = await request.get('./api/filter/metadata', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(large.status()).toBe(200);
    expect(large.headers()['content-encoding']).toBe('gzip');
    expect(large.headers()['vary']).toContain('Accept-Encoding');
    expect((await large.json()) as unknown).toHaveProperty('criteria');
    const small = await request.get('./api/env', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers()['content-encoding']).toBeUndefined();
    const plain = await request.get('./api/filter/metadata', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expectApiCsp(large);
  });

  test('CMS HTML from the API: the sandbox CSP', async ({ request }) => {
    const response = await request.get('./api/cms/umweltinspektion');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expectCommonHeaders(response);
    expectApiCsp(response);
  });

  test('a raw CMS response opened directly runs in an opaque origin: it cannot reach the app', async ({ page }) => {
    await page.goto('./api/cms/umweltinspektion');
    expect(await page.evaluate(() => window.origin)).toBe('null');
    expect(await page.evaluate(() => { try { return localStorage.length; } catch { return 'blocked'; } })).toBe('blocked');
  });

  test('download: the sandbox CSP', async ({ request }) => {
    const response = await request.get(`./${PDF}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expectCommonHeaders(response);
    expectApiCsp(response);
  });

  test('404: a missing asset and a path outside the app', async ({ request }) => {
    for (const path of ['./assets/missing-0000.js', '/elsewhere']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expectCommonHeaders(response);
      expectAppCsp(response);
    }
  });

  test('400: a malformed URL, never an internal error text', async ({ request }) => {
    const response = await request.get('./%E0%A4%A');
    expect(response.status()).toBe(400);
    expectCommonHeaders(response);
    expectAppCsp(response);
    expect(await response.text()).not.toMatch(/URIError|malformed|Error:/);
  });

  test('redirect: / and /ippc to /ippc/', async ({ request }) => {
    for (const path of ['/', '/ippc']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()['location']).toBe('/ippc/');
      expectCommonHeaders(response);
      expectAppCsp(response);
    }
  });

  test('HSTS on a request that reached the site over HTTPS, for the app and the API', async ({ request }) => {
    for (const path of ['./', './api/env']) {
      const response = await request.get(path, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(response.headers()['strict-transport-security'], path).toBe(HSTS);
    }
  });
});

test.describe('production build hygiene', { tag: '@prod' }, () => {
  test('no source map is served or referenced; no component gallery', async ({ request }) => {
    const html = await (await request.get('./')).text();
    const asset = /assets\/app-[\w-]+\.js/.exec(html)?.[0] ?? '';
    expect(await (await request.get(`./${asset}`)).text()).not.toContain('sourceMappingURL');
    expect((await request.get(`./${asset}.map`)).status()).toBe(404);
    // Any path of the app that is no file gets the app's index.html: the gallery's page is not there.
    expect(await (await request.get('./ui-kit.html')).text()).not.toContain('UI-Baukasten');
  });
});
