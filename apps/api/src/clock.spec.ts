import { createClock } from './clock';

describe('the product clock', () => {
  afterEach(() => jest.useRealTimers());

  it('is the real clock without a start', () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T19:30:00Z') });
    expect(createClock()().toISOString()).toBe('2026-12-01T19:30:00.000Z');
  });

  it('starts at its start moment whatever the real hour, and runs at real speed from there', () => {
    for (const real of ['2026-12-01T19:30:00Z', '2027-03-28T00:30:00Z', '2026-06-15T23:59:59Z']) {
      jest.useFakeTimers({ now: new Date(real) });
      const now = createClock(new Date('2026-04-02T08:41:00Z'));
      expect(now().toISOString()).toBe('2026-04-02T08:41:00.000Z');
      jest.advanceTimersByTime(90_000);
      expect(now().toISOString()).toBe('2026-04-02T08:42:30.000Z');
    }
  });
});
