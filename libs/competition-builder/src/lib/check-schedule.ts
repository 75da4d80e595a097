import { type Id, idKey } from './ids';
import type { HardViolation, Placement, ScheduleInput, ScheduleMatch, SoftScore, SoftWeights } from './schedule-types';
import { dependenciesOf, scheduleLookups } from './travel';

const dayMinutes = 24 * 60;

interface Placed {
  match: ScheduleMatch;
  placement: Placement;
  /** Absolute minutes from the first day's midnight. */
  start: number;
  end: number;
}

/** The placements joined to their matches; unknown and duplicate placements become violations. */
function placedMatches(input: ScheduleInput, placements: readonly Placement[], violations: HardViolation[]) {
  const lookups = scheduleLookups(input);
  const placed = new Map<string, Placed>();
  for (const p of placements) {
    const match = lookups.matchOf(p.matchKey);
    const category = match && lookups.category(match);
    if (!match || !category) violations.push({ constraint: 'unknownMatch', matchKeys: [p.matchKey] });
    else if (placed.has(p.matchKey)) violations.push({ constraint: 'duplicate', matchKeys: [p.matchKey] });
    else {
      const start = p.day * dayMinutes + p.start;
      placed.set(p.matchKey, { match, placement: p, start, end: start + category.matchMinutes });
    }
  }
  return { lookups, placed };
}

function checkHalls(input: ScheduleInput, placed: Iterable<Placed>, violations: HardViolation[]) {
  const halls = new Map(input.halls.map((h) => [idKey(h.id), h]));
  const byHall = new Map<string, Placed[]>();
  for (const p of placed) {
    const { day, start, hallId } = p.placement;
    const length = p.end - p.start;
    const keys = [p.match.key];
    if (day < 0 || day >= input.days) violations.push({ constraint: 'dayOutOfRange', matchKeys: keys });
    const open = halls.get(idKey(hallId))?.open.some((w) => w.day === day && w.from <= start && start + length <= w.to);
    if (!open) violations.push({ constraint: 'hallClosed', matchKeys: keys, hallId });
    const list = byHall.get(idKey(hallId)) ?? [];
    list.push(p);
    byHall.set(idKey(hallId), list);
  }
  for (const list of byHall.values()) {
    list.sort((a, b) => a.start - b.start);
    let last: Placed | undefined;
    for (const p of list) {
      if (last && p.start < last.end) violations.push({ constraint: 'hallOverlap', matchKeys: [last.match.key, p.match.key], hallId: p.placement.hallId });
      if (!last || p.end > last.end) last = p;
    }
  }
}

function byTeam(placed: Iterable<Placed>): Map<string, { teamId: Id; list: Placed[] }> {
  const teams = new Map<string, { teamId: Id; list: Placed[] }>();
  for (const p of placed)
    for (const teamId of [p.match.home, p.match.away]) {
      if (teamId === null) continue;
      const entry = teams.get(idKey(teamId)) ?? { teamId, list: [] };
      entry.list.push(p);
      teams.set(idKey(teamId), entry);
    }
  for (const entry of teams.values()) entry.list.sort((a, b) => a.start - b.start);
  return teams;
}

function checkTeams(placed: Map<string, Placed>, lookups: ReturnType<typeof scheduleLookups>, violations: HardViolation[]) {
  for (const { teamId, list } of byTeam(placed.values()).values()) {
    const perDay = new Map<number, Placed[]>();
    for (const p of list) perDay.set(p.placement.day, [...(perDay.get(p.placement.day) ?? []), p]);
    for (const day of perDay.values()) {
      const limit = lookups.category(day[0].match)?.maxMatchesPerDay;
      if (limit !== undefined && day.length > limit) violations.push({ constraint: 'dailyLimit', matchKeys: day.map((p) => p.match.key), teamId });
    }
    for (let i = 1; i < list.length; i++) {
      const [prev, next] = [list[i - 1], list[i]];
      const keys = [prev.match.key, next.match.key];
      const gap = next.start - prev.end;
      const travel = lookups.travel(prev.placement.hallId, next.placement.hallId);
      const rest = lookups.category(next.match)?.restMinutes ?? 0;
      if (gap < 0) violations.push({ constraint: 'teamOverlap', matchKeys: keys, teamId });
      else if (gap < travel) violations.push({ constraint: 'travel', matchKeys: keys, teamId });
      else if (gap < travel + rest) violations.push({ constraint: 'rest', matchKeys: keys, teamId });
    }
  }
}

