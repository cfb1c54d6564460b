import { describe, expect, it } from 'vitest';
import { filterDialogTexts, filterErrorText, filterTexts } from '../../messages/filters';
import { anyTouched, canApply, filterLabel, filterReducer, initialFilterState, sameValue, selectedFilter, type FilterAction } from './reducer';
import { saveRequest } from './persistence';
import { DEFAULT_FILTER_KEY, HISTORY_LIMIT, defineFilter, type FilterDefinition, type FilterIdState } from './types';

const def: FilterDefinition = defineFilter({
  id: 'test',
  defaultEnabled: true,
  criteria: [
    { id: 'text', label: 'Suche', category: 'main', defaultExpanded: true, defaultValue: '', type: 'TEXT' },
    { id: 'states', label: 'Bundesland', category: 'main', defaultExpanded: true, defaultValue: [], type: 'MULTI_SELECT' },
    { id: 'own', label: 'Nur eigene', category: 'additional', defaultExpanded: false, defaultValue: false, type: 'BOOLEAN', instant: true },
  ],
});
const live = { ...def, updateMode: 'live' as const };
const noManagement = { ...def, disableFilterManagement: true };

const run = (actions: FilterAction[], definition = def, start: FilterIdState = initialFilterState(definition)) =>
  actions.reduce((state, action) => filterReducer(state, action, definition), start);

const saved = (key: string, name: string, states: string[] = []) => ({ key, record: { name, enabled: true, criteria: { text: '', states, own: false } } });
/** Two saved filters A and B, A selected. */
const loaded = (selectedKey = 'a') => run([{ type: 'loaded', records: [saved('a', 'A', ['4']), saved('b', 'B')], selectedKey }]);
const edit = (criterionId: string, value: string | string[] | boolean, newKey = 'new'): FilterAction => ({ type: 'edit', criterionId, value, newKey, at: 1 });

describe('filter definition and default filter', () => {
  it('fills in the spec defaults: defaultEnabled false, updateMode apply, management on', () => {
    expect(defineFilter({ id: 'x', criteria: [] })).toMatchObject({ defaultEnabled: false, updateMode: 'apply', disableFilterManagement: false });
  });
  it('the default filter OJS_DEFAULT_FILTER "Standardfilter" always exists and is selected first', () => {
    const state = initialFilterState(def);
    expect(state.order).toEqual([DEFAULT_FILTER_KEY]);
    expect(selectedFilter(state)).toMatchObject({ key: 'OJS_DEFAULT_FILTER', name: 'Standardfilter', editable: false, enabled: true, touched: false });
  });
  it('keeps the default filter first after loading, with the stored selection', () => {
    const state = loaded('b');
    expect(state.order).toEqual([DEFAULT_FILTER_KEY, 'a', 'b']);
    expect(state.selectedKey).toBe('b');
    expect(state.values.a?.criteria.states).toEqual({ applyable: ['4'], current: ['4'], default: ['4'] });
  });
  it('falls back to the default filter when the stored selection is unknown, and records the load error', () => {
    const state = run([{ type: 'loaded', records: [], selectedKey: 'gone', error: 'no_response_data' }]);
    expect(state.selectedKey).toBe(DEFAULT_FILTER_KEY);
    expect(state.error).toBe('no_response_data');
  });
  it('ignores a stored record for the default filter key', () => {
    const state = run([{ type: 'loaded', records: [saved(DEFAULT_FILTER_KEY, 'Hacked')] }]);
    expect(state.values[DEFAULT_FILTER_KEY]?.name).toBe('Standardfilter');
  });
});

