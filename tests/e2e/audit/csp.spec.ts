import { expect, test } from '@playwright/test';

/**
 * Runs after every other e2e journey (project 'audit' depends on project 'desktop' in playwright.config.ts):
 * the web server of `npm start` collects the Content-Security-Policy reports browsers send to
 * /ippc/__csp-report (scripts/web-server.ts). Not one may have come in during the whole suite.
 */
test('no CSP violation was reported during the whole e2e suite', async ({ request }) => {
  const report = (await (await request.get('./__csp-report')).json()) as { count: number; reports: unknown[] };
  expect(report.reports, 'CSP violations reported to the web server during the e2e suite').toEqual([]);
  expect(report.count).toBe(0);
});
