/**
 * `npm run gen:check`: fails with a readable diff when generated/ does not match openapi/.
 * It regenerates into the working tree, compares with what was there, and puts the original back, so
 * running it never changes your files.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generated = path.join(root, 'generated');
const backup = path.join(mkdtempSync(path.join(tmpdir(), 'ippc-gen-check-')), 'generated');

if (existsSync(generated)) cpSync(generated, backup, { recursive: true });
let failed = false;
try {
  execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/gen.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const diff = spawnSync('git', ['diff', '--no-index', '--stat', '--', existsSync(backup) ? backup : '/dev/null', generated], { encoding: 'utf8' });
  if (diff.status !== 0) {
    failed = true;
    const full = spawnSync('git', ['diff', '--no-index', '--', backup, generated], { encoding: 'utf8' });
    console.error('gen:check: generated/ does not match openapi/. Run `npm run gen` and commit the result.\n');
    console.error(full.stdout.split('\n').slice(0, 200).join('\n'));
    console.error(diff.stdout);
  }
} finally {
  rmSync(generated, { recursive: true, force: true });
  if (existsSync(backup)) cpSync(backup, generated, { recursive: true });
  rmSync(path.dirname(backup), { recursive: true, force: true });
}
if (failed) process.exit(1);
console.log('gen:check: generated/ matches openapi/.');
