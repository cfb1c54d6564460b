import type { Page } from '@playwright/test';
import { asVisitor, axeViolations, expect, holdRequests, test } from './fixtures';

const REPORTS = process.env.REPORTS_DIR ?? 'reports';

/** Where a box's top is on the page. */
const top = (box: { y: number } | null) => Math.round(box?.y ?? Number.NaN);

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the register's column heads keep their info icon on the line of their name", async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/installations');
    const table = page.getByRole('table', { name: 'Anlagen im Register' });
    for (const column of ['Haupttätigkeit', 'Status']) {
      const sort = table.getByRole('button', { name: column, exact: true });
      const info = table.getByRole('button', { name: `Information zu ${column}` });
      const [a, b] = [await sort.boundingBox(), await info.boundingBox()];
      expect(Math.abs(top(a) + (a?.height ?? 0) / 2 - (top(b) + (b?.height ?? 0) / 2)), column).toBeLessThan(8);
    }
    await page.screenshot({ path: `${REPORTS}/layout-register-1440.png` });
  });

  test('bvT: each document is one line, its download button beside its EDM link', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/bvt-conclusions');
    const documents = page.locator('.bvt__document');
    await expect(documents.first()).toBeVisible();
    for (const document of (await documents.all()).slice(0, 6)) {
      const [button, link] = [await document.locator('button').boundingBox(), await document.locator('a').boundingBox()];
      if (!link) continue;
      expect(Math.abs(top(button) + (button?.height ?? 0) / 2 - (top(link) + link.height / 2))).toBeLessThan(8);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${REPORTS}/layout-bvt-1440.png` });
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the first installation starts on the first screen; the open-data downloads and their licence follow the results', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/installations');
    const first = page.getByRole('table', { name: 'Anlagen im Register' }).locator('tbody tr').first();
    await expect(first).toBeVisible();
    expect(top(await first.boundingBox())).toBeLessThan(700);
    const csv = page.getByRole('button', { name: 'CSV herunterladen' });
    expect(top(await csv.boundingBox())).toBeGreaterThan(top(await page.getByRole('navigation', { name: 'Seiten', exact: true }).boundingBox()));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${REPORTS}/layout-register-375.png` });
  });
});

test.describe('at 412 px, the register\'s cards', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('below the screen are laid out only when they come near, stay in the table, and nothing shifts when scrolled to', async ({ page, context, baseURL }) => {
    const shifts = await recordShifts(page);
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/installations');
    const table = page.getByRole('table', { name: 'Anlagen im Register' });
    const cards = table.locator('tbody tr');
    await expect(cards).toHaveCount(20);
    // A card's content is skipped (not laid out) while the card is far from the screen.
    const rendered = (index: number) =>
      cards.nth(index).locator('th').evaluate((head) => head.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered(0)).toBe(true);
    // Skipped: the last card is far below the screen, yet it is a row of the table with its name.
    expect(await rendered(19)).toBe(false);
    await expect(table.getByRole('row')).toHaveCount(21);
    const lastName = (await cards.nth(19).locator('th').textContent()) ?? '';
    await expect(table.getByRole('rowheader', { name: lastName })).toHaveCount(1);
    // Scrolled by script (no input), card by card to the end: each card is shown with its own size, nothing moves.
    for (let index = 1; index < 20; index += 1) {
      await cards.nth(index).evaluate((row) => row.scrollIntoView({ block: 'end' }));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    expect(await rendered(19)).toBe(true);
    await expect(cards.nth(19)).toBeInViewport();
    expect(await shifts()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** Records the page's layout shifts not caused by input, as 'score element, …'. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifted: string[] = [];
    Object.assign(window, { shifted });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        const nodes = entry.sources.map(({ node }) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName)));
        shifted.push(`${entry.value.toFixed(3)} ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    // Also what the page reads after its data (the filter panel's lists, the secondary reads) has come.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate(() => (window as unknown as { shifted: string[] }).shifted);
  };
}

const loading = (page: Page) => page.getByRole('status').filter({ hasText: 'Wird geladen' }).first();

for (const viewport of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) {
  test.describe(`at ${viewport.width} px, nothing shifts when the data come after the first paint`, () => {
    test.use({ viewport });

    test('Anlagenregister: the loading view holds the space of the results', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      const shifts = await recordShifts(page);
      const release = await holdRequests(page, /\/ippc\/api\/ippcInstallations$/);
      await page.goto('./#/installations');
      await expect(loading(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'CSV herunterladen' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      release();
      await expect(page.getByRole('table', { name: 'Anlagen im Register' }).locator('tbody tr').first()).toBeVisible();
      expect(await shifts()).toEqual([]);
    });

    test('FAQ: the content starts where its loading text stood', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      const shifts = await recordShifts(page);
      const release = await holdRequests(page, /\/ippc\/api\/cms\//);
      await page.goto('./#/faq');
      await expect(loading(page)).toBeVisible();
      release();
      await expect(loading(page)).toBeHidden();
      expect(await shifts()).toEqual([]);
    });
  });
}

test.describe('at 1440 px, Anlagendetails', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the details start where their loading text stood, below the print button that waits for them', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    const shifts = await recordShifts(page);
    const release = await holdRequests(page, /\/ippc\/api\/ippcInstallations\/AT-IPPC-000087$/);
    await page.goto('./#/installations/AT-IPPC-000087');
    await expect(loading(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Drucken' })).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(page.getByRole('heading', { level: 2, name: 'Stammdaten' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Drucken' })).not.toHaveAttribute('aria-disabled');
    // The map's box settles on its own later; the details and the bars above them do not move.
    expect((await shifts()).filter((shift) => /query-state|action-bar|title-bar/.test(shift))).toEqual([]);
  });
});
