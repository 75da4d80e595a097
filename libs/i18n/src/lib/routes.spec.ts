import { localeFromPath, localizePath, stripLocale } from './locale';
import { getRoute, href, localizeHref, localizedRouteName, matchRoute, routeTable, switchLocalePath } from './routes';

describe('locale from the URL', () => {
  it.each([
    ['/', 'cs'],
    ['/vysledky', 'cs'],
    ['/en', 'en'],
    ['/en/vysledky', 'en'],
    ['/enigma', 'cs'],
  ])('%s is %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it('strips and adds the /en prefix', () => {
    expect(stripLocale('/en/vysledky')).toBe('/vysledky');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/vysledky')).toBe('/vysledky');
    expect(localizePath('/vysledky', 'en')).toBe('/en/vysledky');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/vysledky', 'cs')).toBe('/vysledky');
  });
});

describe('route table (SPEC §2)', () => {
  const samples: Record<string, Record<string, string>> = {
    'vysledky-kategorie': { categoryId: '3' },
    'vysledky-playoff': { categoryId: '3', playOffId: '1' },
    'vysledky-statistiky': { categoryId: '3', sortedBy: 'goals' },
    'vysledky-skupina': { groupId: '7' },
    'vysledky-tym': { teamId: '12' },
    'vysledky-zapas': { matchId: '99' },
    'vysledky-zapas-soupiska': { matchId: '99' },
    brackets: { teamCategory: 'A', playoffCategory: '1' },
    dashboard: { clubId: '5' },
    'nastaveni-hesla': { token: 'abc' },
    'registrace-clubId': { clubId: '5' },
    'soupiska-clubId': { clubId: '5' },
    'zadosti-clubId-tym': { clubId: '5' },
    pozvanka: { token: 'abcdefghijklmnopqrstuvwxyz012345' },
    'team-leaders-clubId': { clubId: '5' },
    'training-join-requests-clubId-created': { clubId: '5' },
    'training-join-requests-clubId-received': { clubId: '5' },
    'zapasova-soupiska': { matchId: '99' },
    'zapasovy-protokol': { matchId: '99' },
    'zapis-o-utkani': { matchId: '99' },
    'tisk-tym': { teamId: '12' },
    'tisk-hala': { placeId: '3' },
    'tisk-den': { day: '2026-04-06' },
    stranka: { slug: 'ubytovani' },
  };

  it.each(routeTable.map((r) => [r.name, r] as const))('%s: builds and recognises its paths in both languages', (name, route) => {
    for (const locale of ['cs', 'en'] as const) {
      const path = href(route.name, samples[name] ?? {}, locale);
      const match = matchRoute(path);
      expect(match?.route.name).toBe(name);
      expect(match?.locale).toBe(locale);
      expect(match?.params).toEqual(samples[name] ?? {});
    }
  });

  it('puts English routes under /en, with the two renamed ones', () => {
    expect(href('vysledky-podle-dni', {}, 'en')).toBe('/en/vysledky/podle-dni');
    expect(href('podminky', {}, 'en')).toBe('/en/terms');
    expect(href('ucastnici-rozhodci', {}, 'en')).toBe('/en/ucastnicirozhodci');
    expect(href('index', {}, 'en')).toBe('/en');
  });

  it('names English routes with the --en suffix', () => {
    expect(localizedRouteName('registrace-clubId', 'en')).toBe('registrace-clubId--en');
    expect(localizedRouteName('registrace-clubId', 'cs')).toBe('registrace-clubId');
  });

  it('keeps optional parameters optional', () => {
    expect(href('dashboard')).toBe('/dashboard');
    expect(href('vysledky-zapas')).toBe('/vysledky/zapas');
    expect(matchRoute('/dashboard')?.route.name).toBe('dashboard');
  });

  it('requires the mandatory parameters', () => {
    expect(() => href('registrace-clubId')).toThrow(/clubId/);
  });

  it('prefers a named screen over a content page of the same single segment', () => {
    expect(matchRoute('/vysledky')?.route.name).toBe('vysledky');
    expect(matchRoute('/ucastnici')?.route.name).toBe('ucastnici');
    expect(matchRoute('/ubytovani')?.route.name).toBe('stranka');
  });

  it('matches nothing for paths of no screen (the not-found page)', () => {
    expect(matchRoute('/tahle/stranka/neexistuje')).toBeNull();
    expect(matchRoute('/en/no/such/page')).toBeNull();
    expect(matchRoute('/vysledky/zapas/1/2/3')).toBeNull();
  });

  it('tolerates a trailing slash', () => {
    expect(matchRoute('/vysledky/')?.route.name).toBe('vysledky');
  });

  it('marks club-zone screens as needing a login and public screens as open', () => {
    expect(getRoute('dashboard').requiresLogin).toBe(true);
    expect(getRoute('soupiska').requiresLogin).toBe(true);
    expect(getRoute('vysledky').requiresLogin).toBe(false);
    expect(getRoute('registrace').requiresLogin).toBe(false);
    expect(getRoute('zapasovy-protokol').requiresLogin).toBe(true);
    expect(getRoute('zapis-o-utkani').requiresLogin).toBe(false);
  });

  it('switches language on the same page with its parameters', () => {
    expect(switchLocalePath('/vysledky/zapas/12', 'en')).toBe('/en/vysledky/zapas/12');
    expect(switchLocalePath('/en/terms', 'cs')).toBe('/podminky');
    expect(switchLocalePath('/ucastnici/rozhodci', 'en')).toBe('/en/ucastnicirozhodci');
    expect(switchLocalePath('/no/such/page', 'en')).toBe('/en');
  });
});

describe('localizeHref', () => {
  it('maps a Czech-form link to the same screen in English, keeping query and hash', () => {
    expect(localizeHref('/podminky#gdpr', 'en')).toBe('/en/terms#gdpr');
    expect(localizeHref('/vysledky/zapas/3?tab=events', 'en')).toBe('/en/vysledky/zapas/3?tab=events');
    expect(localizeHref('/', 'en')).toBe('/en');
  });

  it('leaves Czech links Czech and prefixes unknown paths', () => {
    expect(localizeHref('/podminky', 'cs')).toBe('/podminky');
    expect(localizeHref('/a/b/c', 'en')).toBe('/en/a/b/c');
    expect(localizeHref('/en/terms', 'cs')).toBe('/podminky');
  });
});
