import { pragueLocalToUtc, storedDay, utcToPragueLocal } from './config-time';

describe('configuration times in Prague', () => {
  it('shows a stored UTC instant as Prague wall-clock time, summer and winter', () => {
    expect(utcToPragueLocal('2026-04-08T20:00:00Z')).toBe('2026-04-08T22:00');
    expect(utcToPragueLocal('2026-01-10T08:30:00Z')).toBe('2026-01-10T09:30');
    expect(utcToPragueLocal(null)).toBe('');
    expect(utcToPragueLocal('nonsense')).toBe('');
  });

  it('stores Prague wall-clock time as UTC, on both sides of the daylight-saving switch', () => {
    expect(pragueLocalToUtc('2026-04-08T22:00')).toBe('2026-04-08T20:00:00Z');
    expect(pragueLocalToUtc('2026-01-10T09:30')).toBe('2026-01-10T08:30:00Z');
    expect(pragueLocalToUtc('2026-03-29T01:30')).toBe('2026-03-29T00:30:00Z');
    expect(pragueLocalToUtc('2026-03-29T04:00')).toBe('2026-03-29T02:00:00Z');
    expect(pragueLocalToUtc('8. 4. 2026')).toBeNull();
  });

  it('round-trips a Prague time', () => {
    for (const local of ['2026-06-30T23:59', '2026-12-31T00:00', '2026-10-25T12:00']) expect(utcToPragueLocal(pragueLocalToUtc(local))).toBe(local);
  });

  it('reads the UTC day of a date key', () => {
    expect(storedDay('2026-04-05T00:00:00Z')).toBe('2026-04-05');
    expect(storedDay(null)).toBe('');
  });
});
