import type { Country } from '@phc/api-contract';
import { countryName, groupClubsByCountry, searchClubs, teamsByCategory } from './countries';

const country = (id: number, countryCode: string, cs: string, en: string): Country => ({
  id,
  countryCode,
  translations: [
    { locale: 'cs', name: cs },
    { locale: 'en', name: en },
  ],
});
const countries = [country(1, 'CZ', 'Česko', 'Czechia'), country(2, 'DE', 'Německo', 'Germany'), country(3, 'CH', 'Švýcarsko', 'Switzerland'), country(4, 'AT', 'Rakousko', 'Austria')];
const club = (id: number, name: string, countryId: number, city: string | null = null) => ({ id, name, countryId, city });
const clubs = [club(1, 'HC Zlín', 1, 'Zlín'), club(2, 'THW Kiel', 2, 'Kiel'), club(3, 'Dukla Praha', 1, 'Praha'), club(4, 'HC Chodov', 1, 'Praha'), club(5, 'Pfadi Winterthur', 3), club(6, 'Unknown', 99)];

describe('clubs grouped by country', () => {
  it('groups clubs under their country with its name in Czech, counts them and orders countries in Czech', () => {
    const groups = groupClubsByCountry(clubs, countries, 'cs');
    expect(groups.map((g) => g.name)).toEqual(['#99', 'Česko', 'Německo', 'Švýcarsko']);
    const czechia = groups.find((g) => g.countryCode === 'CZ');
    expect(czechia?.clubs.map((c) => c.name)).toEqual(['Dukla Praha', 'HC Chodov', 'HC Zlín']);
    expect(groups.map((g) => g.clubs.length)).toEqual([1, 3, 1, 1]);
  });

  it('names and orders countries in English on English pages', () => {
    const groups = groupClubsByCountry(clubs, countries, 'en');
    expect(groups.map((g) => g.name)).toEqual(['#99', 'Czechia', 'Germany', 'Switzerland']);
  });

  it('gives each group its country code for the flag, and none to clubs of an unknown country', () => {
    const groups = groupClubsByCountry(clubs, countries, 'cs');
    expect(groups.map((g) => g.countryCode)).toEqual(['', 'CZ', 'DE', 'CH']);
  });

  it('leaves out countries with no club', () => {
    expect(groupClubsByCountry(clubs, countries, 'cs').some((g) => g.countryCode === 'AT')).toBe(false);
    expect(groupClubsByCountry([], countries, 'cs')).toEqual([]);
  });

  it('falls back to the Czech name, then the code, when a translation is missing', () => {
    expect(countryName({ countryCode: 'SK', translations: [{ locale: 'cs', name: 'Slovensko' }] }, 'en')).toBe('Slovensko');
    expect(countryName({ countryCode: 'SK', translations: [] }, 'en')).toBe('SK');
  });

  it('finds clubs by name or city, ignoring accents', () => {
    expect(searchClubs(clubs, 'zlin').map((c) => c.id)).toEqual([1]);
    expect(searchClubs(clubs, 'praha').map((c) => c.id)).toEqual([3, 4]);
    expect(searchClubs(clubs, '  ').length).toBe(clubs.length);
  });

  it('lists a club’s teams by category in the tournament’s order, boys and girls apart though both are A', () => {
    const categories = [
      { id: 1, code: 'A', name: { cs: 'A chlapci', en: 'A boys' } },
      { id: 2, code: 'A', name: { cs: 'A dívky', en: 'A girls' } },
      { id: 3, code: 'B', name: { cs: 'B chlapci', en: 'B boys' } },
    ];
    const team = (teamCategoryId: number, code: string, teamNumber: number) => ({ teamCategoryId, teamCategory: { code }, teamNumber });
    expect(teamsByCategory([team(3, 'B', 2), team(2, 'A', 1), team(3, 'B', 1), team(1, 'A', 1)], categories, 'cs')).toEqual([
      { categoryId: 1, name: 'A chlapci', teams: [team(1, 'A', 1)] },
      { categoryId: 2, name: 'A dívky', teams: [team(2, 'A', 1)] },
      { categoryId: 3, name: 'B chlapci', teams: [team(3, 'B', 1), team(3, 'B', 2)] },
    ]);
    expect(teamsByCategory([team(2, 'A', 1)], categories, 'en')[0]?.name).toBe('A girls');
    // A category the static data does not know still shows its teams, under its code.
    expect(teamsByCategory([team(9, 'X', 1)], categories, 'cs')).toEqual([{ categoryId: 9, name: 'X', teams: [team(9, 'X', 1)] }]);
  });
});
