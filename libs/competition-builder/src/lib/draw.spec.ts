import { checkMove, type DrawTeam, drawGroups, drawViolations, explainPlacement, groupSizesFor, moveTeam } from './draw';

/** Teams with distinct clubs and countries unless given: strength falls with the number. */
function teams(count: number, shape: (i: number) => Partial<DrawTeam> = () => ({})): DrawTeam[] {
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, clubId: 100 + i, country: `C${i}`, strength: 100 - i, ...shape(i) }));
}

const groups = (...sizes: number[]) => sizes.map((size, i) => ({ key: String.fromCharCode(65 + i), size }));
const groupOf = (state: ReturnType<typeof drawGroups>, teamId: number) => state.groups.find((g) => g.teamIds.includes(teamId))?.key;

describe('groupSizesFor', () => {
  it('splits teams into groups of about the preferred size, bigger groups first', () => {
    expect(groupSizesFor(40, 5)).toEqual([5, 5, 5, 5, 5, 5, 5, 5]);
    expect(groupSizesFor(38, 5)).toEqual([5, 5, 5, 5, 5, 5, 4, 4]);
    expect(groupSizesFor(7, 4)).toEqual([4, 3]);
    expect(groupSizesFor(0, 4)).toEqual([]);
  });
});

describe('drawGroups', () => {
  it('fills every group to its planned size with every team exactly once', () => {
    const state = drawGroups({ teams: teams(14), groups: groups(4, 4, 3, 3), seed: 1 });
    expect(state.groups.map((g) => g.teamIds.length)).toEqual([4, 4, 3, 3]);
    expect(state.groups.flatMap((g) => g.teamIds).sort((a, b) => Number(a) - Number(b))).toEqual(teams(14).map((t) => t.id));
  });

  it('refuses sizes that do not add up to the teams', () => {
    expect(() => drawGroups({ teams: teams(5), groups: groups(3, 3), seed: 1 })).toThrow(RangeError);
  });

  it('snakes the pots: strongest teams A→D, the next pot D→A', () => {
    const state = drawGroups({ teams: teams(8), groups: groups(2, 2, 2, 2), seed: 1 });
    expect(state.groups.map((g) => g.teamIds)).toEqual([
      [1, 8],
      [2, 7],
      [3, 6],
      [4, 5],
    ]);
    expect(explainPlacement(state, 7)).toMatchObject({ rule: 'snake', pot: 2, groupKey: 'B', breaks: [] });
  });

  it('orders by the organiser’s pots before strength', () => {
    // Team 8 is the weakest by strength but the organiser put it in pot 1.
    const state = drawGroups({ teams: teams(8, (i) => ({ pot: i === 7 ? 1 : 2 })), groups: groups(2, 2, 2, 2), seed: 1 });
    expect(state.groups[0].teamIds[0]).toBe(8);
  });

  it('is the same draw for the same seed and another lot for another seed', () => {
    const equal = teams(16, () => ({ strength: 1 }));
    const a = drawGroups({ teams: equal, groups: groups(4, 4, 4, 4), seed: 7 });
    const b = drawGroups({ teams: equal, groups: groups(4, 4, 4, 4), seed: 7 });
    const c = drawGroups({ teams: equal, groups: groups(4, 4, 4, 4), seed: 8 });
    expect(b.groups).toEqual(a.groups);
    expect(c.groups).not.toEqual(a.groups);
  });

  it('keeps four teams of one club in four different groups although the snake would pair two', () => {
    // Teams 1 and 8 meet in group A by the snake; they are of the same club, as are 2 and 5.
    const clubs: Record<number, number> = { 1: 1, 8: 1, 2: 1, 5: 1 };
    const state = drawGroups({ teams: teams(8, (i) => (clubs[i + 1] ? { clubId: clubs[i + 1] } : {})), groups: groups(2, 2, 2, 2), seed: 3 });
    const clubGroups = [1, 8, 2, 5].map((id) => groupOf(state, id));
    expect(new Set(clubGroups).size).toBe(4);
    expect(drawViolations(state)).toEqual([]);
    const moved = [8, 5].map((id) => explainPlacement(state, id)).find((e) => e?.rule === 'avoidClub');
    expect(moved?.avoided?.[0]).toMatchObject({ constraint: 'sameClub', hard: true });
  });

  it('breaks the club rule only when a club has more teams than there are groups, and says so', () => {
    const state = drawGroups({ teams: teams(8, (i) => (i < 3 ? { clubId: 1 } : {})), groups: groups(4, 4), seed: 2 });
    const clubBreaks = drawViolations(state).filter((b) => b.constraint === 'sameClub');
    expect(clubBreaks).toHaveLength(1);
    expect(clubBreaks[0].hard).toBe(true);
  });

  it('keeps countries apart where possible: three countries of four teams over four groups', () => {
    // By strength X X Y Y | Z Z X X | Y Y Z Z: the plain snake would put both X of pot 2 with an X.
    const country = ['X', 'X', 'Y', 'Y', 'Z', 'Z', 'X', 'X', 'Y', 'Y', 'Z', 'Z'];
    const state = drawGroups({ teams: teams(12, (i) => ({ country: country[i] })), groups: groups(3, 3, 3, 3), seed: 4 });
    expect(drawViolations(state).filter((b) => b.constraint === 'sameCountry')).toEqual([]);
  });

  it('reports the unavoidable country clashes as soft', () => {
    const state = drawGroups({ teams: teams(6, () => ({ country: 'CZ' })), groups: groups(3, 3), seed: 4 });
    const breaks = drawViolations(state);
    expect(breaks.length).toBeGreaterThan(0);
    expect(breaks.every((b) => b.constraint === 'sameCountry' && !b.hard)).toBe(true);
  });
});

