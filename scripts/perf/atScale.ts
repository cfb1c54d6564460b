/**
 * The defaults of the measurements at scale: 10,000 installations, a quiet mock, and ports of the script's
 * own (web server base + 3, mocks base … base + 2) so that it runs beside a dev server. PORT and MOCK_*_PORT win.
 */
export function atScale(basePort: number): void {
  process.env.MOCK_INSTALLATIONS ??= '10000';
  process.env.PORT ??= String(basePort + 3);
  process.env.MOCK_APP_PORT ??= String(basePort);
  process.env.MOCK_ASSISTANT_PORT ??= String(basePort + 1);
  process.env.MOCK_PORTAL_PORT ??= String(basePort + 2);
  process.env.MOCK_QUIET = '1';
}
