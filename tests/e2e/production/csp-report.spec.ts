import { CSP_REPORT_MAX_BYTES, CSP_REPORT_RATE_PER_MINUTE } from '../../../deploy/headers';
import { expect, test } from '../fixtures';

/**
 * The production web server's CSP report endpoint: write-only (a report is accepted with 204, nothing is
 * ever listed), bounded in size and rate. Only through nginx (E2E_WEB_SERVER=nginx): the test server of
 * `npm start` lists reports for the e2e audit and has unit tests of the same bounds.
 */
const REPORT = { 'csp-report': { 'document-uri': 'http://127.0.0.1/ippc/', 'violated-directive': 'script-src' } };

test.describe('CSP reports in production', { tag: '@prod' }, () => {
  test('accepted with 204, never listed', async ({ request }) => {
    expect((await request.post('./__csp-report', { data: REPORT, headers: { 'Content-Type': 'application/csp-report' } })).status()).toBe(204);
    const listing = await request.get('./__csp-report');
    expect(listing.status()).toBe(403);
    expect(await listing.text()).not.toContain('violated-directive');
  });

  test('a report larger than the limit is refused with 413', async ({ request }) => {
    const response = await request.post('./__csp-report', { data: 'x'.repeat(CSP_REPORT_MAX_BYTES + 1), headers: { 'Content-Type': 'application/csp-report' } });
    expect(response.status()).toBe(413);
  });

  test('more reports than the rate allows are refused with 429', async ({ request }) => {
    const statuses: number[] = [];
    for (let i = 0; i <= CSP_REPORT_RATE_PER_MINUTE + 5; i++) {
      statuses.push((await request.post('./__csp-report', { data: REPORT, headers: { 'Content-Type': 'application/csp-report' } })).status());
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([]);
  });
});
