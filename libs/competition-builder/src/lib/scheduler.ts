import { checkSchedule, scoreSchedule } from './check-schedule';
import { type Id, idKey } from './ids';
import type { Placement, ScheduleCategory, ScheduleInput, ScheduleMatch, ScheduleResult, UnplacedMatch, UnplacedReason } from './schedule-types';
import { dependenciesOf, type ScheduleLookups, scheduleLookups } from './travel';

const dayMinutes = 24 * 60;

/** A hall's court over the tournament: one cell per `granularity` minutes, free only when open. */
interface Court {
  id: Id;
  index: number;
  /** [day][cell]: true = open and free. */
  free: boolean[][];
  /** Minutes of play placed, for balancing. */
  load: number;
}

interface TeamTimeline {
  /** Absolute start/end minutes and hall of each placed match, unsorted. */
  placed: { start: number; end: number; hall: Id }[];
  perDay: Map<number, number>;
  halls: Set<string>;
}

interface Candidate {
  court: Court;
  day: number;
  start: number;
}

/** The search state: courts, team timelines and where each match went. */
class Board {
  readonly courts: Court[];
  readonly teams = new Map<string, TeamTimeline>();
  readonly placedAt = new Map<string, { court: Court; start: number; end: number }>();
  readonly granularity: number;

  constructor(
    readonly input: ScheduleInput,
    readonly lookups: ScheduleLookups,
  ) {
    this.granularity = input.granularity ?? 5;
    const cells = Math.ceil(dayMinutes / this.granularity);
    this.courts = input.halls.map((hall, index) => ({
      id: hall.id,
      index,
      load: 0,
      free: Array.from({ length: input.days }, (_, day) =>
        Array.from({ length: cells }, (_, c) => hall.open.some((w) => w.day === day && w.from <= c * this.granularity && (c + 1) * this.granularity <= w.to)),
      ),
    }));
  }

  /** Minutes of the first open cell of a court's day (the search starts there, not at midnight). */
  firstOpen(court: Court, day: number): number {
    const c = court.free[day].indexOf(true);
    return c < 0 ? dayMinutes : c * this.granularity;
  }

  team(id: Id): TeamTimeline {
    const key = idKey(id);
    let t = this.teams.get(key);
    if (!t) this.teams.set(key, (t = { placed: [], perDay: new Map(), halls: new Set() }));
    return t;
  }

  courtFree(court: Court, day: number, start: number, minutes: number): boolean {
    const cells = court.free[day];
    const first = Math.floor(start / this.granularity);
    const last = Math.ceil((start + minutes) / this.granularity);
    if (first < 0 || last > cells.length) return false;
    for (let c = first; c < last; c++) if (!cells[c]) return false;
    return true;
  }

  /** Rest and travel both ways around the new match, for one team. */
  teamFree(team: TeamTimeline, hall: Id, start: number, end: number, rest: number): boolean {
    for (const p of team.placed) {
      const travel = this.lookups.travel(p.hall, hall);
      if (start < p.end + travel + rest && p.start < end + travel + rest) return false;
    }
    return true;
  }

  place(match: ScheduleMatch, category: ScheduleCategory, court: Court, day: number, start: number) {
    // A locked match may start off the grid: every cell it touches is taken.
    const first = Math.floor(start / this.granularity);
    const last = Math.min(court.free[day].length, Math.ceil((start + category.matchMinutes) / this.granularity));
    for (let c = Math.max(0, first); c < last; c++) court.free[day][c] = false;
    court.load += category.matchMinutes;
    const abs = day * dayMinutes + start;
    this.placedAt.set(match.key, { court, start: abs, end: abs + category.matchMinutes });
    for (const id of [match.home, match.away]) {
      if (id === null) continue;
      const t = this.team(id);
      t.placed.push({ start: abs, end: abs + category.matchMinutes, hall: court.id });
      t.perDay.set(day, (t.perDay.get(day) ?? 0) + 1);
      t.halls.add(idKey(court.id));
    }
  }
}

/**
 * When the match's feeders allow it to start in each court (absolute minutes): every feeding match
 * over, plus the category's rest and the travel from that match's hall. -1: a feeder is unplaced.
 */
function readiness(board: Board, category: ScheduleCategory, deps: ScheduleMatch[]): number[] {
  return board.courts.map((court) => {
    let ready = 0;
    for (const dep of deps) {
      const at = board.placedAt.get(dep.key);
      if (!at) return -1;
      ready = Math.max(ready, at.end + category.restMinutes + board.lookups.travel(at.court.id, court.id));
    }
    return ready;
  });
}