function checkDependencies(placed: Map<string, Placed>, lookups: ReturnType<typeof scheduleLookups>, violations: HardViolation[]) {
  for (const p of placed.values()) {
    const rest = lookups.category(p.match)?.restMinutes ?? 0;
    for (const dep of dependenciesOf(p.match, lookups)) {
      const d = placed.get(dep.key);
      const ready = d ? d.end + rest + lookups.travel(d.placement.hallId, p.placement.hallId) : Infinity;
      if (p.start < ready) violations.push({ constraint: 'dependency', matchKeys: [dep.key, p.match.key] });
    }
  }
}

/**
 * Every hard constraint the placements break, recomputed from the input alone (it shares no code
 * with the scheduler's search, so a test of the scheduler through it can fail).
 * Rest and travel: a team's next match starts no sooner than its previous one ended plus the travel
 * between the two halls plus the category's rest (the bus ride is not rest). A playoff match starts
 * after every match that feeds it ended, with the same rest and travel.
 */
export function checkSchedule(input: ScheduleInput, placements: readonly Placement[]): HardViolation[] {
  const violations: HardViolation[] = [];
  const { lookups, placed } = placedMatches(input, placements, violations);
  checkHalls(input, placed.values(), violations);
  checkTeams(placed, lookups, violations);
  checkDependencies(placed, lookups, violations);
  return violations;
}

export const defaultSoftWeights: SoftWeights = { extraHall: 10, lateMinute: 1, hallImbalanceMinute: 0.1, idleMinute: 0.05 };

/** The soft-constraint score of a schedule, with its parts (lower is better). */
export function scoreSchedule(input: ScheduleInput, placements: readonly Placement[]): SoftScore {
  const { lookups, placed } = placedMatches(input, placements, []);
  let extraHalls = 0;
  let idleMinutes = 0;
  for (const { list } of byTeam(placed.values()).values()) {
    extraHalls += new Set(list.map((p) => idKey(p.placement.hallId))).size - 1;
    for (let i = 1; i < list.length; i++) {
      if (list[i].placement.day !== list[i - 1].placement.day) continue;
      const rest = lookups.category(list[i].match)?.restMinutes ?? 0;
      idleMinutes += Math.max(0, list[i].start - list[i - 1].end - 2 * rest);
    }
  }
  let lateMatches = 0;
  let lateMinutes = 0;
  const hallMinutes = new Map(input.halls.filter((h) => h.open.length > 0).map((h) => [idKey(h.id), 0]));
  for (const p of placed.values()) {
    const latest = lookups.category(p.match)?.preferredLatestEnd;
    const endOfDay = p.end - p.placement.day * dayMinutes;
    if (latest !== undefined && endOfDay > latest) {
      lateMatches++;
      lateMinutes += endOfDay - latest;
    }
    const hall = idKey(p.placement.hallId);
    hallMinutes.set(hall, (hallMinutes.get(hall) ?? 0) + p.end - p.start);
  }
  const loads = [...hallMinutes.values()];
  const hallImbalanceMinutes = loads.length ? Math.max(...loads) - Math.min(...loads) : 0;
  const w = { ...defaultSoftWeights, ...input.weights };
  const total = extraHalls * w.extraHall + lateMinutes * w.lateMinute + hallImbalanceMinutes * w.hallImbalanceMinute + idleMinutes * w.idleMinute;
  return { total: Math.round(total * 10) / 10, parts: { extraHalls, lateMatches, lateMinutes, hallImbalanceMinutes, idleMinutes } };
}
