import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PARAMS,
  decodeFilter,
  encodeFilter,
  formatRegisterParams,
  parseRegisterParams,
  registerParamsReducer,
  registerPath,
  sameFilter,
  type RegisterParams,
} from './registerParams';

import { decodePlace, encodePlace } from '../filters/place';

const at = (overrides: Partial<RegisterParams>): RegisterParams => ({ ...DEFAULT_PARAMS, ...overrides });

describe('the register\'s URL state: parse and format', () => {
  it('reads defaults from an empty state', () => {
    expect(parseRegisterParams('')).toEqual(DEFAULT_PARAMS);
  });

  it('reads every key (a leading "?" or "!" is ignored)', () => {
    const text = `filter=${encodeURIComponent('{"bundeslandCodes":["4"],"onlyOwn":true}')}&q=Linz&sort=city&dir=desc&page=3&size=50&view=map`;
    const expected = { filter: { bundeslandCodes: ['4'], onlyOwn: true }, text: 'Linz', sort: 'city', direction: 'desc', page: 3, pageSize: 50, view: 'map' };
    expect(parseRegisterParams(text)).toEqual(expected);
    expect(parseRegisterParams(`?${text}`)).toEqual(expected);
    expect(parseRegisterParams(`!${text}`)).toEqual(expected);
  });

  it('falls back to defaults for invalid values', () => {
    expect(parseRegisterParams('sort=evil&dir=up&page=-2&size=7&view=sideways&filter=%7Bbroken')).toEqual(DEFAULT_PARAMS);
    expect(parseRegisterParams('page=0').page).toBe(1);
    expect(parseRegisterParams('page=2.5').page).toBe(1);
    expect(parseRegisterParams('page=9999999').page).toBe(100_000);
  });

  it('writes only non-defaults, in a fixed order; special characters are encoded', () => {
    expect(formatRegisterParams(DEFAULT_PARAMS)).toBe('');
    expect(formatRegisterParams(at({ sort: 'city' }))).toBe('sort=city');
    expect(formatRegisterParams(at({ view: 'stats', page: 4, pageSize: 100, direction: 'desc', sort: 'status', text: 'a#b', filter: { query: 'x?!' } }))).toBe(
      'filter=%7B%22query%22%3A%22x%3F%21%22%7D&q=a%23b&sort=status&dir=desc&page=4&size=100&view=stats',
    );
  });

  it('round-trips', () => {
    const params = at({ filter: { statuses: ['IN_BETRIEB'] }, text: 'Zement Linz', sort: 'districtName', page: 12, pageSize: 100 });
    expect(parseRegisterParams(formatRegisterParams(params))).toEqual(params);
  });

  it('round-trips a chosen place with its radius (a shared link restores it), through the reducer like any criterion', () => {
    const place = encodePlace({ lat: 48.2857, lon: 14.31327, label: '4020 Linz', radiusKm: 10 });
    const params = registerParamsReducer(at({ page: 3, view: 'map' }), { type: 'filter', values: { near: place, bundeslandCodes: ['4'] } });
    expect(params).toMatchObject({ page: 1, view: 'map' });
    const restored = parseRegisterParams(formatRegisterParams(params));
    expect(restored).toEqual(params);
    expect(decodePlace(restored.filter.near)).toEqual({ lat: 48.2857, lon: 14.31327, label: '4020 Linz', radiusKm: 10 });
  });

  it('keeps only restricting filter values and drops malformed ones', () => {
    expect(encodeFilter({ query: '', states: ['1'], own: false })).toBe('{"states":["1"]}');
    expect(encodeFilter(undefined)).toBe('');
    expect(decodeFilter('{"states":["1"]}')).toEqual({ states: ['1'] });
    expect(decodeFilter('{broken')).toEqual({});
    expect(decodeFilter('["a"]')).toEqual({});
    expect(decodeFilter('{"states":[1],"own":true,"empty":[]}')).toEqual({ own: true });
  });

  it('a path into the register: the route alone for the defaults, else the state after "!", read back as written', () => {
    expect(registerPath(DEFAULT_PARAMS)).toBe('/installations');
    const filtered = at({ filter: { bundeslandCodes: ['6'], activityCodes: [] } });
    expect(registerPath(filtered)).toBe(`/installations!filter=${encodeURIComponent('{"bundeslandCodes":["6"]}')}`);
    expect(parseRegisterParams(registerPath(filtered).split('!')[1] ?? '')).toEqual(at({ filter: { bundeslandCodes: ['6'] } }));
  });

  it('compares filters as the search sees them (lists as sets, defaults as absent)', () => {
    expect(sameFilter({ states: ['1', '2'] }, { states: ['2', '1'], query: '' })).toBe(true);
    expect(sameFilter(undefined, {})).toBe(true);
    expect(sameFilter({ states: ['1'] }, { states: ['2'] })).toBe(false);
    expect(sameFilter({ own: true }, {})).toBe(false);
  });
});

