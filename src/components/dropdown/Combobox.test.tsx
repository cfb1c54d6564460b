import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';

const places = [
  { value: '4020', label: '4020 Linz' },
  { value: '4600', label: '4600 Wels' },
  { value: '4400', label: '4400 Steyr' },
];

function Harness({ onSelect, status }: { onSelect: (value: string) => void; status?: string }) {
  const [text, setText] = useState('');
  return <Combobox id="place" label="PLZ oder Ort" text={text} onTextChange={setText} options={places} onSelect={(o) => { setText(o.label); onSelect(o.value); }} suggesting={text.length >= 2 && !text.includes(' ')} status={status} announcement={`${places.length} Orte gefunden`} />;
}

const activeLabel = (combo: HTMLElement) => document.getElementById(combo.getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('editable combobox with list autocomplete', () => {
  it('opens on typing; arrows move the active option (focus stays in the field), Enter picks it and closes the list', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const combo = screen.getByRole('combobox', { name: 'PLZ oder Ort' });
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(combo, { target: { value: '4' } });
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(combo, { target: { value: '40' } });
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    expect(combo).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.getByRole('listbox', { name: 'PLZ oder Ort' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('3 Orte gefunden');
    expect(combo).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    expect(activeLabel(combo)).toBe('4600 Wels');
    fireEvent.keyDown(combo, { key: 'ArrowUp' });
    expect(activeLabel(combo)).toBe('4020 Linz');
    fireEvent.keyDown(combo, { key: 'ArrowUp' });
    expect(activeLabel(combo)).toBe('4020 Linz');
    fireEvent.keyDown(combo, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('4020');
    expect(combo).toHaveValue('4020 Linz');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the open list, and empties the field once it is closed; Enter without an active option picks nothing', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const combo = screen.getByRole('combobox', { name: 'PLZ oder Ort' });
    fireEvent.change(combo, { target: { value: 'We' } });
    fireEvent.keyDown(combo, { key: 'Enter' });
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.keyDown(combo, { key: 'Escape' });
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(combo).toHaveValue('We');
    fireEvent.keyDown(combo, { key: 'Escape' });
    expect(combo).toHaveValue('');
  });

  it('shows and announces a status (searching, nothing found) instead of the count', () => {
    render(<Harness onSelect={vi.fn()} status="Keine Ergebnisse" />);
    const combo = screen.getByRole('combobox', { name: 'PLZ oder Ort' });
    fireEvent.change(combo, { target: { value: 'Xy' } });
    expect(screen.getByText('Keine Ergebnisse', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Keine Ergebnisse');
  });
});
