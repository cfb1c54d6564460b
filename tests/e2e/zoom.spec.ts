import type { Page } from '@playwright/test';
import { test, expect, asVisitor } from './fixtures';

/**
 * WCAG 1.4.10 Reflow: 1280 px at 400 % zoom is a 320×256 CSS px viewport. Every main page reflows
 * into one column: no horizontal scrolling of the page (only inside the named scroll regions of data tables
 * and the map), no content clipped, the navigation reachable through the menu button, the key content there.
 * Screenshots go to <REPORTS_DIR>/zoom-*.png.
 */
const REPORTS = process.env.REPORTS_DIR ?? 'reports';

test.use({ viewport: { width: 320, height: 256 } });
test.describe.configure({ timeout: 60_000 });

interface Reflow {
  viewport: number;
  scrollWidth: number;
  /** Elements sticking out of the viewport, outside any scroll region. */
  outside: string[];
  /** Text cut off by an overflow: hidden box (ellipsis or clip). */
  clipped: string[];
}

/** Measures the page: the document's width and what sticks out of or is cut off inside the 320 px. */
async function reflow(page: Page): Promise<Reflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${id}${cls} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    };
    // Scroll regions on purpose: the named, focusable table containers and the map.
    const inScrollRegion = (el: Element) => !!el.closest('.table-scroll, [data-testid="map-canvas"], .leaflet-container');
    const visuallyHidden = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width <= 1 || box.height <= 1 || !!el.closest('.visually-hidden, .skip-link:not(:focus)');
    };
    const outside: string[] = [];
    const clipped: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || inScrollRegion(el) || visuallyHidden(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.right > width + 1 || box.left < -1) {
        // Only report the outermost offender, not every descendant.
        const parent = el.parentElement;
        const parentBox = parent?.getBoundingClientRect();
        if (!parentBox || parentBox.right <= width + 1) outside.push(`${describe(el)} ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
      const cuts = (style.overflowX === 'hidden' || style.overflowX === 'clip') && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim() !== '';
      if (cuts && (style.textOverflow === 'ellipsis' || el.children.length === 0)) clipped.push(describe(el));
    }
    return { viewport: width, scrollWidth: document.documentElement.scrollWidth, outside, clipped };
  });
}

/** Checks the reflow; the screenshot shows the whole page, or for an overlay (menu, dialog) the viewport. */
async function expectReflow(page: Page, name: string, fullPage = true) {
  await expect(page.getByText('Wird geladen …')).toHaveCount(0);
  await page.screenshot({ path: `${REPORTS}/zoom-${name}.png`, fullPage });
  const result = await reflow(page);
  expect(result.outside, 'elements outside the 320 px viewport').toEqual([]);
  expect(result.clipped, 'text cut off').toEqual([]);
  expect(result.scrollWidth, 'no horizontal scrolling of the page').toBeLessThanOrEqual(result.viewport);
}

const pages = [
  { path: '/start', heading: 'Startseite', key: (page: Page) => page.getByRole('link', { name: 'Anlagen suchen', exact: true }) },
  { path: '/installations', heading: 'Anlagenregister', key: (page: Page) => page.getByRole('table', { name: 'Anlagen im Register' }) },
  { path: '/installations!view=map', heading: 'Anlagenregister', key: (page: Page) => page.getByTestId('map-canvas') },
  { path: '/installations!view=stats', heading: 'Anlagenregister', key: (page: Page) => page.getByRole('figure', { name: /Balkendiagramm/ }) },
  { path: '/installations/AT-IPPC-000214', heading: /.+/, key: (page: Page) => page.getByRole('heading', { level: 2, name: 'Stammdaten' }) },
  { path: '/environmental-inspection', heading: 'Umweltinspektion', key: (page: Page) => page.getByRole('navigation', { name: 'Inhalt dieser Seite' }) },
  { path: '/bvt-conclusions', heading: 'bvT Schlussfolgerungen', key: (page: Page) => page.getByRole('searchbox', { name: 'Suche' }) },
  { path: '/legal-bases-guidelines', heading: 'Rechtsgrundlagen/Leitfäden', key: (page: Page) => page.locator('.cms h2').first() },
  { path: '/faq', heading: 'FAQ', key: (page: Page) => page.getByRole('searchbox', { name: 'In den FAQ suchen' }) },
  { path: '/user-tasklist', heading: 'Aufträge', key: (page: Page) => page.getByRole('table', { name: 'Ihre Aufträge' }) },
  { path: '/does-not-exist', heading: 'Objekt nicht gefunden (Fehler 404)', key: (page: Page) => page.getByRole('button', { name: 'Zurück' }) },
] as const;

for (const entry of pages) {
  test(`${entry.path} at 400 %: one column, no horizontal scrolling, nothing cut off`, async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'owner');
    await page.goto(`./#${entry.path}`);
    await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
    await expect(entry.key(page)).toBeVisible();
    await expectReflow(page, entry.path.replace(/[/!=]+/g, '-').replace(/^-/, ''));
  });
}

test('at 400 % the navigation is reachable through the menu button', async ({ page }) => {
  await page.goto('./#/faq');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menü' });
  for (const name of ['Startseite', 'Anlagenregister', 'Umweltinspektion', 'bvT Schlussfolgerungen', 'Rechtsgrundlagen/Leitfäden', 'FAQ']) {
    await expect(drawer.getByRole('link', { name, exact: true })).toBeAttached();
  }
  await expectReflow(page, 'menu', false);
  await drawer.getByRole('link', { name: 'bvT Schlussfolgerungen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'bvT Schlussfolgerungen' })).toBeVisible();
});

test('at 400 % the header menus, the filter panel and a dialog fit', async ({ page, context, baseURL }) => {
  await asVisitor(context, baseURL, 'owner');
  await page.goto('./#/installations');
  await expect(page.locator('.register-total strong')).toBeVisible();
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await expect(page.getByRole('dialog', { name: 'Maria Mustermann' })).toBeVisible();
  await expectReflow(page, 'user-menu', false);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Hilfe' }).click();
  await expect(page.getByRole('dialog', { name: 'Hilfe' })).toBeVisible();
  await expectReflow(page, 'help', false);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Filter/ }).first().click();
  const panel = page.getByRole('dialog', { name: 'Filter' });
  await expect(panel).toBeVisible();
  await expectReflow(page, 'filter-panel', false);
  await panel.getByRole('button', { name: 'Neuer Filter' }).click();
  await expect(page.getByRole('dialog', { name: 'Filtername' })).toBeVisible();
  await expectReflow(page, 'filter-name-dialog', false);
});
