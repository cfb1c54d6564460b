/**
 * The register's URL state: everything a sent link or a bookmark restores, after '!' in the hash
 * (`#/installations!filter={"bundeslandCodes":["4"]}&q=Linz&sort=city&dir=desc&page=3&size=50&view=map`).
 * Parsed once into RegisterParams; every change goes through registerParamsReducer. Defaults are left out of
 * the URL; invalid values fall back to defaults. Pure functions, unit-tested; the register's useRegisterParams
 * reads the router's location and writes through its navigate, other pages link into the register with
 * registerPath.
 */
import type { SortField } from '../../../generated/app/model';
import { sameValue } from '../filters/reducer';
import type { CriterionValue } from '../filters/types';
import { PAGE_SIZES, SORT_FIELDS, VIEWS, pageCount, type RegisterView, type RegisterViewState } from './registerView';
import { DEFAULT_VIEW_STATE } from './searchRequest';

/** The applied criteria of the saved-filter panel, by criterion id (only those that restrict). */
export type FilterValues = Readonly<Record<string, CriterionValue>>;

export interface RegisterParams extends RegisterViewState {
  filter: FilterValues;
  /** The page search ('Suche' in the filter bar); it joins the full-text criterion. */
  text: string;
}

export const DEFAULT_PARAMS: RegisterParams = { ...DEFAULT_VIEW_STATE, filter: {}, text: '' };

/** The register's route. */
export const REGISTER_ROUTE = '/installations';

/** The URL's parameter names. */
const PARAM_KEYS = { filter: 'filter', text: 'q', sort: 'sort', direction: 'dir', page: 'page', pageSize: 'size', view: 'view' } as const;

/** The largest page a request may ask for (a guard against absurd URLs; the server pages anyway). */
const MAX_PAGE = 100_000;

export type RegisterParamsAction =
  /** Another applied filter (the panel's apply, a removed chip, a selected saved filter, …): back to page 1. */
  | { type: 'filter'; values: FilterValues | undefined }
  /** Another page search: back to page 1. */
  | { type: 'text'; text: string }
  /** No criterion and no page search (the empty result's way back): back to page 1. */
  | { type: 'reset' }
  /** A column header: the same column flips the direction, another one sorts ascending; back to page 1. */
  | { type: 'sort'; field: SortField }
  | { type: 'page'; page: number }
  /** Another page size keeps the first visible installation on screen. */
  | { type: 'pageSize'; pageSize: number }
  /** Table, map or statistics: the page stays. */
  | { type: 'view'; view: RegisterView }
  /** The server's total says the page is beyond the last one (an old link): the last page. */
  | { type: 'total'; total: number };

const restricts = (value: CriterionValue | undefined) => value !== undefined && value !== '' && value !== false && !(Array.isArray(value) && value.length === 0);

/** Only the values that restrict (a criterion at its default — '', [], false — is left out). */
function restricting(values: FilterValues | undefined): FilterValues {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => restricts(value)));
}

/** The same applied criteria (lists compare as sets, defaults count as absent). */
export function sameFilter(a: FilterValues | undefined, b: FilterValues | undefined): boolean {
  const left = restricting(a);
  const right = restricting(b);
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => sameValue(left[key], right[key]));
}

/** The criteria in the URL's filter parameter (JSON; unknown or malformed content is dropped). */
export function decodeFilter(text: string | null): FilterValues {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return restricting(
      Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter(
          (entry): entry is [string, CriterionValue] => typeof entry[1] === 'string' || typeof entry[1] === 'boolean' || (Array.isArray(entry[1]) && entry[1].every((v) => typeof v === 'string')),
        ),
      ),
    );
  } catch {
    return {};
  }
}

/** The filter parameter: the restricting criteria as compact JSON ('' when none). */
export function encodeFilter(values: FilterValues | undefined): string {
  const kept = restricting(values);
  return Object.keys(kept).length === 0 ? '' : JSON.stringify(kept);
}

function positiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d{1,7}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 ? n : undefined;
}

