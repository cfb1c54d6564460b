/**
 * The map's deployment settings, which the web server hands out at ./map-settings.json: the basemap (a raster
 * tile template, IPPC_BASEMAP_URL) and the origins the page's CSP allows the district tiles from besides its
 * own (IPPC_GIS_TILE_ORIGIN). No settings, `none` or anything but a raster template: no basemap, and the map
 * draws the land itself.
 */
import { tileTemplate } from './vectorTiles';

export interface MapSettings {
  /** The basemap's tile template; undefined for none. */
  basemapUrl?: string;
  /** Origins (lower case) the district tiles may come from besides the page's own. */
  tileOrigins: string[];
}

let cached: Promise<MapSettings> | undefined;

/** The map settings, loaded once per page; without them no basemap and tiles from the page's origin only. */
export function loadMapSettings(): Promise<MapSettings> {
  cached ??= fetch(new URL('map-settings.json', document.baseURI), { credentials: 'same-origin' })
    .then((response): Promise<{ basemapUrl?: unknown; tileOrigins?: unknown }> => (response.ok ? response.json() : Promise.resolve({})))
    .then((settings) => ({
      basemapUrl: rasterTileTemplate(typeof settings.basemapUrl === 'string' ? settings.basemapUrl : undefined),
      tileOrigins: Array.isArray(settings.tileOrigins) ? settings.tileOrigins.filter((origin): origin is string => typeof origin === 'string').map((origin) => origin.toLowerCase()) : [],
    }))
    .catch(() => ({ tileOrigins: [] }));
  return cached;
}

/** A transparent image for basemap tiles that failed: no broken-image icons. */
export const EMPTY_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** A raster tile template ({z}, {x}, {y}; not vector tiles such as .pbf/.mvt); empty or `none`: no basemap. */
export function rasterTileTemplate(url: string | undefined): string | undefined {
  const tiles = tileTemplate(url);
  return tiles && !tiles.vector ? tiles.template : undefined;
}

/**
 * Whether the page's policy lets it fetch tiles of this template: from the page's own origin (a relative
 * template too) or from one of the allowed origins. Undefined for a template that is no http(s) URL at all.
 */
export function tilesAllowed(template: string, allowedOrigins: readonly string[], base = document.baseURI): boolean {
  let url: URL;
  try {
    url = new URL(template.replace(/\{[zxy]\}/g, '0'), base);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return url.origin === new URL(base).origin || allowedOrigins.includes(url.origin.toLowerCase());
}
