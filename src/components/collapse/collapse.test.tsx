import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describeExamples, renderExample } from '../testing';
import { collapseExamples } from './collapse.examples';
import { useTransitionState } from './useTransitionState';

describeExamples('collapse', collapseExamples);

describe('transition states', () => {
  it('unmounted/exited → entering → entered → exiting → exited/unmounted after 225 ms', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ on }) => useTransitionState(on, 225, { unmountOnExit: true }), { initialProps: { on: false } });
    expect(result.current).toBe('unmounted');
    rerender({ on: true });
    expect(result.current).toBe('entering');
    act(() => vi.advanceTimersByTime(224));
    expect(result.current).toBe('entering');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('entered');
    rerender({ on: false });
    expect(result.current).toBe('exiting');
    act(() => vi.advanceTimersByTime(225));
    expect(result.current).toBe('unmounted');
    const kept = renderHook(({ on }) => useTransitionState(on, 225), { initialProps: { on: false } });
    expect(kept.result.current).toBe('exited');
    vi.useRealTimers();
  });

  it('reduced motion skips the transition', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
    const { result, rerender } = renderHook(({ on }) => useTransitionState(on, 225), { initialProps: { on: false } });
    rerender({ on: true });
    expect(result.current).toBe('entered');
    vi.unstubAllGlobals();
  });
});

describe('disclosure and Alles aufklappen', () => {
  it('a section toggles with its button; the group toggle opens and closes all', async () => {
    const user = renderExample(collapseExamples.group);
    const standort = screen.getByRole('button', { name: 'Standort' });
    expect(standort).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Linz, Oberösterreich')).not.toBeVisible();
    await user.click(standort);
    expect(standort).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Alles aufklappen' }));
    expect(screen.getByRole('button', { name: 'Tätigkeiten' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Alles zuklappen' }));
    expect(screen.getByRole('button', { name: 'Inspektionen' })).toHaveAttribute('aria-expanded', 'false');
  });
  it('a single block gets no Alles aufklappen', () => {
    render(<>{collapseExamples.section.render()}</>);
    expect(screen.queryByRole('button', { name: 'Alles aufklappen' })).toBeNull();
  });
});
