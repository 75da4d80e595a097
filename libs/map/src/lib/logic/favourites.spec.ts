import { favouritesKey, sanitizeFavourites, toggleFavourite } from './favourites';
import { chooseEngine, offlineStyle, supportsWebGL } from './engine-choice';

describe('favourite places', () => {
  it('adds a place first and removes it on the second toggle', () => {
    expect(toggleFavourite([3, 1], 7)).toEqual([7, 3, 1]);
    expect(toggleFavourite([7, 3, 1], 3)).toEqual([7, 1]);
  });

  it('turns whatever the storage holds into distinct positive ids', () => {
    expect(sanitizeFavourites([3, 3, '4', -1, 2.5, null, 8])).toEqual([3, 8]);
    expect(sanitizeFavourites(null)).toEqual([]);
    expect(sanitizeFavourites({ 1: 1 })).toEqual([]);
  });

  it('keeps each tournament’s favourites apart', () => {
    expect(favouritesKey('phc')).not.toBe(favouritesKey('czechopen'));
  });
});

describe('map engine', () => {
  it('uses Mapbox only with an access token, MapLibre otherwise', () => {
    expect(chooseEngine('pk.abc')).toBe('mapbox');
    expect(chooseEngine(undefined)).toBe('maplibre');
    expect(chooseEngine('  ')).toBe('maplibre');
  });

  it('draws the token-less map from a style that fetches nothing', () => {
    const style = offlineStyle('#eee');
    expect(style.sources).toEqual({});
    expect(JSON.stringify(style)).not.toMatch(/https?:|glyphs|sprite/);
  });

  it('reports no WebGL when the browser cannot create a context', () => {
    const noWebGL = { createElement: () => ({ getContext: () => null }) } as unknown as Document;
    const throwing = { createElement: () => ({ getContext: () => { throw new Error('blocked'); } }) } as unknown as Document;
    const webgl = { createElement: () => ({ getContext: (kind: string) => (kind === 'webgl' ? {} : null) }) } as unknown as Document;
    expect(supportsWebGL(noWebGL)).toBe(false);
    expect(supportsWebGL(throwing)).toBe(false);
    expect(supportsWebGL(webgl)).toBe(true);
  });
});
