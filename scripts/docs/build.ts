/**
 * The contract as static HTML: one Redoc page per OpenAPI document (rendered by Redocly CLI's build-docs with
 * the Redoc bundle inlined) and an index page linking them, readable without network. Each document is first
 * bundled to JSON (external $refs to openapi/examples/ resolved), which is also published beside its page.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the docs are written (DOCS_DIR lets parallel runs keep their own apart). */
export const DOCS_DIR = path.resolve(root, process.env.DOCS_DIR ?? 'dist-docs');
const DOCUMENTS = ['app', 'assistant', 'portal'] as const;
export type DocumentName = (typeof DOCUMENTS)[number];

const CLI = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
const STAMP = '.inputs.sha256';
/** No telemetry (from the CLI nor from readers' browsers) and no update check: the build needs no network. */
const CLI_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

export interface DocumentInfo {
  name: DocumentName;
  title: string;
  version: string;
  operationIds: string[];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** A hash of everything the output depends on: the contract with its examples, the renderer and this script. */
function inputsHash(): string {
  const hash = createHash('sha256');
  const inputs = [...filesUnder(path.join(root, 'openapi')), path.join(root, 'node_modules/@redocly/cli/package.json'), fileURLToPath(import.meta.url)];
  for (const file of inputs) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

export function upToDate(dir = DOCS_DIR): boolean {
  const stamp = path.join(dir, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === inputsHash() && DOCUMENTS.every((name) => existsSync(path.join(dir, `${name}.html`)));
}

/** Runs Redocly CLI quietly (it prints banners); its output is shown when it fails. */
function redocly(args: string[]): void {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd: root, env: CLI_ENV, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`${result.stdout}${result.stderr}`);
    throw new Error(`docs: redocly ${args[0]} failed (${result.error?.message ?? `exit ${result.status}`})`);
  }
}

/** The operationIds written in a document's source (independent of the renderer, for the check). */
export function sourceOperationIds(name: DocumentName): string[] {
  const text = readFileSync(path.join(root, 'openapi', `${name}.yaml`), 'utf8');
  return [...text.matchAll(/^\s*operationId:\s*['"]?([\w.-]+)['"]?\s*$/gm)].map((match) => match[1] ?? '');
}

function documentInfo(name: DocumentName, bundled: string): DocumentInfo {
  const definition = JSON.parse(readFileSync(bundled, 'utf8')) as { info: { title: string; version: string } };
  return { name, title: definition.info.title, version: definition.info.version, operationIds: sourceOperationIds(name) };
}

const LOGO_URLS = ['https://cdn.redoc.ly/redoc/logo-mini-full.svg', 'https://cdn.redoc.ly/redoc/logo-mini.svg'];
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="16" viewBox="0 0 40 16"><text x="0" y="12" font-family="sans-serif" font-size="12" font-weight="600" fill="#0044d4">Redoc</text></svg>',
)}`;

/**
 * Makes a build-docs page load nothing from the network and run under a CSP without eval or workers:
 * - the sidebar's Redocly logo, an image from Redocly's CDN, becomes an inline SVG;
 * - Worker is removed before Redoc starts: its search index probes for a worker with `Function(...)` (eval),
 *   and builds the index on the main thread when there is no Worker;
 * - an empty icon, so the browser asks for no /favicon.ico.
 * Throws when the page no longer looks as expected (a new Redoc), so a change is noticed, not shipped.
 */
export function makeOffline(html: string): string {
  let out = html;
  for (const url of LOGO_URLS) {
    const count = out.split(url).length - 1;
    if (count !== 1) throw new Error(`docs: expected the Redoc logo URL ${url} once in the page, found it ${count} times`);
    out = out.replace(url, LOGO);
  }
  const moduleScript = '<script type="module">';
  if (!out.includes(moduleScript)) throw new Error('docs: the Redoc bundle (an inline module script) is missing from the page');
  out = out.replace(moduleScript, `<script>delete globalThis.Worker;</script>\n    ${moduleScript}`);
  if (!out.includes('</title>')) throw new Error('docs: the page has no <title>');
  out = out.replace('</title>', '</title>\n  <link rel="icon" href="data:," />');
  return out;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function indexPage(documents: DocumentInfo[]): string {
  const items = documents
    .map(
      (doc) =>
        `    <li><a href="./${doc.name}.html">${escapeHtml(doc.title)}</a> <span class="version">Version ${escapeHtml(doc.version)}</span>` +
        ` · ${doc.operationIds.length} operations · <code>openapi/${doc.name}.yaml</code> (<a href="./${doc.name}.json">bundled JSON</a>)</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <link rel="icon" href="data:," />
  <title>IPPC Austria – API reference</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #1a1a1a; }
    li { margin: 0.5rem 0; }
    .version { color: #555; }
  </style>
</head>
<body>
  <main>
    <h1>IPPC Austria – API reference</h1>
    <p>The OpenAPI documents of the contract, rendered with Redoc.</p>
    <ul>
${items}
    </ul>
  </main>
</body>
</html>
`;
}

/** Builds the docs into dir (replacing what was there). Returns the documents it rendered. */
export function buildDocs(dir = DOCS_DIR): DocumentInfo[] {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const hash = inputsHash();
  redocly(['bundle', ...DOCUMENTS.map((name) => `openapi/${name}.yaml`), '--ext', 'json', '--output', dir]);
  const documents = DOCUMENTS.map((name) => {
    const bundled = path.join(dir, `${name}.json`);
    const page = path.join(dir, `${name}.html`);
    redocly(['build-docs', bundled, '--inlineBundle', '--output', page]);
    writeFileSync(page, makeOffline(readFileSync(page, 'utf8')));
    return documentInfo(name, bundled);
  });
  writeFileSync(path.join(dir, 'index.html'), indexPage(documents));
  writeFileSync(path.join(dir, STAMP), hash);
  return documents;
}

/** Builds the docs unless they are up to date with their inputs. */
export function ensureDocs(dir = DOCS_DIR): { built: boolean; seconds: number } {
  const started = Date.now();
  if (upToDate(dir)) return { built: false, seconds: 0 };
  buildDocs(dir);
  return { built: true, seconds: (Date.now() - started) / 1000 };
}

/** The OpenAPI definition a build-docs page carries (inlined for Redoc), or undefined. */
function pageDefinition(html: string): { info?: { title?: string; version?: string }; paths?: Record<string, Record<string, unknown>> } | undefined {
  const match = /const __redoc_definition = (\{.*\});\n/.exec(html);
  if (!match?.[1]) return undefined;
  try {
    return JSON.parse(match[1]) as ReturnType<typeof pageDefinition>;
  } catch {
    return undefined;
  }
}

/** Resources a page would load from the network: absolute URLs in resource tags, CSS, and image sources in scripts. */
export function networkReferences(html: string): string[] {
  const found: string[] = [];
  const absolute = /^\s*(https?:)?\/\//i;
  for (const tag of html.matchAll(/<(script|link|img|iframe|frame|source|video|audio|embed|object|track|input)\b[^>]*>/gi)) {
    for (const attr of tag[0].matchAll(/\b(src|href|srcset|data|poster)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
      const value = attr[3] ?? attr[4] ?? attr[5] ?? '';
      if (absolute.test(value)) found.push(`<${tag[1]} ${attr[1]}="${value}">`);
    }
  }
  for (const style of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    for (const ref of (style[1] ?? '').matchAll(/(url\(\s*['"]?|@import\s+['"]?)((https?:)?\/\/[^'")\s]+)/gi)) found.push(`CSS ${ref[2]}`);
  }
  for (const script of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const ref of (script[1] ?? '').matchAll(/\b(src|href)\s*:[^,;{}]{0,40}?[`'"]((https?:)?\/\/[^`'"]+)[`'"]/g)) {
      // Links a reader may follow are fine (href on an <a>); images and scripts set from code are not.
      if (ref[1] === 'src') found.push(`script sets src ${ref[2]}`);
    }
  }
  return found;
}

