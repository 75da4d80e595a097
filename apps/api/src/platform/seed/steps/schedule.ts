import { roundRobin } from '../round-robin';
import { days, insertBatched, slotMinutes, slotsPerDay, type SeedBase, type StepOut } from './context';
import type { seedCategories, seedPlaces, seedSport } from './catalogue';
import type { seedTeams } from './clubs';

type ScheduleInput = SeedBase & StepOut<typeof seedPlaces> & StepOut<typeof seedSport> & StepOut<typeof seedCategories> & StepOut<typeof seedTeams>;

export type Slot = { dayIndex: number; slot: number; hall: number };
export type PlannedMatch = {
  group: number;
  home: number | null;
  away: number | null;
  homeGroup: number | null;
  awayGroup: number | null;
  homePos: number | null;
  awayPos: number | null;
  when: Slot;
};
type Unscheduled = Omit<PlannedMatch, 'when'>;

/** Halls × 18 slots a day; a round starts on a fresh slot so nobody plays twice at once. */
export function slotPlanner(firstDay: Date, hallCount: number) {
  const used = Array.from({ length: days }, () => 0);
  return {
    slotTime: (dayIndex: number, slot: number) => new Date(firstDay.getTime() + dayIndex * 24 * 3600_000 + (8 * 60 + slot * slotMinutes) * 60_000),
    /** The round's matches, each on the next free slot of the day, the round starting on a fresh slot. */
    place(planned: PlannedMatch[], round: Unscheduled[], dayIndex: number) {
      used[dayIndex] = Math.ceil(used[dayIndex] / hallCount) * hallCount;
      for (const m of round) {
        const index = used[dayIndex]++;
        const slot = Math.floor(index / hallCount);
        if (slot >= slotsPerDay) throw new Error(`The demo schedule overflows day ${dayIndex + 1}`);
        planned.push({ ...m, when: { dayIndex, slot, hall: index % hallCount } });
      }
    },
  };
}

/** Group stage: groups of 4–6 per category, round robin; their rounds by round. */
async function seedGroups({ trx, random, roundLevels, categories, categoryDefs, teamDefs, drawnTeams, teams }: ScheduleInput, smallCourtOfGroup: Map<number, boolean>) {
  const groupRounds: Unscheduled[][] = [];
  const groupsOfCategory = new Map<number, { id: number; teams: number[] }[]>();
  for (const [ci, category] of categories.entries()) {
    const categoryTeams = random.shuffle(teamDefs.map((t, i) => ({ t, i })).filter(({ t, i }) => i < drawnTeams && t.category === ci).map(({ i }) => i));
    const groupCount = Math.max(1, Math.round(categoryTeams.length / 5));
    const groupRows = await insertBatched(
      trx,
      'groups',
      Array.from({ length: groupCount }, (_, g) => ({ round_level_id: roundLevels[0].id, team_category_id: category.id, playoff_category: null, name: `${categoryDefs[ci].code}${categoryDefs[ci].gender} – ${String.fromCharCode(65 + g)}` })),
      true,
    );
    const groups = groupRows.map((g, gi) => ({ id: g.id, teams: categoryTeams.filter((_, k) => k % groupCount === gi) }));
    groupsOfCategory.set(ci, groups);
    for (const g of groups) smallCourtOfGroup.set(g.id, categoryDefs[ci].small_court);
    await insertBatched(trx, 'group_teams', groups.flatMap((g) => g.teams.map((ti, seed) => ({ group_id: g.id, team_id: teams[ti].id, seed: seed + 1 }))));
    for (const g of groups)
      roundRobin(g.teams).forEach((round, r) =>
        round.forEach(([home, away]) => (groupRounds[r] ??= []).push({ group: g.id, home, away, homeGroup: null, awayGroup: null, homePos: null, awayPos: null })),
      );
  }
  return { groupRounds, groupsOfCategory };
}

type Feeder = { home: { group: number; pos: number }; away: { group: number; pos: number } };

/**
 * One bracket of a category, level by level down to its final: the first round pairs group g's first
 * position with group g+1's second, so each group feeds two matches.
 */
async function seedBracket({ trx, roundLevels, categoryDefs }: ScheduleInput, ci: number, categoryId: number, playoff: 1 | 2, firstFeeders: Feeder[], smallCourtOfGroup: Map<number, boolean>, bracketLevels: Unscheduled[][]) {
  let feeders = firstFeeders;
  for (let level = 0; feeders.length >= 1; level++) {
    const created = await insertBatched(
      trx,
      'groups',
      feeders.map((_, k) => ({
        round_level_id: roundLevels[feeders.length >= 8 ? 1 : feeders.length >= 4 ? 2 : feeders.length >= 2 ? 3 : 4].id,
        team_category_id: categoryId,
        playoff_category: playoff,
        name: `${categoryDefs[ci].code}${categoryDefs[ci].gender} ${playoff === 1 ? 'A' : 'B'} ${level + 1}/${k + 1}`,
      })),
      true,
    );
    for (const g of created) smallCourtOfGroup.set(g.id, categoryDefs[ci].small_court);
    created.forEach((g, k) => (bracketLevels[level] ??= []).push({ group: g.id, home: null, away: null, homeGroup: feeders[k].home.group, awayGroup: feeders[k].away.group, homePos: feeders[k].home.pos, awayPos: feeders[k].away.pos }));
    if (created.length === 1) break;
    const next: Feeder[] = [];
    for (let k = 0; k + 1 < created.length; k += 2) next.push({ home: { group: created[k].id, pos: 1 }, away: { group: created[k + 1].id, pos: 1 } });
    if (created.length % 2 === 1) next.push({ home: { group: created[created.length - 1].id, pos: 1 }, away: { group: created[0].id, pos: 2 } });
    feeders = next;
  }
}

/** Five group rounds over the first three days (two, two and one); the brackets on days 3 and 4. */
export async function seedSchedule(input: ScheduleInput) {
  const planner = slotPlanner(input.firstDay, input.halls.length);
  const planned: PlannedMatch[] = [];
  // Whose matches are played on a small court: the periods (and so the events' minutes) are shorter.
  const smallCourtOfGroup = new Map<number, boolean>();
  const { groupRounds, groupsOfCategory } = await seedGroups(input, smallCourtOfGroup);
  const dayOfRound = [0, 0, 1, 1, 2];
  groupRounds.forEach((round, r) => planner.place(planned, round, dayOfRound[Math.min(r, dayOfRound.length - 1)]));
  // Playoff A (winners and runners-up) and B (3rd and 4th) brackets, fed from the groups.
  const bracketLevels: Unscheduled[][] = [];
  for (const [ci, category] of input.categories.entries()) {
    const groups = groupsOfCategory.get(ci) ?? [];
    if (groups.length < 2) continue;
    for (const [playoff, positions] of [
      [1, [1, 2]],
      [2, [3, 4]],
    ] as const) {
      const feeders = groups.map((g, gi) => ({ home: { group: g.id, pos: positions[0] }, away: { group: groups[(gi + 1) % groups.length].id, pos: positions[1] } }));
      await seedBracket(input, ci, category.id, playoff, feeders, smallCourtOfGroup, bracketLevels);
    }
  }
  // The first bracket round after the last group round on day 3, the rest level by level on day 4.
  bracketLevels.forEach((level, l) => planner.place(planned, level, l === 0 ? 2 : 3));
  return { planned, smallCourtOfGroup, slotTime: planner.slotTime };
}
