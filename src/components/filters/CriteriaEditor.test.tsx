import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { UserSettingsStore } from '../../api/userSettings';
import { filterAtoms, userSettingsStoreAtom } from '../../state/filters/atoms';
import { selectedFilter } from '../../state/filters/reducer';
import { defineFilter } from '../../state/filters/types';
import { CriteriaEditor, criteriaSchema, narrowedOptions } from './CriteriaEditor';
import { FilterManagement } from './FilterManagement';

/** The register's search form (the criteria of the filter panel) on the kit's form parts. */
const states = ['Burgenland', 'Kärnten', 'Niederösterreich'].map((label, i) => ({ value: String(i + 1), label }));
const criteria = [
  { id: 'query', label: 'Suche', category: 'main', defaultExpanded: true, defaultValue: '', type: 'TEXT', maxLength: 200, description: 'Name, Betreiber, Ort' },
  { id: 'states', label: 'Bundesland', category: 'main', defaultExpanded: true, defaultValue: [], type: 'MULTI_SELECT', options: states },
  { id: 'own', label: 'Nur eigene Anlagen', category: 'additional', defaultExpanded: true, defaultValue: false, type: 'BOOLEAN' },
] as const;

const saved = (name: string, values: Record<string, unknown> = {}) => JSON.stringify({ name, enabled: true, criteria: { query: '', states: [], own: false, ...values } });

let counter = 0;
async function setup(settings: Record<string, string> = {}, selected?: string) {
  counter += 1;
  const id = `criteria${counter}`;
  const atoms = filterAtoms(id);
  const store = createStore();
  const fake: UserSettingsStore = {
    readAll: async () => ({ value: settings }),
    read: async () => (selected ? { value: selected } : { value: '', error: 'name_not_found' }),
    write: vi.fn(async () => undefined),
  };
  store.set(userSettingsStoreAtom, fake);
  store.set(atoms.definitionAtom, defineFilter({ id, defaultEnabled: true, criteria: [...criteria] }));
  await store.set(atoms.commandAtom, { type: 'load' });
  render(
    <Provider store={store}>
      <FilterManagement filterId={id} />
      <CriteriaEditor filterId={id} />
    </Provider>,
  );
  const applyable = () => {
    const filter = selectedFilter(store.get(atoms.viewAtom));
    return Object.fromEntries(Object.entries(filter?.criteria ?? {}).map(([key, c]) => [key, c.applyable]));
  };
  return { atoms, store, applyable, user: userEvent.setup() };
}

const text = () => screen.getByRole('textbox', { name: 'Suche' });
const checkbox = () => screen.getByRole('checkbox', { name: 'Nur eigene Anlagen' });
const multi = () => screen.getByRole('combobox', { name: 'Bundesland' });
const apply = () => screen.getByRole('button', { name: 'Filter anwenden' });
const selectedStates = () =>
  within(screen.getByRole('listbox', { name: 'Bundesland', hidden: true }))
    .getAllByRole('option', { hidden: true })
    .filter((option) => option.getAttribute('aria-selected') === 'true')
    .map((option) => option.textContent);

