import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getGetFilterMetadataQueryKey } from '../../../generated/app/hooks/filter/filter';
import { getGetLastUpdateQueryKey, getSearchInstallationsQueryKey } from '../../../generated/app/hooks/installations/installations';
import { prefetchRegister } from './prefetch';
import { filterMetadataQuery, lastUpdateQuery } from './useRegisterSearch';

/** The query keys prefetchRegister starts, without sending anything. */
function prefetchedKeys(hash: string): unknown[] {
  const client = new QueryClient();
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  prefetchRegister(client, hash);
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

describe('the register\'s first reads (prefetchRegister)', () => {
  it('asks for the page of the URL\'s state, the filter definition and the last update, as the page does', () => {
    const hash = `#/installations!filter=${encodeURIComponent('{"bundeslandCodes":["9"],"query":"Stahl"}')}&q=Werk&sort=city&dir=desc&page=3&size=50`;
    expect(prefetchedKeys(hash)).toEqual([
      getSearchInstallationsQueryKey({
        filter: { query: 'Stahl Werk', bundeslandCodes: ['9'] },
        sort: { field: 'city', direction: 'desc' },
        page: 2,
        pageSize: 50,
      }),
      getGetFilterMetadataQueryKey(),
      getGetLastUpdateQueryKey(),
    ]);
  });

  it('asks for the first page, sorted by name, without a filter in the URL', () => {
    const [search] = prefetchedKeys('#/installations');
    expect(search).toEqual(getSearchInstallationsQueryKey({ filter: {}, sort: { field: 'name', direction: 'asc' }, page: 0, pageSize: 20 }));
  });

  it('shares the keys and freshness of the page\'s own reads', () => {
    expect(filterMetadataQuery().queryKey).toEqual(getGetFilterMetadataQueryKey());
    expect(filterMetadataQuery().staleTime).toBe(Infinity);
    expect(lastUpdateQuery().queryKey).toEqual(getGetLastUpdateQueryKey());
  });
});
