import { initialBasemapState, nextBasemapState, startsWithBasemap, type BasemapEvent } from './basemap';

const run = (...events: BasemapEvent[]) => events.reduce(nextBasemapState, initialBasemapState);

describe('the basemap fallback', () => {
  it('keeps the street map once the style has loaded and drawn', () => {
    expect(run('style-loaded', 'shown').fallenBack).toBe(false);
  });

  it('falls back when the style itself cannot be fetched', () => {
    expect(run('error').fallenBack).toBe(true);
  });

  it('falls back when the style loads but no tile can be fetched', () => {
    expect(run('style-loaded', 'tile-error').fallenBack).toBe(true);
  });

  it('keeps the street map when a tile fails after the map has drawn', () => {
    expect(run('style-loaded', 'shown', 'tile-error').fallenBack).toBe(false);
  });

  it('ignores a glyph or sprite error after the style has loaded', () => {
    expect(run('style-loaded', 'error').fallenBack).toBe(false);
  });

  it('falls back when nothing has shown in time, but not after the map has drawn', () => {
    expect(run('timeout').fallenBack).toBe(true);
    expect(run('style-loaded', 'timeout').fallenBack).toBe(true);
    expect(run('style-loaded', 'shown', 'timeout').fallenBack).toBe(false);
  });

  it('does not count the map as drawn before its style has loaded', () => {
    expect(run('shown', 'style-loaded', 'tile-error').fallenBack).toBe(true);
  });

  it('stays fallen back whatever arrives later', () => {
    expect(run('error', 'style-loaded', 'shown').fallenBack).toBe(true);
  });

  it('does not try the street style in a browser that says it is offline', () => {
    expect(startsWithBasemap(false)).toBe(false);
    expect(startsWithBasemap(true)).toBe(true);
    expect(startsWithBasemap(undefined)).toBe(true);
  });
});
