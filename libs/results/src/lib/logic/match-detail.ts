/** The public match page's arithmetic: score per stage and the events in time order. Pure. */

export interface DetailEvent {
  id: number;
  minute: number;
  second: number;
  eventTypeId: number;
  teamId: number;
  stageId?: number | null;
}

export interface DetailEventType {
  id: number;
  code: string;
  scoreDelta: number;
}

export interface DetailStage {
  id: number;
  code: string;
  order: number;
}

export interface StageScore {
  stageId: number;
  home: number;
  away: number;
}

/** Events by minute, second and id (the order they were entered breaks a tie). */
export function eventsInOrder<E extends DetailEvent>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => a.minute - b.minute || a.second - b.second || a.id - b.id);
}

/**
 * The score of each stage that has scoring events, in stage order. `scoresForOpponent` names the
 * event codes (an own goal) whose points go to the other side.
 */
export function scoreByStage(
  events: readonly DetailEvent[],
  eventTypes: readonly DetailEventType[],
  stages: readonly DetailStage[],
  homeTeamId: number | null,
  scoresForOpponent: ReadonlySet<string> = new Set(),
): StageScore[] {
  const typeById = new Map(eventTypes.map((t) => [t.id, t]));
  const totals = new Map<number, StageScore>();
  for (const event of events) {
    const type = typeById.get(event.eventTypeId);
    if (!type || type.scoreDelta <= 0 || event.stageId == null) continue;
    const forHome = (event.teamId === homeTeamId) !== scoresForOpponent.has(type.code);
    const score = totals.get(event.stageId) ?? { stageId: event.stageId, home: 0, away: 0 };
    if (forHome) score.home += type.scoreDelta;
    else score.away += type.scoreDelta;
    totals.set(event.stageId, score);
  }
  const orderOf = new Map(stages.map((s) => [s.id, s.order]));
  return [...totals.values()].sort((a, b) => (orderOf.get(a.stageId) ?? 0) - (orderOf.get(b.stageId) ?? 0));
}

/** One set of a volleyball match: its rally score and its events, each with the score after it. */
export interface SetGroup<E extends DetailEvent> {
  /** null gathers events recorded without a set, so none is lost. */
  stageId: number | null;
  home: number;
  away: number;
  events: { event: E; home: number; away: number }[];
}

/**
 * The events of a set-scored match grouped by set in set order, with the running rally score: a
 * reader sees "1. set 25:21" instead of forty "Point" rows with clock times.
 */
export function groupBySet<E extends DetailEvent>(events: readonly E[], eventTypes: readonly DetailEventType[], stages: readonly DetailStage[], homeTeamId: number | null): SetGroup<E>[] {
  const typeById = new Map(eventTypes.map((t) => [t.id, t]));
  const groups = new Map<number | null, SetGroup<E>>();
  for (const event of eventsInOrder(events)) {
    const stageId = event.stageId ?? null;
    const group = groups.get(stageId) ?? { stageId, home: 0, away: 0, events: [] };
    groups.set(stageId, group);
    const delta = Math.max(typeById.get(event.eventTypeId)?.scoreDelta ?? 0, 0);
    if (event.teamId === homeTeamId) group.home += delta;
    else group.away += delta;
    group.events.push({ event, home: group.home, away: group.away });
  }
  const orderOf = new Map(stages.map((s) => [s.id, s.order]));
  const order = (g: SetGroup<E>) => (g.stageId === null ? Number.MAX_SAFE_INTEGER : (orderOf.get(g.stageId) ?? Number.MAX_SAFE_INTEGER - 1));
  return [...groups.values()].sort((a, b) => order(a) - order(b));
}
