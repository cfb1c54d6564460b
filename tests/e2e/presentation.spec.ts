import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * How the register's filter bar and long German words look on first load: the chips of a shared link
 * styled without the filter panel ever opened, the search field's placeholder in full, and text that
 * hyphenates (German, by the document's language) instead of breaking mid-word.
 */

const SHARED_LINK = `./#/installations!filter=${encodeURIComponent('{"bundeslandCodes":["6"]}')}&q=Werk`;

async function openRegister(page: Page, hash = '') {
  await page.goto(hash ? hash : './#/installations');
  await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
  await expect(page.locator('.register-total strong')).toBeVisible();
}

test("a shared link's filter chips are styled without the filter panel having been opened", async ({ page }) => {
  await openRegister(page, SHARED_LINK);
  const chips = page.getByRole('list', { name: 'Angewendete Filter' });
  await expect(chips).toContainText('Bundesland: Steiermark');
  await expect(chips).toContainText('Suche: „Werk“');
  // The panel's code has not been asked for: no side panel content.
  await expect(page.getByRole('combobox', { name: 'Gespeicherter Filter' })).toHaveCount(0);

  const list = await chips.evaluate((el) => getComputedStyle(el).listStyleType);
  expect(list).toBe('none');
  const chip = chips.getByRole('listitem').first();
  const chipStyle = await chip.evaluate((el) => {
    const style = getComputedStyle(el);
    return { display: style.display, borderStyle: style.borderTopStyle, radius: style.borderTopLeftRadius };
  });
  // A flex item of the chip list (an inline-flex box blockifies there).
  expect(chipStyle).toEqual({ display: 'flex', borderStyle: 'solid', radius: '16px' });
  const remove = chips.getByRole('button', { name: 'Filter Bundesland entfernen' });
  const removeStyle = await remove.evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, borderStyle: style.borderTopStyle };
  });
  // Not the browser's grey native button.
  expect(removeStyle).toEqual({ background: 'rgba(0, 0, 0, 0)', borderStyle: 'none' });
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`the page search shows its whole placeholder at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openRegister(page);
    const search = page.getByRole('searchbox', { name: 'Suche' });
    await expect(search).toHaveAttribute('placeholder', 'Name, Betreiber, Ort …');
    // The placeholder's text as the field's value (no input event: the page does not search) must not scroll;
    // this counts the room a search field keeps for its clear button.
    const fit = await search.evaluate((el) => {
      const input = el as HTMLInputElement;
      input.value = input.placeholder;
      const widths = { scroll: input.scrollWidth, client: input.clientWidth };
      input.value = '';
      return widths;
    });
    expect(fit.scroll, `the placeholder needs ${fit.scroll} px, the field shows ${fit.client} px`).toBeLessThanOrEqual(fit.client);
    // The field stays inside the viewport.
    const box = (await search.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('headings, table cells and navigation hyphenate German words', async ({ page }) => {
    await openRegister(page);
    await expect(page.getByRole('table', { name: 'Anlagen im Register' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    const hyphens = await page.evaluate(() => {
      const selectors = ['h1', '.main th', '.main td', 'nav a'];
      return Object.fromEntries(
        selectors.map((selector) => {
          const elements = Array.from(document.querySelectorAll(selector));
          return [selector, elements.length === 0 ? ['none found'] : [...new Set(elements.map((el) => getComputedStyle(el).hyphens))]];
        }),
      );
    });
    expect(hyphens).toEqual({ h1: ['auto'], '.main th': ['auto'], '.main td': ['auto'], 'nav a': ['auto'] });
    // A form field's text is the user's and is never hyphenated.
    expect(await page.getByRole('searchbox', { name: 'Suche' }).evaluate((el) => getComputedStyle(el).hyphens)).toBe('manual');
  });
});
