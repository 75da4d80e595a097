import { competitionEndpoints, competitionWriteEndpoints as w } from '@phc/api-contract';
import { call, createTestApp, loginAs, type TestApp } from '../../platform/test-utils/test-app';

// The server's score follows the sport: a volleyball match is scored in sets won, set by set.
let t: TestApp;
let cookie: string;
let match: { id: number; home: number; away: number };
const stageIds = new Map<string, number>();
let pointTypeId: number;

beforeAll(async () => {
  t = await createTestApp({ tournament: 'praguevolleyballgames', now: new Date('2026-06-20T16:30:00Z') });
  const db = t.handle.db;
  const row = await db.selectFrom('matches').select(['id', 'home_team_id', 'away_team_id']).where('state', '=', 'scheduled').where('home_team_id', 'is not', null).where('away_team_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  match = { id: row.id, home: row.home_team_id as number, away: row.away_team_id as number };
  for (const s of await db.selectFrom('match_stages').select(['id', 'code']).execute()) stageIds.set(s.code, s.id);
  pointTypeId = (await db.selectFrom('event_types').select('id').where('code', '=', 'point').executeTakeFirstOrThrow()).id;
  cookie = await loginAs(t.app, 'superadmin@demo.test');
});
afterAll(() => t.close());

const points = (teamId: number, n: number) => Array.from({ length: n }, (_, k) => ({ minute: 0, second: k % 60, eventTypeId: pointTypeId, teamId }));
const stage = (code: string) => call(t.app, w.changeStage, { cookie, params: { id: match.id }, body: { stage_id: stageIds.get(code) as number } });
const record = async (home: number, away: number) => {
  const response = await call(t.app, w.createEvents, { cookie, params: { match_id: match.id }, body: { _data: { events: [...points(match.home, home), ...points(match.away, away)] } } });
  expect(response.statusCode).toBe(200);
  return response.json().match as { homeScore: number; awayScore: number };
};

describe('volleyball score from rally points', () => {
  it('counts a set once won at 25 with a two-point lead, then a set the match moved past, for its leader', async () => {
    await stage('1st_set');
    expect(await record(24, 20)).toMatchObject({ homeScore: 0, awayScore: 0 });
    expect(await record(1, 0)).toMatchObject({ homeScore: 1, awayScore: 0 });
    await stage('2nd_set');
    expect(await record(10, 12)).toMatchObject({ homeScore: 1, awayScore: 0 });
    // The reporter ends the set early: the leader takes it.
    expect((await stage('3rd_set')).json().match).toMatchObject({ homeScore: 1, awayScore: 1 });
    expect(await record(15, 3)).toMatchObject({ homeScore: 1, awayScore: 1 });
    expect((await stage('end')).json().match).toMatchObject({ homeScore: 2, awayScore: 1, state: 'finished' });
    const events = (await call(t.app, competitionEndpoints.matchDetail, { params: { id: match.id }, query: { _ts: '2' } })).json().events as { stageId: number }[];
    expect(new Set(events.map((e) => e.stageId))).toEqual(new Set([stageIds.get('1st_set'), stageIds.get('2nd_set'), stageIds.get('3rd_set')]));
  });
});
