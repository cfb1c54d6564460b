import type { Locator, Page } from '@playwright/test';
import { test, expect, asVisitor, axeViolations } from './fixtures';

/**
 * Tables at 375 px: each row is a card with every cell under its column's label, readable without sideways
 * scrolling of the page or of the table, actions on screen; the tables keep their table semantics. At
 * 1440 px the tables stay tables.
 */
const MOBILE = { width: 375, height: 812 };

/** Neither the page nor any table region scrolls sideways. */
async function expectNoSidewaysScrolling(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.scrollingElement!.scrollWidth,
    viewport: window.innerWidth,
    regions: [...document.querySelectorAll('.table-scroll')].map((region) => region.scrollWidth - region.clientWidth),
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  expect(widths.regions.length).toBeGreaterThan(0);
  expect(widths.regions.every((overflow) => overflow <= 0), `table regions overflowing by ${widths.regions.join(', ')} px`).toBe(true);
}

/** Within the viewport's width (the element may be further down the page). */
async function expectWithinWidth(element: Locator) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
}

/** The label a cell shows before its value (drawn by CSS from data-label). */
const shownLabel = (cell: Locator) => cell.evaluate((element) => getComputedStyle(element, '::before').content);

test.describe('tables at 375 px', () => {
  test.use({ viewport: MOBILE });

  test('the register: every column of a row readable in its card, sorting by the bar of column buttons', async ({ page }) => {
    await page.goto('./#/installations');
    const table = page.getByRole('table', { name: 'Anlagen im Register' });
    const row = table.locator('tbody tr').first();
    await expect(row).toBeVisible();
    await expectNoSidewaysScrolling(page);
    // Every cell of the first row is on screen horizontally, under its label.
    const cells = row.locator('th, td');
    await expect(cells).toHaveCount(7);
    for (const cell of await cells.all()) await expectWithinWidth(cell);
    expect(await Promise.all((await row.locator('td').all()).map(shownLabel))).toEqual(
      ['Betreiber', 'Ort', 'Bezirk', 'Bundesland', 'Haupttätigkeit', 'Status'].map((label) => expect.stringContaining(`${label}: `)),
    );
    // Still a table for assistive technology: rows, a row header and column headers.
    await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveCount(1);
    await expect(table.getByRole('columnheader')).toHaveCount(7);
    // The column heads are a bar of sort buttons, on screen and usable by keyboard.
    const byCity = table.getByRole('button', { name: /^Ort/ });
    await expectWithinWidth(byCity);
    await byCity.focus();
    await page.keyboard.press('Enter');
    await expect(table.getByRole('columnheader', { name: /^Ort/ })).toHaveAttribute('aria-sort', 'ascending');
    // The sorted rows have arrived (the order shows at once, the rows when the search answers).
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });

  test("Aufträge: the actions 'Herunterladen' and 'Löschen' are on screen", async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'owner');
    await page.goto('./#/user-tasklist');
    const table = page.getByRole('table', { name: 'Ihre Aufträge' });
    const finished = table.getByRole('row').filter({ has: page.getByRole('button', { name: /herunterladen/i }) }).first();
    await expect(finished).toBeVisible();
    await expectNoSidewaysScrolling(page);
    const download = finished.getByRole('button', { name: /herunterladen/i });
    const remove = finished.getByRole('button', { name: /löschen/i });
    await expect(download).toHaveText('Herunterladen');
    await expect(remove).toHaveText('Löschen');
    await expectWithinWidth(download);
    await expectWithinWidth(remove);
    await remove.scrollIntoViewIfNeeded();
    await expect(download).toBeInViewport();
    await expect(remove).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('bvT Schlussfolgerungen and Anlagendetails: cards without sideways scrolling', async ({ page }) => {
    await page.goto('./#/bvt-conclusions');
    const row = page.getByRole('main').getByRole('table').locator('tbody tr').first();
    await expect(row).toBeVisible();
    await expectNoSidewaysScrolling(page);
    for (const cell of await row.locator('th, td').all()) await expectWithinWidth(cell);
    await expectWithinWidth(row.getByRole('button').first());
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('./#/installations/AT-IPPC-000001');
    const permits = page.getByRole('table', { name: 'Genehmigungen', exact: true });
    await expect(permits.locator('tbody tr').first()).toBeVisible();
    await expectNoSidewaysScrolling(page);
    for (const cell of await permits.locator('tbody tr').first().locator('th, td').all()) await expectWithinWidth(cell);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('at 1440 px the register stays a table: one row of column heads, the cells of a row side by side', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('./#/installations');
  const table = page.getByRole('table', { name: 'Anlagen im Register' });
  const row = table.locator('tbody tr').first();
  await expect(row).toBeVisible();
  const heads = await table.getByRole('columnheader').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
  expect(new Set(heads).size).toBe(1);
  const cells = await row.locator('th, td').evaluateAll((elements) => elements.map((element) => ({ top: element.getBoundingClientRect().top, display: getComputedStyle(element).display })));
  expect(new Set(cells.map((cell) => cell.top)).size).toBe(1);
  expect(cells.every((cell) => cell.display === 'table-cell')).toBe(true);
  expect(await row.locator('td').first().evaluate((element) => getComputedStyle(element, '::before').content)).toBe('none');
});
