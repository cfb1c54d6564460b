import type { Page } from '@playwright/test';
import { test, expect, asVisitor, axeViolations } from './fixtures';

/** The register's filter in the URL after '!' (the JSON of its `filter` parameter). */
function registerFilterOf(page: Page): unknown {
  const state = new URL(page.url()).hash.split('!')[1] ?? '';
  return JSON.parse(new URLSearchParams(state).get('filter') ?? '{}');
}

test.describe('Startseite: the figures', () => {
  test('the tables keep their rows at their natural height, aligned at the top', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/start');
    const byLand = page.getByRole('table', { name: 'Anlagen je Bundesland' });
    const byBranch = page.getByRole('table', { name: 'Anlagen je Branche (IED Anhang I)' });
    await expect(byBranch.locator('tbody tr')).toHaveCount(6);
    await expect(byLand.locator('tbody tr')).toHaveCount(9);
    const land = await byLand.boundingBox();
    const branch = await byBranch.boundingBox();
    if (!land || !branch) throw new Error('the tables have no box');
    // Side by side at this width: the same top, and the branch table's six rows end well above the nine.
    expect(Math.abs(land.y - branch.y)).toBeLessThanOrEqual(1);
    expect(branch.height).toBeLessThan(land.height * 0.85);
    const rowHeights = await byBranch.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    const landRow = await byLand.locator('tbody tr').first().evaluate((row) => row.getBoundingClientRect().height);
    expect(Math.min(...rowHeights)).toBeLessThanOrEqual(landRow + 1);
  });

  test('a Bundesland count opens the register filtered by that Bundesland, by keyboard', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/start');
    const link = page.getByRole('table', { name: 'Anlagen je Bundesland' }).getByRole('row', { name: /Steiermark/ }).getByRole('link');
    await expect(link).toHaveAccessibleName(/^\d+ Anlagen in der Steiermark im Anlagenregister anzeigen$/);
    const count = ((await link.textContent()) ?? '').match(/^\d+/)?.[0];
    expect(count).toBeDefined();
    expect(await axeViolations(page)).toEqual([]);

    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
    expect(registerFilterOf(page)).toEqual({ bundeslandCodes: ['6'] });
    await expect(page.getByRole('list', { name: 'Angewendete Filter' })).toContainText('Steiermark');
    await expect(page.getByText(`${count} Anlagen gefunden`, { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Anlagen im Register' }).locator('tbody tr').first()).toContainText('Steiermark');
  });

  test('a Branche count opens the register filtered by that branch', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/start');
    const link = page.getByRole('table', { name: 'Anlagen je Branche (IED Anhang I)' }).getByRole('row', { name: /Herstellung und Verarbeitung von Metallen/ }).getByRole('link');
    await expect(link).toHaveAccessibleName(/^\d+ Anlagen der Branche 2 Herstellung und Verarbeitung von Metallen im Anlagenregister anzeigen$/);
    const count = ((await link.textContent()) ?? '').match(/^\d+/)?.[0];
    await expect(page.getByText('Gezählt nach der Haupttätigkeit.', { exact: false })).toBeVisible();

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
    expect(registerFilterOf(page)).toEqual({ activityCodes: ['2'] });
    // In this branch no installation has it as a further activity only: the register finds as many.
    await expect(page.getByText(`${count} Anlagen gefunden`, { exact: true })).toBeVisible();
  });

  test("an owner's branch count opens the register with the owner's installations of that branch", async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'owner');
    await page.goto('./#/start');
    await expect(page.getByRole('heading', { level: 2, name: 'Ihre Anlagen' })).toBeVisible();
    const link = page.getByRole('table', { name: 'Anlagen je Branche (IED Anhang I)' }).getByRole('link').first();
    await expect(link).toHaveAccessibleName(/^\d+ Anlagen der Branche 1 .+ im Anlagenregister anzeigen$/);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
    expect(registerFilterOf(page)).toEqual({ onlyOwn: true, activityCodes: ['1'] });
  });
});
