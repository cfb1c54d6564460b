/**
 * The first-page preload, a second entry of index.html beside src/main.tsx: it starts loading the chunk of
 * the page the URL opens, and starts the response-validation worker, while the app's own code is still
 * loading and starting, instead of after (issue 9, LCP). It loads code only; the app renders the page and
 * checks its permissions as always.
 */
import { startValidationWorker } from './api/validationWorker';
import { loadPage, pageOfHash } from './app/pages';

startValidationWorker();

const page = pageOfHash(window.location.hash);
if (page) loadPage(page).catch(() => undefined);
