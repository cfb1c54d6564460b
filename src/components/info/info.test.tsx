import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeExamples } from '../testing';
import { infoExamples } from './info.examples';

describeExamples('info', infoExamples);

describe('info blocks', () => {
  it('follow showAll / hideAll of the page; any own button resets the display to showOpen', async () => {
    const user = userEvent.setup();
    render(infoExamples.fields.render());
    const help = screen.getByRole('button', { name: 'Hilfe' });
    const id = screen.getByRole('button', { name: 'Information zu Anlagen-ID' });
    const bezirk = screen.getByRole('button', { name: 'Information zu Bezirk' });
    expect(id).toHaveAttribute('aria-expanded', 'false');
    await user.click(help);
    expect(id).toHaveAttribute('aria-expanded', 'true');
    expect(bezirk).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getAllByRole('button', { name: 'Schließen' })[0]!);
    expect(help).toHaveAttribute('aria-pressed', 'false');
    expect(id).toHaveAttribute('aria-expanded', 'false');
    expect(bezirk).toHaveAttribute('aria-expanded', 'true');
    await user.click(help);
    await user.click(help);
    expect(bezirk).toHaveAttribute('aria-expanded', 'false');
    await user.click(id);
    expect(id).toHaveAttribute('aria-expanded', 'true');
    expect(bezirk).toHaveAttribute('aria-expanded', 'false');
  });
});
