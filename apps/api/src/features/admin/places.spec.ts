import { adminPlacesEndpoints as p, competitionWriteEndpoints as w } from '@phc/api-contract';
import { call, createTestApp, createUser, loginAs, type TestApp } from '../../platform/test-utils/test-app';
import { loginAdminAccounts, roleMatrix, type RoleCase } from './test-helpers';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let cookies: Record<string, string> = {};
const userId = async (email: string) => (await t.handle.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
/** The seed's halls: the first names reporter@demo.test, the second names nobody. */
let halls: { id: number; data: string | null }[];

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginAdminAccounts(t.app);
  cookies['reporter2@demo.test'] = await loginAs(t.app, 'reporter2@demo.test');
  halls = await t.handle.db.selectFrom('places').select(['id', 'data']).where('place_type', '=', 'hall').orderBy('sort_order').orderBy('id').execute();
});
afterAll(() => t.close());

// Not started yet: a reporter sets the referees of a match only until it starts (issue 26).
const matchIn = async (hallId: number) => (await t.handle.db.selectFrom('matches').select('id').where('place_id', '=', hallId).where('sealed_at', 'is', null).where('state', '=', 'scheduled').orderBy('id').executeTakeFirstOrThrow()).id;
/** A protocol write any editor of the match may make without changing the score: the match's referees. */
const writeAs = async (email: string, matchId: number) => {
  const referees = await t.handle.db.selectFrom('match_referees').select('referee_id').where('match_id', '=', matchId).execute();
  return (await call(t.app, w.updateReferees, { cookie: cookies[email], params: { id: matchId }, body: { _data: { referees: referees.map((r) => r.referee_id) } } })).statusCode;
};
const setReporter = (email: string, hallId: number, reporterUserId: number | null) => call(t.app, p.placeReporter, { cookie: cookies[email], params: { id: hallId }, body: { reporterUserId } });

