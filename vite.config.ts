import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { APP_DIR, ASSISTANT_PREFIXES, DIST_DIR, localUpstreams, PORTAL_DIR } from './mock/config.ts';
import { API_CSP, COMMON_HEADERS, devContentSecurityPolicy, MAP_SETTINGS_PATH, mapSettings } from './deploy/headers.ts';

const upstreams = localUpstreams();
/** The API's security headers replace the upstream's on every proxied answer, as in production. */
const apiHeaders: ProxyOptions['configure'] = (server) => {
  server.on('proxyRes', (response) => {
    for (const [name, value] of Object.entries({ ...COMMON_HEADERS, 'Content-Security-Policy': API_CSP })) response.headers[name.toLowerCase()] = value;
  });
};
/**
 * The CMS pages' code (the article view, its preparation, the sanitizer with DOMPurify) as one chunk: split
 * automatically it was three files fetched one after another's discovery on a first visit of a CMS page.
 */
const cmsGroup = { name: 'cms', test: /[\\/]src[\\/]components[\\/](CmsContent\.tsx|sanitize\.ts|cms[\\/][^\\/]+\.(ts|css))$|[\\/]node_modules[\\/]dompurify[\\/]/ };
const responseSchemas = { name: 'response-schemas', test: /[\\/]generated[\\/](app|portal)[\\/]zod[\\/]/ };
const stripApp = (path: string) => path.slice(APP_DIR.length + 1);
const proxy: Record<string, ProxyOptions> = {
  ...Object.fromEntries(
    ASSISTANT_PREFIXES.map((prefix) => [`/${APP_DIR}${prefix}`, { target: upstreams.assistant, rewrite: stripApp, configure: apiHeaders }]),
  ),
  [`/${APP_DIR}/api`]: { target: upstreams.app, rewrite: stripApp, configure: apiHeaders },
  [`/${PORTAL_DIR}/api`]: { target: upstreams.portal, rewrite: (path) => path.slice(PORTAL_DIR.length + 1), configure: apiHeaders },
  // The realistic mock's dev endpoints (outside the contract) go straight to its data server.
  [`/${APP_DIR}/__mock`]: { target: upstreams.mock ?? upstreams.app, rewrite: stripApp },
};

/**
 * The first-page preload (src/firstPage.ts) is an entry of its own, loaded by a script tag of its own in
 * index.html: as a second script of the HTML, vite would merge it into the app's entry, which runs only
 * once all the app's code has loaded, too late to start the page's chunk early.
 */
function firstPageEntry(): Plugin {
  return {
    name: 'ippc-first-page-entry',
    apply: 'build',
    // Every module the app's entry imports statically: they form one chunk ('app', see codeSplitting), so
    // that the page chunks import their shared code from it and not from the entry (loading the entry would
    // start the app). Only the page loaders (pages.ts, paths.ts), the worker's start (api/validationWorker.ts,
    // with the worker's URL), the early reads (api/earlyReads.ts and the small modules it and pages.ts import) and vite's preload helper stay apart: the preload imports them and must not wait for the app's code.
    buildEnd() {
      initialModules.clear();
      const entry = [...this.getModuleIds()].find((id) => APP_ENTRY.test(id));
      for (const id of staticClosure(entry ? [entry] : [], (id) => this.getModuleInfo(id)?.importedIds ?? [])) initialModules.add(id);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.filename.endsWith('index.html')) return html;
        const entry = Object.values(context.bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === 'firstPage');
        if (!entry) throw new Error('vite.config.ts: the firstPage entry is missing from the bundle');
        // The app's chunk at low priority: module scripts never block the first paint (the static header of
        // index.html), so the browser fetches the stylesheet that does first. Lighthouse's simulation, which
        // cannot see that a module script does not block, otherwise counts the 100 kB chunk into the first paint.
        const app = Object.values(context.bundle).find((output) => output.type === 'chunk' && output.name === 'app');
        const appLink = `<link rel="modulepreload" crossorigin href="./${app?.fileName ?? ''}">`;
        if (!app || !html.includes(appLink)) throw new Error('vite.config.ts: the modulepreload link of the app chunk is missing from index.html');
        return {
          html: html.replace(appLink, appLink.replace('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"')),
          tags: [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `./${entry.fileName}` }, injectTo: 'head' }],
        };
      },
    },
  };
}

