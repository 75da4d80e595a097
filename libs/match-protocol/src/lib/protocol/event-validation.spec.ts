import { stageWindow } from '@phc/tournaments';
import { validateEventForm, windowText, type EventFormInput } from './event-validation';

const base: EventFormInput = { sport: 'handball', stageCode: '1st_half', periodMinutes: 20, minute: 5, second: 0, eventTypeId: 1, eventTypeCode: 'goal', participantId: 9 };

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
    expect(validateEventForm({ ...base, sport: 'volleyball', stageCode: '1st_set', periodMinutes: 0, eventTypeCode: 'point', participantId: null })).toEqual({});
  });

  it('says the valid range of the stage', () => {
    expect(windowText(stageWindow('handball', '2nd_half', 20))).toBe('20:00–40:00');
    expect(windowText(stageWindow('handball', 'shootout', 20))).toBe('40:00–');
    expect(windowText(null)).toBeNull();
  });
});
