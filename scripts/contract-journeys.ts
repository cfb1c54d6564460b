/**
 * `npm run contract:verify -- --journeys …`: the e2e journeys in Chromium through Prism's validating proxy
 * (`prism proxy --errors`) in front of the given backend; fails with a list of every request or response
 * that broke the contract. Needs a production build (made when missing) and a browser. With `mock` it
 * verifies the project's realistic mock through the mock's own proxies.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APP_DIR, DIST_DIR, localUpstreams, type Upstreams } from '../mock/config';
import { root, startPrism, type PrismProcess } from '../mock/prism';
import { startMocks, type RunningMocks } from '../mock/run';
import { findTestBrowser } from './browser';
import { startWebServer, type ContractViolation } from './web-server';

export interface JourneyOptions {
  app?: string;
  portal?: string;
  assistant?: string;
  mock: boolean;
  grep?: string;
  port: number;
}

/** Runs the journeys; resolves to the exit code. */
export async function runJourneys(values: JourneyOptions): Promise<number> {
  const webPort = values.port;
  const proxyPorts = { app: webPort + 1, assistant: webPort + 2, portal: webPort + 3 };

  if (!existsSync(path.resolve(root, DIST_DIR, 'index.html'))) {
    spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  }

  let mocks: RunningMocks | undefined;
  const proxies: PrismProcess[] = [];
  const violations: ContractViolation[] = [];
  let exitCode = 1;
  try {
    const upstreams = { app: values.app ?? '', assistant: values.assistant ?? values.app ?? '', portal: values.portal ?? '' };
    let webUpstreams: Upstreams = {
      app: `http://127.0.0.1:${proxyPorts.app}`,
      assistant: `http://127.0.0.1:${proxyPorts.assistant}`,
      portal: `http://127.0.0.1:${proxyPorts.portal}`,
    };
    if (values.mock) {
      // The realistic mock answers through `prism proxy --errors` already (a second proxy would garble its
      // binary downloads); the web server collects what that proxy reports.
      mocks = await startMocks('realistic', { quiet: true });
      webUpstreams = localUpstreams();
    } else {
      for (const name of ['app', 'assistant', 'portal'] as const) {
        proxies.push(
          await startPrism({ name: `${name}-proxy`, port: proxyPorts[name], command: 'proxy', document: `openapi/${name}.yaml`, upstream: upstreams[name], errors: true, quiet: true }),
        );
      }
    }
    const server = await startWebServer({
      distDir: path.resolve(root, DIST_DIR),
      port: webPort,
      upstreams: webUpstreams,
      onViolation: (violation) => violations.push(violation),
    });
    const browser = await findTestBrowser();
    const args = ['test', '--reporter=line'];
    if (values.grep) args.push('--grep', values.grep);
    // Asynchronous on purpose: the web server and the violation recorder run in this process.
    const run = await new Promise<{ status: number | null }>((resolve) => {
      const child = spawn(path.join(root, 'node_modules', '.bin', 'playwright'), args, {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, CHROMIUM_PATH: browser, PORT: String(webPort), E2E_EXTERNAL_SERVER: '1', E2E_CONTRACT_RUN: '1' },
      });
      child.on('exit', (status) => resolve({ status }));
    });
    server.close();

    const unique = new Map<string, ContractViolation>();
    for (const v of violations) unique.set(`${v.method} ${v.path.split('?')[0]} ${JSON.stringify(v.violations)}`, v);
    const total = [...unique.values()].reduce((sum, v) => sum + v.violations.length, 0);
    console.log(`\ncontract:verify: ${total} violation(s) of openapi/ found (journeys ${run.status === 0 ? 'passed' : 'failed'}).`);
    for (const v of unique.values()) {
      for (const item of v.violations) {
        console.log(`- ${v.method} ${v.path.split('?')[0]} → ${v.status}: ${(item.location ?? []).join('.')} ${item.message ?? item.code ?? ''}`);
      }
    }
    exitCode = unique.size === 0 ? 0 : 1;
    if (values.mock && run.status !== 0) exitCode = 1;
  } finally {
    await Promise.all(proxies.map((p) => p.stop()));
    await mocks?.stop();
  }
  console.log(`App: /${APP_DIR}/ on port ${webPort}`);
  return exitCode;
}
