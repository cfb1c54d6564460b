import type { Page } from '@playwright/test';
import { test, expect, asVisitor, axeViolations, untilShellSettled } from './fixtures';

/**
 * The header's notifications fed by the user's task list: a signed-in owner exports the register twice
 * (the mock fails an export whose search text contains "Fehler"), and each finished or failed export
 * becomes a notification that leads to Aufträge, kept per user across reloads with its read state.
 */
const RELATIVE_NOW = /^vor (weniger als 1 Minute|1 Minute|\d+ Minuten)$/;

const trigger = (page: Page) => page.getByTestId('notifications-button');
const badge = (page: Page) => page.getByTestId('notifications-badge');

/** Starts an Excel export of the register's current search with the keyboard and waits for its outcome. */
async function exportRegister(page: Page, outcome: RegExp) {
  const button = page.getByRole('button', { name: 'Excel-Export', exact: true });
  await expect(button).toBeEnabled();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.register-export__status')).toHaveText(outcome, { timeout: 20_000 });
}

async function openRegister(page: Page, hash: string) {
  await page.goto(hash);
  await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
  await untilShellSettled(page);
}

test('a finished and a failed export become notifications: badge, levels, link to Aufträge, read state kept across reloads (keyboard only)', async ({
  page,
  context,
  baseURL,
}) => {
  await asVisitor(context, baseURL, 'owner');
  await openRegister(page, './#/installations!q=Fehler');
  // The signed-in owner's finished example exports are history, not news.
  await expect(trigger(page)).toHaveAccessibleName('Nachrichten (0)');
  await expect(badge(page)).toHaveCount(0);

  await exportRegister(page, /^Der Excel-Export ist fehlgeschlagen\./);
  await expect(badge(page)).toHaveText('1');
  await page.goto('./#/installations');
  await expect(page.getByRole('button', { name: 'Excel-Export', exact: true })).toBeEnabled();
  await exportRegister(page, /^Der Excel-Export ist fertig\.$/);
  await expect(badge(page)).toHaveText('2');
  await expect(trigger(page)).toHaveAccessibleName('Nachrichten (2)');

  // Open with the keyboard: the newest first, each with its level, date and unread mark.
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  const popout = page.getByRole('dialog', { name: 'Nachrichten (2)' });
  const items = popout.getByRole('listitem');
  await expect(items).toHaveCount(2);
  const finished = items.nth(0);
  const failed = items.nth(1);
  await expect(finished.getByRole('link')).toHaveText(/^Auftrag abgeschlossen: Excel-Export Anlagenregister – /);
  await expect(finished.locator('.shell-notifications__type')).toHaveText('Information');
  await expect(finished.locator('time')).toHaveText(RELATIVE_NOW);
  await expect(finished.getByText('Neu', { exact: true })).toBeVisible();
  await expect(failed.getByRole('link')).toHaveText('Auftrag fehlgeschlagen: Excel-Export Anlagenregister – Suche: „Fehler“');
  await expect(failed.locator('.shell-notifications__type')).toHaveText('Fehler');
  await expect(failed.locator('time')).toHaveText(RELATIVE_NOW);
  await expect(failed.getByText('Neu', { exact: true })).toBeVisible();
  await expect(popout.getByRole('link', { name: 'Alle Nachrichten sehen' })).toBeVisible();
  await expect(finished.getByRole('link')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // Following a notification opens Aufträge (focus on its heading, which is announced) and marks it read.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/user-tasklist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aufträge' })).toBeFocused();
  await expect(popout).toHaveCount(0);
  await expect(trigger(page)).toHaveAccessibleName('Nachrichten (1)');
  await expect(badge(page)).toHaveText('1');

  // A reload keeps both and which one is read.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Aufträge' })).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  const afterReload = page.getByRole('dialog', { name: 'Nachrichten (1)' });
  await expect(afterReload.getByRole('listitem')).toHaveCount(2);
  await expect(afterReload.getByRole('listitem').nth(0).getByText('Neu', { exact: true })).toHaveCount(0);
  await expect(afterReload.getByRole('listitem').nth(1).getByText('Neu', { exact: true })).toBeVisible();

  // 'Alle als gelesen markieren' clears the badge; the button keeps the focus, now inactive.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(afterReload.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(badge(page)).toHaveCount(0);
  const allRead = page.getByRole('dialog', { name: 'Nachrichten (0)' });
  await expect(allRead.getByRole('listitem')).toHaveCount(2);
  await expect(allRead.getByText('Neu', { exact: true })).toHaveCount(0);
  const markAll = allRead.getByRole('button', { name: 'Alle als gelesen markieren' });
  await expect(markAll).toBeFocused();
  await expect(markAll).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(trigger(page)).toBeFocused();

  // Read stays read after a reload, on a small screen too.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Aufträge' })).toBeVisible();
  await expect(trigger(page)).toHaveAccessibleName('Nachrichten (0)');
  await expect(badge(page)).toHaveCount(0);
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Nachrichten (0)' }).getByRole('listitem')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
});

test('another user on the same browser does not see them', async ({ page, context, baseURL }) => {
  const session = await asVisitor(context, baseURL, 'owner');
  await openRegister(page, './#/installations');
  await exportRegister(page, /^Der Excel-Export ist fertig\.$/);
  await expect(badge(page)).toHaveText('1');
  await asVisitor(context, baseURL, 'authority', 'TEST', session);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Anlagenregister' })).toBeVisible();
  await untilShellSettled(page);
  await expect(trigger(page)).toHaveAccessibleName('Nachrichten (0)');
  await expect(badge(page)).toHaveCount(0);
});
