/**
 * The ONE transport: every request of the app, generated hook or direct call, goes through an
 * openapi-fetch client created here, and the request rules live in this file and its middleware: same-origin
 * credentials, tunnelled methods, the XSRF header (its rule in xsrf.ts), JSON bodies, query serialization, the
 * time-out, errors thrown with their parsed body, the hidden request counter (`send`) and the last-response time.
 * Only the first load's early reads (earlyReads.ts) go out before it exists; it takes their answers.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as AppPaths } from '../../generated/app/paths';
import type { paths as AssistantPaths } from '../../generated/assistant/paths';
import type { paths as PortalPaths } from '../../generated/portal/paths';
import { ApiError, ContractError, InvalidPathError, SessionExpiredError, TimeoutError } from './errors';
import { leavesItsPath } from './pathCheck';
import { ACCEPT_JSON, earlyReadKey, hasEarlyPost, takeEarlyResponse } from './earlyReads';
import { settings } from './settings';
import { xsrfHeader } from './xsrf';
import { noteResponse, trackRequest } from './requestTracking';
import { isSessionExpired, runAfterExpiryAction } from './sessionExpiry';

const TUNNELLED = new Set(['PUT', 'PATCH', 'DELETE']);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Query parameters drop undefined or empty values; arrays repeat the key. */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  return search.toString();
}

/** PUT, PATCH and DELETE go out as POST with X-HTTP-Method-Override; mutating calls carry X-XSRF-TOKEN. */
export const methodAndXsrfMiddleware: Middleware = {
  onRequest({ request }) {
    const method = (request.headers.get('X-HTTP-Method-Override') ?? request.method).toUpperCase();
    const headers = new Headers(request.headers);
    if (MUTATING.has(method)) for (const [name, value] of Object.entries(xsrfHeader())) headers.set(name, value);
    if (TUNNELLED.has(request.method.toUpperCase())) {
      headers.set('X-HTTP-Method-Override', request.method.toUpperCase());
      return new Request(request, { method: 'POST', headers });
    }
    return new Request(request, { headers });
  },
};

/** Notes the time of every response (the session expiry counts from it). */
export const lastResponseMiddleware: Middleware = {
  onResponse() {
    noteResponse();
    return undefined;
  },
};

type AnyPaths = AppPaths & AssistantPaths & PortalPaths;
export type TransportClient = Client<AnyPaths>;

/** The configured base resolved against the document (the app's directory), as the browser would. */
export function absoluteBase(base: string): string {
  if (typeof document === 'undefined') return base;
  return new URL(base, document.baseURI).href.replace(/\/$/, '');
}

/**
 * The answer of a read the first-page preload already sent (earlyReads.ts), once: for a GET of the same URL, or
 * a POST of the same URL and body (read from a copy; another body goes out as its own request). Undefined for
 * any other request, a tunnelled PUT, PATCH or DELETE included.
 */
export function takeEarlyRead(request: Request): Promise<Response> | undefined {
  if (request.method === 'GET') return whileNotAborted(takeEarlyResponse(earlyReadKey('GET', request.url)), request.signal);
  if (request.method !== 'POST' || request.headers.has('X-HTTP-Method-Override') || !hasEarlyPost(request.url)) return undefined;
  return request
    .clone()
    .text()
    .then((body) => whileNotAborted(takeEarlyResponse(earlyReadKey('POST', request.url, body)), request.signal) ?? globalThis.fetch(request));
}

/** The app's own abort (its time-out, a cancelled query) ends the wait for an early answer as it would end its request. */
function whileNotAborted(response: Promise<Response> | undefined, signal: AbortSignal): Promise<Response> | undefined {
  if (!response) return undefined;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    response.then(resolve, reject);
  });
}

function makeClient(baseUrl: string): TransportClient {
  const client = createClient<AnyPaths>({
    baseUrl: absoluteBase(baseUrl),
    credentials: 'same-origin',
    // A read the first-page preload already sent (earlyReads.ts) is taken from there, not sent again.
    fetch: (request: Request) => takeEarlyRead(request) ?? globalThis.fetch(request),
    querySerializer: (query) => serializeQuery(query as Record<string, unknown>),
  });
  client.use(methodAndXsrfMiddleware, lastResponseMiddleware);
  return client;
}

export const appClient = makeClient(settings.appApiBase);
export const portalClient = makeClient(settings.portalBase);

