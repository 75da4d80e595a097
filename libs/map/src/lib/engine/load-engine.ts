import { chooseEngine } from '../logic/engine-choice';
import type { CreateMap } from './map-handle';

/** Each library is its own chunk, fetched only when the map screen draws a map (and only the one in use). */
export async function loadMapEngine(mapboxToken: string | undefined): Promise<CreateMap> {
  const module = chooseEngine(mapboxToken) === 'mapbox' ? await import('./mapbox-engine') : await import('./maplibre-engine');
  return module.createMap;
}
