/**
 * The basemap under the map: a raster tile template from the deployment's settings, which the web server
 * hands out at ./map-settings.json (IPPC_BASEMAP_URL). No settings, `none` or anything but a raster template:
 * no basemap, and the map draws the land itself.
 */
import { tileTemplate } from './vectorTiles';

let cached: Promise<string | undefined> | undefined;

/** The basemap's tile template, loaded once per page; undefined for none. */
export function loadBasemapUrl(): Promise<string | undefined> {
  cached ??= fetch(new URL('map-settings.json', document.baseURI), { credentials: 'same-origin' })
    .then((response): Promise<{ basemapUrl?: unknown }> => (response.ok ? response.json() : Promise.resolve({})))
    .then((settings) => rasterTileTemplate(typeof settings.basemapUrl === 'string' ? settings.basemapUrl : undefined))
    .catch(() => undefined);
  return cached;
}

/** A transparent image for basemap tiles that failed: no broken-image icons. */
export const EMPTY_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** A raster tile template ({z}, {x}, {y}; not vector tiles such as .pbf/.mvt); empty or `none`: no basemap. */
export function rasterTileTemplate(url: string | undefined): string | undefined {
  const tiles = tileTemplate(url);
  return tiles && !tiles.vector ? tiles.template : undefined;
}