describe(`halls and their reporters in the administration (${db})`, () => {
  it('lists halls first with their address and reporter, then the other places', async () => {
    const { places } = (await call(t.app, p.places, { cookie: cookies['places@demo.test'] })).json();
    const types: string[] = places.map((place: { placeType: string }) => place.placeType);
    expect(types.lastIndexOf('hall')).toBeLessThan(types.findIndex((type) => type !== 'hall'));
    expect(places[0]).toEqual(expect.objectContaining({ id: halls[0].id, address: expect.any(String), reporter: expect.objectContaining({ email: 'reporter@demo.test', firstName: 'Radek' }) }));
    expect(places.find((place: { id: number }) => place.id === halls[1].id).reporter).toBeNull();
  });

  it('lists only the users with the reporter role', async () => {
    const { reporters } = (await call(t.app, p.reporters, { cookie: cookies['admin@demo.test'] })).json();
    expect(reporters.map((r: { email: string }) => r.email).sort()).toEqual(['reporter2@demo.test', 'reporter@demo.test']);
  });

  it('assigns a reporter to a hall: they write its matches at once, the other hall’s reporter cannot, the audit log has before and after', async () => {
    const hall = halls[1];
    const match = await matchIn(hall.id);
    expect(await writeAs('reporter2@demo.test', match)).toBe(403);
    const reporter2 = await userId('reporter2@demo.test');
    const response = await setReporter('places@demo.test', hall.id, reporter2);
    expect(response.statusCode).toBe(200);
    expect(response.json().place.reporter).toEqual(expect.objectContaining({ id: reporter2, email: 'reporter2@demo.test' }));
    expect(await writeAs('reporter2@demo.test', match)).toBe(200);
    expect(await writeAs('reporter@demo.test', match)).toBe(403);
    expect(await writeAs('reporter2@demo.test', await matchIn(halls[0].id))).toBe(403);
    const entries = await t.handle.db.selectFrom('admin_audit').select(['user_email', 'action', 'before', 'after']).where('entity', '=', 'place').where('entity_id', '=', hall.id).execute();
    expect(entries).toEqual([{ user_email: 'places@demo.test', action: 'reporter', before: { reporterUserId: null }, after: { reporterUserId: reporter2 } }]);
  });

  it('keeps the other keys of the hall’s data, clears the reporter, and records nothing when nothing changes', async () => {
    const hall = halls[2];
    await t.handle.db.updateTable('places').set({ data: JSON.stringify({ entrance: 'B', reporterUserId: 999 }) }).where('id', '=', hall.id).execute();
    const reporter = await userId('reporter@demo.test');
    expect((await setReporter('admin@demo.test', hall.id, reporter)).statusCode).toBe(200);
    expect(JSON.parse((await t.handle.db.selectFrom('places').select('data').where('id', '=', hall.id).executeTakeFirstOrThrow()).data ?? '')).toEqual({ entrance: 'B', reporterUserId: reporter });
    const cleared = await setReporter('admin@demo.test', hall.id, null);
    expect(cleared.json().place.reporter).toBeNull();
    expect(JSON.parse((await t.handle.db.selectFrom('places').select('data').where('id', '=', hall.id).executeTakeFirstOrThrow()).data ?? '')).toEqual({ entrance: 'B' });
    expect(await writeAs('reporter@demo.test', await matchIn(hall.id))).toBe(403);
    expect((await setReporter('admin@demo.test', hall.id, null)).statusCode).toBe(200);
    const entries = await t.handle.db.selectFrom('admin_audit').select(['before', 'after']).where('entity', '=', 'place').where('entity_id', '=', hall.id).orderBy('id').execute();
    expect(entries).toEqual([
      { before: { reporterUserId: 999 }, after: { reporterUserId: reporter } },
      { before: { reporterUserId: reporter }, after: { reporterUserId: null } },
    ]);
  });

  it('refuses a user without the reporter role (400 with its field), an unknown user too, and a place that is not a hall (404)', async () => {
    const notReporter = await setReporter('admin@demo.test', halls[1].id, await userId('club@demo.test'));
    expect(notReporter.statusCode).toBe(400);
    expect(notReporter.json().error.fields).toEqual({ reporterUserId: ['invalid'] });
    expect((await setReporter('admin@demo.test', halls[1].id, 999999)).json().error.fields).toEqual({ reporterUserId: ['invalid'] });
    expect((await setReporter('admin@demo.test', 999999, null)).statusCode).toBe(404);
    const other = await t.handle.db.selectFrom('places').select('id').where('place_type', '!=', 'hall').executeTakeFirstOrThrow();
    expect((await setReporter('admin@demo.test', other.id, null)).statusCode).toBe(404);
    const bad = await call(t.app, p.placeReporter, { cookie: cookies['admin@demo.test'], params: { id: halls[1].id }, body: { reporterUserId: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ reporterUserId: ['integer'] });
  });
});

describe(`who may manage halls (${db})`, () => {
  const allowed = ['superadmin@demo.test', 'admin@demo.test', 'places@demo.test'];
  // Naming the hall's current reporter again changes nothing, so the matrix leaves the data as it was.
  const cases: RoleCase[] = [
    ['admin.places', p.places, allowed, () => ({})],
    ['admin.reporters', p.reporters, allowed, () => ({})],
    ['admin.placeReporter', p.placeReporter, allowed, () => ({ params: { id: halls[0].id }, body: { reporterUserId: firstReporter } })],
  ];
  let firstReporter = 0;
  beforeAll(async () => {
    firstReporter = await userId('reporter@demo.test');
    await t.handle.db.updateTable('places').set({ data: JSON.stringify({ reporterUserId: firstReporter }) }).where('id', '=', halls[0].id).execute();
  });

  it.each(roleMatrix(cases))('%s as %s', async (_name, who, endpoint, input, status) => {
    const response = await call(t.app, endpoint, { ...input(who), cookie: who === 'anonymous' ? undefined : cookies[who] });
    expect(response.statusCode).toBe(status);
  });

  it('gives the place manager role no other administration call', async () => {
    const user = await createUser(t.app, { email: 'halls-only@example.test', roles: ['ROLE_PLACE_MANAGER'] });
    expect(user).toBeGreaterThan(0);
    const cookie = await loginAs(t.app, 'halls-only@example.test');
    expect((await call(t.app, p.places, { cookie })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/clubs', headers: { cookie } })).statusCode).toBe(403);
  });
});
