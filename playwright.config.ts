import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/browser.ts';
import { APP_DIR, ports, REPORTS_DIR } from './mock/config.ts';

/**
 * e2e journeys in a real Chromium against the servers of `npm start` (the production build and the mocks).
 * `npm test` finds the browser (scripts/browser.ts) and passes it as CHROMIUM_PATH.
 * With E2E_WEB_SERVER=nginx: the journeys tagged @prod and tests/e2e/production/ through the production web
 * server (nginx with deploy/nginx/, scripts/nginx.ts) in front of the same build and mocks.
 */
const nginx = process.env.E2E_WEB_SERVER === 'nginx';
const baseURL = `http://127.0.0.1:${nginx ? ports.nginx : ports.web}/${APP_DIR}/`;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // CI: one retry, so a journey that times out once on a loaded 2-core machine does not sink the run; a
  // test that fails twice still fails, and the report counts retried passes as flaky (see reports/e2e.json).
  retries: process.env.CI ? 1 : 0,
  // Journeys with axe scans take 10–35 s on a loaded 2-core machine; 60 s leaves room without hiding a hang.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${REPORTS_DIR}/${nginx ? 'e2e-nginx' : 'e2e'}.json` }]],
  outputDir: `${REPORTS_DIR}/test-results`,
  use: {
    baseURL,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  },
  projects: nginx
    ? [{ name: 'nginx', grep: /@prod/, testIgnore: 'audit/**', use: desktop }]
    : [
        { name: 'desktop', testIgnore: ['audit/**', 'production/**'], use: desktop },
        // Checks over the whole suite (e.g. no CSP report came in), after every journey of 'desktop'.
        { name: 'audit', testMatch: 'audit/**/*.spec.ts', dependencies: ['desktop'] },
      ],
  // contract:verify starts its own server (behind Prism's validating proxy) and sets E2E_EXTERNAL_SERVER.
  webServer: process.env.E2E_EXTERNAL_SERVER ? undefined : {
    command: `node node_modules/tsx/dist/cli.mjs ${nginx ? 'scripts/nginx.ts' : 'scripts/start.ts --skip-build'}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { MOCK_QUIET: '1' },
    stdout: 'pipe',
  },
});
