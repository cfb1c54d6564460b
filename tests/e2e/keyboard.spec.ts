import type { Page } from '@playwright/test';
import { test, expect, asVisitor, expectFocusInside, expectFocusVisible, tabTo, activate } from './fixtures';

/**
 * Every task a visitor can do, with the keyboard only (Tab, Shift+Tab, Enter, Space, arrows, Escape;
 * no clicks), and at every stop a visible focus indicator. shell.spec.ts already walks the header, the
 * navigation, the sidebar and the mobile drawer by keyboard, register.spec.ts the map's clusters; this file
 * walks the tasks: search and filter the register, page, sort, switch views, open details, save and apply a
 * filter, export to Excel and download from Aufträge, read content pages and the FAQ, sign in and out.
 */
test.describe.configure({ timeout: 90_000 });
/** New results after a search or filter change: slow on a busy machine (debounce, Prism's validation, render). */
const RESULTS = { timeout: 25_000 };
test.use({ viewport: { width: 1440, height: 900 } });

const total = (page: Page) => page.locator('.register-total strong');
const panel = (page: Page) => page.getByRole('complementary', { name: 'Filter' });
const rows = (page: Page) => page.getByRole('table', { name: 'Anlagen im Register' }).locator('tbody tr');
const filterSelect = (page: Page) => panel(page).getByRole('combobox', { name: 'Gespeicherter Filter' });

test('register: search, filter, save and apply a filter, sort, page, switch views, open details', async ({ page, context, baseURL }) => {
  await asVisitor(context, baseURL, 'owner');
  await page.goto('./#/installations');
  await expect(rows(page)).toHaveCount(20);
  const all = await total(page).innerText();

  // Page search: type, the results narrow down; clear it again.
  const search = page.getByRole('searchbox', { name: 'Suche' });
  await tabTo(page, search);
  await page.keyboard.type('Wien');
  await expect(page.getByRole('list', { name: 'Angewendete Filter' })).toContainText('Suche: „Wien“');
  await expect(total(page)).not.toHaveText(all, RESULTS);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await expect(total(page)).toHaveText(all, RESULTS);

  // Filter panel: open with the button, choose a Bundesland in the multi-select, apply.
  await activate(page, page.getByRole('button', { name: /^Filter/ }).first(), 'Enter', { back: true });
  await expect(panel(page)).toBeVisible();
  await tabTo(page, panel(page).getByRole('combobox', { name: 'Bundesland' }));
  await page.keyboard.type('Oberö');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(filterSelect(page)).toHaveText('Unbenannter Filter (*)');
  await activate(page, panel(page).getByRole('button', { name: 'Filter anwenden' }));
  await expect(page.getByRole('list', { name: 'Angewendete Filter' })).toContainText('Bundesland: Oberösterreich');
  await expect(total(page)).not.toHaveText(all, RESULTS);
  const filtered = await total(page).innerText();

  // Save it, switch to the Standardfilter and back: the saved filter applies again.
  await activate(page, panel(page).getByRole('button', { name: 'Speichern' }), 'Enter', { back: true });
  await expect(filterSelect(page)).toHaveText('Unbenannter Filter');
  await tabTo(page, filterSelect(page), { back: true });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: 'Gespeicherter Filter' })).toBeVisible();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(filterSelect(page)).toHaveText('Standardfilter');
  await expect(total(page)).toHaveText(all, RESULTS);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(filterSelect(page)).toHaveText('Unbenannter Filter');
  await expect(total(page)).toHaveText(filtered, RESULTS);

  // Close the panel with its button (the Filter button toggles it).
  await activate(page, page.getByRole('button', { name: /^Filter/ }).first(), 'Enter', { back: true });
  await expect(panel(page)).toHaveCount(0);

  // Sort by Ort, then page forward.
  const ort = page.getByRole('columnheader', { name: 'Ort' });
  await activate(page, ort.getByRole('button'));
  await expect(ort).toHaveAttribute('aria-sort', 'ascending');
  await activate(page, page.getByRole('navigation', { name: 'Seiten' }).getByRole('button', { name: /Nächste Seite/ }));
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Anlagen 21 bis 40 von/)).toBeVisible();

  // Views: map, statistics (with its table), back to the list.
  const views = page.getByRole('group', { name: 'Ansicht' });
  await activate(page, views.getByRole('button', { name: 'Karte' }), 'Enter', { back: true });
  await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-rendered', 'true');
  await activate(page, views.getByRole('button', { name: 'Statistik' }), 'Space', { back: true });
  await expect(page.getByRole('figure', { name: /Balkendiagramm: Anlagen je Branche/ })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Als Tabelle anzeigen' }), 'Space');
  await expect(page.getByRole('table', { name: 'Anlagen je Branche (Tabelle)' })).toBeVisible();
  await activate(page, views.getByRole('button', { name: 'Tabelle' }), 'Enter', { back: true });
  await expect(rows(page).first()).toBeVisible();

  // Open the details of the first installation on the page.
  const link = rows(page).first().getByRole('link');
  const name = await link.innerText();
  await activate(page, link);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Stammdaten' })).toBeVisible();
});

