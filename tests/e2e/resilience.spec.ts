import path from 'node:path';
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import type { ZodType } from 'zod';
import { operations as appOperations } from '../../generated/app/operations';
import { operations as portalOperations } from '../../generated/portal/operations';
import { DIST_DIR, ports } from '../../mock/config';
import { root, startPrism, type PrismProcess } from '../../mock/prism';
import { startWebServer } from '../../scripts/web-server';
import { test as base, expect } from './fixtures';

/**
 * Every page survives any response the contract allows: each route is visited against Prism's dynamic mode
 * (`MOCK_MODE=dynamic MOCK_SEED=<seed> npm start`) and must show a heading and content in its main landmark
 * (data, an empty state or a message of the error catalogue), no error page and no console error, except
 * the app naming a response that Prism itself flagged as breaking the contract (header sl-violations).
 *
 * Prism seeds its generator per response, per process (`--seed`) or per request (`Prefer: seed=<n>`), so
 * one dynamic Prism per document is started per worker and each test sends its seed with every request;
 * the first test checks that both give the same bodies. Dynamic mode always fills optional properties, so a
 * few seeds also run 'minimal': each optional property removed and each string emptied where the
 * operation's zod schema still accepts it. Ports: RESILIENCE_PORT (default PORT + 200) + 10 × the worker's
 * index (web server, app Prism +1, portal Prism +3). RESILIENCE_SEEDS and RESILIENCE_MINIMAL_SEEDS
 * (from-to) choose the seeds.
 */

/** The seed Prism is started with (`--seed`); every test sends its own per request. */
const PROCESS_SEED = 1;

function seedsFromEnv(): number[] {
  const match = /^(\d+)-(\d+)$/.exec(process.env.RESILIENCE_SEEDS ?? '1-20');
  const [from, to] = match ? [Number(match[1]), Number(match[2])] : [1, 20];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Seeds that also run with minimal responses (RESILIENCE_MINIMAL_SEEDS=from-to). */
function minimalSeedsFromEnv(): number[] {
  const match = /^(\d+)-(\d+)$/.exec(process.env.RESILIENCE_MINIMAL_SEEDS ?? '1-3');
  const [from, to] = match ? [Number(match[1]), Number(match[2])] : [1, 3];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const responseSchemas = [
  ...appOperations.map((operation) => ({ ...operation, prefix: '/ippc' })),
  ...portalOperations.map((operation) => ({ ...operation, prefix: '/portal' })),
].map((operation) => ({
  method: operation.method,
  loadResponse: operation.loadResponse,
  literal: !operation.path.includes('{'),
  pattern: new RegExp(`^${escapeRegExp(operation.prefix)}${operation.path.split(/(\{[^}]+\})/).map((part) => (part.startsWith('{') ? '[^/]+' : escapeRegExp(part))).join('')}$`),
}));

async function responseSchema(method: string, pathname: string): Promise<ZodType | undefined> {
  const candidates = responseSchemas.filter((operation) => operation.method === method && operation.pattern.test(pathname));
  return (candidates.find((operation) => operation.literal) ?? candidates[0])?.loadResponse?.();
}

/** The body with every property removed and every string emptied that the schema lets go (greedy, depth first). */
function minimalBody(body: unknown, schema: ZodType): unknown {
  const root = structuredClone(body);
  const valid = () => schema.safeParse(root).success;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const value = record[key];
      delete record[key];
      if (valid()) continue;
      record[key] = value;
      if (typeof value === 'string' && value !== '') {
        record[key] = '';
        if (!valid()) record[key] = value;
      } else {
        visit(value);
      }
    }
  };
  visit(root);
  return root;
}

interface DynamicBackend {
  url: string;
  app: string;
}

