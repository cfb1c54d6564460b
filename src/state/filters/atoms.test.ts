import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSettingsStore } from '../../api/userSettings';
import { UserSettingsError } from '../../api/userSettings';
import { filterAtoms, userSettingsStoreAtom } from './atoms';
import { loadFilters, saveRequest } from './persistence';
import { initialFilterState } from './reducer';
import { DEFAULT_FILTER_KEY, SAVE_MINIMUM_MS, defineFilter } from './types';

const def = defineFilter({
  id: 'unit',
  defaultEnabled: true,
  criteria: [{ id: 'states', label: 'Bundesland', category: 'main', defaultExpanded: true, defaultValue: [], type: 'MULTI_SELECT' }],
});

/** An in-memory user-settings store with the real semantics (empty value deletes). */
function memoryStore(initial: Record<string, Record<string, string>> = {}, fail: { read?: 'no_response_data'; write?: boolean } = {}) {
  const data = structuredClone(initial);
  const writes: [string, string, string][] = [];
  const store: UserSettingsStore = {
    readAll: async (container) => (fail.read ? { value: {}, error: fail.read } : { value: { ...(data[container] ?? {}) } }),
    read: async (container, key) => {
      if (fail.read) return { value: '', error: fail.read };
      const value = data[container]?.[key];
      return value === undefined ? { value: '', error: 'name_not_found' } : { value };
    },
    write: async (container, key, value) => {
      writes.push([container, key, value]);
      if (fail.write) throw new UserSettingsError('unable_to_save');
      data[container] ??= {};
      if (value === '') delete data[container][key];
      else data[container][key] = value;
    },
  };
  return { store, data, writes };
}

let counter = 0;
function setup(memory: ReturnType<typeof memoryStore>) {
  counter += 1;
  const atoms = filterAtoms(`unit${counter}`);
  const store = createStore();
  store.set(userSettingsStoreAtom, memory.store);
  store.set(atoms.definitionAtom, { ...def, id: `unit${counter}` });
  return { atoms, store, id: `unit${counter}` };
}

