/**
 * The floor app's build (perf/floor/main.tsx), run by scripts/perf.ts:
 * `vite build --config perf/floor/vite.config.ts --outDir <dir>`. Built as the app is built: relative asset
 * URLs, react-router's production build, no module-preload polyfill (an inline script the CSP forbids).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  resolve: { alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] },
  build: { target: 'es2022', reportCompressedSize: false, modulePreload: { polyfill: false }, emptyOutDir: true },
});
