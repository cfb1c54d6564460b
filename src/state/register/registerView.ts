/**
 * The register's view state (sort, direction, page, page size, view) and the table's paging arithmetic.
 * Its place in the URL and its changes: registerParams.ts. Pure functions, unit-tested.
 */
import type { InstallationSearchResult, SortDirection, SortField } from '../../../generated/app/model';

export type RegisterView = 'table' | 'map' | 'stats';

export interface RegisterViewState {
  sort: SortField;
  direction: SortDirection;
  /** One-based page number, as users read it. */
  page: number;
  pageSize: number;
  view: RegisterView;
}

export const SORT_FIELDS: readonly SortField[] = ['name', 'operatorName', 'city', 'districtName', 'bundeslandName', 'mainActivity', 'status', 'lastChange', 'adaptationDeadline'];
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const VIEWS: readonly RegisterView[] = ['table', 'map', 'stats'];

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
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
