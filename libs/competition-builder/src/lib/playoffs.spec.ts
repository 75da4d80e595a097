import { bracketOrder, buildPlayoffs, playoffScheduleMatches, type PlayoffSource, type PlayoffTree } from './playoffs';

const groupsOf = (...sizes: number[]) => sizes.map((size, i) => ({ id: String.fromCharCode(65 + i), size }));
const fromGroup = (s: PlayoffSource) => (s.kind === 'group' ? `${String(s.groupId)}${s.position}` : null);
const firstRound = (tree: PlayoffTree) => tree.matches.filter((m) => m.round === 1);

describe('bracketOrder', () => {
  it('keeps the top seeds apart until the final', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(bracketOrder(2)).toEqual([1, 2]);
  });
});

describe('buildPlayoffs', () => {
  it('builds A of the winners and runners-up of eight groups: 16 teams, 15 matches, no byes, one final', () => {
    const [a] = buildPlayoffs({ categoryId: 1, groups: groupsOf(5, 5, 5, 5, 5, 5, 5, 5), trees: [{ playoff: 1, positions: [1, 2] }] });
    expect(a.size).toBe(16);
    expect(a.byes).toEqual([]);
    expect(a.matches).toHaveLength(15);
    expect(a.matches.filter((m) => m.roundsToFinal === 0)).toHaveLength(1);
    // Every winner meets a runner-up in the first round, never of its own group.
    for (const m of firstRound(a)) {
      const [home, away] = [fromGroup(m.home), fromGroup(m.away)];
      expect(home?.[1]).toBe('1');
      expect(away?.[1]).toBe('2');
      expect(home?.[0]).not.toBe(away?.[0]);
    }
  });

  it('avoids a first-round rematch of one group where the seeding would make one (seven groups: E1 v E2)', () => {
    // 14 teams in 16 lines: seed 5 (E1) would meet seed 12 (E2).
    const [a] = buildPlayoffs({ categoryId: 1, groups: groupsOf(4, 4, 4, 4, 4, 4, 4), trees: [{ playoff: 1, positions: [1, 2] }] });
    for (const m of firstRound(a)) {
      const [home, away] = [fromGroup(m.home), fromGroup(m.away)];
      if (home && away) expect(home[0]).not.toBe(away[0]);
    }
  });

  it('gives byes to the top seeds when the count is uneven, and a group then feeds two rounds', () => {
    const [a] = buildPlayoffs({ categoryId: 1, groups: groupsOf(4, 4, 4), trees: [{ playoff: 1, positions: [1, 2] }] });
    expect(a.entrants).toHaveLength(6);
    expect(a.size).toBe(8);
    expect(a.byes.map(fromGroup)).toEqual(['A1', 'B1']);
    expect(firstRound(a)).toHaveLength(2);
    // Group A's winner waits in a semi-final; its runner-up plays a quarter-final: two parents.
    const parentsOfA = a.matches.filter((m) => [m.home, m.away].some((s) => s.kind === 'group' && s.groupId === 'A'));
    expect(parentsOfA.map((m) => m.round).sort()).toEqual([1, 2]);
    expect(a.matches).toHaveLength(5);
  });

  it('builds B from places 3 and 4 and leaves out the place a small group lacks', () => {
    const [, b] = buildPlayoffs({
      categoryId: 1,
      groups: groupsOf(4, 4, 3),
      trees: [
        { playoff: 1, positions: [1, 2] },
        { playoff: 2, positions: [3, 4] },
      ],
    });
    expect(b.playoff).toBe(2);
    expect(b.entrants.map(fromGroup)).toEqual(['A3', 'B3', 'C3', 'A4', 'B4']);
    expect(b.byes).toHaveLength(3);
    expect(b.matches).toHaveLength(4);
  });

  it('adds the match for third place between the semi-final losers', () => {
    const [a] = buildPlayoffs({ categoryId: 1, groups: groupsOf(4, 4), trees: [{ playoff: 1, positions: [1, 2], thirdPlace: true }] });
    const third = a.matches.find((m) => m.thirdPlace);
    const semis = a.matches.filter((m) => m.roundsToFinal === 1).map((m) => m.key);
    expect(third?.home).toEqual({ kind: 'match', matchKey: semis[0], position: 2 });
    expect(third?.away).toEqual({ kind: 'match', matchKey: semis[1], position: 2 });
  });

  it('builds no tree for fewer than two entrants', () => {
    expect(buildPlayoffs({ categoryId: 1, groups: groupsOf(3), trees: [{ playoff: 2, positions: [4] }] })).toEqual([]);
  });
});

describe('playoffScheduleMatches', () => {
  it('makes each playoff match wait for the groups and matches that feed it', () => {
    const trees = buildPlayoffs({ categoryId: 1, groups: groupsOf(4, 4, 4), trees: [{ playoff: 1, positions: [1, 2] }] });
    const matches = playoffScheduleMatches(trees);
    const final = matches.find((m) => m.key.endsWith(':final'));
    expect(final?.after?.matches).toHaveLength(2);
    const semiWithBye = matches.find((m) => m.round === 2 && (m.after?.groups ?? []).length === 1);
    expect(semiWithBye?.after?.matches).toHaveLength(1);
    expect(matches.every((m) => m.home === null && m.away === null)).toBe(true);
  });
});

describe('group rematches behind byes', () => {
  it('does not let two entrants of one group meet in their first match after byes (nine groups, places 3 and 4)', () => {
    const [b] = buildPlayoffs({ categoryId: 1, groups: groupsOf(5, 5, 5, 5, 5, 5, 5, 5, 5), trees: [{ playoff: 2, positions: [3, 4] }] });
    expect(b.size).toBe(32);
    for (const m of b.matches) {
      const [home, away] = [fromGroup(m.home), fromGroup(m.away)];
      if (home && away) expect(home[0]).not.toBe(away[0]);
    }
  });
});
