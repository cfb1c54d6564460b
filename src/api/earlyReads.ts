/**
 * Early reads: the first load's reads that need nothing from the app (who is signed in, the environment, the
 * page's first content), sent by the first-page preload (src/firstPage.ts) right after the HTML, while the
 * app's own code is still loading. A read is a GET, or a POST with a JSON body (a search). When the app then
 * sends the same request (a GET of the same URL; a POST of the same URL and body), the transport
 * (src/api/transport.ts) takes the response under way instead of sending the request again, so the app's first
 * render waits for no round trip of its own. Each is taken once; one the app has not asked for within
 * EARLY_READ_TTL_MS is dropped, and the app's request then goes out as usual. Small and without app imports,
 * like the preload itself.
 */
import { settings } from './settings';
import { xsrfHeader } from './xsrf';

/** The Accept header of every request of the app (the transport's too). */
export const ACCEPT_JSON = 'application/json, text/html;q=0.9, */*;q=0.8';

/** An early response the app has not taken by then is stale: its own request goes out instead. */
export const EARLY_READ_TTL_MS = 10_000;

/** The app API's paths of the shell's early reads: those of the operations getAuthUser, getEnv and getUserInfo. */
export const EARLY_READ_PATHS = { user: '/api/auth/user', env: '/api/env', userInfo: '/api/auth/userInfo' } as const;

/** A GET of an app API path, or a POST of one with its body (sent as JSON, as the transport sends a body). */
export type EarlyRead = string | { path: string; body: unknown };

/** The responses under way, by method, URL and body. */
const early = new Map<string, Promise<Response>>();
/** A read's key: method, URL and body (a GET has none). */
export const earlyReadKey = (method: 'GET' | 'POST', url: string, body = '') => `${method} ${url} ${body}`;

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

/** Sends an early read once, to the URL the transport would (the API's base resolved against the document). */
export function startEarlyRead(read: EarlyRead): void {
  const path = typeof read === 'string' ? read : read.path;
  const url = new URL(`${settings.appApiBase}${path}`, document.baseURI).href;
  const body = typeof read === 'string' ? undefined : JSON.stringify(read.body);
  const method = body === undefined ? 'GET' : 'POST';
  const key = earlyReadKey(method, url, body);
  if (early.has(key)) return;
  // A POST carries its body as JSON and the XSRF header, as the transport sends it.
  const headers = body === undefined ? { Accept: ACCEPT_JSON } : { Accept: ACCEPT_JSON, 'Content-Type': 'application/json', ...xsrfHeader() };
  const response = fetch(url, { method, body, credentials: 'same-origin', headers }).then(readToEnd);
  // A failure is the app's to see when it takes the read; until then it is not unhandled.
  response.catch(() => undefined);
  early.set(key, response);
  setTimeout(() => {
    if (early.get(key) === response) early.delete(key);
  }, EARLY_READ_TTL_MS);
}

/** The early response under a key, once: the transport's to take (transport.ts decides which request takes which). */
export function takeEarlyResponse(key: string): Promise<Response> | undefined {
  const response = early.get(key);
  early.delete(key);
  return response;
}

/** Whether an early POST to the URL is under way: only then does a POST's body need a look. */
export function hasEarlyPost(url: string): boolean {
  const posts = earlyReadKey('POST', url);
  return [...early.keys()].some((key) => key.startsWith(posts));
}