describe('applyable and current values', () => {
  it.each([
    ['apply mode: an edit changes only applyable', def, edit('text', 'Zement'), { applyable: 'Zement', current: '' }],
    ['live mode: both change together', live, edit('text', 'Zement'), { applyable: 'Zement', current: 'Zement' }],
    ['instant update: both change together', def, { ...edit('text', 'Zement'), instant: true } as FilterAction, { applyable: 'Zement', current: 'Zement' }],
    ['instant criterion: both change together', def, edit('own', true), { applyable: true, current: true }],
  ])('%s', (_name, definition, action, expected) => {
    const state = run([{ type: 'loaded', records: [saved('a', 'A')], selectedKey: 'a' }, action], definition);
    const id = (action as { criterionId: string }).criterionId;
    expect(state.values.a?.criteria[id]).toMatchObject(expected);
  });

  it('"Filter anwenden" copies applyable to current and records the state in the history', () => {
    const state = run([edit('states', ['1', '2']), { type: 'apply', at: 5 }], def, loaded());
    expect(state.values.a?.criteria.states).toMatchObject({ applyable: ['1', '2'], current: ['1', '2'] });
    expect(state.history[0]).toMatchObject({ at: 5, name: 'A', values: { states: ['1', '2'] } });
  });

  it.each([
    ['no criterion differs', [], false],
    ['a criterion differs and the filter is enabled', [edit('text', 'x')], true],
    ['a criterion differs but the filter is inactive', [edit('text', 'x'), { type: 'toggleEnabled' }], false],
    ['after applying', [edit('text', 'x'), { type: 'apply', at: 1 }], false],
    ['no filter selected', [{ type: 'select', key: undefined }], false],
  ] as [string, FilterAction[], boolean][])('apply enabled when %s: %s', (_name, actions, expected) => {
    expect(canApply(run(actions, def, loaded()))).toBe(expected);
  });

  it('apply does nothing when it is not enabled', () => {
    const before = loaded();
    expect(run([{ type: 'apply', at: 1 }], def, before)).toBe(before);
  });

  it('lists compare as sets', () => {
    expect(sameValue(['1', '2'], ['2', '1'])).toBe(true);
    expect(sameValue(['1'], ['1', '2'])).toBe(false);
  });
});

describe('touched, reset and back to default', () => {
  it.each([
    ['editing marks touched', [edit('text', 'x')], true],
    ['changing one criterion back clears touched when all are at default', [edit('text', 'x'), edit('text', '')], false],
    ['…but not while another criterion differs', [edit('text', 'x'), edit('own', true), edit('text', '')], true],
    ['lists back to the saved set (any order) count as default', [edit('states', ['4', '5']), edit('states', ['4'])], false],
    ['renaming marks touched', [{ type: 'rename', name: 'A neu' }], true],
    ['back to default keeps touched after a rename', [{ type: 'rename', name: 'A neu' }, edit('text', 'x'), edit('text', '')], true],
    ['reset clears touched', [edit('text', 'x'), edit('own', true), { type: 'reset' }], false],
  ] as [string, FilterAction[], boolean][])('%s', (_name, actions, touched) => {
    expect(run(actions, def, loaded()).values.a?.touched).toBe(touched);
  });

  it('reset returns all criteria (applyable and current) and the name to the saved values', () => {
    const state = run([edit('text', 'x'), edit('own', true), { type: 'rename', name: 'Z' }, { type: 'reset' }], def, loaded());
    expect(state.values.a).toMatchObject({ name: 'A', touched: false });
    expect(state.values.a?.criteria).toMatchObject({ text: { applyable: '', current: '' }, own: { applyable: false, current: false }, states: { applyable: ['4'] } });
  });

  it('an unsaved filter is labelled with a trailing " (*)"', () => {
    const state = run([edit('text', 'x')], def, loaded());
    expect(filterLabel(state.values.a!)).toBe('A (*)');
    expect(filterLabel(state.values.b!)).toBe('B');
  });
});

describe('editing the default filter', () => {
  it('creates a touched "Unbenannter Filter", selects it and leaves the default filter untouched', () => {
    const state = run([edit('text', 'Zement', 'k1')]);
    expect(state.selectedKey).toBe('k1');
    expect(state.order).toEqual([DEFAULT_FILTER_KEY, 'k1']);
    expect(state.values.k1).toMatchObject({ name: 'Unbenannter Filter', touched: true, persisted: false, enabled: true });
    expect(state.values.k1?.criteria.text?.applyable).toBe('Zement');
    expect(state.values[DEFAULT_FILTER_KEY]).toMatchObject({ touched: false });
    expect(state.values[DEFAULT_FILTER_KEY]?.criteria.text?.applyable).toBe('');
  });
  it('edits the default filter in place when filter management is disabled, never touched', () => {
    const state = run([edit('text', 'Zement', 'k1')], noManagement);
    expect(state.order).toEqual([DEFAULT_FILTER_KEY]);
    expect(state.values[DEFAULT_FILTER_KEY]).toMatchObject({ touched: false });
    expect(state.values[DEFAULT_FILTER_KEY]?.criteria.text?.applyable).toBe('Zement');
  });
});

