/**
 * Where the development backends listen, shared by the mock runner, the dev server, `npm start`, the e2e
 * tests and contract:verify. Every port can be overridden by its environment variable.
 */
export const APP_DIR = 'ippc';

/** Where the production build goes (DIST_DIR lets parallel runs keep their own builds apart). */
export const DIST_DIR = process.env.DIST_DIR ?? 'dist';
/** Where test runners write their JSON reports. */
export const REPORTS_DIR = process.env.REPORTS_DIR ?? 'reports';
export const PORTAL_DIR = 'portal';

export const ports = {
  app: Number(process.env.MOCK_APP_PORT ?? 4010),
  assistant: Number(process.env.MOCK_ASSISTANT_PORT ?? 4011),
  portal: Number(process.env.MOCK_PORTAL_PORT ?? 4012),
  web: Number(process.env.PORT ?? 4173),
  /** The production web server (nginx, scripts/nginx.ts) in front of the build and the mocks. */
  nginx: Number(process.env.NGINX_PORT ?? Number(process.env.PORT ?? 4173) + 5),
};

/**
 * Internal ports of the realistic mock, derived from the ports above so parallel runs with their own
 * MOCK_*_PORT do not clash: the data server (MOCK_DATA_PORT, default app + 50) and the Prism validating
 * proxies in front of it (MOCK_PROXY_*_PORT, default app/assistant/portal + 60). The app, assistant and
 * portal ports themselves are served by the mock gateway (mock/server/gateway.ts) in front of the proxies.
 */
export const internalPorts = {
  data: Number(process.env.MOCK_DATA_PORT ?? ports.app + 50),
  proxyApp: Number(process.env.MOCK_PROXY_APP_PORT ?? ports.app + 60),
  proxyAssistant: Number(process.env.MOCK_PROXY_ASSISTANT_PORT ?? ports.assistant + 60),
  proxyPortal: Number(process.env.MOCK_PROXY_PORTAL_PORT ?? ports.portal + 60),
};

/**
 * The origins the app is served from (`npm start`, the production web server of the tests, `npm run dev`): the
 * only ones the mock answers cross-origin requests for. The app itself calls the API same-origin.
 */
export function appOrigins(): string[] {
  const webPorts = [ports.web, ports.nginx, Number(process.env.DEV_PORT ?? 5173)];
  return webPorts.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
}

/** The mock's dev endpoints (outside the contract): /ippc/__mock/... in the browser, /__mock/... on the data server. */
const MOCK_CONTROL_PREFIX = `/${APP_DIR}/__mock/`;

/** Paths of the app API that belong to openapi/assistant.yaml rather than openapi/app.yaml. */
export const ASSISTANT_PREFIXES = ['/api/assistant', '/api/qt', '/api/redalists', '/api/usergroup'];

export interface Upstreams {
  app: string;
  assistant: string;
  portal: string;
  /** The realistic mock's data server, for /ippc/__mock/... (absent with a real backend). */
  mock?: string;
}

export function localUpstreams(): Upstreams {
  return {
    app: `http://127.0.0.1:${ports.app}`,
    assistant: `http://127.0.0.1:${ports.assistant}`,
    portal: `http://127.0.0.1:${ports.portal}`,
    mock: `http://127.0.0.1:${internalPorts.data}`,
  };
}

/**
 * Maps a browser path (/ippc/api/..., /portal/api/...) to the upstream that serves it and the path there.
 * Returns undefined for paths that are not API calls.
 */
export function routeApi(url: string, upstreams: Upstreams): { target: string; path: string } | undefined {
  const appPrefix = `/${APP_DIR}/api/`;
  const portalPrefix = `/${PORTAL_DIR}/api/`;
  if (url.startsWith(appPrefix)) {
    const path = url.slice(APP_DIR.length + 1);
    const assistant = ASSISTANT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));
    return { target: assistant ? upstreams.assistant : upstreams.app, path };
  }
  // GET ./logout (local sign-in mode) is the one app call outside ./api.
  const logout = `/${APP_DIR}/logout`;
  if (url === logout || url.startsWith(`${logout}?`)) return { target: upstreams.app, path: url.slice(APP_DIR.length + 1) };
  if (url.startsWith(portalPrefix)) return { target: upstreams.portal, path: url.slice(PORTAL_DIR.length + 1) };
  // The mock's dev endpoints go straight to the data server, never through Prism.
  if (upstreams.mock && url.startsWith(MOCK_CONTROL_PREFIX)) return { target: upstreams.mock, path: url.slice(APP_DIR.length + 1) };
  return undefined;
}
