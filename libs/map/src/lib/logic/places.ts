import { matchesSearch, type Place, type PlaceType } from '@phc/api-contract';
import { tournamentDay, type Locale } from '@phc/tournaments';

/** SPEC §2: the map's categories, in the order the screen offers them. */
export const placeCategories: readonly PlaceType[] = ['hall', 'accommodation', 'catering', 'prague', 'ac_benefit', 'activity_card'];

function translation(place: Pick<Place, 'translations'>, locale: Locale) {
  return place.translations.find((t) => t.locale === locale) ?? place.translations.find((t) => t.locale === 'cs') ?? place.translations[0];
}

export function placeName(place: Pick<Place, 'translations' | 'id'>, locale: Locale): string {
  return translation(place, locale)?.name || `#${place.id}`;
}

export function placeDescription(place: Pick<Place, 'translations'>, locale: Locale): string {
  return translation(place, locale)?.description ?? '';
}

/** Every word of the query in the place's name (either language) or address. */
export function matchesPlace(place: Pick<Place, 'translations' | 'address'>, query: string): boolean {
  return matchesSearch(query, ...place.translations.map((t) => t.name), place.address);
}

export interface PlaceFilter {
  categories: ReadonlySet<PlaceType>;
  query: string;
}

/**
 * The places to show: of the chosen categories, matching the search, favourites first (in the
 * order given otherwise, which is the server's: halls by their number, then the rest).
 */
export function visiblePlaces<P extends Pick<Place, 'id' | 'translations' | 'address' | 'placeType'>>(places: readonly P[], filter: PlaceFilter, favourites: ReadonlySet<number> = new Set()): P[] {
  const shown = places.filter((p) => filter.categories.has(p.placeType.name) && matchesPlace(p, filter.query));
  return [...shown.filter((p) => favourites.has(p.id)), ...shown.filter((p) => !favourites.has(p.id))];
}

/** How many places each category has, for the toggles' counts. */
export function countByCategory(places: readonly Pick<Place, 'placeType'>[]): Record<PlaceType, number> {
  const counts = Object.fromEntries(placeCategories.map((c) => [c, 0])) as Record<PlaceType, number>;
  for (const p of places) counts[p.placeType.name] += 1;
  return counts;
}

/**
 * A route to the place in the phone's maps app: Google's cross-platform "directions" URL opens the
 * Google Maps app on Android and iOS (when installed) and the web map elsewhere, from the current
 * position, with no API key. A `geo:` URI would open any Android maps app but nothing on iOS or desktop.
 */
export function navigationUrl(place: Pick<Place, 'lat' | 'lng'>): string {
  const destination = `${roundCoordinate(place.lat)},${roundCoordinate(place.lng)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** Six decimals are about 10 cm: enough for a hall entrance, no float noise in the URL. */
const roundCoordinate = (value: number) => String(Math.round(value * 1e6) / 1e6);

/** Bounds [[west, south], [east, north]] around the places, or null for none. */
export function boundsOf(places: readonly Pick<Place, 'lat' | 'lng'>[]): [[number, number], [number, number]] | null {
  if (places.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { lat, lng } of places) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** The `?place=` deep link's id, or null when absent or not a positive whole number. */
export function parsePlaceParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/**
 * The hall's schedule on the given day (today, from the detail): the results' by-hall screen reads
 * `hala` and `den`; a day without matches there shows the next match day. The day is Prague's, as
 * the schedule's days are its wall-clock days (issue 24: after midnight UTC still said yesterday).
 */
export function hallMatchesPath(place: Pick<Place, 'id'>, now: Date): string {
  const params = new URLSearchParams({ hala: String(place.id), den: tournamentDay(now) });
  return `/vysledky/podle-hal?${params}`;
}
