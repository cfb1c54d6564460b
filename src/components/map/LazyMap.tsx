import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { mapTexts } from '../../messages/register';
import type { MapViewProps } from './MapView';
import './map.css';

export type { MapViewProps };
export type { MapPoint } from './cluster';

function MapUnavailable() {
  return (
    <p className="map-state" role="alert">
      {mapTexts.failed}
    </p>
  );
}

/** The map's chunk (Leaflet, supercluster, the outline) loads only when a map is shown, never in a page's first load. */
const MapView = lazy(() => import('./MapView').catch(() => ({ default: MapUnavailable })));

/** True once the element is within 200 px of the viewport (at once where IntersectionObserver is missing). */
function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * `whenVisible`: the map (its chunk and Leaflet's start) waits until its place scrolls near the viewport, as
 * on Anlagendetails, where it sits below the facts (no map work in the page's first load). Until
 * then an empty box of the map's size holds its place, so nothing shifts.
 */
export function LazyMap({ whenVisible = false, ...props }: MapViewProps & { whenVisible?: boolean }) {
  const { ref, near } = useNearViewport(whenVisible);
  if (!near) {
    return (
      <div ref={ref} className={`map${props.single ? ' map--single' : ''}`} data-testid="map-pending">
        <div className="map__controls map__controls--pending" />
        <div className="map__canvas" />
      </div>
    );
  }
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
