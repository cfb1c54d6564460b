/**
 * The development backends. MOCK_MODE selects them:
 *  - realistic (default): the data server of mock/server/ (search, details, settings, tasks… from the
 *    deterministic dataset, per visitor) behind Prism's validating proxy (`prism proxy --errors`);
 *  - examples: Prism serves the named examples of openapi/*.yaml;
 *  - dynamic: Prism generates random data valid against the contract, from MOCK_SEED (default 1).
 * In every mode the gateway (mock/server/gateway.ts) holds the public ports and answers a request the
 * contract does not allow with the contract's ErrorBody.
 * `tsx mock/run.ts` starts them and keeps them running until Ctrl+C.
 */
import type { Server } from 'node:http';
import { internalPorts, ports } from './config';
import { startPrism, type PrismProcess } from './prism';
import { startRealisticMock } from './server';
import { BinaryStash, startGateway } from './server/gateway';

export const MOCK_MODES = ['realistic', 'examples', 'dynamic'] as const;
export type MockMode = (typeof MOCK_MODES)[number];

export function mockModeFromEnv(): MockMode {
  const mode = process.env.MOCK_MODE ?? 'realistic';
  if (!(MOCK_MODES as readonly string[]).includes(mode)) {
    throw new Error(`MOCK_MODE must be realistic, examples or dynamic, not "${mode}"`);
  }
  return mode as MockMode;
}

export interface RunningMocks {
  mode: MockMode;
  stop(): Promise<void>;
}

export async function startMocks(mode: MockMode = mockModeFromEnv(), options: { quiet?: boolean } = {}): Promise<RunningMocks> {
  if (mode === 'realistic') {
    const mock = await startRealisticMock({ quiet: options.quiet || process.env.MOCK_VERBOSE !== '1' });
    return { mode, stop: mock.stop };
  }
  const dynamic = mode === 'dynamic';
  const seed = dynamic ? Number(process.env.MOCK_SEED ?? 1) : undefined;
  const started: PrismProcess[] = [];
  const gateways: Server[] = [];
  const stop = async () => {
    await Promise.all(gateways.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    await Promise.all(started.map((p) => p.stop()));
  };
  const stash = new BinaryStash();
  try {
    for (const [name, port, prismPort] of [
      ['app', ports.app, internalPorts.proxyApp],
      ['assistant', ports.assistant, internalPorts.proxyAssistant],
      ['portal', ports.portal, internalPorts.proxyPortal],
    ] as const) {
      started.push(await startPrism({ name, port: prismPort, command: 'mock', document: `openapi/${name}.yaml`, dynamic, seed, quiet: options.quiet }));
      gateways.push(await startGateway({ name, port, proxyPort: prismPort, stash }));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { mode, stop };
}

/** Stops the given processes on Ctrl+C or SIGTERM, then exits. */
export function stopOnSignal(stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void stop().finally(() => process.exit(0));
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mocks = await startMocks();
  console.log(`Mock (${mocks.mode}) läuft: app :${ports.app}, assistant :${ports.assistant}, portal :${ports.portal}${mocks.mode === 'realistic' ? `, Daten :${internalPorts.data}` : ''}`);
  stopOnSignal(mocks.stop);
}