export interface SendConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: string;
}

type PrismViolation = { location?: string[]; message?: string };

/**
 * The mock names what broke the contract: a request, in the header `sl-violations` of its 400 ErrorBody; a
 * response, in the `validation` list of Prism's 500 problem. Name each in the console.
 */
function reportContractViolation(method: string, path: string, body: unknown, header: string | null): void {
  let violations: PrismViolation[] = [];
  if (body && typeof body === 'object' && 'validation' in body) violations = (body as { validation?: PrismViolation[] }).validation ?? [];
  else if (header) {
    try {
      const listed = JSON.parse(header) as unknown;
      if (Array.isArray(listed)) violations = listed as PrismViolation[];
    } catch {
      // Not the mock's list: nothing to name.
    }
  }
  for (const violation of violations) {
    console.error(
      `Contract violation (OpenAPI) in ${method} ${path}: ${(violation.location ?? []).join('.')} ${violation.message ?? ''}`.trim(),
    );
  }
}

function parseBody(text: string, contentType: string, method: string, path: string, status: number): unknown {
  if (text === '') return undefined;
  if (!/json/i.test(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ContractError({ status, body: text, method, path, contentType, field: '(body)', detail: 'malformed JSON in the response' });
  }
}

/**
 * Sends one request and resolves with the parsed body, passed through `check` when given (the mutator's
 * response validation); every failure is thrown as an ApiError. The request counts as in flight (the hidden
 * counter) until `check` has finished: what the data starts next follows only after that.
 */
export async function send<T>(client: TransportClient, config: SendConfig, check?: (body: unknown) => Promise<unknown>): Promise<T> {
  const method = config.method.toUpperCase() as SendConfig['method'];
  if (leavesItsPath(config.url)) throw new InvalidPathError({ method, path: config.url, reason: 'a dot segment would leave the path' });
  if (isSessionExpired()) {
    // After expiry the next request reloads the page or goes to the sign-in and back.
    runAfterExpiryAction();
    throw new SessionExpiredError({ method, path: config.url });
  }
  trackRequest(+1);
  try {
    const body = await receive(client, { ...config, method });
    return (check ? await check(body) : body) as T;
  } finally {
    trackRequest(-1);
  }
}

/** The request on the wire: the parsed body, or the failure as an ApiError. */
async function receive(client: TransportClient, config: SendConfig): Promise<unknown> {
  const { method } = config;
  const startedAt = Date.now();
  const headers: Record<string, string> = { Accept: ACCEPT_JSON, ...config.headers };
  const timeoutMs = settings.requestTimeoutMs;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = config.signal ? AbortSignal.any([config.signal, timeout.signal]) : timeout.signal;
  const isForm = config.data instanceof URLSearchParams || config.data instanceof FormData;
  const hasBody = config.data !== undefined && method !== 'GET';
  const binary = config.responseType === 'blob';

  try {
    const { response, data, error } = await client.request(method.toLowerCase() as 'get', config.url as never, {
      params: { query: config.params },
      body: hasBody ? (config.data as never) : undefined,
      bodySerializer: isForm ? (body: unknown) => body : undefined,
      headers,
      signal,
      parseAs: binary ? 'blob' : 'text',
    } as never);
    const contentType = response.headers.get('Content-Type') ?? '';
    if (!response.ok) {
      const body = typeof error === 'string' ? parseBodyLoosely(error, contentType) : error;
      reportContractViolation(method, config.url, body, response.headers.get('sl-violations'));
      throw new ApiError({ status: response.status, body, method, path: config.url, contentType, durationMs: Date.now() - startedAt });
    }
    if (binary) return data;
    return parseBody((data as string | undefined) ?? '', contentType, method, config.url, response.status);
  } catch (caught) {
    if (caught instanceof ApiError) throw caught;
    if (timeout.signal.aborted && !config.signal?.aborted) {
      throw new TimeoutError({ method, path: config.url, timeoutMs });
    }
    if (config.signal?.aborted) throw caught;
    throw new ApiError({
      status: 0,
      body: undefined,
      method,
      path: config.url,
      kind: 'network',
      durationMs: Date.now() - startedAt,
      message: `${method} ${config.url}: ${String(caught)}`,
    });
  } finally {
    clearTimeout(timer);
  }
}

function parseBodyLoosely(text: string, contentType: string): unknown {
  if (!/json/i.test(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
