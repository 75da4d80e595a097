import { getSportRules, isThreePeriodSport, matchPoints, volleyballPoints, walkoverScore, walkoverTypes } from './sport-rules';
import type { Sport } from './types';

const sports: Sport[] = ['handball', 'floorball', 'basketball', 'volleyball', 'football'];

describe('sport rules', () => {
  it.each([
    ['handball', [5, 0], [0, 5]],
    ['floorball', [5, 0], [0, 5]],
    ['football', [5, 0], [0, 5]],
    ['basketball', [20, 0], [0, 20]],
    ['volleyball', [2, 0], [0, 2]],
  ] as const)('%s: a walkover is %j for home, %j for away and 0:0 against both', (sport, home, away) => {
    expect(walkoverScore(sport, 'home')).toEqual(home);
    expect(walkoverScore(sport, 'away')).toEqual(away);
    expect(walkoverScore(sport, 'both')).toEqual([0, 0]);
  });

  it('sends walkover types in lower case', () => {
    expect(walkoverTypes).toEqual(['home', 'away', 'both']);
  });

  it.each([
    ['handball', ['1st_half', '2nd_half', 'shootout', 'end']],
    ['floorball', ['1st_period', '2nd_period', '3rd_period', 'overtime', 'penalty_attempts', 'end']],
    ['basketball', ['1st_part', '2nd_part', '3rd_part', '4th_part', 'overtime', 'end']],
    ['volleyball', ['1st_set', '2nd_set', '3rd_set', '4th_set', '5th_set', 'end']],
    ['football', ['1st_half', '2nd_half', 'extra_time', 'penalties', 'end']],
  ] as const)('%s goes through its stages in order', (sport, codes) => {
    expect(getSportRules(sport).stages.map((s) => s.code)).toEqual(codes);
  });

  it('recognises a three-period sport by the 3rd_period stage only', () => {
    expect(sports.filter((s) => isThreePeriodSport(getSportRules(s).stages))).toEqual(['floorball']);
    expect(isThreePeriodSport([{ code: '3rd_period' }])).toBe(true);
    expect(isThreePeriodSport([])).toBe(false);
  });

  it.each(sports)('%s labels every stage, event type and statistics sort in Czech and English', (sport) => {
    const rules = getSportRules(sport);
    for (const item of [...rules.stages, ...rules.eventTypes, ...rules.statisticsSorts]) {
      expect(item.label.cs.length).toBeGreaterThan(0);
      expect(item.label.en.length).toBeGreaterThan(0);
    }
  });

  it.each(sports)('%s keeps stage and event type codes unique', (sport) => {
    const rules = getSportRules(sport);
    expect(new Set(rules.stages.map((s) => s.code)).size).toBe(rules.stages.length);
    expect(new Set(rules.eventTypes.map((e) => e.code)).size).toBe(rules.eventTypes.length);
  });

  it.each(sports)('%s has an event type that scores', (sport) => {
    expect(getSportRules(sport).eventTypes.some((e) => e.scoreDelta > 0)).toBe(true);
  });

  it('gives each sport its event types', () => {
    const codes = (sport: Sport) => getSportRules(sport).eventTypes.map((e) => e.code);
    expect(codes('handball')).toEqual(expect.arrayContaining(['goal', '7m_goal', '7m_miss', 'yellow_card', '2min', 'red_card', 'timeout']));
    expect(codes('floorball')).toEqual(expect.arrayContaining(['goal', 'penalty_2min', 'penalty_5min', 'penalty_10min', 'shootout_goal']));
    expect(codes('basketball')).toEqual(expect.arrayContaining(['points_1', 'points_2', 'points_3', 'foul']));
    expect(codes('volleyball')).toEqual(expect.arrayContaining(['point']));
    expect(codes('football')).toEqual(expect.arrayContaining(['goal', 'own_goal', 'yellow_card', 'red_card', 'penalty_goal']));
  });

  it('scores basketball baskets by their value and credits an own goal to the opponent', () => {
    const delta = (sport: Sport, code: string) => getSportRules(sport).eventTypes.find((e) => e.code === code);
    expect(['points_1', 'points_2', 'points_3'].map((c) => delta('basketball', c)?.scoreDelta)).toEqual([1, 2, 3]);
    expect(delta('football', 'own_goal')).toMatchObject({ scoreDelta: 1, scoresForOpponent: true });
    expect(delta('floorball', 'goal')?.hasAssist).toBe(true);
    expect(delta('floorball', 'penalty_10min')?.penaltyMinutes).toBe(10);
  });

  it('offers the statistics sorts of SPEC §9, the first being the default', () => {
    const sorts = (sport: Sport) => getSportRules(sport).statisticsSorts.map((s) => s.code);
    expect(sorts('handball')).toEqual(['goals', 'penalties2min']);
    expect(sorts('basketball')).toEqual(['points']);
    expect(sorts('floorball')).toEqual(['canadian', 'goals', 'penaltyMinutes']);
    // Where SPEC §9's list does not fit the sport: volleyball records points only, football books no penalty minutes.
    expect(sorts('volleyball')).toEqual(['points']);
    expect(sorts('football')).toEqual(['goals', 'canadian']);
    for (const sport of sports) expect(getSportRules(sport).defaultStatisticsSort).toBe(sorts(sport)[0]);
  });

  it('names the football and volleyball rankings in their own words, never canadian scoring', () => {
    const labels = (sport: Sport) => getSportRules(sport).statisticsSorts.map((s) => `${s.label.cs}|${s.label.en}`).join(' ');
    expect(labels('football')).toBe('Nejlepší střelci|Top scorers Góly a asistence|Goals and assists');
    expect(labels('volleyball')).toBe('Nejvíce bodů|Most points');
    expect(labels('floorball')).toContain('Kanadské bodování');
  });

  it('lets only floorball edit captain and goalkeeper flags', () => {
    expect(sports.filter((s) => getSportRules(s).captainAndGoalkeeperEditable)).toEqual(['floorball']);
  });

  it('counts sets only in volleyball', () => {
    expect(sports.filter((s) => getSportRules(s).scoresAreSets)).toEqual(['volleyball']);
  });

  it.each([
    ['handball', 2, 1, 0],
    ['floorball', 3, 1, 0],
    ['football', 3, 1, 0],
    ['basketball', 2, 1, 1],
  ] as const)('%s pays %i for a win, %i for a draw and %i for a loss', (sport, win, draw, loss) => {
    const points = getSportRules(sport).standings.points;
    expect([matchPoints(points, 3, 1), matchPoints(points, 2, 2), matchPoints(points, 1, 3)]).toEqual([win, draw, loss]);
  });

  it('gives a forfeiting basketball team nothing though a loss on court earns a point', () => {
    const points = getSportRules('basketball').standings.points;
    expect(matchPoints(points, 0, 20, true)).toBe(0);
    expect(matchPoints(points, 50, 70)).toBe(1);
  });

  it.each([
    [3, 0, 3],
    [3, 1, 3],
    [3, 2, 2],
    [2, 3, 1],
    [1, 3, 0],
    [0, 3, 0],
    [2, 1, 2],
    [1, 2, 1],
    [2, 0, 3],
  ])('volleyball: a %i:%i result gives %i points', (setsFor, setsAgainst, points) => {
    expect(volleyballPoints(setsFor, setsAgainst)).toBe(points);
  });

  it.each([
    ['handball', 'ihf'],
    ['floorball', 'ihf'],
    ['basketball', 'fiba'],
    ['football', 'uefa'],
    ['volleyball', 'fivb'],
  ] as const)('%s breaks ties by its federation\'s procedure (%s) unless a category chooses another', (sport, procedure) => {
    expect(getSportRules(sport).standings.procedure).toBe(procedure);
  });
});
