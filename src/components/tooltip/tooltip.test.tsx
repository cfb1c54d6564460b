import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button';
import { describeExamples } from '../testing';
import { Tooltip, type TooltipState } from './Tooltip';
import { tooltipExamples } from './tooltip.examples';

describeExamples('tooltip', tooltipExamples);

describe('tooltip', () => {
  it('opens on focus, describes its trigger and closes on Escape', async () => {
    render(<>{tooltipExamples.button.render()}</>);
    const trigger = screen.getByRole('button', { name: 'Export' });
    await act(async () => trigger.focus());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Exportiert die gefilterten Anlagen als Excel-Datei');
    expect(trigger).toHaveAccessibleDescription('Exportiert die gefilterten Anlagen als Excel-Datei');
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('tooltip', { hidden: true })?.getAttribute('data-state') ?? 'hidden').not.toBe('open');
  });

  it('a long press (300 ms) on touch pins it open with Tooltip schließen', async () => {
    vi.useFakeTimers();
    const states: TooltipState[] = [];
    render(
      <Tooltip content="Hilfe zur Suche" onStateChange={(s) => states.push(s)}>
        <Button>Suche</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Suche' });
    fireEvent.pointerDown(trigger, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(299));
    expect(states).not.toContain('openPinned');
    act(() => vi.advanceTimersByTime(1));
    expect(states).toContain('openPinned');
    fireEvent.pointerUp(trigger, { pointerType: 'touch' });
    const close = screen.getByRole('button', { name: 'Tooltip schließen' });
    fireEvent.click(close);
    expect(states.at(-1)).toBe('hidden');
    vi.useRealTimers();
  });
});