/** The state text after '!' (a leading '?' or '!' is ignored) as RegisterParams. */
export function parseRegisterParams(text: string): RegisterParams {
  const params = new URLSearchParams(text.replace(/^[?!]/, ''));
  const sort = params.get(PARAM_KEYS.sort);
  const direction = params.get(PARAM_KEYS.direction);
  const view = params.get(PARAM_KEYS.view);
  const size = positiveInteger(params.get(PARAM_KEYS.pageSize));
  return {
    filter: decodeFilter(params.get(PARAM_KEYS.filter)),
    text: params.get(PARAM_KEYS.text) ?? '',
    sort: SORT_FIELDS.includes(sort as SortField) ? (sort as SortField) : DEFAULT_PARAMS.sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : DEFAULT_PARAMS.direction,
    page: Math.min(positiveInteger(params.get(PARAM_KEYS.page)) ?? 1, MAX_PAGE),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size ?? 0) ? size! : DEFAULT_PARAMS.pageSize,
    view: VIEWS.includes(view as RegisterView) ? (view as RegisterView) : DEFAULT_PARAMS.view,
  };
}

/** The state text after '!': the non-default parameters in a fixed order ('' for the defaults). */
export function formatRegisterParams(params: RegisterParams): string {
  const out = new URLSearchParams();
  const put = (key: string, value: string, fallback: string) => {
    if (value !== fallback) out.set(key, value);
  };
  put(PARAM_KEYS.filter, encodeFilter(params.filter), '');
  put(PARAM_KEYS.text, params.text, '');
  put(PARAM_KEYS.sort, params.sort, DEFAULT_PARAMS.sort);
  put(PARAM_KEYS.direction, params.direction, DEFAULT_PARAMS.direction);
  put(PARAM_KEYS.page, String(params.page), String(DEFAULT_PARAMS.page));
  put(PARAM_KEYS.pageSize, String(params.pageSize), String(DEFAULT_PARAMS.pageSize));
  put(PARAM_KEYS.view, params.view, DEFAULT_PARAMS.view);
  return out.toString();
}

/** The router path that opens the register in a state (`/installations!filter=…`; the route alone for the defaults). */
export function registerPath(params: RegisterParams): string {
  const text = formatRegisterParams(params);
  return text ? `${REGISTER_ROUTE}!${text}` : REGISTER_ROUTE;
}

/**
 * Every change of the register's URL state: (params, action) → params. Returns the same object when
 * nothing changes, so that no history entry is written for it.
 */
export function registerParamsReducer(params: RegisterParams, action: RegisterParamsAction): RegisterParams {
  switch (action.type) {
    case 'filter': {
      if (sameFilter(params.filter, action.values)) return params;
      return { ...params, filter: restricting(action.values), page: 1 };
    }
    case 'text':
      return action.text === params.text ? params : { ...params, text: action.text, page: 1 };
    case 'reset':
      return Object.keys(params.filter).length === 0 && params.text === '' ? params : { ...params, filter: {}, text: '', page: 1 };
    case 'sort':
      if (params.sort === action.field) return { ...params, direction: params.direction === 'asc' ? 'desc' : 'asc', page: 1 };
      return { ...params, sort: action.field, direction: action.field === 'lastChange' ? 'desc' : 'asc', page: 1 };
    case 'page': {
      const page = Math.min(Math.max(1, Math.floor(action.page)), MAX_PAGE);
      return page === params.page ? params : { ...params, page };
    }
    case 'pageSize': {
      if (action.pageSize === params.pageSize || !(PAGE_SIZES as readonly number[]).includes(action.pageSize)) return params;
      const firstIndex = (params.page - 1) * params.pageSize;
      return { ...params, pageSize: action.pageSize, page: Math.floor(firstIndex / action.pageSize) + 1 };
    }
    case 'view':
      return action.view === params.view ? params : { ...params, view: action.view };
    case 'total': {
      if (action.total <= 0) return params;
      const last = pageCount(action.total, params.pageSize);
      return params.page > last ? { ...params, page: last } : params;
    }
  }
}
