import { clockAtStageStart, clockTime, elapsedMs, formatClock, initialStopwatch, reviveStopwatch, stopwatchReducer, type StopwatchState } from './stopwatch';

const start = initialStopwatch();

describe('stopwatch reducer', () => {
  it('starts stopped at no time', () => {
    expect(start).toEqual({ running: false, elapsedMs: 0, startedAt: null });
  });

  it('runs from the start anchor and banks the time on pause', () => {
    const running = stopwatchReducer(start, { type: 'start', now: 1_000 });
    expect(clockTime(running, 1_000 + 65_500)).toEqual({ minute: 1, second: 5 });
    const paused = stopwatchReducer(running, { type: 'pause', now: 1_000 + 65_500 });
    expect(paused).toMatchObject({ running: false, startedAt: null, elapsedMs: 65_500 });
    // Paused time does not move.
    expect(elapsedMs(paused, 999_999)).toBe(65_500);
  });

  it('continues from the banked time after a pause', () => {
    let s: StopwatchState = stopwatchReducer(start, { type: 'start', now: 0 });
    s = stopwatchReducer(s, { type: 'pause', now: 10_000 });
    s = stopwatchReducer(s, { type: 'start', now: 50_000 });
    expect(elapsedMs(s, 55_000)).toBe(15_000);
  });

  it('ignores a second start and a pause while stopped', () => {
    const running = stopwatchReducer(start, { type: 'start', now: 0 });
    expect(stopwatchReducer(running, { type: 'start', now: 5_000 })).toBe(running);
    expect(stopwatchReducer(start, { type: 'pause', now: 5_000 })).toBe(start);
  });

  it('edits the time: jumps there and stops', () => {
    const running = stopwatchReducer(start, { type: 'start', now: 0 });
    const edited = stopwatchReducer(running, { type: 'set', ms: 12 * 60_000 + 30_000 });
    expect(edited).toMatchObject({ running: false, elapsedMs: 750_000, startedAt: null });
    expect(stopwatchReducer(edited, { type: 'reset' }).elapsedMs).toBe(0);
  });

  it('jumps to a new time and keeps running if it was', () => {
    const running = stopwatchReducer(start, { type: 'start', now: 0 });
    const jumped = stopwatchReducer(running, { type: 'jump', ms: 20 * 60_000, now: 4_000 });
    expect(clockTime(jumped, 4_000 + 30_000)).toEqual({ minute: 20, second: 30 });
    expect(stopwatchReducer(start, { type: 'jump', ms: 20 * 60_000, now: 4_000 })).toEqual({ running: false, startedAt: null, elapsedMs: 1_200_000 });
  });

  it('a second half continues at its start: 20:00 for 20-minute halves, whatever the clock said', () => {
    const second = { from: 1200, to: 2400 };
    const atFour = stopwatchReducer(start, { type: 'set', ms: 4_000 });
    expect(clockAtStageStart(atFour, 0, second)).toBe(1_200_000);
    expect(clockAtStageStart(stopwatchReducer(start, { type: 'set', ms: 41 * 60_000 }), 0, second)).toBe(1_200_000);
    // A clock already in the half (the reporter set it by hand) stays.
    expect(clockAtStageStart(stopwatchReducer(start, { type: 'set', ms: 21 * 60_000 }), 0, second)).toBeNull();
    expect(clockAtStageStart(atFour, 0, null)).toBeNull();
  });

  it('continues at the right value after a reload from the persisted state', () => {
    const running = stopwatchReducer(start, { type: 'start', now: 1_000 });
    const revived = reviveStopwatch(JSON.parse(JSON.stringify(running)));
    expect(clockTime(revived, 1_000 + 3 * 60_000)).toEqual({ minute: 3, second: 0 });
  });

  it('starts fresh from a broken persisted value', () => {
    expect(reviveStopwatch(null)).toEqual(initialStopwatch());
    expect(reviveStopwatch({ running: 'yes' })).toEqual(start);
  });

  it('formats the clock as mm:ss', () => {
    expect(formatClock(3, 7)).toBe('03:07');
    expect(formatClock(41, 0)).toBe('41:00');
  });
});
