/**
 * Austria's 2,118 municipalities with their real boundaries (see README.md in this folder): a point
 * inside a municipality drawn deterministically from a random source, and a fixed inside point (the
 * place of the municipality for the postcode/place search). Node only: the mock and the example
 * generator read it, the app never does.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon, Position } from 'geojson';

const HERE = dirname(fileURLToPath(import.meta.url));

export interface LatLon {
  lat: number;
  lon: number;
}

export interface MunicipalityShape {
  /** Gemeindekennziffer (5 digits). */
  code: string;
  name: string;
  districtCode: string;
  bundeslandCode: string;
  /** Polygons, each an outer ring followed by its holes, rings as [lon, lat] positions. */
  polygons: readonly (readonly (readonly Position[])[])[];
  /** [west, south, east, north]. */
  bbox: readonly [number, number, number, number];
}

/** Even-odd ray casting over one ring. */
function inRing(ring: readonly Position[], lon: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the municipality: inside an outer ring and in none of its holes. */
export function containsPoint(shape: MunicipalityShape, { lat, lon }: LatLon): boolean {
  const [west, south, east, north] = shape.bbox;
  if (lon < west || lon > east || lat < south || lat > north) return false;
  return shape.polygons.some(([outer, ...holes]) => outer !== undefined && inRing(outer, lon, lat) && !holes.some((hole) => inRing(hole, lon, lat)));
}

const round5 = (x: number) => Math.round(x * 1e5) / 1e5;

/**
 * A point inside the municipality, uniformly distributed over its area: rejection sampling in the bounding
 * box with the given source of numbers in [0, 1). Rounded to 5 decimals (about 1 m), still inside.
 */
export function pointIn(shape: MunicipalityShape, random: () => number): LatLon {
  const [west, south, east, north] = shape.bbox;
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const point = { lat: round5(south + (north - south) * random()), lon: round5(west + (east - west) * random()) };
    if (containsPoint(shape, point)) return point;
  }
  throw new Error(`no point found inside municipality ${shape.code}`);
}

/**
 * The place of a municipality: its area's centroid when that lies inside, else the inside point of a
 * 40 × 40 grid over the bounding box nearest to the centroid. Deterministic.
 */
export function placeOf(shape: MunicipalityShape): LatLon {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (const polygon of shape.polygons) {
    polygon.forEach((ring, k) => {
      // Shoelace sums of the ring; its sign is the ring's orientation, made + for outer rings, - for holes.
      let a = 0;
      let x = 0;
      let y = 0;
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i] as [number, number];
        const [xj, yj] = ring[j] as [number, number];
        const cross = xj * yi - xi * yj;
        a += cross / 2;
        x += ((xj + xi) * cross) / 6;
        y += ((yj + yi) * cross) / 6;
      }
      const sign = (k === 0 ? 1 : -1) * Math.sign(a);
      area += sign * a;
      cx += sign * x;
      cy += sign * y;
    });
  }
  const centroid = { lat: round5(cy / area), lon: round5(cx / area) };
  if (containsPoint(shape, centroid)) return centroid;
  const [west, south, east, north] = shape.bbox;
  let best: LatLon | undefined;
  let bestDistance = Infinity;
  for (let i = 0; i < 40; i++) {
    for (let j = 0; j < 40; j++) {
      const point = { lat: round5(south + ((north - south) * (i + 0.5)) / 40), lon: round5(west + ((east - west) * (j + 0.5)) / 40) };
      const distance = (point.lat - centroid.lat) ** 2 + (point.lon - centroid.lon) ** 2;
      if (distance < bestDistance && containsPoint(shape, point)) {
        best = point;
        bestDistance = distance;
      }
    }
  }
  if (!best) throw new Error(`no inside point of municipality ${shape.code}`);
  return best;
}

function bboxOf(polygons: MunicipalityShape['polygons']): MunicipalityShape['bbox'] {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const polygon of polygons) {
    for (const [lon, lat] of polygon[0] ?? []) {
      west = Math.min(west, lon!);
      east = Math.max(east, lon!);
      south = Math.min(south, lat!);
      north = Math.max(north, lat!);
    }
  }
  return [west, south, east, north];
}

function load(): Map<string, MunicipalityShape> {
  const names = new Map<string, { name: string; districtCode: string; bundeslandCode: string }>();
  for (const line of readFileSync(join(HERE, 'gemeinden.csv'), 'utf8').trim().split(/\r?\n/).slice(1)) {
    const [code, districtCode, bundeslandCode, ...name] = line.split(',');
    names.set(code!, { name: name.join(','), districtCode: districtCode!, bundeslandCode: bundeslandCode! });
  }
  const topology = JSON.parse(readFileSync(join(HERE, 'gemeinden_995_topo.json'), 'utf8')) as Topology;
  const collection = feature(topology, topology.objects.gemeinden!) as GeoJSON.FeatureCollection<Polygon | MultiPolygon, { iso: string | number }>;
  const shapes = new Map<string, MunicipalityShape>();
  for (const f of collection.features) {
    const code = String(f.properties.iso);
    const named = names.get(code);
    if (!named) throw new Error(`municipality ${code} has no name in gemeinden.csv`);
    const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    shapes.set(code, { code, ...named, polygons, bbox: bboxOf(polygons) });
  }
  return shapes;
}

let cache: Map<string, MunicipalityShape> | undefined;

/** Every municipality by its Gemeindekennziffer (read once). */
export function municipalityShapes(): ReadonlyMap<string, MunicipalityShape> {
  cache ??= load();
  return cache;
}

export function municipalityShape(code: string): MunicipalityShape {
  const shape = municipalityShapes().get(code);
  if (!shape) throw new Error(`unknown municipality ${code}`);
  return shape;
}
