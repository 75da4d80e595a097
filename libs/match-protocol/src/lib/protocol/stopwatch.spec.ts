import { clockTime, elapsedMs, formatClock, initialStopwatch, reviveStopwatch, stopwatchReducer, type StopwatchState } from './stopwatch';

const start = initialStopwatch('handball');

describe('stopwatch reducer', () => {
  it('starts with the sport period and no time', () => {
    expect(start).toEqual({ running: false, elapsedMs: 0, startedAt: null, periodMinutes: 20 });
    expect(initialStopwatch('basketball').periodMinutes).toBe(10);
    expect(initialStopwatch('floorball').periodMinutes).toBe(15);
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

  it('accepts a period length from 1 to 60 minutes only', () => {
    expect(stopwatchReducer(start, { type: 'setPeriod', minutes: 25 }).periodMinutes).toBe(25);
    expect(stopwatchReducer(start, { type: 'setPeriod', minutes: 0 })).toBe(start);
    expect(stopwatchReducer(start, { type: 'setPeriod', minutes: 61 })).toBe(start);
    expect(stopwatchReducer(start, { type: 'setPeriod', minutes: Number.NaN })).toBe(start);
  });

  it('continues at the right value after a reload from the persisted state', () => {
    const running = stopwatchReducer(start, { type: 'start', now: 1_000 });
    const revived = reviveStopwatch(JSON.parse(JSON.stringify(running)), 'handball');
    expect(clockTime(revived, 1_000 + 3 * 60_000)).toEqual({ minute: 3, second: 0 });
  });

  it('starts fresh from a broken persisted value', () => {
    expect(reviveStopwatch(null, 'floorball')).toEqual(initialStopwatch('floorball'));
    expect(reviveStopwatch({ running: 'yes' }, 'handball')).toEqual(start);
  });

  it('formats the clock as mm:ss', () => {
    expect(formatClock(3, 7)).toBe('03:07');
    expect(formatClock(41, 0)).toBe('41:00');
  });
});