/** What is wrong with one document's page (empty when fine). */
export function checkPage(html: string, doc: Pick<DocumentInfo, 'title' | 'version' | 'operationIds'>): string[] {
  const problems: string[] = [];
  if (!html.includes(`<title>${doc.title}</title>`)) problems.push(`the title "${doc.title}" is not the page's <title>`);
  const definition = pageDefinition(html);
  if (!definition) return [...problems, 'the page carries no OpenAPI definition'];
  if (definition.info?.title !== doc.title) problems.push(`the definition's title is "${definition.info?.title}", not "${doc.title}"`);
  if (definition.info?.version !== doc.version) problems.push(`the definition's version is "${definition.info?.version}", not "${doc.version}"`);
  const operationIds = new Set(
    Object.values(definition.paths ?? {}).flatMap((item) => Object.values(item).map((operation) => (operation as { operationId?: string } | null)?.operationId)),
  );
  const missing = doc.operationIds.filter((id) => !operationIds.has(id));
  if (missing.length > 0) problems.push(`operations missing: ${missing.join(', ')}`);
  if (doc.operationIds.length === 0) problems.push('the source has no operationId');
  const unresolved = [...JSON.stringify(definition).matchAll(/"\$ref":"((?!#)[^"]*)"/g)].map((match) => match[1]);
  if (unresolved.length > 0) problems.push(`external $refs left unresolved: ${[...new Set(unresolved)].slice(0, 5).join(', ')}`);
  for (const reference of networkReferences(html)) problems.push(`loads from the network: ${reference}`);
  return problems;
}

/** Checks the built docs in dir against the sources: every page, its title, operations and no network. */
export function checkDocs(dir = DOCS_DIR): string[] {
  const problems: string[] = [];
  const indexFile = path.join(dir, 'index.html');
  const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (!index) problems.push('index.html is missing');
  for (const name of DOCUMENTS) {
    const bundled = path.join(dir, `${name}.json`);
    const page = path.join(dir, `${name}.html`);
    if (!existsSync(bundled) || !existsSync(page)) {
      problems.push(`${name}: ${name}.json or ${name}.html is missing`);
      continue;
    }
    const doc = documentInfo(name, bundled);
    problems.push(...checkPage(readFileSync(page, 'utf8'), doc).map((problem) => `${name}.html: ${problem}`));
    if (index && !(index.includes(`href="./${name}.html"`) && index.includes(escapeHtml(doc.title)) && index.includes(`Version ${escapeHtml(doc.version)}`))) {
      problems.push(`index.html: no link to ${name}.html with its title and version`);
    }
  }
  if (index) problems.push(...networkReferences(index).map((reference) => `index.html: loads from the network: ${reference}`));
  return problems;
}

/** Total size of the files in dir, in bytes. */
export function sizeOf(dir = DOCS_DIR): number {
  return filesUnder(dir).reduce((sum, file) => sum + statSync(file).size, 0);
}
