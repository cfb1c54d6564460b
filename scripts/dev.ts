/** `npm run dev`: the mocks and vite's dev server (with hot reload) in one command. */
import { createServer } from 'vite';
import { APP_DIR, internalPorts, ports } from '../mock/config';
import { startMocks, stopOnSignal } from '../mock/run';

const mocks = await startMocks();
const vite = await createServer({ server: { port: Number(process.env.DEV_PORT ?? 5173), host: '127.0.0.1' } });
await vite.listen();
console.log(`IPPC Austria (Entwicklung) läuft auf http://127.0.0.1:${vite.config.server.port}/${APP_DIR}/ (Mock: ${mocks.mode}, app :${ports.app}${mocks.mode === 'realistic' ? `, Daten :${internalPorts.data}` : ''})`);
stopOnSignal(async () => {
  await vite.close();
  await mocks.stop();
});
