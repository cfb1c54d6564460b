import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DIST_DIR } from '../../mock/config';
import { root } from '../../mock/prism';

/**
 * How the first visit loads: what the first paint waits for, and how many files a page's code comes in.
 * Both decide how soon a phone on a slow connection shows the page.
 */

const assets = path.resolve(root, DIST_DIR, 'assets');
const chunk = (prefix: string) => {
  const file = readdirSync(assets).find((name) => name.startsWith(`${prefix}-`) && name.endsWith('.js'));
  if (!file) throw new Error(`no ${prefix} chunk in ${assets}`);
  return file;
};
const staticImports = (file: string) =>
  [...readFileSync(path.join(assets, file), 'utf8').matchAll(/\b(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((match) => match[1] ?? '');
/** The app's chunk and what it loads with it on every visit. */
const appChunks = () => new Set([chunk('app'), chunk('rolldown-runtime'), chunk('first-page')]);
/** A built file's name without its content hash ('page-kit-Ab12Cd34.js' → 'page-kit'). */
const withoutHash = (file: string) => file.replace(/-[\w-]{8}\.(js|css)$/, '');
/** The files of a type the page requests from now on, by name. */
function requestedFiles(page: Page, type: 'script' | 'stylesheet'): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === type) files.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return files;
}

test('the app chunk loads at low priority: the stylesheet of the static first paint comes first', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    priorities.set(new URL(event.request.url).pathname.split('/').pop() ?? '', event.request.initialPriority);
  });
  await page.goto('./#/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(priorities.get(chunk('app'))).toBe('Low');
  const stylesheet = [...priorities.keys()].find((name) => /^app-.*\.css$/.test(name));
  expect(stylesheet && priorities.get(stylesheet)).toBe('VeryHigh');
});

test("a first visit of the FAQ loads the page's own code in three files: the page's, the page kit and the CMS view with its sanitizer", async ({ page }) => {
  const scripts = requestedFiles(page, 'script');
  await page.goto('./#/faq');
  await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  // What every first visit loads (index.html's scripts and the app's chunk), and the validation worker's files.
  const everyVisit = new Set([chunk('main'), chunk('firstPage'), ...appChunks()]);
  const worker = new Set([chunk('validation.worker'), ...staticImports(chunk('validation.worker'))]);
  const pageOwn = [...new Set(scripts)].filter((name) => !everyVisit.has(name) && !worker.has(name));
  expect(pageOwn.map(withoutHash).sort()).toEqual(['FaqPage', 'cms', 'page-kit']);
});

test('the page kit brings what its modules import: it loads no chunk of its own besides the app code', () => {
  const initial = appChunks();
  const kit = chunk('page-kit');
  expect(staticImports(kit).filter((file) => !initial.has(file))).toEqual([]);
});

test("the page kit's styles come in the app's stylesheet: a first visit of the FAQ loads two stylesheets, the app's and the page's", async ({ page }) => {
  const stylesheets = requestedFiles(page, 'stylesheet');
  await page.goto('./#/faq');
  await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(stylesheets.map(withoutHash).sort()).toEqual(['FaqPage', 'app']);
});

test("a first visit of the register or Anlagendetails loads the page's own code in its chunk and the page kit (the register also its prefetch module): nothing it shares with its lazy parts comes apart", () => {
  const initial = appChunks();
  const ownCode = (page: string) => {
    const loaded = new Set<string>();
    const queue = [chunk(page)];
    while (queue.length > 0) {
      const file = queue.pop() ?? '';
      if (loaded.has(file) || initial.has(file)) continue;
      loaded.add(file);
      queue.push(...staticImports(file));
    }
    return [...loaded].map(withoutHash).sort();
  };
  expect(ownCode('RegisterPage')).toEqual(['RegisterPage', 'page-kit', 'prefetch']);
  expect(ownCode('InstallationPage')).toEqual(['InstallationPage', 'page-kit']);
});

test("a first visit of the register loads two stylesheets, the app's and the page's (the form fields' styles come in the app's)", async ({ page }) => {
  const stylesheets = requestedFiles(page, 'stylesheet');
  await page.goto('./#/installations');
  await expect(page.locator('.register-table tbody tr').first()).toBeVisible();
  expect(stylesheets.map(withoutHash).sort()).toEqual(['RegisterPage', 'app']);
});

