import { test, expect } from './fixtures';

// Every route is reachable and shows data from the mock through the generated hooks.
test.describe('every route of the register', () => {
  test('the root redirects to the first permitted route, the Startseite with figures @contract', async ({ page }) => {
    await page.goto('./');
    await expect(page).toHaveURL(/#\/start$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Startseite' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Anlagen je Bundesland' }).getByRole('row')).toHaveCount(10);
    await expect(page.getByText(/Anlagen im Register/)).toBeVisible();
    await expect(page).toHaveTitle('IPPC Austria – Startseite');
  });

  test('Anlagenregister lists a page of installations that link to their details', async ({ page }) => {
    await page.goto('./#/installations');
    await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Anlagen im Register' }).locator('tbody tr');
    await expect(rows).toHaveCount(20);
    const firstLink = rows.first().getByRole('link');
    const name = (await firstLink.textContent()) ?? '';
    await firstLink.click();
    await expect(page).toHaveURL(/#\/installations\/AT-IPPC-\d{6}$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.getByText('Betreiber', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('link', { name: 'Anlagenregister' })).toBeVisible();
    expect(name.length).toBeGreaterThan(0);
  });

  for (const [path, title, heading] of [
    ['environmental-inspection', 'Umweltinspektion', /inspektion/i],
    ['legal-bases-guidelines', 'Rechtsgrundlagen/Leitfäden', /.+/],
  ] as const) {
    test(`${title} shows CMS content`, async ({ page }) => {
      await page.goto(`./#/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('.cms h2').first()).toHaveText(heading);
    });
  }

  test('FAQ shows the questions of the CMS', async ({ page }) => {
    await page.goto('./#/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    const firstQuestion = page.locator('.faq-item__question button').first();
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');
    await expect(firstQuestion).not.toHaveText('');
  });

  test('bvT Schlussfolgerungen lists the BAT conclusions', async ({ page }) => {
    await page.goto('./#/bvt-conclusions');
    await expect(page.getByRole('heading', { level: 1, name: 'bvT Schlussfolgerungen' })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(22);
    await expect(page.getByRole('rowheader', { name: 'Abfallverbrennung' })).toBeVisible();
  });

  test('Aufträge appears in the navigation while tasks exist and lists them', async ({ page, context, baseURL }) => {
    // The mock seeds tasks for signed-in visitors only.
    await context.addCookies([{ name: 'ippc-mock-visitor', value: 'owner', url: baseURL ?? '' }]);
    await page.goto('./#/start');
    await page.locator('#route-user-tasks').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aufträge' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('./#/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Objekt nicht gefunden (Fehler 404)' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Objekt nicht gefunden (Fehler 404)');
  });
});

test('a request the mock rejects (400 validation_failed) is named in the browser console', async ({ page, consoleErrors, expectConsoleError }) => {
  test.skip(!!process.env.E2E_CONTRACT_RUN, 'contract:verify counts every violation; this one is deliberate');
  expectConsoleError(/^Contract violation \(OpenAPI\) in GET \/api\/ippcInstallations\/AT-IPPC-000001: /);
  expectConsoleError(/^Failed to load resource: the server responded with a status of 400 /);
  // The app never sends an id that breaks the contract's pattern: the request is rewritten on its way to the mock.
  await page.route('**/api/ippcInstallations/AT-IPPC-000001', (route) => route.continue({ url: route.request().url().replace('AT-IPPC-000001', 'not-an-id') }));
  await page.goto('./#/installations/AT-IPPC-000001');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect.poll(() => consoleErrors.join('\n')).toMatch(/Contract violation \(OpenAPI\) in GET \/api\/ippcInstallations\/AT-IPPC-000001: path\.id .*pattern/);
});
