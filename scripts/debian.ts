/**
 * Installs a Debian package the test runner needs (the browser, the web server) when it runs as root with
 * apt, as CI does on a fresh machine. Returns the first of `binaries` that exists afterwards.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export const firstExisting = (paths: readonly string[]) => paths.find((candidate) => existsSync(candidate));

export function installDebianPackage(name: string, binaries: readonly string[], options: { noRecommends?: boolean; env?: NodeJS.ProcessEnv } = {}): string | undefined {
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) return undefined;
  console.error(`Kein ${name} gefunden: installiere Debians Paket ${name} (apt-get) …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', ...options.env };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...(options.noRecommends ? ['--no-install-recommends'] : []), name], { stdio: 'inherit', env });
  return firstExisting(binaries);
}
