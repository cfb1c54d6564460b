import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bundeslaender } from '../exampleData';
import { describeExamples, renderExample } from '../testing';
import { dropdownExamples } from './dropdown.examples';
import { MAX_OPTIONS_SHOWN, MultiSelect } from './MultiSelect';
import { moveIndex, typeAheadMatch } from './listNavigation';

describeExamples('dropdown', dropdownExamples);

const activeLabel = (combo: HTMLElement) => document.getElementById(combo.getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('list navigation', () => {
  it('moves without wrapping and skips disabled options', () => {
    const options = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B', disabled: true }, { value: 'c', label: 'C' }];
    expect(moveIndex(options, 0, 1)).toBe(2);
    expect(moveIndex(options, 2, 5)).toBe(2);
    expect(moveIndex(options, 2, -5)).toBe(0);
  });
  it('type-ahead matches prefixes, cycles on a repeated letter, ignores case', () => {
    expect(typeAheadMatch(bundeslaender, -1, 's')).toBe(4);
    expect(typeAheadMatch(bundeslaender, 4, 's')).toBe(5);
    expect(typeAheadMatch(bundeslaender, 5, 'ss')).toBe(4);
    expect(typeAheadMatch(bundeslaender, 0, 'ob')).toBe(3);
    expect(typeAheadMatch(bundeslaender, 0, 'xyz')).toBe(-1);
  });
});

describe('select-only combobox', () => {
  it('opens with ArrowDown, shift+arrow jumps 5, Enter selects; placeholder and ARIA states', async () => {
    const user = renderExample(dropdownExamples.single);
    const combo = screen.getByRole('combobox', { name: 'Bundesland' });
    expect(combo).toHaveTextContent('Bitte auswählen');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    combo.focus();
    await user.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    expect(activeLabel(combo)).toBe('Burgenland');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(activeLabel(combo)).toBe('Steiermark');
    await user.keyboard('{Enter}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(combo).toHaveTextContent('Steiermark');
    expect(screen.getByRole('option', { name: 'Steiermark', hidden: true })).toHaveAttribute('aria-selected', 'true');
  });

  it('the type-ahead buffer resets after 500 ms', () => {
    vi.useFakeTimers();
    render(<>{dropdownExamples.single.render()}</>);
    const combo = screen.getByRole('combobox', { name: 'Bundesland' });
    fireEvent.keyDown(combo, { key: 'o' });
    fireEvent.keyDown(combo, { key: 'b' });
    expect(activeLabel(combo)).toBe('Oberösterreich');
    act(() => vi.advanceTimersByTime(400));
    fireEvent.keyDown(combo, { key: 'e' });
    expect(activeLabel(combo)).toBe('Oberösterreich'); // 'obe' still matches
    act(() => vi.advanceTimersByTime(501));
    fireEvent.keyDown(combo, { key: 'n' });
    expect(activeLabel(combo)).toBe('Niederösterreich');
    fireEvent.keyDown(combo, { key: 'Escape' });
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(combo).toHaveTextContent('Bitte auswählen');
    vi.useRealTimers();
  });

  it('an empty list says Keine Einträge vorhanden', async () => {
    const user = renderExample(dropdownExamples.empty);
    await user.click(screen.getByRole('combobox', { name: 'Tätigkeit' }));
    expect(screen.getByText('Keine Einträge vorhanden')).toBeInTheDocument();
  });
});

describe('multi-select', () => {
  it('filters, toggles with Enter, shows Keine Ergebnisse and removes chips', async () => {
    const user = renderExample(dropdownExamples.multi);
    const input = screen.getByRole('combobox', { name: 'Bezirke' });
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('aria-multiselectable', 'true');
    await user.type(input, 'lin');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('option', { name: 'Linz-Land' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAccessibleDescription('1 Eintrag ausgewählt');
    await user.clear(input);
    await user.type(input, 'qqq');
    expect(screen.getByText('Keine Ergebnisse')).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: '1 Eintrag ausgewählt' });
    await user.click(within(chips).getByRole('button', { name: 'Linz-Land entfernen' }));
    expect(screen.queryByRole('list', { name: /ausgewählt/ })).toBeNull();
  });

  it('clears the typed text once a value is picked, by Enter or by click, and keeps the list open on it', async () => {
    const user = renderExample(dropdownExamples.multi);
    const input = screen.getByRole('combobox', { name: 'Bezirke' });
    await user.type(input, 'Graz-Umg');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(activeLabel(input)).toBe('Graz-Umgebung');
    expect(screen.getByRole('option', { name: 'Graz-Umgebung' })).toHaveAttribute('aria-selected', 'true');
    await user.type(input, 'linz');
    await user.click(screen.getByRole('option', { name: 'Linz-Land' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.getAllByRole('option').length).toBeGreaterThan(2);
    expect(input).toHaveAccessibleDescription('2 Einträge ausgewählt');
  });

  it('a long list (2,000 Gemeinden) draws its first matches and says how many more typing would reveal', async () => {
    const options = Array.from({ length: 2118 }, (_, i) => ({ value: String(10000 + i), label: `Gemeinde ${10000 + i}` }));
    const onChange = vi.fn();
    const user = renderExample({
      title: 'Gemeinden',
      render: () => (
        <>
          <span id="gemeinde-label">Gemeinde</span>
          <MultiSelect labelledBy="gemeinde-label" options={options} value={[]} onChange={onChange} />
        </>
      ),
    });
    const input = screen.getByRole('combobox', { name: 'Gemeinde' });
    await user.click(input);
    expect(screen.getAllByRole('option')).toHaveLength(MAX_OPTIONS_SHOWN);
    expect(screen.getByText(/weitere Einträge/).textContent).toBe('1\u00a0918 weitere Einträge: Suchbegriff eingeben, um die Liste einzugrenzen');
    // Typing narrows: every match shows, the note goes.
    await user.type(input, '1211');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Gemeinde 11211', 'Gemeinde 12110', 'Gemeinde 12111', 'Gemeinde 12112', 'Gemeinde 12113', 'Gemeinde 12114', 'Gemeinde 12115', 'Gemeinde 12116', 'Gemeinde 12117']);
    expect(screen.queryByText(/weitere Einträge/)).toBeNull();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(['11211']);
  });

  it('opens its list on the press: a click whose release lands elsewhere (the layout moved) still opens it', () => {
    render(
      <>
        <span id="land-label">Bundesland</span>
        <MultiSelect labelledBy="land-label" options={bundeslaender} value={[]} onChange={vi.fn()} />
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Bundesland' });
    fireEvent.pointerDown(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
  });
});
