import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { UNIT_WAIT } from './wait';

configure({ asyncUtilTimeout: UNIT_WAIT.timeout });

afterEach(() => {
  cleanup();
  // Node-environment tests (mock/) have no localStorage.
  globalThis.localStorage?.clear();
});

// jsdom lays nothing out and has no scrollIntoView: scrolling is a no-op there.
if (typeof Element !== 'undefined' && !('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
}
