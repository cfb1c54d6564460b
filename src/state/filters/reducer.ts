/**
 * The transitions of the saved filters as one pure reducer: (state, action, definition) → state. Blocked
 * actions do not change the filters; they set `dialog` to what the user is told (the filter dialogs).
 * Side effects (user settings, timers, key generation) live in ./atoms.ts and ./persistence.ts.
 */
import { withoutBidiControls } from './text';
import { filterTexts, type FilterErrorCode } from '../../messages/filters';
import {
  DEFAULT_FILTER_KEY,
  HISTORY_LIMIT,
  type CriterionState,
  type CriterionValue,
  type FilterDefinition,
  type FilterIdState,
  type HistoryEntry,
  type PersistedFilterRecord,
  type SavedFilter,
} from './types';

export type FilterAction =
  | { type: 'loadStart' }
  | { type: 'loaded'; records: readonly { key: string; record: PersistedFilterRecord }[]; selectedKey?: string; error?: FilterErrorCode }
  /** Edit one criterion; `newKey` is used when the edit forks the default filter. */
  | { type: 'edit'; criterionId: string; value: CriterionValue; instant?: boolean; newKey: string; at?: number }
  | { type: 'apply'; at: number }
  | { type: 'reset' }
  | { type: 'requestAdd' }
  | { type: 'add'; key: string; name: string }
  | { type: 'requestRename' }
  | { type: 'rename'; name: string }
  | { type: 'requestRemove' }
  | { type: 'removed'; key: string }
  | { type: 'select'; key: string | undefined }
  | { type: 'duplicate'; key: string }
  | { type: 'toggleEnabled' }
  /** 'Beobachten' on or off: an unsaved change of a saved filter (not of the default filter). */
  | { type: 'toggleWatched' }
  | { type: 'saveStart' }
  | { type: 'saveSucceeded'; key: string }
  | { type: 'saveFailed'; error: FilterErrorCode }
  /** Set all criteria at once (a History entry or the shared URL); `newKey` as for 'edit'. */
  | { type: 'restore'; values: Readonly<Record<string, CriterionValue>>; newKey: string; at: number }
  | { type: 'setError'; error: FilterErrorCode | undefined }
  | { type: 'closeDialog' };

export function initialFilterState(definition?: FilterDefinition): FilterIdState {
  const base: FilterIdState = {
    selectedKey: DEFAULT_FILTER_KEY,
    values: {},
    order: [],
    error: undefined,
    status: 'idle',
    saving: false,
    saveFailed: false,
    dialog: undefined,
    history: [],
  };
  return definition ? withDefaultFilter(base, definition) : base;
}

/** Equal values; lists compare as sets (the order of chosen options does not matter). */
export function sameValue(a: CriterionValue | undefined, b: CriterionValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    const set = new Set<string>(b as string[]);
    return (a as string[]).every((item) => set.has(item));
  }
  return a === b;
}

/** A value of the right type for the criterion (a stored record may hold anything). */
function coerce(value: unknown, fallback: CriterionValue): CriterionValue {
  if (Array.isArray(fallback)) return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : fallback;
  if (typeof fallback === 'boolean') return typeof value === 'boolean' ? value : fallback;
  return typeof value === 'string' ? value : fallback;
}

function definitionCriteria(definition: FilterDefinition): Record<string, CriterionState> {
  return Object.fromEntries(definition.criteria.map((c) => [c.id, { applyable: c.defaultValue, current: c.defaultValue, default: c.defaultValue }]));
}

/** The default filter OJS_DEFAULT_FILTER 'Standardfilter' always exists and cannot be renamed or deleted. */
function defaultFilter(definition: FilterDefinition): SavedFilter {
  return {
    key: DEFAULT_FILTER_KEY,
    name: filterTexts.defaultFilterName,
    savedName: filterTexts.defaultFilterName,
    enabled: definition.defaultEnabled,
    editable: false,
    touched: false,
    persisted: true,
    criteria: definitionCriteria(definition),
  };
}

/** The state with its default filter in place (it always exists). */
export function withDefaultFilter(state: FilterIdState, definition: FilterDefinition): FilterIdState {
  if (state.values[DEFAULT_FILTER_KEY]) return state;
  return { ...state, values: { [DEFAULT_FILTER_KEY]: defaultFilter(definition), ...state.values }, order: [DEFAULT_FILTER_KEY, ...state.order.filter((k) => k !== DEFAULT_FILTER_KEY)] };
}

