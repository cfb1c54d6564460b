import { describe, expect, it } from 'vitest';
import type { GisFeatureCollection } from '../../../generated/app/model';
import { detailsHref, sortedByName, toMapPoints } from './registerMap';
import { barLayout, shareText } from './stats';
import { isTaskActive } from '../../api/taskResult';
import { statsIgnoresCriteria, statsParams } from './useRegisterSearch';

const gis: GisFeatureCollection = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', geometry: { type: 'Point', coordinates: [16.37, 48.21] }, properties: { id: 'AT-IPPC-000002', name: 'Zementwerk', mainActivityCode: '3.1', status: 'IN_BETRIEB' } },
    { type: 'Feature', geometry: { type: 'Point', coordinates: [14.29, 48.31] }, properties: { id: 'AT-IPPC-000001', name: 'Äpfelverarbeitung', mainActivityCode: '6.4', status: 'STILLGELEGT' } },
    { type: 'Feature', geometry: { type: 'Point', coordinates: [Number.NaN, 48] }, properties: { id: 'AT-IPPC-000003', name: 'Kaputt', mainActivityCode: '1.1', status: 'IN_BETRIEB' } },
  ],
};

describe('map points of the register', () => {
  it('turns GIS features into points with a details link, skipping broken coordinates', () => {
    const points = toMapPoints(gis);
    expect(points).toHaveLength(2);
    expect(points[0]).toEqual({ id: 'AT-IPPC-000002', name: 'Zementwerk', lat: 48.21, lon: 16.37, href: '#/installations/AT-IPPC-000002', detail: 'Haupttätigkeit 3.1' });
    expect(toMapPoints(undefined)).toEqual([]);
  });

  it('sorts the list alternative by German collation', () => {
    expect(sortedByName(toMapPoints(gis)).map((p) => p.name)).toEqual(['Äpfelverarbeitung', 'Zementwerk']);
  });

  it('encodes the id in the link', () => {
    expect(detailsHref('a b')).toBe('#/installations/a%20b');
  });
});

describe('branch statistics', () => {
  it('scales bars to the largest count', () => {
    const layout = barLayout(
      [
        { code: '1', label: 'A', count: 50 },
        { code: '2', label: 'B', count: 25 },
        { code: '3', label: 'C', count: 0 },
      ],
      500,
    );
    expect(layout.map((bar) => bar.width)).toEqual([500, 250, 0]);
    expect(barLayout([{ code: '1', label: 'A', count: 0 }], 500)[0]!.width).toBe(0);
  });

  it('formats shares in German', () => {
    expect(shareText(1, 8)).toBe('12,5 %');
    expect(shareText(0, 0)).toBe('0,0 %');
  });

  it('passes the criteria the endpoint knows', () => {
    expect(statsParams({})).toEqual({});
    expect(statsParams({ query: ' Zement ', bundeslandCodes: ['4'], districtCodes: [], activityCodes: ['3.1'], onlyOwn: true, statuses: ['IN_BETRIEB'] })).toEqual({
      query: 'Zement',
      bundeslandCodes: ['4'],
      activityCodes: ['3.1'],
      onlyOwn: true,
    });
    expect(statsParams({ near: { lat: 48.2857, lon: 14.31327, radiusKm: 10 } })).toEqual({ nearLat: 48.2857, nearLon: 14.31327, nearRadiusKm: 10 });
    expect(statsIgnoresCriteria({ near: { lat: 48.2857, lon: 14.31327, radiusKm: 10 } })).toBe(false);
    expect(statsIgnoresCriteria({ statuses: ['IN_BETRIEB'] })).toBe(true);
    expect(statsIgnoresCriteria({ bundeslandCodes: ['4'] })).toBe(false);
  });
});

describe('user tasks', () => {
  it('knows the active statuses', () => {
    for (const status of ['WAITING', 'RUNNING', 'CANCELLING'] as const) expect(isTaskActive({ status })).toBe(true);
    for (const status of ['SUCCESS', 'FAILURE', 'CANCELLED'] as const) expect(isTaskActive({ status })).toBe(false);
    expect(isTaskActive(undefined)).toBe(false);
  });
});
