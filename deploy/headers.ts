/**
 * The security headers of every response, in one place: read by the Node web server (`npm start`,
 * scripts/web-server.ts), by vite's dev server (`npm run dev`, with the dev-only allowances below) and by
 * the renderer of the production nginx configuration (deploy/nginx/render.ts).
 */
import { APP_DIR } from '../mock/config';

/** Where browsers report Content-Security-Policy violations (POST). */
export const CSP_REPORT_PATH = `/${APP_DIR}/__csp-report`;

/** A CSP report larger than this is refused (413); browsers send a few hundred bytes. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** Reports accepted per client and minute; more are refused (429). */
export const CSP_REPORT_RATE_PER_MINUTE = 60;

export type CspDirectives = Record<string, string[]>;

/**
 * The map's basemap: a raster tile template ({z}, {x}, {y}) of basemap.at (geoland.at, CC BY 4.0), its grey
 * variant, which keeps the boundaries and markers drawn over it readable. The deployment's setting
 * IPPC_BASEMAP_URL replaces it (a template of another tile server, or `none` for no basemap).
 */
export const DEFAULT_BASEMAP_URL = 'https://mapsneu.wien.gv.at/basemap/bmapgrau/normal/google3857/{z}/{y}/{x}.png';

/** Where the app reads the map's deployment settings (JSON `{"basemapUrl": …, "tileOrigins": […]}`), served by the web server itself. */
export const MAP_SETTINGS_PATH = `/${APP_DIR}/map-settings.json`;

/** The basemap template of this process: IPPC_BASEMAP_URL, else the default. */
export function basemapUrl(env: Record<string, string | undefined> = process.env): string {
  return env.IPPC_BASEMAP_URL?.trim() || DEFAULT_BASEMAP_URL;
}

/** An http(s) origin at the start of a URL setting (also nginx's pattern for the same settings, deploy/nginx/). */
export const ORIGIN_PATTERN = 'https?://[^/?#{}\\s]+';

/**
 * The origin of a URL or tile template (an https or http URL: scheme, host and port), lower-cased; none for
 * `none`, an empty or a relative value, which need no host in the policy.
 */
export function tileOrigin(value: string): string | undefined {
  const match = new RegExp(`^(${ORIGIN_PATTERN})(?:[/?#]|$)`, 'i').exec(value.trim());
  return match?.[1]?.toLowerCase();
}

/**
 * The host of the GIS server's district vector tiles, whose URL template the backend's GIS configuration
 * names (GET /api/config/gisBezirkeVtUrl): IPPC_GIS_TILE_ORIGIN, an origin such as https://maps.example.gv.at
 * (a template there gives its origin too); `none` or unset when the tiles come from the app's own origin.
 */
export function gisTileOrigin(env: Record<string, string | undefined> = process.env): string | undefined {
  return tileOrigin(env.IPPC_GIS_TILE_ORIGIN ?? '');
}

/** The map's deployment settings: the basemap's template and the host the district tiles may come from. */
export interface MapDeploySettings {
  basemapUrl: string;
  gisTileOrigin?: string;
}

/** The settings of this process's environment. */
export function mapDeploySettings(env: Record<string, string | undefined> = process.env): MapDeploySettings {
  return { basemapUrl: basemapUrl(env), gisTileOrigin: gisTileOrigin(env) };
}

/**
 * The map settings the web server hands the app: the basemap and the origins the page's policy allows the
 * district tiles from besides its own (the app warns once, and draws the bundled boundaries instead, when
 * the configured tile URL is elsewhere).
 */
export function mapSettings(settings: MapDeploySettings = mapDeploySettings()): { basemapUrl: string; tileOrigins: string[] } {
  return { basemapUrl: settings.basemapUrl, tileOrigins: settings.gisTileOrigin ? [settings.gisTileOrigin] : [] };
}

/**
 * The Content-Security-Policy of the app's HTML. Scripts only from the app's own files (no inline script, no
 * eval: zod runs jitless, vite's inline module-preload polyfill is off), no plugins, no <base>, no framing,
 * no inline styles (the CMS sanitizer drops style attributes and <style>), and Trusted Types required for
 * the DOM's HTML sinks: the only policies allowed are the CMS renderer's ('ippc-cms', src/components/sanitize.ts)
 * and the one that admits the validation worker's script ('ippc-validation', src/api/responseValidation.ts).
 * Violations are reported with report-uri, which Chromium sends at once (report-to batches them and,
 * when both are given, replaces report-uri). Images also from the basemap's tile server, requests also to
 * the GIS server of the district vector tiles, no other host.
 */
export function cspDirectives(basemapHosts: readonly string[], tileHosts: readonly string[] = []): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...basemapHosts],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...tileHosts],
    'media-src': ["'self'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': ['ippc-cms', 'ippc-validation'],
    'report-uri': [CSP_REPORT_PATH],
  };
}

/** The app's policy for these map settings. */
export function appCspDirectives(settings: MapDeploySettings = mapDeploySettings()): CspDirectives {
  const present = (origin: string | undefined): origin is string => origin !== undefined;
  return cspDirectives([tileOrigin(settings.basemapUrl)].filter(present), [settings.gisTileOrigin].filter(present));
}

/** The policy of this process, with the hosts of its map settings. */
export const CSP_DIRECTIVES: CspDirectives = appCspDirectives();

export function contentSecurityPolicy(directives: CspDirectives = CSP_DIRECTIVES): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * The app's policy under vite's dev server, loosened only where the dev server needs it: the React Refresh
 * preamble is an inline script in index.html, vite injects each CSS module as a <style> element, and its
 * client talks to the server over a WebSocket. Trusted Types stay required. Never served by a build.
 */
export function devContentSecurityPolicy(): string {
  return contentSecurityPolicy({
    ...CSP_DIRECTIVES,
    'script-src': ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': [...(CSP_DIRECTIVES['connect-src'] ?? []), 'ws:', 'wss:'],
  });
}

/**
 * An API response (JSON, a CMS page's HTML, a download) opened directly in the browser runs nothing: a
 * sandbox with an opaque origin, no resource allowed, never framed.
 */
export const API_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

/** Sent with every response: documents, assets, API answers, redirects and errors. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
};

/**
 * HTTP Strict Transport Security, sent only on a request that reached the site over HTTPS: TLS ended at this
 * server, or at the platform's proxy in front of it (X-Forwarded-Proto: https). Browsers ignore it over HTTP.
 */
/**
 * What both web servers compress on the way out (nginx with gzip, the Node server with gzip too): text of
 * these media types from this size on, the API's JSON answers included.
 */
export const COMPRESSED_TYPES = ['text/css', 'application/javascript', 'text/javascript', 'application/json', 'image/svg+xml', 'text/plain'] as const;
export const COMPRESS_MIN_BYTES = 1024;

export const HSTS = 'max-age=31536000; includeSubDomains';

/** 'api': the backends' answers (/ippc/api/..., /portal/api/..., logout); 'app': everything else the server sends. */
export type ResponseKind = 'app' | 'api';

/** The headers of a response of this kind; `https` as HSTS says; the app's policy that of this process unless given. */
export function securityHeaders(kind: ResponseKind, https = false, appPolicy = contentSecurityPolicy()): Record<string, string> {
  return {
    ...COMMON_HEADERS,
    'Content-Security-Policy': kind === 'api' ? API_CSP : appPolicy,
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Whether a request came over HTTPS, by the socket or the TLS-ending proxy's X-Forwarded-Proto. */
export function viaHttps(encrypted: boolean, forwardedProto: string | string[] | undefined): boolean {
  const proto = Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto;
  return encrypted || proto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
