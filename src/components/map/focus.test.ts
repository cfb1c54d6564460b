import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { fitFocus, FOCUS_ZOOM, focusBounds } from './focus';

describe('the map focused on a place', () => {
  it('spans the circle of the radius: 10 km around Graz is about 20 km from south to north', () => {
    const bounds = focusBounds(L, { lat: 47.07, lon: 15.44, radiusKm: 10, label: '8010 Graz, Umkreis 10 km' })!;
    expect((bounds.getNorth() - bounds.getSouth()) * 111.2).toBeCloseTo(20, 0);
    expect(bounds.getCenter().lat).toBeCloseTo(47.07, 3);
    expect(bounds.getCenter().lng).toBeCloseTo(15.44, 3);
    expect(focusBounds(L, { lat: 47.07, lon: 15.44, label: '8010 Graz' })).toBeUndefined();
  });

  it('fits the map to the circle, or centres it on the place without a radius', () => {
    const element = document.createElement('div');
    Object.defineProperty(element, 'clientWidth', { value: 800 });
    Object.defineProperty(element, 'clientHeight', { value: 600 });
    document.body.appendChild(element);
    const map = L.map(element, { zoomAnimation: false });
    fitFocus(L, map, { lat: 47.07, lon: 15.44, radiusKm: 10, label: 'Graz' });
    const wide = map.getZoom();
    expect(map.getCenter().lat).toBeCloseTo(47.07, 1);
    fitFocus(L, map, { lat: 48.21, lon: 16.37, label: 'Wien' });
    expect(map.getZoom()).toBe(FOCUS_ZOOM);
    expect(map.getCenter().lng).toBeCloseTo(16.37, 3);
    fitFocus(L, map, { lat: 47.07, lon: 15.44, radiusKm: 50, label: 'Graz' });
    expect(map.getZoom()).toBeLessThan(wide);
    map.remove();
  });
});
