import { buildBracket, parsePlayoffCategory, playoffLetter, splitByRoot, type BracketGroupInput, type BracketMatchInput } from './bracket-tree';

const levels = [
  { id: 1, isBracket: false, order: 1 },
  { id: 3, isBracket: true, order: 3 },
  { id: 4, isBracket: true, order: 4 },
  { id: 5, isBracket: true, order: 5 },
];
const group = (id: number, level: number, playoffCategory: number | null, teamCategoryId = 7): BracketGroupInput => ({ id, competitionRoundLevelId: level, teamCategoryId, playoffCategory });
const match = (id: number, groupId: number, home: number | null, away: number | null, startsAt = `2026-04-0${Math.min(9, 1 + Math.floor(id / 10))}T10:00:00Z`): BracketMatchInput => ({
  id,
  competitionGroupId: groupId,
  homeTeamCompetitionGroupId: home,
  awayTeamCompetitionGroupId: away,
  startsAt,
});

// Group stage 1–4 feed two semi-finals (playoff A) which feed the final; playoff B has its own final.
const groups = [group(1, 1, null), group(2, 1, null), group(3, 1, null), group(4, 1, null), group(11, 4, 1), group(12, 4, 1), group(21, 5, 1), group(31, 5, 2)];
const matches = [match(101, 11, 1, 2), match(102, 12, 3, 4), match(201, 21, 11, 12), match(301, 31, 1, 3)];

describe('buildBracket', () => {
  it('links semi-finals under the final through their feeding groups', () => {
    const bracket = buildBracket(matches, groups, levels, { teamCategoryIds: [7], playoffCategory: 1 });
    expect(bracket.roots).toHaveLength(1);
    expect(bracket.roots[0].matches.map((m) => m.id)).toEqual([201]);
    expect(bracket.roots[0].children.map((c) => c.matches[0].id)).toEqual([101, 102]);
    expect(bracket.rounds.map((r) => r.nodes.map((n) => n.key))).toEqual([[101, 102], [201]]);
  });

  it('keeps playoff A and playoff B apart (static groups 1 and 2)', () => {
    const a = buildBracket(matches, groups, levels, { teamCategoryIds: [7], playoffCategory: 1 });
    const b = buildBracket(matches, groups, levels, { teamCategoryIds: [7], playoffCategory: 2 });
    expect(a.rounds.flatMap((r) => r.nodes.flatMap((n) => n.matches.map((m) => m.id)))).toEqual([101, 102, 201]);
    expect(b.roots.map((r) => r.matches.map((m) => m.id))).toEqual([[301]]);
    expect(b.roots[0].children).toEqual([]);
  });

  it('merges the parents of a group that feeds several matches into one node', () => {
    // Quarter-final group 13 feeds both semi-final 21 (winner) and semi-final 22 (runner-up).
    const merged = [group(11, 3, 1), group(12, 3, 1), group(13, 3, 1), group(21, 4, 1), group(22, 4, 1)];
    const list = [match(101, 11, 1, 2), match(102, 12, 2, 3), match(103, 13, 3, 4), match(201, 21, 11, 13), match(202, 22, 12, 13)];
    const bracket = buildBracket(list, merged, levels, { teamCategoryIds: [7], playoffCategory: 1 });
    expect(bracket.roots).toHaveLength(1);
    const root = bracket.roots[0];
    expect(root.matches.map((m) => m.id).sort()).toEqual([201, 202]);
    expect(root.children.map((c) => c.key)).toEqual([101, 103, 102]);
    // Every match appears exactly once in the columns.
    expect(bracket.rounds.flatMap((r) => r.nodes.flatMap((n) => n.matches.map((m) => m.id))).sort()).toEqual([101, 102, 103, 201, 202]);
  });

  it('gives one root per category when a code covers boys and girls', () => {
    const both = [...groups, group(41, 5, 1, 8)];
    const bracket = buildBracket([...matches, match(401, 41, 1, 2)], both, levels, { teamCategoryIds: [7, 8], playoffCategory: 1 });
    expect(bracket.roots.map((r) => r.key)).toEqual([201, 401]);
    expect(splitByRoot(bracket).map((b) => b.rounds.map((r) => r.nodes.map((n) => n.key)))).toEqual([[[101, 102], [201]], [[401]]]);
  });

  it('is empty for a category without playoff matches', () => {
    expect(buildBracket(matches, groups, levels, { teamCategoryIds: [99], playoffCategory: 1 })).toEqual({ roots: [], rounds: [] });
  });
});

describe('playoff categories', () => {
  it('reads the route segment as a number or a letter', () => {
    expect(parsePlayoffCategory('1')).toBe(1);
    expect(parsePlayoffCategory('b')).toBe(2);
    expect(parsePlayoffCategory(undefined)).toBe(1);
    expect(parsePlayoffCategory('x!')).toBeNull();
  });
  it('names the static playoff groups A and B', () => {
    expect(playoffLetter(1)).toBe('A');
    expect(playoffLetter(2)).toBe('B');
  });
});