/** The modules reachable from `start` through static imports (the start modules included), entering only those `follow` accepts. */
function staticClosure(start: Iterable<string>, importsOf: (id: string) => readonly string[], follow: (id: string) => boolean = () => true): Set<string> {
  const reached = new Set(start);
  const queue = [...reached];
  while (queue.length > 0) {
    for (const dependency of importsOf(queue.pop() ?? '')) {
      if (reached.has(dependency) || !follow(dependency)) continue;
      reached.add(dependency);
      queue.push(dependency);
    }
  }
  return reached;
}

/** The app's entry module. */
const APP_ENTRY = /[\\/]src[\\/]main\.tsx$/;
const initialModules = new Set<string>();
/** What the first-page preload runs (its entry aside), with vite's preload helper: one chunk of its own (firstPageGroup). */
const FIRST_PAGE_MODULES = /[\\/]src[\\/](app[\\/](pages|paths)\.ts|state[\\/]register[\\/]searchRequest\.ts|api[\\/]((cmsPages|earlyReads|settings|xsrf|validationWorker)\.ts|validation\.worker\.ts\?worker&url))$|preload-helper/;
/** The app's entry, and what the first-page preload runs, stay out of the app's chunk. */
const keptApart = (id: string) => APP_ENTRY.test(id) || FIRST_PAGE_MODULES.test(id);
/**
 * The app's chunk: the modules of its entry, and the page kit's stylesheets. Every page loads the kit, so its
 * styles in the app's stylesheet (the one index.html links) cost no page a byte it does not load anyway and
 * save every first visit a stylesheet request beside the app's code (they follow the app's styles, as the kit's
 * stylesheet did). The kit's code stays a chunk of its own: in the app's chunk it would count against the
 * initial JavaScript's budget (141 of 130 kB gzip), though it shortened the simulated LCP. The form fields'
 * styles join it too (0.6 kB brotli): the register's filter bar shows a field on its first render and the
 * app's own dialogs have forms, so apart they were a stylesheet of their own on the register's first load.
 */
const FORM_STYLES = /[\\/]src[\\/]components[\\/]form[\\/]form\.css$/;
const appGroup = { name: 'app', test: (id: string) => (initialModules.has(id) && !keptApart(id)) || (kitModules.has(id) && /\.css$/.test(id)) || FORM_STYLES.test(id) };
/** What the first-page preload runs, with vite's preload helper, as one chunk (the app's chunk imports parts of it, such as the settings). */
const firstPageGroup = { name: 'first-page', test: FIRST_PAGE_MODULES };
/**
 * The page kit: the modules below the features (components, messages, api, state, the generated API hooks)
 * that two or more pages use, as one chunk (its styles go into the app's stylesheet, appGroup). Left to
 * automatic splitting they were a dozen chunks of a few hundred bytes each, and a page's first load queued
 * them on the browser's six connections per host (HTTP/1.1): the register waited for 20 requests before its
 * first search rendered (LCP). Counted per page (a feature folder, with the modules it imports statically), so
 * that what only one page and its lazy parts use stays with that page; a module that leads to a large library
 * (DOMPurify, floating-ui, leaflet, the form and schema libraries) stays out, and so does a module over 6 kB (its
 * code without comments: a generated client's file opens with the API's description) that not every page uses,
 * so the kit never makes a page load much it does not use. What the kit's modules import joins it (a page loading
 * the kit loads that anyway), so the kit loads no small chunks of its own.
 */
