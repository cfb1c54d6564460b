/**
 * The shared map (lazy chunk: load it through LazyMap.tsx): Leaflet with the basemap of the deployment's
 * settings (basemap.at) under the district and state boundaries of the configured vector tiles, drawn on
 * canvas (districtLayer.ts); without them (none configured, not allowed by the page's CSP, unreachable),
 * Austria's outline and the Bundesland borders bundled with the app (austria.ts). Where the basemap or the
 * district tiles cannot load, the map says so in a short note; without a basemap the land is filled. Points clustered with supercluster per view; popups,
 * markers and the attribution as DOM elements (Trusted Types: no HTML strings). Markers and clusters are
 * keyboard-focusable buttons; the pages offer a list alternative next to the map.
 */
import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { Button } from '../button/Button';
import { mapTexts } from '../../messages/register';
import { AUSTRIA_BOUNDS, loadBundledBoundaries } from './austria';
import { EMPTY_TILE, loadMapSettings, tilesAllowed, type MapSettings } from './basemap';
import { clusterCountLabel, clustersInView, clusterSize, createClusterIndex, expansionZoom, pointsBounds, type ClusterItem, type MapPoint } from './cluster';
import { createDistrictLayer, type DistrictLayer } from './districtLayer';
import { fitFocus, type FocusArea } from './focus';
import { loadLeaflet } from './leaflet';
import { TILE_STYLE, vectorTileTemplate } from './vectorTiles';
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
  /** Where a warning for the operators goes besides the console (the server log), e.g. tiles the page's CSP does not allow. */
  onWarning?: (message: string) => void;
}

const CLUSTER_PIXELS = { sm: 34, md: 42, lg: 52 } as const;

/** Whether the basemap is there: none configured, loading, at least one tile drawn, or every tile failed so far. */
type BasemapState = 'none' | 'loading' | 'ok' | 'failed';

/**
 * Whether the district tiles are there: none configured, not allowed by the page's policy (never fetched),
 * loading, at least one tile drawn, or every tile failed so far.
 */
type DistrictState = 'none' | 'blocked' | 'loading' | 'ok' | 'failed';

/** Tile templates already reported as not allowed: the warning goes out once per page, not per map or tile. */
const reportedBlocked = new Set<string>();

/** Tells the console and `report` (the server log), once per page, that the page's policy does not allow the district tiles. */
function warnBlocked(template: string, report?: (message: string) => void): void {
  if (reportedBlocked.has(template)) return;
  reportedBlocked.add(template);
  const origin = new URL(template.replace(/\{[zxy]\}/g, '0'), document.baseURI).origin;
  const message = `map: the district tiles (${template}) are not allowed by the page's Content-Security-Policy (connect-src); the deployment setting IPPC_GIS_TILE_ORIGIN must name ${origin}. The map shows the bundled Bundesland borders instead.`;
  console.warn(message);
  report?.(message);
}

/**
 * The sources of what the map shows, as a control inside it (text only: Leaflet's own control writes HTML).
 * Its text names itself ('Grundkarte: …'); a paragraph takes no aria-label.
 */
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

