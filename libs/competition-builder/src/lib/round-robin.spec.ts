import { roundRobinMatches, roundRobinPairs } from './round-robin';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('roundRobinPairs', () => {
  it.each([2, 3, 4, 5, 6, 7, 8])('with %i teams every pair meets once and nobody plays twice a round', (n) => {
    const rounds = roundRobinPairs(ids(n));
    expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
    const pairs = rounds.flat().map(([a, b]) => [a, b].sort().join('-'));
    expect(new Set(pairs).size).toBe((n * (n - 1)) / 2);
    expect(pairs).toHaveLength((n * (n - 1)) / 2);
    for (const round of rounds) expect(new Set(round.flat()).size).toBe(round.length * 2);
  });
});

describe('roundRobinMatches', () => {
  it.each([3, 4, 5, 6, 7, 8])('with %i teams no team is home more than once more than away', (n) => {
    const matches = roundRobinMatches({ id: 'g', categoryId: 1, teamIds: ids(n) });
    for (const team of ids(n)) {
      const home = matches.filter((m) => m.home === team).length;
      const away = matches.filter((m) => m.away === team).length;
      expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
    }
  });

  it('plays the top two seeds against each other in the last round', () => {
    const matches = roundRobinMatches({ id: 'g', categoryId: 1, teamIds: ids(5) });
    const last = Math.max(...matches.map((m) => m.round));
    const top = matches.find((m) => new Set([m.home, m.away]).has(1) && new Set([m.home, m.away]).has(2));
    expect(top?.round).toBe(last);
  });

  it('gives every match a unique key, its group and category', () => {
    const matches = roundRobinMatches({ id: 12, categoryId: 3, teamIds: ids(6) });
    expect(new Set(matches.map((m) => m.key)).size).toBe(15);
    expect(matches.every((m) => m.groupId === 12 && m.categoryId === 3 && !m.after)).toBe(true);
  });
});
