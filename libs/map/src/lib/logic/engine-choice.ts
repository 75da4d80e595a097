/**
 * Which map library draws the map (the point 2): Mapbox when the tournament has an access
 * token, otherwise MapLibre, the same API without a token, over OpenFreeMap's street style (and over
 * a plain background when that cannot load, see basemap.ts).
 */
export type MapEngineName = 'mapbox' | 'maplibre';

export function chooseEngine(mapboxToken: string | undefined | null): MapEngineName {
  return mapboxToken && mapboxToken.trim() ? 'mapbox' : 'maplibre';
}

/** Mapbox's own street style; only used with a token. */
export const mapboxStyleUrl = 'mapbox://styles/mapbox/streets-v12';

/**
 * The street style without a token: OpenFreeMap serves OpenStreetMap vector tiles with no key, no
 * account and no request limit, and its "liberty" style (style, tiles, glyphs and sprites all from
 * this one host, which the server's CSP allows) reads well with coloured markers on top. Its
 * attribution is shown by the library from the style's sources.
 */
export const streetStyleUrl = 'https://tiles.openfreemap.org/styles/liberty';

/**
 * A style with no sources: no tiles, glyphs or sprites to fetch, so markers show on a machine with
 * no internet, or whose network blocks the street style. The background is the only layer.
 */
export function offlineStyle(background: string) {
  return {
    version: 8 as const,
    name: 'offline',
    sources: {},
    layers: [{ id: 'background', type: 'background' as const, paint: { 'background-color': background } }],
  };
}

/** Prague's centre, where the tournament's halls are, until the places are known. */
export const defaultCenter: [number, number] = [14.44, 50.07];

/**
 * True when the browser can create a WebGL context. Old phones and locked-down browsers cannot;
 * the screen is then a list with the same search, detail and favourites.
 */
export function supportsWebGL(doc: Pick<Document, 'createElement'> = document): boolean {
  try {
    const canvas = doc.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
