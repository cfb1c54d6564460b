import { randomUUID } from 'node:crypto';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { activate, asVisitor, axeViolations as axe, tabTo, test, expect, untilShellSettled } from './fixtures';

/**
 * Saved filters and page search on the register. Each test is its own visitor session of the mock
 * (cookie ippc-mock-session), so saved filters of parallel tests stay apart.
 */

/** Cookies on path / so that the portal's user-settings store (/portal/api/...) sees the same session. */
async function asOwner(context: BrowserContext, baseURL: string | undefined, session = randomUUID()) {
  return asVisitor(context, baseURL, 'owner', 'LOCAL', session);
}

const total = (page: Page) => page.locator('.register-total strong');
const panel = (page: Page) => page.getByRole('complementary', { name: 'Filter' });
const filterSelect = (page: Page) => panel(page).getByRole('combobox', { name: 'Gespeicherter Filter' });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('alertdialog', { name }).or(page.getByRole('dialog', { name }));

async function openRegister(page: Page, hash = '') {
  await page.goto(`./#/installations${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
  await expect(total(page)).toBeVisible();
}

/**
 * The register, once it has read the reference lists the criteria take their options from (after its first
 * results): a test that picks from those lists starts when they are in, however slow the mock is under load.
 */
async function openRegisterWithLists(page: Page) {
  const lists = ['provinces', 'politicalDistricts', 'municipalities', 'naceActivities'].map((list) =>
    page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(`/api/redalists/${list}`), { timeout: 45_000 }),
  );
  await openRegister(page);
  for (const response of await Promise.all(lists)) expect(response.status(), response.url()).toBe(200);
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /^Filter/ }).first().click();
  await expect(panel(page)).toBeVisible();
}

async function chooseOption(page: Page, criterion: string, option: string) {
  const box = panel(page).getByRole('combobox', { name: criterion });
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await box.press('Escape');
}

async function totalNumber(page: Page): Promise<number> {
  const text = (await total(page).innerText()).replace(/\D/g, '');
  return Number(text);
}

test('create, apply, save, reload, rename, duplicate, delete; blocked switch', async ({ page, context, baseURL }) => {
  // A long journey with five axe runs on a slow shared machine.
  test.setTimeout(150_000);
  await asOwner(context, baseURL);
  await openRegister(page);
  const all = await totalNumber(page);
  await openPanel(page);
  await expect(filterSelect(page)).toHaveText(/Standardfilter/);
  expect(await axe(page)).toEqual([]);

  // Editing the default filter creates a touched 'Unbenannter Filter'; 'Filter anwenden' applies.
  const apply = panel(page).getByRole('button', { name: 'Filter anwenden' });
  await expect(apply).toBeDisabled();
  await chooseOption(page, 'Bundesland', 'Oberösterreich');
  await expect(filterSelect(page)).toHaveText('Unbenannter Filter (*)');
  await expect(apply).toBeEnabled();
  await apply.click();
  await expect(apply).toBeDisabled();
  await expect(page.getByRole('list', { name: 'Angewendete Filter' })).toContainText('Bundesland: Oberösterreich');
  await expect.poll(() => totalNumber(page)).not.toBe(all);
  const filtered = await totalNumber(page);
  expect(page.url()).toContain('!');

  // Switching is blocked while unsaved.
  await filterSelect(page).click();
  await page.getByRole('option', { name: 'Standardfilter' }).click();
  await expect(dialog(page, 'Filterwechsel nicht möglich')).toContainText('Der aktuelle Filter kann nicht gewechselt werden, da es noch ungespeicherte Änderungen gibt.');
  expect(await axe(page)).toEqual([]);
  await dialog(page, 'Filterwechsel nicht möglich').getByRole('button', { name: 'Schließen' }).last().click();

  // Duplicating is blocked while unsaved.
  await panel(page).getByRole('button', { name: 'Duplizieren' }).click();
  await expect(dialog(page, 'Duplizieren nicht möglich')).toContainText('Der aktuelle Filter ist nicht gespeichert und kann deshalb nicht dupliziert werden.');
  expect(await axe(page)).toEqual([]);
  await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Schließen' }).first()).toBeFocused();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Schließen' }).last().click();
  await expect(dialog(page, 'Duplizieren nicht möglich')).toHaveCount(0);

  // Save (shows saving), then the ' (*)' is gone.
  await panel(page).getByRole('button', { name: /Speichern|Wird gespeichert/ }).click();
  await expect(filterSelect(page)).toHaveText('Unbenannter Filter');

  // Reload: the filter is still there, selected and applied.
  await page.reload();
  await expect(total(page)).toBeVisible();
  await expect.poll(() => totalNumber(page)).toBe(filtered);
  await openPanel(page);
  await expect(filterSelect(page)).toHaveText('Unbenannter Filter');

  // Rename through the 'Filtername' dialog.
  await panel(page).getByRole('button', { name: 'Umbenennen' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Filtername' });
  await expect(nameDialog).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await nameDialog.getByRole('textbox', { name: /Name des Filters/ }).fill('Oberösterreich');
  await nameDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(filterSelect(page)).toHaveText('Oberösterreich (*)');
  await panel(page).getByRole('button', { name: /Speichern/ }).click();
  await expect(filterSelect(page)).toHaveText('Oberösterreich');

  // Duplicate: 'Kopie von …', selected and unsaved.
  await panel(page).getByRole('button', { name: 'Duplizieren' }).click();
  await expect(filterSelect(page)).toHaveText('Kopie von Oberösterreich (*)');

  // Delete the copy: confirmation, then the previous sibling is selected.
  await panel(page).getByRole('button', { name: 'Löschen' }).click();
  const confirm = dialog(page, 'Filter löschen?');
  await expect(confirm).toContainText('Möchten Sie den Filter "Kopie von Oberösterreich" wirklich löschen?');
  expect(await axe(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(filterSelect(page)).toHaveText('Oberösterreich');

  // Delete the saved one too; after a reload it is gone.
  await panel(page).getByRole('button', { name: 'Löschen' }).click();
  await dialog(page, 'Filter löschen?').getByRole('button', { name: 'Löschen' }).click();
  await expect(filterSelect(page)).toHaveText('Standardfilter');
  await page.reload();
  await openPanel(page);
  await expect(filterSelect(page)).toHaveText('Standardfilter');
  await filterSelect(page).click();
  await expect(page.getByRole('listbox', { name: 'Gespeicherter Filter' }).getByRole('option')).toHaveText(['Kein Filter', 'Standardfilter']);
});

test('toggle, history tab and page search', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await asOwner(context, baseURL);
  await openRegister(page);
  const all = await totalNumber(page);
  await openPanel(page);
  const toggle = panel(page).getByRole('switch', { name: /^Filter ist / });
  await expect(toggle).toBeChecked();
  await expect(panel(page)).toContainText('Filter ist aktiv');
  await chooseOption(page, 'Bundesland', 'Burgenland');
  await panel(page).getByRole('button', { name: 'Filter anwenden' }).click();
  await expect.poll(() => totalNumber(page)).not.toBe(all);
  await toggle.click();
  await expect(panel(page)).toContainText('Filter ist inaktiv');
  await expect.poll(() => totalNumber(page)).toBe(all);
  await toggle.click();

  await panel(page).getByRole('tab', { name: 'Verlauf' }).click();
  await expect(panel(page).getByRole('tab', { name: 'Verlauf' })).toHaveAttribute('aria-selected', 'true');
  const entries = panel(page).getByRole('listitem');
  await expect(entries.first()).toContainText('Bundesland: Burgenland');
  expect(await axe(page)).toEqual([]);

  // Page search (debounced) narrows down and shows its chip 'Suche'.
  const before = await totalNumber(page);
  await page.getByRole('searchbox', { name: 'Suche' }).fill('Wien');
  await expect(page.getByRole('list', { name: 'Angewendete Filter' })).toContainText('Suche: „Wien“');
  await expect(page).toHaveURL(/q=Wien/);
  await expect.poll(() => totalNumber(page)).toBeLessThanOrEqual(before);
});

test('load failure: a warning and a marker on the filter button; defaults are used', async ({ page, context, baseURL, expectConsoleError }) => {
  expectConsoleError(/500|Failed to load resource|Contract violation/);
  await asOwner(context, baseURL);
  await page.route('**/portal/api/userSettings/**', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"not":"a list"}' }) : route.continue(),
  );
  await openRegister(page);
  await expect(page.getByRole('button', { name: /Filter.*Warnung/ })).toBeVisible();
  await openPanel(page);
  const warning = panel(page).getByRole('alert');
  await expect(warning).toContainText('Filter konnten nicht geladen werden. Es werden die Standardeinstellungen genutzt.');
  await expect(filterSelect(page)).toHaveText('Standardfilter');
  expect(await axe(page)).toEqual([]);
  await warning.getByRole('button', { name: 'Schließen' }).click();
  await expect(warning).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
});

test('load failure with HTTP 500', async ({ page, context, baseURL, expectConsoleError }) => {
  expectConsoleError(/500|Failed to load resource/);
  await asOwner(context, baseURL);
  await page.route('**/portal/api/userSettings/**', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"error":"Internal Server Error","message":"kaputt"}' }) : route.continue(),
  );
  await openRegister(page);
  await openPanel(page);
  await expect(panel(page).getByRole('alert')).toContainText('Filter konnten nicht geladen werden. Es werden die Standardeinstellungen genutzt.');
});

test('save failure: "Filter konnte nicht gespeichert werden." and the filter stays unsaved', async ({ page, context, baseURL, expectConsoleError }) => {
  expectConsoleError(/500|Failed to load resource/);
  await asOwner(context, baseURL);
  await page.route('**/portal/api/userSettings/**', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"error":"Internal Server Error","message":"kaputt"}' }) : route.continue(),
  );
  await openRegister(page);
  await openPanel(page);
  await chooseOption(page, 'Bundesland', 'Tirol');
  await panel(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(panel(page).getByRole('alert')).toContainText('Filter konnte nicht gespeichert werden.');
  await expect(panel(page).getByRole('button', { name: /Speichern fehlgeschlagen/ })).toBeVisible();
  await expect(filterSelect(page)).toHaveText('Unbenannter Filter (*)');
  await expect(page.getByRole('button', { name: /Filter.*Warnung/ })).toBeVisible();
});

test('a copied URL opened in a new browser context shows the same results; back restores', async ({ page, context, baseURL, browser }) => {
  test.setTimeout(90_000);
  await asOwner(context, baseURL);
  await openRegister(page);
  const all = await totalNumber(page);
  await openPanel(page);
  await chooseOption(page, 'Bundesland', 'Steiermark');
  await panel(page).getByRole('button', { name: 'Filter anwenden' }).click();
  await expect.poll(() => totalNumber(page)).not.toBe(all);
  const filtered = await totalNumber(page);
  const names = await page.getByRole('table').locator('tbody tr th').allInnerTexts();
  await expect(page).toHaveURL(/!.*filter=/);
  const url = page.url();

  const other = await browser.newContext({ baseURL, locale: 'de-AT' });
  try {
    await asOwner(other, baseURL);
    const second = await other.newPage();
    await second.goto(url);
    await expect(total(second)).toBeVisible();
    await expect.poll(() => totalNumber(second)).toBe(filtered);
    await expect(second.getByRole('table').locator('tbody tr th')).toHaveText(names);
    await expect(second.getByRole('list', { name: 'Angewendete Filter' })).toContainText('Bundesland: Steiermark');
  } finally {
    await other.close();
  }

  // Back returns to the unfiltered state of the page.
  await page.goBack();
  await expect.poll(() => totalNumber(page)).toBe(all);
});

test('a shared link sends one search, the filtered one, never an unfiltered one first', async ({ page, context, baseURL }) => {
  await asOwner(context, baseURL);
  const searches: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/ippcInstallations')) searches.push(request.postDataJSON());
  });
  const savedFiltersRead = page.waitForResponse((response) => response.url().includes('/portal/api/userSettings/filters_ippcInstallations'));
  await openRegister(page, `!filter=${encodeURIComponent('{"bundeslandCodes":["6"]}')}&q=Werk`);
  // The saved filters have loaded and the link's criteria are in the panel's state; nothing is in flight.
  await savedFiltersRead;
  await expect(page.getByRole('list', { name: 'Angewendete Filter' })).toContainText('Bundesland: Steiermark');
  await untilShellSettled(page);
  expect(searches).toEqual([{ filter: { query: 'Werk', bundeslandCodes: ['6'] }, page: 0, pageSize: 20, sort: { field: 'name', direction: 'asc' } }]);
  await openPanel(page);
  await expect(filterSelect(page)).toHaveText('Unbenannter Filter (*)');
});

test('the applied filter and the page search stay when the register is left and opened again; back and forward step through them', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await asOwner(context, baseURL);
  await openRegister(page);
  const all = await totalNumber(page);
  await openPanel(page);
  await chooseOption(page, 'Bundesland', 'Tirol');
  await panel(page).getByRole('button', { name: 'Filter anwenden' }).click();
  await expect.poll(() => totalNumber(page)).not.toBe(all);
  const tirol = await totalNumber(page);
  await page.getByRole('searchbox', { name: 'Suche' }).fill('Werk');
  await expect(page).toHaveURL(/filter=.*&q=Werk/);
  const chips = page.getByRole('list', { name: 'Angewendete Filter' });
  await expect(chips).toContainText('Suche: „Werk“');

  // Back: the search goes, the filter stays; back again: neither; forward twice: both, and the panel follows.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Suche' })).toHaveValue('');
  await expect.poll(() => totalNumber(page)).toBe(tirol);
  await page.goBack();
  await expect.poll(() => totalNumber(page)).toBe(all);
  await expect(chips).toHaveCount(0);
  const states = panel(page).getByRole('combobox', { name: 'Bundesland' });
  await expect(states).toHaveAccessibleDescription(/0 Einträge ausgewählt/);
  await page.goForward();
  await expect(chips).toContainText('Bundesland: Tirol');
  await expect(states).toHaveAccessibleDescription(/1 Eintrag ausgewählt/);
  await page.goForward();
  await expect(chips).toContainText('Suche: „Werk“');

  // Another page, then the register again from the navigation: the same filter and search.
  await page.locator('#route-start').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toHaveCount(0);
  await page.locator('#route-installations').click();
  await expect(chips).toContainText('Bundesland: Tirol');
  await expect(chips).toContainText('Suche: „Werk“');
  await expect(page.getByRole('searchbox', { name: 'Suche' })).toHaveValue('Werk');
  await expect(page).toHaveURL(/filter=.*&q=Werk/);
});

test('Bezirk: all of Austria’s districts from the reference list, narrowed to the chosen Bundesland, those without installations too', async ({ page, context, baseURL }) => {
  await asVisitor(context, baseURL, 'anonymous');
  await openRegisterWithLists(page);
  await openPanel(page);
  const districts = panel(page).getByRole('combobox', { name: 'Bezirk' });
  if (!(await districts.isVisible())) await panel(page).getByRole('button', { name: 'Bezirk' }).click();
  await districts.click();
  const offered = page.locator(`[id="${await districts.getAttribute('aria-controls')}"]`).getByRole('option');
  // 116: Vienna's 23 districts, not Vienna as a whole (the Bundesland covers that).
  await expect(offered).toHaveCount(116);
  await districts.press('Escape');
  await chooseOption(page, 'Bundesland', 'Kärnten');
  await districts.click();
  await expect(offered).toHaveCount(10);
  // Hermagor has no installation in the register, and is offered all the same.
  await page.getByRole('option', { name: 'Hermagor', exact: true }).click();
  await districts.press('Escape');
  expect(await axe(page)).toEqual([]);
  await panel(page).getByRole('button', { name: 'Filter anwenden' }).click();
  await expect(page.getByText('Keine Ergebnisse')).toBeVisible();
  await expect(page).toHaveURL(/districtCodes/);
});

/** A multi-select criterion of the panel, its section opened if it starts closed, and the options it offers. */
async function criterionField(page: Page, name: string) {
  const box = panel(page).getByRole('combobox', { name });
  const section = panel(page).getByRole('button', { name, exact: true });
  await expect(section).toBeVisible();
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await expect(box).toBeVisible();
  const offered = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`).getByRole('option');
  return { box, offered };
}

