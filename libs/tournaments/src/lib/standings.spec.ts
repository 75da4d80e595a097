import { computeStandings, type StandingMatch } from './standings';

let nextId = 1;
const played = (home: number, away: number, homeScore: number, awayScore: number, extra: Partial<StandingMatch> = {}): StandingMatch => ({
  id: nextId++,
  homeTeamId: home,
  awayTeamId: away,
  homeScore,
  awayScore,
  finished: true,
  ...extra,
});

const order = (rows: { teamId: number }[]) => rows.map((r) => r.teamId);

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
  });

  it('ignores matches that are not finished', () => {
    const rows = computeStandings({
      sport: 'handball',
      teamIds: [1, 2],
      matches: [played(1, 2, 3, 0, { finished: false }), { id: 99, homeTeamId: 2, awayTeamId: 1, homeScore: null, awayScore: null, finished: false }],
    });
    expect(rows.every((r) => r.played === 0 && r.points === 0)).toBe(true);
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

  it('re-applies head-to-head to the two teams left level after a three-way tie is split', () => {
    // Circular: 1>2 by 3, 2>3 by 2, 3>1 by 1. Mini-table differences: 1 +2, 2 -1, 3 -1; goals 2 and 3
    // both 41. So 1 is first, and 2 and 3 start over among themselves: 2 won their match.
    const rows = computeStandings({
      sport: 'handball',
      teamIds: [1, 2, 3],
      matches: [played(1, 2, 23, 20), played(2, 3, 21, 19), played(3, 1, 22, 21)],
    });
    expect(order(rows)).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.decidedBy)).toEqual(['h2hScoreDiff', 'h2hPoints', 'h2hPoints']);
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

  it('counts a walkover with the sport\'s walkover score and gives nothing for one against both', () => {
    const rows = computeStandings({
      sport: 'basketball',
      teamIds: [1, 2, 3],
      matches: [
        { id: 1, homeTeamId: 1, awayTeamId: 2, homeScore: null, awayScore: null, finished: true, walkover: 'away' },
        { id: 2, homeTeamId: 1, awayTeamId: 3, homeScore: null, awayScore: null, finished: true, walkover: 'both' },
      ],
    });
    const byTeam = Object.fromEntries(rows.map((r) => [r.teamId, r]));
    expect(byTeam[2]).toMatchObject({ scoreFor: 20, scoreAgainst: 0, won: 1, points: 2 });
    expect(byTeam[1]).toMatchObject({ scoreFor: 0, scoreAgainst: 20, lost: 1, drawn: 1 });
    expect(byTeam[3].points).toBe(0);
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
    expect(rows[1]).toMatchObject({ points: 3, pointsFor: 30 + 95, pointsAgainst: 75 + 85 });
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
});
