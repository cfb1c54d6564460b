/**
 * The production web server for the tests: nginx with the rendered deploy/nginx configuration in front of the
 * build and the mocks, as an unprivileged process with its own prefix in a temp folder (no system service),
 * stopped by its PID.
 *
 *   npx tsx scripts/nginx.ts           the mocks and nginx on NGINX_PORT (default PORT + 5), until Ctrl+C
 *   npx tsx scripts/nginx.ts --check   `nginx -t` of the rendered configuration
 *
 * nginx comes from Debian's package (installed here when running as root with apt, as the browser is).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_DIR, DIST_DIR, localUpstreams, ports } from '../mock/config';
import { basemapUrl, gisTileOrigin } from '../deploy/headers';
import { fillSettings, renderTemplate, type Settings } from '../deploy/nginx/render';
import { firstExisting, installDebianPackage, isRoot } from './debian';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX_PORT = ports.nginx;
const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

export function findNginx(options: { install: boolean } = { install: true }): string {
  // Only the binary is needed: RUNLEVEL=1 keeps the package's scripts from starting its system service.
  const found = firstExisting(CANDIDATES) ?? (options.install ? installDebianPackage('nginx-light', CANDIDATES, { noRecommends: true, env: { RUNLEVEL: '1' } }) : undefined);
  if (found) return found;
  throw new Error("No nginx for the production web-server tests. Install Debian's package (`sudo apt-get install nginx-light`) or run the tests as root with apt.");
}

/** The unprivileged account nginx runs as when started by root. */
function nobody(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return { uid: Number(uid ?? 65534), gid: Number(gid ?? 65534) };
}

function chownTree(dir: string, uid: number, gid: number): void {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir, { recursive: true })) chownSync(path.join(dir, String(entry)), uid, gid);
}

export interface NginxServer {
  port: number;
  prefix: string;
  config: string;
  pid: number;
  stop: () => Promise<void>;
}

/** The prefix folder: the main configuration wrapping the rendered one, the build under html/ippc/, logs and temp files. */
function preparePrefix(settings: Omit<Settings, 'IPPC_WEB_ROOT'>, distDir: string): { prefix: string; mainConfig: string } {
  const prefix = mkdtempSync(path.join(tmpdir(), 'ippc-nginx-'));
  const webRoot = path.join(prefix, 'html');
  cpSync(distDir, path.join(webRoot, APP_DIR), { recursive: true });
  for (const dir of ['conf.d', 'logs', 'temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi']) mkdirSync(path.join(prefix, dir), { recursive: true });
  writeFileSync(path.join(prefix, 'conf.d', 'ippc.conf'), fillSettings(renderTemplate(), { ...settings, IPPC_WEB_ROOT: webRoot }));
  const mainConfig = path.join(prefix, 'nginx.conf');
  writeFileSync(
    mainConfig,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${prefix}/logs/access.log;
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
    include ${prefix}/conf.d/ippc.conf;
}
`,
  );
  if (isRoot()) {
    const { uid, gid } = nobody();
    chownTree(prefix, uid, gid);
  }
  return { prefix, mainConfig };
}

function spawnOptions() {
  return isRoot() ? nobody() : {};
}

/** The settings for the local mocks and this process's map settings (IPPC_BASEMAP_URL, IPPC_GIS_TILE_ORIGIN). */
function defaultSettings(port: number): Omit<Settings, 'IPPC_WEB_ROOT'> {
  const local = localUpstreams();
  return {
    IPPC_LISTEN: `127.0.0.1:${port}`,
    IPPC_APP_API_URL: local.app,
    IPPC_ASSISTANT_API_URL: local.assistant,
    IPPC_PORTAL_API_URL: local.portal,
    IPPC_BASEMAP_URL: basemapUrl(),
    IPPC_GIS_TILE_ORIGIN: gisTileOrigin() ?? 'none',
  };
}

/** `nginx -t` of the rendered configuration; throws with nginx's message when it is invalid. */
export function checkConfig(distDir = path.resolve(root, DIST_DIR), port = NGINX_PORT): string {
  const nginx = findNginx();
  const { prefix, mainConfig } = preparePrefix(defaultSettings(port), existsSync(distDir) ? distDir : path.join(root, 'deploy'));
  try {
    return execFileSync(nginx, ['-t', '-p', prefix, '-c', mainConfig, '-e', path.join(prefix, 'logs/error.log')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions() });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`nginx -t failed:\n${stderr}`, { cause: error });
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}

async function untilListening(port: number, child: ChildProcess, prefix: string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 20_000) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}: ${readFileSync(path.join(prefix, 'logs/error.log'), 'utf8')}`);
    try {
      await fetch(`http://127.0.0.1:${port}/${APP_DIR}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not listen on ${port} within 20 s`);
}

/** nginx serving `distDir` under /ippc/ with the API at the given settings (default: the local mocks). */
export async function startNginx(options: { distDir?: string; port?: number; settings?: Partial<Omit<Settings, 'IPPC_WEB_ROOT' | 'IPPC_LISTEN'>> } = {}): Promise<NginxServer> {
  const nginx = findNginx();
  const port = options.port ?? NGINX_PORT;
  const { prefix, mainConfig } = preparePrefix({ ...defaultSettings(port), ...options.settings }, options.distDir ?? path.resolve(root, DIST_DIR));
  const child = spawn(nginx, ['-p', prefix, '-c', mainConfig, '-e', path.join(prefix, 'logs/error.log')], { stdio: 'inherit', ...spawnOptions() });
  try {
    await untilListening(port, child, prefix);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    prefix,
    config: path.join(prefix, 'conf.d', 'ippc.conf'),
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(prefix, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        // SIGQUIT: a graceful stop of the master and its worker.
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    try {
      process.stdout.write(checkConfig());
      console.log('nginx -t: the rendered configuration is valid');
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  } else {
    const { startMocks, stopOnSignal } = await import('../mock/run');
    const mocks = await startMocks(undefined, { quiet: process.env.MOCK_QUIET === '1' });
    const server = await startNginx();
    console.log(`IPPC Austria hinter nginx: http://127.0.0.1:${server.port}/${APP_DIR}/ (PID ${server.pid}, Konfiguration ${server.config})`);
    stopOnSignal(async () => {
      await server.stop();
      await mocks.stop();
    });
  }
}
