import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyMap } from './LazyMap';

// The map's chunk fails to load once (a network error), then loads.
const chunk = vi.hoisted(() => ({ attempts: 0 }));
vi.mock('./MapView', () => {
  chunk.attempts += 1;
  if (chunk.attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return { default: ({ label }: { label: string }) => <div role="region" aria-label={label} /> };
});

describe('LazyMap when its chunk fails to load', () => {
  it('says so and loads the chunk again on ‘Erneut versuchen’, moving focus to the map’s box', async () => {
    const user = userEvent.setup();
    render(<LazyMap points={[]} label="Karte der Anlagen" />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Die Karte konnte nicht geladen werden.');
    expect(screen.queryByRole('region', { name: 'Karte der Anlagen' })).toBeNull();
    const retry = screen.getByRole('button', { name: 'Erneut versuchen' });

    await user.click(retry);

    expect(await screen.findByRole('region', { name: 'Karte der Anlagen' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(chunk.attempts).toBe(2);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Karte der Anlagen' }).parentElement);
  });
});
