import { test } from './fixtures';

// The console check of tests/e2e/fixtures.ts runs for every test, including tests that never mention it.
test.describe('the console check', () => {
  test('fails a test whose page logs an unexpected console error', async ({ page }) => {
    test.fail(true, 'the unexpected console error must fail this test');
    await page.evaluate(() => console.error('an error no test expects'));
  });

  test('fails a test with an uncaught exception in another page of its context', async ({ context }) => {
    test.fail(true, 'the uncaught exception must fail this test');
    const other = await context.newPage();
    // Thrown in a task of its own, so it is uncaught; the evaluation ends in the task after it.
    await other.evaluate(
      () =>
        new Promise((resolve) => {
          setTimeout(() => {
            throw new Error('uncaught in a second tab');
          });
          setTimeout(resolve);
        }),
    );
  });

  test('passes a test that declares the console error it expects', async ({ page, expectConsoleError }) => {
    expectConsoleError(/^an error this test expects$/);
    await page.evaluate(() => console.error('an error this test expects'));
  });
});
