/**
 * Early reads: the first load's GET requests that need nothing from the app (who is signed in, the
 * environment, the page's first content), sent by the first-page preload (src/firstPage.ts) right after the
 * HTML, while the app's own code is still loading. When the app then asks for the same URL, the transport
 * (src/api/transport.ts) takes the response under way instead of sending the request again, so the app's first
 * render waits for no round trip of its own. Each is taken once; one the app has not asked for within
 * EARLY_READ_TTL_MS is dropped, and the app's request then goes out as usual. Small and without app imports,
 * like the preload itself.
 */
import { settings } from './settings';

/** The Accept header of every request of the app (the transport's too). */
export const ACCEPT_JSON = 'application/json, text/html;q=0.9, */*;q=0.8';

/** An early response the app has not taken by then is stale: its own request goes out instead. */
export const EARLY_READ_TTL_MS = 10_000;

/** The app API's paths of the shell's early reads: those of the operations getAuthUser, getEnv and getUserInfo. */
export const EARLY_READ_PATHS = { user: '/api/auth/user', env: '/api/env', userInfo: '/api/auth/userInfo' } as const;

const early = new Map<string, Promise<Response>>();

/** Statuses whose response has no body (a Response with one cannot be built). */
const NULL_BODY = new Set([204, 205, 304]);

/**
 * The response read to its end as it arrives, and kept as a Response of its own: the request is then done on
 * the wire whether or not the app takes it (an unread body would hold it open).
 */
async function readToEnd(received: Response): Promise<Response> {
  const body = await received.arrayBuffer();
  return new Response(NULL_BODY.has(received.status) ? null : body, { status: received.status, statusText: received.statusText, headers: received.headers });
}

/** Sends GET `path` of the app API once, to the URL the transport would (the API's base resolved against the document). */
export function startEarlyRead(path: string): void {
  const url = new URL(`${settings.appApiBase}${path}`, document.baseURI).href;
  if (early.has(url)) return;
  const response = fetch(url, { credentials: 'same-origin', headers: { Accept: ACCEPT_JSON } }).then(readToEnd);
  // A failure is the app's to see when it takes the read; until then it is not unhandled.
  response.catch(() => undefined);
  early.set(url, response);
  setTimeout(() => {
    if (early.get(url) === response) early.delete(url);
  }, EARLY_READ_TTL_MS);
}

/** The early response for a GET of the same URL, once; undefined for any other request. */
export function takeEarlyRead(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const response = early.get(request.url);
  if (!response) return undefined;
  early.delete(request.url);
  const { signal } = request;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  // The app's own abort (its time-out, a cancelled query) ends the wait as it would end its request.
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    response.then(resolve, reject);
  });
}
