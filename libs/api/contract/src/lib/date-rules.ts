import { onPragueClock, tournamentDay } from '@phc/tournaments';
import { configValue } from './entities/config';
import type { ConfigValue } from './entities/config-value';
import type { TeamCategory } from './entities/lookups';
import { tournamentLengthDays } from './entities/transfer';

// Dates against the tournament and the present (issue 24): the club zone's forms and the server judge
// with these same functions, the form on the browser's clock and the server on the product's, both
// read on Prague's wall clock so that 23:30 UTC on 31 December is already the next year for both.

const DAY_MS = 86_400_000;

/** The year it is in Prague at `now`. */
export const presentYear = (now: Date): number => Number(tournamentDay(now).slice(0, 4));

type CategoryYears = Pick<TeamCategory, 'birthYearFrom' | 'birthYearTo'>;

/**
 * The youngest birth year that plays anywhere in the tournament: a younger player may play one category
 * up, so two years below the youngest category's own. Null when a category has no age limit (adults)
 * or none is known: then only the present bounds the year.
 */
export function youngestPlayingYear(categories: readonly CategoryYears[]): number | null {
  if (categories.length === 0 || categories.some((c) => c.birthYearFrom === null)) return null;
  return Math.max(...categories.map((c) => (c.birthYearTo ?? (c.birthYearFrom as number) + 1) + 2));
}

export type BirthYearProblem = 'birthYearFuture' | 'birthYearTooYoung';

/**
 * Why a participant's birth year cannot be saved: nobody is born after this year, and a player younger
 * than every category admits plays nowhere. Older players are not refused here: they lead, or play on an
 * approved exception.
 */
export function birthYearProblem(birthYear: number, context: { now: Date; categories: readonly CategoryYears[]; isLeader: boolean }): BirthYearProblem | null {
  if (birthYear > presentYear(context.now)) return 'birthYearFuture';
  const youngest = youngestPlayingYear(context.categories);
  if (!context.isLeader && youngest !== null && birthYear > youngest) return 'birthYearTooYoung';
  return null;
}

/** Trainings start this many days before the first day: teams come early to train (SPEC §3). */
export const trainingDaysBefore = 2;

/** `tournament_start_date` as `yyyy-mm-dd`, or null while none is configured. */
function startDay(configurations: readonly ConfigValue[]): string | null {
  const raw = configValue(configurations, 'tournament_start_date');
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(raw)) return null;
  return Number.isNaN(Date.parse(`${raw.slice(0, 10)}T00:00:00Z`)) ? null : raw.slice(0, 10);
}

/** The calendar day of a training day offset (SPEC §3: days count from the start date); null without a start date. */
export function trainingDate(configurations: readonly ConfigValue[], day: number): string | null {
  const start = startDay(configurations);
  return start === null ? null : new Date(Date.parse(`${start}T00:00:00Z`) + day * DAY_MS).toISOString().slice(0, 10);
}

/** The day offsets a training may be on: from `trainingDaysBefore` before the start to the tournament's last day. */
export const trainingWindow = { first: -trainingDaysBefore, last: tournamentLengthDays - 1 } as const;

/** The day offset of today in Prague, or null without a start date. */
export function todaysTrainingDay(configurations: readonly ConfigValue[], now: Date): number | null {
  const start = startDay(configurations);
  return start === null ? null : Math.round((Date.parse(`${tournamentDay(now)}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

export type TrainingDateProblem = { field: 'day'; code: 'outsideTournament' | 'dayPast' } | { field: 'preferredTime'; code: 'timePast' };

/**
 * Why a training cannot be booked on `day` at `time`: a day outside the tournament, a day already past, or
 * today at an hour already gone. Nothing is refused while no start date is configured.
 */
export function trainingDateProblem(configurations: readonly ConfigValue[], day: number, time: string, now: Date): TrainingDateProblem | null {
  if (day < trainingWindow.first || day > trainingWindow.last) return { field: 'day', code: 'outsideTournament' };
  const today = todaysTrainingDay(configurations, now);
  if (today === null || day > today) return null;
  if (day < today) return { field: 'day', code: 'dayPast' };
  return trainingStarted(configurations, day, time, now) ? { field: 'preferredTime', code: 'timePast' } : null;
}

/** Whether a training on `day` at `time` (hh:mm, Prague's wall clock) has begun at `now`: nobody joins it any more. */
export function trainingStarted(configurations: readonly ConfigValue[], day: number, time: string, now: Date): boolean {
  const date = trainingDate(configurations, day);
  if (date === null) return false;
  return Date.parse(`${date}T${time.slice(0, 5)}:00Z`) <= onPragueClock(now).getTime();
}

/** The days the training form offers: the tournament's window from today on (every day without a start date). */
export function bookableTrainingDays(configurations: readonly ConfigValue[], now: Date): number[] {
  const today = todaysTrainingDay(configurations, now) ?? trainingWindow.first;
  const days: number[] = [];
  for (let day = Math.max(trainingWindow.first, today); day <= trainingWindow.last; day += 1) days.push(day);
  return days;
}
