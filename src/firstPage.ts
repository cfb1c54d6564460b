/**
 * The first-page preload, a second entry of index.html beside src/main.tsx: it starts loading the chunk of
 * the page the URL opens, starts the response-validation worker and sends the shell's first reads (early
 * reads, src/api/earlyReads.ts), while the app's own code is still loading and starting, instead of after
 * (LCP). It loads code and reads only; the app renders the page and checks its permissions as always. For a
 * page whose first reads have a module of their own (pages.ts), it starts loading that module first.
 */
import { EARLY_READ_PATHS, startEarlyRead } from './api/earlyReads';
import { startValidationWorker } from './api/validationWorker';
import { earlyReadsOfHash, firstReadModules, isGatedOnOverview, loadPage, pageOfHash, type PageKey } from './app/pages';

startValidationWorker();

const page = pageOfHash(window.location.hash);
// What the app asks for first whatever the page (who is signed in, the environment), and the user info of a
// page that shows the overview selection.
startEarlyRead(EARLY_READ_PATHS.user);
startEarlyRead(EARLY_READ_PATHS.env);
if (page && isGatedOnOverview(page)) startEarlyRead(EARLY_READ_PATHS.userInfo);
// The page's own first reads for every visitor (pages.ts).
for (const read of earlyReadsOfHash(window.location.hash)) startEarlyRead(read);
// The module of the page's first reads before the page's chunk (whose many parts would queue it behind them).
const firstReads: Partial<Record<PageKey, () => Promise<unknown>>> = firstReadModules;
if (page) firstReads[page]?.().catch(() => undefined);
if (page) loadPage(page).catch(() => undefined);