describe('criteria editor on the kit form', () => {
  it('renders the kit fields with the ids criterion-<id>, labels and hints', async () => {
    await setup();
    expect(text()).toHaveAttribute('id', 'criterion-query');
    expect(text()).toHaveAccessibleDescription('Name, Betreiber, Ort');
    expect(multi()).toHaveAttribute('id', 'criterion-states');
    expect(checkbox()).toHaveAttribute('id', 'criterion-own');
    expect(apply()).toHaveAttribute('type', 'submit');
    expect(apply().closest('form')).toHaveClass('kit-form');
  });

  it('every edit reaches the filter reducer at once (text, multi-select, checkbox)', async () => {
    const { user, applyable, store, atoms } = await setup();
    await user.type(text(), 'Zement');
    expect(applyable()).toMatchObject({ query: 'Zement' });
    expect(selectedFilter(store.get(atoms.viewAtom))).toMatchObject({ name: 'Unbenannter Filter', touched: true });
    await user.click(multi());
    await user.click(screen.getByRole('option', { name: 'Kärnten' }));
    expect(applyable()).toMatchObject({ query: 'Zement', states: ['2'] });
    await user.click(checkbox());
    expect(applyable()).toEqual({ query: 'Zement', states: ['2'], own: true });
    // Applied only by 'Filter anwenden' (apply mode).
    expect(store.get(atoms.appliedAtom)).toMatchObject({ query: '', own: false });
    await user.click(apply());
    expect(store.get(atoms.appliedAtom)).toEqual({ query: 'Zement', states: ['2'], own: true });
  });

  it("an over-long full text blocks 'Filter anwenden': the summary, focused, says 'Maximal 200 Zeichen'", async () => {
    const { user, store, atoms, applyable } = await setup();
    await user.click(text());
    await user.paste('x'.repeat(201));
    expect(applyable()).toMatchObject({ query: 'x'.repeat(201) });
    expect(apply()).toBeEnabled();
    await user.click(apply());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Folgende Angaben fehlen oder sind fehlerhaft:' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Suche: Maximal 200 Zeichen' })).toHaveAttribute('href', '#criterion-query');
    expect(summary).toHaveFocus();
    expect(text()).toHaveAttribute('aria-invalid', 'true');
    expect(text()).toHaveAccessibleDescription(expect.stringContaining('Maximal 200 Zeichen'));
    // Not applied.
    expect(store.get(atoms.appliedAtom)).toMatchObject({ query: '' });
    expect(apply()).toBeEnabled();

    // 200 characters are fine: the summary goes, 'Filter anwenden' applies.
    await user.type(text(), '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(apply());
    expect(store.get(atoms.appliedAtom)).toMatchObject({ query: 'x'.repeat(200) });
    expect(apply()).toBeDisabled();
  });

  it('switching the selected filter resets the fields to its values', async () => {
    const { user } = await setup({ a: saved('A', { query: 'alpha', own: true }), b: saved('B', { query: 'beta', states: ['2', '3'] }) }, 'a');
    expect(text()).toHaveValue('alpha');
    expect(checkbox()).toBeChecked();
    expect(selectedStates()).toEqual([]);
    const select = screen.getByRole('combobox', { name: 'Gespeicherter Filter' });
    await user.click(select);
    await user.click(within(screen.getByRole('listbox', { name: 'Gespeicherter Filter' })).getByRole('option', { name: 'B' }));
    expect(select).toHaveTextContent('B');
    expect(text()).toHaveValue('beta');
    expect(checkbox()).not.toBeChecked();
    expect(selectedStates()).toEqual(['Kärnten', 'Niederösterreich']);
  });

  it('reset returns the fields to the saved values and clears the error', async () => {
    const { user, applyable } = await setup({ a: saved('A', { query: 'alpha' }) }, 'a');
    await user.click(text());
    await user.paste('y'.repeat(200));
    await user.click(checkbox());
    await user.click(apply());
    expect(screen.getByRole('alert')).toHaveTextContent('Suche: Maximal 200 Zeichen');
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(text()).toHaveValue('alpha');
    expect(checkbox()).not.toBeChecked();
    expect(applyable()).toEqual({ query: 'alpha', states: [], own: false });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(text()).not.toHaveAttribute('aria-invalid');
  });
});

describe('criteria schema', () => {
  it('no criterion is required; a TEXT criterion keeps its maxLength', () => {
    const schema = criteriaSchema([...criteria]);
    expect(schema.safeParse({ query: '', states: [], own: false }).success).toBe(true);
    const result = schema.safeParse({ query: 'x'.repeat(201), states: [], own: false });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['query', 'Maximal 200 Zeichen']]);
  });
});

describe('narrowedOptions: a criterion narrowed by the values chosen in others, the most specific first', () => {
  const districts = [
    { value: '101', label: 'Eisenstadt (Stadt)', parent: '1' },
    { value: '201', label: 'Klagenfurt (Stadt)', parent: '2' },
    { value: '202', label: 'Villach (Stadt)', parent: '2' },
  ];
  it.each([
    ['none chosen: all', [], [], ['101', '201', '202']],
    ['not a list: all', undefined, [], ['101', '201', '202']],
    ['one Bundesland: its districts', ['2'], [], ['201', '202']],
    ['two: the districts of both', ['1', '2'], [], ['101', '201', '202']],
    ['a value chosen before stays offered', ['2'], ['101'], ['101', '201', '202']],
    ['no district of that Bundesland', ['9'], [], []],
  ])('%s', (_, bundeslaender, chosen, expected) => {
    expect(narrowedOptions(districts, [bundeslaender], chosen).map((option) => option.value)).toEqual(expected);
  });

  const municipalities = [
    { value: '20302', label: 'Dellach', parent: '203', within: ['203', '2'] },
    { value: '20305', label: 'Hermagor-Pressegger See', parent: '203', within: ['203', '2'] },
    { value: '20101', label: 'Klagenfurt am Wörthersee', parent: '201', within: ['201', '2'] },
    { value: '10101', label: 'Eisenstadt', parent: '101', within: ['101', '1'] },
  ];
  it.each([
    ['nothing chosen: all', [[], []], [], ['20302', '20305', '20101', '10101']],
    ['a Bezirk: its Gemeinden', [['203'], []], [], ['20302', '20305']],
    ['only a Bundesland: the Gemeinden of all its Bezirke', [[], ['2']], [], ['20302', '20305', '20101']],
    ['Bezirk and Bundesland: the Bezirk, the more specific, narrows', [['203'], ['2']], [], ['20302', '20305']],
    ['a Bezirk without a Gemeinde in the list: none', [['999'], []], [], []],
    ['a Gemeinde chosen before stays offered', [['203'], []], ['10101'], ['20302', '20305', '10101']],
  ])('Gemeinde by Bezirk, else Bundesland: %s', (_, narrowing, chosen, expected) => {
    expect(narrowedOptions(municipalities, narrowing, chosen).map((option) => option.value)).toEqual(expected);
  });
});
