import { competitionEndpoints, competitionMyMatchesEndpoint, webEndpoints } from '@phc/api-contract';
import { call, createTestApp, loginAs, type TestApp } from '../test-utils/test-app';
import { publicPlaceData } from '../../features/map/places';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

// Issue 14, Low: the public static data named each hall's reporter account.
describe(`public data names no hall's reporter (${db})`, () => {
  it('answers static data and places without reporterUserId, other hall data kept', async () => {
    const named = await t.handle.db.selectFrom('places').select('id').where('data', 'like', '%reporterUserId%').execute();
    expect(named.length).toBeGreaterThan(0);
    const staticAnswer = await call(t.app, competitionEndpoints.static);
    expect(staticAnswer.statusCode).toBe(200);
    expect(staticAnswer.body).not.toContain('reporterUserId');
    const places = await call(t.app, webEndpoints.places, { query: { type: 'hall' } });
    expect(places.statusCode).toBe(200);
    expect(places.body).not.toContain('reporterUserId');
    expect(publicPlaceData('{"reporterUserId":4,"note":"x"}')).toBe('{"note":"x"}');
    expect(publicPlaceData('not json')).toBeNull();
    expect(publicPlaceData(null)).toBeNull();
  });

  it("tells a reporter their own hall's matches through my-matches instead", async () => {
    const cookie = await loginAs(t.app, 'reporter@demo.test');
    const reporter = await t.handle.db.selectFrom('users').select('id').where('email', '=', 'reporter@demo.test').executeTakeFirstOrThrow();
    const hall = await t.handle.db.selectFrom('places').select('id').where('data', 'like', `%"reporterUserId":${reporter.id}%`).executeTakeFirstOrThrow();
    const hallMatches = await t.handle.db.selectFrom('matches').select('id').where('place_id', '=', hall.id).execute();
    const mine = (await call(t.app, competitionMyMatchesEndpoint, { cookie })).json() as { matches: { matchId: number; teamIds: number[] | null }[] };
    const whole = mine.matches.filter((m) => m.teamIds === null).map((m) => m.matchId);
    expect(hallMatches.length).toBeGreaterThan(0);
    expect(whole.sort((a, b) => a - b)).toEqual(hallMatches.map((m) => m.id).sort((a, b) => a - b));
  });
});
