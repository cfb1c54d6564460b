import type { Page } from '@playwright/test';
import { asVisitor, axeViolations, expect, test, untilShellSettled, WIDTHS } from './fixtures';

/**
 * Focus never falls to the page: a page opened through the navigation or Back announces its heading, a
 * removed filter chip hands focus to its neighbour, an activated cluster to a marker of the zoomed map,
 * and 'Sitzung verlängern' back to where the user was. At 1440 and 375 px. Screenshots go to <REPORTS_DIR>/.
 */
const REPORTS = process.env.REPORTS_DIR ?? 'reports';
const focusedText = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? 'body' : `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`));

for (const [name, viewport] of WIDTHS) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport });

    test('a page opened by a link or Back puts focus on its heading; the first page does not', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      await page.goto('./#/start');
      await expect(page.getByRole('heading', { level: 1, name: 'Startseite' })).toBeVisible();
      await expect.poll(() => focusedText(page)).toBe('body');
      // The main navigation (on a phone behind its menu button), by keyboard.
      const menu = page.getByRole('button', { name: /Menü|Navigation/ }).first();
      if (name === '375' && (await menu.isVisible())) await menu.press('Enter');
      const faq = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'FAQ' });
      await faq.focus();
      await faq.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeFocused();
      await page.screenshot({ path: `${REPORTS}/focus-heading-${name}.png` });
      expect(await axeViolations(page)).toEqual([]);
      // Back: the start page's heading.
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Startseite' })).toBeFocused();
      // A link in the page that leaves it.
      const entry = page.getByRole('link', { name: 'Umweltinspektion', exact: true }).last();
      await entry.focus();
      await entry.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Umweltinspektion' })).toBeFocused();
      // Tab from the heading goes on into the page, not back to the top.
      const firstInPage = page.getByRole('link', { name: 'Das System der Umweltinspektionen' }).first();
      await expect(firstInPage).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(firstInPage).toBeFocused();
    });

    test('a removed filter chip hands focus to the next chip, the last one to the filter button', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      await page.goto(`./#/installations!filter=${encodeURIComponent('{"bundeslandCodes":["6"],"statuses":["IN_BETRIEB"]}')}`);
      const chips = page.getByRole('list', { name: 'Angewendete Filter' });
      await expect(chips.getByRole('listitem')).toHaveCount(2);
      await untilShellSettled(page);
      await chips.getByRole('button', { name: 'Filter Bundesland entfernen' }).press('Enter');
      await expect(chips.getByRole('listitem')).toHaveCount(1);
      await expect(chips.getByRole('button', { name: 'Filter Status entfernen' })).toBeFocused();
      await page.screenshot({ path: `${REPORTS}/focus-chip-${name}.png` });
      await page.keyboard.press('Enter');
      await expect(chips).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeFocused();
    });

    test('an activated cluster zooms the map and focus goes to a marker of the zoomed view', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      await page.goto('./#/installations!view=map');
      const canvas = page.getByTestId('map-canvas');
      await expect(canvas).toHaveAttribute('data-rendered', 'true');
      const cluster = canvas.locator('.map-cluster').first();
      await cluster.focus();
      const before = await canvas.getAttribute('data-view');
      await cluster.press('Enter');
      await expect.poll(() => canvas.getAttribute('data-view')).not.toBe(before);
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.matches('.map-cluster, .map-point'))).toBe(true);
      await page.screenshot({ path: `${REPORTS}/focus-cluster-${name}.png` });
    });

    test('after “Sitzung verlängern” focus is back where it was, or on the heading when nothing had it', async ({ context, page }) => {
      await context.clock.install({ time: new Date('2026-11-22T09:00:00Z') });
      await context.route('**/ippc/api/auth/user', (route) =>
        route.fulfill({ json: { username: 'm.mustermann', currentUserName: 'Maria Mustermann', mainUser: true, userKind: 'COMPANY', authorities: [{ authority: 'ROLE_NATIPPC_REGISTERED' }], pvp: false, usp: false, oidc: false } }),
      );
      await context.route('**/ippc/api/env', (route) => route.fulfill({ json: { environment: 'TEST', sessionTimeout: 1800, version: '1.0.0' } }));
      await page.goto('./#/faq');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await untilShellSettled(page);
      const dialog = page.getByRole('alertdialog', { name: 'Sitzungsablauf' });
      // Nothing focused yet when the warning comes (the page just read): the page's heading, not the page itself.
      await context.clock.fastForward('25:30');
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: `${REPORTS}/focus-session-${name}.png` });
      await dialog.getByRole('button', { name: 'Sitzung verlängern' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeFocused();
      // Focus on a control of the page: back there.
      const question = page.locator('main summary, main button[aria-expanded]').first();
      await question.focus();
      await context.clock.fastForward('25:30');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Sitzung verlängern' }).press('Enter');
      await expect(dialog).toHaveCount(0);
      await expect(question).toBeFocused();
    });
  });
}
