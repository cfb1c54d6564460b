import type { BrowserContext } from '@playwright/test';
import { axeViolations as axe, test, expect, expectFocusInside } from './fixtures';

/**
 * The shell in the three layout variants: every route passes axe-core, the header,
 * navigation, sidebar, user menu, help and footer behave per visitor kind, and the keyboard reaches all.
 * Screenshots go to <REPORTS_DIR>/shell-*.png.
 */
const REPORTS = process.env.REPORTS_DIR ?? 'reports';
const viewports = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'tablet', width: 834, height: 1112 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const routes = [
  { path: '/start', heading: 'Startseite' },
  { path: '/installations', heading: 'Anlagenregister' },
  { path: '/installations/AT-IPPC-000214', heading: /.+/ },
  { path: '/environmental-inspection', heading: 'Umweltinspektion' },
  { path: '/bvt-conclusions', heading: 'bvT Schlussfolgerungen' },
  { path: '/legal-bases-guidelines', heading: 'Rechtsgrundlagen/Leitfäden' },
  { path: '/faq', heading: 'FAQ' },
  { path: '/user-tasklist', heading: 'Aufträge' },
  { path: '/does-not-exist', heading: 'Objekt nicht gefunden (Fehler 404)' },
] as const;

async function visitor(context: BrowserContext, baseURL: string | undefined, kind: string, environment?: string) {
  const url = baseURL ?? '';
  await context.addCookies([{ name: 'ippc-mock-visitor', value: kind, url }, ...(environment ? [{ name: 'ippc-mock-environment', value: environment, url }] : [])]);
}

for (const viewport of viewports) {
  test.describe(`${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of routes) {
      test(`${route.path}: axe 0 violations, screenshot`, async ({ page, context, baseURL }) => {
        // Signed in as an owner, so that 'Aufträge' exists (the mock seeds tasks for signed-in visitors).
        await visitor(context, baseURL, 'owner', 'TEST');
        await page.goto(`./#${route.path}`);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expect(page.getByText('Wird geladen …')).toHaveCount(0);
        expect(await axe(page)).toEqual([]);
        await page.screenshot({ path: `${REPORTS}/shell-${viewport.name}${route.path.replace(/\//g, '-')}.png` });
      });
    }

    test('the header: title, environment label and user names per layout', async ({ page, context, baseURL }) => {
      await visitor(context, baseURL, 'usp', 'TEST');
      await page.goto('./#/faq');
      await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
      const mobile = viewport.name === 'mobile';
      await expect(page.getByTestId('environment-label')).toHaveCount(mobile ? 0 : 1);
      await expect(page.getByTestId('user-name')).toHaveCount(mobile ? 0 : 1);
      if (!mobile) {
        await expect(page.getByTestId('environment-label')).toHaveText('Testumgebung');
        await expect(page.getByTestId('user-name')).toContainText('Thomas Beispiel');
        await expect(page.getByTestId('main-user-name')).toHaveText('Mustermoos Zement GmbH & Co KG');
      }
      const headerHeight = await page.locator('header.header').evaluate((el) => el.getBoundingClientRect().height);
      expect(headerHeight).toBe({ mobile: 44, tablet: 56, desktop: 72 }[viewport.name]);
      await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(mobile ? 0 : 1);
      await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveCount(mobile ? 1 : 0);
      if (!mobile) expect(await page.locator('.main-nav').evaluate((el) => el.getBoundingClientRect().height)).toBe(41);
      await page.getByTestId('app-title').click();
      await expect(page).toHaveURL(/#\/start$/);
    });

    test('the sidebar: width per layout', async ({ page }) => {
      await page.goto('./#/faq');
      await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
      if (viewport.name === 'mobile') return expect(page.locator('#sidebar')).toHaveCount(0);
      const width = await page.locator('#sidebar').evaluate((el) => el.getBoundingClientRect().width);
      expect(width).toBe(viewport.name === 'tablet' ? 32 : 340);
      await page.goto('./#/installations');
      await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
      await expect(page.locator('#sidebar')).toHaveCount(0);
    });
  });
}

