import type { MatchStage } from '@phc/api-contract';
import { stageWindow } from '@phc/tournaments';
import { canEditMatch, defaultEventType, needsMyMatches, newestFirst, nextStage, planScoreChange, rosterChoices, sportEventTypes, sportStages, stageForEvent, type EventLike } from './protocol-model';

const stage = (id: number, code: string, order: number): MatchStage => ({ id, code, order, name: { cs: code, en: code } });
const type = (id: number, code: string, scoreDelta = 0) => ({ id, code, scoreDelta, penaltyMinutes: 0, name: { cs: code, en: code } });

describe('who may edit a match', () => {
  const reporter = { id: 5, roles: ['ROLE_COMPETITION_REPORTER'] as never[] };
  const mine = [
    { matchId: 7, teamIds: null },
    { matchId: 8, teamIds: [10] },
  ];
  it('lets in a reporter on the matches the server lists as wholly theirs, a super reporter and a super admin anywhere', () => {
    expect(canEditMatch(reporter, 7, mine)).toBe(true);
    expect(canEditMatch({ id: 1, roles: ['ROLE_COMPETITION_SUPER_REPORTER'] as never[] }, 7, undefined)).toBe(true);
    expect(canEditMatch({ id: 1, roles: ['ROLE_SUPER_ADMIN'] as never[] }, 99, [])).toBe(true);
    expect(needsMyMatches(reporter)).toBe(true);
    expect(needsMyMatches({ id: 1, roles: ['ROLE_SUPER_ADMIN'] as never[] })).toBe(false);
  });
  it('keeps a reporter of another hall and other users out', () => {
    expect(canEditMatch(reporter, 9, mine)).toBe(false);
    expect(canEditMatch(reporter, 8, mine)).toBe(false);
    expect(canEditMatch(reporter, 7, undefined)).toBe(false);
    expect(canEditMatch({ id: 5, roles: ['ROLE_ADMIN'] as never[] }, 7, mine)).toBe(false);
    expect(canEditMatch(null, 7, mine)).toBe(false);
  });
});

describe('stages', () => {
  const stages = sportStages('handball', [stage(4, 'end', 9), stage(2, '2nd_half', 2), stage(1, '1st_half', 1), stage(3, 'shootout', 3), stage(8, '1st_set', 1)]);
  it('keeps the sport stages in match order', () => {
    expect(stages.map((s) => s.code)).toEqual(['1st_half', '2nd_half', 'shootout', 'end']);
  });
  it('moves to the next stage, the first before the match starts, none after the end', () => {
    expect(nextStage(stages, null)?.code).toBe('1st_half');
    expect(nextStage(stages, 2)?.code).toBe('shootout');
    expect(nextStage(stages, 4)).toBeNull();
  });
});

describe('event types', () => {
  const types = sportEventTypes('floorball', [type(3, 'penalty_2min'), type(1, 'goal', 1), type(9, 'point', 1)]);
  it('keeps the sport types in the rules order and adds assists', () => {
    expect(types.map((t) => [t.code, t.hasAssist])).toEqual([
      ['goal', true],
      ['penalty_2min', false],
    ]);
  });
  it('preselects the configured position, the first otherwise', () => {
    expect(defaultEventType(types, 2)?.code).toBe('penalty_2min');
    expect(defaultEventType(types, 1)?.code).toBe('goal');
    expect(defaultEventType(types, 7)?.code).toBe('goal');
    expect(defaultEventType(types, null)?.code).toBe('goal');
    expect(defaultEventType([], 1)).toBeNull();
  });
});

describe('roster choices', () => {
  it('lists players by jersey number first', () => {
    const entry = (participantId: number, lastName: string, jerseyNumber: number | null) => ({ participantId, firstName: 'A', lastName, jerseyNumber, isLeader: false, isCaptain: false, isGoalkeeper: false });
    expect(rosterChoices([entry(1, 'Zeman', 12), entry(2, 'Adam', null), entry(3, 'Beneš', 4)]).map((c) => c.label)).toEqual(['#4 Beneš A', '#12 Zeman A', '– Adam A']);
  });
});

describe('score dialog as events', () => {
  const basketball = sportEventTypes('basketball', [type(1, 'points_1', 1), type(2, 'points_2', 2), type(3, 'points_3', 3), type(4, 'foul')]);
  const ev = (clientId: string, eventTypeId: number, minute: number, teamId = 10): EventLike => ({ clientId, teamId, eventTypeId, stageId: null, minute, second: 0 });

  it('adds the missing points with the fewest events', () => {
    expect(planScoreChange({ teamId: 10, current: 2, target: 8 }, [], basketball).add.map((a) => a.eventTypeId)).toEqual([3, 3]);
    expect(planScoreChange({ teamId: 10, current: 0, target: 4 }, [], basketball).add.map((a) => a.eventTypeId)).toEqual([3, 1]);
  });

  it('takes surplus scoring events back newest first and tops up an overshoot', () => {
    const events = [ev('a', 2, 1), ev('b', 3, 5), ev('c', 4, 6), ev('other', 3, 7, 11)];
    const plan = planScoreChange({ teamId: 10, current: 5, target: 3 }, events, basketball);
    expect(plan.remove).toEqual(['b']);
    expect(plan.add.map((a) => a.eventTypeId)).toEqual([1]);
  });

  it('changes nothing for the same score', () => {
    expect(planScoreChange({ teamId: 10, current: 3, target: 3 }, [], basketball)).toEqual({ add: [], remove: [] });
  });
});

describe('event order', () => {
  it('shows the newest first', () => {
    expect(newestFirst([{ minute: 1, second: 0, k: 'a' }, { minute: 9, second: 0, k: 'b' }, { minute: 1, second: 0, k: 'c' }]).map((e) => e.k)).toEqual(['b', 'c', 'a']);
  });
});

describe('stage of a new event', () => {
  const stages = sportStages('handball', [stage(1, '1st_half', 1), stage(2, '2nd_half', 2), stage(3, 'shootout', 3), stage(4, 'end', 4)]);
  const windowOf = (code: string) => stageWindow('handball', code, 20);
  const at = (minute: number) => ({ minute, second: 0 });
  it('is the current stage while the match runs', () => {
    expect(stageForEvent('handball', stages, stages[1] ?? null, at(3), windowOf)).toBe(2);
  });
  it('after the end and before the start follows the time', () => {
    expect(stageForEvent('handball', stages, stages[3] ?? null, at(5), windowOf)).toBe(1);
    expect(stageForEvent('handball', stages, stages[3] ?? null, at(33), windowOf)).toBe(2);
    expect(stageForEvent('handball', stages, null, at(25), windowOf)).toBe(2);
    expect(stageForEvent('handball', stages, stages[3] ?? null, at(90), windowOf)).toBe(2);
  });
});
