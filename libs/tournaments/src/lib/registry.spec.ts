import { getTournament, isTournamentId, listTournaments, resolveTournament, sportOf } from './registry';
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

  it('tells registered ids from anything else', () => {
    expect(isTournamentId('praguegames')).toBe(true);
    expect(isTournamentId('PHC')).toBe(false);
    expect(isTournamentId(42)).toBe(false);
    expect(getTournament('phc').name.en).toBe('Prague Handball Cup');
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
