import { randomUUID } from 'node:crypto';
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Locator, type Page, type Request } from '@playwright/test';
import { basemapUrl, tileOrigin } from '../../deploy/headers';

/** The basemap's tile server (the map's deployment setting): tests have no network, so the fixtures answer it. */
export const BASEMAP_TILES = `${tileOrigin(basemapUrl()) ?? 'https://basemap.invalid'}/**`;
/** A 1×1 light grey PNG, the basemap's tile in tests. */
export const BASEMAP_TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4+vUrAAXYAuuKPnJ5AAAAAElFTkSuQmCC', 'base64');

/** Each context's requests in flight (API calls and code chunks alike) and when one last started or ended. */
interface NetworkActivity {
  inFlight: Set<Request>;
  lastChange: number;
}
const networkActivity = new WeakMap<BrowserContext, NetworkActivity>();

/**
 * Every e2e test fails on an error in the browser console or an unhandled exception in any page of its
 * browser context, unless the test declares the messages it expects with `expectConsoleError(pattern)`.
 * The check is an automatic fixture, so it runs for every test, whether or not the test asks for it.
 */
export const test = base.extend<{
  consoleErrors: string[];
  expectConsoleError: (pattern: RegExp) => void;
  allowedConsoleErrors: RegExp[];
  consoleCheck: void;
  basemapTiles: void;
  networkTracking: void;
}>({
  // Every context's requests, for untilShellSettled's wait for a quiet network.
  networkTracking: [
    async ({ context }, use) => {
      const activity: NetworkActivity = { inFlight: new Set(), lastChange: Date.now() };
      const started = (request: Request) => {
        activity.inFlight.add(request);
        activity.lastChange = Date.now();
      };
      const ended = (request: Request) => {
        activity.inFlight.delete(request);
        activity.lastChange = Date.now();
      };
      context.on('request', started);
      context.on('requestfinished', ended);
      context.on('requestfailed', ended);
      networkActivity.set(context, activity);
      await use();
    },
    { auto: true },
  ],
  // Every page with a map gets its basemap tiles from here (a test's own page.route takes precedence).
  basemapTiles: [
    async ({ context }, use) => {
      await context.route(BASEMAP_TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BASEMAP_TILE_PNG }));
      await use();
    },
    { auto: true },
  ],
  consoleErrors: async ({ context }, use) => {
    const errors: string[] = [];
    context.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    context.on('weberror', (webError) => errors.push(`pageerror: ${webError.error().message}`));
    await use(errors);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  expectConsoleError: async ({ allowedConsoleErrors }, use) => {
    await use((pattern) => allowedConsoleErrors.push(pattern));
  },
  consoleCheck: [
    async ({ consoleErrors, allowedConsoleErrors }, use) => {
      await use();
      const unexpected = consoleErrors.filter((text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, 'unexpected errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Until keyboard focus is inside `container`. A modal keeps focus in with focus guards at its edges: Tab
 * first lands on a guard, which hands focus on in the next animation frame, so a single look right after
 * the key press can catch the guard.
 */
export async function expectFocusInside(container: Locator) {
  await expect.poll(() => container.evaluate((el) => el.contains(document.activeElement)), { message: 'keyboard focus stays inside' }).toBe(true);
}

/** The axe-core rule tags every page, state and viewport must pass: WCAG 2.2 A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's violations of the page as `rule: targets` lines; [] when it passes. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A panel or dialog still sliding or fading in has colours in between: scan once its transitions are over
  // (endless ones, a spinner's, excepted).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export type Visitor = 'anonymous' | 'owner' | 'authority' | 'pvp' | 'usp' | 'oidc';

/**
 * The mock's visitor kind and environment by cookie, and a session of its own (saved filters, tasks). The
 * cookies go to the whole host (path /), so that the portal's API (/portal/api/userSettings) sees them too.
 */
export async function asVisitor(context: BrowserContext, baseURL: string | undefined, kind: Visitor, environment = 'TEST', session = randomUUID()) {
  const domain = new URL(baseURL ?? 'http://127.0.0.1/').hostname;
  const cookie = (name: string, value: string) => ({ name, value, domain, path: '/' });
  await context.addCookies([cookie('ippc-mock-visitor', kind), cookie('ippc-mock-environment', environment), cookie('ippc-mock-session', session)]);
  return session;
}

/** How long the network must stay quiet before the shell counts as settled: a chunk that arrived still renders and sends its reads. */
const QUIET_MS = 500;

/**
 * Until the page and the shell have loaded and nothing is in flight. The shell's secondary reads (footer
 * server time, portal apps, task list) go out only once the first page has settled (src/state/shell.ts), so
 * the footer's server time is awaited first: it is read in the same render as the others. Outside PROD only
 * (the test-settings entry). Then the hidden request counter is 0, and no request of the browser context
 * (API call or code chunk) has started or ended for QUIET_MS: a signed-in user's watched-filter count loads
 * its code after the secondary reads and only then asks the server. Session tests wait for this before the
 * clock jumps: a response that lands after the jump counts as activity and moves the expiry.
 */
export async function untilShellSettled(page: Page) {
  await expect(page.getByTestId('test-settings-entry')).toHaveText(/^Serverzeit: /);
  const activity = networkActivity.get(page.context());
  await expect
    .poll(() => (activity ? activity.inFlight.size === 0 && Date.now() - activity.lastChange >= QUIET_MS : true), {
      message: 'no request in flight or started for a while',
      intervals: [100],
    })
    .toBe(true);
  await expect(page.locator('#ippc-request-counter')).toHaveAttribute('data-count', '0');
}

/** Holds the page's requests whose URL matches until the returned function lets them go (then they go on as usual). */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The focused element: what it is, and whether it shows a focus indicator (an outline or a ring) on screen. */
async function focusState(page: Page) {
  return page.evaluate(async () => {
    // A modal's focus guard hands focus on in the next animation frame: look after it has.
    if (document.activeElement?.hasAttribute('data-floating-ui-focus-guard')) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    const el = document.activeElement;
    if (!el || el === document.body) return { ok: false, body: true, what: 'nothing focused (body)' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== 'none';
    const box = el.getBoundingClientRect();
    const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return { ok: (outline || ring) && box.width > 0 && box.height > 0, body: false, what };
  });
}

export async function expectFocusVisible(page: Page) {
  const focus = await focusState(page);
  expect(focus.ok, `visible focus on ${focus.what}`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus indicator at every stop. The
 * document itself is a stop only where the sequence wraps around (after the last or before the first).
 */
export async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}) {
  const stops: string[] = [];
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectFocusVisible(page);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await focusState(page);
    stops.push(focus.what);
    const wrapped = focus.body && (stops.length === 1 || /Zum Inhalt springen|Version/.test(stops.at(-2) ?? ''));
    if (!wrapped) expect(focus.ok, `visible focus on ${focus.what}, after ${stops.slice(-5, -1).join(' → ')}`).toBe(true);
  }
  throw new Error(`${target.toString()} not reached with ${max} × ${back ? 'Shift+Tab' : 'Tab'}: ${stops.join(' → ')}`);
}

/** Tabs to the control and presses a key on it. */
export async function activate(page: Page, target: Locator, key = 'Enter', options?: { back?: boolean }) {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/** Pixels of the map's district layer canvases within a small distance of a colour (the borders drawn from the tiles). */
export async function tilePixelsOf(page: Page, rgb: number[]): Promise<number> {
  return page.evaluate((target) => {
    let count = 0;
    for (const element of document.querySelectorAll<HTMLCanvasElement>('.leaflet-tile-pane canvas.leaflet-tile-loaded')) {
      const data = element.getContext('2d')?.getImageData(0, 0, element.width, element.height).data;
      if (!data) continue;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! > 200 && Math.abs(data[i]! - target[0]!) < 12 && Math.abs(data[i + 1]! - target[1]!) < 12 && Math.abs(data[i + 2]! - target[2]!) < 12) count++;
      }
    }
    return count;
  }, rgb);
}

/** The two widths journeys are checked at: a desktop and a phone. */
export const WIDTHS = [
  ['1440', { width: 1440, height: 900 }],
  ['375', { width: 375, height: 812 }],
] as const;