/** The open list of a combobox lies wholly in the viewport: long options wrap instead of running off the screen. */
async function expectListInViewport(page: Page, box: Locator) {
  const popup = page.locator('.kit-popup', { has: page.locator(`[id="${await box.getAttribute('aria-controls')}"]`) });
  const rect = (await popup.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect([Math.round(rect.x) >= 0, Math.round(rect.x + rect.width) <= width]).toEqual([true, true]);
}

/** Picks an option by keyboard: types part of its name, moves to it, Enter, closes the list. */
async function pickByKeyboard(page: Page, box: Locator, typed: string, option: string) {
  await box.pressSequentially(typed);
  const target = page.getByRole('option', { name: option, exact: true });
  await expect(target).toBeVisible();
  for (let i = 0; i < 10 && (await box.getAttribute('aria-activedescendant')) !== (await target.getAttribute('id')); i++) await box.press('ArrowDown');
  await box.press('Enter');
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
}

test('Gemeinde: all municipalities from the reference list, narrowed by the chosen Bezirk, by keyboard', async ({ page, context, baseURL }) => {
  await asVisitor(context, baseURL, 'anonymous');
  await openRegisterWithLists(page);
  await openPanel(page);
  const gemeinde = await criterionField(page, 'Gemeinde');
  await expect(panel(page)).toContainText('Datenquelle: Statistik Austria – data.statistik.gv.at (CC BY 4.0)');
  // All 2,117 (Vienna as a whole left out, its districts are offered): the first 200 drawn, typing narrows.
  await gemeinde.box.click();
  await expect(gemeinde.offered).toHaveCount(200);
  await expect(page.getByText(/^1\s917 weitere Einträge: Suchbegriff eingeben, um die Liste einzugrenzen$/)).toBeVisible();
  await gemeinde.box.press('Escape');

  // Bezirk Gmunden by keyboard: its 20 Gemeinden are offered, and only those.
  const bezirk = await criterionField(page, 'Bezirk');
  await tabTo(page, bezirk.box);
  await pickByKeyboard(page, bezirk.box, 'Gmund', 'Gmunden');
  await tabTo(page, gemeinde.box);
  await gemeinde.box.press('ArrowDown');
  await expect(gemeinde.offered).toHaveCount(20);
  await expect(gemeinde.offered.first()).toHaveText('Altmünster');
  await expect(page.getByText(/weitere Einträge/).filter({ visible: true })).toHaveCount(0);
  await gemeinde.box.press('Escape');
  await pickByKeyboard(page, gemeinde.box, 'Gmunden', 'Gmunden');
  expect(await axe(page)).toEqual([]);
  await activate(page, panel(page).getByRole('button', { name: 'Filter anwenden' }));
  await expect(page.getByRole('list', { name: 'Angewendete Filter' })).toContainText('Gemeinde: Gmunden');
  await expect(page).toHaveURL(/municipalityCodes/);
  await expect.poll(() => totalNumber(page)).toBe(4);
});

test('Gemeinde: a municipality without installations is offered and finds none (Keine Ergebnisse); only a Bundesland chosen narrows to its Gemeinden', async ({ page, context, baseURL }) => {
  await asVisitor(context, baseURL, 'anonymous');
  await openRegisterWithLists(page);
  await openPanel(page);
  await chooseOption(page, 'Bundesland', 'Kärnten');
  const gemeinde = await criterionField(page, 'Gemeinde');
  await gemeinde.box.click();
  // Open first, then the count: a failure says whether the list stayed closed or was empty.
  await expect(gemeinde.box).toHaveAttribute('aria-expanded', 'true');
  await expect(gemeinde.offered).toHaveCount(132);
  await gemeinde.box.press('Escape');
  // The Bezirk, more specific, narrows further: Hermagor's seven Gemeinden, none with an installation.
  const bezirk = await criterionField(page, 'Bezirk');
  await bezirk.box.click();
  await page.getByRole('option', { name: 'Hermagor', exact: true }).click();
  await bezirk.box.press('Escape');
  await gemeinde.box.click();
  await expect(gemeinde.offered).toHaveText(['Dellach', 'Gitschtal', 'Hermagor-Pressegger See', 'Kirchbach', 'Kötschach-Mauthen', 'Lesachtal', 'St. Stefan im Gailtal']);
  await page.getByRole('option', { name: 'Kötschach-Mauthen', exact: true }).click();
  await gemeinde.box.press('Escape');
  expect(await axe(page)).toEqual([]);
  await panel(page).getByRole('button', { name: 'Filter anwenden' }).click();
  await expect(page.getByText('Keine Ergebnisse')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Angewendete Filter' })).toContainText('Gemeinde: Kötschach-Mauthen');
});

test('Bundesland and ÖNACE: options from the reference lists; the ÖNACE title labels the chip and the installation’s details', async ({ page, context, baseURL }) => {
  await asVisitor(context, baseURL, 'anonymous');
  await openRegisterWithLists(page);
  await openPanel(page);
  const bundesland = await criterionField(page, 'Bundesland');
  await bundesland.box.click();
  await expect(bundesland.offered).toHaveText(['Burgenland', 'Kärnten', 'Niederösterreich', 'Oberösterreich', 'Salzburg', 'Steiermark', 'Tirol', 'Vorarlberg', 'Wien']);
  await bundesland.box.press('Escape');

  const nace = await criterionField(page, 'Wirtschaftstätigkeit (ÖNACE)');
  await expect(panel(page)).toContainText('Datenquelle: NACE Rev. 2, Verordnung (EG) Nr. 1893/2006, Anhang I');
  await nace.box.click();
  // 88 divisions and 272 groups, then classes: the first 200 drawn.
  await expect(nace.offered).toHaveCount(200);
  await expect(nace.offered.first()).toHaveText('01 Landwirtschaft, Jagd und damit verbundene Tätigkeiten');
  await expectListInViewport(page, nace.box);
  await nace.box.press('Escape');
  await nace.box.focus();
  await nace.box.pressSequentially('Zement');
  await expect(nace.offered).toHaveText(['23.5 Herstellung von Zement, Kalk und gebranntem Gips', '23.51 Herstellung von Zement', '23.6 Herstellung von Erzeugnissen aus Beton, Zement und Gips']);
  await nace.box.press('Escape');
  await nace.box.press('Escape');
  await pickByKeyboard(page, nace.box, 'Zement', '23.51 Herstellung von Zement');
  expect(await axe(page)).toEqual([]);
  await panel(page).getByRole('button', { name: 'Filter anwenden' }).click();
  await expect(page.getByRole('list', { name: 'Angewendete Filter' })).toContainText('Wirtschaftstätigkeit (ÖNACE): 23.51 Herstellung von Zement');
  await expect.poll(() => totalNumber(page)).toBe(2);
  await page.getByRole('link', { name: /Zementwerk Mustermoos/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Zementwerk Mustermoos/ })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'NACE-Code' }).locator('xpath=following-sibling::dd[1]')).toHaveText('23.51 Herstellung von Zement');
});

