import GeoJSONVT from 'geojson-vt';
import vtpbf from 'vt-pbf';
import { describe, expect, it } from 'vitest';
import { decodeTile, drawTile, TILE_STYLE, tileUrl, vectorTileTemplate, type DecodedTile } from './vectorTiles';

/** A tile of two districts side by side in one Bundesland, encoded as the mock and a GIS server send it. */
function encodedTile(): Uint8Array {
  const square = (west: number, east: number) => [[[west, 47], [east, 47], [east, 48], [west, 48], [west, 47]]];
  const districts = new GeoJSONVT(
    {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { iso: '601', name: 'Graz(Stadt)', bundesland: '6' }, geometry: { type: 'Polygon', coordinates: square(10, 11) } },
        { type: 'Feature', properties: { iso: '606', name: 'Graz-Umgebung', bundesland: '6' }, geometry: { type: 'Polygon', coordinates: square(11, 12) } },
      ],
    },
    { maxZoom: 0, extent: 4096 },
  );
  const states = new GeoJSONVT({ type: 'Feature', properties: { iso: '6', name: 'Steiermark' }, geometry: { type: 'Polygon', coordinates: square(10, 12) } }, { maxZoom: 0, extent: 4096 });
  return vtpbf.fromGeojsonVt({ bezirke: districts.getTile(0, 0, 0)!, laender: states.getTile(0, 0, 0)! }, { version: 2, extent: 4096 });
}

/** A canvas context that records what is filled and stroked, with which style. */
function recordingContext() {
  const calls: { op: 'fill' | 'stroke' | 'clear'; style: string; width?: number; paths: number }[] = [];
  let paths = 0;
  const context = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineJoin: '',
    lineCap: '',
    beginPath: () => void (paths = 0),
    moveTo: () => void (paths += 1),
    lineTo: () => undefined,
    closePath: () => undefined,
    fill() {
      calls.push({ op: 'fill', style: this.fillStyle, paths });
    },
    stroke() {
      calls.push({ op: 'stroke', style: this.strokeStyle, width: this.lineWidth, paths });
    },
    clearRect: () => void calls.push({ op: 'clear', style: '', paths: 0 }),
  };
  return { context: context as unknown as CanvasRenderingContext2D, calls };
}

describe('district vector tiles', () => {
  it('takes a .pbf or .mvt z/x/y template, nothing else', () => {
    expect(vectorTileTemplate('./__mock/gis/bezirke/{z}/{x}/{y}.pbf')).toBe('./__mock/gis/bezirke/{z}/{x}/{y}.pbf');
    expect(vectorTileTemplate('https://maps.example.gv.at/vt/{z}/{x}/{y}.mvt?key=1')).toBe('https://maps.example.gv.at/vt/{z}/{x}/{y}.mvt?key=1');
    expect(vectorTileTemplate('https://maps.example.gv.at/tiles/{z}/{x}/{y}.png')).toBeUndefined();
    expect(vectorTileTemplate('https://maps.example.gv.at/vt/bezirke.pbf')).toBeUndefined();
    expect(vectorTileTemplate('')).toBeUndefined();
  });

  it("fills in a tile's URL, relative to the app's directory", () => {
    expect(tileUrl('./__mock/gis/bezirke/{z}/{x}/{y}.pbf', 7, 69, 44, 'http://127.0.0.1:4173/ippc/#/installations')).toBe('http://127.0.0.1:4173/ippc/__mock/gis/bezirke/7/69/44.pbf');
    expect(tileUrl('https://maps.example.gv.at/{z}/{x}/{y}.pbf', 1, 2, 3, 'http://127.0.0.1/ippc/')).toBe('https://maps.example.gv.at/1/2/3.pbf');
  });

  it('decodes the districts and the Bundesländer with their codes; an empty body is an empty tile', () => {
    const tile = decodeTile(encodedTile());
    expect(tile.extent).toBe(4096);
    expect(tile.districts.map((shape) => shape.code)).toEqual(['601', '606']);
    expect(tile.states.map((shape) => shape.code)).toEqual(['6']);
    expect(tile.districts[0]!.rings[0]!.length).toBeGreaterThanOrEqual(4);
    expect(decodeTile(new Uint8Array())).toEqual({ extent: 4096, districts: [], states: [] });
  });

  it('draws district and state borders, the highlighted district filled and outlined, the land only where asked', () => {
    const tile: DecodedTile = decodeTile(encodedTile());
    const plain = recordingContext();
    drawTile(plain.context, tile, { size: 256, ratio: 1, highlight: new Set(), landFill: false });
    expect(plain.calls.map((call) => call.style)).toEqual([TILE_STYLE.districtLine, TILE_STYLE.stateLine]);
    expect(plain.calls.find((call) => call.style === TILE_STYLE.districtLine)?.paths).toBe(2);

    const chosen = recordingContext();
    drawTile(chosen.context, tile, { size: 512, ratio: 2, highlight: new Set(['606']), landFill: true, clear: true });
    expect(chosen.calls.map((call) => `${call.op} ${call.style}`)).toEqual([
      'clear ',
      `fill ${TILE_STYLE.land}`,
      `fill ${TILE_STYLE.highlightFill}`,
      `stroke ${TILE_STYLE.districtLine}`,
      `stroke ${TILE_STYLE.stateLine}`,
      `stroke ${TILE_STYLE.highlightLine}`,
    ]);
    const highlight = chosen.calls.filter((call) => call.style === TILE_STYLE.highlightFill || call.style === TILE_STYLE.highlightLine);
    expect(highlight.every((call) => call.paths === 1)).toBe(true);
    // Line widths in CSS pixels: doubled on a canvas of twice the pixels.
    expect(chosen.calls.find((call) => call.style === TILE_STYLE.stateLine)?.width).toBe(TILE_STYLE.stateWidth * 2);
  });
});