const HEAVY_LIBRARIES = /[\\/]node_modules[\\/](dompurify|@floating-ui|leaflet|supercluster|topojson-client|react-hook-form|@hookform|zod)[\\/]/;
const KIT_CANDIDATE = /[\\/]src[\\/](components|messages|api|state)[\\/]|[\\/]generated[\\/]app[\\/]hooks[\\/]/;
const KIT_SMALL_MODULE = 6144;
const kitModules = new Set<string>();
/** A module's code without its block comments, to weigh what it adds to a chunk. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '');
/** Computes which modules form the page kit and each page's own chunk, for the groups below. */
function pageChunks(): Plugin {
  return {
    name: 'ippc-page-chunks',
    apply: 'build',
    buildEnd() {
      kitModules.clear();
      const info = (id: string) => this.getModuleInfo(id);
      const importsOf = (id: string) => info(id)?.importedIds ?? [];
      const pagesModule = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]app[\\/]pages\.ts$/.test(id));
      const pageEntries = pagesModule ? (info(pagesModule)?.dynamicallyImportedIds ?? []) : [];
      // Which features' pages reach a module through static imports.
      const usedBy = new Map<string, Set<string>>();
      for (const entry of pageEntries) {
        const feature = /[\\/]features[\\/]([^\\/]+)[\\/]/.exec(entry)?.[1] ?? entry;
        for (const id of staticClosure([entry], importsOf)) {
          if (!usedBy.has(id)) usedBy.set(id, new Set());
          usedBy.get(id)?.add(feature);
        }
      }
      const allFeatures = new Set([...usedBy.values()].flatMap((features) => [...features]));
      const heavy = new Map<string, boolean>();
      const leadsToHeavy = (id: string, path: Set<string>): boolean => {
        if (HEAVY_LIBRARIES.test(id)) return true;
        const known = heavy.get(id);
        if (known !== undefined) return known;
        if (path.has(id) || /[\\/]node_modules[\\/]/.test(id)) return false;
        path.add(id);
        const result = (info(id)?.importedIds ?? []).some((dependency) => leadsToHeavy(dependency, path));
        path.delete(id);
        heavy.set(id, result);
        return result;
      };
      for (const [id, features] of usedBy) {
        // A larger module joins only when every page uses it: no page loads kilobytes it does not use.
        const small = withoutComments(info(id)?.code ?? '').length <= KIT_SMALL_MODULE || features.size === allFeatures.size;
        if (features.size >= 2 && small && KIT_CANDIDATE.test(id) && !initialModules.has(id) && !leadsToHeavy(id, new Set())) kitModules.add(id);
      }
      // What the kit's modules import, every page that loads the kit loads too: in the kit, not in chunks of its own.
      const joining = staticClosure(kitModules, importsOf, (id) => !initialModules.has(id) && !leadsToHeavy(id, new Set()));
      for (const id of joining) kitModules.add(id);

      // Each page's own chunk (pageOwnChunk): what the page imports statically that only the page can reach.
      pageModules.clear();
      const entries = new Set(pageEntries);
      // What a start can load: its static imports and its lazy parts, but not another page that it imports lazily.
      const loadable = (id: string) => [...importsOf(id), ...(info(id)?.dynamicallyImportedIds ?? []).filter((lazy) => !entries.has(lazy))];
      const appEntry = [...this.getModuleIds()].find((id) => APP_ENTRY.test(id));
      // How many of the starts (the app and each page) can load a module.
      const reachedBy = new Map<string, number>();
      for (const start of [...(appEntry ? [appEntry] : []), ...pageEntries]) {
        for (const id of staticClosure([start], loadable)) reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
      }
      const elsewhere = (id: string) => initialModules.has(id) || FIRST_PAGE_MODULES.test(id) || kitModules.has(id) || entries.has(id) || /[\\/]node_modules[\\/]/.test(id);
      for (const entry of pageEntries) {
        for (const id of staticClosure([entry], importsOf, (id) => !elsewhere(id))) if (reachedBy.get(id) === 1) pageModules.set(id, entry);
      }
    },
  };
}
const pageKit = { name: 'page-kit', test: (id: string) => kitModules.has(id) };
const pageModules = new Map<string, string>();
/**
 * A page's own chunk: the modules its first render imports that neither another page nor the app's own
 * lazy parts can reach, in the page's chunk. Left to automatic splitting, a module that the page and one of
 * its lazy parts (a dialog, a panel) share became a chunk of its own: one request more, and its stylesheet
 * another, on the page's first load (the register's dropdown list, which its place search and its filter
 * panel's fields share). The page's lazy parts import it from the page's chunk, which is loaded by then.
 */
