/**
 * Serves the production build in dist/ under /ippc/ and forwards the app's API calls (/ippc/api/...) and
 * the portal's (/portal/api/...) to their upstreams: the mocks by default, a real backend when given.
 */
import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, createGzip, gzipSync } from 'node:zlib';
import { APP_DIR, routeApi, type Upstreams } from '../mock/config';
import { appCspDirectives, COMPRESS_MIN_BYTES, COMPRESSED_TYPES, contentSecurityPolicy, CSP_REPORT_MAX_BYTES, CSP_REPORT_PATH, CSP_REPORT_RATE_PER_MINUTE, MAP_SETTINGS_PATH, mapDeploySettings, mapSettings, securityHeaders, viaHttps, type MapDeploySettings } from '../deploy/headers';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * CSP violations reported by browsers since the server started: the first CSP_REPORTS_KEPT are kept, all are
 * counted. GET lists them for the e2e suite's audit; this is the dev and test server only, the production
 * configuration (deploy/nginx/) accepts reports and never lists them.
 */
const CSP_REPORTS_KEPT = 100;
const cspReports: unknown[] = [];
let cspReportCount = 0;
const cspReportTimes = new Map<string, number[]>();

/** True when this client sent fewer than CSP_REPORT_RATE_PER_MINUTE reports in the last minute. */
function withinReportRate(client: string, now = Date.now()): boolean {
  const recent = (cspReportTimes.get(client) ?? []).filter((time) => now - time < 60_000);
  const allowed = recent.length < CSP_REPORT_RATE_PER_MINUTE;
  if (allowed) recent.push(now);
  cspReportTimes.set(client, recent);
  return allowed;
}

function handleCspReport(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'GET') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ count: cspReportCount, reports: cspReports }));
    return;
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { Allow: 'GET, POST' });
    res.end();
    return;
  }
  if (Number(req.headers['content-length'] ?? 0) > CSP_REPORT_MAX_BYTES) {
    res.writeHead(413, { Connection: 'close' });
    res.end();
    req.destroy();
    return;
  }
  if (!withinReportRate(req.socket.remoteAddress ?? '')) {
    res.writeHead(429, { 'Retry-After': '60' });
    res.end();
    req.resume();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= CSP_REPORT_MAX_BYTES) chunks.push(chunk);
    else if (!res.headersSent) {
      res.writeHead(413, { Connection: 'close' });
      res.end();
      req.destroy();
    }
  });
  req.on('end', () => {
    if (res.headersSent) return;
    const text = Buffer.concat(chunks).toString('utf8');
    let report: unknown = text;
    try {
      report = JSON.parse(text) as unknown;
    } catch {
      // keep the raw text
    }
    cspReportCount += 1;
    if (cspReports.length < CSP_REPORTS_KEPT) cspReports.push(report);
    console.warn(`CSP violation reported: ${text.slice(0, 2000)}`);
    res.writeHead(204);
    res.end();
  });
}

/** A request or response that broke the contract, as Prism's validating proxy reported it. */
export interface ContractViolation {
  method: string;
  path: string;
  status: number;
  violations: { location?: string[]; code?: string; message?: string }[];
}

type ViolationListener = (violation: ContractViolation) => void;

function violationsFrom(header: string | string[] | undefined, body: string, contentType: string): ContractViolation['violations'] {
  if (typeof header === 'string' && header) {
    try {
      return JSON.parse(header) as ContractViolation['violations'];
    } catch {
      return [{ message: header }];
    }
  }
  if (contentType.includes('problem+json')) {
    try {
      const problem = JSON.parse(body) as { validation?: ContractViolation['violations'] };
      return problem.validation ?? [];
    } catch {
      return [];
    }
  }
  return [];
}

