import { followedTeamsEndpoints as e, maxFollowedTeams } from '@phc/api-contract';
import { call, createTestApp, loginAs, type TestApp } from '../test-utils/test-app';

let t: TestApp;
let teamIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  teamIds = (await t.handle.db.selectFrom('teams').select('id').orderBy('id').limit(3).execute()).map((row) => row.id);
});
afterAll(() => t.close());

describe("a signed-in user's followed teams (issue 28 item 4)", () => {
  it('are only for a signed-in user', async () => {
    expect((await call(t.app, e.get)).statusCode).toBe(401);
    expect((await call(t.app, e.set, { body: { teamIds: [teamIds[0]] } })).statusCode).toBe(401);
  });

  it('are kept in the order given, the same for every session of the account, and apart from other accounts', async () => {
    const phone = await loginAs(t.app, 'club@demo.test');
    const laptop = await loginAs(t.app, 'club@demo.test');
    const other = await loginAs(t.app, 'admin@demo.test');
    const saved = await call(t.app, e.set, { cookie: phone, body: { teamIds: [teamIds[2], teamIds[0], teamIds[2]] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().teamIds).toEqual([teamIds[2], teamIds[0]]);
    const read = (await call(t.app, e.get, { cookie: laptop })).json();
    expect(read.teamIds).toEqual([teamIds[2], teamIds[0]]);
    expect(read.userId).toEqual(saved.json().userId);
    expect((await call(t.app, e.get, { cookie: other })).json().teamIds).toEqual([]);
    // An unfollow on one device is the list everywhere.
    await call(t.app, e.set, { cookie: laptop, body: { teamIds: [teamIds[0]] } });
    expect((await call(t.app, e.get, { cookie: phone })).json().teamIds).toEqual([teamIds[0]]);
  });

  it('drop a team that no longer exists instead of refusing the list, and refuse a list past the cap with a field error', async () => {
    const cookie = await loginAs(t.app, 'referees@demo.test');
    const gone = Math.max(...teamIds) + 1_000_000;
    expect((await call(t.app, e.set, { cookie, body: { teamIds: [gone, teamIds[1]] } })).json().teamIds).toEqual([teamIds[1]]);
    const tooMany = await call(t.app, e.set, { cookie, body: { teamIds: Array.from({ length: maxFollowedTeams + 1 }, (_, i) => i + 1) } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ teamIds: ['tooLong'] });
    const wrong = await call(t.app, e.set, { cookie, body: { teamIds: ['x'] } });
    expect(wrong.statusCode).toBe(400);
  });
});
