/**
 * The realistic mock's data server (mock/server/app.ts) behind a fetch stub, in the test's own process: the
 * app's requests go through its one transport (middleware, response validation) as in the browser, and the
 * answers are the mock's real data. The stub plays the browser's part: the page's cookies go out with every
 * request, the readable cookies the server issues (XSRF-TOKEN) are kept, and the app's path prefix
 * (/…/api/…) is cut as the web server and gateway do.
 *
 * The transport's clients capture `fetch` when they are created, so a test file installs this before any
 * import: `const backend = await vi.hoisted(async () => (await import('../testing/mockBackend')).installMockBackend());`
 */
import type { IncomingMessage } from 'node:http';
import { DataServer, type Reply } from '../../mock/server/app';
import { DEFAULT_INSTALLATIONS, loadInstallations, Register } from '../../mock/server/register';
import { SettingsStore } from '../../mock/server/settings';
import { TaskStore } from '../../mock/server/tasks';
import type { EnvironmentKind } from '../../mock/server/types';
import type { VisitorKind } from '../../mock/server/visitors';
import { installFetchMock, type FetchMock } from '../api/testing';

export interface MockBackend {
  /** The data server answering now: what the pages should show, read from the same data. */
  readonly data: DataServer;
  /** Every request the app sent, in order. */
  readonly requests: Request[];
  /** A fresh data server (its own settings and tasks) for this visitor and environment. */
  reset(options?: { visitor?: VisitorKind; environment?: EnvironmentKind }): void;
  /** Answers requests whose `METHOD /path` (without the app's prefix) matches with this reply instead. */
  override(pattern: RegExp, reply: Reply): void;
  stop(): void;
}

/** The committed dataset, loaded once per test file: the search, statistics and details read from it. */
let register: Register | undefined;

/** The path the data server knows: `/ippc/api/env` → `/api/env`, `/portal/api/userApps` → `/api/userApps`. */
function serverPath(url: URL): string {
  const at = url.pathname.search(/\/(api\/|logout$)/);
  return (at < 0 ? url.pathname : url.pathname.slice(at)) + url.search;
}

/** The reply as a fetch Response, headers and body as the data server would send them. */
function toResponse(reply: Reply): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const [name, value] of Object.entries(reply.headers ?? {})) for (const item of [value].flat()) headers.append(name, item);
  if (reply.body === undefined) return new Response(null, { status: reply.status, headers });
  headers.set('Content-Type', reply.contentType ?? 'application/json');
  const body = Buffer.isBuffer(reply.body) ? new Uint8Array(reply.body) : typeof reply.body === 'string' && reply.contentType ? reply.body : JSON.stringify(reply.body);
  return new Response(body, { status: reply.status, headers });
}

export function installMockBackend(): MockBackend {
  const fetchMock: FetchMock = installFetchMock();
  let server: DataServer | undefined;
  const overrides: { pattern: RegExp; reply: Reply }[] = [];
  const backend: MockBackend = {
    get data() {
      if (!server) throw new Error('mockBackend: reset() first');
      return server;
    },
    requests: fetchMock.requests,
    reset({ visitor = 'anonymous', environment = 'TEST' } = {}) {
      server?.stop();
      register ??= new Register(loadInstallations(DEFAULT_INSTALLATIONS));
      server = new DataServer({ register, settings: new SettingsStore(undefined), tasks: new TaskStore(), defaults: { visitor, environment, breakContract: false }, log: () => {} });
      overrides.length = 0;
      fetchMock.requests.length = 0;
      // A new visitor is a new browser: no cookies from the one before.
      for (const cookie of document.cookie.split(';')) {
        const name = cookie.split('=')[0]?.trim();
        if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
      }
    },
    override(pattern, reply) {
      overrides.push({ pattern, reply });
    },
    stop() {
      server?.stop();
      server = undefined;
    },
  };
  fetchMock.handler = async (request) => {
    if (!server) throw new Error('mockBackend: reset() before the first request');
    const path = serverPath(new URL(request.url));
    const override = overrides.find(({ pattern }) => pattern.test(`${request.method} ${path.split('?')[0]}`));
    if (override) return toResponse(override.reply);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    // The browser's cookies, with the HttpOnly session cookie the page cannot see.
    headers.cookie = [document.cookie, 'JSESSIONID=page-test-session'].filter(Boolean).join('; ');
    const raw = Buffer.from(await request.arrayBuffer());
    const reply = await server.handle({ method: request.method, url: path, headers } as unknown as IncomingMessage, raw);
    // The cookies the server issues with a first response (the session is HttpOnly: the page never sees it).
    if (!document.cookie.includes('XSRF-TOKEN=')) document.cookie = `XSRF-TOKEN=${crypto.randomUUID()}; path=/`;
    return toResponse(reply);
  };
  return backend;
}
