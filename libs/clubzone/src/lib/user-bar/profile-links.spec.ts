import { clubSwitcherOptions, matchProtocolTarget, profileLinkTargets } from './profile-links';

describe('profileLinkTargets', () => {
  it('leads each link of a club to that club, in the visitor language', () => {
    const targets = profileLinkTargets(['dashboard', 'myRegistration', 'teamLeaders', 'trainingJoinRequests'], 12, 'en');
    expect(targets.map((t) => t.to)).toEqual(['/en/dashboard/12', '/en/registrace/12', '/en/team-leaders/12', '/en/training-join-requests/12/received']);
  });

  it('opens the order summary preview of the club in a new tab', () => {
    expect(profileLinkTargets(['orderSummary'], 5, 'cs')).toEqual([{ link: 'orderSummary', to: '/souhrn-objednavky/5', external: true, newTab: true }]);
    expect(profileLinkTargets(['orderSummary'], 5, 'en')).toEqual([{ link: 'orderSummary', to: '/en/souhrn-objednavky/5', external: true, newTab: true }]);
  });

  it('leaves out club links when no club is chosen, keeps the others', () => {
    const targets = profileLinkTargets(['administration', 'registerClub', 'rosterSuperReporter', 'dashboard', 'trainings'], null, 'cs');
    expect(targets.map((t) => t.link)).toEqual(['administration', 'registerClub', 'trainings']);
    expect(targets[0]).toMatchObject({ to: '/admin/', external: true });
    expect(profileLinkTargets(['administration'], null, 'en')[0]).toMatchObject({ to: '/admin/en/', external: true });
  });
});

describe('matchProtocolTarget', () => {
  const user = (...roles: string[]) => ({ roles }) as never;
  it('leads reporters, super reporters and the super admin to their matches', () => {
    expect(matchProtocolTarget(user('ROLE_COMPETITION_REPORTER'), false, 'cs')).toBe('/zapasovy-protokol');
    expect(matchProtocolTarget(user('ROLE_COMPETITION_SUPER_REPORTER'), false, 'en')).toBe('/en/zapasovy-protokol');
    expect(matchProtocolTarget(user('ROLE_SUPER_ADMIN'), false, 'cs')).toBe('/zapasovy-protokol');
  });

  it('shows a team leader the link only when they have matches to record', () => {
    expect(matchProtocolTarget(user(), false, 'cs')).toBeNull();
    expect(matchProtocolTarget(user(), true, 'cs')).toBe('/zapasovy-protokol');
    expect(matchProtocolTarget(user('ROLE_ADMIN'), false, 'cs')).toBeNull();
    expect(matchProtocolTarget(null, true, 'cs')).toBeNull();
  });
});

describe('clubSwitcherOptions', () => {
  const countries = [
    { id: 1, countryCode: 'CZ', translations: [{ locale: 'cs' as const, name: 'Česko' }, { locale: 'en' as const, name: 'Czechia' }] },
    { id: 2, countryCode: 'NO', translations: [{ locale: 'cs' as const, name: 'Norsko' }, { locale: 'en' as const, name: 'Norway' }] },
  ];
  const listed = [
    { id: 11, countryId: 1, city: 'Praha' },
    { id: 12, countryId: 2, city: 'Oslo' },
    { id: 13, countryId: 1, city: 'Brno' },
    { id: 14, countryId: 1, city: 'Praha' },
  ];

  it('names each club with its country in the visitor language, never its id', () => {
    const options = clubSwitcherOptions([{ id: 11, name: 'HC Dukla' }, { id: 12, name: 'Oslo HK' }], listed, countries, 'en');
    expect(options).toEqual([
      { value: '11', label: 'HC Dukla (Czechia)' },
      { value: '12', label: 'Oslo HK (Norway)' },
    ]);
    expect(options.map((o) => o.label).join(' ')).not.toMatch(/\d/);
  });

  it('adds the city when two clubs share a name and a country', () => {
    const options = clubSwitcherOptions([{ id: 13, name: 'Sokol' }, { id: 14, name: 'Sokol' }], listed, countries, 'cs');
    expect(options.map((o) => o.label)).toEqual(['Sokol (Brno, Česko)', 'Sokol (Praha, Česko)']);
  });

  it('shows the name alone for a club the public list does not have yet', () => {
    expect(clubSwitcherOptions([{ id: 99, name: 'Nový klub' }], listed, countries, 'cs')).toEqual([{ value: '99', label: 'Nový klub' }]);
  });
});
