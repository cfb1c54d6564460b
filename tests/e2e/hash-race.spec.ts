import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * The root redirects to the Startseite only while the URL still is the root: a hash the user or a link sets
 * while the app starts wins, whenever it is set. Each test holds a response or hooks the moment the router
 * starts listening, so that the hash is set at the same point of the start every time.
 */

/** A gate a route handler waits at until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * When the router starts listening for URL changes (the first `popstate` listener of the window), the hash
 * changes to `hash` without an event first: as a change does whose event came before the router listened.
 */
async function changeHashUnseenWhenRouterListens(page: Page, hash: string) {
  await page.addInitScript((target) => {
    const add = window.addEventListener.bind(window);
    let changed = false;
    window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      if (type === 'popstate' && !changed) {
        changed = true;
        history.replaceState(history.state, '', target);
      }
      add(type, listener, options);
    }) as typeof window.addEventListener;
  }, hash);
}

async function expectPage(page: Page, heading: string, hash: RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveURL(hash);
}

test.describe('a hash set while the app starts wins over the redirect to the Startseite', () => {
  test('set before the app has loaded its code; the first-page preload runs first', async ({ page }) => {
    const app = gate();
    const preload = gate();
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await app.opened;
      await route.continue();
    });
    await page.route(/\/assets\/firstPage-[^/]+\.js$/, async (route) => {
      await preload.opened;
      await route.continue();
    });
    await page.goto('./', { waitUntil: 'commit' });
    await page.evaluate(() => {
      window.location.hash = '#/faq';
    });
    // The preload starts the chunk of the page the hash opens, before the app's own code has arrived.
    const faqChunk = page.waitForRequest(/\/assets\/FaqPage-[^/]+\.js$/);
    preload.open();
    await faqChunk;
    app.open();
    await expectPage(page, 'FAQ', /#\/faq$/);
  });

  test('set while the router starts, before it listens for changes', async ({ page }) => {
    await changeHashUnseenWhenRouterListens(page, '#/faq');
    await page.goto('./');
    await expectPage(page, 'FAQ', /#\/faq$/);
  });

  test('set while the redirect waits for the user, as a hash change', async ({ page }) => {
    const user = gate();
    await page.route(/\/api\/auth\/user$/, async (route) => {
      await user.opened;
      await route.continue();
    });
    await page.goto('./');
    await expect(page.getByRole('status').filter({ hasText: 'Wird geladen …' })).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = '#/faq';
    });
    user.open();
    await expectPage(page, 'FAQ', /#\/faq$/);
  });

  test('set while the redirect waits for the user, before the router has rendered it', async ({ page }) => {
    const user = gate();
    await page.route(/\/api\/auth\/user$/, async (route) => {
      await user.opened;
      await route.continue();
    });
    await page.goto('./');
    await expect(page.getByRole('status').filter({ hasText: 'Wird geladen …' })).toBeVisible();
    // The URL changes and the router has not taken it up when the redirect is decided: its update still pending.
    await page.evaluate(() => history.replaceState(history.state, '', '#/installations'));
    user.open();
    await expectPage(page, 'Anlagenregister', /#\/installations$/);
  });

  test('set after the redirect, the Startseite gives way to it', async ({ page }) => {
    await page.goto('./');
    await expectPage(page, 'Startseite', /#\/start$/);
    await page.evaluate(() => {
      window.location.hash = '#/faq';
    });
    await expectPage(page, 'FAQ', /#\/faq$/);
  });
});

test('a page opened by its hash follows a hash set before the router listened', async ({ page }) => {
  await changeHashUnseenWhenRouterListens(page, '#/installations');
  await page.goto('./#/faq');
  await expectPage(page, 'Anlagenregister', /#\/installations$/);
});
