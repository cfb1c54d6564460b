import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { bezirke } from './exampleData';
import { MultiSelect } from './dropdown/MultiSelect';
import { SidePanel } from './SidePanel';

/** A page with a toggle and the side panel (jsdom has no matchMedia: the wide layout, an aside). */
function Page({ onClosed, inDialog = false }: { onClosed: () => void; inDialog?: boolean }) {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Filter
      </button>
      <SidePanel title="Filter" open={open} onClose={() => setOpen(false)} onClosed={onClosed}>
        <span id="bezirk-label">Bezirk</span>
        <MultiSelect labelledBy="bezirk-label" options={bezirke} value={value} onChange={setValue} />
        {inDialog && createPortal(<input aria-label="Im Dialog" />, document.body)}
      </SidePanel>
    </>
  );
}

describe('side panel', () => {
  it('closes on Escape inside it and then calls onClosed; an open list takes the first Escape', async () => {
    const user = userEvent.setup();
    const onClosed = vi.fn();
    render(<Page onClosed={onClosed} />);
    const box = screen.getByRole('combobox', { name: 'Bezirk' });
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('complementary', { name: 'Filter' })).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('keeps open on Escape in content portalled out of it (a dialog opened from the panel)', async () => {
    const user = userEvent.setup();
    render(<Page onClosed={vi.fn()} inDialog />);
    await user.click(screen.getByRole('textbox', { name: 'Im Dialog' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('complementary', { name: 'Filter' })).toBeInTheDocument();
  });
});
