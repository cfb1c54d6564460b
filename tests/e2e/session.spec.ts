import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, untilShellSettled } from './fixtures';

// Session expiry = last response + sessionTimeout, shared by every tab through localStorage.
const T0 = new Date('2026-11-22T09:00:00Z');
const OWNER = {
  username: 'm.mustermann',
  currentUserName: 'Maria Mustermann',
  mainUser: true,
  userKind: 'COMPANY',
  authorities: [{ authority: 'ROLE_NATIPPC_REGISTERED' }],
  pvp: false,
  usp: false,
  oidc: false,
};
const BANNER = /^Ihre Sitzung läuft in \d\d:\d\d Minuten ab\. Speichern Sie neue bzw\. veränderte Daten, damit diese nicht verloren gehen\.$/;

async function signedInWithTimeout(context: BrowserContext, sessionTimeout = 1800) {
  await context.route('**/ippc/api/auth/user', (route) => route.fulfill({ json: OWNER }));
  await context.route('**/ippc/api/env', (route) => route.fulfill({ json: { environment: 'TEST', sessionTimeout, version: '1.0.0' } }));
  await context.route('**/portal/login**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Portal-Anmeldung</title><h1>Anmeldung</h1>' }));
}

async function openApp(page: Page, path = './#/faq') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Everything answered, the shell's secondary reads included.
  await untilShellSettled(page);
}

test.describe('session warnings', () => {
  test('two tabs share the session: extending it in one tab clears the warning in the other', async ({ context }) => {
    await context.clock.install({ time: T0 });
    await signedInWithTimeout(context);
    const first = await context.newPage();
    const second = await context.newPage();
    await openApp(first);
    await openApp(second, './#/bvt-conclusions');
    await expect(first.getByTestId('session-banner')).toHaveCount(0);

    // 20:30 later: within the 10-minute window, the banner counts down in both tabs, no dialog yet.
    await context.clock.fastForward('20:30');
    for (const page of [first, second]) {
      await expect(page.getByTestId('session-banner')).toHaveText(BANNER);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    }
    const shown = await first.getByTestId('session-banner').textContent();
    await context.clock.runFor(2000);
    await expect(first.getByTestId('session-banner')).not.toHaveText(shown ?? '');

    // 5 minutes before expiry: the 'Sitzungsablauf' dialog in both tabs, focus inside.
    await context.clock.fastForward('05:00');
    for (const page of [first, second]) {
      const dialog = page.getByRole('alertdialog', { name: 'Sitzungsablauf' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Schließen' }).last()).toBeVisible();
      await expect(dialog).toContainText(/Ihre Sitzung läuft in 0[0-4]:\d\d Minuten ab\./);
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"]'))).toBe(true);
    }

    // Extending in the second tab (GET /api/env) ends the warning in the first one too.
    const extend = second.waitForRequest((request) => request.url().endsWith('/ippc/api/env'));
    await second.getByRole('button', { name: 'Sitzung verlängern' }).click();
    await extend;
    for (const page of [second, first]) {
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByTestId('session-banner')).toHaveCount(0);
    }
  });

  test('at expiry the expired dialog; closed, the next request goes to the sign-in and back to the page', { tag: '@prod' }, async ({ context, page }) => {
    await context.clock.install({ time: T0 });
    await signedInWithTimeout(context);
    await openApp(page);
    await context.clock.fastForward('30:01');
    const dialog = page.getByRole('alertdialog', { name: 'Sitzung abgelaufen' });
    await expect(dialog).toContainText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
    await expect(dialog).toContainText('Sie können diesen Dialog schließen, um nicht gespeicherte Änderungen zu sichern');
    await expect(dialog.getByRole('button', { name: 'Zur Anmeldemaske' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Schließen' }).last().click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByTestId('session-banner')).toHaveText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');

    // The user's next action needs the server: instead of the request, the sign-in with the return address.
    await page.goto('./#/environmental-inspection');
    await page.waitForURL(/\/portal\/login\?returnUrl=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('returnUrl') ?? '')).toBe('/ippc/#/environmental-inspection');
  });

  test('the countdown is announced politely, not every second', async ({ context, page }) => {
    await context.clock.install({ time: T0 });
    await signedInWithTimeout(context);
    await openApp(page);
    await context.clock.fastForward('21:30');
    const live = page.getByTestId('session-announcement');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    const announced = await live.textContent();
    expect(announced).toMatch(/^Ihre Sitzung läuft in 0[89]:\d\d Minuten ab\.$/);
    await context.clock.runFor(5000);
    await expect(live).toHaveText(announced ?? '');
    await expect(page.getByTestId('session-banner')).not.toHaveAttribute('aria-live', /.*/);
  });

  test('anonymous visitors get no session warnings', async ({ context, page }) => {
    await context.clock.install({ time: T0 });
    await context.route('**/ippc/api/env', (route) => route.fulfill({ json: { environment: 'TEST', sessionTimeout: 1800 } }));
    await openApp(page);
    await context.clock.fastForward('31:00');
    await expect(page.getByTestId('session-banner')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
