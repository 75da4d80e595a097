/**
 * Whether the map keeps its street basemap or falls back to markers on a plain background (issue 18
 * item 6). Without a Mapbox token the map draws OpenFreeMap's vector style, which needs the
 * internet; on a hall's poor Wi-Fi, offline, or behind a filter that blocks the tile host the
 * visitor must still get the markers, and be told why the streets are missing.
 */
export type BasemapEvent =
  /** The style document arrived and was parsed. */
  | 'style-loaded'
  /** The map has drawn its style and tiles (the library's first idle after the style loaded). */
  | 'shown'
  /** An error tied to a source (a tile that did not load). */
  | 'tile-error'
  /** An error with no source: before the style loads it is the style itself. */
  | 'error'
  /** The basemap did not show within the allowed time. */
  | 'timeout';

export interface BasemapState {
  styleLoaded: boolean;
  shown: boolean;
  fallenBack: boolean;
}

export const initialBasemapState: BasemapState = { styleLoaded: false, shown: false, fallenBack: false };

/** Long enough for a slow phone connection to fetch the style and the first tiles. */
export const basemapTimeoutMs = 10_000;

/**
 * The next state after an event. Once the basemap has shown, the basemap works: a later missing tile at
 * the edge is not worth throwing the streets away. Before that, any failure of the style or of its
 * tiles, or no basemap in time, means the host cannot be reached and the map falls back for good.
 */
export function nextBasemapState(state: BasemapState, event: BasemapEvent): BasemapState {
  if (state.fallenBack) return state;
  switch (event) {
    case 'style-loaded':
      return { ...state, styleLoaded: true };
    case 'shown':
      return state.styleLoaded ? { ...state, shown: true } : state;
    case 'error':
      return state.styleLoaded ? state : { ...state, fallenBack: true };
    case 'tile-error':
    case 'timeout':
      return state.shown ? state : { ...state, fallenBack: true };
  }
}

/** A browser that knows it is offline does not even try the street style. */
export function startsWithBasemap(online: boolean | undefined): boolean {
  return online !== false;
}
