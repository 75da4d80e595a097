import { getSportRules, isThreePeriodSport, volleyballPoints, walkoverScore } from './sport-rules';
import { getTournament, listTournaments, resolveTournament, sportOf } from './registry';
import { tournamentIds } from './types';
import { contrastRatio as contrast } from './contrast';

describe('tournament registry', () => {
  it('lists all eleven tournaments, each under its own id', () => {
    expect(listTournaments().map((t) => t.id)).toEqual([...tournamentIds]);
    expect(tournamentIds).toHaveLength(11);
  });

  it.each([
    ['phc', 'handball'],
    ['basketballpraguegames', 'basketball'],
    ['praguevolleyballgames', 'volleyball'],
    ['praguefootballopen', 'football'],
    ['praguefootballmasters', 'football'],
    ['praguegames', 'floorball'],
    ['czechopen', 'floorball'],
    ['pragueclash', 'floorball'],
    ['praguedeafgames', 'floorball'],
    ['praguemasters', 'floorball'],
    ['praguewheelopen', 'floorball'],
  ] as const)('%s plays %s', (id, sport) => {
    expect(sportOf(id)).toBe(sport);
  });

  it('marks exactly the four adult tournaments as adult', () => {
    expect(listTournaments().filter((t) => t.adult).map((t) => t.id)).toEqual(['czechopen', 'pragueclash', 'praguemasters', 'praguefootballmasters']);
  });

  it('gives every tournament its own primary colour', () => {
    const primaries = listTournaments().map((t) => t.theme.colors.primary);
    expect(new Set(primaries).size).toBe(primaries.length);
  });

  it.each(listTournaments().map((t) => [t.id, t] as const))('%s: text on its brand colours is readable (WCAG AA 4.5:1)', (_id, t) => {
    expect(contrast(t.theme.colors.onPrimary, t.theme.colors.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t.theme.colors.onSecondary, t.theme.colors.secondary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t.theme.colors.text, t.theme.colors.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('resolves the tournament from the page root attribute, tolerating case and spaces', () => {
    expect(resolveTournament('phc').id).toBe('phc');
    expect(resolveTournament(' PragueVolleyballGames ').id).toBe('praguevolleyballgames');
  });

  it('falls back to the floorball tournament when the attribute is missing or unknown (SPEC §1)', () => {
    expect(resolveTournament(null).sport).toBe('floorball');
    expect(resolveTournament(undefined).id).toBe('praguegames');
    expect(resolveTournament('tennisopen').id).toBe('praguegames');
  });
});

describe('sport rules', () => {
  it('scores walkovers 5:0 in handball, 20:0 in basketball and 2:0 in volleyball, mirrored for away and 0:0 against both', () => {
    expect(walkoverScore('handball', 'home')).toEqual([5, 0]);
    expect(walkoverScore('handball', 'away')).toEqual([0, 5]);
    expect(walkoverScore('basketball', 'home')).toEqual([20, 0]);
    expect(walkoverScore('basketball', 'away')).toEqual([0, 20]);
    expect(walkoverScore('volleyball', 'home')).toEqual([2, 0]);
    expect(walkoverScore('volleyball', 'away')).toEqual([0, 2]);
    expect(walkoverScore('floorball', 'both')).toEqual([0, 0]);
  });

  it('orders the stages of each sport', () => {
    expect(getSportRules('handball').stages.map((s) => s.code)).toEqual(['1st_half', '2nd_half', 'shootout', 'end']);
    expect(getSportRules('floorball').stages.map((s) => s.code)).toEqual(['1st_period', '2nd_period', '3rd_period', 'overtime', 'penalty_attempts', 'end']);
    expect(getSportRules('basketball').stages.map((s) => s.code)).toEqual(['1st_part', '2nd_part', '3rd_part', '4th_part', 'overtime', 'end']);
    expect(getSportRules('football').stages.map((s) => s.code)).toEqual(['1st_half', '2nd_half', 'extra_time', 'penalties', 'end']);
  });

  it('recognises a three-period sport by the 3rd_period stage', () => {
    expect(isThreePeriodSport(getSportRules('floorball').stages)).toBe(true);
    expect(isThreePeriodSport(getSportRules('handball').stages)).toBe(false);
  });

  it('offers the statistics sorts of SPEC §9 per sport', () => {
    expect(getSportRules('handball').statisticsSorts).toEqual(['goals', 'penalties2min']);
    expect(getSportRules('basketball').statisticsSorts).toEqual(['points']);
    expect(getSportRules('floorball').statisticsSorts).toEqual(['canadian', 'goals', 'penaltyMinutes']);
    expect(getSportRules('football').statisticsSorts).toEqual(['canadian', 'goals', 'penaltyMinutes']);
  });

  it('lets only floorball edit captain and goalkeeper flags', () => {
    const editable = (['handball', 'floorball', 'basketball', 'volleyball', 'football'] as const).filter((s) => getSportRules(s).captainAndGoalkeeperEditable);
    expect(editable).toEqual(['floorball']);
  });

  it('gives every tournament the rules of its sport', () => {
    expect(getSportRules(getTournament('phc').sport).walkover.home).toEqual([5, 0]);
  });

  it.each([
    [3, 0, 3],
    [3, 1, 3],
    [3, 2, 2],
    [2, 3, 1],
    [1, 3, 0],
    [0, 3, 0],
    [2, 1, 2],
    [2, 0, 3],
  ])('volleyball: a %i:%i result gives %i points', (setsFor, setsAgainst, points) => {
    expect(volleyballPoints(setsFor, setsAgainst)).toBe(points);
  });
});
