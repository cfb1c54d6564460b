/**
 * The development backends. MOCK_MODE selects them:
 *  - realistic (default): the data server of mock/server/ (search, details, settings, tasks… from the
 *    deterministic dataset, per visitor) behind Prism's validating proxy (`prism proxy --errors`);
 *  - examples: Prism serves the named examples of openapi/*.yaml;
 *  - dynamic: Prism generates random data valid against the contract, from MOCK_SEED (default 1).
 * `tsx mock/run.ts` starts them and keeps them running until Ctrl+C.
 */
import { internalPorts, ports } from './config';
import { startPrism, type PrismProcess } from './prism';
import { startRealisticMock } from './server';

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
  try {
    for (const [name, port] of [['app', ports.app], ['assistant', ports.assistant], ['portal', ports.portal]] as const) {
      started.push(await startPrism({ name, port, command: 'mock', document: `openapi/${name}.yaml`, dynamic, seed, quiet: options.quiet }));
    }
  } catch (error) {
    await Promise.all(started.map((p) => p.stop()));
    throw error;
  }
  return { mode, stop: async () => void (await Promise.all(started.map((p) => p.stop()))) };
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
