import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthUser, getUserInfo } from '../../generated/app/hooks/auth/auth';
import { getEnv } from '../../generated/app/hooks/env/env';
import { ACCEPT_JSON, EARLY_READ_PATHS, EARLY_READ_TTL_MS, startEarlyRead } from './earlyReads';
import { appClient, send, takeEarlyRead } from './transport';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** globalThis.fetch answering every request with `{ n }`, n counting the requests. */
function countingFetch() {
  let n = 0;
  const fetch = vi.fn((input: RequestInfo | URL) => {
    void input;
    n += 1;
    return Promise.resolve(json({ n }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const urlOf = (input: unknown) => (input instanceof Request ? input.url : String(input));

describe('early reads', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('are sent at once, to the URL the transport would use, and the app takes the response instead of asking again', async () => {
    const fetch = countingFetch();
    startEarlyRead('/api/early-take');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(new URL('./api/early-take', document.baseURI).href);
    expect(init).toMatchObject({ credentials: 'same-origin', headers: { Accept: ACCEPT_JSON } });

    await expect(send(appClient, { url: '/api/early-take', method: 'GET' })).resolves.toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: the next read goes out.
    await expect(send(appClient, { url: '/api/early-take', method: 'GET' })).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('hand over status, headers and body as received, a body-less status without a body', async () => {
    vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL) => Promise.resolve(String(input).endsWith('/none') ? new Response(null, { status: 204 }) : new Response('{"a":1}', { status: 200, headers: { 'Content-Type': 'application/json', 'X-Extra': 'kept' } }))));
    startEarlyRead('/api/early-body');
    startEarlyRead('/api/early-body/none');
    const taken = await takeEarlyRead(new Request(new URL('./api/early-body', document.baseURI)));
    expect([taken?.status, taken?.headers.get('X-Extra'), await taken?.text()]).toEqual([200, 'kept', '{"a":1}']);
    const none = await takeEarlyRead(new Request(new URL('./api/early-body/none', document.baseURI)));
    expect([none?.status, await none?.text()]).toEqual([204, '']);
  });

  it('are sent once however often they are started', () => {
    const fetch = countingFetch();
    startEarlyRead('/api/early-once');
    startEarlyRead('/api/early-once');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('serve only a GET of the same URL', async () => {
    const fetch = countingFetch();
    startEarlyRead('/api/early-other');
    await send(appClient, { url: '/api/early-other', method: 'POST', data: {} });
    await send(appClient, { url: '/api/early-other', method: 'GET', params: { page: 2 } });
    expect(fetch.mock.calls.map(([input]) => urlOf(input))).toEqual([
      new URL('./api/early-other', document.baseURI).href,
      new URL('./api/early-other', document.baseURI).href,
      new URL('./api/early-other?page=2', document.baseURI).href,
    ]);
    // The early one is still there for its GET.
    await expect(send(appClient, { url: '/api/early-other', method: 'GET' })).resolves.toEqual({ n: 1 });
  });

  it('a search (POST with a JSON body) is sent with the XSRF header, and taken by a POST of the same URL and body, once', async () => {
    const fetch = countingFetch();
    document.cookie = 'XSRF-TOKEN=early-token';
    try {
      startEarlyRead({ path: '/api/early-search', body: { filter: {}, page: 0 } });
    } finally {
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(new URL('./api/early-search', document.baseURI).href);
    expect(init).toMatchObject({ method: 'POST', body: '{"filter":{},"page":0}', credentials: 'same-origin', headers: { Accept: ACCEPT_JSON, 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'early-token' } });

    await expect(send(appClient, { url: '/api/early-search', method: 'POST', data: { filter: {}, page: 0 } })).resolves.toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(send(appClient, { url: '/api/early-search', method: 'POST', data: { filter: {}, page: 0 } })).resolves.toEqual({ n: 2 });
  });

  it('a search is not taken by another body or a tunnelled PUT or DELETE: those go out, and the early one stays for its own', async () => {
    const fetch = countingFetch();
    startEarlyRead({ path: '/api/early-search-other', body: { page: 0 } });
    await expect(send(appClient, { url: '/api/early-search-other', method: 'POST', data: { page: 1 } })).resolves.toEqual({ n: 2 });
    await expect(send(appClient, { url: '/api/early-search-other', method: 'DELETE', data: { page: 0 } })).resolves.toEqual({ n: 3 });
    await expect(send(appClient, { url: '/api/early-search-other', method: 'PUT', data: { page: 0 } })).resolves.toEqual({ n: 4 });
    await expect(send(appClient, { url: '/api/early-search-other', method: 'GET' })).resolves.toEqual({ n: 5 });
    await expect(send(appClient, { url: '/api/early-search-other', method: 'POST', data: { page: 0 } })).resolves.toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('are dropped once stale: after EARLY_READ_TTL_MS the app asks the server itself', async () => {
    vi.useFakeTimers();
    const fetch = countingFetch();
    startEarlyRead('/api/early-stale');
    vi.advanceTimersByTime(EARLY_READ_TTL_MS);
    vi.useRealTimers();
    await expect(send(appClient, { url: '/api/early-stale', method: 'GET' })).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("end the app's wait when the app aborts its read", async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    startEarlyRead('/api/early-abort');
    const controller = new AbortController();
    const read = send(appClient, { url: '/api/early-abort', method: 'GET', signal: controller.signal });
    controller.abort();
    await expect(read).rejects.toBeDefined();
  });

  it("hand a failed early read to the app as the app's own failure", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    startEarlyRead('/api/early-offline');
    await expect(send(appClient, { url: '/api/early-offline', method: 'GET' })).rejects.toMatchObject({ status: 0, kind: 'network' });
  });

  it('are the paths the generated operations read (getAuthUser, getEnv, getUserInfo)', async () => {
    const fetch = countingFetch();
    await getAuthUser();
    await getEnv();
    await getUserInfo();
    const base = new URL('.', document.baseURI).href.replace(/\/$/, '');
    expect(fetch.mock.calls.map(([input]) => urlOf(input))).toEqual([EARLY_READ_PATHS.user, EARLY_READ_PATHS.env, EARLY_READ_PATHS.userInfo].map((p) => base + p));
  });
});
