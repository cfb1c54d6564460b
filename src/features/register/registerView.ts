/**
 * The register's page state (sort, direction, page, page size, view) and its place in the URL: the hash
 * state after '!' (`#/installations!sort=city&dir=desc&page=3&size=50&view=map`). Defaults are
 * left out of the URL; invalid values fall back to defaults; keys of others (the filter panel) are kept.
 * Pure functions, unit-tested.
 */
import type { InstallationFilter, InstallationSearchRequest, InstallationSearchResult, SortDirection, SortField } from '../../../generated/app/model';

export type RegisterView = 'table' | 'map' | 'stats';

export interface RegisterViewState {
  sort: SortField;
  direction: SortDirection;
  /** One-based page number, as users read it. */
  page: number;
  pageSize: number;
  view: RegisterView;
}

export const SORT_FIELDS: readonly SortField[] = ['name', 'operatorName', 'city', 'districtName', 'bundeslandName', 'mainActivity', 'status', 'lastChange'];
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const VIEWS: readonly RegisterView[] = ['table', 'map', 'stats'];

export const DEFAULT_VIEW_STATE: RegisterViewState = { sort: 'name', direction: 'asc', page: 1, pageSize: 20, view: 'table' };

/** The hash-state keys this page owns. */
export const VIEW_KEYS = { sort: 'sort', direction: 'dir', page: 'page', pageSize: 'size', view: 'view' } as const;

/** The largest page a request may ask for (a guard against absurd URLs; the server pages anyway). */
export const MAX_PAGE = 100_000;

function positiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d{1,7}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 ? n : undefined;
}

export function parseViewState(params: URLSearchParams): RegisterViewState {
  const sort = params.get(VIEW_KEYS.sort);
  const direction = params.get(VIEW_KEYS.direction);
  const view = params.get(VIEW_KEYS.view);
  const size = positiveInteger(params.get(VIEW_KEYS.pageSize));
  return {
    sort: SORT_FIELDS.includes(sort as SortField) ? (sort as SortField) : DEFAULT_VIEW_STATE.sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : DEFAULT_VIEW_STATE.direction,
    page: Math.min(positiveInteger(params.get(VIEW_KEYS.page)) ?? 1, MAX_PAGE),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size ?? 0) ? size! : DEFAULT_VIEW_STATE.pageSize,
    view: VIEWS.includes(view as RegisterView) ? (view as RegisterView) : DEFAULT_VIEW_STATE.view,
  };
}

/** New hash parameters: the other keys as they were, ours written with the defaults left out. */
export function writeViewState(params: URLSearchParams, state: RegisterViewState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string, fallback: string) => (value === fallback ? next.delete(key) : next.set(key, value));
  set(VIEW_KEYS.sort, state.sort, DEFAULT_VIEW_STATE.sort);
  set(VIEW_KEYS.direction, state.direction, DEFAULT_VIEW_STATE.direction);
  set(VIEW_KEYS.page, String(state.page), String(DEFAULT_VIEW_STATE.page));
  set(VIEW_KEYS.pageSize, String(state.pageSize), String(DEFAULT_VIEW_STATE.pageSize));
  set(VIEW_KEYS.view, state.view, DEFAULT_VIEW_STATE.view);
  return next;
}

/** Clicking a column header: the same column flips the direction, another column sorts ascending from page 1. */
export function toggleSort(state: RegisterViewState, field: SortField): RegisterViewState {
  if (state.sort === field) return { ...state, direction: state.direction === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...state, sort: field, direction: field === 'lastChange' ? 'desc' : 'asc', page: 1 };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A new page size keeps the first visible installation on screen. */
export function withPageSize(state: RegisterViewState, pageSize: number): RegisterViewState {
  const firstIndex = (state.page - 1) * state.pageSize;
  return { ...state, pageSize, page: Math.floor(firstIndex / pageSize) + 1 };
}

/** The request body of POST /api/ippcInstallations (zero-based page). */
export function toSearchRequest(filter: InstallationFilter, state: RegisterViewState): InstallationSearchRequest {
  return { filter, page: state.page - 1, pageSize: state.pageSize, sort: { field: state.sort, direction: state.direction } };
}

/**
 * The one-based range of installations a result page shows ('Anlagen 21 bis 40 von 320'): from the page the
 * server answered and the rows it sent. Undefined when there is nothing sensible to say: no rows, or a range
 * that does not fit the total (any page number and total are valid in the contract, their relation is not
 * checked there).
 */
export function resultRange(result: Pick<InstallationSearchResult, 'total' | 'page' | 'pageSize' | 'items'>): { from: number; to: number } | undefined {
  if (result.items.length === 0 || result.total === 0) return undefined;
  const from = result.page * result.pageSize + 1;
  const to = from + result.items.length - 1;
  if (!Number.isSafeInteger(to) || to > result.total) return undefined;
  return { from, to };
}

/**
 * The page numbers shown in the pager: the first, the last and a window around the current page, with
 * `undefined` for a gap ('…').
 */
export function pageWindow(current: number, pages: number, radius = 1): (number | undefined)[] {
  const wanted = new Set<number>([1, pages]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | undefined)[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) out.push(undefined);
    out.push(p);
  });
  return out;
}

/** Our keys as a record for the shared hash state's merge: defaults are removed (undefined). */
export function viewStateRecord(state: RegisterViewState): Record<string, string | undefined> {
  const keep = (value: string, fallback: string) => (value === fallback ? undefined : value);
  return {
    [VIEW_KEYS.sort]: keep(state.sort, DEFAULT_VIEW_STATE.sort),
    [VIEW_KEYS.direction]: keep(state.direction, DEFAULT_VIEW_STATE.direction),
    [VIEW_KEYS.page]: keep(String(state.page), String(DEFAULT_VIEW_STATE.page)),
    [VIEW_KEYS.pageSize]: keep(String(state.pageSize), String(DEFAULT_VIEW_STATE.pageSize)),
    [VIEW_KEYS.view]: keep(state.view, DEFAULT_VIEW_STATE.view),
  };
}

/** A stable key of a filter (for "the filter changed: back to page 1"). */
export function filterKey(filter: InstallationFilter): string {
  return JSON.stringify(filter, Object.keys(filter).sort());
}
