import type { Page, Route } from '@playwright/test';
import { asVisitor, axeViolations, BASEMAP_TILE_PNG, BASEMAP_TILES, expect, test, tilePixelsOf } from './fixtures';

/**
 * The register's map: basemap.at tiles (answered here, the test has no network) under the district and state
 * boundaries that the mock cuts as vector tiles, the Bezirk chosen in the filter highlighted, and the map
 * without its basemap (offline or blocked). Screenshots go to <REPORTS_DIR>/map-*.png.
 */
const REPORTS = process.env.REPORTS_DIR ?? 'reports';
const BASEMAP = BASEMAP_TILES;
/** The highlight's outline colour (vectorTiles.ts TILE_STYLE.highlightLine). */
const HIGHLIGHT = [0x9a, 0x4d, 0x00];
/** The state borders' colour (TILE_STYLE.stateLine). */
const STATE_LINE = [0x1d, 0x3d, 0x6b];

const canvas = (page: Page) => page.getByTestId('map-canvas');
const panel = (page: Page) => page.getByRole('complementary', { name: 'Filter' });

async function serveBasemap(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(BASEMAP, (route: Route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: BASEMAP_TILE_PNG });
  });
  return requested;
}


async function openMap(page: Page, hash = '') {
  await page.goto(`./#/installations!view=map${hash}`);
  await expect(canvas(page)).toHaveAttribute('data-rendered', 'true');
}

/** Every basemap image on the map shows a picture (no broken-image icon). */
async function brokenImages(page: Page): Promise<number> {
  return page.locator('.leaflet-tile-pane img').evaluateAll((images) => (images as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).length);
}

