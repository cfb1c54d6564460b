import { test, expect, asVisitor, axeViolations } from './fixtures';

test.describe('Anlagendetails: reconsideration deadlines of the BAT conclusions', () => {
  test('a past deadline is met where a permit adapts to the conclusions, and missed only where none does', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    // Chemiewerk Mustertal: adapted to LVOC by a permit of 2021; no permit adapts it to CWW.
    await page.goto('./#/installations/AT-IPPC-000087');
    const bat = page.getByRole('table', { name: 'bvT-Schlussfolgerungen' });
    const permits = page.getByRole('table', { name: 'Genehmigungen' });
    await expect(permits.getByRole('row', { name: /bvT-Schlussfolgerungen LVOC/ })).toContainText('07.03.2021');

    const lvoc = bat.getByRole('row', { name: /^LVOC / });
    await expect(lvoc.locator('td').last()).toHaveText('21.11.2021 (Anpassung erfolgt mit Bescheid vom 07.03.2021)');
    await expect(lvoc.locator('.deadline--past')).toHaveCount(0);

    const cww = bat.getByRole('row', { name: /^CWW / });
    await expect(cww.locator('td').last()).toHaveText('30.05.2020 (Frist abgelaufen)');
    await expect(cww.locator('.deadline--past')).toHaveCount(1);

    // Only the missed deadline reads as missed.
    await expect(bat.getByText('Frist abgelaufen')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