const pageOwnChunk = { name: (id: string) => path.basename(pageModules.get(id) ?? id).replace(/\.[jt]sx?$/, ''), test: (id: string) => pageModules.has(id) };

/** `npm run dev` sends the production header set too, with the dev server's CSP allowances (deploy/headers.ts). */
function devSecurityHeaders(): Plugin {
  return {
    name: 'ippc-dev-security-headers',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries({ ...COMMON_HEADERS, 'Content-Security-Policy': devContentSecurityPolicy() })) res.setHeader(name, value);
        // The map's deployment settings, as the production web servers hand them out.
        if (req.url?.split('?')[0] === MAP_SETTINGS_PATH) {
          res.setHeader('Content-Type', 'application/json');
          return void res.end(JSON.stringify(mapSettings()));
        }
        next();
      });
    },
  };
}

/**
 * Source maps are written hidden (no sourceMappingURL comment) and moved out of the output into
 * `<outDir>-sourcemaps/`, a build artefact for decoding stack traces that is never deployed.
 */
function hiddenSourceMaps(): Plugin {
  let outDir = '';
  return {
    name: 'ippc-hidden-source-maps',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const mapsDir = `${outDir}-sourcemaps`;
      rmSync(mapsDir, { recursive: true, force: true });
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
        const from = path.join(entry.parentPath, entry.name);
        const to = path.join(mapsDir, path.relative(outDir, from));
        mkdirSync(path.dirname(to), { recursive: true });
        renameSync(from, to);
      }
    },
  };
}

/**
 * `vite build` builds the app alone; `vite build --mode gallery` builds the UI kit's component gallery
 * (ui-kit.html) into a folder of its own, `<DIST_DIR>-gallery/`, for its e2e journeys: never deployed.
 */
export default defineConfig(({ command, mode }) => ({
  // Relative asset URLs in the build: the app works from whatever directory it is deployed in.
  base: command === 'build' ? './' : `/${APP_DIR}/`,
  plugins: [react(), firstPageEntry(), pageChunks(), devSecurityHeaders(), hiddenSourceMaps()],
  // react-router's package.json points every bundler at its development build (dev warnings and checks,
  // remix-run/react-router#12532); the build takes its production build, as react and react-dom do.
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] } : {},
  server: { proxy, strictPort: true },
  // The response-validation worker (src/api/validation.worker.ts), an ES module worker, as one file: its code,
  // zod and every response schema (the assistant's too, ~7 kB gzip that few pages use).
  // Split, the worker asked for zod and the schemas only once its own script had come, one round trip more
  // before the first response could be checked and shown (measured with applied throttling, README).
  worker: {
    format: 'es',
    rolldownOptions: {
      output: {
        codeSplitting: false,
      },
    },
  },
  // No module-preload polyfill: it is an inline script, which the Content-Security-Policy forbids.
  build: {
    outDir: mode === 'gallery' ? `${DIST_DIR}-gallery` : DIST_DIR,
    target: 'es2022',
    sourcemap: 'hidden',
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
    // The first-page preload is a second entry (firstPageEntry above); the gallery has a build of its own.
    rollupOptions: {
      input: (mode === 'gallery' ? { 'ui-kit': 'ui-kit.html' } : { main: 'index.html', firstPage: 'src/firstPage.ts' }) as Record<string, string>,
      // The response schemas of the app and the portal as one lazy chunk: a page reads several tags at once,
      // and one request for them beats eight on an HTTP/1.1 connection limit (LCP). The
      // assistant's schemas stay apart (used by few pages). The pages' shared small modules: pageKit.
      output: mode === 'gallery' ? {} : { codeSplitting: { includeDependenciesRecursively: false, groups: [appGroup, firstPageGroup, responseSchemas, pageKit, cmsGroup, pageOwnChunk] } },
    },
  },
}));
