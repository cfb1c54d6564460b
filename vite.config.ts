import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { APP_DIR, ASSISTANT_PREFIXES, DIST_DIR, localUpstreams, PORTAL_DIR } from './mock/config.ts';

const upstreams = localUpstreams();
const responseSchemas = { name: 'response-schemas', test: /[\\/]generated[\\/](app|portal)[\\/]zod[\\/]/ };
const stripApp = (path: string) => path.slice(APP_DIR.length + 1);
const proxy: Record<string, ProxyOptions> = {
  ...Object.fromEntries(
    ASSISTANT_PREFIXES.map((prefix) => [`/${APP_DIR}${prefix}`, { target: upstreams.assistant, rewrite: stripApp }]),
  ),
  [`/${APP_DIR}/api`]: { target: upstreams.app, rewrite: stripApp },
  [`/${PORTAL_DIR}/api`]: { target: upstreams.portal, rewrite: (path) => path.slice(PORTAL_DIR.length + 1) },
  // The realistic mock's dev endpoints (outside the contract) go straight to its data server.
  [`/${APP_DIR}/__mock`]: { target: upstreams.mock ?? upstreams.app, rewrite: stripApp },
};

export default defineConfig(({ command }) => ({
  // Relative asset URLs in the build: the app works from whatever directory it is deployed in.
  base: command === 'build' ? './' : `/${APP_DIR}/`,
  plugins: [react()],
  // react-router's package.json points every bundler at its development build (dev warnings and checks,
  // remix-run/react-router#12532); the build takes its production build, as react and react-dom do.
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] } : {},
  server: { proxy, strictPort: true },
  // The response-validation worker (src/api/validation.worker.ts), an ES module worker: its entry, then one
  // chunk with zod and the app and portal schemas (the assistant's apart, used by few pages).
  worker: {
    format: 'es',
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'response-schemas', test: /[\\/](generated[\\/](app|portal)[\\/]zod|node_modules[\\/]zod)[\\/]/ }] } },
    },
  },
  // No module-preload polyfill: it is an inline script, which the Content-Security-Policy forbids.
  build: {
    outDir: DIST_DIR,
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
    // The UI kit's component gallery is a second entry (ui-kit.html), never loaded by the app.
    rollupOptions: {
      input: { main: 'index.html', 'ui-kit': 'ui-kit.html' },
      // The response schemas of the app and the portal as one lazy chunk: a page reads several tags at once,
      // and one request for them beats eight on an HTTP/1.1 connection limit (issue 9, LCP). The
      // assistant's schemas stay apart (used by few pages).
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [responseSchemas] } },
    },
  },
}));