const test = base.extend<{ seed: number; minimal: boolean; flaggedResponses: void }, { dynamicBackend: DynamicBackend }>({
  seed: [PROCESS_SEED, { option: true }],
  minimal: [false, { option: true }],
  dynamicBackend: [
    // Playwright reads a fixture's dependencies from the destructuring pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      // Each worker has its own backend: parallel index 0 on the base port, 1 ten ports above.
      const port = Number(process.env.RESILIENCE_PORT ?? ports.web + 200) + 10 * workerInfo.parallelIndex;
      const started: PrismProcess[] = [];
      let server: Server | undefined;
      try {
        const documents = [
          ['app', port + 1],
          ['assistant', port + 2],
          ['portal', port + 3],
        ] as const;
        const prisms = await Promise.allSettled(
          documents.map(([name, prismPort]) =>
            startPrism({ name: `${name}-dynamic`, port: prismPort, command: 'mock', document: `openapi/${name}.yaml`, dynamic: true, seed: PROCESS_SEED, quiet: true, timeoutMs: 170_000 }),
          ),
        );
        for (const result of prisms) if (result.status === 'fulfilled') started.push(result.value);
        for (const result of prisms) if (result.status === 'rejected') throw result.reason;
        server = await startWebServer({
          distDir: path.resolve(root, DIST_DIR),
          port,
          upstreams: { app: `http://127.0.0.1:${port + 1}`, assistant: `http://127.0.0.1:${port + 2}`, portal: `http://127.0.0.1:${port + 3}` },
        });
        await use({ url: `http://127.0.0.1:${port}/ippc/`, app: `http://127.0.0.1:${port + 1}` });
      } finally {
        server?.close();
        await Promise.all(started.map((p) => p.stop()));
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ dynamicBackend }, use) => use(dynamicBackend.url),
  // Every request of the page carries the test's seed to Prism.
  page: async ({ page, seed, minimal }, use) => {
    await page.setExtraHTTPHeaders({ Prefer: `seed=${seed}` });
    if (minimal) {
      await page.route(/\/(ippc|portal)\/api\//, async (route) => {
        const request = route.request();
        const response = await route.fetch({ headers: { ...request.headers(), prefer: `seed=${seed}` } });
        const schema = await responseSchema(request.method(), new URL(request.url()).pathname);
        if (!schema || response.status() >= 300 || !/json/.test(response.headers()['content-type'] ?? '')) return route.fulfill({ response });
        await route.fulfill({ response, json: minimalBody(await response.json(), schema) });
      });
    }
    await use(page);
  },
  // A response Prism flagged as breaking the contract (header sl-violations) justifies the app's console error
  // naming it ('Contract violation in the response of … (METHOD /api/path)'); no other console error is accepted.
  flaggedResponses: [
    async ({ page, expectConsoleError }, use) => {
      page.on('response', (response) => {
        const header = response.headers()['sl-violations'];
        if (!header) return;
        let list: { location?: string[]; severity?: string }[] = [];
        try {
          list = JSON.parse(header) as typeof list;
        } catch {
          // 'Too many violations! …': Prism cut a long list, which is a violation all the same.
          list = [{ location: ['response'], severity: 'Error' }];
        }
        if (!list.some((v) => v.location?.[0] === 'response' && v.severity === 'Error')) return;
        const pathname = new URL(response.url()).pathname.replace(/^\/(ippc|portal)/, '');
        const operation = escapeRegExp(`${response.request().method()} ${pathname}`);
        expectConsoleError(new RegExp(`^Contract violation in the response of \\S+ \\(${operation}(\\?[^)]*)?\\)`));
      });
      await use();
    },
    { auto: true },
  ],
});

/** Alerts a page may show in its main landmark: German messages of the error catalogue and the status pages, and our load errors. */
const MESSAGES = [
  'Die Information ist derzeit nicht verfügbar.',
  'Die Antwort des Servers hat ein unerwartetes Format. Die Daten können nicht angezeigt werden.',
  'Objekt nicht gefunden (Fehler 404)',
  'Zugriff nicht erlaubt (Fehler 403)',
  'Filter konnten nicht geladen werden. Es werden die Standardeinstellungen genutzt.',
  'Es ist ein unerwarteter Fehler aufgetreten.',
  'Die Anlagen konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
];

/** Error pages and dialogs that must not appear for data the contract allows. */
const ERROR_PAGES = ['Schwerer Fehler', 'Unexpected Application Error!', 'Firewall Ablehnung', 'Zeitüberschreitung'];

