/**
 * A deliberately broken backend for the contract:verify self-test: the project's mock data server, except
 * for four planted violations of openapi/app.yaml. The verification must report exactly these four, each
 * with its operationId and the status this server really sent.
 */
import { createServer, type Server } from 'node:http';
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

export function startBrokenServer(port: number): Promise<Server & { data: DataServer }> {
  const data = new DataServer({ defaults: { visitor: 'anonymous', environment: 'LOCAL', breakContract: false }, log: () => undefined });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const planted = PLANTED.find((entry) => entry.method === req.method && entry.path === url.pathname);
    if (!planted) return data.listener(req, res);
    req.resume();
    res.writeHead(planted.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(planted.body));
  });
  server.on('close', () => data.stop());
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(Object.assign(server, { data }))));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4840);
  await startBrokenServer(port);
  console.log(`broken server on http://127.0.0.1:${port}`);
}
