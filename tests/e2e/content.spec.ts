import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import umweltinspektion from '../../openapi/examples/app/cms-umweltinspektion.json' with { type: 'json' };
import rechtsgrundlagen from '../../openapi/examples/app/cms-rechtsgrundlagen-leitfaeden.json' with { type: 'json' };
import faq from '../../openapi/examples/app/cms-faq.json' with { type: 'json' };

/**
 * Journeys through the content pages: Umweltinspektion and Rechtsgrundlagen/Leitfäden (CMS content with a
 * table of contents and in-page anchors), FAQ (disclosures, search, deep links), bvT Schlussfolgerungen
 * (search, sort, download, EDM links). The CMS answers with the contract's named examples, so that the
 * journeys do not depend on the mock's choice of example; the failure states are routed to errors.
 */
async function serveCms(page: Page, html: string, delayMs = 0): Promise<void> {
  await page.route('**/api/cms/**', async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
  });
}

async function isInViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= -1 && box.top < window.innerHeight;
  });
}

// The test server lists the CSP reports; the production web server never does (there a violation fails the
// journey as a console error).
test.afterAll(async ({ request }) => {
  if (process.env.E2E_WEB_SERVER === 'nginx') return;
  const report = (await (await request.get('./__csp-report')).json()) as { count: number; reports: unknown[] };
  expect(report.reports, 'CSP violations reported to the server').toEqual([]);
});

test.describe('Umweltinspektion and Rechtsgrundlagen/Leitfäden', () => {
  test('the page shows the CMS content under its h1, with a table of contents that scrolls within the route', { tag: '@prod' }, async ({ page }) => {
    await serveCms(page, umweltinspektion.value);
    await page.goto('./#/environmental-inspection');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Umweltinspektion');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // The CMS's title heading repeats the h1 and is dropped; the content starts with its first section.
    await expect(page.locator('.cms h2').first()).toHaveText('Das System der Umweltinspektionen');
    await expect(page.getByRole('heading', { name: 'Umweltinspektion', exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 3, name: 'Der Umweltinspektionsplan' })).toBeVisible();

    const toc = page.getByRole('navigation', { name: 'Inhalt dieser Seite' });
    await expect(toc.getByRole('link')).toHaveText([
      'Das System der Umweltinspektionen',
      'Umweltinspektionsplan und -programm',
      'Risikobasierte Häufigkeit',
      'Inspektionsbericht und Veröffentlichung',
      'Wer inspiziert in Österreich?',
    ]);
    // The CMS's own list of sections gave way to ours.
    await expect(page.getByRole('navigation', { name: 'Inhalt dieser Seite' })).toHaveCount(1);

    await toc.getByRole('link', { name: 'Wer inspiziert in Österreich?' }).click();
    await expect(page).toHaveURL(/#\/environmental-inspection#zustaendigkeit$/);
    await expect(page.locator('#zustaendigkeit')).toBeFocused();
    expect(await isInViewport(page, '#zustaendigkeit')).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Umweltinspektion' })).toBeAttached();

    // The same link again scrolls again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await toc.getByRole('link', { name: 'Wer inspiziert in Österreich?' }).click();
    await expect.poll(() => isInViewport(page, '#zustaendigkeit')).toBe(true);
  });

  test('links: cms.do? made relative, new windows with rel="noopener noreferrer", app routes still work', async ({ page }) => {
    await serveCms(page, umweltinspektion.value);
    await page.goto('./#/environmental-inspection');
    await expect(page.getByRole('link', { name: /Leitfaden\s+Umweltinspektionsbericht/ })).toHaveAttribute('href', 'cms.do?id=leitfaden-umweltinspektion');
    const eurLex = page.getByRole('link', { name: /EUR-Lex/ });
    await expect(eurLex).toHaveAttribute('target', '_blank');
    await expect(eurLex).toHaveAttribute('rel', 'noopener noreferrer');
    await page.locator('.cms').getByRole('link', { name: 'Anlagenregister' }).click();
    await expect(page).toHaveURL(/#\/installations$/);
  });

  test('a deep link to a section scrolls there once the content arrives (waiting for it)', async ({ page }) => {
    await serveCms(page, umweltinspektion.value, 2500);
    await page.goto('./#/environmental-inspection#haeufigkeit');
    await expect(page.locator('#haeufigkeit')).toBeFocused({ timeout: 10_000 });
    expect(await isInViewport(page, '#haeufigkeit')).toBe(true);
  });

  test('Rechtsgrundlagen/Leitfäden shows its content with a table of contents', async ({ page }) => {
    await serveCms(page, rechtsgrundlagen.value);
    await page.goto('./#/legal-bases-guidelines');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rechtsgrundlagen/Leitfäden');
    await expect(page.locator('.cms h1')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Inhalt dieser Seite' }).getByRole('link').first()).toHaveText(/Industrieemissionsrichtlinie/);
  });

  test('the content of the mock is shown (no routing)', async ({ page }) => {
    await page.goto('./#/legal-bases-guidelines');
    await expect(page.locator('.cms h2').first()).not.toHaveText('');
  });

  test("content that cannot be loaded says 'Die Information ist derzeit nicht verfügbar.'", async ({ page, expectConsoleError }) => {
    expectConsoleError(/status of 404/);
    await page.route('**/api/cms/**', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ status: 404, error: 'not_found', message: 'Seite nicht gefunden' }) }),
    );
    await page.goto('./#/environmental-inspection');
    await expect(page.getByRole('alert')).toHaveText('Die Information ist derzeit nicht verfügbar.');
  });

  test('empty content says the same', async ({ page }) => {
    await serveCms(page, '  ');
    await page.goto('./#/legal-bases-guidelines');
    await expect(page.getByText('Die Information ist derzeit nicht verfügbar.')).toBeVisible();
  });
});