test.describe('the register map', () => {
  test('district and state boundaries from the mock over the basemap, with both sources named; axe; keyboard', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    const requested = await serveBasemap(page);
    const tiles: number[] = [];
    page.on('response', (response) => {
      if (/\/__mock\/gis\/bezirke\/\d+\/\d+\/\d+\.pbf$/.test(response.url())) tiles.push(response.status());
    });
    await openMap(page);
    await expect(canvas(page)).toHaveAttribute('data-basemap', 'ok');
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.every((url) => /\/bmapgrau\/normal\/google3857\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
    expect(await brokenImages(page)).toBe(0);
    // Real vector tiles from the mock, drawn: the state borders' colour on the canvases.
    await expect.poll(() => tiles.filter((status) => status === 200).length).toBeGreaterThan(0);
    await expect.poll(() => tilePixelsOf(page, STATE_LINE)).toBeGreaterThan(200);
    expect(await tilePixelsOf(page, HIGHLIGHT)).toBe(0);
    await expect(canvas(page).locator('.map-attribution')).toHaveText('Grundkarte: basemap.at · Verwaltungsgrenzen: Flooh Perlot, CC BY 4.0, nach Geoland.at');
    await expect(page.getByText('Die Hintergrundkarte ist derzeit nicht verfügbar.')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${REPORTS}/map-basemap-1440.png`, fullPage: true });

    // Keyboard: from the zoom buttons into the map, arrows and plus move and zoom it.
    await page.getByRole('button', { name: 'Ganz Österreich zeigen' }).focus();
    await page.keyboard.press('Tab');
    await expect(canvas(page)).toBeFocused();
    const before = await canvas(page).getAttribute('data-view');
    await page.keyboard.press('+');
    await expect.poll(() => canvas(page).getAttribute('data-view')).not.toBe(before);
    const markers = canvas(page).locator('.map-cluster, .map-point');
    await page.keyboard.press('Tab');
    await expect(markers.first()).toBeFocused();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Ganz Österreich zeigen' }).click();
    await expect.poll(async () => {
      const [west, , east] = ((await canvas(page).getAttribute('data-view')) ?? '').split(',').map(Number);
      return west! <= 9.53 && east! >= 17.16;
    }).toBe(true);
    await expect.poll(() => tilePixelsOf(page, STATE_LINE)).toBeGreaterThan(100);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${REPORTS}/map-basemap-375.png`, fullPage: true });
  });

  test('the Bezirk chosen in the filter is highlighted on the map', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await serveBasemap(page);
    await openMap(page);
    await expect.poll(() => tilePixelsOf(page, STATE_LINE)).toBeGreaterThan(200);
    expect(await tilePixelsOf(page, HIGHLIGHT)).toBe(0);

    await page.getByRole('button', { name: /^Filter/ }).first().click();
    await expect(panel(page)).toBeVisible();
    const districts = panel(page).getByRole('combobox', { name: 'Bezirk' });
    if (!(await districts.isVisible())) await panel(page).getByRole('button', { name: 'Bezirk' }).click();
    await districts.click();
    await page.getByRole('option', { name: 'Graz (Stadt)', exact: true }).click();
    await districts.press('Escape');
    await panel(page).getByRole('button', { name: 'Filter anwenden' }).click();
    await expect(page).toHaveURL(/districtCodes/);
    const close = panel(page).getByRole('button', { name: /schließen/i }).first();
    if (await close.isVisible()) await close.click();

    await expect(canvas(page)).toHaveAttribute('data-rendered', 'true');
    await expect.poll(() => tilePixelsOf(page, HIGHLIGHT)).toBeGreaterThan(50);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${REPORTS}/map-highlight-1440.png`, fullPage: true });
    // On a phone, from the shared link: the filter applies, its drawer stays closed.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(canvas(page)).toHaveAttribute('data-rendered', 'true');
    await expect.poll(() => tilePixelsOf(page, HIGHLIGHT)).toBeGreaterThan(20);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${REPORTS}/map-highlight-375.png`, fullPage: true });
  });

  test('without its basemap (offline, blocked) the map still reads: land and boundaries drawn, no broken images, a short note', async ({ page, context, baseURL, expectConsoleError }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.route(BASEMAP, (route) => route.abort('internetdisconnected'));
    // The browser reports each aborted tile; that is what this test brings about.
    expectConsoleError(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await openMap(page);
    await expect(canvas(page)).toHaveAttribute('data-basemap', 'failed');
    await expect(page.getByRole('status').filter({ hasText: 'Die Hintergrundkarte ist derzeit nicht verfügbar.' })).toBeVisible();
    // Still Leaflet's map with its styles (the state change left its classes alone): the map clips what it draws.
    await expect(canvas(page)).toHaveClass(/leaflet-container/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect.poll(() => tilePixelsOf(page, STATE_LINE)).toBeGreaterThan(200);
    // The land is filled where the basemap would be.
    await expect.poll(() => tilePixelsOf(page, [0xf7, 0xf9, 0xfb])).toBeGreaterThan(10_000);
    expect(await brokenImages(page)).toBe(0);
    await expect(canvas(page).locator('.map-attribution')).toContainText('Verwaltungsgrenzen: Flooh Perlot, CC BY 4.0, nach Geoland.at');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${REPORTS}/map-offline-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${REPORTS}/map-offline-375.png`, fullPage: true });
  });

  test('leaving the page while a zoom still animates: no error (the zoom ends before the map is removed)', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await serveBasemap(page);
    const zoomIn = page.getByRole('button', { name: 'Vergrößern', exact: true });
    // Left while the animation runs: the page goes as soon as the map pane starts its zoom animation.
    await openMap(page);
    const leftWhileZooming = page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const pane = document.querySelector('.leaflet-map-pane')!;
          new MutationObserver((_, observer) => {
            if (!pane.classList.contains('leaflet-zoom-anim')) return;
            observer.disconnect();
            window.location.hash = '#/';
            resolve();
          }).observe(pane, { attributes: true, attributeFilter: ['class'] });
        }),
    );
    await zoomIn.click();
    await leftWhileZooming;
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Anlagenregister');
    // Past the animation's end timer: an error there would be an unhandled exception of the page.
    await page.waitForTimeout(600);
    // Left at once, before the animation's first frame.
    await openMap(page);
    await zoomIn.click();
    await page.evaluate(() => (window.location.hash = '#/'));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Anlagenregister');
    await page.waitForTimeout(600);
  });
});
