import { test, expect, asVisitor, untilShellSettled } from './fixtures';

// A link with a crafted installation id must not reach any other endpoint (sign-out, server time, …).
test('a crafted installation id in the address requests nothing else: not in the register, still signed in', async ({ page, context, baseURL }) => {
  await asVisitor(context, baseURL, 'owner');
  await page.goto('./#/start');
  await untilShellSettled(page);
  const signedIn = page.getByRole('banner').getByText('Maria Mustermann');
  await expect(signedIn).toBeVisible();
  // Recorded from here: the start page's own reads (e.g. ippcInstallations/lastUpdate) are done.
  const sent: string[] = [];
  page.on('request', (request) => sent.push(new URL(request.url()).pathname));

  for (const target of ['logout', 'time']) {
    await page.goto(`./#/installations/..%2F..%2F${target}`);
    await expect(page.getByText(`Die Anlage „../../${target}“ ist nicht im Register.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Schwerer Fehler' })).toHaveCount(0);
    await expect(page.locator('#ippc-request-counter')).toHaveAttribute('data-count', '0');
  }

  // The footer's server time (/ippc/api/time) is legitimate; the crafted id addresses /ippc/logout or /ippc/time.
  expect(sent.filter((path) => path.includes('/ippcInstallations/') || path.endsWith('/logout') || path.endsWith('/ippc/time'))).toEqual([]);
  await expect(signedIn).toBeVisible();
});
