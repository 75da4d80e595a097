import { formatRunningSet, runningSetScore, showsRunningSet } from './running-set';

const types = [
  { id: 1, scoreDelta: 1 },
  { id: 2, scoreDelta: 0 },
];
const e = (eventTypeId: number, teamId: number, stageId: number | null) => ({ eventTypeId, teamId, stageId });

describe('the running set of a live volleyball match', () => {
  it('gives the rally score of the set being played, 0:0 before its first point', () => {
    const list = [e(1, 7, 10), e(1, 8, 20), e(1, 8, 20), e(2, 7, 20), e(1, 7, 20)];
    expect(runningSetScore(list, types, 20, 7)).toEqual({ home: 1, away: 2 });
    expect(runningSetScore(list, types, 30, 7)).toEqual({ home: 0, away: 0 });
  });

  it('leaves out events of other sets, events recorded without a set and events that score nothing', () => {
    expect(runningSetScore([e(1, 7, 10), e(1, 7, null), e(2, 8, 20), e(9, 8, 20)], types, 20, 7)).toEqual({ home: 0, away: 0 });
  });

  it('writes the set and its rally score as the live cards show it', () => {
    expect(formatRunningSet('4. set', { home: 14, away: 12 })).toBe('4. set 14:12');
    expect(formatRunningSet('', { home: 3, away: 0 })).toBe('3:0');
  });

  it('is shown only while a match in a sport scored by sets is being played, with its set known', () => {
    expect(showsRunningSet({ state: 'live', stageId: 14 }, true)).toBe(true);
    expect(showsRunningSet({ state: 'live', stageId: 14 }, false)).toBe(false);
    expect(showsRunningSet({ state: 'finished', stageId: 14 }, true)).toBe(false);
    expect(showsRunningSet({ state: 'live', stageId: null }, true)).toBe(false);
  });
});