describe('persistence: container filters_<id> with {name, enabled, criteria}, selected key in filters_ojs_selected_filter_key', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('loads saved filters and the selected key', async () => {
    const memory = memoryStore({ filters_f: { a: JSON.stringify({ name: 'A', enabled: false, criteria: { states: ['4'] } }) }, filters_ojs_selected_filter_key: { f: 'a' } });
    const action = await loadFilters('f', memory.store);
    expect(action).toEqual({ type: 'loaded', records: [{ key: 'a', record: { name: 'A', enabled: false, criteria: { states: ['4'] } } }], selectedKey: 'a', error: undefined });
  });

  it.each([
    ['a failed read', memoryStore({}, { read: 'no_response_data' }), 'no_response_data'],
    ['a record that is not JSON', memoryStore({ filters_f: { a: '{broken' } }), 'no_response_data'],
    ['a first visit (no selected key)', memoryStore({}), undefined],
  ])('%s → error %s', async (_name, memory, error) => {
    expect((await loadFilters('f', memory.store)).error).toBe(error);
  });

  it('a store that throws anyway → unknown_error', async () => {
    const store = { readAll: () => Promise.reject(new Error('x')), read: () => Promise.reject(new Error('x')), write: () => Promise.resolve() } as UserSettingsStore;
    expect((await loadFilters('f', store)).error).toBe('unknown_error');
  });

  it.each([
    ['no_filter_definition', initialFilterState(def), undefined],
    ['no_filter_selected', { ...initialFilterState(def), selectedKey: undefined }, def],
    ['no_filter_to_save', { ...initialFilterState(def), selectedKey: 'ghost' }, def],
    ['no_filter_value_to_save', initialFilterState(defineFilter({ id: 'x', criteria: [] })), defineFilter({ id: 'x', criteria: [] })],
  ] as const)('internal save error %s', (code, state, definition) => {
    expect(saveRequest(state, definition)).toEqual({ ok: false, error: code });
  });

  it('save writes the record and the selected key, shows saving for at least 500 ms, clears touched; reload keeps it', async () => {
    const memory = memoryStore();
    const { atoms, store, id } = setup(memory);
    await store.set(atoms.commandAtom, { type: 'load' });
    await store.set(atoms.commandAtom, { type: 'edit', criterionId: 'states', value: ['9'] });
    const key = store.get(atoms.viewAtom).selectedKey!;
    const started = Date.now();
    const saving = store.set(atoms.commandAtom, { type: 'save' });
    expect(store.get(atoms.viewAtom).saving).toBe(true);
    await vi.advanceTimersByTimeAsync(SAVE_MINIMUM_MS);
    await saving;
    expect(Date.now() - started).toBeGreaterThanOrEqual(SAVE_MINIMUM_MS);
    expect(store.get(atoms.viewAtom)).toMatchObject({ saving: false, saveFailed: false });
    expect(store.get(atoms.viewAtom).values[key]?.touched).toBe(false);
    expect(JSON.parse(memory.data[`filters_${id}`]![key]!)).toEqual({ name: 'Unbenannter Filter', enabled: true, criteria: { states: ['9'] } });
    expect(memory.data.filters_ojs_selected_filter_key![id]).toBe(key);
    expect(store.get(atoms.appliedAtom)).toEqual({ states: [] });

    // A second page load with the same store finds it selected.
    const again = await loadFilters(id, memory.store);
    expect(again.selectedKey).toBe(key);
  });

  it('save failure: saving ≥ 500 ms, then the error state', async () => {
    const memory = memoryStore({}, { write: true });
    const { atoms, store } = setup(memory);
    await store.set(atoms.commandAtom, { type: 'load' });
    await store.set(atoms.commandAtom, { type: 'edit', criterionId: 'states', value: ['9'] });
    const saving = store.set(atoms.commandAtom, { type: 'save' });
    await vi.advanceTimersByTimeAsync(SAVE_MINIMUM_MS - 50);
    expect(store.get(atoms.viewAtom).saving).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    await saving;
    expect(store.get(atoms.viewAtom)).toMatchObject({ saving: false, saveFailed: true, error: 'unable_to_save' });
  });

  it('delete writes an empty value for the filter and the new selected key', async () => {
    const { atoms, store, id } = setup(memoryStore());
    const memory = memoryStore({ [`filters_${id}`]: { a: JSON.stringify({ name: 'A', enabled: true, criteria: {} }) }, filters_ojs_selected_filter_key: { [id]: 'a' } });
    store.set(userSettingsStoreAtom, memory.store);
    await store.set(atoms.commandAtom, { type: 'load' });
    expect(store.get(atoms.viewAtom).selectedKey).toBe('a');
    await store.set(atoms.commandAtom, { type: 'requestRemove' });
    await store.set(atoms.commandAtom, { type: 'confirmRemove' });
    expect(memory.writes).toEqual([
      [`filters_${id}`, 'a', ''],
      ['filters_ojs_selected_filter_key', id, DEFAULT_FILTER_KEY],
    ]);
    expect(store.get(atoms.viewAtom).selectedKey).toBe(DEFAULT_FILTER_KEY);
  });

  it('selecting another filter remembers the selected key; a blocked switch writes nothing', async () => {
    const { atoms, store, id } = setup(memoryStore());
    const memory = memoryStore({ [`filters_${id}`]: { a: JSON.stringify({ name: 'A', enabled: true, criteria: {} }) } });
    store.set(userSettingsStoreAtom, memory.store);
    await store.set(atoms.commandAtom, { type: 'load' });
    await store.set(atoms.commandAtom, { type: 'select', key: 'a' });
    expect(memory.writes).toEqual([['filters_ojs_selected_filter_key', id, 'a']]);
    await store.set(atoms.commandAtom, { type: 'edit', criterionId: 'states', value: ['1'] });
    await store.set(atoms.commandAtom, { type: 'select', key: DEFAULT_FILTER_KEY });
    expect(store.get(atoms.viewAtom).dialog).toEqual({ kind: 'switchBlocked' });
    expect(memory.writes).toHaveLength(1);
  });
});
