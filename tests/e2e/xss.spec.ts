import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { buildCorpus, type XssPayload } from './xss-corpus';

/**
 * XSS through the real CMS rendering path: GET /api/cms/… answers with hostile HTML, the app renders it as
 * it renders any content page (production build, its Content-Security-Policy and Trusted Types), and
 * nothing may run: no call of the detector `__xss(id)`, no alert, no request to a marker URL, no CSP
 * violation (the fixture fails on console errors, which include CSP refusals), and no dangerous markup left
 * in the DOM. A positive control proves that the same detector sees the same payloads run when they are
 * not sanitized.
 */
const BATCH_SIZE = 25;
const SETTLE_MS = 800;

function hitUrl(baseURL: string) {
  return (id: number) => new URL(`__xss-hit/${id}`, baseURL).href;
}

/** Installs the detector before any page script; returns what it saw (calls, dialogs, marker requests). */
async function installDetector(page: Page): Promise<{ requests: number[]; dialogs: string[] }> {
  const seen = { requests: [] as number[], dialogs: [] as string[] };
  await page.addInitScript(() => {
    const hits: unknown[] = [];
    Object.defineProperty(window, '__xssHits', { value: hits, writable: false, configurable: false });
    Object.defineProperty(window, '__xss', { value: (id: unknown) => hits.push(id), writable: false, configurable: false });
  });
  await page.route('**/__xss-hit/**', async (route) => {
    seen.requests.push(Number(route.request().url().split('/').pop()));
    await route.fulfill({ status: 204 });
  });
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

function sentinel(id: number): string {
  return `<p id="xss-sentinel-${id}">·</p>`;
}

async function hitsOf(page: Page): Promise<unknown[]> {
  return page.evaluate(() => [...((window as unknown as { __xssHits: unknown[] }).__xssHits ?? [])]);
}

/** Markup that must never survive the sanitizer, searched in every rendered CMS container. */
async function dangerousMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const forbiddenTags = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'textarea', 'select', 'base', 'meta', 'link', 'style', 'template', 'svg', 'math', 'noscript', 'isindex']);
    const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster', 'srcset', 'code', 'value']);
    for (const container of Array.from(document.querySelectorAll('.cms'))) {
      for (const element of Array.from(container.querySelectorAll('*'))) {
        if (forbiddenTags.has(element.localName)) found.push(`<${element.localName}>`);
        if (element.shadowRoot) found.push(`shadow root on <${element.localName}>`);
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          // eslint-disable-next-line no-control-regex
          const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
          if (name.startsWith('on')) found.push(`${name} on <${element.localName}>`);
          if (name === 'style' || name === 'srcdoc') found.push(`${name} on <${element.localName}>`);
          // data: images in <img> are inert (an SVG image runs no script); any other data: or script URL is not.
          const inertImage = element.localName === 'img' && name === 'src' && value.startsWith('data:image/');
          if (urlAttributes.has(name) && !inertImage && /^(javascript|vbscript|data:)/.test(value)) found.push(`${name}="${attribute.value}"`);
        }
        if (element.localName === 'a' && element.getAttribute('target') === '_blank' && element.getAttribute('rel') !== 'noopener noreferrer') {
          found.push('target=_blank without rel="noopener noreferrer"');
        }
      }
    }
    if (typeof document.createElement !== 'function' || typeof document.getElementById !== 'function') found.push('document clobbered');
    return found;
  });
}

/** Gives handlers that need a user a chance: pointer over the content, focus moving through it. */
async function interact(page: Page): Promise<void> {
  const box = await page.locator('main').boundingBox();
  if (box) {
    for (let step = 0; step <= 6; step++) await page.mouse.move(box.x + (box.width * step) / 6, box.y + (box.height * step) / 6);
  }
  for (let n = 0; n < 4; n++) await page.keyboard.press('Tab');
  await page.waitForTimeout(SETTLE_MS);
}

function batches(payloads: XssPayload[]): XssPayload[][] {
  const together = payloads.filter((payload) => !payload.alone);
  const result: XssPayload[][] = [];
  for (let i = 0; i < together.length; i += BATCH_SIZE) result.push(together.slice(i, i + BATCH_SIZE));
  for (const payload of payloads.filter((p) => p.alone)) result.push([payload]);
  return result;
}

