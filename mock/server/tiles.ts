/**
 * The district vector tiles the mock's GIS configuration points at: Mapbox Vector Tiles cut when the mock
 * starts from the real boundaries in mock/geo/ (geojson-vt), encoded per request (vt-pbf) and kept once cut.
 * Two layers: `bezirke` (iso: 3-digit district code, name, bundesland: 1-digit code) and `laender`
 * (iso: 1-digit code, name). A tile without any boundary is empty (the caller answers 204).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import GeoJSONVT from 'geojson-vt';
import { feature } from 'topojson-client';
import type { FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import vtpbf from 'vt-pbf';

const GEO_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'geo');

/** Tile extent (coordinate units per tile side) and the highest zoom cut (the map's own maximum). */
export const TILE_EXTENT = 4096;
export const TILE_MAX_ZOOM = 17;
const TILE_LAYERS = ['bezirke', 'laender'] as const;

/** Where the data server answers the tiles (below the mock's dev prefix, so `npm start` forwards it same-origin). */
export const TILE_PATH_PATTERN = /^\/(?:ippc\/)?__mock\/gis\/bezirke\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.pbf$/;
/** The URL template the mock's configuration names, relative to the app's directory. */
export const TILE_URL_TEMPLATE = './__mock/gis/bezirke/{z}/{x}/{y}.pbf';

type Properties = Record<string, string>;

function layerFeatures(file: string, object: string, properties: (raw: Properties) => Properties): FeatureCollection<Geometry, Properties> {
  const topology = JSON.parse(readFileSync(path.join(GEO_DIR, file), 'utf8')) as Topology;
  const collection = feature(topology, topology.objects[object] as GeometryCollection<Properties>) as FeatureCollection<Geometry, Properties>;
  return { ...collection, features: collection.features.map((f) => ({ ...f, properties: properties(f.properties) })) };
}

export interface DistrictTiles {
  /** The encoded tile, or undefined when no boundary touches it (or it is outside the cut zooms). */
  tile(z: number, x: number, y: number): Uint8Array | undefined;
}

let shared: DistrictTiles | undefined;

/** The tiles of this process, cut on first use (the mock's start calls it, so requests find them ready). */
export function districtTiles(): DistrictTiles {
  shared ??= createDistrictTiles();
  return shared;
}

export function createDistrictTiles(): DistrictTiles {
  const options = { maxZoom: TILE_MAX_ZOOM, indexMaxZoom: 5, extent: TILE_EXTENT, buffer: 64, tolerance: 3 };
  const indexes = {
    bezirke: new GeoJSONVT(layerFeatures('bezirke_95_topo.json', 'bezirke', (p) => ({ iso: String(p.iso), name: String(p.name), bundesland: String(p.iso).slice(0, 1) })), options),
    laender: new GeoJSONVT(layerFeatures('laender_95_topo.json', 'laender', (p) => ({ iso: String(p.iso), name: String(p.name) })), options),
  };
  const cache = new Map<string, Uint8Array | undefined>();
  return {
    tile(z, x, y) {
      if (z < 0 || z > TILE_MAX_ZOOM || x < 0 || y < 0 || x >= 2 ** z || y >= 2 ** z) return undefined;
      const key = `${z}/${x}/${y}`;
      if (cache.has(key)) return cache.get(key);
      const layers: Record<string, unknown> = {};
      for (const name of TILE_LAYERS) {
        const cut = indexes[name].getTile(z, x, y);
        if (cut && cut.features.length > 0) layers[name] = cut;
      }
      const encoded = Object.keys(layers).length > 0 ? vtpbf.fromGeojsonVt(layers, { version: 2, extent: TILE_EXTENT }) : undefined;
      cache.set(key, encoded);
      return encoded;
    },
  };
}