describe('add, remove, rename, select, duplicate', () => {
  it('requesting a new filter asks for its name', () => {
    expect(run([{ type: 'requestAdd' }], def, loaded()).dialog).toEqual({ kind: 'name', mode: 'ADD', initialName: 'Unbenannter Filter' });
  });
  it('adding copies the definition defaults, marks touched and selects it', () => {
    const state = run([{ type: 'add', key: 'n', name: 'Neu' }], def, loaded());
    expect(state.selectedKey).toBe('n');
    expect(state.order.at(-1)).toBe('n');
    expect(state.values.n).toMatchObject({ name: 'Neu', touched: true, editable: true });
    expect(state.values.n?.criteria.states).toEqual({ applyable: [], current: [], default: [] });
  });

  it.each([
    ['the selected middle filter: previous sibling', ['a', 'b', 'c'], 'b', 'b', 'a'],
    ['the last: previous sibling', ['a', 'b'], 'b', 'b', 'a'],
    ['a filter that is not selected: selection kept', ['a', 'b'], 'a', 'b', 'a'],
  ])('removing %s', (_name, keys, selectedKey, removed, expected) => {
    const start = run([{ type: 'loaded', records: keys.map((k) => saved(k, k.toUpperCase())), selectedKey }]);
    const state = run([{ type: 'removed', key: removed }], def, start);
    expect(state.values[removed]).toBeUndefined();
    expect(state.selectedKey).toBe(expected);
  });
  it('removing the first in the list selects the next sibling (else none: unreachable while the default filter exists)', () => {
    const standard = initialFilterState(def).values[DEFAULT_FILTER_KEY]!;
    const first: FilterIdState = { ...initialFilterState(def), values: { x: { ...standard, key: 'x', name: 'X' }, [DEFAULT_FILTER_KEY]: standard }, order: ['x', DEFAULT_FILTER_KEY], selectedKey: 'x' };
    expect(filterReducer(first, { type: 'removed', key: 'x' }, def).selectedKey).toBe(DEFAULT_FILTER_KEY);
  });
  it('a name loses its bidirectional controls (a U+202E override would display it as another), when added and renamed', () => {
    const added = run([{ type: 'add', key: 'n', name: 'Neu\u202Egpj.exe' }], def, loaded());
    expect(added.values.n?.name).toBe('Neugpj.exe');
    const renamed = run([{ type: 'rename', name: '\u2066Zement\u2069 \u200EOst' }], def, added);
    expect(renamed.values.n?.name).toBe('Zement Ost');
  });
  it('the default filter cannot be deleted or renamed', () => {
    const start = initialFilterState(def);
    expect(run([{ type: 'requestRemove' }], def, start).dialog).toBeUndefined();
    expect(run([{ type: 'removed', key: DEFAULT_FILTER_KEY }], def, start).values[DEFAULT_FILTER_KEY]).toBeDefined();
    expect(run([{ type: 'requestRename' }], def, start).dialog).toBeUndefined();
    expect(run([{ type: 'rename', name: 'X' }], def, start).values[DEFAULT_FILTER_KEY]?.name).toBe('Standardfilter');
  });
  it('deleting asks for confirmation with the filter name', () => {
    expect(run([{ type: 'requestRemove' }], def, loaded()).dialog).toEqual({ kind: 'confirmDelete', key: 'a', name: 'A' });
    expect(filterDialogTexts.deleteText('A')).toBe('Möchten Sie den Filter "A" wirklich löschen?');
  });
  it('renaming asks for the name, then renames and marks touched', () => {
    expect(run([{ type: 'requestRename' }], def, loaded()).dialog).toEqual({ kind: 'name', mode: 'EDIT', initialName: 'A' });
    expect(run([{ type: 'rename', name: '  Neu  ' }], def, loaded()).values.a).toMatchObject({ name: 'Neu', touched: true });
  });

  it.each([
    ['rename', { type: 'requestRename' }, 'rename', filterDialogTexts.noSelectionRename],
    ['duplicate', { type: 'duplicate', key: 'c' }, 'duplicate', filterDialogTexts.noSelectionDuplicate],
    ['delete', { type: 'requestRemove' }, 'delete', filterDialogTexts.noSelectionDelete],
  ] as [string, FilterAction, string, string][])('"Kein Filter ausgewählt" on %s without a selection', (_name, action, kind, text) => {
    const state = run([{ type: 'select', key: undefined }, action], def, loaded());
    expect(state.dialog).toEqual({ kind: 'noSelection', action: kind });
    expect(text).toMatch(/^Bitte wählen Sie/);
  });

  it.each([
    ['select another filter', { type: 'select', key: 'b' }],
    ['add a filter', { type: 'add', key: 'n', name: 'N' }],
    ['request a new filter', { type: 'requestAdd' }],
  ] as [string, FilterAction][])('switching is blocked while a filter is unsaved: %s', (_name, action) => {
    const state = run([edit('text', 'x'), action], def, loaded());
    expect(state.dialog).toEqual({ kind: 'switchBlocked' });
    expect(state.selectedKey).toBe('a');
    expect(state.order).toEqual([DEFAULT_FILTER_KEY, 'a', 'b']);
  });
  it('switching works when nothing is unsaved, and selecting none is allowed', () => {
    expect(run([{ type: 'select', key: 'b' }], def, loaded()).selectedKey).toBe('b');
    expect(run([{ type: 'select', key: undefined }], def, loaded()).selectedKey).toBeUndefined();
    expect(anyTouched(loaded())).toBe(false);
  });

  it('duplicating a saved filter makes a touched, selected "Kopie von …" with the same values', () => {
    const state = run([{ type: 'duplicate', key: 'c' }], def, loaded());
    expect(state.selectedKey).toBe('c');
    expect(state.values.c).toMatchObject({ name: 'Kopie von A', touched: true, persisted: false });
    expect(state.values.c?.criteria.states?.applyable).toEqual(['4']);
  });
  it('duplicating is blocked when the filter is touched', () => {
    const state = run([edit('text', 'x'), { type: 'duplicate', key: 'c' }], def, loaded());
    expect(state.dialog).toEqual({ kind: 'duplicateBlocked' });
    expect(state.values.c).toBeUndefined();
  });
  it('the default filter can be duplicated', () => {
    expect(run([{ type: 'duplicate', key: 'c' }]).values.c?.name).toBe(filterTexts.copyOf('Standardfilter'));
  });
  it('closeDialog closes any dialog', () => {
    expect(run([edit('text', 'x'), { type: 'select', key: 'b' }, { type: 'closeDialog' }], def, loaded()).dialog).toBeUndefined();
  });
  it('management actions do nothing when the definition disables filter management', () => {
    const start = initialFilterState(noManagement);
    for (const action of [{ type: 'requestAdd' }, { type: 'add', key: 'n', name: 'n' }, { type: 'requestRename' }, { type: 'requestRemove' }, { type: 'duplicate', key: 'n' }] as FilterAction[]) {
      expect(run([action], noManagement, start)).toEqual(start);
    }
  });
});