/** Whether an upstream's answer goes out gzipped, as nginx's gzip_proxied does it: text of the compressed types, not already encoded, from the minimum size on. */
function gzipProxied(req: IncomingMessage, headers: IncomingMessage['headers']): boolean {
  const type = String(headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const length = headers['content-length'] === undefined ? Infinity : Number(headers['content-length']);
  return (
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
    headers['content-encoding'] === undefined &&
    (COMPRESSED_TYPES as readonly string[]).includes(type) &&
    length >= COMPRESS_MIN_BYTES
  );
}

/**
 * The upstream URL of a forwarded path: the path and query appended to the target's own path, as nginx's
 * `proxy_pass <url>/api/` does (`http://backend/ippc` + `/api/env?x=1` = `http://backend/ippc/api/env?x=1`),
 * with one slash between them however the target ends.
 */
export function upstreamUrl(target: string, targetPath: string): URL {
  const base = new URL(target);
  const [pathname = '', query] = targetPath.split(/\?(.*)/s, 2);
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/${pathname.replace(/^\/+/, '')}`;
  base.search = query === undefined ? '' : `?${query}`;
  return base;
}

function proxy(req: IncomingMessage, res: ServerResponse, target: string, targetPath: string, onViolation?: ViolationListener): void {
  // The API's headers on every answer, the upstream's own and this server's errors alike: its own security
  // headers give way (a CMS page's HTML must run nothing when opened directly).
  const apiHeaders = securityHeaders('api', viaHttps(false, req.headers['x-forwarded-proto']));
  for (const [name, value] of Object.entries(apiHeaders)) res.setHeader(name, value);
  const url = upstreamUrl(target, targetPath);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(
    url,
    // A fresh connection per request: a reused keep-alive socket that the upstream closes at that moment fails
    // the request (ECONNRESET, then 502) at random.
    { method: req.method, headers: { ...req.headers, host: url.host }, agent: false },
    (upstreamResponse) => {
      const gzip = gzipProxied(req, upstreamResponse.headers);
      const headers = { ...upstreamResponse.headers, ...apiHeaders };
      if (gzip) {
        delete headers['content-length'];
        headers['content-encoding'] = 'gzip';
        headers.vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
      }
      res.writeHead(upstreamResponse.statusCode ?? 502, headers);
      if (!onViolation) return void (gzip ? upstreamResponse.pipe(createGzip({ level: 6 })) : upstreamResponse).pipe(res);
      const chunks: Buffer[] = [];
      upstreamResponse.on('data', (chunk: Buffer) => chunks.push(chunk));
      upstreamResponse.on('end', () => {
        const body = Buffer.concat(chunks);
        res.end(gzip ? gzipSync(body, { level: 6 }) : body);
        const violations = violationsFrom(upstreamResponse.headers['sl-violations'], body.toString('utf8'), String(upstreamResponse.headers['content-type'] ?? ''));
        if (violations.length > 0) {
          onViolation({ method: req.method ?? 'GET', path: targetPath, status: upstreamResponse.statusCode ?? 0, violations });
        }
      });
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ status: 502, error: 'bad_gateway', message: `Upstream nicht erreichbar: ${error.message}` }));
  });
  req.pipe(upstream);
}

/** Text files are sent compressed, as any production web server does (brotli, else gzip), compressed once per file version. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);
const compressed = new Map<string, Buffer>();

function encodingFor(req: IncomingMessage | undefined, ext: string, size: number): 'br' | 'gzip' | undefined {
  if (!req || !COMPRESSIBLE.has(ext) || size < 1024) return undefined;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

function compress(file: string, mtimeMs: number, body: Buffer, encoding: 'br' | 'gzip', quality = 11): Buffer {
  const key = `${encoding}:${file}:${mtimeMs}`;
  let out = compressed.get(key);
  if (!out) {
    out =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipSync(body, { level: 9 });
    compressed.set(key, out);
  }
  return out;
}

/** Where the component gallery's build is served by the dev and test server. */
const GALLERY_PATH = `/${APP_DIR}/ui-kit/`;

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Nicht gefunden');
}

/**
 * A file of the build at `relative` ('/assets/x.js'); any other path gets the app's index.html (the SPA
 * fallback), except below /assets/, where a missing file is a 404.
 */
async function serveStatic(distDir: string, relative: string, res: ServerResponse, req?: IncomingMessage): Promise<void> {
  const name = decodeURIComponent(relative).replace(/^\/+/, '') || 'index.html';
  const file = path.join(distDir, path.normalize(name).replace(/^(\.\.[/\\])+/, ''));
  const safe = file.startsWith(distDir) ? file : path.join(distDir, 'index.html');
  let target = safe;
  const isFile = await stat(target).then((info) => info.isFile(), () => false);
  if (!isFile) {
    if (name.startsWith('assets/')) return notFound(res);
    target = path.join(distDir, 'index.html');
  }
  const [raw, info] = await Promise.all([readFile(target), stat(target)]);
  const ext = path.extname(target);
  const immutable = target.includes(`${path.sep}assets${path.sep}`);
  const encoding = encodingFor(req, ext, raw.length);
  const body = encoding ? compress(target, info.mtimeMs, raw, encoding) : raw;
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...(COMPRESSIBLE.has(ext) ? { Vary: 'Accept-Encoding' } : {}),
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(body);
}

/** Where the contract's HTML reference (scripts/docs/build.ts) is served. */
export const DOCS_PATH = `/${APP_DIR}/api-docs/`;

/** SHA-256 sources of a page's inline scripts, for its CSP. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[0].slice(0, match[0].indexOf('>'))))
    .map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
}

/**
 * The CSP of the docs pages, their own and as strict as Redoc allows: scripts only the page's own inline
 * scripts by hash (the Redoc bundle and the definition are inlined, nothing from elsewhere, no eval),
 * inline styles (Redoc's styled-components write <style> elements and style attributes at run time),
 * images and fonts only inline (data:), no requests (connect-src 'none'), no workers,
 * frames, plugins, forms or <base>. No Trusted Types: Redoc writes its rendered Markdown with innerHTML.
 */
export function docsContentSecurityPolicy(html: string): string {
  const hashes = inlineScriptHashes(html);
  return contentSecurityPolicy({
    'default-src': ["'none'"],
    'script-src': hashes.length > 0 ? hashes : ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ['data:'],
    'font-src': ['data:'],
    'connect-src': ["'none'"],
    'worker-src': ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
    'report-uri': [CSP_REPORT_PATH],
  });
}

const docsPolicies = new Map<string, string>();

/**
 * Serves the docs in docsDir under DOCS_PATH (index.html, one page and one bundled JSON per document), each
 * HTML page with its own CSP. Returns false for other paths. Used by `npm start` and `npm run dev`.
 */
export async function serveDocs(docsDir: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
  if (urlPath === DOCS_PATH.slice(0, -1)) {
    res.writeHead(302, { Location: DOCS_PATH });
    res.end();
    return true;
  }
  if (!urlPath.startsWith(DOCS_PATH)) return false;
  const name = decodeURIComponent(urlPath.slice(DOCS_PATH.length)) || 'index.html';
  const ext = path.extname(name);
  const file = path.join(docsDir, name);
  const found = /^[\w-]+\.(html|json)$/.test(name) && (await stat(file).catch(() => undefined))?.isFile();
  if (!found) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Nicht gefunden (npm run docs baut die API-Dokumentation)');
    return true;
  }
  const [raw, info] = await Promise.all([readFile(file), stat(file)]);
  let policy: string | undefined;
  if (ext === '.html') {
    const key = `${file}:${info.mtimeMs}`;
    policy = docsPolicies.get(key) ?? docsContentSecurityPolicy(raw.toString('utf8'));
    docsPolicies.set(key, policy);
  }
  const encoding = encodingFor(req, ext, raw.length);
  // The pages are megabytes (the Redoc bundle inlined): a fast brotli level, compressed once per version.
  const body = encoding ? compress(file, info.mtimeMs, raw, encoding, 5) : raw;
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    Vary: 'Accept-Encoding',
    'Cache-Control': 'no-cache',
    ...(policy ? { 'Content-Security-Policy': policy } : {}),
  });
  res.end(body);
  return true;
}

export function startWebServer(options: {
  distDir: string;
  /** The contract's HTML reference, served under DOCS_PATH. */
  docsDir?: string;
  port: number;
  host?: string;
  upstreams: Upstreams;
  onViolation?: ViolationListener;
  /** The component gallery's own build (`vite build --mode gallery`), served under GALLERY_PATH; never part of dist/. */
  galleryDir?: string;
  /** The map's deployment settings (basemap, GIS tile host), which feed the app's CSP; default: this process's environment. */
  map?: MapDeploySettings;
}): Promise<Server> {
  const map = options.map ?? mapDeploySettings();
  const appPolicy = contentSecurityPolicy(appCspDirectives(map));
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    // Every response carries the app's security headers; API answers and the docs pages replace the CSP with their own.
    for (const [name, value] of Object.entries(securityHeaders('app', viaHttps(false, req.headers['x-forwarded-proto']), appPolicy))) res.setHeader(name, value);
    if (!decodable(pathname)) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Ungültige Adresse');
    }
    const fail = (error: unknown) => {
      console.error(error);
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Interner Fehler');
    };
    if (pathname === CSP_REPORT_PATH) return handleCspReport(req, res);
    if (pathname === MAP_SETTINGS_PATH) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      return res.end(JSON.stringify(mapSettings(map)));
    }
    const api = routeApi(url, options.upstreams);
    if (api) return proxy(req, res, api.target, api.path, options.onViolation);
    if (pathname === '/' || pathname === `/${APP_DIR}`) {
      res.writeHead(302, { Location: `/${APP_DIR}/` });
      return res.end();
    }
    const docsDir = options.docsDir;
    if (docsDir && (pathname.startsWith(DOCS_PATH) || pathname === DOCS_PATH.slice(0, -1))) {
      serveDocs(docsDir, req, res).catch(fail);
      return;
    }
    const galleryDir = options.galleryDir;
    if (galleryDir && pathname.startsWith(GALLERY_PATH)) {
      serveStatic(galleryDir, pathname.slice(GALLERY_PATH.length - 1), res, req).catch(fail);
      return;
    }
    if (pathname.startsWith(`/${APP_DIR}/`)) {
      serveStatic(options.distDir, pathname.slice(APP_DIR.length + 1), res, req).catch(fail);
      return;
    }
    notFound(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
