import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyMap } from './LazyMap';

// The map's chunk never resolves here: what matters is whether LazyMap asks for it.
vi.mock('./MapView', () => ({ default: () => new Promise(() => undefined) }));

type Callback = (entries: { isIntersecting: boolean }[]) => void;

function stubIntersectionObserver() {
  const observers: Callback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('LazyMap whenVisible (Anlagendetails)', () => {
  it('holds a box of the map’s size, saying what comes, until its place nears the viewport, then loads the map', () => {
    const observers = stubIntersectionObserver();
    render(<LazyMap points={[]} single whenVisible label="Lage" />);
    expect(screen.getByTestId('map-pending')).toHaveClass('map', 'map--single');
    expect(screen.getByTestId('map-pending')).toHaveTextContent('Karte wird vorbereitet …');
    expect(screen.queryByRole('status')).toBeNull();

    act(() => observers[0]?.([{ isIntersecting: false }]));
    expect(screen.getByTestId('map-pending')).toBeInTheDocument();

    act(() => observers[0]?.([{ isIntersecting: true }]));
    expect(screen.queryByTestId('map-pending')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Karte wird geladen …');
  });

  it('without whenVisible the map loads at once (the register’s map view)', () => {
    stubIntersectionObserver();
    render(<LazyMap points={[]} label="Karte" />);
    expect(screen.queryByTestId('map-pending')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Karte wird geladen …');
  });
});