test('Gemeinde at 375 px: the drawer’s list narrowed by the Bezirk, inside the screen, axe clean', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await asVisitor(context, baseURL, 'anonymous');
  await openRegisterWithLists(page);
  await page.getByRole('button', { name: /^Filter/ }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Filter' });
  await expect(drawer).toBeVisible();
  const gemeinde = drawer.getByRole('combobox', { name: 'Gemeinde' });
  const gemeindeSection = drawer.getByRole('button', { name: 'Gemeinde', exact: true });
  if ((await gemeindeSection.getAttribute('aria-expanded')) !== 'true') await gemeindeSection.click();
  // All of them: the first 200 and the note, inside the screen.
  await gemeinde.press('ArrowDown');
  await expect(page.getByText(/weitere Einträge/).filter({ visible: true })).toBeVisible();
  await expectListInViewport(page, gemeinde);
  await gemeinde.press('Escape');
  const bezirk = drawer.getByRole('combobox', { name: 'Bezirk' });
  const section = drawer.getByRole('button', { name: 'Bezirk', exact: true });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await pickByKeyboard(page, bezirk, 'Herma', 'Hermagor');
  await gemeinde.press('ArrowDown');
  await expect(page.locator(`[id="${await gemeinde.getAttribute('aria-controls')}"]`).getByRole('option')).toHaveCount(7);
  await expectListInViewport(page, gemeinde);
  expect(await axe(page)).toEqual([]);
});