test.describe('desktop shell', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the current entry is highlighted on its path and sub-paths; hidden entries left out', async ({ page }) => {
    await page.goto('./#/installations/AT-IPPC-000214!tab=2');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Anlagenregister' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Startseite' })).not.toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Anlagendetails' })).toHaveCount(0);
    // The hidden details route is skipped; the page itself appends the installation's name.
    const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    await expect(crumbs.getByRole('link')).toHaveText(['Portal', 'IPPC Austria', 'Anlagenregister']);
    await expect(crumbs.getByText('Anlagendetails')).toHaveCount(0);
  });

  test("hash paths: everything from '!' cut, a trailing slash dropped", async ({ page }) => {
    await page.goto('./#/installations!page=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
    await page.goto('./#/faq/');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await expect(page).toHaveTitle('IPPC Austria – FAQ');
  });

  test("the not-found page: title, alert and 'Zurück' back in history", async ({ page }) => {
    await page.goto('./#/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await page.goto('./#/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1, name: 'Objekt nicht gefunden (Fehler 404)' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Objekt nicht gefunden (Fehler 404)');
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  });

  test('anonymous visitors: no Aufträge, user menu with Nicht angemeldet and Anmelden', async ({ page }) => {
    await page.goto('./#/start');
    await expect(page.getByRole('heading', { level: 1, name: 'Startseite' })).toBeVisible();
    await expect(page.locator('#route-user-tasks')).toHaveCount(0);
    await page.getByRole('button', { name: 'Benutzermenü' }).click();
    const menu = page.getByRole('dialog', { name: 'Benutzermenü' });
    await expect(menu).toContainText('Nicht angemeldet');
    await expect(menu.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  });

  for (const [kind, name, items] of [
    ['owner', 'Maria Mustermann', ['Mein Benutzer:innenprofil', 'Passwort ändern', 'Abmelden']],
    ['authority', 'Franz Beispiel', ['Mein Benutzer:innenprofil', 'Passwort ändern', 'Abmelden']],
    ['oidc', 'Anna Muster', ['Mein Benutzer:innenprofil', 'Passwort ändern', 'Abmelden']],
    ['pvp', 'Karin Musterfrau', ['Zurück zum PVP-Portal']],
    ['usp', 'Thomas Beispiel', ['Zurück zum Unternehmensserviceportal']],
  ] as const) {
    test(`user menu of ${kind}`, async ({ page, context, baseURL }) => {
      await visitor(context, baseURL, kind);
      await page.goto('./#/faq');
      await page.getByRole('button', { name: 'Benutzermenü' }).click();
      const menu = page.getByRole('dialog', { name });
      await expect(menu.getByRole('listitem')).toHaveText(items.map((item) => new RegExp(`^${item}`)));
      if (kind === 'owner') await expect(menu.getByRole('link', { name: /Mein Benutzer:innenprofil/ })).toHaveAttribute('target', '_blank');
      if (kind === 'pvp') await expect(menu.getByRole('link', { name: 'Zurück zum PVP-Portal' })).toHaveAttribute('href', '/');
    });
  }

  test('PROD shows no environment label and no test settings; other kinds show both', async ({ page, context, baseURL }) => {
    await visitor(context, baseURL, 'anonymous', 'PROD');
    await page.goto('./#/faq');
    await expect(page.getByTestId('version')).toBeVisible();
    await expect(page.getByTestId('environment-label')).toHaveCount(0);
    await expect(page.getByTestId('test-settings-entry')).toHaveCount(0);
  });

  test('footer: portal links, version tooltip, test settings with the server time', async ({ page, context, baseURL }) => {
    await visitor(context, baseURL, 'anonymous', 'TEST');
    await page.goto('./#/faq');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Fußzeile' }).getByRole('link')).toHaveText(['Über EDM', 'Impressum', 'Barrierefreiheitserklärung', 'Datenschutz', 'Helpdesk']);
    // The footer moves down while the FAQ's content renders, away from a pointer that hovered it: hover
    // again until the tooltip shows.
    await expect(async () => {
      await page.getByTestId('version').hover();
      await expect(page.getByRole('tooltip')).toHaveText('IPPC Austria – Version 1.0.0 – Build 2026.11.142', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId('version')).toHaveText('Version 1.0.0');
    // The entry of src/features/session shows the server date and time and opens the test clock.
    await expect(page.getByTestId('test-settings-entry')).toHaveText(/^Serverzeit: .*\d{4}/);
    await page.getByTestId('test-settings-entry').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the previous-app button is labelled with the short name of the referring portal app', async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1/').origin;
    await page.goto('./#/faq', { referer: `${origin}/edm/meine-daten` });
    const back = page.getByRole('link', { name: 'Zurück zu EDM' });
    await expect(back).toHaveText('‹EDM');
    await expect(back).toHaveAttribute('href', '../edm/');
  });

  test('keyboard only: skip link, navigation, sidebar resize, help, notifications, user menu', async ({ page }) => {
    await page.goto('./#/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    // Help: open, all help texts shown, the box's links reachable, Escape closes and returns focus.
    const help = page.getByRole('button', { name: 'Hilfe' });
    await help.focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('dialog', { name: 'Hilfe' });
    await expect(box).toContainText('Info-Icons bieten direkte Hilfestellungen im Kontext der einzelnen Seiten des Systems an. Weitere Hilfe finden Sie hier:');
    await expect(box.getByRole('link', { name: /Online-Hilfe/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(box.getByRole('link', { name: 'Helpdesk kontaktieren' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(box.getByRole('button', { name: 'Alle Hilfetexte ausblenden' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(help).toBeFocused();
    // Notifications: an empty list, 'Alle Nachrichten sehen'.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Nachrichten (0)' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Nachrichten (0)' }).getByRole('link', { name: 'Alle Nachrichten sehen' })).toBeFocused();
    await page.keyboard.press('Escape');
    // User menu.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Benutzermenü' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Benutzermenü' }).getByRole('button', { name: 'Anmelden' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Benutzermenü' })).toBeFocused();
    // Main navigation: the first entry, Enter follows it.
    await page.keyboard.press('Tab');
    await expect(page.locator('#route-start')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
    // Sidebar: collapse and reopen with the toggle, resize with the arrow keys on the separator.
    await page.goto('./#/faq');
    const toggle = page.getByRole('button', { name: 'Seitennavigation ausblenden' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Seitennavigation einblenden' })).toBeFocused();
    await page.keyboard.press('Enter');
    const separator = page.getByRole('separator', { name: 'Breite der Seitennavigation' });
    await expect(separator).toHaveAttribute('aria-valuenow', '340');
    await expect(separator).toHaveAttribute('aria-valuemin', '220');
    await expect(separator).toHaveAttribute('aria-valuemax', '600');
    await separator.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(separator).toHaveAttribute('aria-valuenow', '360');
    await page.keyboard.press('Home');
    await expect(separator).toHaveAttribute('aria-valuenow', '220');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await expect(separator).toHaveAttribute('aria-valuenow', '600');
    expect(await page.locator('#sidebar').evaluate((el) => el.getBoundingClientRect().width)).toBe(600);
  });

  test('the sidebar resizes by dragging, between 220 and 600', async ({ page }) => {
    await page.goto('./#/faq');
    const separator = page.getByRole('separator', { name: 'Breite der Seitennavigation' });
    const box = await separator.boundingBox();
    if (!box) throw new Error('no separator');
    await page.mouse.move(box.x + box.width / 2, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(450, box.y + 100, { steps: 5 });
    await page.mouse.up();
    await expect(separator).toHaveAttribute('aria-valuenow', '450');
    await page.mouse.move(451, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(50, box.y + 100, { steps: 5 });
    await page.mouse.up();
    await expect(separator).toHaveAttribute('aria-valuenow', '220');
  });
});

test.describe('mobile shell', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('keyboard only: burger, drawer with focus trapped, Escape, back link', async ({ page }) => {
    await page.goto('./#/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zu IPPC Austria' })).toBeVisible();
    const burger = page.getByRole('button', { name: 'Menü öffnen' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(burger).toBeFocused();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      await expectFocusInside(drawer);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(burger).toBeFocused();
    await page.keyboard.press('Enter');
    await drawer.getByRole('link', { name: 'Umweltinspektion' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Umweltinspektion' })).toBeVisible();
    await expect(drawer).toHaveCount(0);
  });

  test('on mobile the breadcrumbs give way to a back link to the second-to-last crumb', async ({ page }) => {
    await page.goto('./#/installations/AT-IPPC-000214');
    await page.getByRole('link', { name: 'Zurück zu Anlagenregister' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
  });
});
