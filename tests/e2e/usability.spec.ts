import type { Locator, Page } from '@playwright/test';
import { asVisitor, axeViolations, expect, test } from './fixtures';

/**
 * Journeys as a person lives them, at 1440 and 375 px, keyboard only where it matters: the skip link, an
 * installation opened from the map, the register's columns beside the filter panel, a place without a
 * chosen radius, the statistics on a phone, the sticky bars, the help state. Screenshots go to
 * <REPORTS_DIR>/usability-*.png.
 */
const REPORTS = process.env.REPORTS_DIR ?? 'reports';
const WIDTHS = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '375', viewport: { width: 375, height: 812 } },
] as const;

const shot = (page: Page, name: string, width: string, fullPage = false) => page.screenshot({ path: `${REPORTS}/usability-${name}-${width}.png`, fullPage });
const canvas = (page: Page) => page.getByTestId('map-canvas');
/** The filter panel: a side panel on desktop, a drawer (dialog) on a phone. */
const panel = (page: Page) => page.getByRole('complementary', { name: 'Filter' }).or(page.getByRole('dialog', { name: 'Filter' }));

async function open(page: Page, path: string) {
  await page.goto(`./#${path}`);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText('Wird geladen …')).toHaveCount(0);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

for (const { name: width, viewport } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport });

    test('the skip link moves focus to the content on every page, by Enter and by click, and the route stays', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      const pages = ['/start', '/installations', '/installations/AT-IPPC-000214', '/environmental-inspection', '/bvt-conclusions', '/legal-bases-guidelines', '/faq'];
      for (const path of pages) {
        // A fresh document each time: the first Tab starts at the top of the page.
        await page.goto('about:blank');
        await open(page, path);
        const heading = await page.locator('h1').first().innerText();
        const url = page.url();
        const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
        // Keyboard: the first Tab stop, Enter.
        await page.keyboard.press('Tab');
        await expect(skip, path).toBeFocused();
        if (path === '/installations') await shot(page, 'skip-link-focused', width);
        await page.keyboard.press('Enter');
        await expect.poll(() => focusedId(page), path).toBe('main-content');
        expect(page.url(), path).toBe(url);
        await expect(page.getByText(/Fehler 404/)).toHaveCount(0);
        await expect(page.locator('h1').first()).toHaveText(heading);
        // The next Tab goes on from the content, not from the top of the page.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('#main-content')), path).toBe(true);
        // Pointer: a click on the link (focused first, as it shows only with focus).
        await skip.focus();
        await skip.click();
        await expect.poll(() => focusedId(page), path).toBe('main-content');
        expect(page.url(), path).toBe(url);
        await expect(page.locator('h1').first()).toHaveText(heading);
      }
    });

    test('an installation opens from the map by keyboard: the popup stays open with focus in it, its link is followed', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      await page.goto('./#/installations!view=map');
      await expect(canvas(page)).toHaveAttribute('data-rendered', 'true');
      // Zoom in on a cluster by keyboard until single installations show.
      for (let step = 0; step < 10 && (await canvas(page).locator('.map-point').count()) === 0; step++) {
        const before = await canvas(page).getAttribute('data-view');
        await canvas(page).locator('.map-cluster').first().focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => canvas(page).getAttribute('data-view')).not.toBe(before);
      }
      // The marker nearest the map's top edge: its popup has to pan the map to fit.
      const points = canvas(page).locator('.map-point');
      const tops = await points.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
      const marker = points.nth(tops.indexOf(Math.min(...tops)));
      const id = await marker.getAttribute('data-id');
      await marker.focus();
      await page.keyboard.press('Enter');
      const popup = page.locator('.leaflet-popup');
      const link = popup.getByRole('link', { name: 'Anlagendetails öffnen' });
      await expect(link).toBeFocused();
      // Well after the popup's pan and the markers' redraw: still open, focus still in it.
      await page.waitForTimeout(800);
      await expect(popup).toBeVisible();
      await expect(link).toBeFocused();
      expect(await page.evaluate(() => !!document.activeElement?.closest('.leaflet-popup'))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'map-popup', width);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`#/installations/${id}$`));
      await expect(page.locator('h1')).toBeVisible();
    });

    test('with the filter panel open every column of the register is readable, nothing cut off or scrolled away', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      await open(page, '/installations');
      const table = page.getByRole('table', { name: 'Anlagen im Register' });
      await expect(table.locator('tbody tr')).toHaveCount(20);
      if (width === '1440') {
        await page.getByRole('button', { name: /^Filter/ }).first().click();
        await expect(panel(page).getByRole('combobox', { name: 'Gespeicherter Filter' })).toBeVisible();
        // The panel has slid in: the results have their final width.
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
      }
      const region = page.locator('.table-scroll', { has: table });
      // Nothing wider than its region: no sideways scrolling, every cell and column head inside it.
      const overflow = await region.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const cells = [...element.querySelectorAll('th, td')].filter((cell) => {
          const r = cell.getBoundingClientRect();
          return r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1 || cell.scrollWidth > cell.clientWidth + 1);
        });
        return { scroll: element.scrollWidth - element.clientWidth, cut: cells.map((cell) => cell.textContent?.trim().slice(0, 30)) };
      });
      expect(overflow).toEqual({ scroll: 0, cut: [] });
      // The last column, 'Status', is on screen beside the panel, for the first installation too.
      const across = async (locator: Locator) => {
        const box = await locator.boundingBox();
        return !!box && box.x >= 0 && box.x + box.width <= viewport.width;
      };
      expect(await across(table.getByRole('button', { name: /^Status/ }))).toBe(true);
      expect(await across(table.locator('tbody tr').first().locator('td').last())).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'register-columns', width);
    });

    test("a place chosen in 'PLZ oder Ort' alone narrows the results: 10 km around it to start with, shown", async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      await open(page, '/installations');
      const total = page.locator('.register-total');
      await expect(total).toHaveText('320 Anlagen gefunden');
      const place = page.getByRole('combobox', { name: 'PLZ oder Ort' });
      await place.focus();
      await page.keyboard.type('Linz');
      await expect(page.getByRole('option', { name: '4020 Linz' })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(place).toHaveValue('4020 Linz');
      // No radius picked: the results narrow at once, and the radius shows what they are.
      await expect(page.getByRole('combobox', { name: 'Umkreis' })).toHaveText('im Umkreis von 10 km');
      await expect(page.getByRole('list', { name: 'Angewendete Filter' }).getByRole('listitem')).toHaveText([/^PLZ oder Ort: 4020 Linz, im Umkreis von 10 km/]);
      await expect(total).not.toHaveText('320 Anlagen gefunden');
      await expect(total).toHaveText(/^\d+ Anlagen? gefunden$/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'place-default-radius', width);
    });

    test('the statistics chart reads at body-text size, its labels whole', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      await open(page, '/installations!view=stats');
      const chart = page.getByRole('figure', { name: /Balkendiagramm: Anlagen je Branche/ });
      await expect(chart.getByRole('listitem')).toHaveCount(6);
      const sizes = await chart.evaluate((element) => {
        const body = parseFloat(getComputedStyle(document.body).fontSize);
        const texts = [...element.querySelectorAll<HTMLElement>('.register-chart__label, .register-chart__value')].map((text) => {
          const r = text.getBoundingClientRect();
          return { size: parseFloat(getComputedStyle(text).fontSize), inside: r.left >= 0 && r.right <= window.innerWidth };
        });
        return { body, smallest: Math.min(...texts.map((text) => text.size)), allInside: texts.every((text) => text.inside) };
      });
      expect(sizes.smallest).toBeGreaterThanOrEqual(sizes.body);
      expect(sizes.allInside).toBe(true);
      await expect(chart.getByRole('listitem').last()).toContainText('6 Sonstige Tätigkeiten');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'stats-chart', width, true);
    });

    test('nothing sticky covers the action buttons at any scroll offset', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      for (const [path, action] of [
        ['/installations', 'Excel-Export'],
        ['/installations/AT-IPPC-000214', 'Drucken'],
      ] as const) {
        await open(page, path);
        const button = page.getByRole('button', { name: action, exact: true });
        await expect(button).toBeVisible();
        const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        for (let y = 0; y <= Math.min(max, 480); y += 16) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          const state = await button.evaluate((element) => {
            const isSticky = (e: Element) => getComputedStyle(e).position === 'sticky';
            // No two sticky boxes of the page header overlap.
            const stickies = [...document.querySelectorAll('.page-header, .page-header *')].filter(isSticky);
            const overlaps: string[] = [];
            for (const a of stickies) {
              for (const b of stickies) {
                if (a === b || a.contains(b) || b.contains(a)) continue;
                const [ra, rb] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
                if (ra.top < rb.bottom - 0.5 && rb.top < ra.bottom - 0.5 && ra.left < rb.right && rb.left < ra.right) overlaps.push(`${a.className} × ${b.className}`);
              }
            }
            // A sticky action bar's button shows itself wherever it is on screen (its top edge and its centre).
            const bar = element.closest('.action-bar');
            const stuck = !!bar && (isSticky(bar) || (!!bar.parentElement && isSticky(bar.parentElement)));
            const r = element.getBoundingClientRect();
            const covered = stuck
              ? [r.top + 3, r.top + r.height / 2]
                  .filter((py) => py > 0 && py < window.innerHeight)
                  .map((py) => document.elementFromPoint(r.left + r.width / 2, py))
                  .filter((hit) => !!hit && !element.contains(hit))
                  .map((hit) => String(hit?.className))
              : [];
            return { overlaps, covered };
          });
          expect(state, `${path}: '${action}' at scroll offset ${y}`).toEqual({ overlaps: [], covered: [] });
          if (y === 144 && path === '/installations') await shot(page, 'sticky-bars', width);
        }
      }
    });

    test('focus moved into view stops below the sticky bars: the page keeps their height as its scroll padding', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      await open(page, '/installations');
      const link = page.locator('.register-table tbody a').first();
      await expect(link).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await link.focus();
      const state = await link.evaluate((element) => {
        const stuck = [...document.querySelectorAll('.page-header__sticky, .title-bar')].filter((e) => getComputedStyle(e).position === 'sticky');
        const bottom = Math.max(0, ...stuck.map((e) => e.getBoundingClientRect().bottom));
        const r = element.getBoundingClientRect();
        // The middle of the link's first line (a name can wrap).
        const line = element.getClientRects()[0] ?? r;
        const hit = document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2);
        return { padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop), bottom, top: r.top, shown: !!hit && element.contains(hit) };
      });
      expect(state.padding).toBeGreaterThan(0);
      expect(state.top).toBeGreaterThanOrEqual(state.bottom - 1);
      expect(state.shown).toBe(true);
    });

    test("the help state ends with the help box: Escape or a click outside hides the help texts again, on every page; Tab keeps them to be read; a single info resets it", async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      await open(page, '/installations');
      const help = page.getByRole('button', { name: 'Hilfe', exact: true });
      const box = page.getByRole('dialog', { name: 'Hilfe' });
      const texts = page.locator('#main-content .kit-info__block');
      const shown = () => texts.evaluateAll((blocks) => blocks.filter((block) => !(block as HTMLElement).hidden).length);
      const active = () => help.evaluate((element) => element.classList.contains('shell-icon-button--active'));
      expect(await texts.count()).toBeGreaterThan(0);

      // By keyboard: open, every help text shows; Escape closes the box and hides them again.
      await help.focus();
      await page.keyboard.press('Enter');
      await expect(box).toBeVisible();
      await expect.poll(shown).toBe(await texts.count());
      expect(await active()).toBe(true);
      await shot(page, 'help-open', width);
      await page.keyboard.press('Escape');
      await expect(box).toHaveCount(0);
      await expect.poll(shown).toBe(0);
      expect(await active()).toBe(false);
      await expect(help).toBeFocused();

      // A click outside the box does the same.
      await help.click();
      await expect.poll(shown).toBe(await texts.count());
      // Below the box (on a phone it spans the width): the page's last line.
      await page.mouse.click(8, viewport.height - 8);
      await expect(box).toHaveCount(0);
      await expect.poll(shown).toBe(0);
      expect(await active()).toBe(false);
      await shot(page, 'help-closed', width);

      // Another page starts with its help texts hidden.
      await open(page, '/faq');
      await open(page, '/installations');
      await expect.poll(shown).toBe(0);

      // Moving on by Tab (to read the texts by keyboard) closes the box and keeps them shown.
      await help.focus();
      await page.keyboard.press('Enter');
      await expect(box).toBeVisible();
      for (let i = 0; i < 10 && (await box.count()) > 0; i++) await page.keyboard.press('Tab');
      await expect(box).toHaveCount(0);
      await expect.poll(shown).toBe(await texts.count());

      // A single info while all are shown: it toggles its own text, the others keep theirs (showOpen), and the
      // help is no longer 'all shown'.
      const info = page.locator('#main-content .kit-info__button').first();
      await info.click();
      await expect(info).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(shown).toBe((await texts.count()) - 1);
      expect(await active()).toBe(false);
    });
  });
}
