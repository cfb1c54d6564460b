/**
 * The shared map (lazy chunk: load it through LazyMap.tsx): Leaflet with the basemap of the deployment's
 * settings (basemap.at) under the district and state boundaries of the configured vector tiles, drawn on
 * canvas (districtLayer.ts); without tiles, Austria's outline from world-atlas. Where the basemap cannot
 * load, the land is filled and a short note says so. Points clustered with supercluster per view; popups,
 * markers and the attribution as DOM elements (Trusted Types: no HTML strings). Markers and clusters are
 * keyboard-focusable buttons; the pages offer a list alternative next to the map.
 */
import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { Button } from '../button/Button';
import { mapTexts } from '../../messages/register';
import { AUSTRIA_BOUNDS, loadAustriaOutline } from './austria';
import { EMPTY_TILE, loadBasemapUrl } from './basemap';
import { clusterCountLabel, clustersInView, clusterSize, createClusterIndex, expansionZoom, pointsBounds, type ClusterItem, type MapPoint } from './cluster';
import { createDistrictLayer, type DistrictLayer } from './districtLayer';
import { fitFocus, type FocusArea } from './focus';
import { loadLeaflet } from './leaflet';
import { vectorTileTemplate } from './vectorTiles';
import './map.css';

type LeafletModule = typeof Leaflet;

export interface MapViewProps {
  points: readonly MapPoint[];
  /** Accessible name of the map region. */
  label: string;
  /** Id of a text that explains how to use the map. */
  describedBy?: string;
  /** The district vector tiles' URL template ({z}/{x}/{y}.pbf) from the GIS configuration; none: Austria's outline only. */
  tileUrl?: string;
  /** A map of one installation: no clusters, zoomed in on it. */
  single?: boolean;
  /** Districts (3-digit codes) drawn highlighted, e.g. those chosen in a filter. */
  highlightDistricts?: readonly string[];
  /** A place the map fits to, with its circle when a radius is given. */
  focusArea?: FocusArea;
}

const CLUSTER_PIXELS = { sm: 34, md: 42, lg: 52 } as const;

/** Whether the basemap is there: none configured, loading, at least one tile drawn, or every tile failed so far. */
type BasemapState = 'none' | 'loading' | 'ok' | 'failed';

/** The sources of what the map shows, as a control inside it (text only: Leaflet's own control writes HTML). */
function attributionControl(L: LeafletModule, parts: readonly string[]): Leaflet.Control {
  const Attribution = L.Control.extend({
    onAdd() {
      const element = document.createElement('p');
      element.className = 'leaflet-control-attribution map-attribution';
      element.textContent = parts.join(' · ');
      L.DomEvent.disableClickPropagation(element);
      return element;
    },
  });
  return new Attribution({ position: 'bottomright' });
}

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

