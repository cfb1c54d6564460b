/**
 * Austria's outline for the offline map: from the registry package world-atlas (Natural Earth 1:50m,
 * public domain), country id "040", converted with topojson-client. The TopoJSON is a static asset of the
 * build (fetched from the app's own origin when the map first opens), so the map needs no tile server.
 */
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

export const AUSTRIA_ID = '040';

/** Austria's bounding box [[south, west], [north, east]] with a small margin. */
export const AUSTRIA_BOUNDS: [[number, number], [number, number]] = [
  [46.3, 9.45],
  [49.1, 17.2],
];

export type CountryOutline = Feature<Polygon | MultiPolygon>;

/** The outline of one country of a world-atlas topology, or undefined when it is not in there. */
export async function countryOutline(topology: Topology, id: string): Promise<CountryOutline | undefined> {
  const { feature } = await import('topojson-client');
  const countries = topology.objects.countries as GeometryCollection | undefined;
  const geometry = countries?.geometries.find((g) => String(g.id) === id);
  if (!geometry) return undefined;
  return feature(topology, geometry) as CountryOutline;
}

let cached: Promise<CountryOutline | undefined> | undefined;

/** Loads Austria's outline once per page. */
export function loadAustriaOutline(): Promise<CountryOutline | undefined> {
  cached ??= (async () => {
    const { default: url } = await import('world-atlas/countries-50m.json?url');
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`world-atlas: HTTP ${response.status}`);
    return countryOutline((await response.json()) as Topology, AUSTRIA_ID);
  })().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
