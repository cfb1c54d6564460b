/**
 * A Leaflet GridLayer that draws the district vector tiles on canvas (no WebGL): each tile fetched and
 * decoded once (vectorTiles.ts), redrawn from memory when the highlight or the land fill changes.
 */
import type * as Leaflet from 'leaflet';
import { drawTile, loadTile, tileUrl, type DecodedTile } from './vectorTiles';

type LeafletModule = typeof Leaflet;

export interface DistrictLayer extends Leaflet.GridLayer {
  /** Districts (3-digit codes) drawn highlighted. */
  setHighlight(codes: readonly string[]): void;
  /** Fill the land where no basemap is underneath. */
  setLandFill(fill: boolean): void;
}

export function createDistrictLayer(L: LeafletModule, template: string, options: { highlight: readonly string[]; landFill: boolean; onError?: () => void }): DistrictLayer {
  const tiles = new Map<string, Promise<DecodedTile>>();
  let highlight = new Set(options.highlight);
  let landFill = options.landFill;
  /** The canvases on the map by tile key, to repaint them. */
  const canvases = new Map<string, HTMLCanvasElement>();

  const paint = (canvas: HTMLCanvasElement, tile: DecodedTile, clear: boolean) => {
    const context = canvas.getContext('2d');
    if (context) drawTile(context, tile, { size: canvas.width, ratio: canvas.width / 256, highlight, landFill, clear });
  };

  const repaint = () => {
    for (const [key, canvas] of canvases) {
      void tiles.get(key)?.then((tile) => paint(canvas, tile, true), () => undefined);
    }
  };

  const Layer = L.GridLayer.extend({
    createTile(this: Leaflet.GridLayer, coords: Leaflet.Coords, done: Leaflet.DoneCallback): HTMLElement {
      const canvas = document.createElement('canvas');
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = 256 * ratio;
      canvas.height = 256 * ratio;
      canvas.setAttribute('aria-hidden', 'true');
      const key = `${coords.z}/${coords.x}/${coords.y}`;
      let pending = tiles.get(key);
      if (!pending) {
        pending = loadTile(tileUrl(template, coords.z, coords.x, coords.y));
        tiles.set(key, pending);
        // A failed tile is fetched again the next time it is needed.
        pending.catch(() => tiles.delete(key));
      }
      pending.then(
        // Each tile drawn in a task of its own: tiles already loaded would otherwise all draw in one long task.
        (tile) =>
          setTimeout(() => {
            paint(canvas, tile, false);
            done(undefined, canvas);
          }, 0),
        (error: unknown) => {
          options.onError?.();
          done(error instanceof Error ? error : new Error(String(error)), canvas);
        },
      );
      return canvas;
    },
  });

  const layer = new (Layer as unknown as new (options: Leaflet.GridLayerOptions) => DistrictLayer)({ tileSize: 256, zIndex: 2, updateWhenZooming: false, keepBuffer: 1 });
  layer.on('tileload', (event: Leaflet.TileEvent) => {
    const { x, y, z } = event.coords;
    canvases.set(`${z}/${x}/${y}`, event.tile as unknown as HTMLCanvasElement);
  });
  layer.on('tileunload', (event: Leaflet.TileEvent) => {
    const { x, y, z } = event.coords;
    canvases.delete(`${z}/${x}/${y}`);
  });
  layer.setHighlight = (codes) => {
    const next = new Set(codes);
    if (next.size === highlight.size && [...next].every((code) => highlight.has(code))) return;
    highlight = next;
    repaint();
  };
  layer.setLandFill = (fill) => {
    if (fill === landFill) return;
    landFill = fill;
    repaint();
  };
  return layer;
}