test('Excel export of a signed-in user, then the download from Aufträge', async ({ page, context, baseURL }) => {
  await asVisitor(context, baseURL, 'owner');
  await page.goto('./#/installations');
  await expect(rows(page)).toHaveCount(20);
  await activate(page, page.getByRole('button', { name: 'Excel-Export' }));
  await expect(page.locator('.register-export__status')).toHaveText('Der Excel-Export ist fertig.', { timeout: 30_000 });
  await activate(page, page.getByRole('link', { name: 'Zu den Aufträgen' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Aufträge' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Ihre Aufträge' });
  await expect(table.locator('tbody tr')).toHaveCount(4);
  const mine = table.locator('tbody tr').filter({ hasText: 'alle Anlagen' }).filter({ hasText: 'Erfolgreich' }).first();
  const download = page.waitForEvent('download');
  await activate(page, mine.getByRole('button', { name: /herunterladen$/ }));
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('content pages: table of contents, FAQ search and questions, bvT sort and download', async ({ page }) => {
  await page.goto('./#/environmental-inspection');
  await expect(page.getByRole('heading', { level: 1, name: 'Umweltinspektion' })).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'Inhalt dieser Seite' });
  await activate(page, toc.getByRole('link').last());
  await expect(page).toHaveURL(/#\/environmental-inspection#[\w-]+$/);
  const anchor = new URL(page.url()).hash.split('#')[2] ?? '';
  await expect(page.locator(`[id="${anchor}"]`)).toBeFocused();

  // FAQ: search, open a question with Enter, close it with Space.
  await page.goto('./#/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await tabTo(page, page.getByRole('searchbox', { name: 'In den FAQ suchen' }));
  await page.keyboard.type('Inspektionsbericht');
  await expect(page.getByRole('status').filter({ hasText: /von \d+ Fragen gefunden/ })).toBeVisible();
  const question = page.locator('.faq-item__question button').filter({ visible: true }).first();
  await activate(page, question);
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');

  // bvT: sort by Kürzel, download a PDF.
  await page.goto('./#/bvt-conclusions');
  const header = page.getByRole('columnheader', { name: 'Kürzel' });
  await activate(page, header.getByRole('button'));
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const download = page.waitForEvent('download');
  await activate(page, page.getByRole('button', { name: /PDF Deutsch herunterladen$/ }).first());
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});

test('sign in from the user menu, and sign out', async ({ page, context, baseURL }) => {
  await context.route('**/portal/login**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Portal-Anmeldung</title><h1>Anmeldung</h1>' }));
  await context.route('**/portal/logout**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Abgemeldet</title><h1>Abgemeldet</h1>' }));
  await page.goto('./#/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Benutzermenü' }));
  await expect(page.getByRole('dialog', { name: 'Benutzermenü' }).getByRole('button', { name: 'Anmelden' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/portal\/login\?returnUrl=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('returnUrl') ?? '')).toBe('/ippc/#/faq');

  // Signed in (the mock's owner): 'Abmelden' is the user menu's last entry.
  await asVisitor(context, baseURL, 'owner');
  await page.goto('./#/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Benutzermenü' }));
  const menu = page.getByRole('dialog', { name: 'Maria Mustermann' });
  await expect(menu).toBeVisible();
  await activate(page, menu.getByRole('button', { name: 'Abmelden' }));
  await page.waitForURL(/\/portal\/logout/);
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the filter drawer: opened from the Filter button, focus kept inside, Escape returns to the button', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'owner');
    await page.goto('./#/installations');
    await expect(rows(page).first()).toBeVisible();
    const button = page.getByRole('button', { name: /^Filter/ }).first();
    await activate(page, button);
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      await expectFocusInside(drawer);
      await expectFocusVisible(page);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(button).toBeFocused();
    await expectFocusVisible(page);
  });
});
