import { openingHoursText } from './opening-hours';

describe('openingHoursText', () => {
  it('lists each day in day order with its hours, then the note', () => {
    const days = [
      { day: '2026-04-07', opens: '08:00', closes: '18:00' },
      { day: '2026-04-06', opens: '07:30', closes: '20:30' },
    ];
    expect(openingHoursText(days, ' Recepce nonstop ')).toBe('6. 4. 7:30–20:30 · 7. 4. 8:00–18:00 · Recepce nonstop');
  });

  it('keeps a note alone and answers null when there is nothing to show', () => {
    expect(openingHoursText([], 'Recepce nonstop')).toBe('Recepce nonstop');
    expect(openingHoursText([], '  ')).toBeNull();
    expect(openingHoursText([], null)).toBeNull();
  });

  it('keeps two-digit hours and midnight as they are', () => {
    expect(openingHoursText([{ day: '2026-12-24', opens: '00:00', closes: '23:59' }], null)).toBe('24. 12. 0:00–23:59');
  });

  it('writes the days the English way on English pages', () => {
    const days = [
      { day: '2026-04-07', opens: '08:00', closes: '18:00' },
      { day: '2026-04-06', opens: '07:30', closes: '20:30' },
    ];
    expect(openingHoursText(days, 'Reception 24/7', 'en')).toBe('6 Apr 7:30–20:30 · 7 Apr 8:00–18:00 · Reception 24/7');
    expect(openingHoursText([{ day: '2026-12-24', opens: '00:00', closes: '23:59' }], null, 'en')).toBe('24 Dec 0:00–23:59');
  });
});
