import { computeStandings } from './standings';
import { matchMaker, teamOrder as order } from './standings-test-helpers';

const played = matchMaker();

describe('computeStandings', () => {
  it('ranks by points (handball: 2 for a win, 1 for a draw) and counts the columns', () => {
    const rows = computeStandings({
      sport: 'handball',
      teamIds: [1, 2, 3],
      matches: [played(1, 2, 20, 18), played(2, 3, 15, 15), played(1, 3, 25, 10)],
    });
    expect(order(rows)).toEqual([1, 2, 3]);
    expect(rows[0]).toMatchObject({ position: 1, played: 2, won: 2, drawn: 0, lost: 0, scoreFor: 45, scoreAgainst: 28, scoreDiff: 17, points: 4, decidedBy: null, tiedWith: [] });
    expect(rows[1]).toMatchObject({ points: 1, drawn: 1, lost: 1 });
    expect(rows[0]).not.toHaveProperty('drawSet');
  });

  it('ignores matches that are not finished', () => {
    const rows = computeStandings({
      sport: 'handball',
      teamIds: [1, 2],
      matches: [played(1, 2, 3, 0, { finished: false }), { id: 99, homeTeamId: 2, awayTeamId: 1, homeScore: null, awayScore: null }],
    });
    expect(rows.every((r) => r.played === 0 && r.points === 0)).toBe(true);
  });

  it('counts a match with both scores when it does not say whether it is finished', () => {
    const rows = computeStandings({ sport: 'handball', teamIds: [1, 2], matches: [{ id: 1, homeTeamId: 1, awayTeamId: 2, homeScore: 1, awayScore: 2 }] });
    expect(rows[0]).toMatchObject({ teamId: 2, played: 1, points: 2 });
  });

  it('ignores matches of teams outside the group', () => {
    const rows = computeStandings({ sport: 'handball', teamIds: [1, 2], matches: [played(1, 3, 10, 0), played(2, 1, 5, 4)] });
    expect(rows.map((r) => [r.teamId, r.played, r.points])).toEqual([
      [2, 1, 2],
      [1, 1, 0],
    ]);
  });

  // 1 and 2 end on 4 points; 1 has by far the better overall difference, but 2 won their match.
  const twoWayTie = () => [
    played(2, 1, 21, 20),
    played(1, 3, 30, 10),
    played(1, 4, 30, 10),
    played(3, 2, 20, 19),
    played(2, 4, 20, 19),
    played(4, 3, 20, 10),
  ];

  it('breaks a two-way tie by the mutual match before the overall goal difference', () => {
    const rows = computeStandings({ sport: 'handball', teamIds: [1, 2, 3, 4], matches: twoWayTie() });
    expect(order(rows)).toEqual([2, 1, 4, 3]);
    expect(rows[0]).toMatchObject({ points: 4, decidedBy: 'h2hPoints', tiedWith: [1] });
    expect(rows[2]).toMatchObject({ points: 2, decidedBy: 'h2hPoints', tiedWith: [3] });
  });

  it('resolves a circular three-way tie (A beat B, B beat C, C beat A) by head-to-head goal difference', () => {
    const rows = computeStandings({
      sport: 'handball',
      teamIds: [1, 2, 3],
      matches: [played(1, 2, 25, 20), played(2, 3, 22, 20), played(3, 1, 21, 20)],
    });
    // h2h points all 2; h2h differences: 1: +5-1=+4, 2: -5+2=-3, 3: -2+1=-1.
    expect(order(rows)).toEqual([1, 3, 2]);
    expect(rows.map((r) => r.decidedBy)).toEqual(['h2hScoreDiff', 'h2hScoreDiff', 'h2hScoreDiff']);
    expect(rows[0].tiedWith.sort()).toEqual([2, 3]);
  });

  // Circular: 1>2 by 3, 2>3 by 2, 3>1 by 1. Mini-table differences: 1 +2, 2 -1, 3 -1; goals of 2 and 3
  // both 41. 2 won their match, although 3 has the better overall difference (it beat 4 by more).
  const splitThreeWayTie = () => [played(1, 2, 23, 20), played(2, 3, 21, 19), played(3, 1, 22, 21), played(1, 4, 20, 15), played(2, 4, 20, 19), played(3, 4, 30, 20)];

  it('starts head-to-head over for the two teams left level after a three-way tie is split (FIBA)', () => {
    const rows = computeStandings({ sport: 'handball', procedure: 'fiba', teamIds: [1, 2, 3, 4], matches: splitThreeWayTie() });
    expect(order(rows)).toEqual([1, 2, 3, 4]);
    expect(rows.map((r) => r.decidedBy)).toEqual(['h2hScoreDiff', 'h2hPoints', 'h2hPoints', null]);
    expect(rows[1].tiedWith).toEqual([1, 3]);
  });

  it('keeps the two teams left level in the same head-to-head table and then goes to the overall difference (IHF)', () => {
    const rows = computeStandings({ sport: 'handball', teamIds: [1, 2, 3, 4], matches: splitThreeWayTie() });
    expect(order(rows)).toEqual([1, 3, 2, 4]);
    expect(rows.map((r) => r.decidedBy)).toEqual(['h2hScoreDiff', 'scoreDiff', 'scoreDiff', null]);
  });

  it('orders teams level after every criterion by the recorded drawing of lots and says so', () => {
    const rows = computeStandings({ sport: 'handball', teamIds: [3, 7, 5], matches: [], lots: [7, 3, 5] });
    expect(order(rows)).toEqual([7, 3, 5]);
    expect(rows.map((r) => r.decidedBy)).toEqual(['drawnLots', 'drawnLots', 'drawnLots']);
    expect(rows[0].drawSet).toEqual([3, 5, 7]);
  });

  it('waits for a draw (team id order) when the recorded lots do not name every level team', () => {
    const rows = computeStandings({ sport: 'handball', teamIds: [3, 7, 5], matches: [], lots: [7, 3] });
    expect(order(rows)).toEqual([3, 5, 7]);
    expect(rows.map((r) => r.decidedBy)).toEqual(['lots', 'lots', 'lots']);
    expect(rows[2].drawSet).toEqual([3, 5, 7]);
  });

  it('names each set a draw must order separately when two pairs are left level', () => {
    // 1 and 2 drew, 3 and 4 drew, 1 and 2 beat 3 and 4 by the same score: two pairs level on everything.
    const rows = computeStandings({ sport: 'handball', teamIds: [1, 2, 3, 4], matches: [played(1, 2, 5, 5), played(3, 4, 5, 5), played(1, 3, 6, 5), played(2, 4, 6, 5), played(1, 4, 6, 5), played(2, 3, 6, 5)] });
    expect(rows.map((r) => r.drawSet)).toEqual([[1, 2], [1, 2], [3, 4], [3, 4]]);
  });

  it('orders a circular three-way tie level on every head-to-head count by the overall goal difference', () => {
    // Each of 1, 2, 3 won one mutual match 2:1; only the margins against 4 differ.
    const rows = computeStandings({
      sport: 'handball',
      teamIds: [4, 3, 2, 1],
      matches: [played(1, 2, 2, 1), played(2, 3, 2, 1), played(3, 1, 2, 1), played(1, 4, 6, 5), played(2, 4, 15, 5), played(3, 4, 10, 5)],
    });
    expect(order(rows)).toEqual([2, 3, 1, 4]);
    expect(rows.map((r) => r.decidedBy)).toEqual(['scoreDiff', 'scoreDiff', 'scoreDiff', null]);
  });

  it('falls back to the overall goal difference and then goals scored when head-to-head is level', () => {
    const rows = computeStandings({
      sport: 'floorball',
      teamIds: [1, 2, 3],
      matches: [played(1, 2, 3, 3), played(1, 3, 10, 0), played(2, 3, 4, 0)],
    });
    expect(order(rows)).toEqual([1, 2, 3]);
    expect(rows[0]).toMatchObject({ points: 4, decidedBy: 'scoreDiff' });
  });

  it('counts a walkover with the sport\'s walkover score, whatever the scores say', () => {
    const rows = computeStandings({
      sport: 'handball',
      teamIds: [1, 2],
      matches: [{ id: 1, homeTeamId: 1, awayTeamId: 2, homeScore: 30, awayScore: 10, finished: true, walkover: 'away' }],
    });
    expect(rows[0]).toMatchObject({ teamId: 2, played: 1, won: 1, scoreFor: 5, scoreAgainst: 0, points: 2 });
    expect(rows[1]).toMatchObject({ teamId: 1, lost: 1, scoreFor: 0, scoreAgainst: 5, points: 0 });
  });

  it('counts a walkover even before the match is marked finished', () => {
    const rows = computeStandings({ sport: 'floorball', teamIds: [1, 2], matches: [{ id: 1, homeTeamId: 1, awayTeamId: 2, homeScore: null, awayScore: null, walkover: 'home' }] });
    expect(rows[0]).toMatchObject({ teamId: 1, won: 1, points: 3, scoreFor: 5 });
  });

  it('gives a basketball team that forfeits nothing, unlike a loss on court, and a walkover against both is a loss for both', () => {
    const rows = computeStandings({
      sport: 'basketball',
      teamIds: [1, 2, 3, 4],
      matches: [
        { id: 1, homeTeamId: 1, awayTeamId: 2, homeScore: null, awayScore: null, finished: true, walkover: 'away' },
        { id: 2, homeTeamId: 1, awayTeamId: 3, homeScore: null, awayScore: null, finished: true, walkover: 'both' },
        played(4, 3, 60, 61),
      ],
    });
    const byTeam = Object.fromEntries(rows.map((r) => [r.teamId, r]));
    expect(byTeam[2]).toMatchObject({ scoreFor: 20, scoreAgainst: 0, won: 1, points: 2 });
    expect(byTeam[1]).toMatchObject({ played: 2, scoreFor: 0, scoreAgainst: 20, lost: 2, drawn: 0, points: 0 });
    expect(byTeam[3]).toMatchObject({ played: 2, won: 1, lost: 1, points: 2 });
    expect(byTeam[4]).toMatchObject({ lost: 1, points: 1 });
  });

  it('ranks volleyball by wins, then classification points, then set ratio and point ratio', () => {
    const rows = computeStandings({
      sport: 'volleyball',
      teamIds: [1, 2, 3],
      matches: [
        played(1, 2, 3, 2, { setPoints: [[25, 20], [20, 25], [25, 22], [22, 25], [15, 10]] }),
        played(2, 3, 3, 0, { setPoints: [[25, 10], [25, 10], [25, 10]] }),
        played(3, 1, 3, 1, { setPoints: [[25, 20], [25, 20], [20, 25], [25, 20]] }),
      ],
    });
    // Everyone won once; classification points 1: 2 (3:2 win) + 0, 2: 1 + 3, 3: 0 + 3.
    expect(order(rows)).toEqual([2, 3, 1]);
    expect(rows[0]).toMatchObject({ won: 1, points: 4, decidedBy: 'points', tiedWith: [1, 3] });
    expect(rows[1]).toMatchObject({ points: 3, setsFor: 3, setsAgainst: 4, pointsFor: 30 + 95, pointsAgainst: 75 + 85 });
  });

  it('separates volleyball teams level on wins and points by the set ratio', () => {
    const rows = computeStandings({
      sport: 'volleyball',
      teamIds: [1, 2, 3, 4],
      matches: [played(1, 3, 3, 0), played(2, 4, 3, 1), played(3, 2, 3, 1), played(4, 1, 3, 1)],
    });
    // 1: 3:0 win, 1:3 loss → sets 4:3; 2: 3:1 win, 1:3 loss → 4:4. Both 1 win and 3 points.
    const [first, second] = rows.filter((r) => r.teamId === 1 || r.teamId === 2);
    expect([first.teamId, second.teamId]).toEqual([1, 2]);
    expect(first.decidedBy).toBe('setRatio');
  });

  it('orders teams nothing separates by id and says so', () => {
    const rows = computeStandings({ sport: 'handball', teamIds: [7, 3], matches: [] });
    expect(order(rows)).toEqual([3, 7]);
    expect(rows.map((r) => r.decidedBy)).toEqual(['lots', 'lots']);
  });

  it('takes the tournament\'s own tie-break order', () => {
    const rows = computeStandings({ sport: 'handball', teamIds: [1, 2, 3, 4], matches: twoWayTie(), tieBreakers: ['points', 'scoreDiff'] });
    expect(order(rows)).toEqual([1, 2, 4, 3]);
    expect(rows[0].decidedBy).toBe('scoreDiff');
  });

  it('shows sets and rally points only in volleyball tables', () => {
    const handball = computeStandings({ sport: 'handball', teamIds: [1, 2], matches: [played(1, 2, 20, 10)] });
    expect(handball[0]).not.toHaveProperty('setsFor');
    expect(handball[0]).not.toHaveProperty('pointsFor');
    const volleyball = computeStandings({ sport: 'volleyball', teamIds: [1, 2], matches: [played(1, 2, 2, 0)] });
    expect(volleyball[0]).toMatchObject({ setsFor: 2, setsAgainst: 0, pointsFor: 0, pointsAgainst: 0 });
  });

  it('ranks a volleyball team that lost no set above one with a finite set ratio', () => {
    const rows = computeStandings({
      sport: 'volleyball',
      teamIds: [1, 2, 3, 4],
      tieBreakers: ['won', 'setRatio'],
      matches: [played(1, 3, 2, 1), played(2, 4, 2, 0)],
    });
    expect(order(rows).slice(0, 2)).toEqual([2, 1]);
    expect(rows[0].decidedBy).toBe('setRatio');
  });

  it('separates football teams level on everything else by matches won (UEFA)', () => {
    // 2: a draw, a win and a loss; 1: four draws. Both 4 points, 3:3 goals, and they drew each other.
    const rows = computeStandings({
      sport: 'football',
      teamIds: [1, 2, 3, 4, 5, 6],
      matches: [played(2, 1, 1, 1), played(2, 3, 2, 0), played(4, 2, 2, 0), played(1, 3, 1, 1), played(1, 5, 1, 1), played(1, 6, 0, 0)],
    });
    expect(order(rows).slice(0, 2)).toEqual([2, 1]);
    expect(rows[0]).toMatchObject({ points: 4, won: 1, scoreDiff: 0, decidedBy: 'won', tiedWith: [1] });
    expect(rows[1]).toMatchObject({ points: 4, won: 0, scoreDiff: 0, decidedBy: 'won' });
  });

  it('lets nothing but lots order teams when the tournament gives no criteria', () => {
    const rows = computeStandings({ sport: 'handball', teamIds: [2, 1], matches: [played(2, 1, 10, 0)], tieBreakers: [] });
    expect(order(rows)).toEqual([1, 2]);
    expect(rows.map((r) => r.decidedBy)).toEqual(['lots', 'lots']);
  });
});
