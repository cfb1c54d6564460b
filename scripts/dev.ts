/**
 * `npm run dev`: the mocks and vite's dev server (with hot reload) in one command, and the contract's HTML
 * reference at /ippc/api-docs/ (built when missing or older than openapi/, served with its own CSP).
 */
import { createServer, type Plugin } from 'vite';
import { APP_DIR, internalPorts, ports } from '../mock/config';
import { startMocks, stopOnSignal } from '../mock/run';
import { DOCS_DIR, ensureDocs } from './docs/build';
import { DOCS_PATH, serveDocs } from './web-server';

function apiDocs(): Plugin {
  return {
    name: 'ippc-api-docs',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        serveDocs(DOCS_DIR, req, res).then(
          (served) => {
            if (!served) next();
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}

const docs = ensureDocs();
if (docs.built) console.log(`API-Dokumentation gebaut (${docs.seconds.toFixed(1)} s): ${DOCS_DIR}`);
const mocks = await startMocks();
const vite = await createServer({ plugins: [apiDocs()], server: { port: Number(process.env.DEV_PORT ?? 5173), host: '127.0.0.1' } });
await vite.listen();
console.log(`IPPC Austria (Entwicklung) läuft auf http://127.0.0.1:${vite.config.server.port}/${APP_DIR}/ (Mock: ${mocks.mode}, app :${ports.app}${mocks.mode === 'realistic' ? `, Daten :${internalPorts.data}` : ''})`);
console.log(`API-Dokumentation: http://127.0.0.1:${vite.config.server.port}${DOCS_PATH}`);
stopOnSignal(async () => {
  await vite.close();
  await mocks.stop();
});
