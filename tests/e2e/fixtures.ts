import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Every e2e test fails on an error in the browser console or an unhandled rejection, unless the test
 * declares the messages it expects with `expectConsoleError`.
 */
export const test = base.extend<{ consoleErrors: string[]; expectConsoleError: (pattern: RegExp) => void }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    page.on('console', onConsole);
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  expectConsoleError: async ({ consoleErrors }, use) => {
    const allowed: RegExp[] = [];
    await use((pattern) => allowed.push(pattern));
    const unexpected = consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    expect(unexpected, 'unexpected errors in the browser console').toEqual([]);
  },
});

export { expect };
