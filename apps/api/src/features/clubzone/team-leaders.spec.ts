import { teamLeaderEndpoints as e } from '@phc/api-contract';
import { call, createTestApp, createUser, type TestApp } from '../../platform/test-utils/test-app';
import { codeOf, cookieJar, demoClubs, fieldsOf, parsed, setConfig, type Who } from './test-helpers';

let t: TestApp;
let clubs: { own: number; ownPending: number; other: number };
const as = cookieJar(() => t.app);
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  clubs = await demoClubs(t.app);
}, 120_000);
afterAll(() => t.close());

const teamOf = async (clubId: number) => (await t.app.ctx.db.selectFrom('teams').select('id').where('club_id', '=', clubId).orderBy('id').executeTakeFirstOrThrow()).id;
const leaderBody = (over: Record<string, unknown> = {}) => ({ firstName: 'Eva', lastName: 'Malá', email: `leader${++serial}@example.test`, phone: '+420 777 888 999', ...over });

async function leaderOf(teamId: number): Promise<number> {
  const response = await call(t.app, e.add, { params: { teamId }, body: leaderBody(), cookie: await as('superadmin@demo.test') });
  return parsed(e.add, response).teamLeader.id;
}

const matrix: [Who, 'own' | 'other', number][] = [
  ['anonymous', 'own', 401],
  ['club@demo.test', 'own', 200],
  ['club@demo.test', 'other', 403],
  ['clubs@demo.test', 'other', 200],
  ['admin@demo.test', 'own', 403],
  ['reporter@demo.test', 'own', 403],
  ['superadmin@demo.test', 'other', 200],
];

describe('authorization of team leaders', () => {
  it.each(matrix)('competition.teamLeaderAdd: %s on %s club → %i', async (who, which, status) => {
    const teamId = await teamOf(which === 'own' ? clubs.own : clubs.other);
    const response = await call(t.app, e.add, { params: { teamId }, body: leaderBody(), cookie: await as(who) });
    expect(response.statusCode).toBe(status);
  });

  it.each(matrix)('competition.teamLeaderRemove: %s on %s club → %i', async (who, which, status) => {
    const teamId = await teamOf(which === 'own' ? clubs.own : clubs.other);
    const leaderId = await leaderOf(teamId);
    const response = await call(t.app, e.remove, { params: { teamId, leaderId }, cookie: await as(who) });
    expect(response.statusCode).toBe(status);
  });

  it.each(matrix)('competition.teamLeaders: %s on %s club → %i', async (who, which, status) => {
    const response = await call(t.app, e.list, { params: { clubId: which === 'own' ? clubs.own : clubs.other }, query: { _envelope: '1' }, cookie: await as(who) });
    expect(response.statusCode).toBe(status);
  });
});

describe('team leaders', () => {
  it('lists the club’s leaders in the envelope, each with the teams they lead', async () => {
    const { data } = parsed(e.list, await call(t.app, e.list, { params: { clubId: clubs.own }, query: { _envelope: '1' }, cookie: await as('club@demo.test') }));
    expect(data.length).toBeGreaterThanOrEqual(2);
    for (const { data: leader } of data) {
      expect(leader.clubId).toBe(clubs.own);
      expect(leader.fullName).toBe(`${leader.firstName} ${leader.lastName}`);
      expect(leader.leadingTeams.map((team) => team.id)).toEqual(leader.teams);
    }
  });

  it('reuses the club’s leader with the same e-mail for a second team, and ties no account by e-mail (issue 14: the invitation does)', async () => {
    const cookie = await as('club@demo.test');
    const teams = await t.app.ctx.db.selectFrom('teams').select('id').where('club_id', '=', clubs.own).orderBy('id').limit(2).execute();
    await createUser(t.app, { email: 'vedouci@example.test' });
    const first = parsed(e.add, await call(t.app, e.add, { params: { teamId: teams[0].id }, body: leaderBody({ email: 'Vedouci@Example.test' }), cookie })).teamLeader;
    const second = parsed(e.add, await call(t.app, e.add, { params: { teamId: teams[1].id }, body: leaderBody({ email: 'vedouci@example.test', phone: null }), cookie })).teamLeader;
    expect(second.id).toBe(first.id);
    expect(second.userId).toBeNull();
    expect(second.teams).toEqual([teams[0].id, teams[1].id]);
    expect(second.phone).toBeNull();
    // Adding again is idempotent.
    const again = parsed(e.add, await call(t.app, e.add, { params: { teamId: teams[1].id }, body: leaderBody({ email: 'vedouci@example.test' }), cookie })).teamLeader;
    expect(again.teams).toEqual([teams[0].id, teams[1].id]);

    await call(t.app, e.remove, { params: { teamId: teams[0].id, leaderId: first.id }, cookie });
    const left = await t.app.ctx.db.selectFrom('team_leader_teams').select('team_id').where('team_leader_id', '=', first.id).execute();
    expect(left.map((l) => l.team_id)).toEqual([teams[1].id]);
    // Removed from the last team, the leader is gone.
    await call(t.app, e.remove, { params: { teamId: teams[1].id, leaderId: first.id }, cookie });
    expect(await t.app.ctx.db.selectFrom('team_leaders').select('id').where('id', '=', first.id).executeTakeFirst()).toBeUndefined();
  });

  it('answers 403 closed when paperless leaders are not allowed', async () => {
    const before = await setConfig(t.app, 'paperless_team_leader_allowed', 'false');
    try {
      const response = await call(t.app, e.add, { params: { teamId: await teamOf(clubs.own) }, body: leaderBody(), cookie: await as('club@demo.test') });
      expect(response.statusCode).toBe(403);
      expect(codeOf(response)).toBe('closed');
    } finally {
      await setConfig(t.app, 'paperless_team_leader_allowed', before);
    }
  });
});

describe('bad input on team leader calls', () => {
  it.each([
    ['missing fields', {}, { firstName: ['required'], lastName: ['required'], email: ['required'] }],
    ['wrong types', { firstName: 1, lastName: true, email: 'no-at-sign', phone: 777 }, { firstName: ['required'], lastName: ['required'], email: ['email'], phone: ['required'] }],
    ['oversize strings', { firstName: 'x'.repeat(101), lastName: 'Malá', email: `${'a'.repeat(250)}@x.cz` }, { firstName: ['tooLong'], email: ['tooLong'] }],
    // A Czech number without +420 is taken as such (issue 24); one too short to dial is not.
    ['a phone number too short to dial', { firstName: 'Eva', lastName: 'Malá', email: 'eva@example.test', phone: '777 88' }, { phone: ['phone'] }],
  ])('answers 400 with field codes for %s', async (_, body, fields) => {
    const response = await call(t.app, e.add, { params: { teamId: await teamOf(clubs.own) }, body, cookie: await as('club@demo.test') });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject(fields);
  });

  it('answers 404 for unknown teams, leaders and clubs', async () => {
    const cookie = await as('superadmin@demo.test');
    const teamId = await teamOf(clubs.own);
    expect((await call(t.app, e.add, { params: { teamId: 999999 }, body: leaderBody(), cookie })).statusCode).toBe(404);
    expect((await call(t.app, e.remove, { params: { teamId, leaderId: 999999 }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, e.remove, { params: { teamId: 999999, leaderId: 1 }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, e.list, { params: { clubId: 999999 }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, e.list, { params: { clubId: 'x' }, cookie })).statusCode).toBe(400);
  });
});
