/** A place the map is focused on (a post code or town from the place search), with its circle when a radius is chosen. */
import type * as Leaflet from 'leaflet';

type LeafletModule = typeof Leaflet;

export interface FocusArea {
  lat: number;
  lon: number;
  radiusKm?: number;
  /** What the place is, e.g. '1010 Wien, Umkreis 10 km'. */
  label: string;
}

/** Around a place without a radius, the map shows about a town's surroundings. */
export const FOCUS_ZOOM = 12;

/** The bounds of the place's circle, or undefined without a radius. */
export function focusBounds(L: LeafletModule, area: FocusArea): Leaflet.LatLngBounds | undefined {
  if (!area.radiusKm) return undefined;
  return L.latLng(area.lat, area.lon).toBounds(area.radiusKm * 2000);
}

/** Fits the map to the place's circle, or centres it on the place. */
export function fitFocus(L: LeafletModule, map: Leaflet.Map, area: FocusArea): void {
  const bounds = focusBounds(L, area);
  if (bounds) map.fitBounds(bounds, { animate: false, padding: [16, 16] });
  else map.setView([area.lat, area.lon], FOCUS_ZOOM, { animate: false });
}
