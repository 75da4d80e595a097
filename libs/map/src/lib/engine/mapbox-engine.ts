import mapboxgl from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import { mapboxStyleUrl } from '../logic/engine-choice';
import type { CreateMap } from './map-handle';

/** Mapbox with its street style, for tournaments that configured an access token. */
export const createMap: CreateMap = ({ container, center, mapboxToken, labels, onFailure, onBasemap }) => {
  const map = new mapboxgl.Map({
    container,
    accessToken: mapboxToken,
    style: mapboxStyleUrl,
    center,
    zoom: 11,
    locale: { 'NavigationControl.ZoomIn': labels.zoomIn, 'NavigationControl.ZoomOut': labels.zoomOut },
  });
  map.addControl(new mapboxgl.NavigationControl({ showCompass: false }), 'top-right');
  map.once('load', () => onBasemap('streets'));
  map.on('webglcontextlost', () => onFailure(new Error('WebGL context lost')));
  map.on('error', (event) => console.warn('map: Mapbox error', event.error));
  return {
    addMarker(element, lngLat) {
      const marker = new mapboxgl.Marker({ element, anchor: 'bottom' }).setLngLat(lngLat).addTo(map);
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
