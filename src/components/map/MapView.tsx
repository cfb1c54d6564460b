/**
 * The shared map (lazy chunk: load it through LazyMap.tsx): Leaflet with Austria's outline from world-atlas
 * and no tile layer unless the configuration names a raster tile template; points clustered with
 * supercluster per view; popups and markers as DOM elements (Trusted Types: no HTML strings). Markers and
 * clusters are keyboard-focusable buttons; the pages offer a list alternative next to the map.
 */
import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { Button } from '../button/Button';
import { mapTexts } from '../../messages/register';
import { AUSTRIA_BOUNDS, loadAustriaOutline } from './austria';
import { clusterCountLabel, clustersInView, clusterSize, createClusterIndex, expansionZoom, pointsBounds, rasterTileTemplate, type ClusterItem, type MapPoint } from './cluster';
import { loadLeaflet } from './leaflet';
import './map.css';

type LeafletModule = typeof Leaflet;

export interface MapViewProps {
  points: readonly MapPoint[];
  /** Accessible name of the map region. */
  label: string;
  /** Id of a text that explains how to use the map. */
  describedBy?: string;
  /** Tile URL template from the configuration; empty or vector tiles: no tile layer. */
  tileUrl?: string;
  /** A map of one installation: no clusters, zoomed in on it. */
  single?: boolean;
  /** Called once the points are drawn (ms from receiving the points to the painted markers). */
  onRendered?: (info: { ms: number; markers: number }) => void;
  /** A place to show: the map fits its circle (radiusKm) or shows the place close up. */
  focusArea?: { lat: number; lon: number; radiusKm?: number; label: string };
}

/** The zoom of a place without a radius: a town and its surroundings. */
const PLACE_ZOOM = 12;

const CLUSTER_PIXELS = { sm: 34, md: 42, lg: 52 } as const;