test.describe('hostile CMS content never runs', () => {
  // Each test loads its own page: the two workers may share them.
  test.describe.configure({ mode: 'parallel' });

  test.afterAll(async ({ request }) => {
    // Nothing above may have caused a CSP violation report (scripts/web-server.ts counts them).
    const report = (await (await request.get('./__csp-report')).json()) as { count: number; reports: unknown[] };
    expect(report.reports, 'CSP violations reported to the server').toEqual([]);
  });

  // Built with a placeholder origin for the listing; each test rebuilds it for its own base URL.
  const corpus = buildCorpus(hitUrl('http://127.0.0.1/ippc/'));

  test(`the corpus has at least 120 payloads of every kind (${corpus.length})`, () => {
    expect(corpus.length).toBeGreaterThanOrEqual(120);
    expect(new Set(corpus.map((payload) => payload.category))).toEqual(
      new Set(['script', 'event handler', 'javascript: URL', 'data: URL', 'SVG', 'MathML', 'mutation XSS', 'srcdoc', 'form', 'object and embed', 'CSS', 'attribute breaking', 'DOM clobbering and document control']),
    );
  });

  batches(corpus).forEach((batch, index) => {
    const ids = batch.map((payload) => payload.id);
    const label = batch.length === 1 ? `payload ${ids[0]} (${batch[0]?.category}) alone` : `payloads ${ids[0]}–${ids.at(-1)}`;
    test(`content page, batch ${index + 1}: ${label}`, async ({ page, baseURL }) => {
      const payloads = buildCorpus(hitUrl(baseURL ?? '')).filter((payload) => ids.includes(payload.id));
      const seen = await installDetector(page);
      const html = payloads.map((payload) => (payload.alone ? payload.html : `${payload.html}${sentinel(payload.id)}`)).join('\n');
      await page.route('**/api/cms/**', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
      await page.goto('./#/environmental-inspection');
      await expect(page.getByRole('heading', { level: 1, name: 'Umweltinspektion' })).toBeVisible();
      await expect(page.locator('.cms')).toBeAttached();
      if (!payloads[0]?.alone) {
        // Each payload was followed by its sentinel: all of them rendered, none swallowed the rest.
        for (const payload of payloads) await expect(page.locator(`#xss-sentinel-${payload.id}`), `sentinel after payload ${payload.id}`).toBeAttached();
      }
      await interact(page);
      expect(await hitsOf(page), 'detector calls').toEqual([]);
      expect(seen.dialogs, 'dialogs').toEqual([]);
      expect(seen.requests, 'marker requests').toEqual([]);
      expect(await dangerousMarkup(page), 'dangerous markup in the DOM').toEqual([]);
      await expect(page).toHaveURL(/#\/environmental-inspection$/);
    });
  });

  test('the FAQ path: every batchable payload as the answer of a question, all opened', async ({ page, baseURL }) => {
    const payloads = buildCorpus(hitUrl(baseURL ?? '')).filter((payload) => !payload.alone);
    const seen = await installDetector(page);
    const html = payloads.map((payload) => `<section id="faq-${payload.id}"><h2>Frage ${payload.id}?</h2>${payload.html}</section>`).join('\n');
    await page.route('**/api/cms/**', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto('./#/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await page.getByRole('button', { name: 'Alles aufklappen' }).click();
    await expect(page.getByRole('button', { name: 'Alles zuklappen' })).toBeVisible();
    await interact(page);
    expect(await hitsOf(page), 'detector calls').toEqual([]);
    expect(seen.dialogs, 'dialogs').toEqual([]);
    expect(seen.requests, 'marker requests').toEqual([]);
    expect(await dangerousMarkup(page), 'dangerous markup in the DOM').toEqual([]);
  });

  test('positive control: the detector sees a call made in the app page', async ({ page }) => {
    await installDetector(page);
    await page.goto('./#/environmental-inspection');
    await expect(page.getByRole('heading', { level: 1, name: 'Umweltinspektion' })).toBeVisible();
    await page.evaluate(() => (window as unknown as { __xss: (id: number) => void }).__xss(-1));
    expect(await hitsOf(page)).toEqual([-1]);
  });

  test('positive control: unsanitized, the same corpus runs and the detector sees it', async ({ browser, baseURL }) => {
    // A page of the same origin without the app, without sanitizer and without CSP, in its own context.
    const context = await browser.newContext();
    const page = await context.newPage();
    const seen = await installDetector(page);
    const payloads = buildCorpus(hitUrl(baseURL ?? '')).filter((payload) => !payload.alone);
    const html = `<!doctype html><html><body>${payloads.map((payload) => payload.html + sentinel(payload.id)).join('\n')}</body></html>`;
    const controlUrl = new URL('__xss-control.html', baseURL).href;
    await page.route(controlUrl, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(controlUrl);
    await page.waitForTimeout(SETTLE_MS);
    await page.mouse.move(10, 10);
    await page.mouse.move(400, 300);
    await page.waitForTimeout(SETTLE_MS);
    const hits = new Set([...(await hitsOf(page)).map(Number), ...seen.requests]);
    await context.close();
    const byHtml = (fragment: string) => payloads.find((payload) => payload.html.startsWith(fragment))?.id;
    // The classics run when nothing stops them ...
    for (const fragment of ['<script>', '<img src=x onerror=', '<svg onload=', '<iframe srcdoc="<script>', '<details open ontoggle=']) {
      expect(hits, `control: ${fragment}`).toContain(byHtml(fragment));
    }
    // ... and so do many more of the corpus.
    expect(hits.size).toBeGreaterThanOrEqual(40);
  });
});
