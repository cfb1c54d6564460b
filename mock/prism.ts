/**
 * Starts and stops Stoplight Prism, one instance per OpenAPI document. Prism is started as
 * `node node_modules/.bin/prism` (never through npx, which leaves its node process behind) and stopped by
 * the PID we started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Prism's command line: this repository's, or (in the contract kit) the one installed beside the kit. */
const prismBin = (() => {
  try {
    return path.join(path.dirname(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');
  } catch {
    return path.join(root, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');
  }
})();

export interface PrismProcess {
  name: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface PrismOptions {
  name: string;
  port: number;
  /** 'mock' serves examples (or dynamic data); 'proxy' validates traffic to an upstream. */
  command: 'mock' | 'proxy';
  document: string;
  upstream?: string;
  dynamic?: boolean;
  seed?: number;
  errors?: boolean;
  quiet?: boolean;
  /** How long to wait for Prism to listen (default 60 s; a loaded machine may need more). */
  timeoutMs?: number;
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`Prism on port ${port} exited with code ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/__prism_ready_probe__`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`Prism on port ${port} did not start within ${timeoutMs} ms`);
}

export async function startPrism(options: PrismOptions): Promise<PrismProcess> {
  const args = [prismBin, options.command, '-h', '127.0.0.1', '-p', String(options.port)];
  if (options.dynamic) args.push('--dynamic');
  if (options.seed !== undefined) args.push('--seed', String(options.seed));
  if (options.errors) args.push('--errors');
  // No CORS from Prism (it reflects any Origin with credentials): the realistic mock's gateway answers only the app's own origins.
  args.push('--cors', 'false');
  args.push(path.join(root, options.document));
  if (options.upstream) args.push(options.upstream);
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[prism:${options.name}] `;
  const forward = (chunk: Buffer) => {
    if (options.quiet) return;
    for (const line of chunk.toString().split('\n')) if (line.trim()) process.stderr.write(prefix + line + '\n');
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  try {
    await waitForPort(options.port, child, options.timeoutMs);
  } catch (error) {
    // Never leave a Prism behind that did not come up in time.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    throw error;
  }
  return {
    name: options.name,
    port: options.port,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
