import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for a state, and return as soon as it is there; a busy 2-core CI machine can
// need more than the default second for a lazy chunk or an async submit, so they may wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });
// vitest's vi.waitFor has no such setting: its calls pass { timeout: 5000 } themselves.

afterEach(() => {
  cleanup();
  // Node-environment tests (mock/) have no localStorage.
  globalThis.localStorage?.clear();
});

// jsdom lays nothing out and has no scrollIntoView: scrolling is a no-op there.
if (typeof Element !== 'undefined' && !('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
}
