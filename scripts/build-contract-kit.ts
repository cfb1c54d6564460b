/**
 * `npm run kit:build`: the contract kit in packages/contract-kit/, a package of its own that a backend team
 * installs without this repository. The verifier (scripts/contract-verify.ts with its behaviour checks) is
 * bundled into dist/cli.mjs with its libraries (yaml, fast-check); the three documents and their examples are
 * copied beside it; Prism is its one dependency. `npm pack` in packages/contract-kit/ then makes the tarball.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kit = path.join(root, 'packages', 'contract-kit');

rmSync(path.join(kit, 'dist'), { recursive: true, force: true });
rmSync(path.join(kit, 'openapi'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'scripts', 'contract-verify.ts')],
  outfile: path.join(kit, 'dist', 'cli.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['@stoplight/prism-cli'],
  banner: { js: "#!/usr/bin/env node\nimport { createRequire as __kitRequire } from 'node:module';\nconst require = __kitRequire(import.meta.url);" },
  logLevel: 'warning',
});
mkdirSync(path.join(kit, 'openapi'), { recursive: true });
for (const name of ['app.yaml', 'assistant.yaml', 'portal.yaml', 'examples']) cpSync(path.join(root, 'openapi', name), path.join(kit, 'openapi', name), { recursive: true });
// The kit's version is the app document's: the contract it verifies.
const version = /^\s{2}version:\s*(\S+)/m.exec(readFileSync(path.join(root, 'openapi', 'app.yaml'), 'utf8'))![1]!;
const manifest = JSON.parse(readFileSync(path.join(kit, 'package.json'), 'utf8')) as { version: string };
if (manifest.version !== version) writeFileSync(path.join(kit, 'package.json'), `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
console.log(`kit:build: packages/contract-kit (contract ${version}): dist/cli.mjs and openapi/`);
