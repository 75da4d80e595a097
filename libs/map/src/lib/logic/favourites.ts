/**
 * Favourite places, kept in the browser (SPEC §2) as a list of place ids. Pure helpers; the store
 * that reads and writes localforage is favourites-store.ts.
 */

/** Adds the id when missing, removes it when present; the newest favourite comes first. */
export function toggleFavourite(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [id, ...ids];
}

/** Whatever storage gave back, as a clean list of distinct positive ids (old or foreign data must not break the map). */
export function sanitizeFavourites(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((x): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x > 0);
  return [...new Set(ids)];
}

/** One key per tournament: the sister tournaments share an origin in development and have different places. */
export const favouritesKey = (tournamentId: string) => `map-favourites:${tournamentId}`;
