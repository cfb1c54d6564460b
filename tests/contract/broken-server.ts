/**
 * A deliberately broken backend for the contract:verify self-test: it answers the app's calls with bodies
 * that break openapi/app.yaml in known ways (and the portal's correctly), so the verification must report
 * exactly these violations.
 */
import { createServer, type Server } from 'node:http';

export const KNOWN_VIOLATIONS = [
  // environment is not one of the enum values, sessionTimeout is missing
  { path: '/api/env', body: { environment: 'PRODUCTION' } },
  // lastUpdate must be a date-time
  { path: '/api/ippcInstallations/lastUpdate', body: { lastUpdate: 'gestern' } },
] as const;

export function startBrokenServer(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const broken = KNOWN_VIOLATIONS.find((entry) => entry.path === url.pathname);
    res.setHeader('Content-Type', 'application/json');
    if (broken) return res.end(JSON.stringify(broken.body));
    if (url.pathname === '/api/auth/user') {
      return res.end(JSON.stringify({ username: 'anonymousUser', authorities: [], mainUser: true, pvp: false, usp: false, oidc: false }));
    }
    if (url.pathname === '/api/auth/userInfo') return res.end(JSON.stringify({ userType: 'PUBLIC' }));
    if (url.pathname === '/api/user-tasks') return res.end('[]');
    if (url.pathname === '/api/userApps') return res.end('[]');
    if (url.pathname === '/api/ippcInstallations/branchenStats') {
      return res.end(JSON.stringify({ total: 0, byActivityCategory: [], byBundesland: [] }));
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ status: 404, error: 'not_found', message: 'Nicht gefunden' }));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4099);
  await startBrokenServer(port);
  console.log(`broken server on http://127.0.0.1:${port}`);
}
