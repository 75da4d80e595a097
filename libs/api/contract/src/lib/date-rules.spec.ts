import type { ConfigValue } from './entities/config-value';
import { birthYearProblem, bookableTrainingDays, presentYear, todaysTrainingDay, trainingDate, trainingDateProblem, trainingStarted, youngestPlayingYear } from './date-rules';

const config = (start: string | null): ConfigValue[] => [{ key: 'tournament_start_date', dataType: 'datetime', value: start, format: 'date' }];
/** The demo's shape: started yesterday (day 0), today is day 1, at 10:41 in Prague (08:41 UTC in summer time). */
const easter = config('2026-04-01T00:00:00Z');
const now = new Date('2026-04-02T08:41:00Z');
// Youth categories as the demo seeds them (A oldest, E youngest: 2015–2016, so 2018 plays up at most).
const categories = [
  { birthYearFrom: 2007, birthYearTo: 2008 },
  { birthYearFrom: 2015, birthYearTo: 2016 },
];

describe('birth years against the categories and the present', () => {
  it('counts the year on Prague\'s clock: 23:30 UTC on New Year\'s Eve is already the next year', () => {
    expect(presentYear(new Date('2026-12-31T22:59:00Z'))).toBe(2026);
    expect(presentYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
  });

  it('refuses a player born after this year, a leader too', () => {
    expect(birthYearProblem(2031, { now, categories, isLeader: false })).toBe('birthYearFuture');
    expect(birthYearProblem(2027, { now, categories: [], isLeader: true })).toBe('birthYearFuture');
    expect(birthYearProblem(2027, { now: new Date('2026-12-31T23:30:00Z'), categories: [], isLeader: true })).toBeNull();
  });

  it('refuses a player younger than the youngest category lets play up, not a leader and not an older player', () => {
    expect(youngestPlayingYear(categories)).toBe(2018);
    expect(birthYearProblem(2018, { now, categories, isLeader: false })).toBeNull();
    expect(birthYearProblem(2019, { now, categories, isLeader: false })).toBe('birthYearTooYoung');
    expect(birthYearProblem(2019, { now, categories, isLeader: true })).toBeNull();
    expect(birthYearProblem(1980, { now, categories, isLeader: false })).toBeNull();
  });

  it('takes a missing "to" year as the year after "from", and an adult category as no age limit', () => {
    expect(youngestPlayingYear([{ birthYearFrom: 2010, birthYearTo: null }])).toBe(2013);
    expect(youngestPlayingYear([...categories, { birthYearFrom: null, birthYearTo: null }])).toBeNull();
    expect(birthYearProblem(2024, { now, categories: [{ birthYearFrom: null, birthYearTo: null }], isLeader: false })).toBeNull();
  });
});

describe('training days against the tournament and the present', () => {
  it('reads a day offset as a date and today as an offset in Prague', () => {
    expect(trainingDate(easter, -2)).toBe('2026-03-30');
    expect(trainingDate(easter, 3)).toBe('2026-04-04');
    expect(todaysTrainingDay(easter, now)).toBe(1);
    // 22:30 UTC on the first day is already the second day in Prague.
    expect(todaysTrainingDay(easter, new Date('2026-04-01T22:30:00Z'))).toBe(1);
    expect(trainingDate(config(null), 0)).toBeNull();
  });

  it('refuses a day outside the tournament, a past day and an hour already gone today', () => {
    expect(trainingDateProblem(easter, 4, '09:00', now)).toEqual({ field: 'day', code: 'outsideTournament' });
    expect(trainingDateProblem(easter, -3, '09:00', new Date('2026-03-01T10:00:00Z'))).toEqual({ field: 'day', code: 'outsideTournament' });
    expect(trainingDateProblem(easter, 0, '18:00', now)).toEqual({ field: 'day', code: 'dayPast' });
    expect(trainingDateProblem(easter, 1, '10:30', now)).toEqual({ field: 'preferredTime', code: 'timePast' });
    expect(trainingDateProblem(easter, 1, '10:45', now)).toBeNull();
    expect(trainingDateProblem(easter, 3, '07:00', now)).toBeNull();
  });

  it('judges only the window while no start date is configured', () => {
    expect(trainingDateProblem(config(null), 0, '00:00', now)).toBeNull();
    expect(trainingDateProblem(config(null), 9, '09:00', now)).toEqual({ field: 'day', code: 'outsideTournament' });
    expect(trainingStarted(config(null), 0, '00:00', now)).toBe(false);
  });

  it('tells a started training by its wall-clock start in Prague, across the spring switch', () => {
    expect(trainingStarted(easter, 1, '10:41', now)).toBe(true);
    expect(trainingStarted(easter, 1, '10:42', now)).toBe(false);
    // 29 March 2026, 01:30 UTC is 03:30 in Prague (summer time began at 01:00 UTC).
    const sunday = config('2026-03-29T00:00:00Z');
    expect(trainingStarted(sunday, 0, '03:15', new Date('2026-03-29T01:30:00Z'))).toBe(true);
    expect(trainingStarted(sunday, 0, '03:45', new Date('2026-03-29T01:30:00Z'))).toBe(false);
  });

  it('offers the days from today to the last day, and the whole window before it begins', () => {
    expect(bookableTrainingDays(easter, now)).toEqual([1, 2, 3]);
    expect(bookableTrainingDays(easter, new Date('2026-03-01T10:00:00Z'))).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(bookableTrainingDays(easter, new Date('2026-04-10T10:00:00Z'))).toEqual([]);
    expect(bookableTrainingDays(config(null), now)).toEqual([-2, -1, 0, 1, 2, 3]);
  });
});
