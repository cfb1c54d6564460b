import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { infoDisplayAtom } from '../../state/infoDisplay';
import { describeExamples } from '../testing';
import { infoExamples } from './info.examples';

// Interaction tests drive real async validation and focus management; give them room on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

describeExamples('info', infoExamples);

describe('info blocks and the help toggle', () => {
  it('showAll / hideAll from the help button; any own button resets to showOpen', async () => {
    const user = userEvent.setup();
    const store = createStore();
    render(<Provider store={store}>{infoExamples.fields.render()}</Provider>);
    expect(store.get(infoDisplayAtom)).toBe('showOpen');
    const id = screen.getByRole('button', { name: 'Information zu Anlagen-ID' });
    const bezirk = screen.getByRole('button', { name: 'Information zu Bezirk' });
    expect(id).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Hilfe' }));
    expect(store.get(infoDisplayAtom)).toBe('showAll');
    expect(id).toHaveAttribute('aria-expanded', 'true');
    expect(bezirk).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Info-Icons bieten direkte Hilfestellungen/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Schließen' })[1]!);
    expect(store.get(infoDisplayAtom)).toBe('showOpen');
    expect(id).toHaveAttribute('aria-expanded', 'false');
    expect(bezirk).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Hilfe' }));
    expect(store.get(infoDisplayAtom)).toBe('showAll');
    await user.click(screen.getByRole('button', { name: 'Hilfe' }));
    expect(store.get(infoDisplayAtom)).toBe('hideAll');
    expect(bezirk).toHaveAttribute('aria-expanded', 'false');
  });
});
