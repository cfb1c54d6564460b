import type { BrowserContext, Page, Route } from '@playwright/test';
import { test, expect, asVisitor, axeViolations, untilShellSettled, type Visitor } from './fixtures';

/**
 * axe-core (WCAG 2.x A/AA) on the states that matter, in the three layout variants. shell.spec.ts
 * already scans every route in its resting state; filters.spec.ts and register.spec.ts scan the filter
 * dialogs, map and statistics on desktop. This matrix adds the rest: open menus, every dialog, error and
 * empty states, the register's views, each on desktop, tablet and mobile (states already scanned on desktop
 * elsewhere run on tablet and mobile only).
 */
const viewports = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 834, height: 1112 },
  mobile: { width: 375, height: 812 },
} as const;
type ViewportName = keyof typeof viewports;
const ALL: ViewportName[] = ['desktop', 'tablet', 'mobile'];
const SMALL: ViewportName[] = ['tablet', 'mobile'];

interface State {
  name: string;
  visitor?: Visitor;
  /** Default: all three. */
  viewports?: ViewportName[];
  /** Console errors the state causes on purpose (the browser reports every non-2xx response). */
  expectErrors?: RegExp;
  /** Brings the page into the state and checks that it shows. */
  open: (page: Page, context: BrowserContext) => Promise<void>;
  /** Further states reached from this one on the same page (saves page loads), each scanned in turn. */
  then?: { name: string; open: (page: Page) => Promise<void> }[];
}

const T0 = new Date('2026-11-22T09:00:00Z');
const OWNER = { username: 'm.mustermann', currentUserName: 'Maria Mustermann', mainUser: true, userKind: 'COMPANY', authorities: [{ authority: 'ROLE_NATIPPC_REGISTERED' }], pvp: false, usp: false, oidc: false };
const HTTP_ERRORS = /Failed to load resource: the server responded with a status of/;

const dialog = (page: Page, name: string) => page.getByRole('alertdialog', { name }).or(page.getByRole('dialog', { name }));
/** The filter panel: a side panel on desktop and tablet, a drawer (dialog) on mobile. */
const panel = (page: Page) => page.getByRole('complementary', { name: 'Filter' }).or(page.getByRole('dialog', { name: 'Filter' }));

async function open(page: Page, path: string, heading: string | RegExp = /.+/) {
  await page.goto(`./#${path}`);
  // A CSS locator: a dialog may already make the page inert (out of the accessibility tree).
  await expect(page.locator('h1', { hasText: heading }).first()).toBeVisible();
  await expect(page.getByText('Wird geladen …')).toHaveCount(0);
}

async function openRegisterPanel(page: Page) {
  await open(page, '/installations', 'Anlagenregister');
  await expect(page.locator('.register-total strong')).toBeVisible();
  await page.getByRole('button', { name: /^Filter/ }).first().click();
  await expect(panel(page)).toBeVisible();
}

/** Edits the default filter: 'Unbenannter Filter (*)', unsaved. */
async function editFilter(page: Page, load = true) {
  if (load) await openRegisterPanel(page);
  const box = panel(page).getByRole('combobox', { name: 'Bundesland' });
  await box.click();
  await page.getByRole('option', { name: 'Oberösterreich', exact: true }).click();
  await box.press('Escape');
  await expect(panel(page).getByRole('combobox', { name: 'Gespeicherter Filter' })).toHaveText('Unbenannter Filter (*)');
}

async function headerPopout(page: Page, button: string, dialogName: string) {
  await open(page, '/faq', 'FAQ');
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible();
}

/** Closes the open header popout with Escape and opens another one. */
async function switchPopout(page: Page, name: string) {
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
}

async function signedInWithTimeout(context: BrowserContext) {
  await context.clock.install({ time: T0 });
  await context.route('**/ippc/api/auth/user', (route) => route.fulfill({ json: OWNER }));
  await context.route('**/ippc/api/env', (route) => route.fulfill({ json: { environment: 'TEST', sessionTimeout: 1800, version: '1.0.0' } }));
}

