import type { StandingDecider, TieBreaker } from '../sports/types';
import type { TieBreakStep } from './procedures';

/** A value a criterion ranks by; higher is better. */
export type CriterionValue = (criterion: TieBreaker, teamId: number) => number;

export interface RankContext {
  /** Values over all the group's matches. */
  overall: CriterionValue;
  /** Values over only the matches among the given teams (the head-to-head table of that set). */
  headToHead: (teamIds: readonly number[]) => CriterionValue;
  steps: readonly TieBreakStep[];
  /** Team ids in the order an organiser drew them by lots; teams not all in it wait for a draw. */
  lots?: readonly number[];
}

export interface RankedTeam {
  teamId: number;
  decidedBy: StandingDecider;
  /** Lots only: the teams level after every criterion (the set one draw orders), this one included. */
  drawSet?: number[];
}

/** Splits teams into runs of equal value, best first (a comparator safe for Infinity). */
export function bucketsBy(teams: readonly number[], value: (teamId: number) => number): number[][] {
  const scored = teams.map((teamId) => ({ teamId, value: value(teamId) })).sort((a, b) => (a.value === b.value ? 0 : a.value > b.value ? -1 : 1));
  const buckets: { value: number; teams: number[] }[] = [];
  for (const { teamId, value: v } of scored) {
    const last = buckets[buckets.length - 1];
    if (last && last.value === v) last.teams.push(teamId);
    else buckets.push({ value: v, teams: [teamId] });
  }
  return buckets.map((b) => b.teams);
}

/** Nothing separates the teams: a recorded draw orders them, otherwise team id stands in until one is made. */
function byLots(teams: readonly number[], lots: readonly number[] | undefined): RankedTeam[] {
  const drawSet = [...teams].sort((a, b) => a - b);
  const drawn = lots !== undefined && teams.every((id) => lots.includes(id));
  if (drawn) return [...teams].sort((a, b) => lots.indexOf(a) - lots.indexOf(b)).map((teamId) => ({ teamId, decidedBy: 'drawnLots', drawSet }));
  return drawSet.map((teamId) => ({ teamId, decidedBy: 'lots', drawSet }));
}

/**
 * Orders teams by criteria one after another: a team alone in its run is placed by the criterion that
 * split it off. Runs still level go on with the next criterion, or with `restartOnSplit` straight to
 * `next` (which starts them over); runs level on every criterion go to `next` with `split` false.
 */
function sequential(
  teams: readonly number[],
  criteria: readonly TieBreaker[],
  value: CriterionValue,
  next: (level: number[], split: boolean) => RankedTeam[],
  restartOnSplit = false,
): RankedTeam[] {
  if (criteria.length === 0) return next([...teams], false);
  const [criterion, ...rest] = criteria;
  const buckets = bucketsBy(teams, (id) => value(criterion, id));
  if (buckets.length === 1) return sequential(teams, rest, value, next, restartOnSplit);
  return buckets.flatMap((bucket) => {
    if (bucket.length === 1) return [{ teamId: bucket[0], decidedBy: criterion }];
    return restartOnSplit ? next(bucket, true) : sequential(bucket, rest, value, next, restartOnSplit);
  });
}

/**
 * UEFA: sorts by all head-to-head criteria at once; a team is placed by the last criterion it needed to
 * differ from its neighbours. Runs level on all of them are returned for the caller to reapply.
 */
function lexicographic(teams: readonly number[], criteria: readonly TieBreaker[], value: CriterionValue): (RankedTeam | number[])[] {
  const key = (id: number) => criteria.map((c) => value(c, id));
  const firstDifference = (a: number[], b: number[]) => a.findIndex((x, i) => x !== b[i]);
  const sorted = teams.map((id) => ({ id, key: key(id) }));
  sorted.sort((a, b) => {
    const i = firstDifference(a.key, b.key);
    return i < 0 ? 0 : a.key[i] > b.key[i] ? -1 : 1;
  });
  const out: (RankedTeam | number[])[] = [];
  sorted.forEach((team, index) => {
    const previous = sorted[index - 1];
    const last = out[out.length - 1];
    if (previous && firstDifference(previous.key, team.key) < 0) {
      // Level with the team before on every criterion: they form (or grow) one run.
      if (Array.isArray(last)) last.push(team.id);
      else out[out.length - 1] = [previous.id, team.id];
      return;
    }
    const next = sorted[index + 1];
    const levels = [previous, next].filter((n) => n !== undefined).map((n) => firstDifference(n.key, team.key));
    const needed = Math.max(...levels.filter((l) => l >= 0), 0);
    out.push({ teamId: team.id, decidedBy: criteria[needed] });
  });
  return out;
}

/** Orders a set of teams level on everything before `steps[from]`. */
export function rankLevelTeams(teams: readonly number[], context: RankContext, from = 0): RankedTeam[] {
  const step = context.steps[from];
  if (step === undefined) return byLots(teams, context.lots);
  const onward = (level: readonly number[]) => rankLevelTeams(level, context, from + 1);
  if (step.kind === 'overall') return sequential(teams, [step.criterion], context.overall, onward);

  const table = context.headToHead(teams);
  // A head-to-head step may end with overall criteria (FIBA D.1.3 lists both in one procedure); those
  // still read all the group's matches.
  const value: CriterionValue = (criterion, teamId) => (criterion.startsWith('h2h') ? table(criterion, teamId) : context.overall(criterion, teamId));
  switch (step.mode) {
    case 'sameTable':
      return sequential(teams, step.criteria, value, onward);
    case 'restart':
      // A smaller set of level teams starts again with the games among just its own teams.
      return sequential(teams, step.criteria, value, (level, split) => (split ? rankLevelTeams(level, context, from) : onward(level)), true);
    case 'reapply':
      return lexicographic(teams, step.criteria, value).flatMap((entry) => {
        if (!Array.isArray(entry)) return [entry];
        // Level on every head-to-head criterion: a smaller set starts them again among itself; the whole set goes on.
        return entry.length < teams.length ? rankLevelTeams(entry, context, from) : onward(entry);
      });
  }
}