async function checkPage(page: Page, label: string, problems: string[]): Promise<void> {
  const main = page.locator('main').first();
  const heading = main.locator('h1').first();
  try {
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(/^\s*$/);
    await expect(main.locator('[role=status]', { hasText: 'Wird geladen' })).toHaveCount(0, { timeout: 15_000 });
  } catch (error) {
    problems.push(`${label}: no heading or still loading (${(error as Error).message.split('\n')[0]})`);
    return;
  }
  const headingText = (await heading.innerText()).trim();
  if (ERROR_PAGES.includes(headingText)) problems.push(`${label}: error page: ${(await main.innerText()).replace(/\s+/g, ' ').slice(0, 400)}`);
  for (const title of await page.locator('[role=dialog] h2, [role=alertdialog] h2, [data-error-context]').allInnerTexts()) {
    if (ERROR_PAGES.some((text) => title.includes(text))) problems.push(`${label}: error dialog: ${title.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
  // The content below the heading: neither the breadcrumbs nor the heading nor text for screen readers only.
  const content = await main.evaluate((element) => {
    const clone = element.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('nav, h1, .visually-hidden, [hidden]').forEach((node) => node.remove());
    return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
  if (content.length === 0) problems.push(`${label}: a heading and nothing else`);
  // A range of rows must make sense ('Anlagen 21 bis 40 von 320').
  for (const range of content.matchAll(/Anlagen (\d{1,3}(?: \d{3})*) bis (\d{1,3}(?: \d{3})*) von (\d{1,3}(?: \d{3})*)/g)) {
    const [from, to, total] = range.slice(1).map((n) => Number(n.replace(/\D/g, '')));
    if (!(from! >= 1 && from! <= to! && to! <= total!)) problems.push(`${label}: a range that makes no sense: ${range[0]}`);
  }
  for (const alert of await main.locator('[role=alert]').allInnerTexts()) {
    const text = alert.replace(/\s+/g, ' ').trim();
    if (text && !MESSAGES.some((message) => text.includes(message))) problems.push(`${label}: an alert that is no message of the catalogue: ${text.slice(0, 200)}`);
  }
}

test('Prism dynamic mode: a seed gives the same data, per process (--seed) as per request (Prefer: seed=)', async ({ dynamicBackend, request }) => {
  const body = async (pathname: string, seed?: number, method: 'GET' | 'POST' = 'GET') => {
    const headers: Record<string, string> = seed === undefined ? {} : { Prefer: `seed=${seed}` };
    const response =
      method === 'GET'
        ? await request.get(`${dynamicBackend.app}${pathname}`, { headers })
        : await request.post(`${dynamicBackend.app}${pathname}`, { headers, data: { filter: {}, page: 0, pageSize: 20, sort: { field: 'name', direction: 'asc' } } });
    expect(response.status(), `${method} ${pathname}`).toBe(200);
    return response.text();
  };
  for (const [pathname, method] of [
    ['/api/env', 'GET'],
    ['/api/bvt/list', 'GET'],
    ['/api/user-tasks', 'GET'],
    ['/api/ippcInstallations/AT-IPPC-000001', 'GET'],
    ['/api/ippcInstallations', 'POST'],
  ] as const) {
    const processSeed = await body(pathname, undefined, method);
    expect(await body(pathname, PROCESS_SEED, method), `${pathname}: Prefer seed=${PROCESS_SEED} = --seed ${PROCESS_SEED}`).toBe(processSeed);
    const seven = await body(pathname, 7, method);
    expect(await body(pathname, 7, method), `${pathname}: seed 7 twice`).toBe(seven);
    expect(seven, `${pathname}: seed 7 differs from seed ${PROCESS_SEED}`).not.toBe(processSeed);
    // ... and the process seed is not disturbed by the request seeds before.
    expect(await body(pathname, undefined, method)).toBe(processSeed);
  }
});

// contract:verify runs the journeys through Prism's validating proxy in front of a backend; this spec talks to
// its own Prism only, so it would add minutes and verify nothing there.
test.skip(process.env.E2E_CONTRACT_RUN === '1', 'contract:verify: the resilience spec has its own backend');

const runs = [...seedsFromEnv().map((seed) => ({ seed, minimal: false })), ...minimalSeedsFromEnv().map((seed) => ({ seed, minimal: true }))];

for (const { seed, minimal } of runs) {
  const data = minimal ? `the minimal dynamic data of seed ${seed}` : `the dynamic data of seed ${seed}`;
  test.describe(`seed ${seed}${minimal ? ', minimal' : ''}`, () => {
    test.use({ seed, minimal });
    test(`every page renders something sensible with ${data}`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      const visit = async (hash: string, label: string, referer?: string) => {
        await page.goto(`./${hash}`, { referer });
        await checkPage(page, label, problems);
      };
      // Coming from the portal: the header matches the referrer against the portal's app list (random matchers).
      await visit('#/start', 'Startseite', new URL('../portal/', baseURL).href);
      await visit('#/installations', 'Anlagenregister');
      const firstDetails = page.locator('main a[href*="#/installations/"]').first();
      const detailsHref = (await firstDetails.count()) > 0 ? await firstDetails.getAttribute('href') : null;
      await visit('#/installations!view=map', 'Anlagenregister (Karte)');
      await visit('#/installations!view=stats', 'Anlagenregister (Statistik)');
      await visit(detailsHref ? `#${detailsHref.split('#')[1]}` : '#/installations/AT-IPPC-000001', 'Anlagendetails');
      await visit('#/environmental-inspection', 'Umweltinspektion');
      await visit('#/bvt-conclusions', 'bvT Schlussfolgerungen');
      await visit('#/legal-bases-guidelines', 'Rechtsgrundlagen/Leitfäden');
      await visit('#/faq', 'FAQ');
      // Aufträge is a route only while the visitor has tasks.
      if (await page.locator('#route-user-tasks').isVisible()) await visit('#/user-tasklist', 'Aufträge');
      await visit('#/does-not-exist', '404');
      await expect(page.locator('main h1')).toHaveText('Objekt nicht gefunden (Fehler 404)');
      expect(problems, `pages with ${data} (the data: MOCK_MODE=dynamic MOCK_SEED=${seed} npm start)`).toEqual([]);
    });
  });
}