export function selectedFilter(state: FilterIdState): SavedFilter | undefined {
  return state.selectedKey === undefined ? undefined : state.values[state.selectedKey];
}

export const anyTouched = (state: FilterIdState) => Object.values(state.values).some((filter) => filter.touched);

const allAtDefault = (filter: SavedFilter) => Object.values(filter.criteria).every((c) => sameValue(c.applyable, c.default));

/** 'Filter anwenden' is enabled only when the filter is enabled and some criterion differs. */
export function canApply(state: FilterIdState): boolean {
  const filter = selectedFilter(state);
  return !!filter && filter.enabled && Object.values(filter.criteria).some((c) => !sameValue(c.applyable, c.current));
}

/** The label of a filter in lists: an unsaved filter ends with ' (*)'. */
export function filterLabel(filter: SavedFilter): string {
  return filter.touched ? `${filter.name}${filterTexts.unsavedSuffix}` : filter.name;
}

/** The current (applied) values of a filter. */
function currentValues(filter: SavedFilter): Record<string, CriterionValue> {
  return Object.fromEntries(Object.entries(filter.criteria).map(([id, c]) => [id, c.current]));
}

/** The applied criteria of the page: the selected filter's current values when it is enabled, else none. */
export function appliedValues(state: FilterIdState): Record<string, CriterionValue> | undefined {
  const filter = selectedFilter(state);
  return filter && filter.enabled ? currentValues(filter) : undefined;
}

function pushHistory(history: readonly HistoryEntry[], entry: HistoryEntry): readonly HistoryEntry[] {
  const [newest] = history;
  if (newest && newest.name === entry.name && Object.keys(entry.values).every((id) => sameValue(newest.values[id], entry.values[id]))) return history;
  return [entry, ...history].slice(0, HISTORY_LIMIT);
}

function replaceFilter(state: FilterIdState, filter: SavedFilter): FilterIdState {
  return { ...state, values: { ...state.values, [filter.key]: filter } };
}

function addFilter(state: FilterIdState, filter: SavedFilter): FilterIdState {
  return { ...state, values: { ...state.values, [filter.key]: filter }, order: [...state.order, filter.key], selectedKey: filter.key };
}

/**
 * The filter an edit goes to: the selected one, or a new touched 'Unbenannter Filter' when the default
 * filter (or none) is selected and filter management is on.
 */
function editTarget(state: FilterIdState, definition: FilterDefinition, newKey: string): { state: FilterIdState; filter: SavedFilter } {
  const selected = selectedFilter(state);
  if (selected && (selected.key !== DEFAULT_FILTER_KEY || definition.disableFilterManagement)) return { state, filter: selected };
  const source = selected ?? defaultFilter(definition);
  const fork: SavedFilter = {
    key: newKey,
    name: filterTexts.unnamedFilter,
    savedName: '',
    // Ours: a filter made by editing is active, so that its criteria can be applied.
    enabled: true,
    editable: true,
    touched: true,
    persisted: false,
    criteria: source.criteria,
  };
  const next = addFilter(state, fork);
  return { state: next, filter: fork };
}

/** Touched after an edit: set, unless all criteria are back at their defaults (and the name is unchanged). */
function touchedAfterEdit(filter: SavedFilter, definition: FilterDefinition): boolean {
  if (definition.disableFilterManagement) return false;
  if (!allAtDefault(filter)) return true;
  return filter.persisted && filter.name !== filter.savedName;
}

function setValues(
  filter: SavedFilter,
  values: Readonly<Record<string, CriterionValue>>,
  both: boolean,
): SavedFilter {
  const criteria = Object.fromEntries(
    Object.entries(filter.criteria).map(([id, c]) => {
      if (!(id in values)) return [id, c];
      const value = values[id] as CriterionValue;
      return [id, { ...c, applyable: value, current: both ? value : c.current }];
    }),
  );
  return { ...filter, criteria };
}

