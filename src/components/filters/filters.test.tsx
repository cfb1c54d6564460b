import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserSettingsStore } from '../../api/userSettings';
import { filterAtoms, userSettingsStoreAtom } from '../../state/filters/atoms';
import { defineFilter, SAVE_MINIMUM_MS, type FilterDefinition } from '../../state/filters/types';
import { FilterButton, FilterChips, PageSearch } from './FilterBar';
import { FilterPanel, type FilterPanelTab } from './FilterPanel';
import { chipValues, valueLabels } from './values';

const states = ['Burgenland', 'Kärnten', 'Niederösterreich', 'Oberösterreich', 'Salzburg'].map((label, i) => ({ value: String(i + 1), label }));

let counter = 0;
function definition(id: string, extra: Partial<FilterDefinition> = {}): FilterDefinition {
  return defineFilter({
    id,
    defaultEnabled: true,
    criteria: [
      { id: 'query', label: 'Suche', category: 'main', defaultExpanded: true, defaultValue: '', type: 'TEXT' },
      { id: 'states', label: 'Bundesland', category: 'main', defaultExpanded: true, defaultValue: [], type: 'MULTI_SELECT', options: states },
      { id: 'own', label: 'Nur eigene Anlagen', category: 'additional', defaultExpanded: true, defaultValue: false, type: 'BOOLEAN' },
    ],
    ...extra,
  });
}

const saved = (name: string, values: Record<string, unknown> = {}) => JSON.stringify({ name, enabled: true, criteria: { query: '', states: [], own: false, ...values } });

async function setup(settings: Record<string, string> = {}, options: { error?: 'no_response_data'; selected?: string; def?: Partial<FilterDefinition> } = {}) {
  counter += 1;
  const id = `ui${counter}`;
  const atoms = filterAtoms(id);
  const store = createStore();
  const fake: UserSettingsStore = {
    readAll: async () => (options.error ? { value: {}, error: options.error } : { value: settings }),
    read: async () => (options.selected ? { value: options.selected } : { value: '', error: 'name_not_found' }),
    write: vi.fn(async () => undefined),
  };
  store.set(userSettingsStoreAtom, fake);
  store.set(atoms.definitionAtom, definition(id, options.def));
  await store.set(atoms.commandAtom, { type: 'load' });
  function Harness() {
    const [tab, setTab] = useState<FilterPanelTab>('Filter');
    const applied = useAtomValue(atoms.appliedAtom);
    const criteria = useAtomValue(atoms.definitionAtom)?.criteria ?? [];
    const command = useSetAtom(atoms.commandAtom);
    return (
      <>
        <FilterButton filterId={id} open onToggle={() => undefined} />
        <FilterChips criteria={criteria} values={applied} onRemove={(c) => void command({ type: 'edit', criterionId: c.id, value: c.defaultValue, instant: true })} />
        <FilterPanel filterId={id} tab={tab} onTabChange={setTab} />
      </>
    );
  }
  render(
    <Provider store={store}>
      <Harness />
    </Provider>,
  );
  return { id, atoms, store, fake, user: userEvent.setup() };
}

const select = () => screen.getByRole('combobox', { name: 'Gespeicherter Filter' });
async function choose(user: ReturnType<typeof userEvent.setup>, option: string) {
  await user.click(select());
  await user.click(within(screen.getByRole('listbox', { name: 'Gespeicherter Filter' })).getByRole('option', { name: option }));
}
const dialogNamed = (name: string) => screen.getByRole('alertdialog', { name }) ?? screen.getByRole('dialog', { name });

