import type { ConfigValue, Training } from '@phc/api-contract';
import { calendarDays, dateOfDay, formDays, groupCalendar, hourlyPrice, isJoinable, slotOf, trainingActions, trainingsOpen } from './training-logic';

const config = (values: Record<string, string | null>): ConfigValue[] => Object.entries(values).map(([key, value]) => ({ key, dataType: 'string' as const, value, format: null }));

const team = (clubId: number) => ({ id: clubId * 10, name: null, teamNumber: 1, categoryCode: 'C', categoryName: { cs: 'C chlapci', en: 'C boys' }, clubId, clubName: `Klub ${clubId}` });
const training = (over: Partial<Training> = {}): Training => ({
  id: 1,
  teamId: 10,
  team: team(1),
  day: 0,
  preferredTime: '10:00',
  startTime: null,
  endTime: null,
  trainingTypeId: 1,
  durationInMinutes: 90,
  placeId: 5,
  seekingRival: false,
  rivalName: null,
  rivalTeamId: null,
  note: null,
  state: 'pending',
  price: null,
  refereeRequested: false,
  ...over,
});

describe('training days', () => {
  it('dates a day offset from the tournament start date', () => {
    expect(dateOfDay(config({ tournament_start_date: '2026-07-01' }), -1)).toBe('2026-06-30');
    expect(dateOfDay(config({ tournament_start_date: '2026-07-01' }), 2)).toBe('2026-07-03');
    expect(dateOfDay(config({}), 2)).toBeNull();
  });

  it('shows the tournament\'s window, two days before the start to the last day, whatever first_game_date says', () => {
    expect(calendarDays([])).toEqual([-2, -1, 0, 1, 2, 3]);
  });

  it('keeps a day a training already has, even outside the window', () => {
    expect(calendarDays([{ day: 9 }])).toEqual([-2, -1, 0, 1, 2, 3, 9]);
  });

  it('offers in the form no day already past in Prague, except the day of the training being changed', () => {
    const start = config({ tournament_start_date: '2026-07-01' });
    // 22:30 UTC on 2 July is already 3 July (day 2) in Prague.
    const late = new Date('2026-07-02T22:30:00Z');
    expect(formDays(start, late, null)).toEqual([2, 3]);
    expect(formDays(start, late, { day: 0 })).toEqual([0, 2, 3]);
    expect(formDays(start, new Date('2026-06-01T10:00:00Z'), null)).toEqual([-2, -1, 0, 1, 2, 3]);
  });
});

describe('slots and the calendar', () => {
  it('shows the final time once set, else the preferred time for the training length', () => {
    expect(slotOf(training())).toEqual({ from: '10:00', to: '11:30', final: false });
    expect(slotOf(training({ startTime: '12:15:00', endTime: '13:00:00' }))).toEqual({ from: '12:15', to: '13:00', final: true });
  });

  it('groups by day and hall, by time, with trainings without a hall last', () => {
    const days = groupCalendar(
      config({ tournament_start_date: '2026-07-01', first_game_date: '2026-07-02' }),
      [training({ id: 1, preferredTime: '12:00' }), training({ id: 2, preferredTime: '09:00' }), training({ id: 3, placeId: null }), training({ id: 4, placeId: 6, day: 1 })],
      [6, 5],
    );
    const day0 = days.find((d) => d.day === 0);
    expect(day0?.date).toBe('2026-07-01');
    expect(day0?.halls.map((h) => [h.hallId, h.trainings.map((t) => t.id)])).toEqual([
      [5, [2, 1]],
      [null, [3]],
    ]);
    expect(days.find((d) => d.day === 1)?.halls.map((h) => h.hallId)).toEqual([6]);
  });
});

describe('what a club may do', () => {
  it('changes and deletes pending trainings, cancels approved ones, and nothing after "trainings editable till"', () => {
    expect(trainingActions({ state: 'pending' }, true)).toEqual({ edit: true, remove: true, cancel: true });
    expect(trainingActions({ state: 'approved' }, true)).toEqual({ edit: false, remove: false, cancel: true });
    expect(trainingActions({ state: 'cancelled' }, true)).toEqual({ edit: false, remove: false, cancel: false });
    expect(trainingActions({ state: 'pending' }, false)).toEqual({ edit: false, remove: false, cancel: false });
    expect(trainingsOpen(config({ trainings_editable_till: '2000-01-01T00:00:00Z' }), new Date())).toBe(false);
    expect(trainingsOpen(config({ trainings_editable_till: null }), new Date())).toBe(true);
  });

  it('joins only another club’s open training that seeks a rival and has not begun', () => {
    const when = { configurations: config({ tournament_start_date: '2026-07-01' }), now: new Date('2026-06-30T10:00:00Z') };
    expect(isJoinable(training({ seekingRival: true }), [2], when)).toBe(true);
    expect(isJoinable(training({ seekingRival: true }), [1], when)).toBe(false);
    expect(isJoinable(training({ seekingRival: true, rivalTeamId: 20 }), [2], when)).toBe(false);
    expect(isJoinable(training({ seekingRival: true, state: 'cancelled' }), [2], when)).toBe(false);
    expect(isJoinable(training(), [2], when)).toBe(false);
    // 1 July at 10:00 in Prague is 08:00 UTC: from then on nobody asks to join.
    expect(isJoinable(training({ seekingRival: true }), [2], { ...when, now: new Date('2026-07-01T07:59:00Z') })).toBe(true);
    expect(isJoinable(training({ seekingRival: true }), [2], { ...when, now: new Date('2026-07-01T08:00:00Z') })).toBe(false);
    expect(isJoinable(training({ seekingRival: true, startTime: '12:00:00' }), [2], { ...when, now: new Date('2026-07-01T08:00:00Z') })).toBe(true);
  });

  it('prices an hour per team from the training type’s price list item in the club’s currency', () => {
    const enums = { trainingTypes: [{ id: 1, pricelistItemId: 7 }, { id: 2, pricelistItemId: null }], pricelistItems: [{ id: 7, priceCzk: 1200, priceEur: 50 }] };
    expect(hourlyPrice(1, enums, 'CZK')).toBe(1200);
    expect(hourlyPrice(1, enums, 'EUR')).toBe(50);
    expect(hourlyPrice(2, enums, 'CZK')).toBeNull();
  });
});
