import type { StaticData } from '@phc/api-contract';
import { buildSearchIndex, searchEntries } from './site-search';

const category = (id: number, code: string, cs: string, en: string, gender: 'M' | 'F') => ({ id, code, name: { cs, en }, gender, birthYearFrom: 2010 });
const team = (id: number, clubId: number, club: string, categoryId: number, code: string, teamNumber = 1, name: string | null = null) => ({
  id,
  clubId,
  name,
  teamNumber,
  teamCategoryId: categoryId,
  teamCategory: { code },
  club: { id: clubId, name: club, countryId: clubId === 3 ? 2 : 1 },
  uuid: `t${id}`,
});
const hall = (id: number, name: string, address: string) => ({
  id,
  translations: [
    { locale: 'cs' as const, name, description: '' },
    { locale: 'en' as const, name: name.replace('Hala', 'Hall'), description: '' },
  ],
  address,
  lat: 50,
  lng: 14,
  files: [],
  placeType: { name: 'hall' as const },
  data: null,
});

const data = {
  roundLevels: [],
  groups: [],
  teamCategories: [category(1, 'A', 'A chlapci', 'A boys', 'M'), category(2, 'A', 'A dívky', 'A girls', 'F')],
  countries: [
    { id: 1, countryCode: 'CZ', translations: [{ locale: 'cs', name: 'Česko' }, { locale: 'en', name: 'Czechia' }] },
    { id: 2, countryCode: 'NO', translations: [{ locale: 'cs', name: 'Norsko' }, { locale: 'en', name: 'Norway' }] },
  ],
  configurations: [],
  teams: [team(10, 1, 'Sokol Žďár', 1, 'A'), team(11, 1, 'Sokol Žďár', 2, 'A'), team(12, 2, 'Sokol Kralupy', 1, 'A', 2), team(13, 3, 'Stord IL', 2, 'A', 1, 'Stord Handball')],
  halls: [hall(20, 'Hala Řepy', 'Socháňova 1139, Praha 6'), hall(21, 'Sportovní hala Žižkov', 'Koněvova 210, Praha 3')],
  places: [],
  matchStages: [],
  eventTypes: [],
} as unknown as StaticData;

describe('the site search', () => {
  const cs = buildSearchIndex(data, 'cs');

  it('finds a team by part of its club name without accents, and says which gender its category is', () => {
    const found = searchEntries(cs, 'zdar');
    expect(found.map((e) => [e.kind, e.id])).toEqual([
      ['team', 10],
      ['team', 11],
    ]);
    expect(found.map((e) => e.detail)).toEqual(['Sokol Žďár · A chlapci · Česko', 'Sokol Žďár · A dívky · Česko']);
  });

  it('needs every typed word: "sokol kr" is only Kralupy', () => {
    expect(searchEntries(cs, 'sokol kr').map((e) => e.label)).toEqual(['Sokol Kralupy A II']);
  });

  it("finds a team by its own name, its country, and a hall by its name or street", () => {
    expect(searchEntries(cs, 'stord hand')[0]?.label).toBe('Stord Handball');
    expect(searchEntries(cs, 'norsko').map((e) => e.id)).toEqual([13]);
    expect(searchEntries(cs, 'repy').map((e) => [e.kind, e.id])).toEqual([['hall', 20]]);
    expect(searchEntries(cs, 'koněvova').map((e) => e.id)).toEqual([21]);
  });

  it('matches inside a word from three letters on, but ranks word starts first', () => {
    expect(searchEntries(cs, 'alup').map((e) => e.id)).toEqual([12]);
    expect(searchEntries(cs, 'al')).toEqual([]);
  });

  it('lists categories in the language of the page', () => {
    const en = buildSearchIndex(data, 'en');
    // The category first, then its teams (their detail line names it).
    expect(searchEntries(en, 'girls').map((e) => [e.kind, e.label])).toEqual([
      ['category', 'A girls'],
      ['team', 'Sokol Žďár A I'],
      ['team', 'Stord Handball'],
    ]);
    expect(searchEntries(en, 'hall repy')[0]?.label).toBe('Hall Řepy');
  });

  it('takes a single letter as a category code: "koprivnice D" is D, not a girls\' team', () => {
    const withD = {
      ...data,
      teamCategories: [category(1, 'A', 'A chlapci', 'A boys', 'M'), category(2, 'A', 'A dívky', 'A girls', 'F'), category(3, 'D', 'D chlapci', 'D boys', 'M')],
      teams: [team(30, 4, 'Kopřivnice', 2, 'A'), team(31, 4, 'Kopřivnice', 3, 'D')],
    } as unknown as StaticData;
    expect(searchEntries(buildSearchIndex(withD, 'cs'), 'koprivnice D').map((e) => e.id)).toEqual([31]);
  });

  it('finds a category by its age group, which its second line shows', () => {
    const index = buildSearchIndex(data, 'cs', (c) => (c.gender === 'M' ? 'mladší žáci · ročníky 2014–2015' : 'mladší žačky · ročníky 2014–2015'));
    const found = searchEntries(index, 'mladsi zaci');
    expect(found.map((e) => [e.kind, e.label, e.detail])).toEqual([['category', 'A chlapci', 'mladší žáci · ročníky 2014–2015']]);
  });

  it('returns nothing for an empty query and at most the limit', () => {
    expect(searchEntries(cs, '   ')).toEqual([]);
    expect(searchEntries(cs, 'a', 2)).toHaveLength(2);
  });
});
