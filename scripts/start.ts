/**
 * `npm start`: builds the app for production, starts the mocks and serves the build with the API behind
 * it at http://127.0.0.1:4173/ippc/ (PORT overrides), and the contract's HTML reference at /ippc/api-docs/
 * (built by scripts/docs/build.ts when missing or older than openapi/), and the component gallery's build at
 * /ippc/ui-kit/ when there is one (`vite build --mode gallery`). `--skip-build` reuses dist/ (used by the e2e run).
 * The mock is the realistic one (mock/server/) unless MOCK_MODE says otherwise.
 * APP_API_URL / ASSISTANT_API_URL / PORTAL_API_URL point it at a real backend instead of the mocks (the
 * forwarded path appended to the URL's own path, as nginx does); IPPC_GIS_TILE_ORIGIN and IPPC_BASEMAP_URL are
 * the map's tile hosts, allowed by the CSP (deploy/headers.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APP_DIR, DIST_DIR, localUpstreams, ports } from '../mock/config';
import { root } from '../mock/prism';
import { startMocks, stopOnSignal } from '../mock/run';
import { DOCS_DIR, ensureDocs } from './docs/build';
import { DOCS_PATH, startWebServer } from './web-server';

const skipBuild = process.argv.includes('--skip-build');
if (!skipBuild) {
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
}

const docs = ensureDocs();
if (docs.built) console.log(`API-Dokumentation gebaut (${docs.seconds.toFixed(1)} s): ${DOCS_DIR}`);

const realBackend = process.env.APP_API_URL !== undefined;
const mocks = realBackend ? undefined : await startMocks(undefined, { quiet: process.env.MOCK_QUIET === '1' });
const local = localUpstreams();
const upstreams = {
  app: process.env.APP_API_URL ?? local.app,
  assistant: process.env.ASSISTANT_API_URL ?? process.env.APP_API_URL ?? local.assistant,
  portal: process.env.PORTAL_API_URL ?? local.portal,
  // The realistic mock's dev endpoints (/ippc/__mock/...), only when it runs.
  mock: mocks?.mode === 'realistic' ? local.mock : undefined,
};
const galleryDir = path.resolve(root, `${DIST_DIR}-gallery`);
const server = await startWebServer({ distDir: path.resolve(root, DIST_DIR), docsDir: DOCS_DIR, port: ports.web, upstreams, galleryDir: existsSync(galleryDir) ? galleryDir : undefined });
console.log(`IPPC Austria läuft auf http://127.0.0.1:${ports.web}/${APP_DIR}/ (${mocks ? `Mock: ${mocks.mode}` : `Backend: ${upstreams.app}`})`);
console.log(`API-Dokumentation: http://127.0.0.1:${ports.web}${DOCS_PATH}`);
if (upstreams.mock) console.log(`Besucher:in und Umgebung wechseln: http://127.0.0.1:${ports.web}/${APP_DIR}/__mock/visitor?visitor=owner&environment=TEST`);
stopOnSignal(async () => {
  server.close();
  await mocks?.stop();
});
