import type { Page, Request, Route } from '@playwright/test';
import { test, expect, untilShellSettled } from './fixtures';

// Every kind of failure ends in the state the spec gives it, with no unhandled rejection.
const LIST = '**/ippc/api/bvt/list';
const UNAVAILABLE = 'Die Information ist derzeit nicht verfügbar.';
const OWNER = { username: 'm.mustermann', mainUser: true, authorities: [{ authority: 'ROLE_NATIPPC_REGISTERED' }], pvp: false, usp: false, oidc: false };

function collect(page: Page, pattern: RegExp) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) seen.push(request);
  });
  return seen;
}

function logEntries(page: Page) {
  const entries: { level: string; message: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/ippc/api/log')) entries.push(request.postDataJSON() as { level: string; message: string });
  });
  return entries;
}

async function openBvt(page: Page) {
  await page.goto('./#/bvt-conclusions');
  // A CSS locator: an error dialog may already make the page inert (hidden from the accessibility tree).
  await expect(page.locator('h1', { hasText: 'bvT Schlussfolgerungen' })).toBeVisible();
}

const pageError = (page: Page) => page.getByRole('main').getByRole('alert').filter({ hasText: UNAVAILABLE });

test.describe('the fault matrix', () => {
  test.beforeEach(({ expectConsoleError }) => {
    // Chromium reports every non-2xx response in the console; that is the browser, not the app.
    expectConsoleError(/Failed to load resource: the server responded with a status of/);
  });

  test('offline: the query pauses with a notice and continues once the connection is back', async ({ page, context, expectConsoleError }) => {
    expectConsoleError(/net::ERR_INTERNET_DISCONNECTED/);
    await openBvt(page);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toHaveText(
      'Keine Netzwerkverbindung. Die Anfragen werden fortgesetzt, sobald die Verbindung wiederhergestellt ist.',
    );
    const requests = collect(page, /\/api\/bvt\/list$/);
    await page.getByRole('link', { name: 'bvT Schlussfolgerungen' }).first().click();
    // The cached list stays on screen while the refetch waits for the network.
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toHaveText('');
    await expect.poll(() => requests.length).toBeGreaterThanOrEqual(1);
    await expect(page.locator('#ippc-request-counter')).toHaveAttribute('data-count', '0');
  });

  test('time-out after 60 s: the "Zeitüberschreitung" dialog and the page error, not retried', async ({ page }) => {
    await page.clock.install();
    const hanging: Route[] = [];
    await page.route(LIST, (route) => {
      hanging.push(route);
    });
    await openBvt(page);
    await expect.poll(() => hanging.length).toBe(1);
    await page.clock.fastForward('00:59');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.clock.fastForward('00:01');
    const dialog = page.getByRole('alertdialog', { name: 'Zeitüberschreitung' });
    await expect(dialog).toContainText(
      'Der Server braucht zu lange, um eine Antwort zu senden. Die Anfrage wurde abgebrochen. Überprüfen Sie die Netzwerkverbindung des Computers und versuchen Sie es nochmals.',
    );
    await page.clock.runFor(10_000);
    expect(hanging).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Schließen' }).last().click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // Behind the modal dialog (inert while open) the page shows its error state.
    await expect(pageError(page)).toBeVisible();
  });

  for (const status of [500, 502, 503, 408, 429]) {
    test(`HTTP ${status}: retried 3 times with 1, 2 and 4 s back-off, then the page error`, async ({ page }) => {
      await page.clock.install();
      const attempts: number[] = [];
      await page.route(LIST, async (route) => {
        attempts.push(await page.evaluate(() => Date.now()));
        await route.fulfill({ status, json: { status, error: 'unavailable', message: 'Dienst nicht verfügbar' } });
      });
      // The shell's own reads are done first: any request that succeeds after the page error would start a
      // new attempt (recovery without reload), which is not what this test is about.
      await page.goto('./#/faq');
      await untilShellSettled(page);
      await page.getByRole('link', { name: 'bvT Schlussfolgerungen' }).first().click();
      await expect(page.locator('h1', { hasText: 'bvT Schlussfolgerungen' })).toBeVisible();
      await expect.poll(() => attempts.length).toBe(1);
      for (const [delay, count] of [
        [1000, 2],
        [2000, 3],
        [4000, 4],
      ] as const) {
        await page.clock.runFor(delay);
        await expect.poll(() => attempts.length).toBe(count);
      }
      await expect(pageError(page)).toBeVisible();
      await page.clock.runFor(30_000);
      expect(attempts).toHaveLength(4);
    });
  }

  test('the firewall 400 with an HTML body: "Firewall Ablehnung" shows the sanitized HTML, not retried', async ({ page }) => {
    const requests = collect(page, /\/api\/bvt\/list$/);
    await page.route(LIST, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'text/html; charset=utf-8',
        body: '<html><body><h1>Anfrage abgelehnt</h1><p>Support-ID: 4711</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"></body></html>',
      }),
    );
    await openBvt(page);
    const dialog = page.getByRole('alertdialog', { name: 'Firewall Ablehnung' });
    await expect(dialog.getByTestId('firewall-html')).toContainText('Anfrage abgelehnt');
    await expect(dialog.getByTestId('firewall-html')).toContainText('Support-ID: 4711');
    expect(await dialog.locator('script, [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await dialog.getByRole('button', { name: 'Schließen' }).last().click();
    await expect(pageError(page)).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('401 for a visitor: the page error, not retried', async ({ page }) => {
    const requests = collect(page, /\/api\/bvt\/list$/);
    await page.route(LIST, (route) => route.fulfill({ status: 401, json: { status: 401, error: 'unauthorized', message: 'Nicht angemeldet' } }));
    await openBvt(page);
    await expect(pageError(page)).toBeVisible();
    expect(requests).toHaveLength(1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('401 for a signed-in user: the session is gone, the expired dialog', async ({ page }) => {
    await page.route('**/ippc/api/auth/user', (route) => route.fulfill({ json: OWNER }));
    await page.route(LIST, (route) => route.fulfill({ status: 401, json: { status: 401, error: 'unauthorized', message: 'Sitzung abgelaufen' } }));
    await openBvt(page);
    await expect(page.getByRole('alertdialog', { name: 'Sitzung abgelaufen' })).toContainText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
  });

  test('malformed JSON: the page error and a log entry naming the operation', async ({ page, expectConsoleError }) => {
    expectConsoleError(/^Contract violation in the response of getBvtList \(GET \/api\/bvt\/list\): \(body\): malformed JSON/);
    const logs = logEntries(page);
    await page.route(LIST, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[{"id": "bvt-1", "title":' }));
    await openBvt(page);
    await expect(pageError(page)).toBeVisible();
    await expect.poll(() => logs.map((entry) => entry.message)).toContainEqual(expect.stringMatching(/getBvtList \(GET \/api\/bvt\/list\): \(body\): malformed JSON/));
    expect(logs[0]?.level).toBe('ERROR');
  });

  test('JSON that breaks the contract: the page error and a log entry naming the operation and the field', async ({ page, expectConsoleError }) => {
    expectConsoleError(/^Contract violation in the response of getBvtList \(GET \/api\/bvt\/list\): 0\./);
    const logs = logEntries(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(LIST, (route) => route.fulfill({ json: [{ id: 42, unexpected: true }] }));
    await openBvt(page);
    await expect(pageError(page)).toBeVisible();
    await expect.poll(() => logs.map((entry) => entry.message).join('\n')).toMatch(/Contract violation in the response of getBvtList \(GET \/api\/bvt\/list\): 0\.\w+: /);
    // The check ran in the validation worker, not in the fallback on the page.
    expect(page.workers().map((worker) => worker.url())).toContainEqual(expect.stringMatching(/\/assets\/validation\.worker-[\w-]+\.js$/));
    expect(warnings.filter((text) => text.startsWith('Response validation runs on the page'))).toEqual([]);
  });

  test('a render error inside a page: the full page "Schwerer Fehler" with the Fehler-ID, details and one log entry', async ({ page, expectConsoleError }) => {
    // The FAQ page's code cannot be loaded (e.g. a deployment replaced it): rendering the page throws.
    expectConsoleError(/Failed to fetch dynamically imported module|error occurred in|FaqPage|net::ERR_FAILED/);
    const logs = logEntries(page);
    await page.route(/\/assets\/FaqPage-[^/]*\.js$/, (route) => route.abort('failed'));
    await page.goto('./#/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Schwerer Fehler' })).toBeVisible();
    const alert = page.getByRole('main').getByRole('alert').filter({ hasText: 'Fehler-ID' });
    await expect(alert).toContainText(
      /Es ist ein unerwarteter Fehler aufgetreten\. Bitte laden Sie die Seite mittels F5 oder der „Seite aktualisieren“-Schaltfläche neu und versuchen Sie es erneut\. Fehler-ID: [0-9A-Z]+-[0-9A-Z]{4}\./,
    );
    const id = /Fehler-ID: ([0-9A-Z-]+)\./.exec((await alert.textContent()) ?? '')?.[1] ?? '';
    await alert.getByRole('button', { name: 'Mehr Informationen' }).click();
    await expect(alert.getByText('Fehlerdetails:')).toBeVisible();
    await expect(alert).toContainText('FaqPage');
    await expect.poll(() => logs.length).toBe(1);
    expect(logs[0]?.message).toContain(`Fehler-ID ${id}`);
    // The rest of the shell still works.
    await expect(page.getByRole('link', { name: 'Anlagenregister' }).first()).toBeVisible();
  });

  test('a log that cannot be saved says so', async ({ page, expectConsoleError }) => {
    expectConsoleError(/Failed to fetch dynamically imported module|error occurred in|FaqPage|net::ERR_FAILED/);
    await page.route('**/ippc/api/log', (route) => route.fulfill({ status: 500, json: { status: 500, error: 'x', message: 'x' } }));
    await page.route(/\/assets\/FaqPage-[^/]*\.js$/, (route) => route.abort('failed'));
    await page.goto('./#/faq');
    await expect(page.getByText('Das Protokoll konnte nicht gespeichert werden.')).toBeVisible();
  });
});

test('an enum value the app does not know: the register shows the row with a neutral label, no error, one log entry', async ({ page }) => {
  const logs = logEntries(page);
  // The real search response, with the first row's status a value the contract does not list yet.
  await page.route('**/ippc/api/ippcInstallations', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { items: { status: string }[] };
    if (body.items[0]) body.items[0].status = 'IN_SANIERUNG';
    await route.fulfill({ response, json: body });
  });
  await page.goto('./#/installations');
  const table = page.getByRole('table', { name: 'Anlagen im Register' });
  const label = table.locator('tbody tr').first().getByText('Unbekannter Wert (IN_SANIERUNG)', { exact: true });
  await expect(label).toBeVisible();
  await expect(label).toHaveClass(/\benum-unknown\b/);
  await expect(table.locator('tbody tr')).not.toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const unknownValue = () => logs.filter((entry) => entry.message.includes('IN_SANIERUNG'));
  await expect.poll(() => unknownValue().length).toBe(1);
  expect(unknownValue()[0]).toEqual({ level: 'WARN', message: 'Unknown enum value in the response of searchInstallations: items.0.status = "IN_SANIERUNG" (shown as an unknown value)' });
  // The check ran in the validation worker; its result crossed to the page as plain data.
  expect(page.workers().map((worker) => worker.url())).toContainEqual(expect.stringMatching(/\/assets\/validation\.worker-[\w-]+\.js$/));
});
