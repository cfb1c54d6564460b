import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describeExamples } from '../testing';
import { statusExamples } from './status.examples';
import { createStatusQueue } from './statusQueue';

describeExamples('status', statusExamples);

describe('status messages', () => {
  it('are throttled at 200 ms (latest wins) and cleared after 500 ms', () => {
    vi.useFakeTimers();
    const shown: string[] = [];
    const queue = createStatusQueue((m) => shown.push(m));
    queue.announce('eins');
    queue.announce('zwei');
    queue.announce('drei');
    expect(shown).toEqual(['eins']);
    vi.advanceTimersByTime(199);
    expect(shown).toEqual(['eins']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['eins', 'drei']);
    vi.advanceTimersByTime(499);
    expect(shown).toEqual(['eins', 'drei']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['eins', 'drei', '']);
    queue.dispose();
    vi.useRealTimers();
  });
  it('the region is a polite status', () => {
    vi.useFakeTimers();
    render(<>{statusExamples.announce.render()}</>);
    act(() => screen.getByRole('button', { name: 'Filter speichern' }).click());
    expect(screen.getByTestId('status-region')).toHaveTextContent('Filter gespeichert');
    expect(screen.getByTestId('status-region')).toHaveAttribute('role', 'status');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByTestId('status-region')).toHaveTextContent('');
    vi.useRealTimers();
  });
});