/** Why a slot cannot take the match (null: it can). The order matters for the unplaced report. */
function blocker(board: Board, match: ScheduleMatch, category: ScheduleCategory, candidate: Candidate, ready: number[]): UnplacedReason | null {
  const { court, day, start } = candidate;
  if (!board.courtFree(court, day, start, category.matchMinutes)) return 'noHallTime';
  const abs = day * dayMinutes + start;
  if (ready[court.index] < 0 || abs < ready[court.index]) return 'dependency';
  for (const id of [match.home, match.away]) {
    if (id === null) continue;
    const team = board.team(id);
    if (category.maxMatchesPerDay !== undefined && (team.perDay.get(day) ?? 0) >= category.maxMatchesPerDay) return 'dailyLimit';
    if (!board.teamFree(team, court.id, abs, abs + category.matchMinutes, category.restMinutes)) return 'teamRest';
  }
  return null;
}

/** The earliest start on `day` in `court` that takes the match, or null. */
function earliestStart(board: Board, match: ScheduleMatch, category: ScheduleCategory, court: Court, day: number, ready: number[]): number | null {
  const g = board.granularity;
  if (ready[court.index] < 0) return null;
  const from = Math.max(board.firstOpen(court, day), ready[court.index] - day * dayMinutes, 0);
  for (let start = Math.ceil(from / g) * g; start + category.matchMinutes <= dayMinutes; start += g)
    if (blocker(board, match, category, { court, day, start }, ready) === null) return start;
  return null;
}

/**
 * What leaving the preferred court costs: a group match's court is its group's home (three hours'
 * worth: a group stays in one hall unless its hall is full); a playoff match's is only a hint.
 */
const leavePenalty = (match: ScheduleMatch): number => (match.after ? 30 : 180);

/** Soft penalty of a candidate beyond its time: a new hall for a team, leaving the group's court, late evening for the young. */
function penalty(board: Board, match: ScheduleMatch, category: ScheduleCategory, c: Candidate, preferred: Court | undefined): number {
  let cost = 0;
  for (const id of [match.home, match.away]) {
    if (id === null) continue;
    const halls = board.team(id).halls;
    if (halls.size > 0 && !halls.has(idKey(c.court.id))) cost += 120;
  }
  if (preferred && c.court !== preferred) cost += leavePenalty(match) + board.lookups.travel(preferred.id, c.court.id);
  // Twenty per minute late: a young team's match at 19:00 rather goes to the next morning.
  const latest = category.preferredLatestEnd;
  if (latest !== undefined && c.start + category.matchMinutes > latest) cost += 20 * (c.start + category.matchMinutes - latest);
  return cost;
}

/** Later is worse (a minute a point); among equal slots the less used court, so halls are used evenly. */
function candidateCost(board: Board, match: ScheduleMatch, category: ScheduleCategory, c: Candidate, preferred: Court | undefined): number {
  return c.day * dayMinutes + c.start + penalty(board, match, category, c, preferred) + c.court.load / 20;
}

/** No court can start the match sooner than this on `day` (minutes after midnight). */
function earliestPossible(board: Board, day: number, ready: number[]): number {
  let earliest = dayMinutes;
  for (const court of board.courts) if (ready[court.index] >= 0) earliest = Math.min(earliest, Math.max(board.firstOpen(court, day), ready[court.index] - day * dayMinutes));
  return earliest;
}

/** The cheapest slot on one day over all courts (the group's own court costs nothing extra). */
function bestOnDay(board: Board, match: ScheduleMatch, category: ScheduleCategory, day: number, ready: number[], preferred: Court | undefined): Candidate | null {
  let best: Candidate | null = null;
  let bestCost = Infinity;
  // The preferred court's slot is taken without looking further when no other court could start early
  // enough to make up for leaving it.
  if (preferred) {
    const start = earliestStart(board, match, category, preferred, day, ready);
    const candidate = start === null ? null : { court: preferred, day, start };
    if (candidate && penalty(board, match, category, candidate, preferred) === 0 && start !== null && start <= earliestPossible(board, day, ready) + leavePenalty(match)) return candidate;
  }
  for (const court of board.courts) {
    const start = earliestStart(board, match, category, court, day, ready);
    if (start === null) continue;
    const candidate = { court, day, start };
    const cost = candidateCost(board, match, category, candidate, preferred);
    if (cost < bestCost) [best, bestCost] = [candidate, cost];
  }
  return best;
}

