import { describe, expect, it } from 'vitest';
import type { BvtConclusion } from '../../../generated/app/model';
import example from '../../../openapi/examples/app/bvt-list.json';
import { DEFAULT_BVT_SORT, edmLink, nextSort, searchBvt, sortBvt } from './bvtTable';

const list = example.value as BvtConclusion[];
const codes = (items: BvtConclusion[]) => items.map((item) => item.code);

function item(code: string, title: string, decision: string, publishedOn: string): BvtConclusion {
  return { id: code, code, title, decision, publishedOn, reconsiderationDeadline: publishedOn, documents: [] };
}

describe('bvT search', () => {
  it('filters by code, title or decision, ignoring case and umlauts', () => {
    expect(codes(searchBvt(list, 'wi'))).toContain('WI');
    expect(codes(searchBvt(list, 'abfallverbrennung'))).toEqual(['WI']);
    expect(searchBvt(list, '2012/135').map((entry) => entry.title)).toEqual(['Eisen- und Stahlerzeugung']);
    expect(codes(searchBvt(list, 'hauten'))).toEqual(['TAN']);
  });

  it('needs every word and returns everything for an empty query', () => {
    expect(searchBvt(list, '')).toHaveLength(list.length);
    expect(searchBvt(list, 'glas stahl')).toEqual([]);
  });
});

describe('bvT sorting', () => {
  const sample = [item('B', 'Zement', '2019/2010/EU', '2019-12-04'), item('A', 'Ätzen', '2012/135/EU', '2012-02-28'), item('C', 'Abfall', '2019/2031/EU', '2019-12-04')];

  it('sorts text in German collation and numbers in decisions numerically', () => {
    expect(codes(sortBvt(sample, { key: 'title', direction: 'ascending' }))).toEqual(['C', 'A', 'B']);
    expect(codes(sortBvt(sample, { key: 'decision', direction: 'ascending' }))).toEqual(['A', 'B', 'C']);
    expect(codes(sortBvt(sample, { key: 'decision', direction: 'descending' }))).toEqual(['C', 'B', 'A']);
  });

  it('sorts dates and breaks ties by code, in both directions', () => {
    expect(codes(sortBvt(sample, { key: 'publishedOn', direction: 'ascending' }))).toEqual(['A', 'B', 'C']);
    expect(codes(sortBvt(sample, { key: 'publishedOn', direction: 'descending' }))).toEqual(['B', 'C', 'A']);
  });

  it('starts with the newest decisions and does not change the input', () => {
    const sorted = sortBvt(list, DEFAULT_BVT_SORT);
    expect((sorted[0]?.publishedOn ?? '') >= (sorted.at(-1)?.publishedOn ?? '')).toBe(true);
    expect(list[0]?.code).toBe('IS');
  });

  it('flips the direction on the same column and starts ascending on another', () => {
    expect(nextSort({ key: 'code', direction: 'ascending' }, 'code')).toEqual({ key: 'code', direction: 'descending' });
    expect(nextSort({ key: 'code', direction: 'descending' }, 'code')).toEqual({ key: 'code', direction: 'ascending' });
    expect(nextSort({ key: 'code', direction: 'descending' }, 'title')).toEqual({ key: 'title', direction: 'ascending' });
  });
});

describe('EDM link', () => {
  const template = 'https://edm.example.gv.at/edm_portal/dms/dokument.do?documentId={documentId}';
  it('fills the document id into the template', () => {
    expect(edmLink(template, 'DMS-BVT 1/2')).toBe('https://edm.example.gv.at/edm_portal/dms/dokument.do?documentId=DMS-BVT%201%2F2');
  });
  it('has no link without template, id or placeholder, or for a non-web template', () => {
    expect(edmLink(undefined, 'x')).toBeUndefined();
    expect(edmLink(template, undefined)).toBeUndefined();
    expect(edmLink('https://edm.example.gv.at/', 'x')).toBeUndefined();
    expect(edmLink('javascript:alert({documentId})', 'x')).toBeUndefined();
    expect(edmLink('//evil.example/{documentId}', 'x')).toBeUndefined();
  });
});
