import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { competitionEndpoints as e, competitionWriteEndpoints as w, GroupTeamStandingSchema, MatchSchema, type LiveData, type LiveDelta } from '@phc/api-contract';
import { liveData } from '../competition/queries';
import { call, createTestApp, loginAs, type TestApp } from '../test-utils/test-app';
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
      .select(['matches.id', 'matches.group_id', 'matches.home_team_id'])
      .where('matches.state', '=', 'live')
      .where('round_levels.is_bracket', '=', false)
      .executeTakeFirstOrThrow();
    const goal = (await db.selectFrom('event_types').select('id').where('code', '=', 'goal').executeTakeFirstOrThrow()).id;
    const end = (await db.selectFrom('match_stages').select('id').where('code', '=', 'end').executeTakeFirstOrThrow()).id;
    const cookie = await loginAs(t.app, 'superreporter@demo.test');
    await liveAnswer(); // the server keeps `live` from here on
    const stream = sseReader(await fetch(url));
    try {
      const goalAnswer = await call(t.app, w.createEvent, { cookie, params: { match_id: match.id }, body: { _data: { minute: 30, second: 1, eventTypeId: goal, teamId: match.home_team_id, participantId: null } } });
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
      expect(rows).toEqual(fresh.groupTeams.filter((r) => r.competitionGroupId === match.group_id));
      expect(rows.length).toBeGreaterThan(1);
      console.log(`live delta: finishing a match (its group's ${rows.length} rows) costs ${finished.bytes} bytes on the stream`);
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
