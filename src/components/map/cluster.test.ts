import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Topology } from 'topojson-specification';
import { AUSTRIA_BOUNDS, boundariesOf } from './austria';
import { clusterCountLabel, clustersInView, clusterSize, createClusterIndex, expansionZoom, pointsBounds, type MapPoint } from './cluster';
import { rasterTileTemplate, tilesAllowed } from './basemap';

/** A deterministic cloud of points inside Austria's bounding box. */
function points(n: number): MapPoint[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: n }, (_, i) => ({ id: `AT-IPPC-${String(i).padStart(6, '0')}`, name: `Anlage ${i}`, lat: 46.5 + random() * 2.4, lon: 9.6 + random() * 7.4 }));
}

const austria: [number, number, number, number] = [9.4, 46.3, 17.2, 49.1];

describe('clustering', () => {
  it('draws 1,000 points as far fewer markers on the country view, covering every point', () => {
    const index = createClusterIndex(points(1000));
    const items = clustersInView(index, austria, 7);
    expect(items.length).toBeLessThan(120);
    expect(items.some((item) => item.kind === 'cluster')).toBe(true);
    const covered = items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);
    expect(covered).toBe(1000);
  });

  it('shows single points from the maximum zoom on', () => {
    const index = createClusterIndex(points(50));
    const items = clustersInView(index, austria, 15);
    expect(items).toHaveLength(50);
    expect(items.every((item) => item.kind === 'point')).toBe(true);
  });

  it('zooms into a cluster until it falls apart', () => {
    const index = createClusterIndex(points(1000));
    const cluster = clustersInView(index, austria, 7).find((item) => item.kind === 'cluster');
    expect(cluster?.kind).toBe('cluster');
    if (cluster?.kind !== 'cluster') return;
    const zoom = expansionZoom(index, cluster.clusterId);
    expect(zoom).toBeGreaterThan(7);
    expect(zoom).toBeLessThanOrEqual(15);
  });

  it('handles no points', () => {
    expect(clustersInView(createClusterIndex([]), austria, 7)).toEqual([]);
    expect(pointsBounds([])).toBeUndefined();
  });

  it('sizes and labels clusters', () => {
    expect([clusterSize(2), clusterSize(10), clusterSize(99), clusterSize(100)]).toEqual(['sm', 'md', 'md', 'lg']);
    expect(clusterCountLabel(1234)).toBe('1.234');
    expect(clusterCountLabel(12_345)).toBe('12 Tsd.');
  });

  it('bounds the points', () => {
    expect(
      pointsBounds([
        { id: 'a', name: 'a', lat: 47, lon: 10 },
        { id: 'b', name: 'b', lat: 48.5, lon: 16 },
      ]),
    ).toEqual([
      [47, 10],
      [48.5, 16],
    ]);
  });
});

describe('tile layer only for a raster template', () => {
  it('accepts {z}/{x}/{y} raster templates', () => {
    expect(rasterTileTemplate('https://maps.example.gv.at/tiles/{z}/{x}/{y}.png')).toBe('https://maps.example.gv.at/tiles/{z}/{x}/{y}.png');
  });
  it('refuses empty values, non-templates and vector tiles', () => {
    expect(rasterTileTemplate(undefined)).toBeUndefined();
    expect(rasterTileTemplate('  ')).toBeUndefined();
    expect(rasterTileTemplate('https://maps.example.gv.at/wms')).toBeUndefined();
    expect(rasterTileTemplate('https://maps.example.gv.at/vt/verwaltungsgrenzen/bezirke/{z}/{x}/{y}.pbf')).toBeUndefined();
  });
});

describe('whether the page may fetch the district tiles', () => {
  const page = 'http://127.0.0.1:4173/ippc/#/installations';
  it("allows the page's own origin, a relative template and the allowed origins, nothing else", () => {
    expect(tilesAllowed('./__mock/gis/bezirke/{z}/{x}/{y}.pbf', [], page)).toBe(true);
    expect(tilesAllowed('http://127.0.0.1:4173/vt/{z}/{x}/{y}.pbf', [], page)).toBe(true);
    expect(tilesAllowed('https://maps.example.gv.at/vt/verwaltungsgrenzen/bezirke/{z}/{x}/{y}.pbf', [], page)).toBe(false);
    expect(tilesAllowed('https://Maps.Example.gv.at/vt/verwaltungsgrenzen/bezirke/{z}/{x}/{y}.pbf', ['https://maps.example.gv.at'], page)).toBe(true);
    expect(tilesAllowed('https://maps.example.gv.at:8443/vt/{z}/{x}/{y}.pbf', ['https://maps.example.gv.at'], page)).toBe(false);
    expect(tilesAllowed('http://127.0.0.1:4174/vt/{z}/{x}/{y}.pbf', [], page)).toBe(false);
    expect(tilesAllowed('data:application/x-protobuf,{z}{x}{y}', ['data:'], page)).toBe(false);
  });
});

describe("Austria's outline and the Bundesland borders bundled with the app", () => {
  const topology = JSON.parse(readFileSync(path.join(__dirname, 'laender.topo.json'), 'utf8')) as Topology;

  it('are the nine Bundesländer: the land as one shape, its outline and the inner borders, inside the bounding box', async () => {
    const bundled = await boundariesOf(topology);
    expect(bundled?.count).toBe(9);
    expect(bundled?.land.geometry.type).toBe('MultiPolygon');
    const [[south, west], [north, east]] = AUSTRIA_BOUNDS;
    for (const line of [bundled!.outline, bundled!.states]) {
      const coordinates = line.geometry.coordinates.flat();
      expect(coordinates.length).toBeGreaterThan(100);
      for (const [lon, lat] of coordinates) {
        expect(lon).toBeGreaterThanOrEqual(west);
        expect(lon).toBeLessThanOrEqual(east);
        expect(lat).toBeGreaterThanOrEqual(south);
        expect(lat).toBeLessThanOrEqual(north);
      }
    }
    // Inner borders are not on the outline: Vienna's border with Lower Austria is all inner.
    const outlinePoints = new Set(bundled!.outline.geometry.coordinates.flat().map(([lon, lat]) => `${lon},${lat}`));
    const inner = bundled!.states.geometry.coordinates.flat().filter(([lon, lat]) => !outlinePoints.has(`${lon},${lat}`));
    expect(inner.length).toBeGreaterThan(100);
  });

  it('are none for a topology without Bundesländer', async () => {
    expect(await boundariesOf({ type: 'Topology', arcs: [], objects: {} })).toBeUndefined();
  });
});
