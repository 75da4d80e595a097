import { getSportRules } from './sport-rules';
import type { Sport } from './types';

/**
 * The rules an event of the match protocol obeys, one module for the reporter's screen and the
 * server: the time window of each stage and who an event is recorded for.
 */

/** Match time in seconds an event of a stage may carry; `to: null` is open-ended. */
export interface StageWindow {
  from: number;
  to: number | null;
}

/** What a category's matches are played to: the stage windows follow the period length. */
export interface CategoryPlay {
  smallCourt: boolean;
}

// Played after regulation time for as long as it takes, or (the end) a forgotten event added afterwards.
const openEndedStages = new Set(['overtime', 'extra_time', 'shootout', 'penalty_attempts', 'penalties']);

export function sportUsesClock(sport: Sport): boolean {
  return getSportRules(sport).playingTime !== null;
}

/**
 * Minutes of one period in a category: the one number the stopwatch, the event windows on both
 * sides and the rules page of the demo read. 0 for a sport without a clock.
 */
export function categoryPeriodMinutes(sport: Sport, category: CategoryPlay | null | undefined): number {
  const time = getSportRules(sport).playingTime;
  if (!time) return 0;
  return category?.smallCourt ? time.smallCourtPeriodMinutes : time.periodMinutes;
}

function regulationStages(sport: Sport): string[] {
  return getSportRules(sport)
    .stages.map((s) => s.code)
    .filter((code) => code !== 'end' && !openEndedStages.has(code));
}

/** Whether the stage is a regulation period (the clock runs to its end), as opposed to overtime, a shoot-out or the end. */
export function isRegulationStage(sport: Sport, stageCode: string | null): boolean {
  return stageCode !== null && regulationStages(sport).includes(stageCode);
}

/**
 * The window of match time for events of a stage: period i of length P covers [i·P, (i+1)·P] minutes;
 * overtime and shoot-outs start after regulation and have no end; before the first stage the first
 * period applies; after the end any time (a forgotten event). Null: the sport keeps no clock
 * (volleyball), so any time is accepted.
 */
export function stageWindow(sport: Sport, stageCode: string | null, periodMinutes: number): StageWindow | null {
  if (!sportUsesClock(sport)) return null;
  const period = periodMinutes * 60;
  const regulation = regulationStages(sport);
  const code = stageCode ?? regulation[0] ?? null;
  const index = code === null ? -1 : regulation.indexOf(code);
  if (index >= 0) return { from: index * period, to: (index + 1) * period };
  if (code !== null && openEndedStages.has(code)) return { from: regulation.length * period, to: null };
  return { from: 0, to: null };
}

/** A match time moved into the window (the stopwatch of the last half still at 0:04 gives the half's start). */
export function clampToWindow(seconds: number, window: StageWindow | null): number {
  if (!window) return seconds;
  if (seconds < window.from) return window.from;
  if (window.to !== null && seconds > window.to) return window.to;
  return seconds;
}

/** The event type must name a player: in the event dialog (`form`) or anywhere, the server too (`any`). */
export function eventTypeNeedsPlayer(sport: Sport, eventTypeCode: string | null | undefined, where: 'form' | 'any' = 'form'): boolean {
  const type = getSportRules(sport).eventTypes.find((e) => e.code === eventTypeCode);
  if (!type) return where === 'form' && sport !== 'volleyball';
  return type.recordedFor === 'player' || (where === 'form' && type.recordedFor === 'scorer');
}

/** Minutes the contract takes (0–200); seconds are those of a minute. */
export const maxEventMinute = 200;

export interface EventTimeInput {
  sport: Sport;
  stageCode: string | null;
  periodMinutes: number;
  minute: number;
  second: number;
}

export function isValidEventTime(input: EventTimeInput): boolean {
  const { minute, second } = input;
  if (!Number.isInteger(minute) || !Number.isInteger(second)) return false;
  if (minute < 0 || minute > maxEventMinute || second < 0 || second > 59) return false;
  const window = stageWindow(input.sport, input.stageCode, input.periodMinutes);
  if (!window) return true;
  const at = minute * 60 + second;
  return at >= window.from && (window.to === null || at <= window.to);
}

export type EventRuleError = 'invalidTime' | 'playerRequired';

export interface EventRuleInput extends EventTimeInput {
  eventTypeCode: string | null;
  participantId: number | null | undefined;
}

/**
 * What the server refuses of an event whoever sends it: a time outside its stage, a sanction with
 * nobody named. The dialog asks more (a scorer too), see `eventTypeNeedsPlayer(…, 'form')`.
 */
export function eventRuleErrors(input: EventRuleInput): Partial<Record<'time' | 'participant', EventRuleError>> {
  const errors: Partial<Record<'time' | 'participant', EventRuleError>> = {};
  if (!isValidEventTime(input)) errors.time = 'invalidTime';
  if (input.participantId == null && eventTypeNeedsPlayer(input.sport, input.eventTypeCode, 'any')) errors.participant = 'playerRequired';
  return errors;
}