describe('registerParamsReducer: every change of the URL state', () => {
  const onPage5 = at({ page: 5, sort: 'city', view: 'table', text: 'alt', filter: { states: ['1'] } });

  it('another filter goes back to page 1; the same filter changes nothing', () => {
    expect(registerParamsReducer(onPage5, { type: 'filter', values: { states: ['2'] } })).toMatchObject({ filter: { states: ['2'] }, page: 1, sort: 'city', text: 'alt' });
    expect(registerParamsReducer(onPage5, { type: 'filter', values: { states: ['1'], query: '' } })).toBe(onPage5);
    expect(registerParamsReducer(onPage5, { type: 'filter', values: undefined })).toMatchObject({ filter: {}, page: 1 });
  });

  it('a reset clears criteria and search at once and goes back to page 1; with neither it changes nothing', () => {
    expect(registerParamsReducer(onPage5, { type: 'reset' })).toMatchObject({ filter: {}, text: '', page: 1, sort: 'city', view: 'table' });
    const clear = at({ page: 2 });
    expect(registerParamsReducer(clear, { type: 'reset' })).toBe(clear);
  });

  it('another page search goes back to page 1; the same one changes nothing', () => {
    expect(registerParamsReducer(onPage5, { type: 'text', text: 'neu' })).toMatchObject({ text: 'neu', page: 1 });
    expect(registerParamsReducer(onPage5, { type: 'text', text: 'alt' })).toBe(onPage5);
  });

  it('sorting: the same column flips the direction, another one starts ascending (lastChange descending); back to page 1', () => {
    expect(registerParamsReducer(onPage5, { type: 'sort', field: 'city' })).toMatchObject({ sort: 'city', direction: 'desc', page: 1 });
    expect(registerParamsReducer(at({ sort: 'city', direction: 'desc' }), { type: 'sort', field: 'city' })).toMatchObject({ direction: 'asc' });
    expect(registerParamsReducer(onPage5, { type: 'sort', field: 'name' })).toMatchObject({ sort: 'name', direction: 'asc', page: 1 });
    expect(registerParamsReducer(onPage5, { type: 'sort', field: 'lastChange' })).toMatchObject({ sort: 'lastChange', direction: 'desc' });
  });

  it('another view keeps the page, the filter and the sort', () => {
    expect(registerParamsReducer(onPage5, { type: 'view', view: 'map' })).toEqual({ ...onPage5, view: 'map' });
    expect(registerParamsReducer(onPage5, { type: 'view', view: 'table' })).toBe(onPage5);
  });

  it('a page is a whole number from 1 up to the maximum', () => {
    expect(registerParamsReducer(onPage5, { type: 'page', page: 2 })).toMatchObject({ page: 2, filter: { states: ['1'] } });
    expect(registerParamsReducer(onPage5, { type: 'page', page: 0 })).toMatchObject({ page: 1 });
    expect(registerParamsReducer(onPage5, { type: 'page', page: 5 })).toBe(onPage5);
    expect(registerParamsReducer(onPage5, { type: 'page', page: 10 ** 9 })).toMatchObject({ page: 100_000 });
  });

  it('another page size keeps the first visible installation on screen', () => {
    expect(registerParamsReducer(at({ page: 3 }), { type: 'pageSize', pageSize: 50 })).toMatchObject({ page: 1, pageSize: 50 }); // row 41
    expect(registerParamsReducer(at({ page: 16 }), { type: 'pageSize', pageSize: 50 })).toMatchObject({ page: 7 }); // row 301
    expect(registerParamsReducer(at({ page: 7, pageSize: 50 }), { type: 'pageSize', pageSize: 10 })).toMatchObject({ page: 31 });
    expect(registerParamsReducer(onPage5, { type: 'pageSize', pageSize: 7 })).toBe(onPage5);
  });

  it('a page beyond the last one of the total goes to the last page; an empty result changes nothing', () => {
    expect(registerParamsReducer(at({ page: 999, pageSize: 100 }), { type: 'total', total: 320 })).toMatchObject({ page: 4 });
    const inRange = at({ page: 4, pageSize: 100 });
    expect(registerParamsReducer(inRange, { type: 'total', total: 320 })).toBe(inRange);
    expect(registerParamsReducer(inRange, { type: 'total', total: 0 })).toBe(inRange);
  });
});
