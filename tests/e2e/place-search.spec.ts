import type { Page } from '@playwright/test';
import { activate, asVisitor, axeViolations, expect, tabTo, test } from './fixtures';

/**
 * 'PLZ oder Ort' and 'im Umkreis von … km' on the register, by keyboard, through Prism's validating proxy:
 * the place search's suggestions, the map fitting the chosen place, the radius narrowing the results to the
 * installations within it (checked against their coordinates), the chip and the shared link restoring it.
 * Screenshots go to <REPORTS_DIR>/place-*.png.
 */
const REPORTS = process.env.REPORTS_DIR ?? 'reports';

interface Gis {
  features: { properties: { id: string }; geometry: { coordinates: [number, number] } }[];
}

/** Great-circle distance in km (haversine, 6371 km), computed here independently of the app and the mock. */
function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The place criterion in the URL: `filter={"near":"lat,lon,radius,label"}`. */
function placeInUrl(url: string) {
  const filter = new URLSearchParams(url.slice(url.indexOf('!') + 1)).get('filter');
  const near = filter ? (JSON.parse(filter) as { near?: string }).near : undefined;
  if (!near) return undefined;
  const [lat, lon, radius, ...label] = near.split(',');
  return { lat: Number(lat), lon: Number(lon), radiusKm: radius === '' ? undefined : Number(radius), label: label.join(',') };
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const gisAnswer = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/ippcInstallations/gis') && r.request().method() === 'POST');

test.describe("'PLZ oder Ort' and 'im Umkreis von … km'", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
  });

  test('type a place, choose it by keyboard: the map fits it, the results narrow to those within 10 km (the radius it starts with); chip and shared link restore it', async ({ page, browser, baseURL }) => {
    // Seven states with axe each, and a second browser: longer than one page's journey.
    test.slow();
    await page.goto('./#/installations!view=map');
    await expect(page.getByText('320 Anlagen auf der Karte', { exact: true })).toBeVisible();
    const canvas = page.getByTestId('map-canvas');
    await expect(canvas).toHaveAttribute('data-rendered', 'true');

    // Type the place: suggestions from the assistant's postcode/place search.
    const place = page.getByRole('combobox', { name: 'PLZ oder Ort' });
    await tabTo(page, place);
    const suggestions = page.waitForResponse((r) => r.url().includes('/api/assistant/searchPostCodeCity?') && r.status() === 200);
    await page.keyboard.type('Linz');
    expect(new URL((await suggestions).url()).searchParams.get('query')).toBe('Linz');
    const listbox = page.getByRole('listbox', { name: 'PLZ oder Ort' });
    await expect(listbox.getByRole('option', { name: '4020 Linz', exact: true })).toBeVisible();
    await expect(place).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${REPORTS}/place-suggestions-1440.png` });

    // Choose it with the arrow key and Enter: the map fits the place's circle of 10 km, the radius a chosen
    // place starts with, and the results narrow to the installations within it at once.
    await page.keyboard.press('ArrowDown');
    await expect(place).toHaveAttribute('aria-activedescendant', /place-search-option-0/);
    const narrowed = gisAnswer(page);
    await page.keyboard.press('Enter');
    await expect(place).toHaveValue('4020 Linz');
    await expect(place).toBeFocused();
    await expect(place).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas).toHaveAttribute('data-focus', '4020 Linz');
    const chosen = placeInUrl(page.url());
    expect(chosen).toMatchObject({ label: '4020 Linz', radiusKm: 10 });
    expect(km(chosen!, { lat: 48.3059, lon: 14.2862 })).toBeLessThan(5);
    const radius = page.getByRole('combobox', { name: 'Umkreis' });
    await expect(radius).toHaveText('im Umkreis von 10 km');
    const response = await narrowed;
    expect(response.request().postDataJSON()).toEqual({ near: { lat: chosen!.lat, lon: chosen!.lon, radiusKm: 10 } });

    // The radius list, by keyboard: its four choices, 10 km the chosen one.
    await page.keyboard.press('Tab');
    await expect(radius).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox', { name: 'Umkreis' }).getByRole('option')).toHaveText(['im Umkreis von 5 km', 'im Umkreis von 10 km', 'im Umkreis von 25 km', 'im Umkreis von 50 km']);
    await expect(page.getByRole('option', { name: 'im Umkreis von 10 km' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(radius).toHaveText('im Umkreis von 10 km');
    const within = ((await response.json()) as Gis).features;
    expect(placeInUrl(page.url())).toEqual({ ...chosen, radiusKm: 10 });
    await expect(page.getByText(`${within.length} Anlagen auf der Karte`, { exact: true })).toBeVisible();
    await expect(canvas).toHaveAttribute('data-focus', '4020 Linz');

    // Exactly the installations within 10 km of the place: every shown one, and every one of the whole register.
    const all = ((await (await page.request.post('./api/ippcInstallations/gis', { data: {} })).json()) as Gis).features;
    expect(all).toHaveLength(320);
    const distance = (f: Gis['features'][number]) => km(chosen!, { lat: f.geometry.coordinates[1], lon: f.geometry.coordinates[0] });
    const expected = all.filter((f) => distance(f) <= 10).map((f) => f.properties.id).sort();
    expect(within.map((f) => f.properties.id).sort()).toEqual(expected);
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(40);
    for (const f of within.slice(0, 5)) expect(distance(f)).toBeLessThanOrEqual(10);
    // Just beyond the radius: not shown.
    expect(all.filter((f) => distance(f) > 10 && distance(f) < 25).length).toBeGreaterThan(0);

    const chips = page.getByRole('list', { name: 'Angewendete Filter' });
    await expect(chips.getByRole('listitem')).toHaveText([/^PLZ oder Ort: 4020 Linz, im Umkreis von 10 km/]);
    const link = page.url();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${REPORTS}/place-radius-map-1440.png`, fullPage: true });

    // The table counts the same installations.
    await page.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Tabelle' }).click();
    await expect(page.getByText(`${within.length} Anlagen gefunden`, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The shared link restores place, radius, chip and map in a browser of its own.
    const other = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'de-AT' });
    await asVisitor(other, baseURL, 'anonymous');
    const shared = await other.newPage();
    await shared.goto(link);
    await expect(shared.getByRole('combobox', { name: 'PLZ oder Ort' })).toHaveValue('4020 Linz');
    await expect(shared.getByRole('combobox', { name: 'Umkreis' })).toHaveText('im Umkreis von 10 km');
    await expect(shared.getByRole('list', { name: 'Angewendete Filter' }).getByRole('listitem')).toHaveText([/^PLZ oder Ort: 4020 Linz, im Umkreis von 10 km/]);
    await expect(shared.getByText(`${within.length} Anlagen auf der Karte`, { exact: true })).toBeVisible();
    await expect(shared.getByTestId('map-canvas')).toHaveAttribute('data-focus', '4020 Linz');
    expect(await axeViolations(shared)).toEqual([]);
    await shared.screenshot({ path: `${REPORTS}/place-radius-map-375.png`, fullPage: true });
    await other.close();

    // Removing the chip by keyboard lifts the radius and the place.
    await activate(page, chips.getByRole('button', { name: 'Filter PLZ oder Ort entfernen' }));
    await expect(page.getByText('320 Anlagen gefunden', { exact: true })).toBeVisible();
    await expect(place).toHaveValue('');
    await expect(radius).toHaveCount(0);
    expect(placeInUrl(page.url())).toBeUndefined();
  });

  test('a postcode finds its place; a term without matches says so; Escape closes the list, then empties the field', async ({ page }) => {
    await page.goto('./#/installations');
    await expect(page.getByText('320 Anlagen gefunden', { exact: true })).toBeVisible();
    const place = page.getByRole('combobox', { name: 'PLZ oder Ort' });
    await tabTo(page, place);
    await page.keyboard.type('8');
    await expect(page.locator('.kit-popup__empty', { hasText: 'Mindestens 2 Zeichen' })).toBeVisible();
    await page.keyboard.type('70');
    const listbox = page.getByRole('listbox', { name: 'PLZ oder Ort' });
    await expect(listbox.getByRole('option', { name: '8700 Leoben', exact: true })).toBeVisible();
    await expect(listbox.getByRole('option')).toHaveText(['8700 Leoben']);
    await page.keyboard.press('Escape');
    await expect(place).toHaveAttribute('aria-expanded', 'false');
    await expect(place).toHaveValue('870');
    await page.keyboard.press('Escape');
    await expect(place).toHaveValue('');

    await page.keyboard.type('Xyzzy');
    await expect(page.locator('.kit-popup__empty', { hasText: 'Keine Ergebnisse' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.type('Wien');
    await expect(listbox.getByRole('option').first()).toBeVisible();
    // The list stays on screen at 375 px.
    const box = (await listbox.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${REPORTS}/place-suggestions-375.png` });
  });

  test('when the place search fails, the list says so and the register stays usable', async ({ page, expectConsoleError }) => {
    expectConsoleError(/500|Failed to load resource/);
    await page.route('**/ippc/api/assistant/searchPostCodeCity?**', (route) => route.fulfill({ status: 500, json: { status: 500, error: 'server_error', message: 'Interner Fehler' } }));
    await page.goto('./#/installations');
    await expect(page.getByText('320 Anlagen gefunden', { exact: true })).toBeVisible();
    const place = page.getByRole('combobox', { name: 'PLZ oder Ort' });
    await tabTo(page, place);
    await page.keyboard.type('Graz');
    await expect(page.locator('.kit-popup__empty', { hasText: 'Orte konnten nicht geladen werden.' })).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'PLZ oder Ort' }).getByRole('option')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expect(page.getByText('320 Anlagen gefunden', { exact: true })).toBeVisible();
  });
});
