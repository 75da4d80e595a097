import { eventRuleErrors, eventTypeNeedsPlayer, type Sport, type StageWindow } from '@phc/tournaments';
import { formatClock } from './stopwatch';

/** SPEC §5 event dialog errors, as codes the dialog translates. */
export type EventFieldError = 'invalidTime' | 'playerRequired' | 'eventTypeRequired';
export interface EventFormErrors {
  time?: EventFieldError;
  participant?: EventFieldError;
  eventType?: EventFieldError;
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

/**
 * Every SPEC §5 error of the event dialog at once; an empty object means the event may be saved. The
 * time and sanction rules are the server's own (@phc/tournaments); the dialog asks for a scorer too.
 */
export function validateEventForm(input: EventFormInput): EventFormErrors {
  const errors: EventFormErrors = { ...eventRuleErrors(input) };
  if (input.eventTypeId === null) {
    errors.eventType = 'eventTypeRequired';
    delete errors.participant;
  } else if (input.participantId === null && eventTypeNeedsPlayer(input.sport, input.eventTypeCode, 'form')) errors.participant = 'playerRequired';
  return errors;
}

export const hasErrors = (errors: EventFormErrors) => Object.keys(errors).length > 0;

const clockOf = (seconds: number) => formatClock(Math.floor(seconds / 60), seconds % 60);

/** The stage's window as the reporter reads it: "20:00–40:00", or "40:00–" when it has no end. */
export function windowText(window: StageWindow | null): string | null {
  if (!window) return null;
  return `${clockOf(window.from)}–${window.to === null ? '' : clockOf(window.to)}`;
}
