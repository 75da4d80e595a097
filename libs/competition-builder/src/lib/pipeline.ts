import { type DrawState, type DrawTeam, drawGroups, groupSizesFor } from './draw';
import { type Id, idKey } from './ids';
import { buildPlayoffs, playoffScheduleMatches, type PlayoffTree, type PlayoffTreeSpec } from './playoffs';
import { roundRobinMatches } from './round-robin';
import type { ScheduleCategory, ScheduleHall, ScheduleInput, ScheduleMatch, ScheduleResult, TravelTime } from './schedule-types';
import { schedule } from './scheduler';

export interface PlannedCategory extends ScheduleCategory {
  teams: DrawTeam[];
  /** Teams per group the organiser aims at (sizes then differ by at most one). */
  groupSize: number;
  playoffs: PlayoffTreeSpec[];
}

/** A whole tournament to build: the input of the draw, the scheduler and the playoff builder together. */
export interface CompetitionPlan {
  days: number;
  halls: ScheduleHall[];
  travel: TravelTime[];
  categories: PlannedCategory[];
  seed: number;
}

export interface BuiltCompetition {
  draws: { categoryId: Id; draw: DrawState }[];
  trees: PlayoffTree[];
  input: ScheduleInput;
  result: ScheduleResult;
  /** Milliseconds of each step. */
  timings: { draw: number; playoffs: number; schedule: number };
}

/** Group keys unique over the tournament: the category id and the group letter. */
const groupKey = (categoryId: Id, index: number): string => `${String(categoryId)}-${String.fromCharCode(65 + index)}`;

/** Draw, round robin, playoff trees and schedule of a whole tournament (the benchmark and the builder's "build all"). */
export function buildCompetition(plan: CompetitionPlan): BuiltCompetition {
  let t = Date.now();
  const draws = plan.categories.map((c, i) => ({
    categoryId: c.id,
    draw: drawGroups({ teams: c.teams, groups: groupSizesFor(c.teams.length, c.groupSize).map((size, g) => ({ key: groupKey(c.id, g), size })), seed: plan.seed + i }),
  }));
  const groupMatches: ScheduleMatch[] = draws.flatMap(({ categoryId, draw }) => draw.groups.flatMap((g) => roundRobinMatches({ id: g.key, categoryId, teamIds: g.teamIds })));
  const drawMs = Date.now() - t;
  t = Date.now();
  const trees = plan.categories.flatMap((c) => {
    const draw = draws.find((d) => idKey(d.categoryId) === idKey(c.id))?.draw;
    return draw ? buildPlayoffs({ categoryId: c.id, groups: draw.groups.map((g) => ({ id: g.key, size: g.teamIds.length })), trees: c.playoffs }) : [];
  });
  const playoffMs = Date.now() - t;
  const input: ScheduleInput = {
    days: plan.days,
    halls: plan.halls,
    travel: plan.travel,
    categories: plan.categories.map(({ id, matchMinutes, restMinutes, maxMatchesPerDay, preferredLatestEnd }) => ({ id, matchMinutes, restMinutes, maxMatchesPerDay, preferredLatestEnd })),
    matches: [...groupMatches, ...playoffScheduleMatches(trees)],
  };
  t = Date.now();
  const result = schedule(input);
  return { draws, trees, input, result, timings: { draw: drawMs, playoffs: playoffMs, schedule: Date.now() - t } };
}
