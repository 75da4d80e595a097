/** A team's programme by day (issue 28 item 3): its matches per playing day, with the way between halls. Pure, no React. */
import { travelFromCoordinates, type HallLocation } from '@phc/competition-builder';
import { groupByDay, type DrawMatch } from '../logic/draw';

export interface TeamDayEntry<M> {
  match: M;
  /** The way from the previous match's hall that day; null for the day's first match or the same hall. */
  travel: { fromPlaceId: number; minutes: number } | null;
}

export interface TeamDay<M> {
  /** `YYYY-MM-DD`, the schedule's wall-clock day (Prague's calendar). */
  day: string;
  entries: TeamDayEntry<M>[];
}

/** Minutes between two halls, as the scheduler takes them (from the halls' coordinates); null for an unknown hall. */
export type TravelMinutes = (from: number, to: number) => number | null;

/**
 * The scheduler's travel times (libs/competition-builder travelFromCoordinates, the estimate it plans the
 * rest between a team's matches with), so the page says the same minutes the schedule left for the way.
 */
export function hallTravel(halls: readonly HallLocation[]): TravelMinutes {
  const byId = new Map(halls.map((h) => [h.id, h]));
  return (from, to) => {
    const [a, b] = [byId.get(from), byId.get(to)];
    if (!a || !b) return null;
    return from === to ? 0 : (travelFromCoordinates([a, b])[0]?.minutes ?? null);
  };
}

/** The matches by day in order of kick-off; each says how far it is from the hall the team played in before it that day. */
export function teamDays<M extends DrawMatch>(matches: readonly M[], travel: TravelMinutes): TeamDay<M>[] {
  return groupByDay(matches).map(({ day, matches: list }) => ({
    day,
    entries: list.map((match, i) => {
      const previous = list[i - 1];
      const minutes = previous && previous.placeId !== match.placeId ? travel(previous.placeId, match.placeId) : null;
      return { match, travel: previous && minutes !== null ? { fromPlaceId: previous.placeId, minutes } : null };
    }),
  }));
}
