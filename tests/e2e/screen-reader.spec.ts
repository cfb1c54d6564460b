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

    test("the open-data buttons read their own names, not the licence sentence beside them; one search landmark holds both searches", async ({ page }) => {
      await page.goto('./#/installations');
      for (const name of ['CSV herunterladen', 'GeoJSON herunterladen']) await expect(page.getByRole('button', { name, exact: true })).toHaveAccessibleDescription('');
      const search = page.getByRole('search');
      await expect(search).toHaveCount(1);
      await expect(search.getByRole('searchbox', { name: 'Suche', exact: true })).toBeVisible();
      await expect(search.getByRole('combobox', { name: 'PLZ oder Ort', exact: true })).toBeVisible();
    });

    test('a table box is a Tab stop only while its table is wider than it', async ({ page }) => {
      await page.goto('./#/installations');
      const table = page.getByRole('table', { name: 'Anlagen im Register' });
      await expect(table).toBeVisible();
      const box = page.locator('.table-scroll', { has: table });
      await expect(box).not.toHaveAttribute('tabindex');
      await expect(page.getByRole('group', { name: 'Anlagen im Register' })).toHaveCount(0);
      // Wider than its box: now it scrolls, so the keyboard must reach it.
      await table.evaluate((element) => {
        element.style.minWidth = '3000px';
      });
      await expect(box).toHaveAttribute('tabindex', '0');
      await expect(page.getByRole('group', { name: 'Anlagen im Register', exact: true })).toBeVisible();
    });

    test("the help box's toggle says what it does by its label alone, no pressed state besides", async ({ page }) => {
      await page.goto('./#/faq');
      await page.getByRole('button', { name: 'Hilfe', exact: true }).click();
      const toggle = page.getByRole('button', { name: 'Alle Hilfetexte ausblenden' });
      await expect(toggle).toBeVisible();
      await expect(toggle).not.toHaveAttribute('aria-pressed');
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Alle Hilfetexte einblenden' })).not.toHaveAttribute('aria-pressed');
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
