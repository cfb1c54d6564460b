/**
 * How long a unit test waits for a state (findBy…, waitFor, vi.waitFor) before it fails. A wait returns as soon
 * as its state is there; a busy 2-core CI machine can need more than the libraries' default second for a lazy
 * chunk or an async submit. testing-library takes it once (tests/unit/setup.ts); vi.waitFor has no such setting,
 * so its calls pass UNIT_WAIT.
 */
export const UNIT_WAIT = { timeout: 5000 } as const;
