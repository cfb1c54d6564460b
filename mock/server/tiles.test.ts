// @vitest-environment node
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import { createDistrictTiles, TILE_EXTENT, TILE_MAX_ZOOM, TILE_PATH_PATTERN } from './tiles';

/** The tile (x, y) at zoom z that covers a longitude/latitude (Web Mercator). */
function tileOf(lon: number, lat: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return { x: Math.floor(((lon + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n) };
}

const tiles = createDistrictTiles();

function decode(z: number, lon: number, lat: number) {
  const { x, y } = tileOf(lon, lat, z);
  const data = tiles.tile(z, x, y);
  expect(data, `tile ${z}/${x}/${y}`).toBeDefined();
  return new VectorTile(new PbfReader(data!));
}

function features(tile: VectorTile, layer: string) {
  const found = tile.layers[layer];
  return found ? Array.from({ length: found.length }, (_, i) => found.feature(i)) : [];
}

describe('the mock district vector tiles', () => {
  it('has the district that covers a place in the tile of that place, with its code, name and Bundesland', () => {
    // Graz, Hauptplatz
    const tile = decode(10, 15.4385, 47.0707);
    const graz = features(tile, 'bezirke').find((f) => f.properties.iso === '601');
    expect(graz?.properties).toEqual({ iso: '601', name: 'Graz(Stadt)', bundesland: '6' });
    expect(graz?.type).toBe(3);
  });

  it('carries the Bundesländer as a layer of their own', () => {
    const tile = decode(6, 16.37, 48.21);
    const names = features(tile, 'laender').map((f) => f.properties.name);
    expect(names).toEqual(expect.arrayContaining(['Wien', 'Niederösterreich', 'Burgenland']));
    expect(tile.layers.laender?.extent).toBe(TILE_EXTENT);
  });

  it('keeps every coordinate within the tile extent and its small buffer', () => {
    const tile = decode(8, 14.3, 47.6);
    const all = [...features(tile, 'bezirke'), ...features(tile, 'laender')];
    expect(all.length).toBeGreaterThan(5);
    for (const f of all) {
      for (const ring of f.loadGeometry()) {
        for (const point of ring) {
          expect(point.x).toBeGreaterThanOrEqual(-64);
          expect(point.x).toBeLessThanOrEqual(TILE_EXTENT + 64);
          expect(point.y).toBeGreaterThanOrEqual(-64);
          expect(point.y).toBeLessThanOrEqual(TILE_EXTENT + 64);
        }
      }
    }
  });

  it('places a district where it is: the tile of Innsbruck has Innsbruck, not Graz', () => {
    const tile = decode(9, 11.3933, 47.2683);
    const codes = features(tile, 'bezirke').map((f) => f.properties.iso);
    expect(codes).toContain('701');
    expect(codes).not.toContain('601');
  });

  it('has nothing outside Austria, beyond the cut zooms or outside the grid', () => {
    const paris = tileOf(2.35, 48.86, 8);
    expect(tiles.tile(8, paris.x, paris.y)).toBeUndefined();
    const vienna = tileOf(16.37, 48.21, TILE_MAX_ZOOM + 1);
    expect(tiles.tile(TILE_MAX_ZOOM + 1, vienna.x, vienna.y)).toBeUndefined();
    expect(tiles.tile(2, 4, 0)).toBeUndefined();
  });

  it('answers at the template path the configuration names', () => {
    expect(TILE_PATH_PATTERN.exec('/__mock/gis/bezirke/7/69/44.pbf')?.slice(1)).toEqual(['7', '69', '44']);
    expect(TILE_PATH_PATTERN.exec('/ippc/__mock/gis/bezirke/7/69/44.pbf')?.slice(1)).toEqual(['7', '69', '44']);
    expect(TILE_PATH_PATTERN.test('/__mock/gis/bezirke/7/69/44.png')).toBe(false);
  });
});
