/**
 * Finds a Chromium for the browser tests: Playwright's own if installed, else /usr/bin/chromium, else
 * Debian's chromium package when running as root with apt, else a clear message. Prints the path.
 * The e2e journeys run in the headless shell where there is one (findTestBrowser); the Lighthouse
 * measurements keep the full browser their budgets were set with.
 */
import { existsSync } from 'node:fs';
import { firstExisting, installDebianPackage } from './debian';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function playwrightOwn(): Promise<string | undefined> {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export async function findBrowser(options: { install: boolean } = { install: true }): Promise<string> {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  const own = await playwrightOwn();
  if (own) return own;
  const system = firstExisting(SYSTEM_CANDIDATES) ?? (options.install ? installDebianPackage('chromium', SYSTEM_CANDIDATES) : undefined);
  if (system) return system;
  throw new Error(
    'No Chromium for the browser tests. Install one of: `npx playwright install chromium` (where downloads work), ' +
      "Debian's package (`sudo apt-get install chromium`), or set CHROMIUM_PATH to a Chromium/Chrome binary.",
  );
}

const HEADLESS_SHELL_CANDIDATES = ['/usr/bin/chromium-headless-shell'];

/**
 * The browser for the e2e journeys: CHROMIUM_PATH if set, else Chromium's headless shell (the same engine
 * without the browser's UI, what Playwright itself runs headless tests in; Debian's package
 * chromium-headless-shell, installed like chromium), else findBrowser's. Measured here on the a11y and shell
 * journeys (112 tests, 2 workers): 256 s in the full browser, 168 s in the shell.
 */
export async function findTestBrowser(options: { install: boolean } = { install: true }): Promise<string> {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  const shell = firstExisting(HEADLESS_SHELL_CANDIDATES) ?? (options.install ? installDebianPackage('chromium-headless-shell', HEADLESS_SHELL_CANDIDATES) : undefined);
  return shell ?? findBrowser(options);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  findBrowser()
    .then((path) => console.log(path))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