export default function MapView({ points, label, describedBy, tileUrl, single = false, highlightDistricts, focusArea }: MapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<LeafletModule>();
  const [map, setMap] = useState<Leaflet.Map>();
  const [failed, setFailed] = useState(false);
  /** The basemap's template: undefined while the settings load, null for none. */
  const [basemapUrl, setBasemapUrl] = useState<string | null>();
  const [basemap, setBasemap] = useState<BasemapState>('loading');

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

  useEffect(() => {
    let alive = true;
    loadBasemapUrl().then((url) => alive && setBasemapUrl(url ?? null));
    return () => {
      alive = false;
    };
  }, []);

  // The map itself: created once Leaflet is loaded.
  useEffect(() => {
    const element = containerRef.current;
    if (!leaflet || !element) return undefined;
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
    // The view as west,south,east,north on the element, for tests and measurements.
    const showView = () => {
      const view = created.getBounds();
      element.dataset.view = [view.getWest(), view.getSouth(), view.getEast(), view.getNorth()].map((value) => value.toFixed(3)).join(',');
    };
    created.on('moveend', showView);
    created.fitBounds(AUSTRIA_BOUNDS, { animate: false });
    showView();
    setMap(created);
    return () => {
      created.remove();
      setMap(undefined);
    };
  }, [leaflet]);

  // The basemap: failed tiles show nothing (a transparent image), and when none has loaded the state says so.
  useEffect(() => {
    if (!map || !leaflet || basemapUrl === undefined) return undefined;
    if (basemapUrl === null) {
      setBasemap('none');
      return undefined;
    }
    setBasemap('loading');
    let loaded = 0;
    const layer = leaflet.tileLayer(basemapUrl, {
      maxZoom: 17,
      zIndex: 1,
      errorTileUrl: EMPTY_TILE,
      bounds: leaflet.latLngBounds(AUSTRIA_BOUNDS).pad(0.4),
    });
    layer.on('tileload', (event: Leaflet.TileEvent) => {
      // A failed tile loads the transparent image in its place: that is no basemap.
      if (event.tile.getAttribute('src') === EMPTY_TILE) return;
      loaded += 1;
      setBasemap('ok');
    });
    layer.on('tileerror', () => {
      if (loaded === 0) setBasemap('failed');
    });
    layer.addTo(map);
    return () => void layer.remove();
  }, [map, leaflet, basemapUrl]);

  // The boundaries: the district vector tiles, or without them Austria's outline.
  const districtTemplate = vectorTileTemplate(tileUrl);
  const landFill = basemap === 'none' || basemap === 'failed';
  const landFillRef = useRef(landFill);
  const highlightRef = useRef(highlightDistricts);
  useEffect(() => {
    landFillRef.current = landFill;
    highlightRef.current = highlightDistricts;
  });
  const [districts, setDistricts] = useState<DistrictLayer>();
  const [outline, setOutline] = useState<Leaflet.GeoJSON>();
  useEffect(() => {
    if (!map || !leaflet) return undefined;
    const L = leaflet;
    if (districtTemplate) {
      const layer = createDistrictLayer(L, districtTemplate, { highlight: highlightRef.current ?? [], landFill: landFillRef.current });
      layer.addTo(map);
      setDistricts(layer);
      return () => {
        layer.remove();
        setDistricts(undefined);
      };
    }
    let alive = true;
    let added: Leaflet.GeoJSON | undefined;
    loadAustriaOutline().then(
      (shape) => {
        if (!alive || !shape) return;
        added = L.geoJSON(shape, { interactive: false, style: { color: '#1d3d6b', weight: 2, fillColor: '#f7f9fb', fillOpacity: landFillRef.current ? 1 : 0 } });
        added.addTo(map).bringToBack();
        setOutline(added);
      },
      () => undefined,
    );
    return () => {
      alive = false;
      added?.remove();
      setOutline(undefined);
    };
  }, [map, leaflet, districtTemplate]);

  useEffect(() => {
    districts?.setLandFill(landFill);
    outline?.setStyle({ fillOpacity: landFill ? 1 : 0 });
  }, [districts, outline, landFill]);

  const highlightKey = (highlightDistricts ?? []).join(',');
  useEffect(() => {
    districts?.setHighlight(highlightKey ? highlightKey.split(',') : []);
  }, [districts, highlightKey]);

  // The sources of what is drawn.
  const attribution = [
    ...(basemap === 'none' ? [] : [mapTexts.attributionBasemap]),
    districtTemplate ? mapTexts.attributionBoundaries : mapTexts.attributionOutline,
  ].join('|');
  useEffect(() => {
    if (!map || !leaflet) return undefined;
    const control = attributionControl(leaflet, attribution.split('|')).addTo(map);
    return () => void control.remove();
  }, [map, leaflet, attribution]);

  // A place to focus with a radius: its circle (the effect below fits the map to it).
  const focusRef = useRef(focusArea);
  useEffect(() => {
    focusRef.current = focusArea;
  });
  const focusKey = focusArea ? `${focusArea.lat},${focusArea.lon},${focusArea.radiusKm ?? ''}` : '';
  useEffect(() => {
    const area = focusRef.current;
    if (!map || !leaflet || !area || !focusKey) return undefined;
    if (!area.radiusKm) return undefined;
    const circle = leaflet.circle([area.lat, area.lon], { radius: area.radiusKm * 1000, interactive: false, color: '#9a4d00', weight: 2, dashArray: '6 4', fillColor: '#c47000', fillOpacity: 0.08 });
    circle.addTo(map);
    return () => void circle.remove();
  }, [map, leaflet, focusKey]);

  // The map follows its box's size (a side panel opening beside it, a rotated phone).
  useEffect(() => {
    if (!map || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);

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
    let draw: () => void;
    if (single) {
      draw = () => {
        layer.clearLayers();
        for (const point of points) markerFor(L, map, { kind: 'point', point, lat: point.lat, lon: point.lon }, () => undefined).addTo(layer);
        container.dataset.markers = String(points.length);
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
        // A focused marker (an activated cluster) is redrawn away: focus goes on to the marker nearest to it.
        const focused = (layer.getLayers() as Leaflet.Marker[]).find((marker) => marker.getElement() === document.activeElement)?.getLatLng();
        layer.clearLayers();
        const markers = items.map((item) => markerFor(L, map, item, zoomTo).addTo(layer));
        if (focused && !container.contains(document.activeElement)) {
          const nearest = markers.reduce<Leaflet.Marker | undefined>((best, marker) => (!best || map.distance(marker.getLatLng(), focused) < map.distance(best.getLatLng(), focused) ? marker : best), undefined);
          nearest?.getElement()?.focus({ preventScroll: true });
        }
        container.dataset.markers = String(items.length);
        container.dataset.clusters = String(items.filter((item) => item.kind === 'cluster').length);
      };
      const bounds = pointsBounds(points);
      if (bounds) map.fitBounds(bounds, { animate: false, maxZoom: 11, padding: [24, 24] });
      else map.fitBounds(AUSTRIA_BOUNDS, { animate: false });
      draw();
      map.on('moveend', draw);
    }
    // Marks the markers drawn for measurements (scripts/perf-map.ts finds the frame by this measure): from
    // the points' effect to the next animation frame, before its paint.
    const frame = requestAnimationFrame(() => {
      try {
        performance.measure('map:render', { start: started, end: performance.now(), detail: { points: points.length } });
      } catch {
        // performance.measure with options is unavailable in very old browsers
      }
      container.dataset.rendered = 'true';
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
    fitFocus(leaflet, map, { lat: focusLat, lon: focusLon, radiusKm: focusRadius, label: focusLabel ?? '' });
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
      {focusArea && <p className="map__focus">{focusArea.label}</p>}
      {/* Leaflet adds its own classes to this element: its state goes in data attributes, never in className. */}
      <div ref={containerRef} className="map__canvas" data-testid="map-canvas" data-basemap={basemap} />
      <p className="map__note" role="status">
        {basemap === 'failed' ? mapTexts.basemapUnavailable : ''}
      </p>
      {!map && <p className="map-state">{mapTexts.loading}</p>}
    </div>
  );
}
