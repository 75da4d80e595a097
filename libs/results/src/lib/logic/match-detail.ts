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
