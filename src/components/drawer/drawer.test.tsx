import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeExamples, renderExample } from '../testing';
import { Drawer } from './Drawer';
import { drawerExamples } from './drawer.examples';

describeExamples('drawer', drawerExamples);

describe('drawer', () => {
  it('opens as a modal dialog and closes with Escape', async () => {
    const user = renderExample(drawerExamples.navigation);
    await user.click(screen.getByRole('button', { name: 'Navigation öffnen' }));
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toHaveAttribute('aria-modal', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('with onClosed, calls it once gone and leaves focus to it instead of returning to the opener', async () => {
    const onClosed = vi.fn(() => screen.getByRole('button', { name: 'Danach' }).focus());
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Öffnen
          </button>
          <button type="button">Danach</button>
          <Drawer open={open} onClose={() => setOpen(false)} onClosed={onClosed} title="Filter" side="right">
            <button type="button">Im Drawer</button>
          </Drawer>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Danach' })).toHaveFocus();
  });
});
