// From the database's rows to the scheduler's input and back: pure, no database, tested directly.
import type { ScheduleReport } from '@phc/api-contract';
import {
  playoffScheduleMatches,
  roundRobinMatches,
  travelFromCoordinates,
  type OpeningHours,
  type Placement,
  type ScheduleInput,
  type ScheduleMatch,
  type ScheduleResult,
} from '@phc/competition-builder';
import type { Sport } from '@phc/tournaments';
import type { StoredTree } from './builder-store';

export interface ScheduleSettings {
  /** `YYYY-MM-DD`: day 0 of the schedule. */
  firstDay: string;
  days: number;
  /** Minutes a match takes in a hall, changeover included. */
  matchMinutes: number;
  /** Minimum minutes between a team's matches (travel between halls comes on top). */
  restMinutes: number;
}

/** Playing time of a match by sport (minutes); a hall needs ten more to change over. */
const playingMinutes: Record<Sport, number> = { handball: 30, floorball: 30, basketball: 32, volleyball: 60, football: 40 };
const changeoverMinutes = 10;
/** The Easter tournament runs four days. */
const defaultDays = 4;
/** A hall without written hours is taken as open 8:00–20:00. */
const defaultOpening = { from: 8 * 60, to: 20 * 60 };
/** Younger categories (small court) should be done by 19:00. */
const youngLatestEnd = 19 * 60;
/** Matches of categories the builder did not schedule (the demo seed's) take the seed's slot. */
const otherMatchMinutes = 40;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dayMs = 86_400_000;

export function defaultScheduleSettings(sport: Sport, startDate: string | null, today = new Date()): ScheduleSettings {
  const start = startDate && /^\d{4}-\d{2}-\d{2}/.test(startDate) ? startDate.slice(0, 10) : isoDay(today);
  return { firstDay: start, days: defaultDays, matchMinutes: (playingMinutes[sport] ?? 30) + changeoverMinutes, restMinutes: 60 };
}

/** "7:30–20:30" (any dash, `.` or `:`) as minutes after midnight; null when the text names no hours. */
export function parseOpeningHours(text: string | null): { from: number; to: number } | null {
  const match = /(\d{1,2})[:.](\d{2})\s*[–—-]\s*(\d{1,2})[:.](\d{2})/.exec(text ?? '');
  if (!match) return null;
  const [from, to] = [Number(match[1]) * 60 + Number(match[2]), Number(match[3]) * 60 + Number(match[4])];
  return from < to && to <= 24 * 60 ? { from, to } : null;
}

/** The same hours every day of the schedule. */
export function hallOpenings(text: string | null, days: number): OpeningHours[] {
  const hours = parseOpeningHours(text) ?? defaultOpening;
  return Array.from({ length: days }, (_, day) => ({ day, ...hours }));
}

/** Day index and minutes after midnight (UTC, as the public draw shows times) of a start. */
export function slotOf(firstDay: string, startsAt: Date): { day: number; start: number } {
  const day = Math.floor((startsAt.getTime() - Date.parse(`${firstDay}T00:00:00Z`)) / dayMs);
  return { day, start: startsAt.getUTCHours() * 60 + startsAt.getUTCMinutes() };
}

export function startsAtOf(firstDay: string, day: number, start: number): Date {
  return new Date(Date.parse(`${firstDay}T00:00:00Z`) + day * dayMs + start * 60_000);
}

export interface ScheduleSource {
  settings: ScheduleSettings;
  categoryId: number;
  /** Small-court categories (the youngest) should not play late. */
  young: boolean;
  halls: { id: number; openingHours: string | null; lat: number; lng: number }[];
  /** Group-stage groups with their teams in seed order. */
  groups: { id: number; teamIds: number[] }[];
  trees: StoredTree[];
  /** Matches of other categories: their halls are taken at those times. */
  taken: { id: number; placeId: number; startsAt: Date }[];
}

const otherKey = (id: number) => `other-${id}`;

/**
 * The scheduler's input for one category: its groups' round robins and its playoff matches, with
 * the halls' hours, travel times from the halls' coordinates, and the other categories' matches
 * kept where they are (as hall time already taken, teams of other categories never meet these).
 */
export function scheduleInputFor(source: ScheduleSource): ScheduleInput {
  const { settings, categoryId } = source;
  const own: ScheduleMatch[] = [
    ...source.groups.flatMap((g) => roundRobinMatches({ id: g.id, categoryId, teamIds: g.teamIds })),
    ...source.trees.flatMap((t) => playoffScheduleMatches([t.tree], (m) => t.groupIdOfMatch[m.key])),
  ];
  const taken = source.taken.map((m) => ({ m, slot: slotOf(settings.firstDay, m.startsAt) })).filter(({ slot }) => slot.day >= 0 && slot.day < settings.days);
  const others: ScheduleMatch[] = taken.map(({ m }) => ({ key: otherKey(m.id), categoryId: 'other', groupId: otherKey(m.id), home: null, away: null, round: 1 }));
  const locked: Placement[] = taken.map(({ m, slot }) => ({ matchKey: otherKey(m.id), hallId: m.placeId, day: slot.day, start: slot.start }));
  return {
    days: settings.days,
    halls: source.halls.map((h) => ({ id: h.id, open: hallOpenings(h.openingHours, settings.days) })),
    categories: [
      { id: categoryId, matchMinutes: settings.matchMinutes, restMinutes: settings.restMinutes, ...(source.young ? { preferredLatestEnd: youngLatestEnd } : {}) },
      { id: 'other', matchMinutes: otherMatchMinutes, restMinutes: 0 },
    ],
    matches: [...own, ...others],
    travel: travelFromCoordinates(source.halls),
    locked,
  };
}

/** The report as the screen shows it: the category's own matches only (the others were kept, not placed). */
export function reportOf(result: ScheduleResult, ownMatches: number): ScheduleReport {
  const reasons = new Map<string, number>();
  for (const u of result.unplaced) reasons.set(u.reason, (reasons.get(u.reason) ?? 0) + 1);
  return {
    matches: ownMatches,
    placed: ownMatches - result.unplaced.length,
    unplaced: result.unplaced.length,
    hardViolations: result.report.hardViolations,
    softScore: Math.round(result.report.soft.total * 10) / 10,
    parts: result.report.soft.parts,
    elapsedMs: result.report.elapsedMs,
    unplacedReasons: [...reasons].map(([reason, count]) => ({ reason, count })),
  };
}
