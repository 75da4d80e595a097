import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// MapLibre 6 is an ES module whose worker is a separate file it looks for next to itself; in our
// bundle it is not there, so the build emits the worker as an asset and we point MapLibre at it
// (same origin, so the CSP's worker-src 'self' allows it).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { basemapTimeoutMs, initialBasemapState, nextBasemapState, startsWithBasemap, type BasemapEvent } from '../logic/basemap';
import { offlineStyle, streetStyleUrl } from '../logic/engine-choice';
import type { CreateMap } from './map-handle';

setWorkerUrl(workerUrl);

/**
 * MapLibre over OpenFreeMap's street style; when that cannot load (offline, blocked, too slow) the
 * map swaps to a plain background and keeps its markers, which are DOM elements, not style layers.
 */
export const createMap: CreateMap = ({ container, center, background, labels, onFailure, onBasemap }) => {
  const streets = startsWithBasemap(typeof navigator === 'undefined' ? undefined : navigator.onLine);
  const map = new MapLibreMap({
    container,
    style: streets ? streetStyleUrl : offlineStyle(background),
    center,
    zoom: 11,
    // OpenStreetMap's licence asks for the credit; compact keeps it to an (i) button on a phone.
    attributionControl: streets ? { compact: true } : false,
    locale: { 'NavigationControl.ZoomIn': labels.zoomIn, 'NavigationControl.ZoomOut': labels.zoomOut },
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.on('webglcontextlost', () => onFailure(new Error('WebGL context lost')));

  let state = initialBasemapState;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const report = (event: BasemapEvent) => {
    const next = nextBasemapState(state, event);
    const fellBack = next.fallenBack && !state.fallenBack;
    const shown = next.shown && !state.shown;
    state = next;
    if (fellBack || shown) clearTimeout(timer);
    if (shown) onBasemap('streets');
    if (fellBack) {
      map.setStyle(offlineStyle(background));
      onBasemap('plain');
    }
  };
  if (streets) {
    timer = setTimeout(() => report('timeout'), basemapTimeoutMs);
    map.on('style.load', () => report('style-loaded'));
    map.on('idle', () => report('shown'));
  } else {
    state = { ...state, fallenBack: true };
    onBasemap('plain');
  }
  map.on('error', (event) => {
    console.warn('map: MapLibre error', event.error);
    // The style adds the source's id to the errors of its tiles.
    report((event as { sourceId?: string }).sourceId ? 'tile-error' : 'error');
  });
  return {
    addMarker(element, lngLat) {
      const marker = new Marker({ element, anchor: 'bottom' }).setLngLat(lngLat).addTo(map);
      return () => marker.remove();
    },
    fitBounds(bounds) {
      map.fitBounds(bounds, { padding: 48, maxZoom: 15, duration: 0 });
    },
    easeTo(lngLat) {
      map.easeTo({ center: lngLat, zoom: Math.max(map.getZoom(), 14) });
    },
    destroy() {
      clearTimeout(timer);
      map.remove();
    },
  };
};
