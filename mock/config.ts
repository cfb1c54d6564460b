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
};

/** Paths of the app API that belong to openapi/assistant.yaml rather than openapi/app.yaml. */
export const ASSISTANT_PREFIXES = ['/api/assistant', '/api/qt', '/api/redalists', '/api/usergroup'];

export interface Upstreams {
  app: string;
  assistant: string;
  portal: string;
}

export function localUpstreams(): Upstreams {
  return {
    app: `http://127.0.0.1:${ports.app}`,
    assistant: `http://127.0.0.1:${ports.assistant}`,
    portal: `http://127.0.0.1:${ports.portal}`,
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
  if (url.startsWith(portalPrefix)) return { target: upstreams.portal, path: url.slice(PORTAL_DIR.length + 1) };
  return undefined;
}
