import { getSportRules } from './sport-rules';
import { rankStatistics, statisticsSortValue, statisticsTieKey, type StatisticsCounters } from './statistics';

const row = (id: number, stats: StatisticsCounters) => ({ id, categoryId: 1, stats });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('statisticsTieKey', () => {
  it('joins canadian points, goals and 9999 minus matches, each padded to four digits', () => {
    expect(statisticsTieKey(row(1, { canadianPointsTotal: 12, goalsCount: 7, matchCount: 5 }))).toBe('001200079994');
  });

  it('reads missing counters as zero', () => {
    expect(statisticsTieKey(row(1, {}))).toBe('000000009999');
  });

  it('ranks fewer matches higher for the same points and goals', () => {
    expect(statisticsTieKey(row(1, { canadianPointsTotal: 5, goalsCount: 3, matchCount: 2 })) > statisticsTieKey(row(2, { canadianPointsTotal: 5, goalsCount: 3, matchCount: 4 }))).toBe(true);
  });
});

describe('rankStatistics', () => {
  it('orders by the chosen sort, best first', () => {
    const rows = [row(1, { goalsCount: 3, penaltyMinutesTotal: 10 }), row(2, { goalsCount: 9, penaltyMinutesTotal: 0 }), row(3, { goalsCount: 5, penaltyMinutesTotal: 4 })];
    expect(ids(rankStatistics(rows, 'goals'))).toEqual([2, 3, 1]);
    expect(ids(rankStatistics(rows, 'penaltyMinutes'))).toEqual([1, 3, 2]);
  });

  it('breaks equal sort values by the tie key: canadian points, then goals, then fewer matches', () => {
    const rows = [
      row(1, { penaltyMinutesTotal: 4, canadianPointsTotal: 3, goalsCount: 1, matchCount: 3 }),
      row(2, { penaltyMinutesTotal: 4, canadianPointsTotal: 5, goalsCount: 1, matchCount: 3 }),
      row(3, { penaltyMinutesTotal: 4, canadianPointsTotal: 3, goalsCount: 2, matchCount: 3 }),
      row(4, { penaltyMinutesTotal: 4, canadianPointsTotal: 3, goalsCount: 2, matchCount: 2 }),
    ];
    const ranked = rankStatistics(rows, 'penaltyMinutes');
    expect(ids(ranked)).toEqual([2, 4, 3, 1]);
    expect(ranked.map((r) => r.position)).toEqual(['1', '2', '3', '4']);
  });

  it('gives rows tied on the sort and the tie key a shared position range', () => {
    const same = { canadianPointsTotal: 6, goalsCount: 4, matchCount: 3 };
    const rows = [row(1, { canadianPointsTotal: 9, goalsCount: 5, matchCount: 3 }), row(2, { canadianPointsTotal: 8, goalsCount: 5, matchCount: 3 }), row(3, same), row(4, same), row(5, { canadianPointsTotal: 1 })];
    expect(rankStatistics(rows, 'canadian').map((r) => [r.id, r.position])).toEqual([
      [1, '1'],
      [2, '2'],
      [3, '3-4'],
      [4, '3-4'],
      [5, '5'],
    ]);
  });

  it('replaces a position the row came with and keeps its other fields', () => {
    const [ranked] = rankStatistics([{ ...row(1, { goalsCount: 1 }), position: 7 }], 'goals');
    expect(ranked).toEqual({ id: 1, categoryId: 1, stats: { goalsCount: 1 }, position: '1' });
  });

  it('keeps at most 100 rows, and a tie across the cut keeps its full range', () => {
    const rows = Array.from({ length: 150 }, (_, i) => row(i + 1, { goalsCount: i < 99 ? 1000 - i : 1 }));
    const ranked = rankStatistics(rows, 'goals');
    expect(ranked).toHaveLength(100);
    expect(ranked[98].position).toBe('99');
    expect(ranked[99].position).toBe('100-150');
  });

  it('returns nothing for no rows', () => {
    expect(rankStatistics([], 'canadian')).toEqual([]);
  });

  it.each([
    ['handball', 'penalties2min', { penalties2minCount: 3 }, 3],
    ['basketball', 'points', { pointsCount: 41 }, 41],
    ['floorball', 'canadian', { canadianPointsTotal: 12 }, 12],
    ['floorball', 'penaltyMinutes', { penaltyMinutesTotal: 14 }, 14],
    ['handball', 'goals', { goalsCount: 8 }, 8],
  ] as const)('%s sorts by %s from its own counter', (sport, sort, stats, value) => {
    expect(getSportRules(sport).statisticsSorts.map((s) => s.code)).toContain(sort);
    expect(statisticsSortValue(row(1, stats), sort)).toBe(value);
  });

  it('ranks basketball scorers by points, not by goals', () => {
    const rows = [row(1, { pointsCount: 10, goalsCount: 9 }), row(2, { pointsCount: 30, goalsCount: 2 })];
    expect(ids(rankStatistics(rows, 'points'))).toEqual([2, 1]);
  });
});