describe('enable toggle', () => {
  it('toggles the selected filter, and does nothing without a selection', () => {
    expect(run([{ type: 'toggleEnabled' }], def, loaded()).values.a?.enabled).toBe(false);
    const none = run([{ type: 'select', key: undefined }], def, loaded());
    expect(run([{ type: 'toggleEnabled' }], def, none)).toBe(none);
  });
});

describe("'Beobachten' (watch toggle)", () => {
  const watchable = { ...def, watchable: true };
  it('toggles a saved filter as an unsaved change; saved, the record carries it; loaded, the filter is watched', () => {
    const watched = run([{ type: 'toggleWatched' }], watchable, loaded());
    expect(watched.values.a).toMatchObject({ watched: true, touched: true });
    const saved = run([{ type: 'saveStart' }, { type: 'saveSucceeded', key: 'a' }], watchable, watched);
    expect(saveRequest(saved, watchable)).toEqual({ ok: true, key: 'a', record: { name: 'A', enabled: true, criteria: { text: '', states: ['4'], own: false }, watched: true } });
    const again = run([{ type: 'loaded', records: [{ key: 'a', record: { name: 'A', enabled: true, criteria: {}, watched: true } }], selectedKey: 'a' }], watchable);
    expect(again.values.a?.watched).toBe(true);
    expect(run([{ type: 'toggleWatched' }], watchable, saved).values.a?.watched).toBe(false);
  });

  it('does nothing for the default filter or where the definition does not allow watching', () => {
    const onDefault = run([{ type: 'select', key: DEFAULT_FILTER_KEY }], watchable, loaded());
    expect(run([{ type: 'toggleWatched' }], watchable, onDefault)).toBe(onDefault);
    const start = loaded();
    expect(run([{ type: 'toggleWatched' }], def, start)).toBe(start);
  });
});

