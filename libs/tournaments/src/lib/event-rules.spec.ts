import { categoryPeriodMinutes, clampToWindow, eventRuleErrors, eventTypeNeedsPlayer, isValidEventTime, stageWindow, type EventRuleInput } from './event-rules';
import { getSportRules } from './sport-rules';
import type { Sport } from './types';

const base: EventRuleInput = { sport: 'handball', stageCode: '1st_half', periodMinutes: 20, minute: 5, second: 0, eventTypeCode: 'goal', participantId: 9 };

describe('stage windows per sport', () => {
  it('handball: halves of the period length, shoot-out open-ended after regulation', () => {
    expect(stageWindow('handball', '1st_half', 20)).toEqual({ from: 0, to: 1200 });
    expect(stageWindow('handball', '2nd_half', 20)).toEqual({ from: 1200, to: 2400 });
    expect(stageWindow('handball', 'shootout', 20)).toEqual({ from: 2400, to: null });
  });

  it('floorball: three periods, overtime and penalty shots open-ended', () => {
    expect(stageWindow('floorball', '3rd_period', 15)).toEqual({ from: 1800, to: 2700 });
    expect(stageWindow('floorball', 'overtime', 15)).toEqual({ from: 2700, to: null });
    expect(stageWindow('floorball', 'penalty_attempts', 15)).toEqual({ from: 2700, to: null });
  });

  it('basketball: four quarters and an open overtime', () => {
    expect(stageWindow('basketball', '4th_part', 10)).toEqual({ from: 1800, to: 2400 });
    expect(stageWindow('basketball', 'overtime', 10)).toEqual({ from: 2400, to: null });
  });

  it('football: extra time and penalties after two halves', () => {
    expect(stageWindow('football', 'extra_time', 20)).toEqual({ from: 2400, to: null });
    expect(stageWindow('football', 'penalties', 20)).toEqual({ from: 2400, to: null });
  });

  it('before the first stage the first period applies; after the end any time', () => {
    expect(stageWindow('handball', null, 20)).toEqual({ from: 0, to: 1200 });
    expect(stageWindow('handball', 'end', 20)).toEqual({ from: 0, to: null });
  });

  it('volleyball keeps no clock', () => {
    expect(stageWindow('volleyball', '1st_set', 0)).toBeNull();
    expect(isValidEventTime({ sport: 'volleyball', stageCode: '3rd_set', periodMinutes: 0, minute: 0, second: 0 })).toBe(true);
  });
});

describe('event time', () => {
  it.each([
    [5, 0, true],
    [0, 0, true],
    [20, 0, true],
    [20, 1, false],
    [3, 60, false],
    [3, -1, false],
    [-1, 0, false],
    [2.5, 0, false],
  ])('handball 1st half %i:%i valid %s', (minute, second, valid) => {
    expect(isValidEventTime({ ...base, minute, second })).toBe(valid);
  });

  it('a 2nd-half event must lie in the 2nd half', () => {
    expect(isValidEventTime({ ...base, stageCode: '2nd_half', minute: 10 })).toBe(false);
    expect(isValidEventTime({ ...base, stageCode: '2nd_half', minute: 30 })).toBe(true);
  });

  it('follows the configured period length', () => {
    expect(isValidEventTime({ ...base, periodMinutes: 25, minute: 24 })).toBe(true);
    expect(isValidEventTime({ ...base, periodMinutes: 15, minute: 16 })).toBe(false);
  });

  it('overtime accepts any later time', () => {
    expect(isValidEventTime({ sport: 'floorball', stageCode: 'overtime', periodMinutes: 15, minute: 52, second: 10 })).toBe(true);
    expect(isValidEventTime({ sport: 'floorball', stageCode: 'overtime', periodMinutes: 15, minute: 40, second: 0 })).toBe(false);
  });
});

describe('the second half (issue 24)', () => {
  it('a timeout at 0:30 of the second half (20:30 of the match) is valid; 0:30 itself is the first half', () => {
    const timeout = { ...base, stageCode: '2nd_half', eventTypeCode: 'timeout', participantId: null };
    expect(eventRuleErrors({ ...timeout, minute: 20, second: 30 })).toEqual({});
    expect(eventRuleErrors({ ...timeout, minute: 0, second: 30 })).toEqual({ time: 'invalidTime' });
  });

  it('moves a clock left in the first half to the start of the second', () => {
    const second = stageWindow('handball', '2nd_half', 20);
    expect(clampToWindow(4, second)).toBe(1200);
    expect(clampToWindow(1300, second)).toBe(1300);
    expect(clampToWindow(2500, second)).toBe(2400);
    expect(clampToWindow(4, null)).toBe(4);
  });
});

describe('period length per category', () => {
  it('the youngest (small court) play shorter periods: handball 2 × 15, small court 2 × 10', () => {
    expect(categoryPeriodMinutes('handball', { smallCourt: false })).toBe(15);
    expect(categoryPeriodMinutes('handball', { smallCourt: true })).toBe(10);
    expect(getSportRules('handball').playingTime?.periods).toBe(2);
  });

  it.each([
    ['floorball', 3, 12, 10],
    ['basketball', 4, 10, 8],
    ['football', 2, 20, 15],
  ] as const)('%s plays %i periods of %i minutes, %i on a small court', (sport, periods, minutes, small) => {
    expect(getSportRules(sport).playingTime?.periods).toBe(periods);
    expect(categoryPeriodMinutes(sport, { smallCourt: false })).toBe(minutes);
    expect(categoryPeriodMinutes(sport, { smallCourt: true })).toBe(small);
  });

  it('volleyball has no clock', () => {
    expect(categoryPeriodMinutes('volleyball', { smallCourt: true })).toBe(0);
    expect(stageWindow('volleyball', '2nd_set', 0)).toBeNull();
  });
});

describe('who an event is recorded for', () => {
  it('a sanction names its player everywhere; a goal in the dialog only; a timeout never', () => {
    expect(eventRuleErrors({ ...base, eventTypeCode: '2min', participantId: null })).toEqual({ participant: 'playerRequired' });
    expect(eventRuleErrors({ ...base, eventTypeCode: 'goal', participantId: null })).toEqual({});
    expect(eventTypeNeedsPlayer('handball', 'goal', 'form')).toBe(true);
    expect(eventTypeNeedsPlayer('handball', 'goal', 'any')).toBe(false);
    expect(eventTypeNeedsPlayer('handball', 'timeout', 'form')).toBe(false);
  });

  it.each([
    ['handball', ['yellow_card', '2min', 'red_card']],
    ['floorball', ['penalty_2min', 'penalty_5min', 'penalty_10min']],
    ['basketball', ['foul']],
    ['football', ['yellow_card', 'red_card']],
    ['volleyball', []],
  ] as [Sport, string[]][])('%s: the sanctions %j need a player on the server', (sport, codes) => {
    expect(getSportRules(sport).eventTypes.filter((e) => eventTypeNeedsPlayer(sport, e.code, 'any')).map((e) => e.code)).toEqual(codes);
  });

  it('a volleyball point or timeout needs no player, a basketball basket does in the dialog', () => {
    expect(eventTypeNeedsPlayer('volleyball', 'point')).toBe(false);
    expect(eventTypeNeedsPlayer('basketball', 'points_2')).toBe(true);
  });
});
