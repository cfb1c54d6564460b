/**
 * The development backends. MOCK_MODE selects them:
 *  - examples (default for now): Prism serves the named examples of openapi/*.yaml;
 *  - dynamic: Prism generates random data valid against the contract, from MOCK_SEED (default 1).
 * `tsx mock/run.ts` starts them and keeps them running until Ctrl+C.
 */
import { ports } from './config';
import { startPrism, type PrismProcess } from './prism';

export type MockMode = 'examples' | 'dynamic';

export function mockModeFromEnv(): MockMode {
  const mode = process.env.MOCK_MODE ?? 'examples';
  if (mode !== 'examples' && mode !== 'dynamic') {
    throw new Error(`MOCK_MODE must be examples or dynamic, not "${mode}"`);
  }
  return mode;
}

export interface RunningMocks {
  mode: MockMode;
  stop(): Promise<void>;
}

export async function startMocks(mode: MockMode = mockModeFromEnv(), options: { quiet?: boolean } = {}): Promise<RunningMocks> {
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
  console.log(`Mock (${mocks.mode}) läuft: app :${ports.app}, assistant :${ports.assistant}, portal :${ports.portal}`);
  stopOnSignal(mocks.stop);
}
