/**
 * Austria's outline and the Bundesland borders bundled with the app, for a map without the district tiles
 * (none configured, not allowed by the page's policy, or unreachable): the nine Bundesländer as TopoJSON
 * (laender.topo.json, a copy of mock/geo/laender_95_topo.json: "GeoJSON/TopoJSON Austria" by Flooh Perlot,
 * CC BY 4.0, after Geoland.at), a static asset of the build fetched from the app's own origin when first needed.
 */
import type { Feature, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import laenderUrl from './laender.topo.json?url';
import type { GeometryCollection, MultiPolygon as TopoMultiPolygon, Polygon as TopoPolygon, Topology } from 'topojson-specification';

/** Austria's bounding box [[south, west], [north, east]] with a small margin. */
export const AUSTRIA_BOUNDS: [[number, number], [number, number]] = [
  [46.3, 9.45],
  [49.1, 17.2],
];

/** The land (all Bundesländer as one shape), Austria's outline and the borders between the Bundesländer. */
export interface BundledBoundaries {
  land: Feature<Polygon | MultiPolygon, { kind: 'land' }>;
  outline: Feature<MultiLineString, { kind: 'outline' }>;
  states: Feature<MultiLineString, { kind: 'states' }>;
  /** How many Bundesländer the data holds. */
  count: number;
}

/** The boundaries of a topology with the object `laender`, or undefined when it has none. */
export async function boundariesOf(topology: Topology): Promise<BundledBoundaries | undefined> {
  const { merge, mesh } = await import('topojson-client');
  const laender = topology.objects.laender as GeometryCollection | undefined;
  if (!laender || laender.geometries.length === 0) return undefined;
  return {
    land: { type: 'Feature', properties: { kind: 'land' }, geometry: merge(topology, laender.geometries as (TopoPolygon | TopoMultiPolygon)[]) },
    outline: { type: 'Feature', properties: { kind: 'outline' }, geometry: mesh(topology, laender, (a, b) => a === b) },
    states: { type: 'Feature', properties: { kind: 'states' }, geometry: mesh(topology, laender, (a, b) => a !== b) },
    count: laender.geometries.length,
  };
}

let cached: Promise<BundledBoundaries | undefined> | undefined;

/** Loads the bundled boundaries once per page. */
export function loadBundledBoundaries(): Promise<BundledBoundaries | undefined> {
  cached ??= (async () => {
    const response = await fetch(laenderUrl, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`bundled boundaries: HTTP ${response.status}`);
    return boundariesOf((await response.json()) as Topology);
  })().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
