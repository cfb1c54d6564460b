import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { InfoDisplay } from '../../state/infoDisplay';
import { describeExamples } from '../testing';
import { infoExamples } from './info.examples';
import { InfoDisplayContext } from './Info';

// Interaction tests drive real async validation and focus management; give them room on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

describeExamples('info', infoExamples);

/** The info blocks of the example under a page-wide display that the test sets, as the header's help toggle does. */
function Page({ seen }: { seen: (display: InfoDisplay) => void }) {
  const [display, setDisplay] = useState<InfoDisplay>('showOpen');
  seen(display);
  return (
    <InfoDisplayContext.Provider value={{ display, setDisplay }}>
      <button type="button" onClick={() => setDisplay('showAll')}>alle zeigen</button>
      <button type="button" onClick={() => setDisplay('hideAll')}>alle verbergen</button>
      {infoExamples.fields.render()}
    </InfoDisplayContext.Provider>
  );
}

describe('info blocks', () => {
  it('follow showAll / hideAll of the page; any own button resets the display to showOpen', async () => {
    const user = userEvent.setup();
    let display: InfoDisplay | undefined;
    render(<Page seen={(value) => (display = value)} />);
    const id = screen.getByRole('button', { name: 'Information zu Anlagen-ID' });
    const bezirk = screen.getByRole('button', { name: 'Information zu Bezirk' });
    expect(id).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'alle zeigen' }));
    expect(id).toHaveAttribute('aria-expanded', 'true');
    expect(bezirk).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getAllByRole('button', { name: 'Schließen' })[0]!);
    expect(display).toBe('showOpen');
    expect(id).toHaveAttribute('aria-expanded', 'false');
    expect(bezirk).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'alle verbergen' }));
    expect(bezirk).toHaveAttribute('aria-expanded', 'false');
    await user.click(id);
    expect(display).toBe('showOpen');
    expect(id).toHaveAttribute('aria-expanded', 'true');
  });
});
