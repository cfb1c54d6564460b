// Local ESLint rule `ippc/no-import-cycle`: a module may not reach itself again through its relative
// imports (static imports and re-exports; dynamic import() and type-only imports do not count, they do not
// run at load time). The graph is read from the files' text, resolved like TypeScript's bundler resolution
// (.ts, .tsx, index files), and cached per file modification time. Written in-house: no native resolver.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
// `import … from '…'`, `import '…'`, `export … from '…'`, except `import type` / `export type`.
const STATIC_IMPORT = /^\s*(?:import|export)(?!\s+type[\s{])(?:[^'";]*?\bfrom)?\s*['"](\.[^'"]+)['"]/gm;

const cache = new Map();

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next extension
    }
  }
  return undefined;
}

function parseImports(file, text) {
  const imports = [];
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const resolved = resolve(file, match[1]);
    if (resolved && /\.tsx?$/.test(resolved)) imports.push(resolved);
  }
  return imports;
}

/** The resolved relative static imports of a file on disk. */
function importsOf(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached && cached.mtime === mtime) return cached.imports;
  const imports = parseImports(file, readFileSync(file, 'utf8'));
  cache.set(file, { mtime, imports });
  return imports;
}

/** A shortest chain of imports from `start` (whose imports are `own`) back to `start`, or undefined. */
function findCycle(start, own) {
  const read = (file) => (file === start ? own : importsOf(file));
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of read(current)) {
      if (next === start) {
        const chain = [start];
        for (let at = current; at !== start; at = previous.get(at)) chain.splice(1, 0, at);
        return [...chain, start];
      }
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the modules of src/.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!/\.tsx?$/.test(file)) return {};
    const root = context.cwd ?? process.cwd();
    return {
      Program(node) {
        const cycle = findCycle(file, parseImports(file, context.sourceCode.text));
        if (!cycle) return;
        const chain = cycle.map((f) => path.relative(root, f).split(path.sep).join('/')).join(' → ');
        context.report({ node, message: `Import cycle: ${chain}. Move what both sides need into a module of its own.` });
      },
    };
  },
};
