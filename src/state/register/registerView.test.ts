import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, resultRange } from './registerView';
import { DEFAULT_VIEW_STATE, toSearchRequest } from './searchRequest';

describe('paging', () => {
  it('counts pages (at least one)', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(320, 20)).toBe(16);
    expect(pageCount(321, 20)).toBe(17);
    expect(pageCount(10_000, 100)).toBe(100);
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