test("the validation worker is one file: zod and the response schemas come with its script, not a round trip after it", async ({ page }) => {
  const worker = chunk('validation.worker');
  expect(staticImports(worker)).toEqual([]);
  expect(readFileSync(path.join(assets, worker), 'utf8')).not.toMatch(/\bimport\s*\(\s*["'`]/);
  // While the register's first load is checked in the worker, it asks for no file but its own script.
  const workerScripts: string[] = [];
  page.on('worker', (started) => workerScripts.push(new URL(started.url()).pathname.split('/').pop() ?? ''));
  const scripts = requestedFiles(page, 'script');
  await page.goto('./#/installations');
  await expect(page.locator('.register-table tbody tr').first()).toBeVisible();
  expect(workerScripts).toEqual([worker]);
  expect(scripts.filter((name) => /^(zod|response-schemas)-/.test(name))).toEqual([]);
});

/** The app API requests a page sends from now on: method, path, body and the script files on the initiator's stack. */
async function apiRequests(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sent: { method: string; path: string; body: string; by: string[] }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (!url.pathname.includes('/api/')) return;
    const frames = event.initiator.stack?.callFrames ?? [];
    sent.push({ method: event.request.method, path: url.pathname.replace(/^.*\/api\//, 'api/'), body: event.request.postData ?? '', by: frames.map((frame) => frame.url.split('/').pop() ?? '') });
  });
  return sent;
}

test('a first visit sends its early reads once, from the first-page preload, and the app answers from them', async ({ page }) => {
  const sent = await apiRequests(page);
  await page.goto('./#/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  // The CMS page's content is shown: the app took the early answer.
  await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  for (const path of ['api/auth/user', 'api/env', 'api/cms/faq']) {
    const requests = sent.filter((entry) => entry.path === path);
    expect(requests, path).toHaveLength(1);
    // Sent by the preload's code (the first-page chunk), not by the app's.
    expect(requests[0]?.by, path).toContain(chunk('first-page'));
  }
});

test("the register's first search goes out once: from the first-page preload for a URL without page state, from the app for one with", async ({ page }) => {
  const sent = await apiRequests(page);
  const rows = page.locator('.register-table tbody tr');
  await page.goto('./#/installations');
  await expect(rows).toHaveCount(20);
  const searches = () => sent.filter((entry) => entry.method === 'POST' && entry.path === 'api/ippcInstallations');
  expect(searches()).toHaveLength(1);
  expect(searches()[0]?.by).toContain(chunk('first-page'));
  for (const path of ['api/filter/metadata', 'api/ippcInstallations/lastUpdate']) {
    expect(sent.filter((entry) => entry.path === path), path).toHaveLength(1);
    expect(sent.find((entry) => entry.path === path)?.by, path).toContain(chunk('first-page'));
  }

  // With page state (a search text), the app builds the search: one request, the URL's.
  sent.length = 0;
  await page.goto('about:blank');
  await page.goto('./#/installations!q=Zement');
  await expect(page.locator('.filters-chips')).toContainText('Zement');
  await expect(rows.first()).toBeVisible();
  expect(searches()).toHaveLength(1);
  expect(searches()[0]?.by).not.toContain(chunk('first-page'));
  expect(JSON.parse(searches()[0]?.body ?? '{}')).toMatchObject({ filter: { query: 'Zement' } });
});

test("the filter panel's code loads on intent (pointer over or keyboard focus on the Filter button), not when removing the last chip moves focus there", async ({ page }) => {
  const panel = chunk('FilterPanel');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname.split('/').pop() ?? ''));
  await page.goto('./#/installations!q=Zement');
  const rows = page.locator('.register-table tbody tr');
  await expect(rows.first()).toBeVisible();
  const before = await rows.first().textContent();
  await page.locator('.filters-chips .kit-chip__remove').first().click();
  const filterButton = page.getByRole('button', { name: 'Filter', exact: true });
  await expect(filterButton).toBeFocused();
  await expect(rows.first()).not.toHaveText(before ?? '');
  await page.waitForLoadState('networkidle');
  expect(requested).not.toContain(panel);
  // Keyboard focus is intent: away and back with Tab.
  const loaded = page.waitForRequest((request) => request.url().endsWith(`/${panel}`));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(filterButton).toBeFocused();
  await loaded;
});

for (const [name, hash] of [
  ['Startseite', './#/start'],
  ['Anlagenregister', './#/installations'],
] as const) {
  test(`${name} (shown once the overview selection is set) goes from its one loading text straight to the page: no second one, which React would hold for 300 ms`, async ({ page }) => {
    // Counts the loading texts that appear in the main area before the page's heading: the gate's, and a
    // Suspense fallback committed after it would be a second element.
    await page.addInitScript(() => {
      const seen = new WeakSet<Element>();
      const state = { loadingTexts: 0, headingShown: false };
      Object.assign(window, { __firstPage: state });
      const observer = new MutationObserver(() => {
        const main = document.querySelector('main');
        if (!main) return;
        if (main.querySelector('h1')) {
          state.headingShown = true;
          observer.disconnect();
          return;
        }
        for (const status of main.querySelectorAll('[role="status"]')) {
          if (seen.has(status) || !/Wird geladen/.test(status.textContent ?? '')) continue;
          seen.add(status);
          state.loadingTexts += 1;
        }
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(hash);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const state = await page.evaluate(() => (window as unknown as { __firstPage: { loadingTexts: number; headingShown: boolean } }).__firstPage);
    expect(state).toEqual({ loadingTexts: 1, headingShown: true });
  });
}