function popupContent(point: MapPoint, close: () => void): HTMLElement {
  const root = document.createElement('div');
  root.className = 'map-popup';
  const name = document.createElement('p');
  name.className = 'map-popup__name';
  name.textContent = point.name;
  root.appendChild(name);
  if (point.detail) {
    const detail = document.createElement('p');
    detail.className = 'map-popup__detail';
    detail.textContent = point.detail;
    root.appendChild(detail);
  }
  const actions = document.createElement('p');
  actions.className = 'map-popup__actions';
  if (point.href) {
    const link = document.createElement('a');
    link.href = point.href;
    link.textContent = mapTexts.details;
    link.className = 'map-popup__link';
    actions.appendChild(link);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'map-popup__close';
  button.textContent = mapTexts.close;
  button.addEventListener('click', close);
  actions.appendChild(button);
  root.appendChild(actions);
  return root;
}

function markerFor(L: LeafletModule, map: Leaflet.Map, item: ClusterItem, zoomTo: (clusterId: number, lat: number, lon: number) => void): Leaflet.Marker {
  if (item.kind === 'cluster') {
    const size = clusterSize(item.count);
    const label = document.createElement('span');
    label.className = 'map-cluster__count';
    label.textContent = clusterCountLabel(item.count);
    label.setAttribute('aria-hidden', 'true');
    const marker = L.marker([item.lat, item.lon], {
      icon: L.divIcon({ html: label, className: `map-cluster map-cluster--${size}`, iconSize: [CLUSTER_PIXELS[size], CLUSTER_PIXELS[size]] }),
      keyboard: true,
      riseOnHover: true,
    });
    const activate = () => zoomTo(item.clusterId, item.lat, item.lon);
    marker.on('click', activate);
    marker.on('keypress', (event: Leaflet.LeafletEvent) => {
      if ((event as Leaflet.LeafletKeyboardEvent).originalEvent.key === 'Enter') activate();
    });
    marker.on('add', () => marker.getElement()?.setAttribute('aria-label', mapTexts.cluster(clusterCountLabel(item.count))));
    return marker;
  }
  const dot = document.createElement('span');
  dot.className = 'map-point__dot';
  dot.setAttribute('aria-hidden', 'true');
  const marker = L.marker([item.lat, item.lon], {
    icon: L.divIcon({ html: dot, className: 'map-point', iconSize: [24, 24] }),
    keyboard: true,
    riseOnHover: true,
  });
  marker.bindPopup(() => popupContent(item.point, () => map.closePopup()), { closeButton: false, maxWidth: 280, autoPanPadding: [24, 24] });
  marker.on('add', () => {
    const element = marker.getElement();
    element?.setAttribute('aria-label', mapTexts.point(item.point.name));
    element?.setAttribute('data-id', item.point.id);
  });
  return marker;
}

export default function MapView({ points, label, describedBy, tileUrl, single = false, onRendered, focusArea }: MapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<LeafletModule>();
  const [map, setMap] = useState<Leaflet.Map>();
  const [failed, setFailed] = useState(false);
  const onRenderedRef = useRef(onRendered);
  useEffect(() => {
    onRenderedRef.current = onRendered;
  }, [onRendered]);

  useEffect(() => {
    let alive = true;
    loadLeaflet().then(
      (L) => alive && setLeaflet(L),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, []);

  // The map itself: created once Leaflet is loaded, with the outline and (only when configured) tiles.
  useEffect(() => {
    const element = containerRef.current;
    if (!leaflet || !element) return undefined;
    let alive = true;
    const L = leaflet;
    const created = L.map(element, {
      zoomControl: false,
      attributionControl: false,
      keyboard: true,
      // Low enough that all of Austria fits a phone's width (about 340 px).
      minZoom: 5,
      maxZoom: 17,
      zoomSnap: 0.5,
      // Popups appear at once (no fade), and zooming does not animate for users who ask for less motion.
      fadeAnimation: false,
      zoomAnimation: !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
      maxBounds: L.latLngBounds(AUSTRIA_BOUNDS).pad(0.4),
    });
    created.fitBounds(AUSTRIA_BOUNDS, { animate: false });
    const tiles = rasterTileTemplate(tileUrl);
    if (tiles) L.tileLayer(tiles, { maxZoom: 17 }).addTo(created);
    loadAustriaOutline().then(
      (outline) => {
        if (!alive || !outline) return;
        L.geoJSON(outline, {
          interactive: false,
          style: { color: '#1d3d6b', weight: 2, fillColor: tiles ? 'transparent' : '#e8eef5', fillOpacity: tiles ? 0 : 1 },
        })
          .addTo(created)
          .bringToBack();
      },
      () => undefined,
    );
    setMap(created);
    return () => {
      alive = false;
      created.remove();
      setMap(undefined);
    };
  }, [leaflet, tileUrl]);

  useEffect(() => {
    const container = map?.getContainer();
    if (!container) return;
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    if (describedBy) container.setAttribute('aria-describedby', describedBy);
    else container.removeAttribute('aria-describedby');
  }, [map, label, describedBy]);

  // The points: clustered per view, redrawn after every move.
  useEffect(() => {
    if (!map || !leaflet) return undefined;
    const L = leaflet;
    const started = performance.now();
    performance.mark('map:points');
    const container = map.getContainer();
    container.dataset.rendered = 'false';
    const layer = L.layerGroup().addTo(map);
    let drawn = 0;
    let draw: () => void;
    if (single) {
      draw = () => {
        layer.clearLayers();
        for (const point of points) markerFor(L, map, { kind: 'point', point, lat: point.lat, lon: point.lon }, () => undefined).addTo(layer);
        drawn = points.length;
        container.dataset.markers = String(drawn);
        container.dataset.clusters = '0';
      };
      const first = points[0];
      if (first) map.setView([first.lat, first.lon], 8, { animate: false });
      draw();
    } else {
      const index = createClusterIndex(points);
      const zoomTo = (clusterId: number, lat: number, lon: number) => map.setView([lat, lon], expansionZoom(index, clusterId));
      draw = () => {
        const bounds = map.getBounds();
        const items = clustersInView(index, [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], map.getZoom());
        layer.clearLayers();
        for (const item of items) markerFor(L, map, item, zoomTo).addTo(layer);
        drawn = items.length;
        container.dataset.markers = String(items.length);
        container.dataset.clusters = String(items.filter((item) => item.kind === 'cluster').length);
      };
      const bounds = pointsBounds(points);
      if (bounds) map.fitBounds(bounds, { animate: false, maxZoom: 11, padding: [24, 24] });
      else map.fitBounds(AUSTRIA_BOUNDS, { animate: false });
      draw();
      map.on('moveend', draw);
    }
    const frame = requestAnimationFrame(() => {
      const ms = performance.now() - started;
      try {
        performance.measure('map:render', { start: started, end: performance.now(), detail: { points: points.length } });
      } catch {
        // performance.measure with options is unavailable in very old browsers
      }
      container.dataset.rendered = 'true';
      onRenderedRef.current?.({ ms, markers: drawn });
    });
    return () => {
      cancelAnimationFrame(frame);
      map.off('moveend', draw);
      map.closePopup();
      layer.remove();
    };
  }, [map, leaflet, points, single]);

  // The focused place wins over the points' extent: fitted after every new set of points too.
  const { lat: focusLat, lon: focusLon, radiusKm: focusRadius, label: focusLabel } = focusArea ?? {};
  useEffect(() => {
    if (!map || !leaflet || focusLat === undefined || focusLon === undefined) return;
    const centre = leaflet.latLng(focusLat, focusLon);
    if (focusRadius) map.fitBounds(centre.toBounds(focusRadius * 2000), { animate: false });
    else map.setView(centre, PLACE_ZOOM, { animate: false });
    Object.assign(map.getContainer().dataset, { focus: focusLabel, focusZoom: String(map.getZoom()) });
  }, [map, leaflet, points, focusLat, focusLon, focusRadius, focusLabel]);

  // Keyboard users: focus moves into an opened popup and back to its marker when it closes.
  useEffect(() => {
    if (!map) return undefined;
    const onOpen = (event: Leaflet.PopupEvent) => {
      const target = event.popup.getElement()?.querySelector<HTMLElement>('a, button');
      target?.focus({ preventScroll: true });
    };
    const onClose = (event: Leaflet.PopupEvent) => {
      const popupElement = event.popup.getElement();
      if (popupElement && popupElement.contains(document.activeElement)) {
        const source = (event.popup as unknown as { _source?: Leaflet.Marker })._source;
        source?.getElement()?.focus({ preventScroll: true });
      }
    };
    const handlers: Leaflet.LeafletEventHandlerFnMap = { popupopen: onOpen, popupclose: onClose };
    map.on(handlers);
    return () => void map.off(handlers);
  }, [map]);

  if (failed) {
    return (
      <p className="map-state" role="alert">
        {mapTexts.failed}
      </p>
    );
  }
  return (
    <div className={`map${single ? ' map--single' : ''}`}>
      <div className="map__controls" role="group" aria-label={mapTexts.controls}>
        <Button size="sm" variant="secondary" onClick={() => map?.zoomIn()} disabled={!map}>
          {mapTexts.zoomIn}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => map?.zoomOut()} disabled={!map}>
          {mapTexts.zoomOut}
        </Button>
        {!single && (
          <Button size="sm" variant="secondary" onClick={() => map?.fitBounds(AUSTRIA_BOUNDS)} disabled={!map}>
            {mapTexts.reset}
          </Button>
        )}
      </div>
      <div ref={containerRef} className="map__canvas" data-testid="map-canvas" />
      {!map && <p className="map-state">{mapTexts.loading}</p>}
    </div>
  );
}
