/** What the map screen needs from a map library; Mapbox and MapLibre both provide it. */
export interface MapHandle {
  /** Places an HTML element at [lng, lat]; returns its removal. */
  addMarker(element: HTMLElement, lngLat: [number, number]): () => void;
  fitBounds(bounds: [[number, number], [number, number]]): void;
  easeTo(lngLat: [number, number]): void;
  destroy(): void;
}

export type Basemap = 'streets' | 'plain';

export interface MapOptions {
  container: HTMLElement;
  center: [number, number];
  /** The token-less style's only colour. */
  background: string;
  mapboxToken?: string;
  /** The library's own control labels, in the page's language. */
  labels: { zoomIn: string; zoomOut: string };
  /** Lost WebGL context: the screen falls back to its list. */
  onFailure: (error: unknown) => void;
  /** Streets drawn, or only markers on a plain background because the street style could not load. */
  onBasemap: (basemap: Basemap) => void;
}

export type CreateMap = (options: MapOptions) => MapHandle;
