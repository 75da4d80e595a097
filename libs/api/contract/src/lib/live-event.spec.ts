import type { LiveData } from './competition';
import type { GroupTeamStanding } from './entities/group';
import type { Match } from './entities/match';
import { applyLiveDelta, groupPlaceOf, parseLiveDelta, placeGroupRows, type LiveDelta } from './live-event';

const at = '2026-04-06T10:00:00.000Z';
const match = (id: number, groupId: number, homeScore: number | null = null): Match => ({
  id,
  competitionGroupId: groupId,
  homeTeamId: 1,
  awayTeamId: 2,
  homeTeamCompetitionGroupId: null,
  awayTeamCompetitionGroupId: null,
  homeSourcePosition: null,
  awaySourcePosition: null,
  day: '2026-04-06',
  time: '10:00',
  startsAt: at,
  placeId: 1,
  state: homeScore === null ? 'scheduled' : 'live',
  homeScore,
  awayScore: homeScore === null ? null : 0,
  walkOver: null,
  stageId: null,
  updatedAt: at,
});
const row = (id: number, groupId: number, teamId: number, points = 0): GroupTeamStanding => ({
  id,
  competitionGroupId: groupId,
  teamId,
  position: id,
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  scoreFor: 0,
  scoreAgainst: 0,
  scoreDiff: 0,
  points,
  decidedBy: null,
  tiedWith: [],
});
const live: LiveData = {
  matches: [match(1, 10), match(2, 10), match(3, 20)],
  groupTeams: [row(1, 10, 1), row(2, 10, 2), row(3, 20, 3), row(4, 20, 4), row(5, 30, 5)],
  generatedAt: at,
};

describe('applyLiveDelta', () => {
  it('replaces the one match by id and keeps every other object identical', () => {
    const changed = match(2, 10, 3);
    const next = applyLiveDelta(live, { type: 'score', matchId: 2, at, match: changed });
    expect(next.matches).toEqual([live.matches[0], changed, live.matches[2]]);
    expect(next.matches[0]).toBe(live.matches[0]);
    expect(next.matches[2]).toBe(live.matches[2]);
    expect(next.groupTeams).toBe(live.groupTeams);
    expect(live.matches[1].homeScore).toBeNull();
  });

  it("replaces the group's rows where they were, leaving other groups' rows identical", () => {
    const rows = [row(3, 20, 4, 3), row(4, 20, 3)];
    const next = applyLiveDelta(live, { type: 'stage', matchId: 3, at, match: match(3, 20, 1), groupTeams: rows }, '2026-04-06T10:05:00.000Z');
    expect(next.groupTeams.map((r) => [r.competitionGroupId, r.teamId])).toEqual([
      [10, 1],
      [10, 2],
      [20, 4],
      [20, 3],
      [30, 5],
    ]);
    expect(next.groupTeams[0]).toBe(live.groupTeams[0]);
    expect(next.groupTeams[4]).toBe(live.groupTeams[4]);
    expect(next.generatedAt).toBe('2026-04-06T10:05:00.000Z');
  });

  it('appends a match it does not hold, and returns the same data for a change without live data', () => {
    expect(applyLiveDelta(live, { type: 'match', matchId: 9, at, match: match(9, 10) }).matches.map((m) => m.id)).toEqual([1, 2, 3, 9]);
    expect(applyLiveDelta(live, { type: 'roster', matchId: 1, at })).toBe(live);
  });
});

describe('parseLiveDelta', () => {
  it('reads a delta, an old-style change, and nothing else', () => {
    expect(parseLiveDelta(JSON.stringify({ type: 'score', matchId: 2, at, match: match(2, 10, 1) }))?.match?.homeScore).toBe(1);
    expect(parseLiveDelta(JSON.stringify({ type: 'roster', at }))).toEqual({ type: 'roster', at });
    expect(parseLiveDelta(JSON.stringify({ type: 'score', at, match: { id: 'x' } }))).toBeNull();
    expect(parseLiveDelta('not json')).toBeNull();
  });
});

describe('a table sent as changed rows and places', () => {
  // Group 20 held team 3 first and team 4 second; team 4 won the match and leads now.
  const won = { ...row(0, 20, 4, 3), played: 1, won: 1 };
  const lost = { ...row(0, 20, 3), played: 1, lost: 1 };
  const delta: LiveDelta = {
    type: 'stage',
    matchId: 3,
    groupId: 20,
    at,
    match: match(3, 20, 1),
    groupTeams: [lost, won],
    groupPlaces: [groupPlaceOf({ ...won, position: 1, decidedBy: 'points' }), groupPlaceOf({ ...lost, position: 2 })],
  };

  it('merges the rows by team, orders the group by the places, keeps ids with the slots and other groups identical', () => {
    const next = applyLiveDelta(live, delta);
    expect(next.groupTeams.map((r) => [r.id, r.competitionGroupId, r.teamId, r.position, r.points, r.decidedBy])).toEqual([
      [1, 10, 1, 1, 0, null],
      [2, 10, 2, 2, 0, null],
      [3, 20, 4, 1, 3, 'points'],
      [4, 20, 3, 2, 0, null],
      [5, 30, 5, 5, 0, null],
    ]);
    expect(next.groupTeams[0]).toBe(live.groupTeams[0]);
    expect(next.groupTeams[4]).toBe(live.groupTeams[4]);
  });

  it('gives the same table applied twice, or to a read that already had it', () => {
    const once = applyLiveDelta(live, delta);
    expect(applyLiveDelta(once, delta).groupTeams).toEqual(once.groupTeams);
  });

  it("keeps a row whose team did not play from the old rows, with only its place changed", () => {
    const old = [row(1, 20, 3), row(2, 20, 4), { ...row(3, 20, 5), points: 2 }];
    const table = placeGroupRows(old, [won], [{ teamId: 5, position: 1 }, groupPlaceOf({ ...won, position: 2 }), { teamId: 3, position: 3, tiedWith: [6] }]);
    expect(table?.map((r) => [r.id, r.teamId, r.position, r.points, r.tiedWith])).toEqual([
      [1, 5, 1, 2, []],
      [2, 4, 2, 3, []],
      [3, 3, 3, 0, [6]],
    ]);
  });

  it('leaves the rows alone when a place names a team this live data lacks', () => {
    expect(placeGroupRows([row(1, 20, 3)], [], [{ teamId: 9, position: 1 }])).toBeNull();
    const next = applyLiveDelta(live, { ...delta, groupPlaces: [...(delta.groupPlaces ?? []), { teamId: 99, position: 3 }] });
    expect(next.groupTeams).toBe(live.groupTeams);
  });

  it('parses a delta with places, and refuses places without a team', () => {
    expect(parseLiveDelta(JSON.stringify(delta))?.groupPlaces).toEqual(delta.groupPlaces);
    expect(parseLiveDelta(JSON.stringify({ ...delta, groupPlaces: [{ position: 1 }] }))).toBeNull();
  });
});
