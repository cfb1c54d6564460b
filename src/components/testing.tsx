import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { Example, Examples } from './examples';

/** Renders each named example (inside a fresh jotai store) and checks it shows something. */
export function describeExamples(component: string, examples: Examples): void {
  // Interaction tests drive real async validation and focus management; give them room on a loaded machine.
  vi.setConfig({ testTimeout: 20_000 });
  describe(`${component}: named examples`, () => {
    it.each(Object.entries(examples))('%s renders', (_name, example) => {
      expect(example.title).toMatch(/\S/);
      const { container } = render(<Provider>{example.render()}</Provider>);
      expect(container.textContent?.trim() || container.querySelector('[role]')).toBeTruthy();
    });
  });
}

/** Renders one example for an interaction test and returns the user-event session that drives it. */
export function renderExample(example: Example): ReturnType<typeof userEvent.setup> {
  const user = userEvent.setup();
  render(<>{example.render()}</>);
  return user;
}

/** A detached element holding the HTML, to query what a transformation produced. */
export function htmlElement(html: unknown): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = String(html);
  return container;
}
