import type { Page } from '@playwright/test';
import { alfaFailures, htmlcsErrors } from './engines';
import { asVisitor, expect, test, type Visitor } from './fixtures';

/**
 * Siteimprove Alfa and HTML_CodeSniffer (engines.ts) beside axe: one state per page at 1440 and 375 px, and
 * the states the register's views and the header's help add. Alfa takes 3–7 s a scan on a loaded 2-core
 * machine, so the engines run here on these states only, not on every state axe scans (a11y.spec.ts).
 */
const WIDTHS = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '375', viewport: { width: 375, height: 812 } },
] as const;

interface State {
  name: string;
  path: string;
  visitor?: Visitor;
  /** Brings the page from its resting state into the state to scan. */
  then?: (page: Page) => Promise<void>;
}

const states: State[] = [
  { name: 'Startseite', path: '/start' },
  { name: 'Anlagenregister, table', path: '/installations' },
  {
    name: 'Anlagenregister, filter panel open',
    path: '/installations',
    then: async (page) => {
      await page.getByRole('button', { name: /^Filter/ }).first().click();
      await expect(page.getByRole('combobox', { name: 'Gespeicherter Filter' })).toBeVisible();
    },
  },
  {
    name: 'Anlagenregister, map',
    path: '/installations!view=map',
    then: async (page) => {
      await expect(page.getByTestId('map-canvas')).toHaveAttribute('data-rendered', 'true');
    },
  },
  {
    name: 'Anlagenregister, statistics',
    path: '/installations!view=stats',
    then: async (page) => {
      await expect(page.getByRole('figure', { name: /Balkendiagramm/ })).toBeVisible();
    },
  },
  { name: 'Anlagendetails', path: '/installations/AT-IPPC-000214' },
  { name: 'Umweltinspektion', path: '/environmental-inspection' },
  { name: 'bvT-Schlussfolgerungen', path: '/bvt-conclusions' },
  { name: 'Rechtsgrundlagen/Leitfäden', path: '/legal-bases-guidelines' },
  {
    name: 'FAQ, help open',
    path: '/faq',
    then: async (page) => {
      await page.getByRole('button', { name: 'Hilfe', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Hilfe' })).toBeVisible();
    },
  },
  { name: 'Aufträge (owner)', path: '/user-tasklist', visitor: 'owner' },
];

for (const { name: width, viewport } of WIDTHS) {
  test.describe(`Alfa and HTML_CodeSniffer at ${width} px`, () => {
    test.use({ viewport });
    for (const state of states) {
      test(state.name, async ({ page, context, baseURL }, testInfo) => {
        await asVisitor(context, baseURL, state.visitor ?? 'anonymous');
        await page.goto(`./#${state.path}`);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.getByText('Wird geladen …')).toHaveCount(0);
        await state.then?.(page);
        // Transitions over (a panel sliding in has colours in between).
        await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
        const started = Date.now();
        const open: string[] = [];
        expect.soft(await alfaFailures(page, (finding) => open.push(finding)), 'Alfa').toEqual([]);
        for (const finding of new Set(open)) testInfo.annotations.push({ type: 'Alfa, known and open', description: finding });
        const alfaMs = Date.now() - started;
        expect.soft(await htmlcsErrors(page), 'HTML_CodeSniffer').toEqual([]);
        testInfo.annotations.push({ type: 'timing', description: `Alfa ${alfaMs} ms, HTML_CodeSniffer ${Date.now() - started - alfaMs} ms` });
      });
    }
  });
}
