import type { Sport } from '@phc/tournaments';

/**
 * The bench stopwatch as plain data: the running clock is an anchor (`startedAt`) plus the time
 * banked before it, so a reload computes the right value from the persisted state and `Date.now()`.
 */
export interface StopwatchState {
  running: boolean;
  /** Match time banked while paused, in ms. */
  elapsedMs: number;
  /** Epoch ms the clock was last started at; null while paused. */
  startedAt: number | null;
  /** Length of one period in minutes (the stage windows and the countdowns depend on it). */
  periodMinutes: number;
}

export type StopwatchAction =
  | { type: 'start'; now: number }
  | { type: 'pause'; now: number }
  /** "Edit time with reset": the clock jumps to the given match time and stops. */
  | { type: 'set'; ms: number }
  | { type: 'reset' }
  | { type: 'setPeriod'; minutes: number };

/** Typical youth periods: handball and football halves, floorball thirds, basketball quarters. Volleyball plays without a clock. */
const defaultPeriods: Record<Sport, number | null> = {
  handball: 20,
  football: 20,
  floorball: 15,
  basketball: 10,
  volleyball: null,
};

export const MAX_PERIOD_MINUTES = 60;

export function sportUsesClock(sport: Sport): boolean {
  return defaultPeriods[sport] !== null;
}

export function defaultPeriodMinutes(sport: Sport): number {
  return defaultPeriods[sport] ?? 0;
}

export function initialStopwatch(sport: Sport): StopwatchState {
  return { running: false, elapsedMs: 0, startedAt: null, periodMinutes: defaultPeriodMinutes(sport) };
}

export function elapsedMs(state: StopwatchState, now: number): number {
  if (!state.running || state.startedAt === null) return state.elapsedMs;
  return state.elapsedMs + Math.max(0, now - state.startedAt);
}

/** The match time as minute and second, what the event dialog prefills. */
export function clockTime(state: StopwatchState, now: number): { minute: number; second: number } {
  const totalSeconds = Math.floor(elapsedMs(state, now) / 1000);
  return { minute: Math.floor(totalSeconds / 60), second: totalSeconds % 60 };
}

export function formatClock(minute: number, second: number): string {
  return `${String(minute).padStart(2, '0')}:${String(second).padStart(2, '0')}`;
}

export function stopwatchReducer(state: StopwatchState, action: StopwatchAction): StopwatchState {
  switch (action.type) {
    case 'start':
      return state.running ? state : { ...state, running: true, startedAt: action.now };
    case 'pause':
      return state.running ? { ...state, running: false, startedAt: null, elapsedMs: elapsedMs(state, action.now) } : state;
    case 'set':
      return { ...state, running: false, startedAt: null, elapsedMs: Math.max(0, Math.round(action.ms)) };
    case 'reset':
      return { ...state, running: false, startedAt: null, elapsedMs: 0 };
    case 'setPeriod': {
      const minutes = Math.round(action.minutes);
      if (!Number.isFinite(minutes) || minutes < 1 || minutes > MAX_PERIOD_MINUTES) return state;
      return { ...state, periodMinutes: minutes };
    }
  }
}

/** A persisted value that is not a stopwatch (an old format, a broken store) starts a fresh one. */
export function reviveStopwatch(value: unknown, sport: Sport): StopwatchState {
  const fresh = initialStopwatch(sport);
  if (!value || typeof value !== 'object') return fresh;
  const v = value as Partial<StopwatchState>;
  if (typeof v.running !== 'boolean' || typeof v.elapsedMs !== 'number' || typeof v.periodMinutes !== 'number') return fresh;
  const startedAt = typeof v.startedAt === 'number' ? v.startedAt : null;
  return { running: v.running && startedAt !== null, elapsedMs: Math.max(0, v.elapsedMs), startedAt, periodMinutes: v.periodMinutes };
}