describe('filter panel', () => {
  afterEach(() => vi.useRealTimers());

  it('starts with the Standardfilter; rename and delete are off for it; toggle reads "Filter ist aktiv"', async () => {
    await setup();
    expect(select()).toHaveTextContent('Standardfilter');
    expect(screen.getByRole('button', { name: 'Umbenennen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeDisabled();
    expect(screen.getByRole('switch')).toBeChecked();
    expect(screen.getByText('Filter ist aktiv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter anwenden' })).toBeDisabled();
  });

  it('editing the default filter creates "Unbenannter Filter (*)"; apply enables and applies; chip appears', async () => {
    const { user } = await setup();
    await user.type(screen.getByRole('textbox', { name: 'Suche' }), 'Zement');
    expect(select()).toHaveTextContent('Unbenannter Filter (*)');
    const apply = screen.getByRole('button', { name: 'Filter anwenden' });
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(apply).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Angewendete Filter' })).toHaveTextContent('Suche: „Zement“');
  });

  it.each([
    ['Umbenennen', 'Bitte wählen Sie einen Filter aus bevor Sie den Namen des Filters ändern.'],
    ['Duplizieren', 'Bitte wählen Sie einen Filter aus bevor Sie einen Filter duplizieren.'],
    ['Löschen', 'Bitte wählen Sie den Filter, den Sie löschen möchten.'],
  ])('without a selection, %s shows "Kein Filter ausgewählt"', async (button, text) => {
    const { user } = await setup();
    await choose(user, 'Kein Filter');
    expect(screen.getByRole('switch')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: button }));
    const dialog = screen.getByRole('dialog', { name: 'Kein Filter ausgewählt' });
    expect(dialog).toHaveTextContent(text);
    await user.click(within(dialog).getAllByRole('button', { name: 'Schließen' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switching with unsaved changes: "Filterwechsel nicht möglich"; duplicating: "Duplizieren nicht möglich"', async () => {
    const { user } = await setup({ a: saved('A') });
    await user.type(screen.getByRole('textbox', { name: 'Suche' }), 'x');
    await choose(user, 'A');
    expect(dialogNamed('Filterwechsel nicht möglich')).toHaveTextContent('Der aktuelle Filter kann nicht gewechselt werden, da es noch ungespeicherte Änderungen gibt.');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Duplizieren' }));
    expect(dialogNamed('Duplizieren nicht möglich')).toHaveTextContent('Der aktuelle Filter ist nicht gespeichert und kann deshalb nicht dupliziert werden.');
  });

  it('rename through "Filtername", duplicate to "Kopie von …", delete with confirmation', async () => {
    const { user } = await setup({ a: saved('A'), b: saved('B') }, { selected: 'b' });
    expect(select()).toHaveTextContent('B');
    await user.click(screen.getByRole('button', { name: 'Umbenennen' }));
    const nameDialog = screen.getByRole('dialog', { name: 'Filtername' });
    const field = within(nameDialog).getByRole('textbox', { name: /Name des Filters/ });
    await user.clear(field);
    await user.type(field, 'Neu');
    await user.click(within(nameDialog).getByRole('button', { name: 'Speichern' }));
    // The form submits asynchronously (validation, then the rename): the page is inert until the dialog is gone.
    await waitFor(() => expect(nameDialog).not.toBeInTheDocument());
    expect(select()).toHaveTextContent('Neu (*)');
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(select()).toHaveTextContent('B');
    await user.click(screen.getByRole('button', { name: 'Duplizieren' }));
    expect(select()).toHaveTextContent('Kopie von B (*)');
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    const confirm = dialogNamed('Filter löschen?');
    expect(confirm).toHaveTextContent('Möchten Sie den Filter "Kopie von B" wirklich löschen?');
    expect(within(confirm).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(select()).toHaveTextContent('B');
  });

  it('a load error: closable warning and a warning marker on the filter button', async () => {
    const { user } = await setup({}, { error: 'no_response_data' });
    expect(screen.getByRole('alert')).toHaveTextContent('Filter konnten nicht geladen werden. Es werden die Standardeinstellungen genutzt.');
    expect(screen.getByRole('button', { name: /Filter.*Warnung/ })).toBeInTheDocument();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it('save failure: "Filter konnte nicht gespeichert werden." and the save button shows the error state', async () => {
    const { user, fake } = await setup({ a: saved('A') }, { selected: 'a' });
    vi.mocked(fake.write).mockRejectedValue(new Error('500'));
    await user.type(screen.getByRole('textbox', { name: 'Suche' }), 'x');
    // The save shows 'saving' for a minimum time: the clock is moved past it instead of waiting for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await act(() => vi.advanceTimersByTimeAsync(SAVE_MINIMUM_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('Filter konnte nicht gespeichert werden.');
    expect(screen.getByRole('button', { name: /Speichern fehlgeschlagen/ })).toBeInTheDocument();
  });

  it('the toggle switches the filter inactive; the chips then disappear', async () => {
    const { user } = await setup({ a: saved('A', { states: ['1'] }) }, { selected: 'a' });
    expect(screen.getByRole('list', { name: 'Angewendete Filter' })).toHaveTextContent('Bundesland: Burgenland');
    await user.click(screen.getByRole('switch'));
    expect(screen.getByText('Filter ist inaktiv')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Angewendete Filter' })).toBeNull();
  });

  it('collapsed chips show 2 values, then "+N"; removing a chip clears the criterion', async () => {
    const { user } = await setup({ a: saved('A', { states: ['1', '2', '3', '4'] }) }, { selected: 'a' });
    const chips = screen.getByRole('list', { name: 'Angewendete Filter' });
    expect(chips).toHaveTextContent('Bundesland: Burgenland, Kärnten');
    const more = within(chips).getByRole('button', { name: 'Bundesland: 2 weitere Werte anzeigen' });
    expect(more).toHaveTextContent('+2');
    await user.click(more);
    expect(chips).toHaveTextContent('Burgenland, Kärnten, Niederösterreich, Oberösterreich');
    await user.click(within(chips).getByRole('button', { name: 'Filter Bundesland entfernen' }));
    expect(screen.queryByRole('list', { name: 'Angewendete Filter' })).toBeNull();
  });

  it('the History tab lists applied states newest first; one click re-applies', async () => {
    const { user, store, atoms } = await setup({ a: saved('A') }, { selected: 'a' });
    const text = screen.getByRole('textbox', { name: 'Suche' });
    await user.type(text, 'eins');
    await user.click(screen.getByRole('button', { name: 'Filter anwenden' }));
    await user.clear(text);
    await user.type(text, 'zwei');
    await user.click(screen.getByRole('button', { name: 'Filter anwenden' }));
    await user.click(screen.getByRole('tab', { name: 'Verlauf' }));
    expect(screen.getByRole('tab', { name: 'Verlauf' })).toHaveAttribute('aria-selected', 'true');
    const entries = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(entries.map((e) => e.textContent)).toEqual([expect.stringContaining('„zwei“'), expect.stringContaining('„eins“')]);
    await user.click(within(entries[1]!).getByRole('button', { name: /Erneut anwenden/ }));
    expect(store.get(atoms.appliedAtom)).toMatchObject({ query: 'eins' });
    // Arrow keys move between the tabs.
    screen.getByRole('tab', { name: 'Verlauf' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Kriterien' })).toHaveFocus();
  });

  it("names the panel's tabs apart from the panel: no tab, tab list or tab panel is called 'Filter'", async () => {
    await setup({ a: saved('A') }, { selected: 'a' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Kriterien', 'Verlauf']);
    expect(screen.getByRole('tabpanel', { name: 'Kriterien' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Filter' })).toBeNull();
  });

  it('without filter management only the toggle remains', async () => {
    await setup({}, { def: { disableFilterManagement: true } });
    expect(screen.queryByRole('combobox', { name: 'Gespeicherter Filter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Neuer Filter' })).toBeNull();
    expect(screen.getByRole('switch')).toBeInTheDocument();
  });
});

describe('page search', () => {
  it('reports the term debounced by 400 ms; a term changed elsewhere is shown', async () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { rerender } = render(<PageSearch id="s" value="" onChange={onChange} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suche' }), { target: { value: 'Zement' } });
    act(() => vi.advanceTimersByTime(399));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Zement');
    rerender(<PageSearch id="s" value="Linz" onChange={onChange} />);
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveValue('Linz');
    vi.useRealTimers();
  });
  it('without debounce the term is reported at once', () => {
    const onChange = vi.fn();
    render(<PageSearch id="s" value="" onChange={onChange} debounce={false} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suche' }), { target: { value: 'x' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('x');
  });
  it('its term is a chip labelled "Suche"; removing it clears the search', async () => {
    const onClearSearch = vi.fn();
    render(<FilterChips criteria={[]} values={undefined} search="Wien" onRemove={() => undefined} onClearSearch={onClearSearch} />);
    expect(screen.getByRole('list', { name: 'Angewendete Filter' })).toHaveTextContent('Suche: „Wien“');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filter Suche entfernen' }));
    expect(onClearSearch).toHaveBeenCalledOnce();
  });
});

describe('page search bounds', () => {
  it("a text over maxLength says 'Maximal n Zeichen' and is not searched for; within it, it is", () => {
    const onChange = vi.fn();
    render(<PageSearch id="bounded" value="" onChange={onChange} debounce={false} maxLength={200} />);
    const box = screen.getByRole('searchbox', { name: 'Suche' });
    fireEvent.change(box, { target: { value: 'a'.repeat(200) } });
    expect(onChange).toHaveBeenLastCalledWith('a'.repeat(200));
    expect(screen.queryByText('Maximal 200 Zeichen')).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'b'.repeat(201) } });
    expect(screen.getByText('Maximal 200 Zeichen')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Maximal 200 Zeichen$/);
    expect(onChange).not.toHaveBeenCalledWith('b'.repeat(201));
  });

  it('bidirectional controls are dropped as typed', () => {
    const onChange = vi.fn();
    render(<PageSearch id="bidi" value="" onChange={onChange} debounce={false} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suche' }), { target: { value: 'Ze\u202Emen\u2066t' } });
    expect(onChange).toHaveBeenLastCalledWith('Zement');
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveValue('Zement');
  });
});

describe('value helpers', () => {
  const criterion = definition('h').criteria[1]!;
  it.each([
    [[], false, [], 0],
    [['a', 'b'], false, ['a', 'b'], 0],
    [['a', 'b', 'c', 'd', 'e'], false, ['a', 'b'], 3],
    [['a', 'b', 'c'], true, ['a', 'b', 'c'], 0],
  ])('chipValues(%j, expanded %s)', (labels, expanded, shown, more) => expect(chipValues(labels, expanded)).toEqual({ shown, more }));
  it('value labels use option labels', () => expect(valueLabels(criterion, ['2', 'x'])).toEqual(['Kärnten', 'x']));
});
