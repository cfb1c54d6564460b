import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describeExamples } from '../testing';
import { Spinner } from './Spinner';
import { spinnerExamples } from './spinner.examples';

describeExamples('spinner', spinnerExamples);

describe('spinner', () => {
  it('appears only after 500 ms', () => {
    vi.useFakeTimers();
    render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    vi.useRealTimers();
  });
});
