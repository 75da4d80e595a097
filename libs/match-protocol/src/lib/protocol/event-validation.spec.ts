import { eventTypeNeedsPlayer, isValidEventTime, stageWindow, validateEventForm, type EventFormInput } from './event-validation';

const base: EventFormInput = { sport: 'handball', stageCode: '1st_half', periodMinutes: 20, minute: 5, second: 0, eventTypeId: 1, eventTypeCode: 'goal', participantId: 9 };

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

describe('event form', () => {
  it('passes a complete event', () => {
    expect(validateEventForm(base)).toEqual({});
  });

  it('names every SPEC §5 error', () => {
    expect(validateEventForm({ ...base, minute: 99 })).toEqual({ time: 'invalidTime' });
    expect(validateEventForm({ ...base, participantId: null })).toEqual({ participant: 'playerRequired' });
    expect(validateEventForm({ ...base, eventTypeId: null, eventTypeCode: null })).toEqual({ eventType: 'eventTypeRequired' });
  });

  it('needs no player for a timeout or a volleyball point', () => {
    expect(validateEventForm({ ...base, eventTypeCode: 'timeout', participantId: null })).toEqual({});
    expect(eventTypeNeedsPlayer('volleyball', 'point')).toBe(false);
    expect(eventTypeNeedsPlayer('basketball', 'points_2')).toBe(true);
  });
});
