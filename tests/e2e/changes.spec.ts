import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { parseFeed } from '@rowanmanning/feed-parser';
import { validateAtom } from '../feed/validateAtom';
import { activate, asVisitor, axeViolations, expect, tabTo, test, untilShellSettled, WIDTHS } from './fixtures';

/**
 * What changed: 'Geändert seit' in the register's filter, watched saved filters counted in the
 * notifications, 'Neu im Register' on the start page and the Atom feed of a filter ('Als Feed abonnieren'),
 * all through Prism's validating proxy; axe on each new state at 1440 and 375 px.
 */
const REPORTS = process.env.REPORTS_DIR ?? 'reports';

const total = (page: Page) => page.locator('.register-total strong');
const panel = (page: Page) => page.getByRole('complementary', { name: 'Filter' });
const chips = (page: Page) => page.getByRole('list', { name: 'Angewendete Filter' });

async function totalNumber(page: Page): Promise<number> {
  return Number((await total(page).innerText()).replace(/\D/g, ''));
}

/** The register's total for a search filter, asked through the proxy. */
async function countOf(request: APIRequestContext, filter: Record<string, unknown>): Promise<number> {
  const response = await request.post('./api/ippcInstallations', { data: { filter, page: 0, pageSize: 10 } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

async function openRegister(page: Page, hash = '') {
  await page.goto(`./#/installations${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
  await expect(total(page)).toBeVisible();
}

test("'Geändert seit' in the filter: typed with the keyboard, applied, chip, URL and the search's total", async ({ page, context, baseURL, request }) => {
  test.setTimeout(90_000);
  await asVisitor(context, baseURL, 'anonymous');
  await openRegister(page);
  const expected = await countOf(request, { changedSince: '2026-04-01' });
  expect(expected).toBeGreaterThan(0);

  await activate(page, page.getByRole('button', { name: /^Filter/ }).first());
  await expect(panel(page)).toBeVisible();
  const section = panel(page).getByRole('button', { name: 'Geändert seit' });
  await tabTo(page, section);
  await page.keyboard.press('Enter');
  const field = panel(page).getByRole('textbox', { name: 'Geändert seit' });
  await expect(field).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  // Not a day: applying shows the error, nothing is applied.
  await page.keyboard.type('31.02.2026');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByText('Validierungsfehler').first()).toBeVisible();
  await field.fill('');
  await field.focus();
  await page.keyboard.type('01.04.2026');
  await page.keyboard.press('Enter');
  await expect(chips(page)).toContainText('Geändert seit: 01.04.2026');
  await expect.poll(() => totalNumber(page)).toBe(expected);
  expect(decodeURIComponent(page.url())).toContain('"changedSince":"2026-04-01"');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${REPORTS}/changes-changed-since-panel-1440.png` });

  // The link restores it: every row changed on the day or later.
  await page.setViewportSize(WIDTHS[1][1]);
  await page.reload();
  await expect.poll(() => totalNumber(page)).toBe(expected);
  await expect(chips(page)).toContainText('Geändert seit: 01.04.2026');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${REPORTS}/changes-changed-since-375.png` });
});

test("a watched saved filter ('Beobachten'): the next day's visit counts its changes in the notifications, linking to the register filtered so", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await asVisitor(context, baseURL, 'owner', 'LOCAL', randomUUID());
  await openRegister(page);
  await activate(page, page.getByRole('button', { name: /^Filter/ }).first());
  const land = panel(page).getByRole('combobox', { name: 'Bundesland' });
  await land.click();
  await page.getByRole('option', { name: 'Steiermark', exact: true }).click();
  await land.press('Escape');
  await panel(page).getByRole('button', { name: 'Filter anwenden' }).click();
  await expect(chips(page)).toContainText('Bundesland: Steiermark');
  await panel(page).getByRole('button', { name: /Speichern/ }).click();
  await expect(panel(page).getByRole('combobox', { name: 'Gespeicherter Filter' })).toHaveText('Unbenannter Filter');

  // Watch it with the keyboard, then save.
  const watch = panel(page).getByRole('switch', { name: 'Beobachten' });
  await tabTo(page, watch);
  await page.keyboard.press('Space');
  await expect(watch).toBeChecked();
  await expect(panel(page).getByRole('combobox', { name: 'Gespeicherter Filter' })).toHaveText('Unbenannter Filter (*)');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${REPORTS}/changes-watch-panel-1440.png` });
  await panel(page).getByRole('button', { name: /Speichern/ }).click();
  await expect(panel(page).getByRole('combobox', { name: 'Gespeicherter Filter' })).toHaveText('Unbenannter Filter');

  // The first visit with it watched starts its visits (nothing to tell yet).
  await page.reload();
  await untilShellSettled(page);
  const stored = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('ippc-notifications:'));
      return key ? { key, state: JSON.parse(localStorage.getItem(key) ?? '{}') as { watchVisits?: Record<string, string> } } : undefined;
    });
  await expect.poll(async () => Object.keys((await stored())?.state.watchVisits ?? {}).length).toBe(1);
  await expect(page.getByTestId('notifications-button')).toHaveAccessibleName('Nachrichten (0)');

  // The last visit was on 1 April 2026: the next visit counts what changed since (that day included).
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('ippc-notifications:'))!;
    const state = JSON.parse(localStorage.getItem(key)!) as { watchVisits: Record<string, string> };
    for (const filter of Object.keys(state.watchVisits)) state.watchVisits[filter] = '2026-04-01';
    localStorage.setItem(key, JSON.stringify(state));
  });
  const expected = await countOf(request, { bundeslandCodes: ['6'], changedSince: '2026-04-01' });
  expect(expected).toBeGreaterThan(0);
  // A new visit: the start page, loaded anew.
  await page.goto('./#/');
  await page.reload();
  await untilShellSettled(page);
  const trigger = page.getByTestId('notifications-button');
  await expect(trigger).toHaveAccessibleName('Nachrichten (1)');
  await expect(page.getByTestId('notifications-badge')).toHaveText('1');
  const title = `„Unbenannter Filter“: ${expected === 1 ? '1 Anlage' : `${expected} Anlagen`} seit 01.04.2026 geändert`;
  for (const [name, size] of WIDTHS) {
    await page.setViewportSize(size);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const popout = page.getByRole('dialog', { name: 'Nachrichten (1)' });
    await expect(popout.getByRole('link', { name: title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${REPORTS}/changes-watch-notification-${name}.png` });
    if (name === '1440') await page.keyboard.press('Escape');
  }
  // The notification leads to the register filtered by the filter and changedSince: its total is the count.
  const link = page.getByRole('dialog', { name: 'Nachrichten (1)' }).getByRole('link', { name: title });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
  await expect.poll(() => totalNumber(page)).toBe(expected);
  await expect(chips(page)).toContainText('Geändert seit: 01.04.2026');
  await expect(chips(page)).toContainText('Bundesland: Steiermark');
  await expect(trigger).toHaveAccessibleName('Nachrichten (0)');

  // The same day again: counted already, no second notification.
  await page.reload();
  await untilShellSettled(page);
  await expect.poll(async () => Object.values((await stored())?.state.watchVisits ?? {})).not.toContain('2026-04-01');
  await expect(trigger).toHaveAccessibleName('Nachrichten (0)');
});

test("'Neu im Register' on the start page: the last 30 days by the server's day, the newest, and the register filtered so", async ({ page, context, baseURL, request }) => {
  test.setTimeout(90_000);
  await asVisitor(context, baseURL, 'anonymous');
  // The server's day as the test clock would give it (one clock for the whole mock: set for this page only).
  await page.route('**/api/time', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Cache-Control': 'no-store' }, body: JSON.stringify({ datetime: '2026-05-10T08:00:00Z', testClock: true }) })
      : route.continue(),
  );
  const expected = await countOf(request, { changedSince: '2026-04-10' });
  expect(expected).toBeGreaterThan(5);
  await page.goto('./#/');
  const section = page.getByRole('region', { name: 'Neu im Register' });
  await expect(section).toContainText(`${expected} Anlagen wurden in den letzten 30 Tagen (seit 10.04.2026) neu eingetragen oder geändert.`);
  await expect(section.getByRole('table', { name: 'Zuletzt neu eingetragene oder geänderte Anlagen' }).locator('tbody tr')).toHaveCount(5);
  for (const [name, size] of WIDTHS) {
    await page.setViewportSize(size);
    expect(await axeViolations(page)).toEqual([]);
    await section.screenshot({ path: `${REPORTS}/changes-new-in-register-${name}.png` });
  }
  const link = section.getByRole('link', { name: 'Alle in den letzten 30 Tagen geänderten Anlagen im Anlagenregister' });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
  await expect.poll(() => totalNumber(page)).toBe(expected);
  await expect(chips(page)).toContainText('Geändert seit: 10.04.2026');
});

test("'Als Feed abonnieren': the filter's feed URL to copy; the feed is Atom, read by a feed library, its links lead to the installations", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await asVisitor(context, baseURL, 'anonymous');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const filter = { bundeslandCodes: ['6'], changedSince: '2025-06-01' };
  await openRegister(page, `!filter=${encodeURIComponent(JSON.stringify(filter))}`);
  const expected = await countOf(request, filter);
  await expect.poll(() => totalNumber(page)).toBe(expected);

  const button = page.getByRole('button', { name: 'Als Feed abonnieren' });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Als Feed abonnieren' });
  await expect(dialog).toBeVisible();
  const url = await dialog.getByRole('textbox', { name: 'Feed-Adresse' }).inputValue();
  expect(url).toBe(new URL('./api/ippcInstallations/feed?bundeslandCodes=6&changedSince=2025-06-01', baseURL).href);
  await activate(page, dialog.getByRole('button', { name: 'Adresse kopieren' }));
  await expect(dialog.getByRole('status')).toHaveText('Die Feed-Adresse wurde in die Zwischenablage kopiert.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  for (const [name, size] of WIDTHS) {
    await page.setViewportSize(size);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${REPORTS}/changes-feed-dialog-${name}.png` });
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  // The feed, fetched as a reader does (no cookie), through the proxy.
  const response = await request.get(url, { headers: { Cookie: '' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
  const xml = await response.text();
  const feed = parseFeed(xml).toJSON();
  expect(feed.meta).toEqual({ type: 'atom', version: '1.0' });
  expect(feed.title).toBe('IPPC-Anlagenregister Österreich – Änderungen');
  expect(feed.items).toHaveLength(Math.min(expected, 50));
  const updated = feed.items.map((item) => item.updated!);
  expect([...updated].sort().reverse()).toEqual(updated);
  for (const item of feed.items) {
    expect(item.title).toMatch(/^.+ \(.+\) geändert$/);
    expect(item.categories[0]).toEqual({ term: '6', label: 'Steiermark', url: null });
    expect(item.updated! >= '2025-05-31').toBe(true);
  }
  // RFC 4287 by a validator (Haskell's feed library, tests/feed/): required elements, their number, authors, links.
  expect(validateAtom(xml)).toEqual({ errors: [], advice: [] });
  // What that validator does not look at: RFC 3339 dates, ids absolute and unique.
  const date = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
  const dates = [...xml.matchAll(/<updated>([^<]*)<\/updated>/g)].map((m) => m[1]!);
  expect(dates).toHaveLength(feed.items.length + 1);
  expect(dates.filter((d) => !date.test(d))).toEqual([]);
  const ids = [...xml.matchAll(/<id>([^<]*)<\/id>/g)].map((m) => m[1]!);
  expect(ids.filter((id) => !/^[a-z][a-z0-9+.-]*:/.test(id))).toEqual([]);
  expect(new Set(ids).size).toBe(ids.length);

  // A reader resolves the entry's link against the feed's URL: the installation's page in the app.
  const first = feed.items[0]!;
  const page2 = await context.newPage();
  await page2.goto(new URL(first.url!, url).href);
  await expect(page2.getByRole('heading', { level: 1 })).toHaveText(first.title!.replace(/ \(.+\) geändert$/, ''));

  // The whole register's feed stays bounded: the newest 50.
  const all = parseFeed(await (await request.get(new URL('./api/ippcInstallations/feed', baseURL).href)).text()).toJSON();
  expect(all.items).toHaveLength(50);
});
