import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEW_STATE,
  filterKey,
  pageCount,
  pageWindow,
  parseViewState,
  resultRange,
  toSearchRequest,
  toggleSort,
  viewStateRecord,
  withPageSize,
  writeViewState,
} from './registerView';

describe('hash state of the register (sort, page, size, view)', () => {
  it('reads defaults from an empty state', () => {
    expect(parseViewState(new URLSearchParams(''))).toEqual(DEFAULT_VIEW_STATE);
  });

  it('reads every key', () => {
    expect(parseViewState(new URLSearchParams('sort=city&dir=desc&page=3&size=50&view=map'))).toEqual({
      sort: 'city',
      direction: 'desc',
      page: 3,
      pageSize: 50,
      view: 'map',
    });
  });

  it('falls back to defaults for invalid values', () => {
    expect(parseViewState(new URLSearchParams('sort=evil&dir=up&page=-2&size=7&view=sideways'))).toEqual(DEFAULT_VIEW_STATE);
    expect(parseViewState(new URLSearchParams('page=0')).page).toBe(1);
    expect(parseViewState(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(parseViewState(new URLSearchParams('page=9999999')).page).toBe(100_000);
  });

  it('writes only non-defaults and keeps the keys of others (the filter)', () => {
    const params = new URLSearchParams('f=abc&page=7');
    const written = writeViewState(params, { ...DEFAULT_VIEW_STATE, sort: 'status', direction: 'desc', view: 'stats' });
    expect(written.toString()).toBe('f=abc&sort=status&dir=desc&view=stats');
    expect(writeViewState(new URLSearchParams('sort=city'), DEFAULT_VIEW_STATE).toString()).toBe('');
  });

  it('round-trips', () => {
    const state = { sort: 'districtName', direction: 'asc', page: 12, pageSize: 100, view: 'table' } as const;
    expect(parseViewState(writeViewState(new URLSearchParams(), state))).toEqual(state);
  });

  it('gives the shared hash state a record with defaults removed', () => {
    expect(viewStateRecord(DEFAULT_VIEW_STATE)).toEqual({ sort: undefined, dir: undefined, page: undefined, size: undefined, view: undefined });
    expect(viewStateRecord({ ...DEFAULT_VIEW_STATE, page: 4, view: 'map' })).toMatchObject({ page: '4', view: 'map', sort: undefined });
  });
});

describe('sorting and paging', () => {
  it('toggles the direction of the same column and starts a new column ascending on page 1', () => {
    const state = { ...DEFAULT_VIEW_STATE, page: 5 };
    expect(toggleSort(state, 'name')).toMatchObject({ sort: 'name', direction: 'desc', page: 1 });
    expect(toggleSort({ ...state, direction: 'desc' }, 'name')).toMatchObject({ direction: 'asc' });
    expect(toggleSort(state, 'city')).toMatchObject({ sort: 'city', direction: 'asc', page: 1 });
    expect(toggleSort(state, 'lastChange')).toMatchObject({ sort: 'lastChange', direction: 'desc' });
  });

  it('counts pages (at least one)', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(320, 20)).toBe(16);
    expect(pageCount(321, 20)).toBe(17);
    expect(pageCount(10_000, 100)).toBe(100);
  });

  it('keeps the first visible row when the page size changes', () => {
    expect(withPageSize({ ...DEFAULT_VIEW_STATE, page: 3 }, 50)).toMatchObject({ page: 1, pageSize: 50 }); // row 41
    expect(withPageSize({ ...DEFAULT_VIEW_STATE, page: 16 }, 50)).toMatchObject({ page: 7 }); // row 301
    expect(withPageSize({ ...DEFAULT_VIEW_STATE, page: 7, pageSize: 50 }, 10)).toMatchObject({ page: 31 });
  });

  it('builds a zero-based request', () => {
    expect(toSearchRequest({ query: 'Zement' }, { ...DEFAULT_VIEW_STATE, page: 2, sort: 'city', direction: 'desc' })).toEqual({
      filter: { query: 'Zement' },
      page: 1,
      pageSize: 20,
      sort: { field: 'city', direction: 'desc' },
    });
  });

  it('windows the page numbers with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 16)).toEqual([1, 2, undefined, 16]);
    expect(pageWindow(8, 16)).toEqual([1, undefined, 7, 8, 9, undefined, 16]);
    expect(pageWindow(3, 16)).toEqual([1, 2, 3, 4, undefined, 16]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keys filters independently of property order', () => {
    expect(filterKey({ query: 'a', onlyOwn: true })).toBe(filterKey({ onlyOwn: true, query: 'a' }));
    expect(filterKey({ query: 'a' })).not.toBe(filterKey({ query: 'b' }));
  });

  describe('the range of a result page', () => {
    const items = (n: number) => Array.from({ length: n }, () => ({}) as never);
    it('counts from the page the server answered and the rows it sent', () => {
      expect(resultRange({ total: 320, page: 0, pageSize: 20, items: items(20) })).toEqual({ from: 1, to: 20 });
      expect(resultRange({ total: 320, page: 15, pageSize: 20, items: items(20) })).toEqual({ from: 301, to: 320 });
      expect(resultRange({ total: 25, page: 1, pageSize: 20, items: items(5) })).toEqual({ from: 21, to: 25 });
    });
    it('says nothing for an answer without rows or a range beyond the total (valid in the contract)', () => {
      expect(resultRange({ total: 0, page: 0, pageSize: 20, items: [] })).toBeUndefined();
      expect(resultRange({ total: 15_504_868, page: 0, pageSize: 20, items: [] })).toBeUndefined();
      expect(resultRange({ total: 15_504_868, page: 91_099_171_488_697, pageSize: 20, items: items(3) })).toBeUndefined();
      expect(resultRange({ total: 3, page: 0, pageSize: 20, items: items(5) })).toBeUndefined();
      expect(resultRange({ total: Number.MAX_SAFE_INTEGER, page: Number.MAX_SAFE_INTEGER, pageSize: 100, items: items(1) })).toBeUndefined();
    });
  });
});
