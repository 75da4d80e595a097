import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// MapLibre 6 is an ES module whose worker is a separate file it looks for next to itself; in our
// bundle it is not there, so the build emits the worker as an asset and we point MapLibre at it
// (same origin, so the CSP's worker-src 'self' allows it).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { offlineStyle } from '../logic/engine-choice';
import type { CreateMap } from './map-handle';

setWorkerUrl(workerUrl);

/** MapLibre over the offline style: markers on a plain background, nothing fetched from the internet. */
export const createMap: CreateMap = ({ container, center, background, labels, onFailure }) => {
  const map = new MapLibreMap({
    container,
    style: offlineStyle(background),
    center,
    zoom: 11,
    attributionControl: false,
    locale: { 'NavigationControl.ZoomIn': labels.zoomIn, 'NavigationControl.ZoomOut': labels.zoomOut },
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.on('webglcontextlost', () => onFailure(new Error('WebGL context lost')));
  map.on('error', (event) => console.warn('map: MapLibre error', event.error));
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
      map.remove();
    },
  };
};
