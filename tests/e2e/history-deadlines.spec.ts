import { readFileSync } from 'node:fs';
import { activate, asVisitor, axeViolations, expect, tabTo, test, WIDTHS } from './fixtures';

/**
 * 'Verlauf' on Anlagendetails and the authority's 'Anpassungsfristen' (start page and register view),
 * through the mock behind Prism's validating proxy, by keyboard, axe-clean in every new state, at 1440 and
 * 375 px. The expected figures are worked out here from the committed dataset (string comparison of
 * ISO days), independently of the app's own rule. Screenshots go to <REPORTS_DIR>/.
 */
const REPORTS = process.env.REPORTS_DIR ?? 'reports';

interface Installation {
  id: string;
  site: { bundeslandCode: string };
  permits: { issuedOn: string; adaptsToBatConclusions?: string[] }[];
  batConclusions: { code: string; reconsiderationDeadline: string }[];
  inspections: unknown[];
  statusChanges?: unknown[];
}
const dataset = JSON.parse(readFileSync(new URL('../../openapi/examples/dataset/installations.json', import.meta.url), 'utf8')) as Installation[];

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** The open deadlines (no permit lists the conclusions) of an installation. */
const openDeadlines = (x: Installation) => x.batConclusions.filter((b) => !x.permits.some((p) => p.adaptsToBatConclusions?.includes(b.code))).map((b) => b.reconsiderationDeadline);

/** The installations of a Bundesland with a missed deadline and with one due within twelve months (the mock's day: today, no test clock). */
function expectedDeadlines(bundeslandCode: string) {
  const now = new Date();
  const today = isoDay(now);
  const inAYear = isoDay(new Date(now.getFullYear() + 1, now.getMonth(), now.getDate()));
  const land = dataset.filter((x) => x.site.bundeslandCode === bundeslandCode);
  const missed = land.filter((x) => openDeadlines(x).some((d) => d < today));
  const due = land.filter((x) => openDeadlines(x).some((d) => d >= today && d <= inAYear));
  return { missed: missed.length, due: due.length, both: new Set([...missed, ...due]).size };
}