function recordToFilter(key: string, record: PersistedFilterRecord, definition: FilterDefinition): SavedFilter {
  const criteria = Object.fromEntries(
    definition.criteria.map((c) => {
      const value = coerce(record.criteria?.[c.id], c.defaultValue);
      return [c.id, { applyable: value, current: value, default: value }];
    }),
  );
  const name = typeof record.name === 'string' && record.name.trim() ? record.name : filterTexts.unnamedFilter;
  return { key, name, savedName: name, enabled: record.enabled !== false, editable: true, touched: false, persisted: true, criteria, ...(record.watched === true ? { watched: true } : {}) };
}

export function filterReducer(stateIn: FilterIdState, action: FilterAction, definition: FilterDefinition): FilterIdState {
  const state = withDefaultFilter(stateIn, definition);
  const selected = selectedFilter(state);
  const isDefault = selected?.key === DEFAULT_FILTER_KEY;
  const management = !definition.disableFilterManagement;

  switch (action.type) {
    case 'loadStart':
      return { ...state, status: 'loading' };

    case 'loaded': {
      let next: FilterIdState = { ...state, status: 'loaded', error: action.error ?? state.error };
      // Unsaved filters of this session stay; saved ones are replaced by what the store holds.
      const kept = state.order.filter((key) => key === DEFAULT_FILTER_KEY || !state.values[key]?.persisted);
      const values: Record<string, SavedFilter> = Object.fromEntries(kept.map((key) => [key, state.values[key] as SavedFilter]));
      const order = [...kept];
      for (const { key, record } of action.records) {
        if (key === DEFAULT_FILTER_KEY || values[key]) continue;
        values[key] = recordToFilter(key, record, definition);
        order.push(key);
      }
      next = { ...next, values, order: [DEFAULT_FILTER_KEY, ...order.filter((k) => k !== DEFAULT_FILTER_KEY)] };
      const wanted = action.selectedKey;
      const keepSelection = state.selectedKey !== undefined && state.selectedKey !== DEFAULT_FILTER_KEY && values[state.selectedKey];
      const selectedKey = keepSelection ? state.selectedKey : wanted && values[wanted] ? wanted : DEFAULT_FILTER_KEY;
      return { ...next, selectedKey };
    }

    case 'edit': {
      const { state: target, filter } = editTarget(state, definition, action.newKey);
      const criterion = definition.criteria.find((c) => c.id === action.criterionId);
      if (!criterion || !filter.criteria[action.criterionId]) return state;
      const both = definition.updateMode === 'live' || action.instant === true || criterion.instant === true;
      const edited = setValues(filter, { [action.criterionId]: action.value }, both);
      const touched = touchedAfterEdit(edited, definition);
      let next = replaceFilter(target, { ...edited, touched });
      if (both && edited.enabled && action.at !== undefined) next = { ...next, history: pushHistory(next.history, { at: action.at, name: edited.name, values: currentValues(edited) }) };
      return next;
    }

    case 'apply': {
      if (!selected || !canApply(state)) return state;
      const criteria = Object.fromEntries(Object.entries(selected.criteria).map(([id, c]) => [id, { ...c, current: c.applyable }]));
      const applied = { ...selected, criteria };
      return { ...replaceFilter(state, applied), history: pushHistory(state.history, { at: action.at, name: applied.name, values: currentValues(applied) }) };
    }

    case 'reset': {
      if (!selected) return state;
      const criteria = Object.fromEntries(Object.entries(selected.criteria).map(([id, c]) => [id, { ...c, applyable: c.default, current: c.default }]));
      const name = selected.persisted ? selected.savedName : selected.name;
      return replaceFilter(state, { ...selected, criteria, name, touched: false });
    }

    case 'requestAdd':
      if (!management) return state;
      if (anyTouched(state)) return { ...state, dialog: { kind: 'switchBlocked' } };
      return { ...state, dialog: { kind: 'name', mode: 'ADD', initialName: filterTexts.unnamedFilter } };

    case 'add': {
      if (!management) return state;
      if (anyTouched(state)) return { ...state, dialog: { kind: 'switchBlocked' } };
      const filter: SavedFilter = {
        key: action.key,
        name: withoutBidiControls(action.name).trim() || filterTexts.unnamedFilter,
        savedName: '',
        enabled: true,
        editable: true,
        touched: true,
        persisted: false,
        criteria: definitionCriteria(definition),
      };
      return { ...addFilter(state, filter), dialog: undefined };
    }

    case 'requestRename':
      if (!management) return state;
      if (!selected) return { ...state, dialog: { kind: 'noSelection', action: 'rename' } };
      if (isDefault || !selected.editable) return state;
      return { ...state, dialog: { kind: 'name', mode: 'EDIT', initialName: selected.name } };

    case 'rename': {
      if (!selected || isDefault || !selected.editable) return { ...state, dialog: undefined };
      const name = withoutBidiControls(action.name).trim();
      if (!name || name === selected.name) return { ...state, dialog: undefined };
      return { ...replaceFilter(state, { ...selected, name, touched: true }), dialog: undefined };
    }

    case 'requestRemove':
      if (!management) return state;
      if (!selected) return { ...state, dialog: { kind: 'noSelection', action: 'delete' } };
      if (isDefault) return state;
      return { ...state, dialog: { kind: 'confirmDelete', key: selected.key, name: selected.name } };

    case 'removed': {
      if (action.key === DEFAULT_FILTER_KEY || !state.values[action.key]) return { ...state, dialog: undefined };
      const index = state.order.indexOf(action.key);
      const order = state.order.filter((key) => key !== action.key);
      const values = { ...state.values };
      delete values[action.key];
      let selectedKey = state.selectedKey;
      if (selectedKey === action.key) selectedKey = state.order[index - 1] ?? state.order[index + 1];
      return { ...state, values, order, selectedKey, dialog: undefined };
    }

    case 'select': {
      if (action.key === state.selectedKey) return state;
      if (action.key !== undefined && !state.values[action.key]) return state;
      if (anyTouched(state)) return { ...state, dialog: { kind: 'switchBlocked' } };
      return { ...state, selectedKey: action.key, saveFailed: false };
    }

    case 'duplicate': {
      if (!management) return state;
      if (!selected) return { ...state, dialog: { kind: 'noSelection', action: 'duplicate' } };
      if (selected.touched) return { ...state, dialog: { kind: 'duplicateBlocked' } };
      if (anyTouched(state)) return { ...state, dialog: { kind: 'switchBlocked' } };
      const criteria = Object.fromEntries(Object.entries(selected.criteria).map(([id, c]) => [id, { applyable: c.applyable, current: c.current, default: c.applyable }]));
      const copy: SavedFilter = {
        key: action.key,
        name: filterTexts.copyOf(selected.name),
        savedName: '',
        enabled: selected.enabled,
        editable: true,
        touched: true,
        persisted: false,
        criteria,
      };
      return addFilter(state, copy);
    }

    case 'toggleEnabled':
      if (!selected) return state;
      return replaceFilter(state, { ...selected, enabled: !selected.enabled });

    case 'toggleWatched':
      if (!selected || isDefault || !definition.watchable) return state;
      return replaceFilter(state, { ...selected, watched: !selected.watched, touched: true });

    case 'saveStart':
      return { ...state, saving: true, saveFailed: false };

    case 'saveSucceeded': {
      const filter = state.values[action.key];
      const base = { ...state, saving: false, saveFailed: false, error: state.error === 'unable_to_save' ? undefined : state.error };
      if (!filter || action.key === DEFAULT_FILTER_KEY) return base;
      const criteria = Object.fromEntries(Object.entries(filter.criteria).map(([id, c]) => [id, { ...c, default: c.applyable }]));
      return replaceFilter(base, { ...filter, criteria, touched: false, persisted: true, savedName: filter.name });
    }

    case 'saveFailed':
      return { ...state, saving: false, saveFailed: true, error: action.error };

    case 'restore': {
      const { state: target, filter } = editTarget(state, definition, action.newKey);
      const values = Object.fromEntries(definition.criteria.map((c) => [c.id, coerce(action.values[c.id], c.defaultValue)]));
      if (Object.entries(values).every(([id, value]) => sameValue(filter.criteria[id]?.current, value) && sameValue(filter.criteria[id]?.applyable, value))) {
        return state;
      }
      const edited = setValues(filter, values, true);
      const next = replaceFilter(target, { ...edited, touched: touchedAfterEdit(edited, definition), enabled: true });
      return { ...next, history: pushHistory(next.history, { at: action.at, name: edited.name, values: currentValues(edited) }) };
    }

    case 'setError':
      return { ...state, error: action.error };

    case 'closeDialog':
      return { ...state, dialog: undefined };
  }
}
