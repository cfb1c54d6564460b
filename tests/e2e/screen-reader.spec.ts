import { asVisitor, expect, test } from './fixtures';

/**
 * What a screen reader reads: every accessible name says what a sighted person reads, once (names as
 * Chromium's accessibility tree computes them through Playwright's role queries).
 */
for (const { name, viewport } of [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '375', viewport: { width: 375, height: 812 } },
] as const) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
    });

    test("the register's column headers read their names alone, the info buttons beside them keep theirs", async ({ page }) => {
      await page.goto('./#/installations');
      const table = page.getByRole('table', { name: 'Anlagen im Register' });
      for (const column of ['Haupttätigkeit', 'Status']) {
        await expect(table.getByRole('columnheader', { name: column, exact: true })).toHaveCount(1);
        await expect(table.getByRole('button', { name: `Information zu ${column}`, exact: true })).toHaveCount(1);
      }
    });

    test('the results have a heading to jump to; their section, named without the count, takes focus after a reset', async ({ page }) => {
      await page.goto('./#/installations');
      const heading = page.getByRole('heading', { level: 2, name: 'Ergebnisse', exact: true });
      await expect(heading).toHaveCount(1);
      await expect(page.getByRole('region', { name: 'Ergebnisse', exact: true })).toContainText('320 Anlagen gefunden');
    });

    test('FAQ questions read their text alone and nest under the page\'s section heading', async ({ page }) => {
      await page.goto('./#/faq');
      const section = page.getByRole('heading', { level: 2, name: 'Häufig gestellte Fragen' });
      await expect(section).toBeVisible();
      const question = page.getByRole('heading', { level: 3, name: 'Was ist eine IPPC-Anlage?', exact: true });
      await expect(question).toBeVisible();
      await expect(question.getByRole('button', { name: 'Was ist eine IPPC-Anlage?', exact: true })).toBeVisible();
      // No question at the section heading's level.
      await expect(page.locator('.faq-item h2')).toHaveCount(0);
    });
  });
}
