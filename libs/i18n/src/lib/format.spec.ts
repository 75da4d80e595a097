import { formatDate, formatDateTime, formatMoment, formatMomentDate, formatMomentTime, formatMoney, formatNumber, formatShortDay, formatTime, formatWeekday } from './format';

const nbsp = '\u00a0';

describe('formatters (SPEC §9)', () => {
  it('groups thousands the Czech way with a decimal comma', () => {
    expect(formatNumber(1234567.5)).toBe(`1${nbsp}234${nbsp}567,5`);
    expect(formatNumber(12)).toBe('12');
  });

  // Issue 24: English pages read "800,- Kč".
  it('writes money in English as English readers do', () => {
    expect(formatMoney(800, 'CZK', { locale: 'en' })).toBe(`CZK${nbsp}800`);
    expect(formatMoney(12400, 'CZK', { locale: 'en' })).toBe(`CZK${nbsp}12,400`);
    expect(formatMoney(12, 'EUR', { locale: 'en' })).toBe('€12');
    expect(formatMoney(12.5, 'EUR', { locale: 'en' })).toBe('€12.50');
    expect(formatMoney(800, 'CZK', { locale: 'cs' })).toBe(`800,-${nbsp}Kč`);
  });

  // Issue 24: "Tu 1 Dec" was the Czech-style cut of an English weekday.
  it('names a short day in each language', () => {
    expect(formatShortDay('2026-12-01T18:30:00Z', 'en')).toBe('Tue 1 Dec');
    expect(formatShortDay('2026-12-01T18:30:00Z', 'cs')).toBe('út 1. 12.');
    expect(formatShortDay('2026-04-05T23:30:00Z', 'en')).toBe('Sun 5 Apr');
  });

  it('writes whole crowns and euros with the ",-" suffix', () => {
    expect(formatMoney(1500, 'CZK')).toBe(`1${nbsp}500,-${nbsp}Kč`);
    expect(formatMoney(12, 'EUR')).toBe(`12,-${nbsp}€`);
  });

  it('lets the suffix be replaced and shows cents when there are some', () => {
    expect(formatMoney(300, 'CZK', { suffix: '' })).toBe(`300${nbsp}Kč`);
    expect(formatMoney(12.5, 'EUR')).toBe(`12,50${nbsp}€`);
  });

  it('formats dates as d. m. yyyy in UTC, whatever the time zone of the machine', () => {
    expect(formatDate('2026-04-06T23:30:00Z')).toBe('6. 4. 2026');
    expect(formatDate(new Date(Date.UTC(2026, 11, 31)))).toBe('31. 12. 2026');
  });

  it('formats dates on English pages as d Mon yyyy in UTC', () => {
    expect(formatDate('2026-04-06T23:30:00Z', 'en')).toBe('6 Apr 2026');
    expect(formatDate(new Date(Date.UTC(2026, 11, 31)), 'en')).toBe('31 Dec 2026');
    expect(formatDate('2026-04-06T10:00:00Z', 'cs')).toBe('6. 4. 2026');
    expect(formatDateTime('2026-04-06T18:40:00Z', 'en')).toBe('6 Apr 2026 18:40');
  });

  it('formats times as HH:mm in UTC', () => {
    expect(formatTime('2026-04-06T08:05:00Z')).toBe('08:05');
    expect(formatDateTime('2026-04-06T18:40:00Z')).toBe('6. 4. 2026 18:40');
  });

  it('names the weekday in the visitor language', () => {
    expect(formatWeekday('2026-04-06T10:00:00Z', 'cs')).toBe('pondělí');
    expect(formatWeekday('2026-04-06T10:00:00Z', 'en')).toBe('Monday');
  });

  it('refuses something that is not a date instead of printing NaN', () => {
    expect(() => formatDate('tomorrow-ish')).toThrow(RangeError);
  });

  describe('moments on Prague\'s clock', () => {
    it('shows a winter evening moment one hour ahead of UTC (issue 24: 19:49 UTC read 19:49, it was 20:49)', () => {
      expect(formatMomentTime('2026-12-01T19:49:00Z')).toBe('20:49');
      expect(formatMoment('2026-12-01T19:49:00Z')).toBe('1. 12. 2026 20:49');
      expect(formatMoment('2026-12-01T19:49:00Z', 'en')).toBe('1 Dec 2026 20:49');
    });

    it('shows an Easter moment two hours ahead of UTC', () => {
      expect(formatMoment('2026-04-06T18:40:00Z')).toBe('6. 4. 2026 20:40');
    });

    it('moves to summer time at 2:00 on the last Sunday of March (29 March 2026)', () => {
      expect(formatMomentTime('2026-03-29T00:59:00Z')).toBe('01:59');
      expect(formatMomentTime('2026-03-29T01:00:00Z')).toBe('03:00');
    });

    it('moves back to winter time at 3:00 on the last Sunday of October (25 October 2026)', () => {
      expect(formatMomentTime('2026-10-25T00:59:00Z')).toBe('02:59');
      expect(formatMomentTime('2026-10-25T01:00:00Z')).toBe('02:00');
      expect(formatMomentTime('2026-10-25T02:00:00Z')).toBe('03:00');
    });

    it('names the Prague day of a moment after midnight there but before midnight in UTC', () => {
      expect(formatMomentDate('2026-12-31T23:30:00Z')).toBe('1. 1. 2027');
      expect(formatMomentDate('2026-07-31T22:30:00Z', 'en')).toBe('1 Aug 2026');
    });

    it('leaves scheduled kick-offs on the wall clock they were written in', () => {
      expect(formatTime('2026-12-01T19:49:00Z')).toBe('19:49');
    });
  });
});
