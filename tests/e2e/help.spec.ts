import type { Locator, Page } from '@playwright/test';
import { test, expect, asVisitor, axeViolations } from './fixtures';

/**
 * In-page help, keyboard only: the header's help toggle opens every term's help text (info icons on the
 * register and on Anlagendetails), 'Mehr Informationen' opens the modal 'Info' with the CMS section the
 * term points at, Escape closes it and focus returns; axe finds nothing with the help on and with the modal
 * open.
 */

const resultsTable = (page: Page) => page.getByRole('table', { name: 'Anlagen im Register' });

/** Presses Tab until `target` has keyboard focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The inline help block of the info button named `Information zu <term>`. */
async function helpBlock(scope: Page | Locator, term: string): Promise<Locator> {
  const button = scope.getByRole('button', { name: `Information zu ${term}`, exact: true }).first();
  const id = await button.getAttribute('aria-controls');
  return scope.locator(`[id="${id}"]`);
}

/**
 * Opens the header's help box by keyboard (it shows every help text) and moves on with Tab: the box closes,
 * the texts stay shown to be read (Escape would close the box and hide them again).
 */
async function toggleHelpOn(page: Page) {
  const help = page.getByRole('button', { name: 'Hilfe', exact: true });
  await help.focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('dialog', { name: 'Hilfe' });
  await expect(box.getByRole('button', { name: 'Alle Hilfetexte ausblenden' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /^Nachrichten/ }));
  await expect(box).toHaveCount(0);
}

/** 'Mehr Informationen' of a term's help, by keyboard: the modal 'Info' with `heading`; Escape returns focus. */
async function moreInformation(page: Page, block: Locator, heading: string) {
  const more = block.getByRole('button', { name: 'Mehr Informationen' });
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Info' });
  await expect(dialog.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  expect(await axeViolations(page), 'axe with the Info modal open').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(more).toBeFocused();
  return dialog;
}

test.describe('in-page help', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await asVisitor(context, baseURL, 'anonymous');
  });

  test('keyboard only: help on shows the info texts on the register and Anlagendetails; "Mehr Informationen" opens the CMS section in "Info"', async ({ page }) => {
    await page.goto('./#/installations');
    await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
    await expect(resultsTable(page).locator('tbody tr')).toHaveCount(20);

    // Before: the info icons are there, their texts are not.
    const terms = ['Filter', 'Haupttätigkeit', 'Status'];
    for (const term of terms) {
      await expect(page.getByRole('button', { name: `Information zu ${term}`, exact: true })).toHaveAttribute('aria-expanded', 'false');
      await expect(await helpBlock(page, term)).toBeHidden();
    }

    await toggleHelpOn(page);
    for (const term of terms) {
      await expect(page.getByRole('button', { name: `Information zu ${term}`, exact: true })).toHaveAttribute('aria-expanded', 'true');
      await expect(await helpBlock(page, term)).toBeVisible();
    }
    await expect(await helpBlock(page, 'Status')).toContainText('Ob die Anlage in Betrieb, in Errichtung oder stillgelegt ist.');
    expect(await axeViolations(page), 'axe on the register with the help on').toEqual([]);

    // The status's 'Mehr Informationen': the FAQ's answer, with its table.
    await moreInformation(page, await helpBlock(page, 'Status'), 'Was bedeuten die Angaben zum Status einer Anlage?');

    // On to an installation's details: the help stays on.
    const first = resultsTable(page).locator('tbody tr').first().getByRole('link');
    const name = await first.innerText();
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const details = ['Haupttätigkeit', 'Weitere Tätigkeiten', 'Rechtsgrundlage', 'Status', 'bvT-Schlussfolgerungen', 'Umweltinspektionen'];
    for (const term of details) await expect(await helpBlock(page, term)).toBeVisible();
    await expect(await helpBlock(page, 'bvT-Schlussfolgerungen')).toContainText('Durchführungsbeschluss');
    expect(await axeViolations(page), 'axe on Anlagendetails with the help on').toEqual([]);

    // The main activity's 'Mehr Informationen': the annex I section of Rechtsgrundlagen/Leitfäden.
    const activity = await helpBlock(page, 'Haupttätigkeit');
    await moreInformation(page, activity, 'Tätigkeiten nach Anhang I');

    // A single info's own button closes its text; the others stay open.
    const status = page.getByRole('button', { name: 'Information zu Status', exact: true });
    await tabTo(page, status);
    await page.keyboard.press('Enter');
    await expect(await helpBlock(page, 'Status')).toBeHidden();
    await expect(activity).toBeVisible();

    // The help box's 'Alle Hilfetexte ausblenden' hides every text (opening the box has shown them all again).
    const help = page.getByRole('button', { name: 'Hilfe', exact: true });
    await help.focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('dialog', { name: 'Hilfe' });
    await tabTo(page, box.getByRole('button', { name: 'Alle Hilfetexte ausblenden' }), 5);
    await page.keyboard.press('Enter');
    await expect(box.getByRole('button', { name: 'Alle Hilfetexte einblenden' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(help).toBeFocused();
    for (const term of details) await expect(await helpBlock(page, term)).toBeHidden();
  });

  test('at 375 px: the help texts fit the page and pass axe, the Info modal too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('./#/installations/AT-IPPC-000001');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Information zu Status', exact: true })).toBeVisible();
    await toggleHelpOn(page);
    await expect(await helpBlock(page, 'Haupttätigkeit')).toBeVisible();
    // Nothing scrolls the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page), 'axe at 375 px with the help on').toEqual([]);
    await moreInformation(page, await helpBlock(page, 'Frist zur Anpassung'), 'Was bedeutet die Frist für die Anpassung?');
  });
});
