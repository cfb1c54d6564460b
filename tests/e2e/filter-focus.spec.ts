import type { Page } from '@playwright/test';
import { activate, asVisitor, axeViolations, expect, expectFocusInside, expectFocusVisible, tabTo, test } from './fixtures';

/**
 * Focus and the register's filter panel, by keyboard: picking in a multi-select, 'Filter anwenden' (focus
 * to the results, brought into view; on a small screen the drawer closes first), Escape on the panel
 * (focus back to the Filter button) and the Excel export (focus stays on its button).
 */
test.describe.configure({ timeout: 90_000 });

const totalLine = (page: Page) => page.locator('p.register-total');
/** The results' section (focus goes there: its name, no count, is read; the count once, by the live region). */
const results = (page: Page) => page.getByRole('region', { name: 'Ergebnisse', exact: true });
const announcement = (page: Page) => page.getByTestId('register-announcement');
const filterButton = (page: Page) => page.getByRole('button', { name: /^Filter/ }).first();
/** A side panel from 600 px up, a drawer (modal dialog) below. */
const panel = (page: Page) => page.getByRole('complementary', { name: 'Filter' }).or(page.getByRole('dialog', { name: 'Filter' }));
const chips = (page: Page) => page.getByRole('list', { name: 'Angewendete Filter' });

async function openRegister(page: Page) {
  await page.goto('./#/installations');
  await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
  await expect(totalLine(page)).toContainText('gefunden');
}

/** Opens the panel from the Filter button and the 'Bezirk' criterion in it, by keyboard. */
async function openBezirk(page: Page) {
  await activate(page, filterButton(page));
  await expect(panel(page)).toBeVisible();
  await activate(page, panel(page).getByRole('button', { name: 'Bezirk' }));
  const bezirk = panel(page).getByRole('combobox', { name: 'Bezirk' });
  await tabTo(page, bezirk);
  return bezirk;
}

/** Types part of a name, picks the first match with the keyboard and closes the list. */
async function pickByTyping(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the open panel passes axe; a picked Bezirk clears the typed text', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await openRegister(page);
    const bezirk = await openBezirk(page);
    expect(await axeViolations(page)).toEqual([]);
    await pickByTyping(page, 'Graz-Umg');
    await expect(bezirk).toHaveValue('');
    await expect(panel(page).getByRole('list', { name: '1 Eintrag ausgewählt' })).toContainText('Graz-Umgebung');
    // The list stays open for more values, showing all of them again.
    await expect(bezirk).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => page.getByRole('listbox', { name: 'Bezirk' }).getByRole('option').count()).toBeGreaterThan(50);
  });

  test("'Filter anwenden' moves focus to the results' total and brings it into view", async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await openRegister(page);
    const bezirk = await openBezirk(page);
    await pickByTyping(page, 'Graz-Umg');
    await page.keyboard.press('Escape');
    await expect(bezirk).toHaveAttribute('aria-expanded', 'false');
    // The further criteria open too: the panel is long, its apply button far below the results' total.
    for (const name of ['bvT-Schlussfolgerung', 'Rechtsgrundlage', 'Status']) await activate(page, panel(page).getByRole('button', { name, exact: true }));
    const apply = panel(page).getByRole('button', { name: 'Filter anwenden' });
    const unfiltered = await totalLine(page).innerText();
    await tabTo(page, apply);
    await expect(totalLine(page)).not.toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(results(page)).toBeFocused();
    await expect(totalLine(page)).toBeInViewport();
    await expectFocusVisible(page);
    await expect(chips(page)).toContainText('Bezirk: Graz-Umgebung');
    // The total's line shows the new total once it is in; the live region says it, focus stays.
    await expect(totalLine(page)).not.toHaveText(unfiltered);
    await expect(totalLine(page)).not.toContainText('aktualisiert');
    await expect(announcement(page)).toContainText(await totalLine(page).innerText());
    await expect(results(page)).toBeFocused();
    // On a wide screen the panel stays open beside the results.
    await expect(panel(page)).toBeVisible();
  });

  for (const [view, target] of [
    ['stats', { role: 'heading', name: 'Anlagen je Branche' }],
    ['map', { role: 'region', name: 'Karte der Anlagen' }],
  ] as const) {
    test(`in the ${view} view 'Filter anwenden' moves focus to the view's ${target.role}`, async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      await page.goto(`./#/installations!view=${view}`);
      const focusTarget = page.getByRole(target.role, { name: target.name, exact: true });
      await expect(focusTarget).toBeAttached();
      const bezirk = await openBezirk(page);
      await pickByTyping(page, 'Graz-Umg');
      await page.keyboard.press('Escape');
      await expect(bezirk).toHaveAttribute('aria-expanded', 'false');
      await activate(page, panel(page).getByRole('button', { name: 'Filter anwenden' }));
      await expect(focusTarget).toBeFocused();
      await expect(focusTarget).toBeInViewport();
      await expect(chips(page)).toContainText('Bezirk: Graz-Umgebung');
    });
  }

  test('Escape closes the panel and returns focus to the Filter button; an open list takes Escape first', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await openRegister(page);
    const bezirk = await openBezirk(page);
    await page.keyboard.press('ArrowDown');
    await expect(bezirk).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(bezirk).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(filterButton(page)).toBeFocused();
    await expect(filterButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expectFocusVisible(page);
  });

  test('Excel-Export keeps focus on its button while the export runs and after it is done', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await openRegister(page);
    const exportButton = page.getByRole('button', { name: 'Excel-Export' });
    const status = page.locator('.register-export__status');
    await activate(page, exportButton);
    await expect(status).toHaveText(/Excel-Export: (Wartend|In Bearbeitung)/);
    await expect(exportButton).toBeFocused();
    await expect(exportButton).toHaveAttribute('aria-disabled', 'true');
    // A second press while it runs starts nothing.
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Der Excel-Export ist fertig.', { timeout: 30_000 });
    await expect(exportButton).toBeFocused();
    await expect(exportButton).not.toHaveAttribute('aria-disabled');
    await expectFocusVisible(page);
    await expect(page.getByRole('button', { name: 'Ergebnis herunterladen' })).toHaveCount(1);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the open drawer passes axe; 'Filter anwenden' closes it and moves focus to the results", async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await openRegister(page);
    const bezirk = await openBezirk(page);
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    await expect(drawer).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await pickByTyping(page, 'Graz-Umg');
    await expect(bezirk).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByRole('button', { name: 'Filter anwenden' }));
    await expectFocusInside(drawer);
    await page.keyboard.press('Enter');
    await expect(drawer).toHaveCount(0);
    await expect(results(page)).toBeFocused();
    await expect(totalLine(page)).toBeInViewport();
    await expectFocusVisible(page);
    await expect(chips(page)).toContainText('Bezirk: Graz-Umgebung');
    expect(await axeViolations(page)).toEqual([]);
  });
});
