import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Journeys against the realistic mock (mock/server/, behind Prism's validating proxy). Each test is its own
 * visitor in its own browser context: the cookies ippc-mock-visitor / ippc-mock-environment choose the
 * visitor kind and environment, ippc-mock-session keeps the test's settings and tasks apart from others.
 */
type Visitor = 'anonymous' | 'owner' | 'authority' | 'pvp' | 'usp' | 'oidc';

async function be(context: BrowserContext, cookies: { visitor?: Visitor; environment?: string; session?: string; breakContract?: boolean }) {
  const entries = Object.entries({
    'ippc-mock-visitor': cookies.visitor,
    'ippc-mock-environment': cookies.environment,
    'ippc-mock-session': cookies.session,
    'ippc-mock-break': cookies.breakContract ? '1' : undefined,
  }).filter((e): e is [string, string] => e[1] !== undefined);
  await context.addCookies(entries.map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/' })));
}

interface SearchResult {
  total: number;
  items: { id: string; name: string; site: { city: string; municipalityName: string; bundeslandCode: string } }[];
}

/**
 * One call from the page (same origin, the browser's cookies, and the XSRF-TOKEN cookie echoed in
 * X-XSRF-TOKEN on writes as the app does), answering status and JSON body.
 */
async function call<T>(page: Page, method: string, url: string, body?: unknown, form?: Record<string, string>): Promise<{ status: number; body: T }> {
  // A write needs the XSRF token, which the server issues with its first answer to the page.
  if (method !== 'GET') await expect.poll(() => page.evaluate(() => /(?:^|;\s*)XSRF-TOKEN=/.test(document.cookie))).toBe(true);
  return page.evaluate(
    async ({ method, url, body, form }) => {
      const headers: Record<string, string> = {};
      const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
      if (method !== 'GET' && xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
      const init: RequestInit = { method, headers };
      if (form) {
        init.body = new URLSearchParams(form);
      } else if (body !== undefined) {
        init.body = JSON.stringify(body);
        headers['Content-Type'] = 'application/json';
      }
      const response = await fetch(url, init);
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as never };
    },
    { method, url, body, form },
  );
}

const search = (page: Page, filter: object, pageSize = 100) => call<SearchResult>(page, 'POST', './api/ippcInstallations', { filter, page: 0, pageSize });

test.describe('the realistic mock', () => {
  test('a search narrows the results and the count @verify', async ({ page }) => {
    await page.goto('./#/start');
    const all = await search(page, {});
    const linz = await search(page, { query: 'Linz' });
    const linzOoe = await search(page, { query: 'Linz', bundeslandCodes: ['4'], statuses: ['IN_BETRIEB'] });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(320);
    expect(linz.body.total).toBeGreaterThan(0);
    expect(linz.body.total).toBeLessThan(all.body.total);
    expect(linzOoe.body.total).toBeLessThanOrEqual(linz.body.total);
    for (const x of linz.body.items) expect(JSON.stringify(x).toLowerCase()).toContain('linz');
    const wien = await search(page, { bundeslandCodes: ['9'] });
    expect(wien.body.items.every((x) => x.site.bundeslandCode === '9')).toBe(true);
    expect(wien.body.total).toBeLessThan(all.body.total);
    // The start page's figures are the same register.
    await expect(page.getByText(/Anlagen im Register/)).toContainText('320');
  });

  test('two different installations show different details @verify', async ({ page }) => {
    await page.goto('./#/start');
    // The app has rendered before the URL changes: a hash change during the first render is lost
    // (react-router attaches its history listener after the first commit).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Startseite');
    const { body } = await search(page, { bundeslandCodes: ['2'] }, 2);
    const [first, second] = body.items;
    expect(first && second).toBeTruthy();
    await page.goto(`./#/installations/${first!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
    await page.goto(`./#/installations/${second!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.name);
    expect(first!.name).not.toBe(second!.name);
  });

  test('an unknown installation is a 404 with the error body', async ({ page, expectConsoleError }) => {
    expectConsoleError(/status of 404 \(Not Found\)/);
    await page.goto('./#/start');
    const missing = await call<{ status: number; error: string; message: string }>(page, 'GET', './api/ippcInstallations/AT-IPPC-999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, error: 'not_found', message: 'Die Anlage AT-IPPC-999999 ist nicht im Register.' });
  });

  test('a request the contract does not allow gets the documented 400 ErrorBody through the whole chain', async ({ page, expectConsoleError }) => {
    expectConsoleError(/status of 400 \(Bad Request\)/);
    await page.goto('./#/start');
    const post = (body: string) =>
      page.evaluate(async (text) => {
        const response = await fetch('./api/ippcInstallations', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text });
        return { status: response.status, type: response.headers.get('content-type') ?? '', body: (await response.json()) as { status: number; error: string; violations?: { field: string }[] } };
      }, body);
    for (const [request, field] of [
      [{ filter: {}, page: -1, pageSize: 10 }, 'page'],
      [{ filter: { query: 'x'.repeat(5000) }, page: 0, pageSize: 10 }, 'filter.query'],
      [{ filter: {}, page: 0, pageSize: 100_000 }, 'pageSize'],
      [{ filter: { bundeslandCodes: ['99'] }, page: 0, pageSize: 10 }, 'filter.bundeslandCodes.0'],
    ] as const) {
      const answer = await post(JSON.stringify(request));
      expect(answer.status, field).toBe(400);
      expect(answer.type).toContain('application/json');
      expect(answer.body).toMatchObject({ status: 400, error: 'validation_failed', violations: [{ field }] });
    }
    const malformed = await post('{"filter":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ status: 400, error: 'bad_request' });
    const badId = await call<{ error: string; violations: { field: string }[] }>(page, 'GET', './api/ippcInstallations/not-an-id');
    expect(badId).toMatchObject({ status: 400, body: { error: 'validation_failed', violations: [{ field: 'id' }] } });
  });

  test("the register shows its message for a 400 and keeps what the user typed", async ({ page, expectConsoleError }) => {
    expectConsoleError(/status of 400 \(Bad Request\)/);
    expectConsoleError(/^Contract violation \(OpenAPI\) in POST \/api\/ippcInstallations: body\.page /);
    await page.goto('./#/installations');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    // The app never sends a page below 0: the search is made invalid on its way to the mock.
    await page.route(/\/ippc\/api\/ippcInstallations$/, (route) => route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), page: -1 }) }));
    await page.getByRole('searchbox', { name: 'Suche' }).fill('Zement');
    await expect(page.getByRole('main').getByText('Die Anlagen konnten nicht geladen werden. Bitte versuchen Sie es erneut.')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Suche' })).toHaveValue('Zement');
    await expect(page).toHaveURL(/q=Zement/);
  });

  test('a saved filter survives a reload @verify', async ({ page, context }, testInfo) => {
    await be(context, { visitor: 'owner', session: `filter-${testInfo.testId}` });
    await page.goto('./#/installations');
    const saved = JSON.stringify({ name: 'Abfall in Wien', enabled: true, criteria: { bundeslandCodes: ['9'], activityCodes: ['5'] } });
    const group = '../portal/api/userSettings/filters_ippcInstallations';
    expect((await call(page, 'POST', group, undefined, { name: 'f-wien', value: saved })).status).toBe(204);
    expect((await call(page, 'POST', '../portal/api/userSettings/filters_ojs_selected_filter_key', undefined, { name: 'ippcInstallations', value: 'f-wien' })).status).toBe(204);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
    expect((await call(page, 'GET', group)).body).toEqual([{ name: 'f-wien', value: saved }]);
    expect((await call(page, 'GET', '../portal/api/userSettings/filters_ojs_selected_filter_key')).body).toEqual([{ name: 'ippcInstallations', value: 'f-wien' }]);
    // Another visitor does not see it; an empty value deletes it.
    await be(context, { visitor: 'authority', session: `filter-${testInfo.testId}` });
    expect((await call(page, 'GET', group)).body).toEqual([]);
    await be(context, { visitor: 'owner' });
    await call(page, 'POST', group, undefined, { name: 'f-wien', value: '' });
    await page.reload();
    expect((await call(page, 'GET', group)).body).toEqual([]);
  });

  test('an export task finishes and its file is a workbook with the filtered rows @verify', async ({ page, context }, testInfo) => {
    await be(context, { visitor: 'anonymous', session: `export-${testInfo.testId}` });
    await page.goto('./#/start');
    await expect(page.locator('#route-user-tasks')).toHaveCount(0);
    const filter = { bundeslandCodes: ['9'], statuses: ['IN_BETRIEB'] };
    const expected = await search(page, filter);
    const started = await call<{ id: string; status: string }>(page, 'POST', './api/ippcInstallations/excel', filter);
    expect(started.status).toBe(202);
    expect(started.body.status).toBe('WAITING');
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const tasks = await call<{ id: string; status: string; progress: number }[]>(page, 'GET', './api/user-tasks');
          const task = tasks.body.find((t) => t.id === started.body.id);
          if (task) seen.add(task.status);
          return task?.status;
        },
        { timeout: 15_000, intervals: [250] },
      )
      .toBe('SUCCESS');
    expect(seen.has('RUNNING')).toBe(true);

    const download = await page.request.get(`./api/user-tasks/${started.body.id}/result`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await download.body()).buffer);
    const sheet = workbook.getWorksheet('Anlagen')!;
    expect(sheet.rowCount).toBe(expected.body.total + 1);
    const ids = new Set(expected.body.items.map((x) => x.id));
    const bundesland = (sheet.getRow(1).values as unknown[]).indexOf('Bundesland');
    expect(bundesland).toBeGreaterThan(0);
    for (let r = 2; r <= sheet.rowCount; r++) {
      expect(ids.has(String(sheet.getRow(r).getCell(1).value))).toBe(true);
      expect(sheet.getRow(r).getCell(bundesland).value).toBe('Wien');
    }

    // Now the task list is not empty: the Aufträge entry appears and lists it.
    await page.reload();
    await page.locator('#route-user-tasks').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aufträge' })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(1);
  });

  // Name in the header (none for anonymous), the user menu of the kind and the start page's figure.
  // The figure: 'all' (anonymous) the whole register; owners their own installations; authority users
  // (overview selection 'official') the installations of their Bundesland (read from the mock).
  const visitors: [Visitor, string | undefined, string, RegExp | 'bundesland'][] = [
    ['anonymous', undefined, 'Anmelden', /^320$/],
    ['owner', 'Maria Mustermann', 'Abmelden', /^1?\d$/],
    ['authority', 'Franz Beispiel', 'Abmelden', 'bundesland'],
    ['pvp', 'Karin Musterfrau', 'Zurück zum PVP-Portal', 'bundesland'],
    ['usp', 'Thomas Beispiel', 'Zurück zum Unternehmensserviceportal', /^1?\d$/],
    ['oidc', 'Anna Muster', 'Abmelden', /^1?\d$/],
  ];
  for (const [visitor, name, menuItem, figure] of visitors) {
    test(`the ${visitor} visitor sees their name, menu and start page`, async ({ page, context }, testInfo) => {
      await be(context, { visitor, environment: visitor === 'pvp' ? 'PROD' : 'TEST', session: `visitor-${testInfo.testId}` });
      await page.goto('./');
      await expect(page).toHaveURL(/#\/start$/);
      if (figure === 'bundesland') {
        const info = (await (await page.request.get('api/auth/userInfo')).json()) as { bundeslandCode: string };
        const stats = (await (await page.request.get(`api/ippcInstallations/branchenStats?bundeslandCodes=${info.bundeslandCode}`)).json()) as { total: number };
        expect(stats.total).toBeGreaterThan(0);
        expect(stats.total).toBeLessThan(320);
        await expect(page.locator('.figure strong')).toHaveText(String(stats.total));
      } else {
        await expect(page.locator('.figure strong')).toHaveText(figure);
      }
      if (name) await expect(page.getByTestId('user-name').locator('.header__user-name')).toHaveText(name);
      else await expect(page.getByTestId('user-name')).toHaveCount(0);
      if (visitor === 'pvp') await expect(page.getByTestId('environment-label')).toHaveCount(0);
      else await expect(page.getByTestId('environment-label')).toHaveText('Testumgebung');
      await page.getByTestId('user-menu-button').click();
      await expect(page.getByRole('dialog').getByText(menuItem, { exact: true })).toBeVisible();
      if (visitor === 'anonymous') await expect(page.getByRole('dialog').getByText('Nicht angemeldet', { exact: true })).toBeVisible();
      // Signed-in visitors have earlier exports, so the Aufträge entry is in their navigation.
      await expect(page.locator('#route-user-tasks')).toHaveCount(visitor === 'anonymous' ? 0 : 1);
    });
  }

  test('the dev endpoint /ippc/__mock/visitor switches this browser to another visitor', async ({ page }) => {
    await page.goto('./__mock/visitor?visitor=authority&environment=DEMO');
    await expect(page).toHaveURL(/\/ippc\/#\/start$/);
    await expect(page.getByTestId('user-name').locator('.header__user-name')).toHaveText('Franz Beispiel');
    await expect(page.getByTestId('environment-label')).toHaveText('Demoumgebung');
    const state = await call<{ visitor: string; environment: string }>(page, 'GET', './__mock/visitor');
    expect(state.body).toMatchObject({ visitor: 'authority', environment: 'DEMO' });
  });
});

test('a response that breaks the contract is reported by the proxy and named in the console', async ({ page, context, consoleErrors, expectConsoleError }) => {
  test.skip(!!process.env.E2E_CONTRACT_RUN, 'contract:verify counts every violation; this one is deliberate');
  expectConsoleError(/^Contract violation \(OpenAPI\) in GET \/api\/ippcInstallations\/lastUpdate: /);
  expectConsoleError(/^Failed to load resource: the server responded with a status of 500 /);
  await be(context, { breakContract: true });
  await page.goto('./#/start');
  const response = await call<{ status: number; validation: { location: string[] }[] }>(page, 'GET', './api/ippcInstallations/lastUpdate');
  expect(response.status).toBe(500);
  expect(response.body.validation[0]!.location).toEqual(['response', 'body', 'lastUpdate']);
  await expect
    .poll(() => consoleErrors.join('\n'))
    .toMatch(/Contract violation \(OpenAPI\) in GET \/api\/ippcInstallations\/lastUpdate: response\.body\.lastUpdate .*date-time/);
});
