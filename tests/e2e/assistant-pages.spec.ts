import { readFile } from 'node:fs/promises';
import { test, expect, activate, asVisitor, axeViolations } from './fixtures';

/**
 * The assistant's operations where a register user meets them, through Prism's validating proxy: the
 * documents of an installation (listed from its DMS containers, downloaded as real PDFs), its site data, the
 * owner's registration and the authority's user group.
 */
test.describe('Anlagendetails: documents from the DMS', () => {
  test('lists the permits and inspection reports; one is downloaded by keyboard and is a PDF', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/installations/AT-IPPC-000001');
    const table = page.getByRole('table', { name: 'Dokumente' });
    // The first page of the run loads cold on a busy host: the list may take longer than one default wait.
    await expect(table.getByRole('row')).toHaveCount(6, { timeout: 30_000 });
    const permit = table.getByRole('row', { name: /Anpassung an den Stand der Technik/ });
    await expect(permit).toContainText('Genehmigungsbescheid');
    await expect(permit).toContainText('12.04.2025');
    await expect(table.getByRole('row', { name: /^Umweltinspektionsbericht zur Inspektion vom 23\.12\.2024/ })).toContainText('Umweltinspektionsbericht16.04.2025');
    expect(await axeViolations(page)).toEqual([]);

    const button = permit.getByRole('button', { name: /^Anpassung an den Stand der Technik \(bvT-Schlussfolgerungen LCP\) herunterladen \(PDF, \d+,\d kB\)$/ });
    const listedKb = Number((await button.getAttribute('aria-label'))!.match(/PDF, (\d+,\d) kB/)![1]!.replace(',', '.'));
    const response = page.waitForResponse((r) => r.url().includes('/api/assistant/dmsContainer/download/'));
    const download = page.waitForEvent('download');
    await activate(page, button);
    const reply = await response;
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toBe('application/pdf');
    expect(reply.headers()['content-disposition']).toBe('attachment; filename="Genehmigungsbescheid-2025-04-12.pdf"');
    const file = await download;
    expect(file.suggestedFilename()).toBe('Genehmigungsbescheid-2025-04-12.pdf');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    expect(bytes.toString('latin1')).toContain('(Geschäftszahl: BHPE-2025-822202/5) Tj'.replace('ä', '\xe4'));
    expect(Math.abs(bytes.length / 1000 - listedKb)).toBeLessThan(0.06);
    await expect(permit.getByRole('status')).toHaveText('Genehmigungsbescheid-2025-04-12.pdf wurde heruntergeladen.');
    await expect(button).toBeFocused();
  });

  test('an installation without documents says so', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/installations/AT-IPPC-000177');
    await expect(page.getByText('Zu dieser Anlage sind keine Dokumente veröffentlicht.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Dokumente' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('documents that cannot be loaded offer a retry that loads them', async ({ page, context, baseURL, expectConsoleError }) => {
    expectConsoleError(/status of 503/);
    await asVisitor(context, baseURL, 'anonymous');
    let failing = true;
    await page.route('**/api/assistant/dmsContainer?*', (route) =>
      failing ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 503, error: 'internal_error', message: 'Nicht verfügbar' }) }) : route.fallback(),
    );
    await page.goto('./#/installations/AT-IPPC-000001');
    const section = page.getByRole('region', { name: 'Dokumente' });
    await expect(section.getByText('Die Dokumente konnten nicht geladen werden.')).toBeVisible({ timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);
    failing = false;
    await activate(page, section.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(section.getByRole('table', { name: 'Dokumente' }).getByRole('row')).toHaveCount(6);
  });
});

test.describe('Anlagendetails: site data and registration', () => {
  test("the site's data from the assistant is shown by the address", async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
    await page.goto('./#/installations/AT-IPPC-000051');
    const section = page.getByRole('region', { name: 'Standortdaten' });
    await expect(section).toContainText('GLN des Standorts9012000051013');
    await expect(section).toContainText('Standort-IDSTO-4-000051');
    await expect(section.locator('dd').last()).toHaveText(/^[A-ZÄÖÜa-zäöüß]+ \(452\d\d\)$/);
    // The owner's registration is for owners only.
    await expect(page.getByTestId('registration-check')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the owner reads that they are registered for the installation, and as which party', async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'owner');
    await page.goto('./#/installations/AT-IPPC-000079');
    const alert = page.getByTestId('registration-check').locator('..');
    await expect(alert).toContainText('Sie sind für diese Anlage als Betreiber:in registriert. Registriert als Mustermoos Zement GmbH & Co KG (GLN 9008390123454).');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('Startseite: the owner registration and the authority group', () => {
  test("'Ihre Anlagen' shows the owner's registration", async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'owner');
    await page.goto('./#/start');
    await expect(page.getByRole('heading', { level: 2, name: 'Ihre Anlagen' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Ihre Registrierung' });
    await expect(section).toContainText('Registriert alsMustermoos Zement GmbH & Co KG');
    await expect(section).toContainText('GLN9008390123454');
    await expect(section.getByRole('listitem')).toHaveText(['Registrierungspflicht', 'IPPC-Meldepflicht', 'PRTR-Meldepflicht']);
    await expect(section).toContainText('Registriert seit01.04.2009');
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the authority's overview names its user group", async ({ page, context, baseURL }) => {
    await asVisitor(context, baseURL, 'pvp');
    await page.goto('./#/start');
    await expect(page.getByRole('heading', { level: 2, name: 'Anlagen im Bundesland Steiermark' })).toBeVisible();
    await expect(page.getByTestId('user-group')).toHaveText(['Benutzergruppe: IPPC-Behörde Steiermark · Mitglied seit 01.09.2021']);
    expect(await axeViolations(page)).toEqual([]);
  });
});
