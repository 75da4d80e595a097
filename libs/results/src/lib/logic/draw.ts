/** The draw (SPEC §2): matches by day and by hall, filters, today and the next match. Pure, no React. */
import { tournamentDay } from '@phc/tournaments';

export interface DrawMatch {
  id: number;
  competitionGroupId: number;
  homeTeamId: number | null;
  awayTeamId: number | null;
  day: string;
  time: string;
  startsAt: string;
  placeId: number;
  state: 'scheduled' | 'live' | 'finished';
}

export interface DrawFilter {
  /** Team category id; groups give each match its category. */
  categoryId?: number | null;
  teamId?: number | null;
}

const byStart = <M extends DrawMatch>(a: M, b: M) => a.startsAt.localeCompare(b.startsAt) || a.placeId - b.placeId || a.id - b.id;

export function sortMatches<M extends DrawMatch>(matches: readonly M[]): M[] {
  return [...matches].sort(byStart);
}

/** Keeps the matches of a category and/or a team; `categoryOfGroup` maps a group id to its category. */
export function filterMatches<M extends DrawMatch>(matches: readonly M[], filter: DrawFilter, categoryOfGroup: (groupId: number) => number | undefined): M[] {
  return matches.filter(
    (m) =>
      (filter.categoryId == null || categoryOfGroup(m.competitionGroupId) === filter.categoryId) &&
      (filter.teamId == null || m.homeTeamId === filter.teamId || m.awayTeamId === filter.teamId),
  );
}

/** Days in order, each with its matches in order of start time and hall. */
export function groupByDay<M extends DrawMatch>(matches: readonly M[]): { day: string; matches: M[] }[] {
  const days = new Map<string, M[]>();
  for (const m of sortMatches(matches)) days.set(m.day, [...(days.get(m.day) ?? []), m]);
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, matches: list }));
}

/** Halls in the order given (the static data's), each with its matches in time order; empty halls left out. */
export function groupByHall<M extends DrawMatch>(matches: readonly M[], hallOrder: readonly number[]): { hallId: number; matches: M[] }[] {
  const halls = new Map<number, M[]>();
  for (const m of sortMatches(matches)) halls.set(m.placeId, [...(halls.get(m.placeId) ?? []), m]);
  const rank = (id: number) => {
    const i = hallOrder.indexOf(id);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...halls].sort(([a], [b]) => rank(a) - rank(b) || a - b).map(([hallId, list]) => ({ hallId, matches: list }));
}

// Today is Prague's: the days are the schedule's wall-clock days, and at 00:30 in Prague UTC still says yesterday.
const isoDay = tournamentDay;

/** The day to open on: today when it has matches, else the next playing day, else the last one. */
export function currentDay(days: readonly string[], now: Date): string | null {
  if (days.length === 0) return null;
  const today = isoDay(now);
  const sorted = [...days].sort();
  return sorted.find((d) => d >= today) ?? sorted[sorted.length - 1];
}

/**
 * The match to bring into view: the first one being played, else the first still to start at or
 * after `now`; null when everything is over.
 */
export function nextMatch<M extends DrawMatch>(matches: readonly M[], now: Date): M | null {
  return sortMatches(matches).find((m) => m.state === 'live') ?? upcomingMatch(matches, now);
}

/** The first match still to start (one running late by up to an hour counts), never one being played. */
export function upcomingMatch<M extends DrawMatch>(matches: readonly M[], now: Date): M | null {
  const sorted = sortMatches(matches);
  return sorted.find((m) => m.state === 'scheduled' && Date.parse(m.startsAt) >= now.getTime() - 60 * 60_000) ?? sorted.find((m) => m.state === 'scheduled') ?? null;
}

/** Today's matches, and those being played now whatever their day. */
export function todaysMatches<M extends DrawMatch>(matches: readonly M[], now: Date): { live: M[]; today: M[] } {
  const today = isoDay(now);
  const sorted = sortMatches(matches);
  return { live: sorted.filter((m) => m.state === 'live'), today: sorted.filter((m) => m.day === today) };
}

/** Favourite teams first (in the order they were followed), the rest as given. */
export function favouritesFirst<T>(items: readonly T[], teamIdsOf: (item: T) => readonly (number | null)[], favourites: readonly number[]): T[] {
  const rank = (item: T) => {
    const ranks = teamIdsOf(item)
      .map((id) => (id === null ? -1 : favourites.indexOf(id)))
      .filter((i) => i >= 0);
    return ranks.length ? Math.min(...ranks) : Number.MAX_SAFE_INTEGER;
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

export interface ListWindow {
  start: number;
  end: number;
}

/**
 * A busy day has hundreds of matches; the list shows a slice around the anchor (the next match) and
 * grows by pages on request, so a phone renders little and the next match is near the top.
 */
export function listWindow(length: number, anchor: number | null, pagesBefore: number, pagesAfter: number, pageSize = 30, lead = 4): ListWindow {
  const from = anchor === null || anchor < 0 ? 0 : anchor;
  const start = Math.max(0, from - lead - pagesBefore * pageSize);
  const end = Math.min(length, from + pageSize + pagesAfter * pageSize);
  return { start, end: Math.max(start, end) };
}
