import { test, expect } from './fixtures';

/** The contract's HTML reference served beside the app: renders under its own CSP, with nothing from the network. */
test('the API reference: the index lists the three documents, the app API renders its operations, nothing leaves the host', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') outside.push(request.url());
  });
  await page.goto('./api-docs/');
  for (const title of ['IPPC Austria – App-API', 'IPPC Austria – Assistenz- und Referenzdaten-API', 'IPPC Austria – Portal-API']) {
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  }
  await page.getByRole('link', { name: /IPPC Austria – App-API/ }).click();
  await expect(page.getByRole('heading', { name: /IPPC Austria – App-API/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'installations' })).toBeVisible();
  await expect(page.getByText('X-XSRF-TOKEN').first()).toBeAttached();
  expect(outside).toEqual([]);
});
