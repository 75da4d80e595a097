import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { competitionEndpoints as e, LiveDataSchema, MatchDetailSchema, StaticDataSchema } from '@phc/api-contract';
import { computeStandings } from '@phc/tournaments';
import { compressionCount } from '../../platform/http/encoded-body';
import { call, createTestApp, loginAs, type TestApp } from '../../platform/test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('live data', () => {
  it('answers every match and table in the shape of the contract', async () => {
    const response = await call(t.app, e.live);
    expect(response.statusCode).toBe(200);
    const live = v.parse(LiveDataSchema, response.json());
    expect(live.matches.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(live.matches.map((m) => m.state))).toEqual(new Set(['finished', 'live', 'scheduled']));
    expect(live.groupTeams.length).toBeGreaterThan(0);
  });

  it('is cacheable: an ETag, a short Cache-Control, and 304 for a matching If-None-Match', async () => {
    const first = await call(t.app, e.live);
    expect(first.headers['cache-control']).toMatch(/max-age=5/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await call(t.app, e.live, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('comes compressed as the browser asks, each coding made once per version, with the same JSON as uncompressed', async () => {
    const plain = await call(t.app, e.live);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const before = compressionCount();
    const gzipped = await call(t.app, e.live, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gzipped.rawPayload.length * 3).toBeLessThan(plain.rawPayload.length);
    const brotli = await call(t.app, e.live, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    expect(compressionCount() - before).toBe(2);
    // The same version again, in both codings: the bytes made for the first requests, no new compression.
    const again = await Promise.all([1, 2, 3].flatMap(() => ['gzip', 'br'].map((coding) => call(t.app, e.live, { headers: { 'accept-encoding': coding } }))));
    expect(compressionCount() - before).toBe(2);
    expect(again.map((r) => r.rawPayload.equals(r.headers['content-encoding'] === 'br' ? brotli.rawPayload : gzipped.rawPayload))).toEqual([true, true, true, true, true, true]);
    const notModified = await call(t.app, e.live, { headers: { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('serves group tables equal to the standings computed from the group matches', async () => {
    const live = v.parse(LiveDataSchema, (await call(t.app, e.live)).json());
    const groupId = live.groupTeams[0].competitionGroupId;
    const rows = live.groupTeams.filter((r) => r.competitionGroupId === groupId);
    const expected = computeStandings({
      sport: 'handball',
      teamIds: rows.map((r) => r.teamId).sort((a, b) => a - b),
      matches: live.matches
        .filter((m) => m.competitionGroupId === groupId)
        .map((m) => ({ id: m.id, homeTeamId: m.homeTeamId as number, awayTeamId: m.awayTeamId as number, homeScore: m.homeScore, awayScore: m.awayScore, walkover: m.walkOver, finished: m.state === 'finished' })),
    });
    expect(rows.map((r) => [r.teamId, r.points, r.scoreDiff])).toEqual(expected.map((r) => [r.teamId, r.points, r.scoreDiff]));
  });

  it('keeps its admin variant for admins and reporters only', async () => {
    expect((await call(t.app, e.adminLive)).statusCode).toBe(401);
    expect((await call(t.app, e.adminLive, { cookie: await loginAs(t.app, 'club@demo.test') })).statusCode).toBe(403);
    expect((await call(t.app, e.adminLive, { cookie: await loginAs(t.app, 'admin@demo.test') })).statusCode).toBe(200);
    expect((await call(t.app, e.adminLive, { cookie: await loginAs(t.app, 'reporter@demo.test') })).statusCode).toBe(200);
  });
});

describe('static data', () => {
  it('answers halls, teams, groups and the configuration in the shape of the contract', async () => {
    const response = await call(t.app, e.static);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    const data = v.parse(StaticDataSchema, response.json());
    expect(data.halls.length).toBeGreaterThanOrEqual(35);
    expect(data.teams.length).toBeGreaterThanOrEqual(300);
    expect(data.groups.some((g) => g.playoffCategory === 1)).toBe(true);
    expect(data.groups.some((g) => g.playoffCategory === 2)).toBe(true);
    expect(data.configurations.map((c) => c.key)).toContain('tournament_start_date');
    expect(data.matchStages.map((s) => s.code)).toEqual(['1st_half', '2nd_half', 'shootout', 'end']);
  });
});

describe('match detail', () => {
  it('answers a finished match with its events in time order, both rosters and referees', async () => {
    const live = v.parse(LiveDataSchema, (await call(t.app, e.live)).json());
    const finished = live.matches.find((m) => m.state === 'finished' && !m.walkOver);
    const response = await call(t.app, e.matchDetail, { params: { id: finished?.id } });
    expect(response.statusCode).toBe(200);
    const detail = v.parse(MatchDetailSchema, response.json());
    expect(detail.events.length).toBeGreaterThan(0);
    const times = detail.events.map((ev) => ev.minute * 60 + ev.second);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(detail.roster.homeTeamRoster.length).toBeGreaterThan(10);
    expect(detail.roster.awayTeamRoster.length).toBeGreaterThan(10);
    expect(detail.referees).toHaveLength(2);
  });

  it('takes the uncached variant with a timestamp query', async () => {
    expect((await call(t.app, e.matchDetail, { params: { id: 1 }, query: { _ts: String(Date.now()) } })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown match and 400 for an id that is not one', async () => {
    expect((await call(t.app, e.matchDetail, { params: { id: 999999 } })).statusCode).toBe(404);
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/competition/competition-match/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields['params.id']).toBeDefined();
    }
  });
});

describe('the rest of the server', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('answers the keep-alive of a logged-in user with 204', async () => {
    const cookie = await loginAs(t.app, 'admin@demo.test');
    expect((await t.app.inject({ method: 'GET', url: '/admin/', headers: { cookie } })).statusCode).toBe(204);
  });
});

describe('player statistics', () => {
  it('ranks at most 100 players of a category by goals, with shared positions for ties', async () => {
    const categoryId = (await t.handle.db.selectFrom('team_categories').select('id').orderBy('sort_order').executeTakeFirstOrThrow()).id;
    const response = await call(t.app, e.statistics, { params: { categoryId }, query: { sortedBy: 'goals' } });
    expect(response.statusCode).toBe(200);
    const rows = v.parse(e.statistics.response, response.json()).data.map((r) => r._data);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(100);
    const goals = rows.map((r) => r.stats.goalsCount);
    expect(goals).toEqual([...goals].sort((a, b) => b - a));
    expect(rows[0].position.startsWith('1')).toBe(true);
    expect(rows.some((r) => r.position.includes('-'))).toBe(true);
  });

  it('counts the same goals as the match events', async () => {
    const categoryId = (await t.handle.db.selectFrom('team_categories').select('id').orderBy('sort_order').executeTakeFirstOrThrow()).id;
    const top = v.parse(e.statistics.response, (await call(t.app, e.statistics, { params: { categoryId }, query: { sortedBy: 'goals' } })).json()).data[0]._data;
    const counted = await t.handle.db
      .selectFrom('match_events')
      .innerJoin('event_types', 'event_types.id', 'match_events.event_type_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('participant_id', '=', top.participantId)
      .where('event_types.score_delta', '>', 0)
      .executeTakeFirstOrThrow();
    expect(top.stats.goalsCount).toBe(Number(counted.n));
  });

  it('refuses a sort that does not exist', async () => {
    expect((await call(t.app, e.statistics, { params: { categoryId: 1 }, query: { sortedBy: 'beauty' } })).statusCode).toBe(400);
  });
});
