// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_PREFIXES } from '../mock/config';
import { API_CSP, appCspDirectives, COMMON_HEADERS, contentSecurityPolicy, cspDirectives, DEFAULT_BASEMAP_URL, mapSettings, ORIGIN_PATTERN, tileOrigin } from './headers';
import { fillSettings, NGINX_APP_CSP, placeholders, renderTemplate, SETTINGS, type Settings } from './nginx/render';

const root = path.resolve(__dirname, '..');
const template = renderTemplate();
const locations = [...template.matchAll(/^\s*location ([^{]+)\{([\s\S]*?)^\s{4}\}/gm)].map((match) => ({ path: (match[1] ?? '').trim(), body: match[2] ?? '' }));

describe('the production nginx configuration (deploy/nginx/)', () => {
  it('leaves exactly the documented settings to the deployment', () => {
    expect(placeholders(template)).toEqual(Object.keys(SETTINGS).sort());
  });

  it('refuses to render without a setting', () => {
    const settings: Settings = { IPPC_LISTEN: '8080', IPPC_WEB_ROOT: '/srv', IPPC_APP_API_URL: 'http://a', IPPC_ASSISTANT_API_URL: 'http://a', IPPC_PORTAL_API_URL: '', IPPC_BASEMAP_URL: DEFAULT_BASEMAP_URL, IPPC_GIS_TILE_ORIGIN: 'none' };
    expect(() => fillSettings(template, settings)).toThrow(/IPPC_PORTAL_API_URL is missing/);
  });

  it('sends the whole header set of deploy/headers.ts from every location, the sandbox CSP from the API ones', () => {
    expect(locations.length).toBeGreaterThan(8);
    for (const location of locations) {
      for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(location.body, `${location.path}: ${name}`).toContain(`add_header ${name} "${value}" always;`);
      const api = /\/api\/|logout/.test(location.path);
      expect(location.body, location.path).toContain(`add_header Content-Security-Policy "${api ? API_CSP : NGINX_APP_CSP}" always;`);
      expect(location.body, location.path).toContain('add_header Strict-Transport-Security $ippc_hsts always;');
    }
  });

  it("allows images from exactly the basemap's host and requests to exactly the GIS server's: the Node server's policy and nginx's at run time agree", () => {
    expect(tileOrigin(DEFAULT_BASEMAP_URL)).toBe('https://mapsneu.wien.gv.at');
    expect(tileOrigin('none')).toBeUndefined();
    expect(tileOrigin('./tiles/{z}/{x}/{y}.png')).toBeUndefined();
    expect(tileOrigin('https://Maps.example.gv.at')).toBe('https://maps.example.gv.at');
    expect(tileOrigin('http://127.0.0.1:4300/vt/{z}/{x}/{y}.pbf')).toBe('http://127.0.0.1:4300');
    // nginx's maps take the origins from the settings with the pattern of tileOrigin; filled in, the policies match.
    const maps = [...template.matchAll(/^map "\$\{(IPPC_[A-Z_]+)\}" \$(\w+) \{\n\s+"~\*\^\(\?<origin>(.+?)\)\(\?:\[\/\?#\]\|\$\)"\s+" \$origin";\n\s+default\s+"";/gm)];
    expect(maps.map((match) => [match[1], match[2], match[3]])).toEqual([
      ['IPPC_BASEMAP_URL', 'ippc_basemap_source', ORIGIN_PATTERN],
      ['IPPC_GIS_TILE_ORIGIN', 'ippc_gis_tile_source', ORIGIN_PATTERN],
    ]);
    // nginx's source: a space and the origin, or nothing.
    const source = (value: string) => {
      const origin = new RegExp(`^(${ORIGIN_PATTERN})(?:[/?#]|$)`, 'i').exec(value)?.[1];
      return origin ? ` ${origin}` : '';
    };
    const fill = (settings: { basemapUrl: string; gisTileOrigin?: string }) => NGINX_APP_CSP.replace('$ippc_basemap_source', source(settings.basemapUrl)).replace('$ippc_gis_tile_source', source(settings.gisTileOrigin ?? 'none'));
    const settings = { basemapUrl: DEFAULT_BASEMAP_URL, gisTileOrigin: 'https://maps.example.gv.at' };
    const filled = fill(settings);
    expect(filled).toBe(contentSecurityPolicy(appCspDirectives(settings)));
    expect(filled).toContain("img-src 'self' data: blob: https://mapsneu.wien.gv.at;");
    expect(filled).toContain("connect-src 'self' https://maps.example.gv.at;");
    for (const none of [{ basemapUrl: 'none' }, { basemapUrl: DEFAULT_BASEMAP_URL }]) expect(fill(none)).toBe(contentSecurityPolicy(appCspDirectives(none)));
    expect(contentSecurityPolicy(appCspDirectives({ basemapUrl: 'none' }))).toContain("img-src 'self' data: blob:; font-src 'self'; connect-src 'self';");
    expect(contentSecurityPolicy(cspDirectives([tileOrigin(DEFAULT_BASEMAP_URL)!]))).toContain("connect-src 'self';");
    // The app's map settings: nginx writes the same JSON as the Node server.
    expect(template).toContain(`return 200 '{"basemapUrl":"\${IPPC_BASEMAP_URL}","tileOrigins":[$ippc_gis_tile_origins]}';`);
    expect(template).toMatch(/map \$ippc_gis_tile_source \$ippc_gis_tile_origins \{\n\s+"~\^ \(\?<origin>\.\+\)\$"\s+'"\$origin"';\n\s+default\s+"";/);
    expect(mapSettings(settings)).toEqual({ basemapUrl: DEFAULT_BASEMAP_URL, tileOrigins: ['https://maps.example.gv.at'] });
    expect(mapSettings({ basemapUrl: 'none' })).toEqual({ basemapUrl: 'none', tileOrigins: [] });
  });

  it("proxies every API path: the app's, the assistant's and the portal's, appended to the setting's own path", () => {
    expect(template).toContain('proxy_pass ${IPPC_APP_API_URL}/api/;');
    expect(template).toContain('proxy_pass ${IPPC_PORTAL_API_URL}/api/;');
    const proxied = locations.filter((location) => location.body.includes('proxy_pass')).map((location) => location.path);
    expect(proxied).toEqual(expect.arrayContaining(['/ippc/api/', '= /ippc/logout', '/portal/api/', ...ASSISTANT_PREFIXES.map((prefix) => `/ippc${prefix}/`)]));
  });

  it('the container file builds from files that exist and sets the settings it does not leave to the deployment', () => {
    const dockerfile = readFileSync(path.join(root, 'deploy/Dockerfile'), 'utf8');
    const run = [...dockerfile.matchAll(/npx tsx (\S+)/g)].map((match) => match[1] ?? '');
    expect(run).toEqual(['deploy/nginx/render.ts']);
    for (const file of [...run, 'package.json', 'package-lock.json', 'deploy/nginx/ippc.conf.in', 'deploy/headers.ts']) expect(existsSync(path.join(root, file)), file).toBe(true);
    expect(dockerfile).toContain('/etc/nginx/templates/ippc.conf.template');
    expect(dockerfile).toMatch(/IPPC_LISTEN=8080/);
    expect(dockerfile).toMatch(/IPPC_WEB_ROOT=\/usr\/share\/nginx\/html/);
    expect(dockerfile).toContain(`IPPC_BASEMAP_URL=${DEFAULT_BASEMAP_URL} `);
    expect(dockerfile).toContain('IPPC_GIS_TILE_ORIGIN=none ');
    expect(dockerfile).toContain('COPY --from=build /app/dist /usr/share/nginx/html/ippc');
  });

  it('the README documents every setting', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    for (const name of Object.keys(SETTINGS)) expect(readme, name).toContain(name);
  });
});
