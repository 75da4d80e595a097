import type { Place, PlaceType } from '@phc/api-contract';
import { boundsOf, countByCategory, hallMatchesPath, matchesPlace, navigationUrl, parsePlaceParam, placeCategories, placeDescription, placeName, visiblePlaces } from './places';

const place = (id: number, type: PlaceType, cs: string, en: string, address: string, lat = 50, lng = 14): Place => ({
  id,
  translations: [
    { locale: 'cs', name: cs, description: `${cs} popis` },
    { locale: 'en', name: en, description: `${en} description` },
  ],
  address,
  lat,
  lng,
  files: [],
  placeType: { name: type },
  data: null,
});

const places = [
  place(1, 'hall', 'Sportovní hala Slavia', 'Sports hall Slavia', 'Vladivostocká 1460/10, Praha 10', 50.067, 14.472),
  place(2, 'hall', 'Sportovní hala Lužiny', 'Sports hall Lužiny', 'Amforová 1887, Praha 5', 50.046, 14.324),
  place(3, 'accommodation', 'Hotel Olšanka', 'Hotel Olšanka', 'Táboritská 23, Praha 3', 50.083, 14.462),
  place(4, 'catering', 'Jídelna Slavia', 'Slavia canteen', 'Vladivostocká 10, Praha 10', 50.068, 14.473),
  place(5, 'ac_benefit', 'Žižkovská věž – vstup za 30 Kč', 'Žižkov Tower – entry for 30 CZK', 'Mahlerovy sady 1, Praha 3', 50.081, 14.451),
];
const all = new Set(placeCategories);

describe('places on the map', () => {
  it('offers the six categories of the spec in order', () => {
    expect(placeCategories).toEqual(['hall', 'accommodation', 'catering', 'prague', 'ac_benefit', 'activity_card']);
  });

  it('names a place in the visitor’s language, falling back to Czech', () => {
    expect(placeName(places[3], 'en')).toBe('Slavia canteen');
    expect(placeName(places[3], 'cs')).toBe('Jídelna Slavia');
    expect(placeName({ ...places[3], translations: [places[3].translations[0]] }, 'en')).toBe('Jídelna Slavia');
    expect(placeDescription(places[3], 'en')).toBe('Slavia canteen description');
  });

  it('finds places by name in either language or by address, ignoring case and accents', () => {
    expect(matchesPlace(places[1], 'luziny')).toBe(true);
    expect(matchesPlace(places[1], 'AMFOROVÁ')).toBe(true);
    expect(matchesPlace(places[3], 'canteen')).toBe(true);
    expect(matchesPlace(places[3], 'slavia praha 10')).toBe(true);
    expect(matchesPlace(places[3], 'hotel')).toBe(false);
  });

  it('shows only the chosen categories, narrowed by the search', () => {
    expect(visiblePlaces(places, { categories: new Set(['hall']), query: '' }).map((p) => p.id)).toEqual([1, 2]);
    expect(visiblePlaces(places, { categories: all, query: 'slavia' }).map((p) => p.id)).toEqual([1, 4]);
    expect(visiblePlaces(places, { categories: new Set(['catering']), query: 'slavia' }).map((p) => p.id)).toEqual([4]);
    expect(visiblePlaces(places, { categories: new Set(), query: '' })).toEqual([]);
  });

  it('lists favourites first and keeps the order otherwise', () => {
    expect(visiblePlaces(places, { categories: all, query: '' }, new Set([4, 2])).map((p) => p.id)).toEqual([2, 4, 1, 3, 5]);
    // A favourite that the filter hides stays hidden.
    expect(visiblePlaces(places, { categories: new Set(['hall']), query: '' }, new Set([4])).map((p) => p.id)).toEqual([1, 2]);
  });

  it('counts places per category, zero for the empty ones', () => {
    expect(countByCategory(places)).toEqual({ hall: 2, accommodation: 1, catering: 1, prague: 0, ac_benefit: 1, activity_card: 0 });
  });

  it('builds a navigation link to the coordinates that any phone opens in its maps app', () => {
    const url = new URL(navigationUrl({ lat: 50.0670000001, lng: 14.472 }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('50.067,14.472');
  });

  it('frames the places with bounds, or none for no places', () => {
    expect(boundsOf(places)).toEqual([
      [14.324, 50.046],
      [14.473, 50.083],
    ]);
    expect(boundsOf([])).toBeNull();
  });

  it('reads the ?place= deep link and ignores garbage', () => {
    expect(parsePlaceParam('12')).toBe(12);
    expect(parsePlaceParam(null)).toBeNull();
    expect(parsePlaceParam('0')).toBeNull();
    expect(parsePlaceParam('-3')).toBeNull();
    expect(parsePlaceParam('1e3')).toBeNull();
    expect(parsePlaceParam('abc')).toBeNull();
  });

  it("links a hall to its schedule on Prague's day, also just after midnight there (UTC still says yesterday)", () => {
    expect(hallMatchesPath({ id: 7 }, new Date('2026-04-06T10:00:00Z'))).toBe('/vysledky/podle-hal?hala=7&den=2026-04-06');
    expect(hallMatchesPath({ id: 12 }, new Date('2026-04-05T23:30:00Z'))).toBe('/vysledky/podle-hal?hala=12&den=2026-04-06');
    // In winter Prague is one hour ahead: 23:30 UTC on 30 November is 00:30 on 1 December.
    expect(hallMatchesPath({ id: 12 }, new Date('2026-11-30T23:30:00Z'))).toBe('/vysledky/podle-hal?hala=12&den=2026-12-01');
  });
});
