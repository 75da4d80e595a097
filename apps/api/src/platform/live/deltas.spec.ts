import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { applyLiveDelta, competitionEndpoints as e, competitionWriteEndpoints as w, groupPlaceOf, GroupTeamStandingSchema, MatchSchema, type GroupTeamStanding, type LiveData, type LiveDelta } from '@phc/api-contract';
import { liveData } from '../../features/results/queries';
import { call, createTestApp, loginAs, type TestApp } from '../test-utils/test-app';
import { tableDelta } from './deltas';
import { sseReader } from './testing';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/competition/live/stream`;
});
afterAll(() => t.close());

/** The next `change` message, its data parsed and its size on the wire. */
async function nextChange(stream: ReturnType<typeof sseReader>): Promise<{ delta: LiveDelta; bytes: number }> {
  for (;;) {
    const message = await stream.message();
    if (message.event !== 'change') continue;
    const raw = `id: ${message.id}\nevent: change\ndata: ${message.data}\n\n`;
    return { delta: JSON.parse(message.data) as LiveDelta, bytes: Buffer.byteLength(raw) };
  }
}

const liveAnswer = async () => (await call(t.app, e.live)).json() as LiveData;
const withoutTime = (data: LiveData) => ({ ...data, generatedAt: '' });

describe('live deltas', () => {
  it('send the changed match, then the group table once the match is finished, and patch `live` to what the database says', async () => {
    const db = t.handle.db;
    const match = await db
      .selectFrom('matches')
      .innerJoin('groups', 'groups.id', 'matches.group_id')
      .innerJoin('round_levels', 'round_levels.id', 'groups.round_level_id')
      .select(['matches.id', 'matches.group_id', 'matches.home_team_id', 'matches.away_team_id'])
      .where('matches.state', '=', 'live')
      .where('round_levels.is_bracket', '=', false)
      .executeTakeFirstOrThrow();
    const goal = (await db.selectFrom('event_types').select('id').where('code', '=', 'goal').executeTakeFirstOrThrow()).id;
    const end = (await db.selectFrom('match_stages').select('id').where('code', '=', 'end').executeTakeFirstOrThrow()).id;
    const cookie = await loginAs(t.app, 'superreporter@demo.test');
    const before = await liveAnswer(); // the server keeps `live` from here on
    const stream = sseReader(await fetch(url));
    try {
      const goalAnswer = await call(t.app, w.createEvent, { cookie, params: { match_id: match.id }, body: { _data: { minute: 3, second: 1, eventTypeId: goal, teamId: match.home_team_id, participantId: null } } });
      expect(goalAnswer.statusCode).toBe(200);
      const scored = await nextChange(stream);
      expect(scored.delta).toMatchObject({ type: 'event', matchId: match.id, groupId: match.group_id });
      expect(v.parse(MatchSchema, scored.delta.match)).toEqual(scored.delta.match);
      expect(scored.delta.groupTeams).toBeUndefined();
      console.log(`live delta: a goal costs ${scored.bytes} bytes on the stream`);
      expect(scored.bytes).toBeLessThanOrEqual(2048);
      let fresh = await liveData(db, t.app.ctx.tournament.sport, t.app.ctx.now());
      expect(fresh.matches.find((m) => m.id === match.id)).toEqual(scored.delta.match);
      expect(withoutTime(await liveAnswer())).toEqual(withoutTime(fresh));

      expect((await call(t.app, w.changeStage, { cookie, params: { id: match.id }, body: { stage_id: end } })).statusCode).toBe(200);
      const finished = await nextChange(stream);
      expect(finished.delta.match).toMatchObject({ id: match.id, state: 'finished' });
      const rows = finished.delta.groupTeams ?? [];
      for (const row of rows) v.parse(GroupTeamStandingSchema, row);
      fresh = await liveData(db, t.app.ctx.tournament.sport, t.app.ctx.now());
      const table = fresh.groupTeams.filter((r) => r.competitionGroupId === match.group_id);
      // Only the two teams' rows go whole; every team's place goes, in the table's order.
      expect(rows).toEqual(table.filter((r) => r.teamId === match.home_team_id || r.teamId === match.away_team_id));
      expect(finished.delta.groupPlaces).toEqual(table.map(groupPlaceOf));
      expect(table.length).toBeGreaterThan(2);
      // A browser that read `live` before the goal, with both changes applied, holds the fresh table.
      expect(withoutTime([scored.delta, finished.delta].reduce((acc, d) => applyLiveDelta(acc, d), before))).toEqual(withoutTime(fresh));
      console.log(`live delta: finishing a match (${rows.length} of its group's ${table.length} rows, and the places) costs ${finished.bytes} bytes on the stream`);
      expect(finished.bytes).toBeLessThanOrEqual(2048);
      expect(withoutTime(await liveAnswer())).toEqual(withoutTime(fresh));
    } finally {
      await stream.cancel();
    }
  });

  it('send a small message without live data for a change of no match', async () => {
    const stream = sseReader(await fetch(url));
    try {
      await t.app.ctx.bus.publish({ type: 'roster' });
      const { delta, bytes } = await nextChange(stream);
      expect(delta).toEqual({ type: 'roster', at: expect.any(String) });
      expect(bytes).toBeLessThan(120);
    } finally {
      await stream.cancel();
    }
  });
});

describe('the table a delta sends', () => {
  const row = (slot: number, teamId: number, points: number, extra: Partial<GroupTeamStanding> = {}): GroupTeamStanding => ({
    id: 100 + slot,
    competitionGroupId: 7,
    teamId,
    position: slot,
    played: 3,
    won: points / 2,
    drawn: 0,
    lost: 3 - points / 2,
    scoreFor: 60 + points,
    scoreAgainst: 60,
    scoreDiff: points,
    points,
    decidedBy: 'points',
    tiedWith: [],
    ...extra,
  });
  // Ten teams; team 3 beat team 10, moving from 3rd to 1st and pushing 1 and 2 down a place.
  const old = [row(1, 1, 6), row(2, 2, 4), row(3, 3, 4), ...[4, 5, 6, 7, 8, 9, 10].map((team) => row(team, team, 2))];
  const table = [row(1, 3, 6, { played: 4, won: 3, scoreFor: 70 }), row(2, 1, 6), row(3, 2, 4), ...old.slice(3, 9), row(10, 10, 2, { played: 4, lost: 3, scoreAgainst: 70 })];
  const match = { homeTeamId: 3, awayTeamId: 10 };

  it("sends only the rows of the match's two teams, and every team's place in the table's order", () => {
    const { groupTeams, groupPlaces } = tableDelta(table, old, match);
    expect(groupTeams?.map((r) => r.teamId)).toEqual([3, 10]);
    expect(groupPlaces?.map((p) => [p.teamId, p.position])).toEqual(table.map((r) => [r.teamId, r.position]));
    expect(groupPlaces?.[0]).toEqual({ teamId: 3, position: 1, decidedBy: 'points' });
  });

  it('also sends a row of another team whose figures differ from what the server held (its `live` was behind)', () => {
    const behind = old.map((r) => (r.teamId === 5 ? { ...r, scoreFor: 1 } : r));
    expect(tableDelta(table, behind, match).groupTeams?.map((r) => r.teamId)).toEqual([3, 5, 10]);
  });

  it('makes the table of ten teams less than half the bytes of all its rows', () => {
    const sent = JSON.stringify(tableDelta(table, old, match)).length;
    const whole = JSON.stringify({ groupTeams: table }).length;
    console.log(`live delta: a 10-team table costs ${sent} bytes instead of ${whole}`);
    expect(sent).toBeLessThan(whole / 2);
  });
});