export default function MapView({ points, label, describedBy, tileUrl, single = false, highlightDistricts, focusArea, onWarning }: MapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<LeafletModule>();
  const [map, setMap] = useState<Leaflet.Map>();
  const [failed, setFailed] = useState(false);
  /** The deployment's map settings: undefined while they load. */
  const [settings, setSettings] = useState<MapSettings>();
  const basemapUrl = settings ? (settings.basemapUrl ?? null) : undefined;
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
    void loadMapSettings().then((loaded) => alive && setSettings(loaded));
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
    // A zoom animation ends on a timer of its own that needs the map: a map left while zooming is removed
    // once the zoom has ended (after the end's own events, hence the task).
    let zooming = false;
    created.on('zoomanim', () => (zooming = true));
    created.on('zoomend', () => (zooming = false));
    created.fitBounds(AUSTRIA_BOUNDS, { animate: false });
    showView();
    setMap(created);
    return () => {
      if (zooming) created.once('zoomend', () => setTimeout(() => created.remove()));
      else created.remove();
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

  // The boundaries: the district vector tiles where the page may fetch them, else (and when every tile
  // failed) the bundled outline and Bundesland borders.
  const districtTemplate = vectorTileTemplate(tileUrl);
  const allowed = districtTemplate && settings ? tilesAllowed(districtTemplate, settings.tileOrigins) : undefined;
  const [districtFailed, setDistrictFailed] = useState<string>();
  const districtState: DistrictState = !districtTemplate ? 'none' : allowed === false ? 'blocked' : districtFailed === districtTemplate ? 'failed' : 'loading';
  const [districtsDrawn, setDistrictsDrawn] = useState(false);
  const useTiles = districtState === 'loading' && allowed === true;
  const useBundled = districtState !== 'loading';
  const onWarningRef = useRef(onWarning);
  useEffect(() => {
    onWarningRef.current = onWarning;
  });
  useEffect(() => {
    if (districtState === 'blocked' && districtTemplate) warnBlocked(districtTemplate, onWarningRef.current);
  }, [districtState, districtTemplate]);
  const landFill = basemap === 'none' || basemap === 'failed';
  const landFillRef = useRef(landFill);
  const highlightRef = useRef(highlightDistricts);
  useEffect(() => {
    landFillRef.current = landFill;
    highlightRef.current = highlightDistricts;
  });
  const [districts, setDistricts] = useState<DistrictLayer>();
  const [bundled, setBundled] = useState<Leaflet.GeoJSON>();
  useEffect(() => {
    if (!map || !leaflet || !useTiles || !districtTemplate) return undefined;
    let loaded = 0;
    const layer = createDistrictLayer(leaflet, districtTemplate, {
      highlight: highlightRef.current ?? [],
      landFill: landFillRef.current,
      onError: () => {
        if (loaded === 0) setDistrictFailed(districtTemplate);
      },
    });
    layer.on('tileload', () => {
      loaded += 1;
      setDistrictsDrawn(true);
    });
    layer.addTo(map);
    setDistricts(layer);
    return () => {
      layer.remove();
      setDistricts(undefined);
      setDistrictsDrawn(false);
    };
  }, [map, leaflet, useTiles, districtTemplate]);
  useEffect(() => {
    if (!map || !leaflet || !useBundled) return undefined;
    const L = leaflet;
    let alive = true;
    let added: Leaflet.GeoJSON | undefined;
    loadBundledBoundaries().then(
      (shapes) => {
        if (!alive || !shapes) return;
        added = L.geoJSON([shapes.land, shapes.states, shapes.outline], {
          interactive: false,
          style: (feature) => {
            const kind = (feature?.properties as { kind?: string } | undefined)?.kind;
            if (kind === 'land') return { className: 'map-bundled map-bundled--land', stroke: false, fillColor: TILE_STYLE.land, fillOpacity: landFillRef.current ? 1 : 0 };
            return { className: `map-bundled map-bundled--${kind ?? 'line'}`, color: TILE_STYLE.stateLine, weight: kind === 'outline' ? TILE_STYLE.stateWidth : 1.5, fill: false };
          },
        });
        added.addTo(map).bringToBack();
        setBundled(added);
      },
      () => undefined,
    );
    return () => {
      alive = false;
      added?.remove();
      setBundled(undefined);
    };
  }, [map, leaflet, useBundled]);

  useEffect(() => {
    districts?.setLandFill(landFill);
    bundled?.eachLayer((layer) => {
      const path = layer as Leaflet.Path & { feature?: { properties?: { kind?: string } } };
      if (path.feature?.properties?.kind === 'land') path.setStyle({ fillOpacity: landFill ? 1 : 0 });
    });
  }, [districts, bundled, landFill]);

  const highlightKey = (highlightDistricts ?? []).join(',');
  useEffect(() => {
    districts?.setHighlight(highlightKey ? highlightKey.split(',') : []);
  }, [districts, highlightKey]);

  // The sources of what is drawn.
  const attribution = [
    ...(basemap === 'none' ? [] : [mapTexts.attributionBasemap]),
    mapTexts.attributionBoundaries,
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
      // The markers drawn, by cluster or point: a move redraws only what changed, so a marker that stays in
      // view stays the same element (its focus, its open popup). Removing the marker of an open popup would
      // close it: the popup's own pan into view must not close it again.
      const drawn = new Map<string, Leaflet.Marker>();
      draw = () => {
        const bounds = map.getBounds();
        const items = clustersInView(index, [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], map.getZoom());
        // A focused marker (an activated cluster) that is redrawn away hands focus on to the marker nearest to it.
        const focused = (layer.getLayers() as Leaflet.Marker[]).find((marker) => marker.getElement() === document.activeElement)?.getLatLng();
        const keys = new Set<string>();
        for (const item of items) {
          const key = item.kind === 'cluster' ? `cluster-${item.clusterId}` : `point-${item.point.id}`;
          keys.add(key);
          if (drawn.has(key)) continue;
          const marker = markerFor(L, map, item, zoomTo).addTo(layer);
          drawn.set(key, marker);
        }
        for (const [key, marker] of drawn) {
          if (keys.has(key) || marker.isPopupOpen()) continue;
          layer.removeLayer(marker);
          drawn.delete(key);
        }
        if (focused && !container.contains(document.activeElement)) {
          const nearest = [...drawn.values()].reduce<Leaflet.Marker | undefined>((best, marker) => (!best || map.distance(marker.getLatLng(), focused) < map.distance(best.getLatLng(), focused) ? marker : best), undefined);
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
      <div ref={containerRef} className="map__canvas" data-testid="map-canvas" data-basemap={basemap} data-districts={districtState === 'loading' && districtsDrawn ? 'ok' : districtState} />
      <p className="map__note" role="status">
        {[basemap === 'failed' ? mapTexts.basemapUnavailable : '', districtState === 'blocked' || districtState === 'failed' ? mapTexts.districtsUnavailable : ''].filter(Boolean).join(' ')}
      </p>
      {!map && <p className="map-state">{mapTexts.loading}</p>}
    </div>
  );
}
