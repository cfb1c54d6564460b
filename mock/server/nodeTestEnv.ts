/**
 * Node-side tests of the mock run with `@vitest-environment node`, but the shared vitest setup
 * (tests/unit/setup.ts) clears localStorage after each test, which Node 20 does not have: give it an
 * in-memory one. Import this first in every node-side test of mock/.
 */
if (typeof globalThis.localStorage === 'undefined') {
  const data = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}
export {};