/** The best slot on the first day that has one or the day after it (a late slot may lose to the next morning). */
function bestOverDays(board: Board, match: ScheduleMatch, category: ScheduleCategory, days: number[], ready: number[], preferred: Court | undefined): Candidate | null {
  for (let i = 0; i < days.length; i++) {
    const first = bestOnDay(board, match, category, days[i], ready, preferred);
    if (!first) continue;
    const next = days[i + 1] === days[i] + 1 ? bestOnDay(board, match, category, days[i + 1], ready, preferred) : null;
    return next && candidateCost(board, match, category, next, preferred) < candidateCost(board, match, category, first, preferred) ? next : first;
  }
  return null;
}

/** The reason most candidate slots refused the match, for the organiser. */
function diagnose(board: Board, match: ScheduleMatch, category: ScheduleCategory, ready: number[]): UnplacedReason {
  const counts = new Map<UnplacedReason, number>();
  for (const court of board.courts)
    for (let day = 0; day < board.input.days; day++)
      for (let start = 0; start + category.matchMinutes <= dayMinutes; start += board.granularity) {
        if (!board.courtFree(court, day, start, category.matchMinutes)) continue;
        const reason = blocker(board, match, category, { court, day, start }, ready) ?? 'noHallTime';
        counts.set(reason, (counts.get(reason) ?? 0) + 1);
      }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'noHallTime';
}

/**
 * Each group gets a home court: its matches go there when they fit, so a team plays in as few halls
 * as possible and never travels. Courts are handed out by load so that use stays balanced.
 */
function homeCourts(board: Board, groupMatches: ScheduleMatch[]): Map<string, Court> {
  const minutes = new Map<string, number>();
  for (const m of groupMatches) minutes.set(idKey(m.groupId), (minutes.get(idKey(m.groupId)) ?? 0) + (board.lookups.category(m)?.matchMinutes ?? 0));
  const capacity = board.courts.map((c) => c.free.flat().filter(Boolean).length * board.granularity);
  const load = board.courts.map(() => 0);
  const home = new Map<string, Court>();
  for (const [group, need] of [...minutes.entries()].sort((a, b) => b[1] - a[1])) {
    let best = -1;
    for (let i = 0; i < board.courts.length; i++)
      if (capacity[i] > 0 && (best < 0 || (load[i] + need) / capacity[i] < (load[best] + need) / capacity[best])) best = i;
    if (best < 0) break;
    load[best] += need;
    home.set(group, board.courts[best]);
  }
  return home;
}

/** The order matches are placed in: group stage round by round across all groups, then playoffs level by level. */
function placementOrder(matches: readonly ScheduleMatch[]): ScheduleMatch[] {
  const group = matches.filter((m) => !m.after);
  const playoff = matches.filter((m) => m.after);
  return [...group.sort((a, b) => a.round - b.round), ...playoff.sort((a, b) => a.round - b.round)];
}

/** Dependencies of a match must be placed first: playoff matches whose feeders come later wait. */
function topological(matches: ScheduleMatch[], lookups: ScheduleLookups): ScheduleMatch[] {
  const done = new Set<string>();
  const out: ScheduleMatch[] = [];
  let pending = matches;
  while (pending.length) {
    const next = pending.filter((m) => !dependenciesOf(m, lookups).every((d) => done.has(d.key)));
    const ready = pending.filter((m) => !next.includes(m));
    if (!ready.length) return [...out, ...next];
    ready.forEach((m) => done.add(m.key));
    out.push(...ready);
    pending = next;
  }
  return out;
}

/**
 * Places every match on a hall × day × start time. Hard constraints (opening hours, one match per
 * court at a time, no team in two places at once, rest plus travel between a team's matches, a daily
 * limit, playoffs after their feeders) are never broken: a match that fits nowhere is reported as
 * unplaced with the reason. Soft ones (few halls per team, the young not late, balanced halls) steer
 * the choice and are scored.
 */
