import { eventClock, ratio, resolveStatisticsSort, statisticsSortsFor, teamDisplayName } from './labels';

const team = (name: string | null, teamNumber: number, code = 'B') => ({ name, teamNumber, teamCategory: { code }, club: { name: 'Dukla Praha' } });

describe('team labels', () => {
  it('uses the team name when it has one', () => {
    expect(teamDisplayName(team('Dukla Juniors', 2))).toBe('Dukla Juniors');
  });
  it('names a team without a name by club, category and Roman team number', () => {
    expect(teamDisplayName(team(null, 2))).toBe('Dukla Praha B II');
    expect(teamDisplayName(team('  ', 14, 'C'))).toBe('Dukla Praha C XIV');
  });
  it('is empty for an unknown team', () => {
    expect(teamDisplayName(undefined)).toBe('');
  });
});

describe('statistics sort options per sport (SPEC §9)', () => {
  it('offers handball top scorers and most 2-minute penalties', () => {
    expect(statisticsSortsFor('handball').map((o) => o.code)).toEqual(['goals', 'penalties2min']);
  });
  it('offers basketball points only', () => {
    expect(statisticsSortsFor('basketball').map((o) => o.code)).toEqual(['points']);
  });
  it('offers floorball canadian points, top scorers and penalty minutes', () => {
    expect(statisticsSortsFor('floorball').map((o) => o.code)).toEqual(['canadian', 'goals', 'penaltyMinutes']);
  });
  it('offers volleyball the points a player scored and football its scorers, then goals and assists', () => {
    expect(statisticsSortsFor('volleyball').map((o) => o.code)).toEqual(['points']);
    expect(statisticsSortsFor('football').map((o) => o.code)).toEqual(['goals', 'canadian']);
    expect(resolveStatisticsSort('volleyball', 'canadian')).toBe('points');
    expect(resolveStatisticsSort('football', 'penaltyMinutes')).toBe('goals');
  });
  it("falls back to the sport's default for a sort it does not offer", () => {
    expect(resolveStatisticsSort('handball', 'penalties2min')).toBe('penalties2min');
    expect(resolveStatisticsSort('handball', 'canadian')).toBe('goals');
    expect(resolveStatisticsSort('floorball', undefined)).toBe('canadian');
  });
  it('has Czech and English labels for every option', () => {
    for (const option of statisticsSortsFor('floorball')) expect(option.label.cs && option.label.en).toBeTruthy();
  });
});

describe('formats', () => {
  it('writes event time as minute:second', () => {
    expect(eventClock(7, 5)).toBe('7:05');
    expect(eventClock(28, 41)).toBe('28:41');
  });
  it('writes ratios with three decimals', () => {
    expect(ratio(6, 4)).toBe('1.500');
    expect(ratio(3, 0)).toBe('∞');
    expect(ratio(0, 0)).toBe('–');
  });
});
