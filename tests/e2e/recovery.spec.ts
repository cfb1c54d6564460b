import type { Page, Route } from '@playwright/test';
import { test, expect, axeViolations, tabTo, untilShellSettled } from './fixtures';

/**
 * Recovery without reload: a view whose data could not be loaded shows its error with 'Erneut versuchen';
 * once the backend answers again the error clears when the window gets focus back, when the connection
 * returns, when any other request succeeds, or by the button, and keyboard focus is not lost on the way.
 * The backend fails by route: every answer a 503 until the test lets the requests through to the mock again.
 */
const LIST = '**/ippc/api/bvt/list';
const UNAVAILABLE = 'Die Information ist derzeit nicht verfügbar.';
const HTTP_ERRORS = /Failed to load resource: the server responded with a status of 503/;

/** The backend down for `pattern` until `recover()`: every request answered 503; counts the requests. */
async function backendDown(page: Page, pattern: string | RegExp) {
  const seen = { requests: 0 };
  const handler = (route: Route) => {
    seen.requests += 1;
    return route.fulfill({ status: 503, json: { status: 503, error: 'internal_error', message: 'Dienst nicht verfügbar' } });
  };
  await page.route(pattern, handler);
  return { seen, recover: () => page.unroute(pattern, handler) };
}

const pageError = (page: Page, text = UNAVAILABLE) => page.getByRole('main').getByRole('alert').filter({ hasText: text });
const bvtRows = (page: Page) => page.getByRole('main').getByRole('table').locator('tbody tr');

/**
 * Opens a page from the navigation once the shell's own reads are done (on the FAQ page): a request of
 * theirs that succeeded after the page's error would already clear it.
 */
async function openFromNavigation(page: Page, name: string) {
  await page.goto('./#/faq');
  await untilShellSettled(page);
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.locator('h1', { hasText: name })).toBeVisible();
}

/** The bvT page in its error state: the list failed with its retries (4 requests, about 7 s). */
async function openBvtInError(page: Page) {
  const backend = await backendDown(page, LIST);
  await openFromNavigation(page, 'bvT Schlussfolgerungen');
  await expect(pageError(page)).toBeVisible({ timeout: 20_000 });
  expect(backend.seen.requests).toBe(4);
  return backend;
}

test.describe('recovery without reload', () => {
  test.beforeEach(({ expectConsoleError }) => {
    // Chromium reports every non-2xx response in the console; that is the browser, not the app.
    expectConsoleError(HTTP_ERRORS);
  });

  test("the error state offers 'Erneut versuchen' and passes axe", async ({ page }) => {
    await openBvtInError(page);
    const box = page.getByRole('main').locator('.query-error');
    await expect(box.getByRole('button', { name: 'Erneut versuchen', exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the error clears when the window gets focus back, once the backend answers again', async ({ page }) => {
    const backend = await openBvtInError(page);
    // Focus alone does not help while the backend is down: one more attempt, the error stays.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => backend.seen.requests).toBeGreaterThan(4);
    await expect(pageError(page)).toBeVisible({ timeout: 20_000 });
    await backend.recover();
    await expect(pageError(page)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(bvtRows(page).first()).toBeVisible();
    await expect(pageError(page)).toHaveCount(0);
  });

  test('the error clears when the connection returns', async ({ page, context, expectConsoleError }) => {
    expectConsoleError(/net::ERR_INTERNET_DISCONNECTED/);
    const backend = await openBvtInError(page);
    await backend.recover();
    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).not.toHaveText('');
    await expect(pageError(page)).toBeVisible();
    await context.setOffline(false);
    await expect(bvtRows(page).first()).toBeVisible();
    await expect(pageError(page)).toHaveCount(0);
  });

  test('the error clears when another request succeeds', async ({ page }) => {
    // A request that is still on its way (the EDM link template) gets through once the backend is back.
    const held: Route[] = [];
    await page.route('**/ippc/api/config/edmLinkTemplateBvtDmsDocument', (route) => {
      held.push(route);
    });
    const backend = await openBvtInError(page);
    expect(held).toHaveLength(1);
    await backend.recover();
    await expect(pageError(page)).toBeVisible();
    const before = backend.seen.requests;
    await held[0]!.continue();
    await expect(bvtRows(page).first()).toBeVisible();
    await expect(pageError(page)).toHaveCount(0);
    // The list came from the mock, not from another failing attempt.
    expect(backend.seen.requests).toBe(before);
  });

  test("'Erneut versuchen' by keyboard: the error stays with focus on the button while the backend fails, then the list replaces it and focus moves to it", async ({ page }) => {
    const backend = await openBvtInError(page);
    const retry = page.getByRole('main').getByRole('button', { name: 'Erneut versuchen', exact: true });
    await retry.focus();
    await page.keyboard.press('Enter');
    // The attempt runs (with its retries): the error and the button stay, and say so.
    await expect(page.getByRole('main').locator('.query-error').getByRole('status')).toHaveText('Wird geladen …');
    await expect(retry).toBeFocused();
    await expect.poll(() => backend.seen.requests, { timeout: 20_000 }).toBe(8);
    await expect(page.getByRole('main').locator('.query-error').getByRole('status')).toHaveText('');
    await expect(pageError(page)).toBeVisible();
    await expect(retry).toBeFocused();

    await backend.recover();
    await page.keyboard.press('Enter');
    await expect(bvtRows(page).first()).toBeVisible();
    await expect(pageError(page)).toHaveCount(0);
    // Focus is on the view that replaced the error, not on the page's body: Tab goes on from there.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('query-state');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Suche', exact: true })).toBeFocused();
  });

  test("the register's results: 'Erneut versuchen' brings the table back", async ({ page }) => {
    const backend = await backendDown(page, /\/ippc\/api\/ippcInstallations$/);
    await openFromNavigation(page, 'Anlagenregister');
    const error = pageError(page, 'Die Anlagen konnten nicht geladen werden. Bitte versuchen Sie es erneut.');
    await expect(error).toBeVisible({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    // Focus first: once the backend answers, any other request that succeeds clears the error by itself.
    const retry = page.getByRole('main').getByRole('button', { name: 'Erneut versuchen', exact: true });
    await retry.focus();
    await backend.recover();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: 'Anlagen im Register' }).locator('tbody tr').first()).toBeVisible();
    await expect(error).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('register-table-view'))).toBe(true);
  });

  test("the map's chunk fails to load: once the network is back, 'Erneut versuchen' by keyboard loads it, and focus moves to the map", async ({ page, expectConsoleError }) => {
    expectConsoleError(/net::ERR_FAILED/);
    // The chunk's requests (its modulepreload and the import) fail until the network is back.
    const chunk = '**/assets/MapView-*.js';
    await page.route(chunk, (route) => route.abort('failed'));
    await page.goto('./#/installations!view=map');
    const error = pageError(page, 'Die Karte konnte nicht geladen werden.');
    await expect(error).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute(chunk);
    const retry = page.getByRole('main').getByRole('button', { name: 'Erneut versuchen', exact: true });
    await tabTo(page, retry);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-rendered', 'true');
    await expect(error).toHaveCount(0);
    // Focus is on the box that holds the map, not on the page's body: Tab goes on into the map's controls.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('group', { name: 'Kartensteuerung' }).getByRole('button', { name: 'Vergrößern' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
});
