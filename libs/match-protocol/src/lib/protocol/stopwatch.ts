/**
 * The bench stopwatch as plain data: the running clock is an anchor (`startedAt`) plus the time
 * banked before it, so a reload computes the right value from the persisted state and `Date.now()`.
 * The period length is not the stopwatch's: it is the category's (@phc/tournaments categoryPeriodMinutes),
 * the same number the server checks event times against.
 */
export interface StopwatchState {
  running: boolean;
  /** Match time banked while paused, in ms. */
  elapsedMs: number;
  /** Epoch ms the clock was last started at; null while paused. */
  startedAt: number | null;
}

export type StopwatchAction =
  | { type: 'start'; now: number }
  | { type: 'pause'; now: number }
  /** "Edit time with reset": the clock jumps to the given match time and stops. */
  | { type: 'set'; ms: number }
  /** A new stage begins: the clock goes on from the stage's start, running if it was. */
  | { type: 'jump'; ms: number; now: number }
  | { type: 'reset' };

export function initialStopwatch(): StopwatchState {
  return { running: false, elapsedMs: 0, startedAt: null };
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
    case 'jump': {
      const ms = Math.max(0, Math.round(action.ms));
      return state.running ? { running: true, startedAt: action.now, elapsedMs: ms } : { ...state, elapsedMs: ms };
    }
    case 'reset':
      return { ...state, running: false, startedAt: null, elapsedMs: 0 };
  }
}

/** A persisted value that is not a stopwatch (an old format, a broken store) starts a fresh one. */
export function reviveStopwatch(value: unknown): StopwatchState {
  const fresh = initialStopwatch();
  if (!value || typeof value !== 'object') return fresh;
  const v = value as Partial<StopwatchState>;
  if (typeof v.running !== 'boolean' || typeof v.elapsedMs !== 'number') return fresh;
  const startedAt = typeof v.startedAt === 'number' ? v.startedAt : null;
  return { running: v.running && startedAt !== null, elapsedMs: Math.max(0, v.elapsedMs), startedAt };
}

/**
 * Where the clock goes when a stage begins: a clock outside the new stage's window (still at 0:04
 * of a first half nobody timed, or past it) continues at the stage's start, e.g. 20:00 for the
 * second of 20-minute halves; a clock already inside it stays. Null: no change.
 */
export function clockAtStageStart(state: StopwatchState, now: number, window: { from: number; to: number | null } | null): number | null {
  if (!window) return null;
  const seconds = Math.floor(elapsedMs(state, now) / 1000);
  const inside = seconds >= window.from && (window.to === null || seconds < window.to);
  return inside ? null : window.from * 1000;
}
