import { type Id, idKey } from './ids';
import type { ScheduleCategory, ScheduleInput, ScheduleMatch, TravelTime } from './schedule-types';

export interface HallLocation {
  id: Id;
  lat: number;
  lng: number;
}

export interface TravelEstimate {
  /** Door-to-door speed of a team bus or tram in the city (default 20 km/h). */
  kmPerHour?: number;
  /** Packing, walking, waiting for the tram (default 10 minutes between different halls). */
  overheadMinutes?: number;
  /** Rounded up to this (default 5 minutes). */
  roundTo?: number;
}

/** Great-circle distance in kilometres. */
function distanceKm(a: HallLocation, b: HallLocation): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Travel times between every pair of halls from their coordinates, for an organiser who has not typed
 * a table in: streets are about 1.3 times the straight line.
 */
export function travelFromCoordinates(halls: readonly HallLocation[], estimate: TravelEstimate = {}): TravelTime[] {
  const { kmPerHour = 20, overheadMinutes = 10, roundTo = 5 } = estimate;
  return halls.flatMap((a, i) =>
    halls.slice(i + 1).map((b) => {
      const minutes = overheadMinutes + ((distanceKm(a, b) * 1.3) / kmPerHour) * 60;
      return { from: a.id, to: b.id, minutes: Math.ceil(minutes / roundTo) * roundTo };
    }),
  );
}

/** Lookups both the scheduler and the validator read the input through (not the constraints themselves). */
export interface ScheduleLookups {
  travel(from: Id, to: Id): number;
  category(match: ScheduleMatch): ScheduleCategory | undefined;
  matchOf(key: string): ScheduleMatch | undefined;
  /** Matches of a group, for `after.groups`. */
  matchesOfGroup(groupId: Id): ScheduleMatch[];
}

export function scheduleLookups(input: ScheduleInput): ScheduleLookups {
  const travel = new Map<string, number>();
  for (const t of input.travel ?? []) {
    travel.set(`${idKey(t.from)}>${idKey(t.to)}`, t.minutes);
    if (!travel.has(`${idKey(t.to)}>${idKey(t.from)}`)) travel.set(`${idKey(t.to)}>${idKey(t.from)}`, t.minutes);
  }
  const categories = new Map(input.categories.map((c) => [idKey(c.id), c]));
  const matches = new Map(input.matches.map((m) => [m.key, m]));
  const byGroup = new Map<string, ScheduleMatch[]>();
  for (const m of input.matches) {
    const list = byGroup.get(idKey(m.groupId)) ?? [];
    list.push(m);
    byGroup.set(idKey(m.groupId), list);
  }
  return {
    travel: (from, to) => (idKey(from) === idKey(to) ? 0 : (travel.get(`${idKey(from)}>${idKey(to)}`) ?? input.defaultTravelMinutes ?? 0)),
    category: (m) => categories.get(idKey(m.categoryId)),
    matchOf: (key) => matches.get(key),
    matchesOfGroup: (groupId) => byGroup.get(idKey(groupId)) ?? [],
  };
}

/** Every match a match waits for: the matches of its `after.groups` and its `after.matches`. */
export function dependenciesOf(match: ScheduleMatch, lookups: ScheduleLookups): ScheduleMatch[] {
  const fromGroups = (match.after?.groups ?? []).flatMap((g) => lookups.matchesOfGroup(g));
  const direct = (match.after?.matches ?? []).map((k) => lookups.matchOf(k)).filter((m): m is ScheduleMatch => !!m);
  return [...fromGroups, ...direct];
}
