import { test, expect, asVisitor, axeViolations, holdRequests } from './fixtures';

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

test.describe('Anlagendetails: what only adds to the details loads after them', () => {
  test('site data, documents, ÖNACE titles and district tiles are read once the first page has settled', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    const secondaryReads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/api\/(assistant\/site|assistant\/dmsContainer|redalists\/|config\/gisBezirkeVtUrl)/.test(path)) secondaryReads.push(path.replace(/^.*\/api\//, ''));
    });
    // One of the page's own reads is held until the test lets it go: the first page has not settled before.
    const release = await holdRequests(page, /\/ippc\/api\/config\/edmlinkTemplateAnlageDetails$/);
    await page.goto('./#/installations/AT-IPPC-000087');
    await expect(page.getByRole('heading', { level: 2, name: 'Stammdaten' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(secondaryReads).toEqual([]);
    release();
    await expect(page.getByRole('heading', { level: 2, name: 'Dokumente' })).toBeVisible();
    await expect.poll(() => secondaryReads).toEqual(expect.arrayContaining(['assistant/dmsContainer', 'assistant/site', 'config/gisBezirkeVtUrl', 'redalists/naceActivities']));
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the installation is read once: the read started with the app is the one the page shows', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    const reads: { method: string; at: number }[] = [];
    const start = Date.now();
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.endsWith('/api/ippcInstallations/AT-IPPC-000087')) return;
      reads.push({ method: request.method(), at: Date.now() - start });
    });
    await page.goto('./#/installations/AT-IPPC-000087');
    await expect(page.getByRole('heading', { level: 2, name: 'Dokumente' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // When it fails, the message tells when each read went out (a second one about 10 s after the first would be the early read's time-out).
    expect(reads.map((read) => read.method), reads.map((read) => `${read.method} at ${read.at} ms`).join(', ')).toEqual(['GET']);
  });
});
