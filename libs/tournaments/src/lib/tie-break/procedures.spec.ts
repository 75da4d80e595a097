import { computeStandings } from '../standings';
import { matchMaker, teamOrder as order } from '../standings-test-helpers';
import { procedureDefinitions, tieBreakProcedures } from './procedures';

// Constructed groups (no published table at hand separates these procedures this way); each comment
// gives the mini-table the rule text is applied to.
const played = matchMaker();

// 1, 2 and 3 beat 4 and go round in a circle (2 beat 3 2:1, 3 beat 1 1:0, 1 beat 2 1:0). Among the three:
// points and difference level (0 each), goals 1: 1, 2: 2, 3: 2 → 1 is third. 2 and 3 are level on all of
// it; 2 won their match, 3 has the better overall difference (+5 against 4 to 2's +1).
const circle = () => [played(2, 3, 2, 1), played(3, 1, 1, 0), played(1, 2, 1, 0), played(1, 4, 1, 0), played(2, 4, 1, 0), played(3, 4, 5, 0)];

describe('tie-break procedures', () => {
  it('UEFA reapplies the head-to-head criteria to the two teams still level after all of them: their match decides', () => {
    const rows = computeStandings({ sport: 'football', procedure: 'uefa', teamIds: [1, 2, 3, 4], matches: circle() });
    expect(order(rows)).toEqual([2, 3, 1, 4]);
    expect(rows.map((r) => r.decidedBy)).toEqual(['h2hPoints', 'h2hPoints', 'h2hScoreFor', null]);
  });

  it.each(['ihf', 'ehf'] as const)('%s follows the criteria on in the same head-to-head table, then the overall difference decides', (procedure) => {
    const rows = computeStandings({ sport: 'handball', procedure, teamIds: [1, 2, 3, 4], matches: circle() });
    expect(order(rows)).toEqual([3, 2, 1, 4]);
    expect(rows.map((r) => r.decidedBy)).toEqual(['scoreDiff', 'scoreDiff', 'h2hScoreFor', null]);
  });

  it('FIFA looks at the overall difference before any head-to-head criterion', () => {
    const rows = computeStandings({ sport: 'football', procedure: 'fifa', teamIds: [1, 2, 3, 4], matches: circle() });
    // Overall: 3 +5 (7 goals), 2 +1 (3 goals), 1 +1 (2 goals).
    expect(order(rows)).toEqual([3, 2, 1, 4]);
    expect(rows.map((r) => r.decidedBy)).toEqual(['scoreDiff', 'scoreFor', 'scoreFor', null]);
  });

  it('FIBA starts over with the teams still tied as soon as a criterion splits the set (basketball default)', () => {
    const rows = computeStandings({ sport: 'basketball', teamIds: [1, 2, 3, 4], matches: circle() });
    expect(order(rows)).toEqual([2, 3, 1, 4]);
    expect(rows[0].decidedBy).toBe('h2hPoints');
  });

  it('FIBA starts over when an overall criterion classifies one of three tied teams (D.1.4 "at any level of these criteria")', () => {
    // 1, 2 and 3 beat each other 80:70 in a circle and all beat 4: head-to-head all level (one win each,
    // ±0, 160 scored). Overall difference: 1 +20, 2 and 3 +10 each → 1 is classified; 2 and 3 start again
    // with their own game, which 2 won, although 3 scored more overall (250 to 230).
    const rows = computeStandings({
      sport: 'basketball',
      procedure: 'fiba',
      teamIds: [1, 2, 3, 4],
      matches: [played(1, 2, 80, 70), played(2, 3, 80, 70), played(3, 1, 80, 70), played(1, 4, 90, 70), played(2, 4, 70, 60), played(3, 4, 90, 80)],
    });
    expect(order(rows)).toEqual([1, 2, 3, 4]);
    expect(rows.map((r) => r.decidedBy)).toEqual(['scoreDiff', 'h2hPoints', 'h2hPoints', null]);
  });

  it('FIVB ranks by matches won, then points and set ratio, and the mutual match separates two teams left level (volleyball default)', () => {
    // 1, 2 and 4 won once with 3 points; 4 lost no set; 1 and 2 both 3:3 in sets, no rally points recorded.
    const rows = computeStandings({ sport: 'volleyball', teamIds: [1, 2, 3, 4], matches: [played(2, 1, 3, 0), played(1, 3, 3, 0), played(4, 2, 3, 0)] });
    expect(order(rows)).toEqual([4, 2, 1, 3]);
    expect(rows.map((r) => r.decidedBy)).toEqual(['setRatio', 'h2hWon', 'h2hWon', null]);
  });

  it('every procedure ranks by its primary criterion first and ends with lots when nothing separates', () => {
    for (const procedure of tieBreakProcedures) {
      const rows = computeStandings({ sport: 'football', procedure, teamIds: [2, 1], matches: [] });
      expect(rows.map((r) => r.decidedBy)).toEqual(['lots', 'lots']);
      expect(['points', 'won']).toContain(procedureDefinitions[procedure].primary);
    }
  });
});
