/** vt-pbf ships no types: the one function the mock uses. */
declare module 'vt-pbf' {
  const vtpbf: {
    /** Encodes geojson-vt tiles (one per layer name) as a Mapbox Vector Tile. */
    fromGeojsonVt(layers: Record<string, unknown>, options?: { version?: number; extent?: number }): Uint8Array;
  };
  export default vtpbf;
}
