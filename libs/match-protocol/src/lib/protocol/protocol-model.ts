import type { EventType as StaticEventType, LoggedUser, MatchStage as StaticStage, MyMatch, RosterEntry } from '@phc/api-contract';
import { getSportRules, type ScoreEvent, type Sport } from '@phc/tournaments';

type EditingUser = Pick<LoggedUser, 'id' | 'roles'>;

/** Super admin and super reporter edit every match (the server's list of them is capped, so no list is asked). */
export const editsEveryMatch = (user: EditingUser | null | undefined) => !!user && (user.roles.includes('ROLE_SUPER_ADMIN') || user.roles.includes('ROLE_COMPETITION_SUPER_REPORTER'));

/** A plain reporter: whether a match is theirs needs the server's list (`my-matches`). */
export const needsMyMatches = (user: EditingUser | null | undefined) => !!user && !editsEveryMatch(user) && user.roles.includes('ROLE_COMPETITION_REPORTER');

/**
 * SPEC §6 editing a match: super admin and super reporter anywhere, a reporter in their own hall,
 * which the server tells through `my-matches` (teamIds null: the whole match); the public static
 * data does not name a hall's reporter. The server answers 403 to everybody else anyway.
 */
export function canEditMatch(user: EditingUser | null | undefined, matchId: number, myMatches: readonly MyMatch[] | undefined): boolean {
  if (editsEveryMatch(user)) return true;
  if (!needsMyMatches(user)) return false;
  return myMatches?.some((mine) => mine.matchId === matchId && mine.teamIds === null) ?? false;
}

/** The stages of the tournament's sport in match order (the static data may hold other sports' stages too). */
export function sportStages(sport: Sport, stages: readonly StaticStage[]): StaticStage[] {
  const codes = getSportRules(sport).stages.map((s) => s.code);
  return stages.filter((s) => codes.includes(s.code)).sort((a, b) => codes.indexOf(a.code) - codes.indexOf(b.code) || a.order - b.order);
}

/** The stage after the current one; before the first stage that is the first one. Null after the end. */
export function nextStage(stages: readonly StaticStage[], currentStageId: number | null): StaticStage | null {
  if (currentStageId === null) return stages[0] ?? null;
  const index = stages.findIndex((s) => s.id === currentStageId);
  return index < 0 ? (stages[0] ?? null) : (stages[index + 1] ?? null);
}

export interface ProtocolEventType extends StaticEventType {
  hasAssist: boolean;
  scoresForOpponent: boolean;
}

/** The sport's event types as the server numbers them, with what the sport rules add (assists, own goals). */
export function sportEventTypes(sport: Sport, types: readonly StaticEventType[]): ProtocolEventType[] {
  const rules = getSportRules(sport).eventTypes;
  const codes = rules.map((r) => r.code);
  return types
    .filter((t) => codes.includes(t.code))
    .sort((a, b) => codes.indexOf(a.code) - codes.indexOf(b.code))
    .map((t) => {
      const rule = rules.find((r) => r.code === t.code);
      return { ...t, hasAssist: !!rule?.hasAssist, scoresForOpponent: !!rule?.scoresForOpponent };
    });
}

/** SPEC §9 "default selected event type position" (1-based, default 1); out of range falls back to the first. */
export function defaultEventType<T extends { id: number }>(types: readonly T[], position: unknown): T | null {
  const index = typeof position === 'number' && Number.isInteger(position) ? position - 1 : 0;
  return types[index] ?? types[0] ?? null;
}

export interface EventLike {
  clientId: string;
  teamId: number;
  eventTypeId: number;
  stageId: number | null;
  minute: number;
  second: number;
}

export function toScoreEvents(events: readonly EventLike[], typeById: ReadonlyMap<number, { code: string }>, stageById: ReadonlyMap<number, { code: string }>): ScoreEvent[] {
  return events.flatMap((e) => {
    const type = typeById.get(e.eventTypeId);
    if (!type) return [];
    return [{ teamId: e.teamId, eventTypeCode: type.code, stageCode: e.stageId === null ? null : (stageById.get(e.stageId)?.code ?? null) }];
  });
}

/** Newest first, by match time; equal times keep the order they were recorded in, newest first. */
export function newestFirst<T extends { minute: number; second: number }>(events: readonly T[]): T[] {
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => b.e.minute * 60 + b.e.second - (a.e.minute * 60 + a.e.second) || b.i - a.i)
    .map(({ e }) => e);
}

/** A roster as the event dialog lists it: jersey number first, then by name. */
export function rosterChoices(roster: readonly RosterEntry[]): Array<{ value: string; label: string }> {
  return [...roster]
    .filter((p) => !p.isLeader || p.jerseyNumber !== null)
    .sort((a, b) => (a.jerseyNumber ?? 1000) - (b.jerseyNumber ?? 1000) || a.lastName.localeCompare(b.lastName, 'cs'))
    .map((p) => ({ value: String(p.participantId), label: `${p.jerseyNumber === null ? '–' : `#${p.jerseyNumber}`} ${p.lastName} ${p.firstName}` }));
}

/** What a score change in the score dialog means as events: add these, remove those. */
export interface ScorePlan {
  add: Array<{ teamId: number; eventTypeId: number }>;
  remove: string[];
}

/**
 * The server derives the score from events, so a score typed in the score dialog becomes events: the
 * missing goals or points are added (largest basket first), surplus ones are taken back newest first.
 */
export function planScoreChange(
  team: { teamId: number; current: number; target: number },
  events: readonly EventLike[],
  types: readonly ProtocolEventType[],
): ScorePlan {
  const scoring = types.filter((t) => t.scoreDelta > 0 && !t.scoresForOpponent).sort((a, b) => b.scoreDelta - a.scoreDelta);
  const plan: ScorePlan = { add: [], remove: [] };
  const fill = (amount: number) => {
    let rest = amount;
    for (const type of scoring) {
      while (rest >= type.scoreDelta) {
        plan.add.push({ teamId: team.teamId, eventTypeId: type.id });
        rest -= type.scoreDelta;
      }
    }
  };
  const delta = team.target - team.current;
  if (delta > 0) fill(delta);
  if (delta < 0) {
    const byId = new Map(scoring.map((t) => [t.id, t]));
    let removed = 0;
    for (const event of newestFirst(events.filter((e) => e.teamId === team.teamId && byId.has(e.eventTypeId)))) {
      if (removed >= -delta) break;
      plan.remove.push(event.clientId);
      removed += byId.get(event.eventTypeId)?.scoreDelta ?? 0;
    }
    fill(removed + delta);
  }
  return plan;
}

/**
 * The stage an event recorded now belongs to: the current one while the match runs. Before the start
 * and after the end (a forgotten goal added later) the stage whose time window holds the event's time,
 * so the score by period stays right; past regulation time, the last regulation period.
 */
export function stageForEvent(
  sport: Sport,
  stages: readonly StaticStage[],
  current: StaticStage | null,
  time: { minute: number; second: number },
  windowOf: (code: string) => { from: number; to: number | null } | null,
): number | null {
  if (current && current.code !== 'end') return current.id;
  const at = time.minute * 60 + time.second;
  const regulation = stages.filter((s) => s.code !== 'end' && windowOf(s.code)?.to != null);
  const fitting = regulation.find((s) => {
    const w = windowOf(s.code);
    return !!w && at >= w.from && w.to !== null && at <= w.to;
  });
  // Volleyball keeps no clock: after the end the set cannot be told from a time.
  if (sport === 'volleyball') return current?.id ?? stages[0]?.id ?? null;
  return (fitting ?? regulation[regulation.length - 1] ?? current)?.id ?? null;
}
