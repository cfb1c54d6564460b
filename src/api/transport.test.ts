import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import createClient from 'openapi-fetch';
import { ApiError, ContractError, SessionExpiredError, TimeoutError } from './errors';
import { clearSessionExpired, markSessionExpired, setAfterExpiryAction } from './sessionExpiry';
import { methodAndXsrfMiddleware, send, serializeQuery, lastResponseMiddleware, type TransportClient } from './transport';
import { LAST_RESPONSE_KEY, REQUEST_COUNTER_ID } from './requestTracking';
import { settings } from './settings';
import { UNIT_WAIT } from '../../tests/unit/wait';

type Handler = (request: Request) => Response | Promise<Response>;

function clientWith(handler: Handler) {
  const seen: Request[] = [];
  const client = createClient({
    baseUrl: 'http://localhost/ippc',
    credentials: 'same-origin',
    querySerializer: (query) => serializeQuery(query as Record<string, unknown>),
    fetch: async (request: Request) => {
      seen.push(request.clone());
      return handler(request);
    },
  }) as unknown as TransportClient;
  client.use(methodAndXsrfMiddleware, lastResponseMiddleware);
  return { client, seen };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the one transport', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
  afterEach(() => vi.useRealTimers());

  it('resolves with the parsed JSON body and sends same-origin credentials', async () => {
    const { client, seen } = clientWith(() => json({ environment: 'TEST', sessionTimeout: 1800 }));
    await expect(send(client, { url: '/api/env', method: 'GET' })).resolves.toEqual({ environment: 'TEST', sessionTimeout: 1800 });
    expect(seen[0]?.credentials).toBe('same-origin');
    expect(seen[0]?.url).toBe('http://localhost/ippc/api/env');
  });

  it('sends JSON bodies', async () => {
    const { client, seen } = clientWith(() => json({ total: 0, page: 0, pageSize: 20, items: [] }));
    await send(client, { url: '/api/ippcInstallations', method: 'POST', data: { filter: {}, page: 0, pageSize: 20 } });
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0]?.text()).toBe('{"filter":{},"page":0,"pageSize":20}');
  });

  it('throws an ApiError with status and parsed body on every non-2xx', async () => {
    const body = { status: 404, error: 'not_found', message: 'Die Anlage wurde nicht gefunden.' };
    const { client } = clientWith(() => json(body, 404));
    const error = await send(client, { url: '/api/ippcInstallations/AT-IPPC-999999', method: 'GET' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body, method: 'GET', path: '/api/ippcInstallations/AT-IPPC-999999' });
  });

  it("names the mock's contract violations in the console: a request's from sl-violations, a response's from Prism's problem", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = { status: 400, error: 'validation_failed', message: 'Die Anfrage enthält ungültige Werte.', violations: [{ field: 'page', message: 'Mindestens 0' }] };
    const header = JSON.stringify([{ location: ['body', 'page'], message: 'Request body property page must be >= 0' }]);
    const { client } = clientWith(() => new Response(JSON.stringify(body), { status: 400, headers: { 'Content-Type': 'application/json', 'sl-violations': header } }));
    const error = (await send(client, { url: '/api/ippcInstallations', method: 'POST', data: { filter: {}, page: -1, pageSize: 20 } }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 400, body });
    const problem = { title: 'Invalid response', validation: [{ location: ['response', 'body', 'lastUpdate'], message: 'must match format "date-time"' }] };
    const broken = clientWith(() => new Response(JSON.stringify(problem), { status: 500, headers: { 'Content-Type': 'application/problem+json' } }));
    await send(broken.client, { url: '/api/ippcInstallations/lastUpdate', method: 'GET' }).catch(() => undefined);
    // A real server's 400 without the mock's header names nothing.
    const real = clientWith(() => json(body, 400));
    await send(real.client, { url: '/api/ippcInstallations', method: 'POST', data: {} }).catch(() => undefined);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      'Contract violation (OpenAPI) in POST /api/ippcInstallations: body.page Request body property page must be >= 0',
      'Contract violation (OpenAPI) in GET /api/ippcInstallations/lastUpdate: response.body.lastUpdate must match format "date-time"',
    ]);
    errors.mockRestore();
  });

  it('keeps a non-JSON error body as text (the firewall page)', async () => {
    const { client } = clientWith(() => new Response('<html><body>Request rejected</body></html>', { status: 400, headers: { 'Content-Type': 'text/html' } }));
    const error = (await send(client, { url: '/api/env', method: 'GET' }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.body).toContain('Request rejected');
    expect(error.contentType).toContain('text/html');
  });

  it('turns malformed JSON into a ContractError instead of a crash', async () => {
    const { client } = clientWith(() => new Response('{"environment":', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const error = await send(client, { url: '/api/env', method: 'GET' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ kind: 'contract', field: '(body)', status: 200 });
    expect(String((error as Error).message)).toMatch(/malformed JSON/);
  });

  it('classifies failures: http with status, network without one, each with the attempt duration', async () => {
    const { client } = clientWith(() => json({ status: 503 }, 503));
    await expect(send(client, { url: '/api/env', method: 'GET' })).rejects.toMatchObject({ kind: 'http', status: 503, durationMs: expect.any(Number) });
    const offline = clientWith(() => Promise.reject(new TypeError('Failed to fetch'))).client;
    await expect(send(offline, { url: '/api/env', method: 'GET' })).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('after session expiry sends nothing: the next request runs the after-expiry action once', async () => {
    const { client, seen } = clientWith(() => json({}));
    const action = vi.fn();
    setAfterExpiryAction(action);
    markSessionExpired();
    await expect(send(client, { url: '/api/env', method: 'GET' })).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(send(client, { url: '/api/time', method: 'GET' })).rejects.toMatchObject({ kind: 'sessionExpired' });
    expect(action).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(0);
    clearSessionExpired();
    await send(client, { url: '/api/env', method: 'GET' });
    expect(seen).toHaveLength(1);
  });

  it('does not time out a moment before 60 s', async () => {
    vi.useFakeTimers();
    let release: (r: Response) => void = () => undefined;
    const { client } = clientWith(() => new Promise<Response>((resolve) => (release = resolve)));
    const pending = send(client, { url: '/api/env', method: 'GET' });
    await vi.advanceTimersByTimeAsync(59_999);
    release(json({ ok: true }));
    await expect(pending).resolves.toEqual({ ok: true });
  });

  it('returns text content for text/html responses', async () => {
    const { client } = clientWith(() => new Response('<h2>Umweltinspektion</h2>', { headers: { 'Content-Type': 'text/html' } }));
    await expect(send(client, { url: '/api/cms/umweltinspektion', method: 'GET' })).resolves.toBe('<h2>Umweltinspektion</h2>');
  });

  it('tunnels PUT, PATCH and DELETE as POST with X-HTTP-Method-Override', async () => {
    const { client, seen } = clientWith(() => new Response(null, { status: 204 }));
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      await send(client, { url: '/api/assistant/dmsContainer', method, data: { a: 1 } });
    }
    expect(seen.map((r) => [r.method, r.headers.get('X-HTTP-Method-Override')])).toEqual([
      ['POST', 'PUT'],
      ['POST', 'PATCH'],
      ['POST', 'DELETE'],
    ]);
  });

  it('sends X-XSRF-TOKEN from the cookie on mutating calls only, and only when non-empty', async () => {
    const { client, seen } = clientWith(() => new Response(null, { status: 204 }));
    await send(client, { url: '/api/log', method: 'POST', data: { level: 'INFO', message: 'x' } });
    document.cookie = 'XSRF-TOKEN=abc%20123';
    await send(client, { url: '/api/log', method: 'POST', data: { level: 'INFO', message: 'x' } });
    await send(client, { url: '/api/env', method: 'GET' });
    expect(seen.map((r) => r.headers.get('X-XSRF-TOKEN'))).toEqual([null, 'abc 123', null]);
  });

  it('drops undefined and empty query values and repeats the key for arrays', () => {
    expect(serializeQuery({ a: undefined, b: '', c: 'x', d: ['1', '2'], e: null, f: 0, g: false })).toBe('c=x&d=1&d=2&f=0&g=false');
  });

  it('counts requests in flight in a hidden element and notes the last response time', async () => {
    let release: (r: Response) => void = () => undefined;
    const { client } = clientWith(() => new Promise<Response>((resolve) => (release = resolve)));
    const pending = send(client, { url: '/api/env', method: 'GET' });
    await vi.waitFor(() => expect(document.getElementById(REQUEST_COUNTER_ID)?.dataset.count).toBe('1'), UNIT_WAIT);
    expect(document.getElementById(REQUEST_COUNTER_ID)?.hidden).toBe(true);
    release(json({ environment: 'TEST', sessionTimeout: 1800 }));
    await pending;
    expect(document.getElementById(REQUEST_COUNTER_ID)?.dataset.count).toBe('0');
    expect(Number(localStorage.getItem(LAST_RESPONSE_KEY))).toBeGreaterThan(0);
  });

  it('keeps a request counted, once, until its check has finished', async () => {
    const { client } = clientWith(() => json({ environment: 'TEST', sessionTimeout: 1800 }));
    const count = () => document.getElementById(REQUEST_COUNTER_ID)?.dataset.count;
    let finish: () => void = () => undefined;
    let checked: unknown;
    const pending = send(client, { url: '/api/env', method: 'GET' }, (body) => {
      checked = body;
      return new Promise((resolve) => (finish = () => resolve(body)));
    });
    await vi.waitFor(() => expect(checked).toEqual({ environment: 'TEST', sessionTimeout: 1800 }), UNIT_WAIT);
    expect(count()).toBe('1');
    finish();
    await expect(pending).resolves.toEqual({ environment: 'TEST', sessionTimeout: 1800 });
    expect(count()).toBe('0');
  });

  it('stops counting a request that fails', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('offline')));
    await expect(send(client, { url: '/api/env', method: 'GET' })).rejects.toBeInstanceOf(ApiError);
    expect(document.getElementById(REQUEST_COUNTER_ID)?.dataset.count).toBe('0');
  });

  it('aborts after the time-out with a TimeoutError carrying the path and the time-out', async () => {
    vi.useFakeTimers();
    const { client } = clientWith(
      (request) =>
        new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = send(client, { url: '/api/ippcInstallations', method: 'POST', data: {} }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(settings.requestTimeoutMs);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ path: '/api/ippcInstallations', timeoutMs: 60_000, kind: 'timeout', method: 'POST' });
  });
});

describe('configurable base URLs', () => {
  it('resolves the app API against the app directory and the portal one level up', async () => {
    const { absoluteBase } = await import('./transport');
    expect(settings.appApiBase).toBe('.');
    expect(settings.portalBase).toBe('../portal');
    const original = document.baseURI;
    expect(absoluteBase('.')).toBe(new URL('.', original).href.replace(/\/$/, ''));
    expect(absoluteBase('../portal')).toBe(new URL('../portal', original).href);
    expect(absoluteBase('https://backend.example/ippc')).toBe('https://backend.example/ippc');
  });
});
