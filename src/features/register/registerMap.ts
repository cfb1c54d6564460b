import type { GisFeatureCollection } from '../../../generated/app/model';
import type { MapPoint } from '../../components/map/LazyMap';
import { installationName, sortGerman } from '../../components/format';

/** The link of an installation's details as a hash URL (for popups, which are plain DOM links). */
export function detailsHref(id: string): string {
  return `#/installations/${encodeURIComponent(id)}`;
}

/** GIS features → map points with a popup link to the details; features without coordinates are skipped. */
export function toMapPoints(collection: GisFeatureCollection | undefined, activityLabel: (code: string) => string = (code) => code): MapPoint[] {
  const points: MapPoint[] = [];
  for (const feature of collection?.features ?? []) {
    const [lon, lat] = feature.geometry.coordinates;
    if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon) || !Number.isFinite(lat)) continue;
    const { id, name, mainActivityCode } = feature.properties;
    points.push({ id, name: installationName({ id, name }), lat, lon, href: detailsHref(id), detail: `Haupttätigkeit ${activityLabel(mainActivityCode)}` });
  }
  return points;
}

/** The points sorted by name for the list alternative (German order; up to every installation). */
export function sortedByName(points: readonly MapPoint[]): MapPoint[] {
  return sortGerman([...points], (point) => point.name);
}