export function schedule(input: ScheduleInput): ScheduleResult {
  const started = Date.now();
  const keys = new Set(input.matches.map((m) => m.key));
  if (keys.size !== input.matches.length) throw new RangeError('Two matches share a key');
  const lookups = scheduleLookups(input);
  const board = new Board(input, lookups);
  const placements = placeLocked(board, input.locked ?? []);
  const lockedKeys = new Set(placements.map((p) => p.matchKey));
  const unplaced: UnplacedMatch[] = [];
  const open = input.matches.filter((m) => !lockedKeys.has(m.key));
  const order = topological(placementOrder(open), lookups);
  const home = homeCourts(board, order.filter((m) => !m.after));
  const targetDay = dayTargets(input.days, input.groupStageDays, open);
  for (const match of order) {
    const category = lookups.category(match);
    if (!category) {
      unplaced.push({ matchKey: match.key, reason: 'unknownCategory' });
      continue;
    }
    const deps = dependenciesOf(match, lookups);
    const target = targetDay(match);
    const days = [...Array.from({ length: input.days - target }, (_, i) => target + i), ...Array.from({ length: target }, (_, i) => target - 1 - i)];
    const preferred = home.get(idKey(match.groupId)) ?? preferredForPlayoff(board, deps);
    const ready = readiness(board, category, deps);
    const chosen = bestOverDays(board, match, category, days, ready, preferred);
    if (!chosen) {
      const blockedBy = deps.filter((d) => !board.placedAt.has(d.key)).map((d) => d.key);
      unplaced.push({ matchKey: match.key, reason: diagnose(board, match, category, ready), ...(blockedBy.length ? { blockedBy } : {}) });
      continue;
    }
    board.place(match, category, chosen.court, chosen.day, chosen.start);
    placements.push({ matchKey: match.key, hallId: chosen.court.id, day: chosen.day, start: chosen.start });
  }
  // What the locked matches break among themselves was given, not done by this run.
  const violations = checkSchedule(input, placements).filter((v) => v.matchKeys.some((k) => !lockedKeys.has(k)));
  return {
    placements,
    unplaced,
    report: {
      matches: input.matches.length,
      placed: placements.length,
      unplaced: unplaced.length,
      hardViolations: violations.length,
      soft: scoreSchedule(input, placements),
      elapsedMs: Date.now() - started,
    },
  };
}

/** Locked matches take their courts and their teams' time first; they are part of the result as given. */
function placeLocked(board: Board, locked: readonly Placement[]): Placement[] {
  const placed: Placement[] = [];
  for (const p of locked) {
    const match = board.lookups.matchOf(p.matchKey);
    const category = match && board.lookups.category(match);
    const court = board.courts.find((c) => idKey(c.id) === idKey(p.hallId));
    if (!match || !category || !court || p.day < 0 || p.day >= board.input.days) continue;
    board.place(match, category, court, p.day, p.start);
    placed.push(p);
  }
  return placed;
}

/**
 * The day each match aims at. Group rounds spread evenly over the group-stage days (by default all
 * but the last when there are playoffs); playoff rounds spread from the last group day to the last
 * day: the first round right after the groups, the rest and the finals on the last day. A match goes later (or, failing that, earlier) when
 * its day is full.
 */
function dayTargets(days: number, groupStageDays: number | undefined, matches: readonly ScheduleMatch[]): (match: ScheduleMatch) => number {
  const hasPlayoffs = matches.some((m) => m.after);
  const groupDays = Math.max(1, Math.min(days, groupStageDays ?? (hasPlayoffs && days > 1 ? days - 1 : days)));
  const lastGroupDay = groupDays - 1;
  // Group stage: rounds per group; playoffs: rounds per category.
  const rounds = new Map<string, number>();
  const roundsKey = (m: ScheduleMatch) => (m.after ? `playoff ${idKey(m.categoryId)}` : idKey(m.groupId));
  for (const m of matches) rounds.set(roundsKey(m), Math.max(rounds.get(roundsKey(m)) ?? 0, m.round));
  return (m) => {
    const total = rounds.get(roundsKey(m)) ?? 1;
    if (!m.after) return Math.min(lastGroupDay, Math.floor(((m.round - 1) * groupDays) / total));
    const span = days - 1 - lastGroupDay;
    return total === 1 ? days - 1 : Math.min(days - 1, lastGroupDay + Math.ceil(((m.round - 1) * span) / (total - 1)));
  };
}

/** A playoff match prefers the court where most of its feeding matches were played. */
function preferredForPlayoff(board: Board, deps: ScheduleMatch[]): Court | undefined {
  const counts = new Map<Court, number>();
  for (const d of deps) {
    const at = board.placedAt.get(d.key);
    if (at) counts.set(at.court, (counts.get(at.court) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].index - b[0].index)[0]?.[0];
}