describe('drawGroups over many random entries', () => {
  // A linear congruential generator of the test's own, so the cases do not depend on the draw's lot.
  const generator = (seed: number) => {
    let x = seed * 9973;
    return () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  };

  it.each(Array.from({ length: 60 }, (_, i) => i + 1))('parts every club that has no more teams than groups (case %i)', (seed) => {
    const random = generator(seed);
    const count = 8 + Math.floor(random() * 40);
    const sizes = groupSizesFor(count, 3 + Math.floor(random() * 4));
    const clubs = Math.max(2, Math.floor(count / (1 + random() * Math.min(sizes.length, 4))));
    const entry = teams(count, () => ({ clubId: Math.floor(random() * clubs), country: String(Math.floor(random() * 5)), strength: Math.floor(random() * 100) }));
    const perClub = new Map<unknown, number>();
    for (const t of entry) perClub.set(t.clubId, (perClub.get(t.clubId) ?? 0) + 1);
    // A club with k teams more than groups must share a group k times (one pair each when k ≤ groups).
    const unavoidable = [...perClub.values()].reduce((sum, n) => sum + Math.max(0, n - sizes.length), 0);
    const state = drawGroups({ teams: entry, groups: sizes.map((size, i) => ({ key: i, size })), seed });
    expect(drawViolations(state).filter((b) => b.constraint === 'sameClub').length).toBeLessThanOrEqual(unavoidable);
    expect(state.groups.map((g) => g.teamIds.length)).toEqual(sizes);
  });
});

describe('manual moves', () => {
  const base = () => drawGroups({ teams: teams(8, (i) => (i === 0 || i === 1 ? { clubId: 1, country: 'CZ' } : {})), groups: groups(2, 2, 2, 2), seed: 1 });

  it('a move to a group without club or country mates breaks only the sizes and the pot', () => {
    const state = base();
    const breaks = checkMove(state, 3, 'D');
    expect(breaks.map((b) => b.constraint).sort()).toEqual(['groupSize', 'groupSize', 'samePot'].sort());
  });

  it('moving a team to its club mate’s group breaks the hard club rule and the country rule', () => {
    const state = base();
    const target = groupOf(state, 2) as string;
    const breaks = checkMove(state, 1, target);
    expect(breaks).toEqual(expect.arrayContaining([expect.objectContaining({ constraint: 'sameClub', hard: true, teamIds: [2] }), expect.objectContaining({ constraint: 'sameCountry', hard: false })]));
  });

  it('a move into its own group breaks nothing', () => {
    const state = base();
    expect(checkMove(state, 1, groupOf(state, 1) as string)).toEqual([]);
  });

  it('after a move the team is explained as moved by hand, with what it breaks there', () => {
    const state = base();
    const from = groupOf(state, 1);
    const target = groupOf(state, 2) as string;
    const moved = moveTeam(state, 1, target);
    expect(groupOf(moved, 1)).toBe(target);
    expect(explainPlacement(moved, 1)).toMatchObject({ rule: 'manual', fromGroupKey: from, groupKey: target });
    expect(explainPlacement(moved, 1)?.breaks.map((b) => b.constraint)).toContain('sameClub');
    // The club mate now breaks it too.
    expect(explainPlacement(moved, 2)?.breaks.map((b) => b.constraint)).toContain('sameClub');
  });

  it('explains nothing for a team that is not in the draw', () => {
    expect(explainPlacement(base(), 99)).toBeNull();
  });
});
