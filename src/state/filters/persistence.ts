/**
 * Saved filters in the portal's user settings: container
 * 'filters_' + filter id holds one JSON string {name, enabled, criteria} per filter key; container
 * 'filters_ojs_selected_filter_key' holds the selected key under the filter id; an empty value deletes.
 */
import { userSettings as defaultStore, type UserSettingsStore, UserSettingsError } from '../../api/userSettings';
import type { FilterErrorCode } from '../../messages/filters';
import type { FilterAction } from './reducer';
import { withoutBidiControls } from './text';
import { DEFAULT_FILTER_KEY, SELECTED_FILTER_CONTAINER, filterContainer, type FilterDefinition, type FilterIdState, type PersistedFilterRecord, type SavedFilter } from './types';

export type { UserSettingsStore };

export function parseRecord(text: string): PersistedFilterRecord | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return undefined;
    const record = value as Partial<PersistedFilterRecord>;
    if (typeof record.name !== 'string' || !record.criteria || typeof record.criteria !== 'object') return undefined;
    return { name: withoutBidiControls(record.name), enabled: record.enabled !== false, criteria: record.criteria, ...(record.watched === true ? { watched: true } : {}) };
  } catch {
    return undefined;
  }
}

/** Reads the saved filters and the selected key; failures become the state's error, never an exception. */
export async function loadFilters(filterId: string, store: UserSettingsStore = defaultStore): Promise<Extract<FilterAction, { type: 'loaded' }>> {
  try {
    const [filters, selected] = await Promise.all([store.readAll(filterContainer(filterId)), store.read(SELECTED_FILTER_CONTAINER, filterId)]);
    const records: { key: string; record: PersistedFilterRecord }[] = [];
    let error: FilterErrorCode | undefined = filters.error;
    for (const [key, text] of Object.entries(filters.value)) {
      const record = parseRecord(text);
      if (record) records.push({ key, record });
      else error ??= 'no_response_data';
    }
    // A missing selected key is the first visit, not an error; any other failure of that read is one.
    if (selected.error && selected.error !== 'name_not_found') error ??= selected.error;
    return { type: 'loaded', records, selectedKey: selected.value || undefined, error };
  } catch (error) {
    return { type: 'loaded', records: [], error: error instanceof UserSettingsError && error.code !== 'unable_to_save' ? error.code : 'unknown_error' };
  }
}

function toRecord(filter: SavedFilter): PersistedFilterRecord {
  return {
    name: filter.name,
    enabled: filter.enabled,
    criteria: Object.fromEntries(Object.entries(filter.criteria).map(([id, c]) => [id, c.applyable])),
    ...(filter.watched ? { watched: true } : {}),
  };
}

/** What a save writes, or the internal save error. */
export function saveRequest(
  state: FilterIdState | undefined,
  definition: FilterDefinition | undefined,
): { ok: true; key: string; record?: PersistedFilterRecord } | { ok: false; error: FilterErrorCode } {
  if (!definition) return { ok: false, error: 'no_filter_definition' };
  if (!state || state.selectedKey === undefined) return { ok: false, error: 'no_filter_selected' };
  const filter = state.values[state.selectedKey];
  if (!filter) return { ok: false, error: 'no_filter_to_save' };
  if (Object.keys(filter.criteria).length === 0) return { ok: false, error: 'no_filter_value_to_save' };
  // The default filter itself is not stored (it always exists); saving it stores only the selection.
  if (filter.key === DEFAULT_FILTER_KEY) return { ok: true, key: filter.key };
  return { ok: true, key: filter.key, record: toRecord(filter) };
}

export async function writeFilter(filterId: string, key: string, record: PersistedFilterRecord | undefined, store: UserSettingsStore = defaultStore) {
  if (record) await store.write(filterContainer(filterId), key, JSON.stringify(record));
  await store.write(SELECTED_FILTER_CONTAINER, filterId, key);
}

export async function deleteFilter(filterId: string, key: string, selectedKey: string | undefined, store: UserSettingsStore = defaultStore) {
  await store.write(filterContainer(filterId), key, '');
  await store.write(SELECTED_FILTER_CONTAINER, filterId, selectedKey ?? '');
}

export async function writeSelectedKey(filterId: string, selectedKey: string | undefined, store: UserSettingsStore = defaultStore) {
  await store.write(SELECTED_FILTER_CONTAINER, filterId, selectedKey ?? '');
}