for (const [name, viewport] of WIDTHS) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport });

    test('Verlauf: every event of the details, newest first, dated, with its document; deadlines met and missed', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      // Chemiewerk Mustertal: adapted to LVOC in time (permit of 07.03.2021), no permit for CWW.
      await page.goto('./#/installations/AT-IPPC-000087');
      const x = dataset.find((i) => i.id === 'AT-IPPC-000087')!;
      const history = page.getByRole('region', { name: 'Verlauf', exact: true });
      const list = history.getByRole('list', { name: /^Verlauf: \d+ Ereignisse$/ });
      const items = list.getByRole('listitem');
      await expect(items).toHaveCount((x.statusChanges?.length ?? 0) + x.permits.length + x.inspections.length + 2 * x.batConclusions.length);
      // Newest first.
      const days = (await list.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? '')));
      expect(days).toEqual([...days].sort().reverse());
      await expect(items.filter({ hasText: 'Frist zur Anpassung' }).filter({ hasText: 'LVOC' })).toContainText('eingehalten, Anpassung mit Bescheid vom 07.03.2021');
      await expect(items.filter({ hasText: 'Frist zur Anpassung' }).filter({ hasText: 'CWW' })).toContainText('Frist abgelaufen');
      const adapting = items.filter({ hasText: 'Genehmigung erteilt' }).filter({ hasText: 'Anpassung an bvT-Schlussfolgerungen LVOC' });
      await expect(adapting.locator('time')).toHaveText('07.03.2021');
      await expect(items.filter({ hasText: 'Status „In Betrieb“' }).locator('time')).toHaveText('02.06.1980');
      // The time line shows the same events (a picture, hidden from assistive technology).
      await expect(history.getByTestId('history-timeline').locator('.history-axis .history-marker')).toHaveCount(await items.count());
      await expect(history.getByTestId('history-timeline')).toHaveAttribute('aria-hidden', 'true');
      // The permit's document by keyboard: a link to the EDM in a new window.
      const link = adapting.getByRole('link', { name: /^Im EDM öffnen: „Anpassung an den Stand der Technik/ });
      await tabTo(page, link, { max: 200 });
      await expect(link).toHaveAttribute('href', /DMS-94982964/);
      await expect(link).toHaveAttribute('target', '_blank');
      expect(await axeViolations(page)).toEqual([]);
      await history.screenshot({ path: `${REPORTS}/verlauf-${name}.png` });
    });

    test('Verlauf: a closed installation shows its status change', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'anonymous');
      await page.goto('./#/installations/AT-IPPC-000018');
      const items = page.getByRole('region', { name: 'Verlauf', exact: true }).getByRole('listitem');
      const closure = items.filter({ hasText: 'Status „Stillgelegt“ (zuvor „In Betrieb“)' });
      await expect(closure.locator('time')).toHaveText('01.05.2024');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('Anpassungsfristen: counts and the earliest deadlines on the authority’s start page, the register view by keyboard, its export', async ({ page, context, baseURL }) => {
      await asVisitor(context, baseURL, 'authority');
      await page.goto('./#/start');
      const section = page.getByRole('region', { name: 'Anpassungsfristen', exact: true });
      const { bundeslandCode } = (await (await page.request.get('api/auth/userInfo')).json()) as { bundeslandCode: string };
      const expected = expectedDeadlines(bundeslandCode);
      expect(expected.missed).toBeGreaterThan(0);
      expect(expected.due).toBeGreaterThan(0);
      await expect(section.getByRole('link', { name: `${expected.missed} ${expected.missed === 1 ? 'Anlage' : 'Anlagen'} mit abgelaufener Frist` })).toBeVisible();
      await expect(section.getByRole('link', { name: new RegExp(`^${expected.due} Anlagen? mit Frist in den nächsten 12 Monaten$`) })).toBeVisible();
      const table = section.getByRole('table', { name: /frühesten Anpassungsfristen/ });
      await expect(table.getByRole('row')).toHaveCount(Math.min(10, expected.both) + 1);
      // Sorted by deadline: the missed ones (red) come first.
      const firstDeadline = table.getByRole('row').nth(1).locator('td').last();
      await expect(firstDeadline).toContainText(expected.missed > 0 ? 'Frist abgelaufen' : 'noch');
      expect(await axeViolations(page)).toEqual([]);
      await section.screenshot({ path: `${REPORTS}/anpassungsfristen-start-${name}.png` });

      // The register view of all of them, by keyboard.
      const all = section.getByRole('link', { name: new RegExp(`^Alle ${expected.both} Anpassungsfristen (in|im|in der) .+ im Anlagenregister$`) });
      await activate(page, all, 'Enter', { back: false });
      await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
      await expect(page).toHaveURL(/adaptationDeadlines.*sort=adaptationDeadline/);
      await expect(page.locator('.register-total strong')).toHaveText(`${expected.both} Anlagen gefunden`);
      const chips = page.getByRole('list', { name: 'Angewendete Filter' });
      await expect(chips).toContainText('Anpassungsfristen: Frist abgelaufen, in den nächsten 12 Monaten fällig');
      await expect(chips).toContainText('Bundesland: ');
      const results = page.getByRole('table', { name: 'Anlagen im Register' });
      await expect(results.getByRole('columnheader', { name: /Anpassungsfrist/ })).toHaveAttribute('aria-sort', 'ascending');
      await expect(results.getByRole('row').nth(1)).toContainText(expected.missed > 0 ? 'Frist abgelaufen' : 'noch');
      await page.screenshot({ path: `${REPORTS}/anpassungsfristen-register-${name}.png` });
      expect(await axeViolations(page)).toEqual([]);

      // Exportable like any register view: the export carries the criterion (its title names it).
      const exported = page.waitForResponse((response) => response.url().endsWith('/api/ippcInstallations/excel') && response.status() === 202);
      await activate(page, page.getByRole('button', { name: 'Excel-Export' }));
      const task = (await (await exported).json()) as { title: string };
      expect(task.title).toContain('Anpassungsfristen: Frist abgelaufen, in den nächsten 12 Monaten fällig');
    });
  });
}
