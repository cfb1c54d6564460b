import { asVisitor, axeViolations, expect, test, WIDTHS } from './fixtures';

/**
 * What a person meets on the way through the register, at 1440 and 375 px: the tasks say how they ended and
 * what they exported, the start page names each Bundesland with its article, nothing found offers a way
 * back, a signed-out visitor opening 'Aufträge' is sent to the sign-in, and the details say 'keine Eingabe'
 * and each fact once. Screenshots go to <REPORTS_DIR>/polish-*.png.
 */
const REPORTS = process.env.REPORTS_DIR ?? 'reports';

for (const [name, viewport] of WIDTHS) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport });

    test('Aufträge: a failed and a cancelled task read “Beendet” without progress; titles name the filter', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'owner');
      await page.goto('./#/user-tasklist');
      await expect(page.getByRole('heading', { level: 1, name: 'Aufträge' })).toBeVisible();
      const failed = page.getByRole('row').filter({ hasText: 'Fehlgeschlagen' });
      await expect(failed).toContainText(/Beendet: \d\d\.\d\d\.\d{4}/);
      await expect(failed).not.toContainText('Abgeschlossen');
      await expect(failed).not.toContainText('%');
      await expect(page.getByRole('row').filter({ hasText: 'Abgebrochen' })).toContainText('Excel-Export Anlagenregister – Suche: „Zement“ – Bundesland: Steiermark');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${REPORTS}/polish-tasks-${name}.png`, fullPage: true });
    });

    test('a signed-out visitor opening Aufträge is sent to the sign-in, with the page as return address', async ({ page, context }) => {
      await context.route('**/portal/login**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Portal-Anmeldung</title><h1>Anmeldung</h1>' }));
      await page.goto('./#/user-tasklist');
      await page.waitForURL(/\/portal\/login\?returnUrl=/);
      expect(decodeURIComponent(new URL(page.url()).searchParams.get('returnUrl') ?? '')).toBe('/ippc/#/user-tasklist');
    });

    test('Startseite: “im Burgenland”, “in der Steiermark”; the authority of the Steiermark sees “Anlagen in der Steiermark”', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      await page.goto('./#/start');
      const table = page.getByRole('table', { name: 'Anlagen je Bundesland' });
      await expect(table.getByRole('link', { name: /Anlagen in der Steiermark im Anlagenregister anzeigen$/ })).toBeVisible();
      await expect(table.getByRole('link', { name: /Anlagen im Burgenland im Anlagenregister anzeigen$/ })).toBeVisible();
      await expect(table.getByRole('link', { name: / in (Steiermark|Burgenland) / })).toHaveCount(0);
      await page.screenshot({ path: `${REPORTS}/polish-start-${name}.png`, fullPage: true });
      await asVisitor(context, baseURL, 'pvp');
      await page.reload();
      await expect(page.locator('.figure', { hasText: /^[\d.]+ Anlagen in der Steiermark$/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${REPORTS}/polish-start-authority-${name}.png`, fullPage: true });
    });

    test('nothing found: “Filter und Suche zurücksetzen” brings the register back, focus on the results', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      await page.goto(`./#/installations!filter=${encodeURIComponent('{"statuses":["STILLGELEGT"]}')}&q=Xylophonfabrik`);
      const reset = page.getByRole('button', { name: 'Filter und Suche zurücksetzen' });
      await expect(reset).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${REPORTS}/polish-empty-${name}.png`, fullPage: true });
      await reset.press('Enter');
      await expect(page.locator('.register-total')).toHaveText(/^\d+ Anlagen gefunden/);
      await expect(page.getByRole('region', { name: 'Ergebnisse', exact: true })).toBeFocused();
      await expect(page.getByRole('list', { name: 'Angewendete Filter' })).toHaveCount(0);
    });

    test('Anlagendetails: the last change once, the EDM links say so, the authority without its kind twice', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      await page.goto('./#/installations/AT-IPPC-000079');
      await expect(page.locator('dt', { hasText: 'Zuständige Behörde' })).toBeVisible();
      await expect(page.getByText(/^Letzte Änderung/)).toHaveCount(1);
      const authority = page.locator('dt', { hasText: 'Zuständige Behörde' }).locator('xpath=following-sibling::dd[1]');
      await expect(authority).not.toHaveText(/Landeshauptmann.*\(Landeshauptmann\)/);
      await expect(page.getByRole('heading', { level: 2, name: 'Standortdaten' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Dokument „/ })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${REPORTS}/polish-details-${name}.png`, fullPage: true });
    });
  });
}