test.describe('FAQ', () => {
  const questions = (page: Page) => page.locator('.faq-item__question button');

  test('questions are disclosures; opening one puts its deep link into the address bar', async ({ page }) => {
    await serveCms(page, faq.value);
    await page.goto('./#/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await expect(questions(page)).toHaveCount(13);
    const first = page.getByRole('button', { name: 'Was ist eine IPPC-Anlage?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Was ist eine IPPC-Anlage?' })).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Was ist eine IPPC-Anlage?' })).toContainText('Integrated Pollution Prevention and Control');
    await expect(page).toHaveURL(/#\/faq#faq-was-ist-ippc$/);
    await first.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/#\/faq$/);
  });

  test("'Alles aufklappen' and 'Alles zuklappen'", async ({ page }) => {
    await serveCms(page, faq.value);
    await page.goto('./#/faq');
    await page.getByRole('button', { name: 'Alles aufklappen' }).click();
    await expect(questions(page).and(page.locator('[aria-expanded="true"]'))).toHaveCount(13);
    await page.getByRole('button', { name: 'Alles zuklappen' }).click();
    await expect(questions(page).and(page.locator('[aria-expanded="false"]'))).toHaveCount(13);
    await expect(page.getByRole('button', { name: 'Alles aufklappen' })).toBeVisible();
  });

  test("the search filters the questions and says 'Keine Ergebnisse'", async ({ page }) => {
    await serveCms(page, faq.value);
    await page.goto('./#/faq');
    const search = page.getByRole('searchbox', { name: 'In den FAQ suchen' });
    await search.fill('Inspektionsbericht');
    await expect(questions(page).filter({ visible: true })).not.toHaveCount(13);
    await expect(page.getByRole('button', { name: 'Wann wird ein Inspektionsbericht veröffentlicht?' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /von 13 Fragen gefunden/ })).toBeVisible();
    await search.fill('Xylophon');
    await expect(page.getByRole('status').filter({ hasText: 'Keine Ergebnisse' })).toBeVisible();
    await expect(questions(page).filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Alles aufklappen' })).toBeHidden();
    await search.fill('');
    await expect(questions(page).filter({ visible: true })).toHaveCount(13);
  });

  test('a deep link opens its question, scrolls to it and focuses it', async ({ page }) => {
    await serveCms(page, faq.value);
    await page.goto('./#/faq#faq-export');
    const question = page.getByRole('button', { name: 'Kann ich die Daten herunterladen?' });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(question).toBeFocused();
    expect(await isInViewport(page, '#faq-export')).toBe(true);
    await expect(questions(page).and(page.locator('[aria-expanded="true"]'))).toHaveCount(1);
  });

  test('a deep link to a question hidden by the search clears the search', async ({ page }) => {
    await serveCms(page, faq.value);
    await page.goto('./#/faq');
    await page.getByRole('searchbox', { name: 'In den FAQ suchen' }).fill('Xylophon');
    await page.evaluate(() => {
      window.location.hash = '#/faq#faq-anmeldung';
    });
    await expect(page.getByRole('button', { name: 'Muss ich mich anmelden, um das Register zu nutzen?' })).toBeFocused();
    await expect(page.getByRole('searchbox', { name: 'In den FAQ suchen' })).toHaveValue('');
  });
});

test.describe('bvT Schlussfolgerungen', () => {
  const rows = (page: Page) => page.getByRole('table', { name: /bvT-Schlussfolgerungen/ }).locator('tbody tr');

  test('the list is searchable', async ({ page }) => {
    await page.goto('./#/bvt-conclusions');
    await expect(rows(page)).toHaveCount(22);
    const search = page.getByRole('searchbox', { name: 'Suche' });
    await search.fill('abfall');
    await expect(rows(page).first()).toBeVisible();
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(22);
    for (const text of await rows(page).allInnerTexts()) expect(text.toLowerCase()).toContain('abfall');
    await search.fill('2019/2010');
    await expect(rows(page)).toHaveCount(1);
    await search.fill('Xylophon');
    await expect(page.getByRole('status').filter({ hasText: 'Keine Ergebnisse' })).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  test('columns sort with aria-sort', async ({ page }) => {
    await page.goto('./#/bvt-conclusions');
    const header = page.getByRole('columnheader', { name: 'Kürzel' });
    const published = page.getByRole('columnheader', { name: 'Veröffentlicht am' });
    await expect(published).toHaveAttribute('aria-sort', 'descending');
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(published).toHaveAttribute('aria-sort', 'none');
    const codes = async () => (await rows(page).locator('td:first-child').allInnerTexts()).map((code) => code.trim());
    const ascending = await codes();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'de')));
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(await codes()).toEqual([...ascending].reverse());
  });

  test('a document is created and downloaded', { tag: '@prod' }, async ({ page }) => {
    await page.goto('./#/bvt-conclusions');
    const button = rows(page).first().getByRole('button', { name: /PDF Deutsch herunterladen$/ });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expect(button).toHaveText('PDF Deutsch');
  });

  test('creating shows progress, a failure says so', async ({ page, expectConsoleError }) => {
    expectConsoleError(/status of 500/);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/bvt/createDocument**', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, error: 'server_error', message: 'Fehler' }) });
    });
    await page.goto('./#/bvt-conclusions');
    const first = rows(page).first();
    await first.getByRole('button', { name: /PDF Deutsch herunterladen$/ }).click();
    await expect(first.getByRole('button', { name: /Dokument wird erstellt …$/ })).toHaveText('Wird erstellt …');
    release();
    await expect(first.getByRole('alert')).toHaveText('Das Dokument konnte nicht erstellt werden. Bitte versuchen Sie es erneut.');
    await expect(first.getByRole('button', { name: /PDF Deutsch herunterladen$/ })).toBeEnabled();
  });

  test('documents with a DMS id link to the EDM in a new window', async ({ page }) => {
    await page.goto('./#/bvt-conclusions');
    const edm = rows(page).first().getByRole('link', { name: /im EDM öffnen/ }).first();
    await expect(edm).toHaveAttribute('href', /^https?:\/\/.+documentId=[^{}]+$/);
    await expect(edm).toHaveAttribute('target', '_blank');
    await expect(edm).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
