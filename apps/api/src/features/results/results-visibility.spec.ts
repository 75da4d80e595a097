import * as v from 'valibot';
import { adminConfigEndpoints, competitionEndpoints as e, liveStreamPath, LiveDataSchema, MatchDetailSchema } from '@phc/api-contract';
import { call, createTestApp, loginAs, type TestApp } from '../../platform/test-utils/test-app';

// SPEC §9 "show results on the web" off: the schedule stays public, no score leaves by a public read.

let t: TestApp;
let organiser: string;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await loginAs(t.app, 'superadmin@demo.test');
});
afterAll(() => t.close());

const showResults = async (on: boolean) => {
  const response = await call(t.app, adminConfigEndpoints.configUpdate, { params: { key: 'show_results' }, body: { value: String(on) }, cookie: organiser });
  expect(response.statusCode).toBe(200);
};
const live = async (cookie?: string) => v.parse(LiveDataSchema, (await call(t.app, e.live, { cookie })).json());

describe('results switched off on the web', () => {
  afterEach(() => showResults(true));

  it('answers the whole schedule without a score, a walkover, a stage or a table, and says so', async () => {
    const full = await live();
    const finished = full.matches.filter((m) => m.state === 'finished');
    expect(finished.some((m) => m.homeScore !== null)).toBe(true);
    expect(full.resultsHidden).toBeUndefined();

    await showResults(false);
    const hidden = await live();
    expect(hidden.resultsHidden).toBe(true);
    // Who plays when and where: every match as before.
    expect(hidden.matches.map((m) => [m.id, m.homeTeamId, m.awayTeamId, m.startsAt, m.placeId, m.state, m.number])).toEqual(
      full.matches.map((m) => [m.id, m.homeTeamId, m.awayTeamId, m.startsAt, m.placeId, m.state, m.number]),
    );
    expect(hidden.matches.filter((m) => m.homeScore !== null || m.awayScore !== null || m.walkOver !== null || m.stageId !== null)).toEqual([]);
    expect(hidden.groupTeams).toEqual([]);
    // The same answer twice is the same bytes: it keeps its ETag between changes.
    const [a, b] = [await call(t.app, e.live), await call(t.app, e.live)];
    expect(a.headers.etag).toBe(b.headers.etag);
  });

  it('answers a played match with its rosters but no score and no events, cached or not', async () => {
    const played = (await live()).matches.find((m) => m.state === 'finished' && m.homeScore !== null && m.homeScore > 0);
    if (!played) throw new Error('the demo has no finished match with goals');
    await showResults(false);
    for (const query of [{}, { _ts: '1' }] as Record<string, string>[]) {
      const detail = v.parse(MatchDetailSchema, (await call(t.app, e.matchDetail, { params: { id: played.id }, query })).json());
      expect(detail).toMatchObject({ resultsHidden: true, events: [], match: { id: played.id, homeScore: null, awayScore: null } });
      expect(detail.roster.homeTeamRoster.length).toBeGreaterThan(0);
    }
  });

  it('answers no statistics and closes the live stream (403 closed)', async () => {
    await showResults(false);
    const stats = await call(t.app, e.statistics, { params: { categoryId: 1 }, query: { sortedBy: 'goals' } });
    expect(stats.json()).toEqual({ data: [] });
    const stream = await t.app.inject({ method: 'GET', url: liveStreamPath });
    expect(stream.statusCode).toBe(403);
    expect(stream.json()).toMatchObject({ error: { code: 'closed' } });
  });

  it('keeps every score in the admin variant, for organisers and reporters', async () => {
    await showResults(false);
    const reporter = await loginAs(t.app, 'reporter@demo.test');
    for (const cookie of [organiser, reporter]) {
      const admin = v.parse(LiveDataSchema, (await call(t.app, e.adminLive, { cookie })).json());
      expect(admin.resultsHidden).toBeUndefined();
      expect(admin.matches.some((m) => m.homeScore !== null)).toBe(true);
    }
  });

  it('publishes the scores again once switched back on', async () => {
    await showResults(false);
    await showResults(true);
    const again = await live();
    expect(again.resultsHidden).toBeUndefined();
    expect(again.groupTeams.length).toBeGreaterThan(0);
  });
});
