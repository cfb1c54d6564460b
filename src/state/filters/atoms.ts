/**
 * Thin jotai atoms around the pure reducer (./reducer.ts): one state atom and one definition atom per filter
 * id, and a command atom that fills in keys and times, runs the reducer and talks to the user settings.
 */
import { atom, type PrimitiveAtom, type WritableAtom, type Atom } from 'jotai';
import { userSettings, type UserSettingsStore } from '../../api/userSettings';
import { appliedValues, filterReducer, initialFilterState, withDefaultFilter, type FilterAction } from './reducer';
import { deleteFilter, loadFilters, saveRequest, writeFilter, writeSelectedKey } from './persistence';
import { SAVE_MINIMUM_MS, type CriterionValue, type FilterDefinition, type FilterIdState } from './types';

/** The store the filters are kept in (tests put a fake in). */
export const userSettingsStoreAtom = atom<UserSettingsStore>(userSettings);

/** Commands of the filter UI; the asynchronous ones resolve when done. */
export type FilterCommand =
  | { type: 'load' }
  | { type: 'edit'; criterionId: string; value: CriterionValue; instant?: boolean }
  | { type: 'apply' }
  | { type: 'reset' }
  | { type: 'requestAdd' }
  | { type: 'add'; name: string }
  | { type: 'requestRename' }
  | { type: 'rename'; name: string }
  | { type: 'requestRemove' }
  | { type: 'confirmRemove' }
  | { type: 'select'; key: string | undefined }
  | { type: 'duplicate' }
  | { type: 'toggleEnabled' }
  | { type: 'toggleWatched' }
  | { type: 'save' }
  | { type: 'restore'; values: Readonly<Record<string, CriterionValue>> }
  | { type: 'dismissError' }
  | { type: 'closeDialog' };

export interface FilterAtoms {
  stateAtom: PrimitiveAtom<FilterIdState>;
  definitionAtom: PrimitiveAtom<FilterDefinition | undefined>;
  commandAtom: WritableAtom<null, [FilterCommand], Promise<void>>;
  /** The applied criteria: the selected, enabled filter's current values (undefined when none applies). */
  appliedAtom: Atom<Record<string, CriterionValue> | undefined>;
  /** The state as the UI shows it (the default filter always present). */
  viewAtom: Atom<FilterIdState>;
}

let counter = 0;
/** A new filter key: unique per browser and time (not a secret). */
function newFilterKey(): string {
  counter += 1;
  return `f-${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const families = new Map<string, FilterAtoms>();

function createFilterAtoms(filterId: string): FilterAtoms {
  const stateAtom = atom<FilterIdState>(initialFilterState());
  const definitionAtom = atom<FilterDefinition | undefined>(undefined);
  const appliedAtom = atom((get) => {
    const definition = get(definitionAtom);
    if (!definition) return undefined;
    return appliedValues(withDefaultFilter(get(stateAtom), definition));
  });
  const viewAtom = atom((get) => {
    const definition = get(definitionAtom);
    return definition ? withDefaultFilter(get(stateAtom), definition) : get(stateAtom);
  });

  const commandAtom = atom(null, async (get, set, command: FilterCommand) => {
    const dispatch = (action: FilterAction) => {
      const definition = get(definitionAtom);
      if (definition) set(stateAtom, filterReducer(get(stateAtom), action, definition));
    };
    const store = get(userSettingsStoreAtom);
    switch (command.type) {
      case 'load': {
        if (get(stateAtom).status !== 'idle') return;
        set(stateAtom, { ...get(stateAtom), status: 'loading' });
        dispatch(await loadFilters(filterId, store));
        return;
      }
      case 'edit':
        return dispatch({ ...command, newKey: newFilterKey(), at: Date.now() });
      case 'apply':
        return dispatch({ type: 'apply', at: Date.now() });
      case 'add':
        return dispatch({ type: 'add', key: newFilterKey(), name: command.name });
      case 'duplicate':
        return dispatch({ type: 'duplicate', key: newFilterKey() });
      case 'restore':
        return dispatch({ type: 'restore', values: command.values, newKey: newFilterKey(), at: Date.now() });
      case 'dismissError':
        return dispatch({ type: 'setError', error: undefined });
      case 'select': {
        const before = get(stateAtom).selectedKey;
        dispatch(command);
        const after = get(stateAtom).selectedKey;
        // The selection is remembered as well; a failure here is not worth a warning (only saving is).
        if (after !== before) await writeSelectedKey(filterId, after, store).catch(() => undefined);
        return;
      }
      case 'confirmRemove': {
        const dialog = get(stateAtom).dialog;
        if (dialog?.kind !== 'confirmDelete') return;
        const persisted = get(stateAtom).values[dialog.key]?.persisted ?? false;
        dispatch({ type: 'removed', key: dialog.key });
        if (!persisted) return;
        try {
          await deleteFilter(filterId, dialog.key, get(stateAtom).selectedKey, store);
        } catch {
          dispatch({ type: 'setError', error: 'unable_to_save' });
        }
        return;
      }
      case 'save': {
        const request = saveRequest(get(stateAtom), get(definitionAtom));
        if (!request.ok) return dispatch({ type: 'saveFailed', error: request.error });
        dispatch({ type: 'saveStart' });
        const [result] = await Promise.allSettled([writeFilter(filterId, request.key, request.record, store), delay(SAVE_MINIMUM_MS)]);
        return dispatch(result.status === 'fulfilled' ? { type: 'saveSucceeded', key: request.key } : { type: 'saveFailed', error: 'unable_to_save' });
      }
      default:
        return dispatch(command);
    }
  });
  return { stateAtom, definitionAtom, commandAtom, appliedAtom, viewAtom };
}

/** The atoms of one filter id (created once, shared by every component of that filter). */
export function filterAtoms(filterId: string): FilterAtoms {
  let atoms = families.get(filterId);
  if (!atoms) {
    atoms = createFilterAtoms(filterId);
    families.set(filterId, atoms);
  }
  return atoms;
}
