/**
 * Renders the production nginx configuration from deploy/nginx/ippc.conf.in and the header set of
 * deploy/headers.ts. The output, `ippc.conf.template`, keeps the deployment's settings as ${IPPC_*}: the nginx
 * image fills them from the environment at start (envsubst, deploy/Dockerfile), the test runner with
 * `fillSettings` (scripts/nginx.ts). One file for both.
 *
 *   npx tsx deploy/nginx/render.ts --out <file>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_DIR, ASSISTANT_PREFIXES } from '../../mock/config';
import { API_CSP, COMMON_HEADERS, COMPRESS_MIN_BYTES, COMPRESSED_TYPES, contentSecurityPolicy, CSP_REPORT_MAX_BYTES, CSP_REPORT_RATE_PER_MINUTE, cspDirectives, HSTS, ORIGIN_PATTERN, type ResponseKind } from '../headers';

const here = path.dirname(fileURLToPath(import.meta.url));
const SOURCE = path.join(here, 'ippc.conf.in');

/** The deployment's settings: every one must be given. */
export const SETTINGS = {
  IPPC_LISTEN: 'the port (or address:port) nginx listens on, e.g. 8080',
  IPPC_WEB_ROOT: "the folder holding the build as its subfolder 'ippc/'",
  IPPC_APP_API_URL: "the app's backend, without a trailing slash: /ippc/api/x goes to <url>/api/x, /ippc/logout to <url>/logout",
  IPPC_ASSISTANT_API_URL: "the assistant's backend (/ippc/api/assistant, /qt, /redalists, /usergroup), often the app's",
  IPPC_PORTAL_API_URL: "the portal's backend, without a trailing slash: /portal/api/x goes to <url>/api/x",
  IPPC_BASEMAP_URL: "the map's basemap, a raster tile template with {z}, {x} and {y} (its host is allowed for images), or 'none'",
  IPPC_GIS_TILE_ORIGIN: "the GIS server of the district vector tiles (e.g. https://maps.example.gv.at; allowed for requests), or 'none' when they come from the app's origin",
} as const;
export type Settings = Record<keyof typeof SETTINGS, string>;

/**
 * The app's CSP in nginx: the basemap's and the GIS server's origins come from the settings at run time
 * ($ippc_basemap_source, $ippc_gis_tile_source: a space and the origin, or nothing for 'none'), so that the
 * policy is letter for letter the Node server's.
 */
export const NGINX_APP_CSP = contentSecurityPolicy(cspDirectives(['$ippc_basemap_source'], ['$ippc_gis_tile_source'])).replace(/ (\$ippc_\w+_source)/g, '$1');

function headerLines(kind: ResponseKind, indent: string): string {
  const headers = { ...COMMON_HEADERS, 'Content-Security-Policy': kind === 'api' ? API_CSP : NGINX_APP_CSP };
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  lines.push('add_header Strict-Transport-Security $ippc_hsts always;');
  return lines.map((line, index) => (index === 0 ? line : indent + line)).join('\n');
}

function assistantLocations(indent: string): string {
  return ASSISTANT_PREFIXES.map((prefix) =>
    [
      `location /${APP_DIR}${prefix}/ {`,
      `    ${headerLines('api', `${indent}    `)}`,
      `    proxy_pass \${IPPC_ASSISTANT_API_URL}${prefix}/;`,
      '}',
    ].join(`\n${indent}`),
  ).join(`\n\n${indent}`);
}

/** The configuration with its settings still as ${IPPC_*}. */
export function renderTemplate(source = readFileSync(SOURCE, 'utf8')): string {
  const hidden = [...Object.keys(COMMON_HEADERS), 'Content-Security-Policy', 'Strict-Transport-Security'];
  return source
    .replace(/^([ \t]*)#@headers (app|api)$/gm, (_, indent: string, kind: ResponseKind) => indent + headerLines(kind, indent))
    .replace(/^([ \t]*)#@hide-security-headers$/gm, (_, indent: string) => hidden.map((name) => `${indent}proxy_hide_header ${name};`).join('\n'))
    .replace(/^([ \t]*)#@assistant-locations$/gm, (_, indent: string) => indent + assistantLocations(indent))
    .replace(/@HSTS@/g, HSTS)
    .replace(/@ORIGIN_PATTERN@/g, ORIGIN_PATTERN)
    .replace(/@COMPRESSED_TYPES@/g, COMPRESSED_TYPES.join(' '))
    .replace(/@COMPRESS_MIN_BYTES@/g, String(COMPRESS_MIN_BYTES))
    .replace(/@CSP_REPORT_RATE_PER_MINUTE@/g, String(CSP_REPORT_RATE_PER_MINUTE))
    .replace(/@CSP_REPORT_BURST@/g, String(CSP_REPORT_RATE_PER_MINUTE - 1))
    .replace(/@CSP_REPORT_MAX_BYTES@/g, String(CSP_REPORT_MAX_BYTES));
}

/** The ${IPPC_*} names the template uses. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\$\{(IPPC_[A-Z_]+)\}/g)].map((match) => match[1] ?? ''))].sort();
}

/** The template with its settings filled in, as envsubst does in the container. */
export function fillSettings(template: string, settings: Settings): string {
  return template.replace(/\$\{(IPPC_[A-Z_]+)\}/g, (_, name: string) => {
    const value = (settings as Record<string, string | undefined>)[name];
    if (value === undefined || value === '') throw new Error(`nginx configuration: setting ${name} is missing`);
    return value;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[process.argv.indexOf('--out') + 1];
  if (!process.argv.includes('--out') || !out) {
    console.error('usage: tsx deploy/nginx/render.ts --out <file>');
    process.exit(2);
  }
  writeFileSync(out, renderTemplate());
  console.log(`nginx configuration template written: ${out}`);
}
