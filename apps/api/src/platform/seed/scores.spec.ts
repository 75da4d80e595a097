import { getSportRules, type Sport } from '@phc/tournaments';
import { createRandom } from './random';
import { roundRobin } from './round-robin';
import { finalScore, orderSets, rallies, setScores, splitScore } from './scores';

describe('splitScore', () => {
  it.each<Sport>(['handball', 'floorball', 'basketball', 'volleyball', 'football'])('adds the %s scoring events up to exactly the score', (sport) => {
    const random = createRandom(7);
    const rules = getSportRules(sport);
    for (let score = 0; score <= 60; score++) {
      expect(splitScore(score, rules.eventTypes, random).reduce((sum, e) => sum + e.scoreDelta, 0)).toBe(score);
    }
  });

  it('uses mostly plain goals and never own goals', () => {
    const events = splitScore(500, getSportRules('football').eventTypes, createRandom(1));
    expect(events.filter((e) => e.code === 'goal').length).toBeGreaterThan(350);
    expect(events.some((e) => e.code === 'own_goal')).toBe(false);
  });

  it('mixes 2- and 3-point baskets into basketball scores', () => {
    const codes = new Set(splitScore(80, getSportRules('basketball').eventTypes, createRandom(3)).map((e) => e.code));
    expect(codes).toEqual(new Set(['points_1', 'points_2', 'points_3']));
  });
});

describe('finalScore', () => {
  it('gives volleyball a best-of-three set score with a winner', () => {
    const random = createRandom(11);
    for (let i = 0; i < 200; i++) {
      const [home, away] = finalScore('volleyball', random);
      expect(Math.max(home, away)).toBe(2);
      expect(Math.min(home, away)).toBeLessThanOrEqual(1);
    }
  });

  it('never ends a basketball game level', () => {
    const random = createRandom(5);
    for (let i = 0; i < 500; i++) {
      const [home, away] = finalScore('basketball', random);
      expect(home).not.toBe(away);
    }
  });
});

describe('orderSets', () => {
  it('puts one of the winner’s sets last', () => {
    const random = createRandom(9);
    for (let i = 0; i < 50; i++) {
      const sets = [{ team: 1 }, { team: 2 }, { team: 1 }];
      const ordered = orderSets(sets, 1, random);
      expect(ordered).toHaveLength(3);
      expect(ordered[2].team).toBe(1);
    }
  });
});

describe('setScores and rallies', () => {
  it('plays 25-point sets and a 15-point deciding set, the match winner taking the last one', () => {
    const random = createRandom(13);
    for (let i = 0; i < 100; i++) {
      const sets = setScores([1, 2], random);
      expect(sets).toHaveLength(3);
      expect(sets.filter((s) => s.away > s.home)).toHaveLength(2);
      expect(sets[2].away).toBe(15);
      expect(Math.max(sets[0].home, sets[0].away)).toBe(25);
      for (const set of sets) expect(Math.abs(set.home - set.away)).toBeGreaterThanOrEqual(2);
    }
  });

  it('ends a set on its winner’s point without the winner reaching the target earlier', () => {
    const random = createRandom(17);
    const sequence = rallies({ home: 18, away: 25 }, random);
    expect(sequence).toHaveLength(43);
    expect(sequence[sequence.length - 1]).toBe('away');
    expect(sequence.slice(0, -1).filter((s) => s === 'away')).toHaveLength(24);
  });
});

describe('roundRobin', () => {
  it.each([4, 5, 6])('pairs every two of %i teams exactly once, each team at most once a round', (n) => {
    const teams = Array.from({ length: n }, (_, i) => i);
    const rounds = roundRobin(teams);
    const pairs = rounds.flat().map(([a, b]) => [Math.min(a, b), Math.max(a, b)].join('-'));
    expect(pairs).toHaveLength((n * (n - 1)) / 2);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const round of rounds) {
      const playing = round.flat();
      expect(new Set(playing).size).toBe(playing.length);
    }
    expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
  });
});

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });
});
