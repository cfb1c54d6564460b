/**
 * Clustering of map points (supercluster): an index built once per point set, queried per view (bounding
 * box and zoom), so a thousand installations draw as a few dozen markers. Pure functions, unit-tested.
 */
import Supercluster from 'supercluster';

/** One point on the map: an installation with where its popup links. */
export interface MapPoint {
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** Link of the popup (e.g. '#/installations/AT-IPPC-000001'); none for a map of one installation. */
  href?: string;
  /** A second line in the popup (e.g. the main activity). */
  detail?: string;
}

export type ClusterItem =
  | { kind: 'cluster'; clusterId: number; lat: number; lon: number; count: number }
  | { kind: 'point'; point: MapPoint; lat: number; lon: number };

export interface ClusterIndex {
  index: Supercluster<{ index: number }, Record<string, unknown>>;
  points: readonly MapPoint[];
}

/** Cluster radius in pixels and the zoom from which every point is drawn on its own. */
const CLUSTER_OPTIONS = { radius: 80, maxZoom: 14, minZoom: 0 } as const;

export function createClusterIndex(points: readonly MapPoint[]): ClusterIndex {
  const index = new Supercluster<{ index: number }, Record<string, unknown>>(CLUSTER_OPTIONS);
  index.load(
    points.map((point, i) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [point.lon, point.lat] },
      properties: { index: i },
    })),
  );
  return { index, points };
}

/** The clusters and single points inside a bounding box [west, south, east, north] at a zoom level. */
export function clustersInView(cluster: ClusterIndex, bbox: [number, number, number, number], zoom: number): ClusterItem[] {
  // The lower whole zoom: clusters never sit closer on screen than the radius at fractional zooms.
  const features = cluster.index.getClusters(bbox, Math.floor(zoom));
  const items: ClusterItem[] = [];
  for (const feature of features) {
    const [lon, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties as Record<string, unknown>;
    if (props.cluster) {
      items.push({ kind: 'cluster', clusterId: props.cluster_id as number, lat, lon, count: props.point_count as number });
    } else {
      const point = cluster.points[(props as { index: number }).index];
      if (point) items.push({ kind: 'point', point, lat, lon });
    }
  }
  return items;
}

/** The zoom at which a cluster falls apart (clicking it zooms there), capped at the index's maximum + 1. */
export function expansionZoom(cluster: ClusterIndex, clusterId: number): number {
  return Math.min(cluster.index.getClusterExpansionZoom(clusterId), CLUSTER_OPTIONS.maxZoom + 1);
}

/** Size class of a cluster marker by its count. */
export function clusterSize(count: number): 'sm' | 'md' | 'lg' {
  if (count < 10) return 'sm';
  if (count < 100) return 'md';
  return 'lg';
}

/** The number on a cluster marker: 1.234 stays exact up to 9.999, then '10 Tsd.' style. */
export function clusterCountLabel(count: number): string {
  if (count < 10_000) return new Intl.NumberFormat('de-DE').format(count);
  return `${Math.floor(count / 1000)} Tsd.`;
}

/** Bounds [[south, west], [north, east]] around the points, or undefined for none. */
export function pointsBounds(points: readonly MapPoint[]): [[number, number], [number, number]] | undefined {
  if (points.length === 0) return undefined;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const p of points) {
    if (p.lat < south) south = p.lat;
    if (p.lat > north) north = p.lat;
    if (p.lon < west) west = p.lon;
    if (p.lon > east) east = p.lon;
  }
  return [
    [south, west],
    [north, east],
  ];
}
