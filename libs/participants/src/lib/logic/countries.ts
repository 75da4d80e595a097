import { compareCzech, matchesSearch, type Club, type Country, type TeamCategory } from '@phc/api-contract';
import type { Locale } from '@phc/tournaments';

/** The country's name in the visitor's language, falling back to Czech, then to its code. */
export function countryName(country: Pick<Country, 'countryCode' | 'translations'>, locale: Locale): string {
  const of = (l: Locale) => country.translations.find((t) => t.locale === l)?.name;
  return of(locale) ?? of('cs') ?? country.countryCode;
}

export interface CountryGroup<C extends Pick<Club, 'id' | 'name' | 'countryId'>> {
  countryId: number;
  /** ISO code for the flag (`CountryFlag`); empty when the country is unknown. */
  countryCode: string;
  name: string;
  clubs: C[];
}

/**
 * Clubs by country: countries by name in the visitor's language, clubs by name, both in Czech
 * collation in Czech and the English order in English. A club whose country is unknown still
 * shows, under its country id, rather than vanishing from the list.
 */
export function groupClubsByCountry<C extends Pick<Club, 'id' | 'name' | 'countryId'>>(clubs: readonly C[], countries: readonly Country[], locale: Locale): CountryGroup<C>[] {
  const compare = locale === 'cs' ? compareCzech : new Intl.Collator('en', { sensitivity: 'base' }).compare;
  const byId = new Map(countries.map((c) => [c.id, c]));
  const groups = new Map<number, CountryGroup<C>>();
  for (const club of clubs) {
    let group = groups.get(club.countryId);
    if (!group) {
      const country = byId.get(club.countryId);
      group = {
        countryId: club.countryId,
        countryCode: country?.countryCode ?? '',
        name: country ? countryName(country, locale) : `#${club.countryId}`,
        clubs: [],
      };
      groups.set(club.countryId, group);
    }
    group.clubs.push(club);
  }
  const list = [...groups.values()];
  for (const group of list) group.clubs.sort((a, b) => compare(a.name, b.name) || a.id - b.id);
  return list.sort((a, b) => compare(a.name, b.name));
}

/** Clubs whose name (or city) matches the search. */
export function searchClubs<C extends Pick<Club, 'name' | 'city'>>(clubs: readonly C[], query: string): C[] {
  return clubs.filter((club) => matchesSearch(query, club.name, club.city));
}

export interface CategoryTeams<T> {
  categoryId: number;
  /** The category's name in the page's language, which says boys or girls ("A chlapci"); its code if unknown. */
  name: string;
  teams: T[];
}

type CategoryOf = Pick<TeamCategory, 'id' | 'code' | 'name'>;
type TeamOf = { teamCategoryId: number; teamCategory: { code: string }; teamNumber: number };

/**
 * A club's teams by category, in the tournament's order of categories (boys' A before girls' A, as the
 * organiser lists them), teams by their number: "A chlapci: A I, A II". Categories share codes (A for
 * boys and girls), so teams are grouped by the category itself, not its code.
 */
export function teamsByCategory<T extends TeamOf>(teams: readonly T[], categories: readonly CategoryOf[], locale: Locale): CategoryTeams<T>[] {
  const order = new Map(categories.map((category, index) => [category.id, index]));
  const byId = new Map(categories.map((category) => [category.id, category]));
  const map = new Map<number, T[]>();
  for (const team of teams) map.set(team.teamCategoryId, [...(map.get(team.teamCategoryId) ?? []), team]);
  return [...map]
    .sort(([a], [b]) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || a - b)
    .map(([categoryId, list]) => ({
      categoryId,
      name: byId.get(categoryId)?.name[locale] ?? list[0]?.teamCategory.code ?? '',
      teams: [...list].sort((a, b) => a.teamNumber - b.teamNumber),
    }));
}
