import { lazy, Suspense } from 'react';
import { mapTexts } from '../../messages/register';
import type { MapViewProps } from './MapView';

export type { MapViewProps };
export type { MapPoint } from './cluster';

function MapUnavailable() {
  return (
    <p className="map-state" role="alert">
      {mapTexts.failed}
    </p>
  );
}

/** The map's chunk (Leaflet, supercluster, the outline) loads only when a map is shown (DESIGN.md budgets). */
const MapView = lazy(() => import('./MapView').catch(() => ({ default: MapUnavailable })));

export function LazyMap(props: MapViewProps) {
  return (
    <Suspense
      fallback={
        <p className="map-state" role="status">
          {mapTexts.loading}
        </p>
      }
    >
      <MapView {...props} />
    </Suspense>
  );
}