const states: State[] = [
  // Menus of the header.
  {
    name: 'main menu (navigation drawer) open',
    viewports: ['mobile'],
    open: async (page) => {
      await open(page, '/faq', 'FAQ');
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
    },
  },
  { name: 'user menu open (signed in)', visitor: 'owner', open: (page) => headerPopout(page, 'Benutzermenü', 'Maria Mustermann') },
  {
    name: 'user menu open (anonymous)',
    open: (page) => headerPopout(page, 'Benutzermenü', 'Benutzermenü'),
    then: [
      { name: 'help menu open', open: (page) => switchPopout(page, 'Hilfe') },
      { name: 'notifications open', open: (page) => switchPopout(page, 'Nachrichten (0)') },
    ],
  },

  // The register's filter panel and its dialogs (desktop: filters.spec.ts).
  {
    name: 'filter panel, tab Filter',
    visitor: 'owner',
    viewports: SMALL,
    open: openRegisterPanel,
    then: [
      {
        name: 'dialog Filtername',
        open: async (page) => {
          await editFilter(page, false);
          await panel(page).getByRole('button', { name: 'Umbenennen' }).click();
          await expect(page.getByRole('dialog', { name: 'Filtername' })).toBeVisible();
        },
      },
      {
        name: 'dialog Filter löschen? (confirm)',
        open: async (page) => {
          await page.getByRole('dialog', { name: 'Filtername' }).getByRole('button', { name: 'Abbrechen' }).click();
          await panel(page).getByRole('button', { name: 'Löschen' }).click();
          await expect(dialog(page, 'Filter löschen?')).toBeVisible();
        },
      },
      {
        name: 'dialog Filterwechsel nicht möglich',
        open: async (page) => {
          await dialog(page, 'Filter löschen?').getByRole('button', { name: 'Abbrechen' }).click();
          await panel(page).getByRole('combobox', { name: 'Gespeicherter Filter' }).click();
          await page.getByRole('option', { name: 'Standardfilter' }).click();
          await expect(dialog(page, 'Filterwechsel nicht möglich')).toBeVisible();
        },
      },
      {
        name: 'filter panel, tab Verlauf',
        open: async (page) => {
          await dialog(page, 'Filterwechsel nicht möglich').getByRole('button', { name: 'Schließen' }).last().click();
          await panel(page).getByRole('button', { name: 'Filter anwenden' }).click();
          // Below 600 px applying closes the drawer (focus goes to the results): open it again.
          if ((page.viewportSize()?.width ?? 0) < 600) {
            await expect(panel(page)).toHaveCount(0);
            await page.getByRole('button', { name: /^Filter/ }).first().click();
          }
          await panel(page).getByRole('tab', { name: 'Verlauf' }).click();
          await expect(panel(page).getByRole('listitem').first()).toContainText('Bundesland: Oberösterreich');
        },
      },
    ],
  },
  {
    name: 'dialog Kein Filter ausgewählt',
    visitor: 'owner',
    open: async (page) => {
      await openRegisterPanel(page);
      await panel(page).getByRole('combobox', { name: 'Gespeicherter Filter' }).click();
      await page.getByRole('option', { name: 'Kein Filter' }).click();
      await panel(page).getByRole('button', { name: 'Löschen' }).click();
      await expect(dialog(page, 'Kein Filter ausgewählt')).toBeVisible();
    },
  },
  {
    name: 'dialog Auftrag löschen? (confirm)',
    visitor: 'owner',
    viewports: SMALL,
    open: async (page) => {
      await open(page, '/user-tasklist', 'Aufträge');
      await page.getByRole('table', { name: 'Ihre Aufträge' }).getByRole('button', { name: /löschen$/ }).first().click();
      await expect(dialog(page, 'Auftrag löschen?')).toBeVisible();
    },
  },

  // Session, test settings and the global error dialogs.
  {
    name: 'session warning: banner and dialog Sitzungsablauf',
    open: async (page, context) => {
      await signedInWithTimeout(context);
      await open(page, '/faq', 'FAQ');
      await untilShellSettled(page);
      // As a user lives it: first the banner (10 minutes before expiry), then the dialog (5 minutes before).
      await context.clock.fastForward('20:30');
      await expect(page.getByTestId('session-banner')).toBeVisible();
      await context.clock.fastForward('05:00');
      await expect(dialog(page, 'Sitzungsablauf')).toBeVisible();
    },
  },
  {
    name: 'dialog Sitzung abgelaufen',
    open: async (page, context) => {
      await signedInWithTimeout(context);
      await open(page, '/faq', 'FAQ');
      await untilShellSettled(page);
      await context.clock.fastForward('30:01');
      await expect(dialog(page, 'Sitzung abgelaufen')).toBeVisible();
    },
  },
  {
    name: 'dialog Testuhr stellen (test settings)',
    open: async (page) => {
      await open(page, '/faq', 'FAQ');
      await page.getByTestId('test-settings-entry').click();
      await expect(dialog(page, 'Testuhr stellen')).toBeVisible();
      await expect(dialog(page, 'Testuhr stellen').getByRole('textbox').or(dialog(page, 'Testuhr stellen').locator('input')).first()).toBeVisible();
    },
  },
  {
    name: 'dialog Firewall Ablehnung',
    expectErrors: HTTP_ERRORS,
    open: async (page) => {
      await page.route('**/ippc/api/bvt/list', (route) =>
        route.fulfill({ status: 400, contentType: 'text/html; charset=utf-8', body: '<html><body><h1>Anfrage abgelehnt</h1><p>Support-ID: 4711</p></body></html>' }),
      );
      await open(page, '/bvt-conclusions', 'bvT Schlussfolgerungen');
      await expect(dialog(page, 'Firewall Ablehnung')).toContainText('Support-ID: 4711');
    },
  },
  {
    name: 'dialog Zeitüberschreitung',
    open: async (page) => {
      await page.clock.install();
      const hanging: Route[] = [];
      await page.route('**/ippc/api/bvt/list', (route) => {
        hanging.push(route);
      });
      await page.goto('./#/bvt-conclusions');
      await expect(page.locator('h1', { hasText: 'bvT Schlussfolgerungen' })).toBeVisible();
      await expect.poll(() => hanging.length).toBe(1);
      await page.clock.fastForward('01:00');
      await expect(dialog(page, 'Zeitüberschreitung')).toBeVisible();
    },
  },

  // Error and empty states.
  {
    name: 'page error: bvT list not available',
    expectErrors: HTTP_ERRORS,
    open: async (page) => {
      await page.route('**/ippc/api/bvt/list', (route) => route.fulfill({ status: 401, json: { status: 401, error: 'unauthorized', message: 'Nicht angemeldet' } }));
      await open(page, '/bvt-conclusions', 'bvT Schlussfolgerungen');
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Die Information ist derzeit nicht verfügbar.' })).toBeVisible();
    },
  },
  {
    name: 'page error: register search fails',
    expectErrors: HTTP_ERRORS,
    open: async (page) => {
      await page.route(/\/ippc\/api\/ippcInstallations$/, (route) => route.fulfill({ status: 401, json: { status: 401, error: 'unauthorized', message: 'Nicht angemeldet' } }));
      await page.goto('./#/installations');
      await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
    },
  },
  {
    name: 'page error: Schwerer Fehler (render error)',
    expectErrors: /Failed to fetch dynamically imported module|error occurred in|FaqPage|net::ERR_FAILED/,
    open: async (page) => {
      await page.route(/\/assets\/FaqPage-[^/]*\.js$/, (route) => route.abort('failed'));
      await open(page, '/faq', 'Schwerer Fehler');
      await page.getByRole('button', { name: 'Mehr Informationen' }).click();
      await expect(page.getByText('Fehlerdetails:')).toBeVisible();
    },
  },
  {
    name: '404: unknown installation',
    viewports: SMALL,
    expectErrors: /status of 404/,
    open: async (page) => {
      await page.goto('./#/installations/AT-IPPC-999999');
      await expect(page.getByText('Die Anlage „AT-IPPC-999999“ ist nicht im Register.')).toBeVisible();
    },
  },
  {
    name: 'empty results: register search without hits',
    open: async (page) => {
      await open(page, '/installations!q=Xylophon', 'Anlagenregister');
      await expect(page.getByText('Keine Ergebnisse').first()).toBeVisible();
    },
  },
  {
    name: 'empty results: bvT search without hits',
    open: async (page) => {
      await open(page, '/bvt-conclusions', 'bvT Schlussfolgerungen');
      await page.getByRole('searchbox', { name: 'Suche' }).fill('Xylophon');
      await expect(page.getByRole('status').filter({ hasText: 'Keine Ergebnisse' })).toBeVisible();
    },
  },
  {
    name: 'FAQ with all questions open',
    open: async (page) => {
      await open(page, '/faq', 'FAQ');
      await page.getByRole('button', { name: 'Alles aufklappen' }).click();
      await expect(page.getByRole('button', { name: 'Alles zuklappen' })).toBeVisible();
    },
    then: [
      {
        name: 'empty results: FAQ search without hits',
        open: async (page) => {
          await page.getByRole('searchbox', { name: 'In den FAQ suchen' }).fill('Xylophon');
          await expect(page.getByRole('status').filter({ hasText: 'Keine Ergebnisse' })).toBeVisible();
        },
      },
    ],
  },

  // The register's views (desktop: register.spec.ts).
  {
    name: 'map view with the list alternative',
    viewports: SMALL,
    open: async (page) => {
      await open(page, '/installations!view=map', 'Anlagenregister');
      await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-rendered', 'true');
      await page.getByRole('button', { name: /^Liste der \d+ Anlagen auf der Karte anzeigen$/ }).click();
      await expect(page.locator('.register-map__list li').first()).toBeVisible();
    },
  },
  {
    name: 'statistics view, chart and table',
    viewports: SMALL,
    open: async (page) => {
      await open(page, '/installations!view=stats', 'Anlagenregister');
      await expect(page.getByRole('figure', { name: /Balkendiagramm: Anlagen je Branche/ })).toBeVisible();
      await page.getByRole('button', { name: 'Als Tabelle anzeigen' }).click();
      await expect(page.getByRole('table', { name: 'Anlagen je Branche (Tabelle)' })).toBeVisible();
    },
  },
  {
    name: 'open-data download done',
    viewports: SMALL,
    open: async (page) => {
      await open(page, '/installations', 'Anlagenregister');
      await page.getByRole('button', { name: 'CSV herunterladen' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Die CSV-Datei wurde heruntergeladen.' })).toBeVisible();
    },
  },
  {
    name: 'open-data download failed',
    viewports: SMALL,
    expectErrors: HTTP_ERRORS,
    open: async (page) => {
      await page.route(/\/ippc\/api\/ippcInstallations\/openData\?/, (route) => route.fulfill({ status: 500, json: { status: 500, error: 'internal_error', message: 'Es ist ein unerwarteter Fehler aufgetreten.' } }));
      await open(page, '/installations', 'Anlagenregister');
      await page.getByRole('button', { name: 'GeoJSON herunterladen' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Die GeoJSON-Datei konnte nicht heruntergeladen werden.' })).toBeVisible();
    },
  },
  {
    // The rows of the previous order stay on screen while the new one loads: readable, not faded.
    name: 'register: a new order loading',
    viewports: ['desktop', 'mobile'],
    open: async (page) => {
      await open(page, '/installations', 'Anlagenregister');
      const table = page.getByRole('table', { name: 'Anlagen im Register' });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      // The next search is held: its answer never comes while the state is scanned.
      await page.route(/\/ippc\/api\/ippcInstallations$/, () => undefined);
      await table.getByRole('button', { name: /^Ort/ }).click();
      await expect(table).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByText('Ergebnisse werden aktualisiert …')).toBeVisible();
    },
  },
  {
    // Desktop and mobile: history-deadlines.spec.ts.
    name: 'authority start page: Anpassungsfristen, and their register view',
    visitor: 'authority',
    viewports: ['tablet'],
    open: async (page) => {
      await open(page, '/start', 'Startseite');
      await expect(page.getByRole('table', { name: /frühesten Anpassungsfristen/ }).locator('tbody tr').first()).toBeVisible();
    },
    then: [
      {
        name: 'register: Anpassungsfristen',
        open: async (page) => {
          await page.getByRole('link', { name: /^Alle \d+ Anpassungsfristen/ }).click();
          await expect(page.getByRole('columnheader', { name: /Anpassungsfrist/ })).toHaveAttribute('aria-sort', 'ascending');
        },
      },
    ],
  },
  {
    // Desktop and mobile: history-deadlines.spec.ts.
    name: 'Anlagendetails: Verlauf',
    viewports: ['tablet'],
    open: async (page) => {
      await open(page, '/installations/AT-IPPC-000087', 'Chemiewerk Mustertal');
      await expect(page.getByRole('list', { name: /^Verlauf: / }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'Excel export running',
    visitor: 'owner',
    viewports: SMALL,
    open: async (page) => {
      await open(page, '/installations', 'Anlagenregister');
      await page.getByRole('button', { name: 'Excel-Export' }).click();
      await expect(page.getByRole('progressbar', { name: 'Fortschritt des Excel-Exports' })).toBeVisible();
    },
  },
];

// Opening a state and a full axe scan take up to ~15 s on a loaded 2-core machine; a test scans its state
// and each one it chains, so its time budget grows with their number (the filter panel's chain of five ran
// past a flat 60 s on a busy host: 52–66 s).
const BUDGET_PER_STATE_MS = 30_000;

for (const state of states) {
  test.describe(state.name, () => {
    for (const name of state.viewports ?? ALL) {
      test.describe(name, () => {
        test.use({ viewport: viewports[name] });
        test(`axe: 0 violations`, async ({ page, context, baseURL, expectConsoleError }) => {
          test.setTimeout(Math.max(60_000, BUDGET_PER_STATE_MS * (1 + (state.then?.length ?? 0))));
          if (state.expectErrors) expectConsoleError(state.expectErrors);
          await asVisitor(context, baseURL, state.visitor ?? 'anonymous');
          await state.open(page, context);
          expect.soft(await axeViolations(page), state.name).toEqual([]);
          for (const next of state.then ?? []) {
            await next.open(page);
            expect.soft(await axeViolations(page), next.name).toEqual([]);
          }
        });
      });
    }
  });
}
