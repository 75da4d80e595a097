import { penaltyDurationByCode, runningPenalties, type PenaltyEvent } from './suspensions';

const TWO_MIN = 7;
const durationOf = (id: number) => (id === TWO_MIN ? 120 : null);
const event = (clientId: string, minute: number, second: number, eventTypeId = TWO_MIN, teamId = 1): PenaltyEvent => ({ clientId, teamId, participantId: 3, minute, second, eventTypeId });

describe('running penalties', () => {
  it('counts a 2-minute suspension down with the match clock', () => {
    const events = [event('a', 10, 0)];
    expect(runningPenalties(events, 600, durationOf)).toEqual([{ clientId: 'a', teamId: 1, participantId: 3, remaining: 120 }]);
    expect(runningPenalties(events, 645, durationOf)[0]?.remaining).toBe(75);
    expect(runningPenalties(events, 720, durationOf)).toEqual([]);
  });

  it('ignores events that send nobody off and events ahead of the clock', () => {
    expect(runningPenalties([event('goal', 10, 0, 1)], 610, durationOf)).toEqual([]);
    expect(runningPenalties([event('later', 15, 0)], 610, durationOf)).toEqual([]);
  });

  it('lists the one ending first at the top', () => {
    const running = runningPenalties([event('late', 11, 0), event('early', 10, 30, TWO_MIN, 2)], 700, durationOf);
    expect(running.map((p) => [p.clientId, p.remaining])).toEqual([
      ['early', 50],
      ['late', 80],
    ]);
  });

  it('knows the penalties of handball and floorball', () => {
    expect(penaltyDurationByCode('handball', '2min')).toBe(120);
    expect(penaltyDurationByCode('floorball', 'penalty_5min')).toBe(300);
    expect(penaltyDurationByCode('floorball', 'penalty_10min')).toBeNull();
    expect(penaltyDurationByCode('basketball', 'foul')).toBeNull();
  });
});
