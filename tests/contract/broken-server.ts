/**
 * A deliberately broken backend for the contract:verify self-test: the project's mock data server behind a
 * small proxy that plants faults. Four shape faults (PLANTED) are always on; the behaviour faults (FAULTS)
 * are switched on by name. The verification must report each, by operationId or by check name.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { DataServer } from '../../mock/server/app';
import { example } from '../../mock/server/examples';

const envWithoutTimeout = (() => {
  const env = example<Record<string, unknown>>('app/env-local');
  delete env.sessionTimeout;
  return env;
})();

export const PLANTED = [
  // EnvInfo.sessionTimeout is required
  { kind: 'missing required field', operationId: 'getEnv', method: 'GET', path: '/api/env', status: 200, body: envWithoutTimeout },
  // LastUpdate.lastUpdate is a string (date-time)
  { kind: 'wrong type', operationId: 'getLastUpdate', method: 'GET', path: '/api/ippcInstallations/lastUpdate', status: 200, body: { lastUpdate: 20260430 } },
  // postLog documents 204 only among the 2xx
  { kind: 'undocumented 2xx status', operationId: 'postLog', method: 'POST', path: '/api/log', status: 200, body: { logged: true } },
  // getBvtList documents 200, 401 and 500
  {
    kind: 'undocumented 4xx status',
    operationId: 'getBvtList',
    method: 'GET',
    path: '/api/bvt/list',
    status: 403,
    body: { status: 403, error: 'forbidden', message: 'Kein Zugriff.' },
  },
] as const;

/** The behaviour faults, each with the checks (or operation lines) that must report it. */
export const FAULTS = {
  'xsrf-not-checked': { reported: [/^FAIL +security\.csrf-missing\.exportInstallationsExcel /, /^FAIL +security\.csrf-forged\.writeUserSetting /] },
  'session-not-required': { reported: [/^FAIL +security\.session-required\.getUserTaskResult /] },
  'no-cookies-issued': { reported: [/^FAIL +security\.cookies-issued /] },
  'filter-criterion-ignored': { reported: [/^FAIL +search\.criterion\.statuses /] },
  'page-size-ignored': { reported: [/^FAIL +search\.paging\.page-size-1 /, /^FAIL +search\.paging\.partition /] },
  'total-off-by-seven': { reported: [/^FAIL +search\.criterion\.or-within-a-list +bundeslandCodes .*: total \d+, each alone/] },
  'sort-ignored': { reported: [/^FAIL +search\.sort\.operatorName\.asc /, /^FAIL +search\.sort\.lastChange\.desc /] },
  'html-500-for-bad-input': { reported: [/^FAIL +input\.boundary\.searchInstallations .*page -1: sent 500, documented 400 [^;]*<html>/] },
  'error-body-message-only': { reported: [/^FAIL +input\.malformed-json\.searchInstallations +malformed JSON: sent 400 with an ErrorBody without status, error/] },
  'no-cache-control': { reported: [/^FAIL +getFilterMetadata .*\n +response\.header: .*'cache-control'/] },
  'installation-always-404': { reported: [/^FAIL +getInstallation .*sent 404.*\n +response\.status: 404 where success is due/] },
  'delete-while-running': { reported: [/^FAIL +flow\.exportInstallationsExcel\.poll-result-delete +sent 204, documented 409 conflict/] },
  'unlisted-response-enum': { reported: [/^WARN +getUserInfo .*\n +warning \(response enums may gain values.*userType/] },
  'changed-since-ignored': { reported: [/^FAIL +search\.criterion\.changedSince +.*lastChange .* before /] },
  'feed-oldest-first': { reported: [/^FAIL +feed\.bound-and-order +entry \d+ .*newest first is due/, /^FAIL +feed\.agrees-with-search /] },
} as const;
export type Fault = keyof typeof FAULTS;

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

/** Starts the data server on port+1 and the broken proxy on port. */
export async function startBrokenServer(port: number, faults: readonly Fault[] = []): Promise<Server & { data: DataServer }> {
  const on = new Set<Fault>(faults);
  const data = new DataServer({ defaults: { visitor: 'anonymous', environment: 'LOCAL', breakContract: false }, log: () => undefined });
  const inner = await data.listen(port + 1);
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let raw = await read(req);
      const planted = PLANTED.find((entry) => entry.method === req.method && entry.path === url.pathname);
      if (planted) {
        res.writeHead(planted.status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        return res.end(JSON.stringify(planted.body));
      }
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(req.headers)) if (value !== undefined && !['host', 'content-length', 'connection'].includes(key)) headers[key] = String(value);
      const cookies = headers.cookie ?? '';
      // The server takes any request as if it carried the right token.
      if (on.has('xsrf-not-checked')) {
        headers.cookie = `${cookies.replace(/(?:^|;\s*)XSRF-TOKEN=[^;]*/, '')}; XSRF-TOKEN=accepted`.replace(/^; /, '');
        headers['x-xsrf-token'] = 'accepted';
      }
      if (on.has('session-not-required') && !/JSESSIONID=/.test(headers.cookie ?? '')) headers.cookie = `${headers.cookie ?? ''}; JSESSIONID=anyone; ippc-mock-visitor=authority`.replace(/^; /, '');
      const isSearch = req.method === 'POST' && url.pathname === '/api/ippcInstallations';
      let requestedPageSize: number | undefined;
      if (isSearch) {
        try {
          const body = JSON.parse(raw.toString('utf8')) as { page?: number; pageSize?: number; filter?: Record<string, unknown> & { query?: string }; sort?: unknown };
          if (on.has('html-500-for-bad-input') && ((body.page ?? 0) < 0 || (body.filter?.query?.length ?? 0) > 200 || typeof body.page !== 'number')) {
            res.writeHead(500, { 'Content-Type': 'text/html' });
            return res.end('<html><body><h1>500 Internal Server Error</h1></body></html>');
          }
          if (on.has('filter-criterion-ignored') && body.filter) delete body.filter.statuses;
          if (on.has('sort-ignored')) delete body.sort;
          if (on.has('changed-since-ignored') && body.filter) delete body.filter.changedSince;
          if (on.has('page-size-ignored') && typeof body.pageSize === 'number') {
            requestedPageSize = body.pageSize;
            body.pageSize = 30;
          }
          raw = Buffer.from(JSON.stringify(body));
        } catch {
          // Not JSON: the data server answers it.
        }
      }
      const response = await fetch(`http://127.0.0.1:${port + 1}${req.url}`, { method: req.method, headers, body: raw.length > 0 ? new Uint8Array(raw) : undefined, redirect: 'manual' });
      let bytes = Buffer.from(await response.arrayBuffer());
      const out: Record<string, string | string[]> = {};
      response.headers.forEach((value, key) => {
        if (!['content-length', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie'].includes(key)) out[key] = value;
      });
      if (!on.has('no-cookies-issued') && response.headers.getSetCookie().length > 0) out['set-cookie'] = response.headers.getSetCookie();
      if (on.has('no-cache-control') && url.pathname === '/api/filter/metadata') delete out['cache-control'];
      let status = response.status;
      const json = (change: (body: Record<string, unknown>) => unknown) => {
        bytes = Buffer.from(JSON.stringify(change(JSON.parse(bytes.toString('utf8')) as Record<string, unknown>)));
      };
      if (isSearch && status === 200) {
        json((body) => ({
          ...body,
          total: (body.total as number) + (on.has('total-off-by-seven') ? 7 : 0),
          pageSize: requestedPageSize ?? body.pageSize,
        }));
      }
      if (on.has('installation-always-404') && req.method === 'GET' && /^\/api\/ippcInstallations\/AT-IPPC-\d{6}$/.test(url.pathname)) {
        status = 404;
        bytes = Buffer.from(JSON.stringify({ status: 404, error: 'not_found', message: 'Nicht gefunden.' }));
        out['content-type'] = 'application/json';
      }
      // The feed's entries oldest first (the contract: newest first).
      if (on.has('feed-oldest-first') && url.pathname === '/api/ippcInstallations/feed' && status === 200) {
        const text = bytes.toString('utf8');
        const entries = text.match(/ {2}<entry>[\s\S]*?<\/entry>\n/g) ?? [];
        const start = text.indexOf(entries[0] ?? '\u0000');
        if (start >= 0) bytes = Buffer.from(text.slice(0, start) + [...entries].reverse().join('') + text.slice(start + entries.join('').length));
      }
      if (on.has('unlisted-response-enum') && url.pathname === '/api/auth/userInfo' && status === 200) json((body) => ({ ...body, userType: 'PARTNER' }));
      // A task still running is deleted anyway (the contract: 409 conflict).
      if (on.has('delete-while-running') && /^\/api\/user-tasks\/[^/]+\/delete$/.test(url.pathname) && status === 409) {
        status = 204;
        bytes = Buffer.alloc(0);
      }
      if (on.has('error-body-message-only') && status === 400 && /json/.test(String(out['content-type'] ?? ''))) json((body) => ({ message: body.message }));
      out['content-length'] = String(bytes.length);
      res.writeHead(status, out);
      res.end(bytes);
    })().catch((error: unknown) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  server.on('close', () => {
    inner.close();
    data.stop();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(Object.assign(server, { data }))));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4840);
  const faults = (process.env.FAULTS ?? '').split(',').filter(Boolean) as Fault[];
  await startBrokenServer(port, faults);
  console.log(`broken server on http://127.0.0.1:${port} with faults: ${faults.join(', ') || 'none'}`);
}
