import { connectorPairs, connectorPath } from './bracket-connectors';
import { sideSource, winnerSide } from './labels';

describe('bracket connectors', () => {
  it('runs from the middle of the child’s right edge to the middle of the parent’s left edge, turning half way', () => {
    expect(connectorPath({ left: 0, top: 0, width: 100, height: 40 }, { left: 120, top: 40, width: 100, height: 40 })).toBe('M100 20H110V60H120');
    // Upwards just as well (the lower child of a pair).
    expect(connectorPath({ left: 0, top: 100, width: 100, height: 40 }, { left: 124, top: 40, width: 100, height: 40 })).toBe('M100 120H112V60H124');
  });

  it('pairs every node with the node it feeds, once, down the whole tree', () => {
    type TreeNode = { key: number; children: TreeNode[] };
    const node = (key: number, children: TreeNode[] = []): TreeNode => ({ key, children });
    const final = node(7, [node(5, [node(1), node(2)]), node(6, [node(3)])]);
    expect(connectorPairs([final])).toEqual([
      [5, 7],
      [1, 5],
      [2, 5],
      [6, 7],
      [3, 6],
    ]);
  });
});

describe('bracket labels', () => {
  it('names the winner of a finished match only', () => {
    expect(winnerSide({ state: 'finished', homeScore: 21, awayScore: 19 })).toBe('home');
    expect(winnerSide({ state: 'finished', homeScore: 0, awayScore: 3 })).toBe('away');
    expect(winnerSide({ state: 'live', homeScore: 5, awayScore: 1 })).toBeNull();
    expect(winnerSide({ state: 'finished', homeScore: 2, awayScore: 2 })).toBeNull();
  });

  it('says where a side comes from: a group’s place, or an earlier match’s winner or loser', () => {
    expect(sideSource(null)).toEqual({ kind: 'unknown' });
    expect(sideSource({ groupName: 'BM – A', position: 1, isBracket: false, roundName: 'Skupiny', teams: null })).toEqual({ kind: 'group', group: 'BM – A', position: 1 });
    expect(sideSource({ groupName: 'BM A 1/1', position: 1, isBracket: true, roundName: 'Čtvrtfinále', teams: ['Dukla', 'Sparta'] })).toEqual({ kind: 'match', round: 'Čtvrtfinále', teams: ['Dukla', 'Sparta'], winner: true, number: null, group: 'BM A 1/1' });
    expect(sideSource({ groupName: 'BM A 1/1', position: 1, isBracket: true, roundName: 'Osmifinále', teams: null, matchNumber: 37 })).toMatchObject({ kind: 'match', number: 37 });
    expect(sideSource({ groupName: 'BM A 1/1', position: 2, isBracket: true, roundName: 'Semifinále', teams: null })).toMatchObject({ winner: false });
  });
});
