import { onPragueClock } from './tournament-clock';

describe("the tournament's clock", () => {
  it('reads an instant on Prague\'s wall clock across both daylight-saving switches of 2026', () => {
    expect(onPragueClock('2026-03-29T00:59:30Z').toISOString()).toBe('2026-03-29T01:59:30.000Z');
    expect(onPragueClock('2026-03-29T01:00:00Z').toISOString()).toBe('2026-03-29T03:00:00.000Z');
    expect(onPragueClock('2026-10-25T00:59:00Z').toISOString()).toBe('2026-10-25T02:59:00.000Z');
    expect(onPragueClock('2026-10-25T01:00:00Z').toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('refuses something that is not a date', () => {
    expect(() => onPragueClock('soon')).toThrow(RangeError);
  });
});
