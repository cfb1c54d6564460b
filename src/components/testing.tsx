import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Examples } from './examples';

/** Renders each named example (inside a fresh jotai store) and checks it shows something. */
export function describeExamples(component: string, examples: Examples): void {
  describe(`${component}: named examples`, () => {
    it.each(Object.entries(examples))('%s renders', (_name, example) => {
      expect(example.title).toMatch(/\S/);
      const { container } = render(<Provider>{example.render()}</Provider>);
      expect(container.textContent?.trim() || container.querySelector('[role]')).toBeTruthy();
    });
  });
}
