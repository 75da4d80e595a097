import { eventsInOrder, groupBySet, scoreByStage } from './match-detail';

const types = [
  { id: 1, code: 'goal', scoreDelta: 1 },
  { id: 2, code: 'yellow_card', scoreDelta: 0 },
  { id: 3, code: 'own_goal', scoreDelta: 1 },
];
const stages = [
  { id: 20, code: '2nd_half', order: 2 },
  { id: 10, code: '1st_half', order: 1 },
];
const e = (id: number, minute: number, second: number, eventTypeId: number, teamId: number, stageId: number | null) => ({ id, minute, second, eventTypeId, teamId, stageId });

describe('match detail', () => {
  it('orders events by minute and second, then by id', () => {
    const list = [e(3, 12, 5, 1, 7, 10), e(1, 3, 40, 1, 8, 10), e(2, 12, 5, 2, 7, 10)];
    expect(eventsInOrder(list).map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('sums the scoring events of each stage for home and away, in stage order', () => {
    const list = [e(1, 2, 0, 1, 7, 10), e(2, 5, 0, 1, 8, 10), e(3, 9, 0, 1, 7, 10), e(4, 20, 0, 1, 8, 20), e(5, 21, 0, 2, 7, 20)];
    expect(scoreByStage(list, types, stages, 7)).toEqual([
      { stageId: 10, home: 2, away: 1 },
      { stageId: 20, home: 0, away: 1 },
    ]);
  });

  it('gives an own goal to the other side and skips events without a stage', () => {
    const list = [e(1, 2, 0, 3, 7, 10), e(2, 3, 0, 1, 7, null)];
    expect(scoreByStage(list, types, stages, 7, new Set(['own_goal']))).toEqual([{ stageId: 10, home: 0, away: 1 }]);
  });

  it('groups set events by set in set order with the running rally score after each event', () => {
    // Volleyball: type 1 a point, type 2 a timeout; set 2 (id 20) entered before set 1 (id 10) on purpose.
    const list = [e(1, 40, 0, 1, 8, 20), e(2, 1, 0, 1, 7, 10), e(3, 2, 0, 2, 8, 10), e(4, 3, 0, 1, 8, 10), e(5, 4, 0, 1, 7, 10), e(6, 41, 0, 1, 8, 20)];
    const sets = groupBySet(list, types.slice(0, 2), stages, 7);
    expect(sets.map((g) => [g.stageId, g.home, g.away])).toEqual([
      [10, 2, 1],
      [20, 0, 2],
    ]);
    expect(sets[0].events.map((x) => [x.event.id, `${x.home}:${x.away}`])).toEqual([
      [2, '1:0'],
      [3, '1:0'],
      [4, '1:1'],
      [5, '2:1'],
    ]);
  });

  it('keeps events recorded without a set in a last group instead of dropping them', () => {
    const sets = groupBySet([e(1, 5, 0, 1, 7, null), e(2, 1, 0, 1, 8, 10)], types, stages, 7);
    expect(sets.map((g) => [g.stageId, g.home, g.away])).toEqual([
      [10, 0, 1],
      [null, 1, 0],
    ]);
  });
});
