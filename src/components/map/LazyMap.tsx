import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type ComponentType, type RefCallback } from 'react';
import { mapTexts } from '../../messages/register';
import { QueryError, useFocusAfterError } from '../QueryError';
import type { MapViewProps } from './MapView';
import './map.css';

export type { MapViewProps };
export type { MapPoint } from './cluster';

/** 'Erneut versuchen' of a map whose chunk failed to load, from the LazyMap that shows it. */
const ChunkRetry = createContext<{ retry: () => void; retrying: boolean; errorRef: RefCallback<HTMLElement> } | undefined>(undefined);

function MapUnavailable() {
  const chunk = useContext(ChunkRetry);
  if (!chunk) return null;
  return <QueryError text={mapTexts.failed} retrying={chunk.retrying} onRetry={chunk.retry} focusRef={chunk.errorRef} />;
}

const loadMapView = () => import('./MapView');

/** The map's chunk (Leaflet, supercluster, the outline) loads only when a map is shown, never in a page's first load. */
const lazyMapView = () => lazy<ComponentType<MapViewProps>>(() => loadMapView().catch(() => ({ default: MapUnavailable })));

/** One per page: a chunk loaded (or failed) once is not asked for again until 'Erneut versuchen'. */
let pageMapView = lazyMapView();

/**
 * The lazy map of this page and its retry: while a new attempt loads, the error stays with 'Wird geladen …'
 * (and focus on its button); once the chunk is there, the map replaces it and focus moves to the map's box.
 */
function useMapChunk() {
  const [MapView, setMapView] = useState(() => pageMapView);
  const [retrying, setRetrying] = useState(false);
  const { target, errorRef } = useFocusAfterError<HTMLDivElement>();
  const retry = () => {
    setRetrying(true);
    loadMapView()
      .then(
        () => {
          pageMapView = lazyMapView();
          setMapView(() => pageMapView);
        },
        () => undefined,
      )
      .finally(() => setRetrying(false));
  };
  return { MapView, target, chunkRetry: { retry, retrying, errorRef } };
}

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
  const { MapView, target, chunkRetry } = useMapChunk();
  if (!near) {
    return (
      <div ref={ref} className={`map${props.single ? ' map--single' : ''}`} data-testid="map-pending">
        <div className="map__controls map__controls--pending" />
        {/* Not empty while it waits: what the box will hold, in its place (a heading above is never bare). */}
        <div className="map__canvas map__canvas--pending">
          <p className="map-state">{mapTexts.pending}</p>
        </div>
      </div>
    );
  }
  return (
    <div ref={target} tabIndex={-1}>
      <Suspense
        fallback={
          <p className="map-state" role="status">
            {mapTexts.loading}
          </p>
        }
      >
        <ChunkRetry.Provider value={chunkRetry}>
          <MapView {...props} />
        </ChunkRetry.Provider>
      </Suspense>
    </div>
  );
}