describe('save', () => {
  it('saveStart sets saving; success clears touched, makes the values the new defaults and the filter persisted', () => {
    const start = run([{ type: 'add', key: 'n', name: 'N' }, edit('text', 'Zement'), { type: 'saveStart' }], def, loaded());
    expect(start.saving).toBe(true);
    const state = run([{ type: 'saveSucceeded', key: 'n' }], def, start);
    expect(state.saving).toBe(false);
    expect(state.values.n).toMatchObject({ touched: false, persisted: true, savedName: 'N' });
    expect(state.values.n?.criteria.text).toMatchObject({ applyable: 'Zement', default: 'Zement' });
  });
  it('failure ends saving with the error state and the unable_to_save warning', () => {
    const state = run([edit('text', 'x'), { type: 'saveStart' }, { type: 'saveFailed', error: 'unable_to_save' }], def, loaded());
    expect(state).toMatchObject({ saving: false, saveFailed: true, error: 'unable_to_save' });
    expect(state.values.a?.touched).toBe(true);
    expect(filterErrorText(state.error!)).toBe('Filter konnte nicht gespeichert werden.');
  });
  it('a later success clears the save error', () => {
    const state = run([{ type: 'saveFailed', error: 'unable_to_save' }, { type: 'saveStart' }, { type: 'saveSucceeded', key: 'a' }], def, loaded());
    expect(state.error).toBeUndefined();
    expect(state.saveFailed).toBe(false);
  });
});

describe('history and restore (side panel, History tab)', () => {
  it('keeps applied states newest first, without repeating the same state, at most HISTORY_LIMIT', () => {
    let state = loaded();
    for (let i = 0; i < HISTORY_LIMIT + 3; i += 1) state = run([edit('text', `t${i}`), { type: 'apply', at: i }], def, state);
    expect(state.history).toHaveLength(HISTORY_LIMIT);
    expect(state.history[0]?.values.text).toBe(`t${HISTORY_LIMIT + 2}`);
    const again = run([{ type: 'restore', values: state.history[0]!.values, newKey: 'n', at: 99 }], def, state);
    expect(again).toBe(state);
  });
  it('restoring an entry sets applyable and current at once and records it', () => {
    const state = run([{ type: 'restore', values: { states: ['9'], text: 'Zement' }, newKey: 'n', at: 7 }], def, loaded());
    expect(state.values.a?.criteria.states).toMatchObject({ applyable: ['9'], current: ['9'] });
    expect(state.values.a?.criteria.own).toMatchObject({ applyable: false });
    expect(state.values.a?.touched).toBe(true);
    expect(state.history[0]).toMatchObject({ at: 7, name: 'A' });
  });
  it('restoring on the default filter creates the touched "Unbenannter Filter"', () => {
    const state = run([{ type: 'restore', values: { text: 'Zement' }, newKey: 'n', at: 7 }]);
    expect(state.selectedKey).toBe('n');
    expect(state.values.n?.criteria.text?.current).toBe('Zement');
  });
  it('live mode records each edit as an applied state', () => {
    const state = run([{ type: 'loaded', records: [saved('a', 'A')], selectedKey: 'a' }, edit('text', 'x')], live);
    expect(state.history[0]?.values.text).toBe('x');
  });
});

describe('error texts', () => {
  it.each([
    ['name_not_found', 'Filter konnten nicht geladen werden. Es werden die Standardeinstellungen genutzt.'],
    ['no_response_data', 'Filter konnten nicht geladen werden. Es werden die Standardeinstellungen genutzt.'],
    ['unable_to_save', 'Filter konnte nicht gespeichert werden.'],
    ['unknown_error', 'Es ist ein unerwarteter Fehler aufgetreten.'],
    ['generic_error', 'Es ist ein unerwarteter Fehler aufgetreten.'],
    ['no_filter_selected', 'Es ist ein unerwarteter Fehler aufgetreten.'],
    ['something_else', 'Es ist ein unerwarteter Fehler aufgetreten.'],
  ])('%s → %s', (code, text) => expect(filterErrorText(code)).toBe(text));
  it('setError sets and clears the error', () => {
    expect(run([{ type: 'setError', error: 'unknown_error' }]).error).toBe('unknown_error');
    expect(run([{ type: 'setError', error: 'unknown_error' }, { type: 'setError', error: undefined }]).error).toBeUndefined();
  });
});
