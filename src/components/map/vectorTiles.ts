/**
 * The district vector tiles (Mapbox Vector Tiles, layers `bezirke` and `laender`): fetched from the configured
 * z/x/y template, decoded with @mapbox/vector-tile and drawn on a tile's canvas. Pure apart from fetch; the
 * Leaflet layer that uses it is districtLayer.ts.
 */
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';

/** One polygon feature of a tile: its properties and rings in tile units (0…extent). */
interface TileShape {
  code: string;
  rings: { x: number; y: number }[][];
}

export interface DecodedTile {
  extent: number;
  districts: TileShape[];
  states: TileShape[];
}

const EMPTY: DecodedTile = { extent: 4096, districts: [], states: [] };

/**
 * A configured tile URL as a z/x/y template ({z}, {x}, {y}) and whether it names vector tiles (ending in
 * .pbf or .mvt) or raster tiles; undefined for anything else (empty, `none`, no placeholders).
 */
export function tileTemplate(url: string | undefined): { template: string; vector: boolean } | undefined {
  const template = url?.trim();
  if (!template || !/\{z\}/.test(template) || !/\{x\}/.test(template) || !/\{y\}/.test(template)) return undefined;
  return { template, vector: /\.(pbf|mvt)(\?|$)/i.test(template) };
}

/** A vector tile template, the kind the GIS configuration names for the districts; anything else: none. */
export function vectorTileTemplate(url: string | undefined): string | undefined {
  const tiles = tileTemplate(url);
  return tiles?.vector ? tiles.template : undefined;
}

/** The tile's URL: the template filled in, resolved against the page (a relative template is the app's own origin). */
export function tileUrl(template: string, z: number, x: number, y: number, base = document.baseURI): string {
  const filled = template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
  return new URL(filled, base).href;
}

function shapes(tile: VectorTile, layerName: string): TileShape[] {
  const layer = tile.layers[layerName];
  if (!layer) return [];
  const result: TileShape[] = [];
  for (let i = 0; i < layer.length; i++) {
    const feature = layer.feature(i);
    if (feature.type !== 3) continue;
    result.push({ code: String(feature.properties.iso ?? ''), rings: feature.loadGeometry() });
  }
  return result;
}

/** Decodes a tile's bytes (an empty body is an empty tile). */
export function decodeTile(bytes: Uint8Array): DecodedTile {
  if (bytes.length === 0) return EMPTY;
  const tile = new VectorTile(new PbfReader(bytes));
  const extent = tile.layers.bezirke?.extent ?? tile.layers.laender?.extent ?? EMPTY.extent;
  return { extent, districts: shapes(tile, 'bezirke'), states: shapes(tile, 'laender') };
}

/** Fetches and decodes one tile; 204 or 404 (no boundary there) is an empty tile, anything else a failure. */
export async function loadTile(url: string, signal?: AbortSignal): Promise<DecodedTile> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (response.status === 204 || response.status === 404) return EMPTY;
  if (!response.ok) throw new Error(`vector tile: HTTP ${response.status}`);
  return decodeTile(new Uint8Array(await response.arrayBuffer()));
}

/** How the boundaries are drawn: colours chosen for contrast over the grey basemap and the plain land fill alike. */
export const TILE_STYLE = {
  land: '#f7f9fb',
  districtLine: 'rgba(61, 79, 102, 0.75)',
  districtWidth: 1,
  stateLine: '#1d3d6b',
  stateWidth: 2.25,
  highlightFill: 'rgba(196, 112, 0, 0.16)',
  highlightLine: '#9a4d00',
  highlightWidth: 3,
} as const;

export interface DrawOptions {
  /** Canvas pixels per tile side (CSS pixels × device pixel ratio). */
  size: number;
  /** Device pixel ratio: line widths are in CSS pixels. */
  ratio: number;
  /** District codes drawn highlighted. */
  highlight: ReadonlySet<string>;
  /** Fill the land (the Bundesländer) where no basemap is underneath. */
  landFill: boolean;
  /** Clear the canvas first (a repaint; a new canvas is empty). */
  clear?: boolean;
}

function tracePath(context: CanvasRenderingContext2D, shape: TileShape, scale: number): void {
  for (const ring of shape.rings) {
    ring.forEach((point, index) => {
      if (index === 0) context.moveTo(point.x * scale, point.y * scale);
      else context.lineTo(point.x * scale, point.y * scale);
    });
    context.closePath();
  }
}

function fillShapes(context: CanvasRenderingContext2D, list: readonly TileShape[], scale: number, color: string): void {
  if (list.length === 0) return;
  context.beginPath();
  for (const shape of list) tracePath(context, shape, scale);
  context.fillStyle = color;
  context.fill('evenodd');
}

function strokeShapes(context: CanvasRenderingContext2D, list: readonly TileShape[], scale: number, color: string, width: number): void {
  if (list.length === 0) return;
  context.beginPath();
  for (const shape of list) tracePath(context, shape, scale);
  context.strokeStyle = color;
  context.lineWidth = width;
  context.stroke();
}

/** Draws a decoded tile: land (offline), highlighted districts, district borders, state borders, the highlight's outline on top. */
export function drawTile(context: CanvasRenderingContext2D, tile: DecodedTile, { size, ratio, highlight, landFill, clear = false }: DrawOptions): void {
  const scale = size / tile.extent;
  if (clear) context.clearRect(0, 0, size, size);
  context.lineJoin = 'round';
  context.lineCap = 'round';
  if (landFill) fillShapes(context, tile.states, scale, TILE_STYLE.land);
  const highlighted = tile.districts.filter((shape) => highlight.has(shape.code));
  fillShapes(context, highlighted, scale, TILE_STYLE.highlightFill);
  // Vienna as a whole (900) repeats the outline of its 23 districts and of its Bundesland.
  strokeShapes(context, tile.districts.filter((shape) => shape.code !== '900'), scale, TILE_STYLE.districtLine, TILE_STYLE.districtWidth * ratio);
  strokeShapes(context, tile.states, scale, TILE_STYLE.stateLine, TILE_STYLE.stateWidth * ratio);
  strokeShapes(context, highlighted, scale, TILE_STYLE.highlightLine, TILE_STYLE.highlightWidth * ratio);
}
