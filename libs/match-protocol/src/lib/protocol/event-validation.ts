import { getSportRules, type Sport } from '@phc/tournaments';
import { sportUsesClock } from './stopwatch';

/** SPEC §5 event dialog errors, as codes the dialog translates. */
export type EventFieldError = 'invalidTime' | 'playerRequired' | 'eventTypeRequired';
export interface EventFormErrors {
  time?: EventFieldError;
  participant?: EventFieldError;
  eventType?: EventFieldError;
}

/** Match time in seconds an event of a stage may carry; `to: null` is open-ended. */
export interface StageWindow {
  from: number;
  to: number | null;
}

// Played after regulation time for as long as it takes, or (the end) a forgotten event added afterwards.
const openEndedStages = new Set(['overtime', 'extra_time', 'shootout', 'penalty_attempts', 'penalties']);

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
 * period applies. Null: the sport keeps no clock (volleyball), so any time is accepted.
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

/** Timeouts (and every volleyball rally point) belong to the team, not to a player. */
export function eventTypeNeedsPlayer(sport: Sport, eventTypeCode: string | null | undefined): boolean {
  if (sport === 'volleyball') return false;
  return eventTypeCode !== 'timeout';
}

export interface EventFormInput {
  sport: Sport;
  stageCode: string | null;
  periodMinutes: number;
  minute: number;
  second: number;
  eventTypeId: number | null;
  eventTypeCode: string | null;
  participantId: number | null;
}

export function isValidEventTime(input: Pick<EventFormInput, 'sport' | 'stageCode' | 'periodMinutes' | 'minute' | 'second'>): boolean {
  const { minute, second } = input;
  if (!Number.isInteger(minute) || !Number.isInteger(second)) return false;
  // The server takes minutes 0–200 (contract); seconds are those of a minute.
  if (minute < 0 || minute > 200 || second < 0 || second > 59) return false;
  const window = stageWindow(input.sport, input.stageCode, input.periodMinutes);
  if (!window) return true;
  const at = minute * 60 + second;
  return at >= window.from && (window.to === null || at <= window.to);
}

/** Every SPEC §5 error of the event dialog at once; an empty object means the event may be saved. */
export function validateEventForm(input: EventFormInput): EventFormErrors {
  const errors: EventFormErrors = {};
  if (!isValidEventTime(input)) errors.time = 'invalidTime';
  if (input.eventTypeId === null) errors.eventType = 'eventTypeRequired';
  else if (input.participantId === null && eventTypeNeedsPlayer(input.sport, input.eventTypeCode)) errors.participant = 'playerRequired';
  return errors;
}

export const hasErrors = (errors: EventFormErrors) => Object.keys(errors).length > 0;
