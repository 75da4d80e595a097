import { drawGroups, explainPlacement } from '@phc/competition-builder';
import { drawTeamOf, type StoredTeam } from './draw-team';

/** Twelve teams of twelve clubs, the first four in pot 1, the next four in pot 2, the rest in pot 3. */
const rows: StoredTeam[] = Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, club_id: i + 1, country_code: i % 2 ? 'CZ' : 'SK', seeding_pot: Math.floor(i / 4) + 1 }));

describe('the stored seeding pots in the draw', () => {
  it('passes a stored pot to the draw and leaves a team without one unpotted', () => {
    expect(drawTeamOf(rows[5])).toEqual({ id: 105, clubId: 6, country: 'CZ', pot: 2 });
    expect(drawTeamOf({ ...rows[5], seeding_pot: null })).toEqual({ id: 105, clubId: 6, country: 'CZ' });
  });

  it('puts one team of every stored pot into each of four groups, whatever the seed', () => {
    for (const seed of [1, 2, 3, 99]) {
      const draw = drawGroups({ teams: rows.map(drawTeamOf), groups: [1, 2, 3, 4].map((key) => ({ key, size: 3 })), seed });
      const potOf = new Map(rows.map((r) => [r.id, r.seeding_pot]));
      for (const group of draw.groups) expect(group.teamIds.map((id) => potOf.get(Number(id))).sort()).toEqual([1, 2, 3]);
      // The draw's pot of a team is its stored pot: pot 1 is the first row of the snake.
      for (const row of rows) expect(explainPlacement(draw, row.id)?.pot).toBe(row.seeding_pot);
    }
  });

  it('draws the potted teams before the unpotted: pot 1 is spread over the groups even when listed last', () => {
    const reversed = [...rows].reverse().map((r, i) => ({ ...r, seeding_pot: i >= 8 ? 1 : null }));
    const draw = drawGroups({ teams: reversed.map(drawTeamOf), groups: [1, 2, 3, 4].map((key) => ({ key, size: 3 })), seed: 5 });
    const potted = new Set(reversed.filter((r) => r.seeding_pot === 1).map((r) => r.id));
    for (const group of draw.groups) expect(group.teamIds.filter((id) => potted.has(Number(id)))).toHaveLength(1);
  });
});
