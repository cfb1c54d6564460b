/**
 * The floor app (perf/floor/: React, react-router and TanStack Query showing the register's first 20 rows), the
 * yardstick of the perf scripts' LCP ratio: built every time (under a second) into a folder of its own, which
 * the caller serves like the app (the same headers, the same mock) and removes when done.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../../mock/prism';

/** The floor's one page: the register's first load without the app. */
export const FLOOR = { name: 'floor (React)', hash: '#/installations' };

/** Builds the floor app; returns its folder. */
export function buildFloor(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ippc-floor-'));
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--config', 'perf/floor/vite.config.ts', '--outDir', dir, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  return dir;
}
