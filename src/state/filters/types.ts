/**
 * Saved filters ('Saved filter', 'Filter definition', 'Per-filter-id state', 'Default filter',
 * 'Persisted filter record'). Generic: a page brings its definition, this engine keeps the state.
 */
import type { FilterErrorCode } from '../../messages/filters';

/** A criterion's value: free text, a list of option values, or a yes/no flag. */
export type CriterionValue = string | readonly string[] | boolean;

/**
 * PLACE: a place and a radius around it (state/filters/place.ts), edited next to the page search, not in the panel.
 * DATE: a calendar day kept as `YYYY-MM-DD` ('' for none), edited as dd.MM.yyyy.
 */
type CriterionType = 'TEXT' | 'MULTI_SELECT' | 'BOOLEAN' | 'PLACE' | 'DATE';

export interface CriterionOption {
  value: string;
  label: string;
  parent?: string;
  /** The values the option lies within, nearest first (a Gemeinde: its Bezirk, then its Bundesland); else its parent. */
  within?: readonly string[];
}

/** A criterion: id, label, category, defaultExpanded, defaultValue (plus what an editor needs). */
export interface CriterionDefinition {
  id: string;
  label: string;
  category: 'main' | 'additional';
  defaultExpanded: boolean;
  defaultValue: CriterionValue;
  type: CriterionType;
  options?: readonly CriterionOption[];
  description?: string;
  /** An instant criterion updates the current value together with the applyable one. */
  instant?: boolean;
  /** UI rule of a TEXT criterion: at most this many characters ('Maximal n Zeichen'). */
  maxLength?: number;
  /**
   * A MULTI_SELECT narrowed by other criteria, the most specific first: the first of them with values
   * chosen narrows the options to those within one of its values (none chosen: all). Values already
   * chosen stay offered, so nothing the user picked is lost.
   */
  narrowedBy?: readonly string[];
}

/** A filter definition: its criteria and how they are edited. */
export interface FilterDefinition {
  id: string;
  defaultEnabled: boolean;
  updateMode: 'live' | 'apply';
  disableFilterManagement: boolean;
  criteria: readonly CriterionDefinition[];
  /** A saved filter can be watched ('Beobachten'): the app tells its user what changed since the last visit. */
  watchable?: boolean;
}

/** A filter definition with the spec's defaults filled in (defaultEnabled false, updateMode apply, …). */
export function defineFilter(definition: Pick<FilterDefinition, 'id' | 'criteria'> & Partial<FilterDefinition>): FilterDefinition {
  return { defaultEnabled: false, updateMode: 'apply', disableFilterManagement: false, ...definition };
}

/** At runtime a criterion has an applyable, a current and a default value. */
export interface CriterionState {
  applyable: CriterionValue;
  current: CriterionValue;
  /** The saved value (definition default for a filter never saved); 'touched' compares against it. */
  default: CriterionValue;
}

/** A saved filter: its name, whether it is enabled, and its criteria's values. */
export interface SavedFilter {
  key: string;
  name: string;
  enabled: boolean;
  editable: boolean;
  /** Unsaved changes. */
  touched: boolean;
  criteria: Readonly<Record<string, CriterionState>>;
  /** Whether the filter exists in the user settings, and the name it has there. */
  persisted: boolean;
  savedName: string;
  /** Watched ('Beobachten'); saved with the filter. */
  watched?: boolean;
}

/** What the filter UI asks the user ('Filter dialogs' and the 'Filtername' dialog). */
type FilterDialog =
  | { kind: 'noSelection'; action: 'rename' | 'duplicate' | 'delete' }
  | { kind: 'duplicateBlocked' }
  | { kind: 'switchBlocked' }
  | { kind: 'confirmDelete'; key: string; name: string }
  | { kind: 'name'; mode: 'ADD' | 'EDIT'; initialName: string };

/** One applied filter state of the page (the side panel's History tab). */
export interface HistoryEntry {
  at: number;
  name: string;
  values: Readonly<Record<string, CriterionValue>>;
}

/** The state per filter id: selectedKey, the values keyed by filter key, an error (plus UI state). */
export interface FilterIdState {
  selectedKey: string | undefined;
  values: Readonly<Record<string, SavedFilter>>;
  /** Display order of the filter keys (the default filter first). */
  order: readonly string[];
  error: FilterErrorCode | undefined;
  status: 'idle' | 'loading' | 'loaded';
  saving: boolean;
  saveFailed: boolean;
  dialog: FilterDialog | undefined;
  history: readonly HistoryEntry[];
}

/** A saved filter as persisted: stored as a JSON string per filter key. */
export interface PersistedFilterRecord {
  name: string;
  enabled: boolean;
  criteria: Record<string, CriterionValue>;
  /** Present (true) only for a watched filter. */
  watched?: boolean;
}

/** The default filter's key and name. */
export const DEFAULT_FILTER_KEY = 'OJS_DEFAULT_FILTER';

/** The page search: the reserved id of its criterion. */
export const PAGE_SEARCH_CRITERION_ID = 'OJS_PAGE_SEARCH';

/** Containers: 'filters_' plus the filter id, and the one holding the selected key per filter id. */
export const filterContainer = (filterId: string) => `filters_${filterId}`;
export const SELECTED_FILTER_CONTAINER = 'filters_ojs_selected_filter_key';

/** How many applied states the History tab keeps (ours; the spec is silent). */
export const HISTORY_LIMIT = 10;

/** The save button shows saving for at least 500 ms. */
export const SAVE_MINIMUM_MS = 500;
