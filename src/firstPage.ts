/**
 * The first-page preload, a second entry of index.html beside src/main.tsx: it starts loading the chunk of
 * the page the URL opens, and starts the response-validation worker, while the app's own code is still
 * loading and starting, instead of after (LCP). It loads code only; the app renders the page and
 * checks its permissions as always. For a page whose first reads have a module of their own (pages.ts), it
 * starts loading that module first.
 */
import { startValidationWorker } from './api/validationWorker';
import { firstReadModules, loadPage, pageOfHash, type PageKey } from './app/pages';

startValidationWorker();

const page = pageOfHash(window.location.hash);
// The module of the page's first reads before the page's chunk (whose many parts would queue it behind them).
const firstReads: Partial<Record<PageKey, () => Promise<unknown>>> = firstReadModules;
if (page) firstReads[page]?.().catch(() => undefined);
if (page) loadPage(page).catch(() => undefined);
