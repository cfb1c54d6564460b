import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageLocation } from '../../app/RouteContent';
import { useRegisterParams, type RegisterParamsApi } from './useRegisterParams';

/** The register's hook under the app's routing: the page sees the state after '!' as its search. */
function setup(entry: string) {
  const seen: { api?: RegisterParamsApi; url?: string; type?: string; back?: () => void } = {};
  function Page() {
    seen.api = useRegisterParams();
    const navigate = useNavigate();
    seen.back = () => void navigate(-1);
    return null;
  }
  function Shell() {
    const location = useLocation();
    seen.url = location.pathname;
    seen.type = useNavigationType();
    return (
      <Routes location={pageLocation(location)}>
        <Route path="/installations" element={<Page />} />
      </Routes>
    );
  }
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Shell />
    </MemoryRouter>,
  );
  return seen;
}

describe('useRegisterParams: the one owner of the register\'s URL state', () => {
  it('parses the state after "!" of the location', () => {
    const seen = setup(`/installations!filter=${encodeURIComponent('{"statuses":["IN_BETRIEB"]}')}&q=Linz&sort=city&page=3&view=map`);
    expect(seen.api?.params).toEqual({ filter: { statuses: ['IN_BETRIEB'] }, text: 'Linz', sort: 'city', direction: 'asc', page: 3, pageSize: 20, view: 'map' });
  });

  it('a user\'s change adds a history entry (back returns); a correction replaces it; no change writes nothing', () => {
    const seen = setup('/installations!page=3');
    act(() => seen.api!.change({ type: 'sort', field: 'city' }));
    expect(seen.url).toBe('/installations!sort=city');
    expect(seen.type).toBe('PUSH');
    act(() => seen.api!.change({ type: 'page', page: 999 }));
    act(() => seen.api!.change({ type: 'total', total: 45 }, { replace: true }));
    expect(seen.url).toBe('/installations!sort=city&page=3');
    expect(seen.type).toBe('REPLACE');
    const before = seen.api!.params;
    act(() => seen.api!.change({ type: 'view', view: 'table' }));
    expect(seen.api!.params).toBe(before);
    act(() => seen.back!());
    expect(seen.url).toBe('/installations!sort=city');
    act(() => seen.back!());
    expect(seen.url).toBe('/installations!page=3');
    expect(seen.api!.params).toMatchObject({ sort: 'name', page: 3 });
  });

  it('the filter keeps its object through a sort or page change (views that follow the filter alone do not render again), a new one when it changes', () => {
    const seen = setup(`/installations!filter=${encodeURIComponent('{"statuses":["IN_BETRIEB"]}')}`);
    const filter = seen.api!.params.filter;
    act(() => seen.api!.change({ type: 'sort', field: 'city' }));
    act(() => seen.api!.change({ type: 'page', page: 2 }));
    act(() => seen.back!());
    expect(seen.api!.params).toMatchObject({ sort: 'city', page: 1 });
    expect(seen.api!.params.filter).toBe(filter);
    act(() => seen.api!.change({ type: 'filter', values: { statuses: ['STILLGELEGT'] } }));
    expect(seen.api!.params.filter).not.toBe(filter);
    expect(seen.api!.params.filter).toEqual({ statuses: ['STILLGELEGT'] });
  });

  it('two changes before the next render build on each other', () => {
    const seen = setup('/installations');
    act(() => {
      seen.api!.change({ type: 'filter', values: { bundeslandCodes: ['4'] } }, { replace: true });
      seen.api!.change({ type: 'text', text: 'Linz' }, { replace: true });
    });
    expect(seen.url).toBe(`/installations!filter=${encodeURIComponent('{"bundeslandCodes":["4"]}')}&q=Linz`);
  });

  it('the defaults leave the URL without state', () => {
    const seen = setup('/installations!sort=city');
    act(() => seen.api!.change({ type: 'sort', field: 'name' }));
    expect(seen.url).toBe('/installations');
  });
});
