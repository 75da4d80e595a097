import { authEndpoints as a, matchRosterEndpoints as r, teamLeaderEndpoints as e } from '@phc/api-contract';
import { call, createTestApp, createUser, loginAs, type TestApp } from '../../platform/test-utils/test-app';
import { codeOf, cookieJar, demoClubs, fieldsOf, parsed } from './test-helpers';

// Issue 14 item 2: a team leader's rights come only from an invitation the leader accepts while
// logged in; an e-mail typed by a club or into a profile gives nothing.

let t: TestApp;
let clubs: { own: number; ownPending: number; other: number };
const as = cookieJar(() => t.app);
/** A scheduled match of the demo club's team and that team. */
let match: { id: number; teamId: number };

beforeAll(async () => {
  t = await createTestApp();
  clubs = await demoClubs(t.app);
  const row = await t.app.ctx.db
    .selectFrom('matches')
    .innerJoin('teams', 'teams.id', 'matches.home_team_id')
    .select(['matches.id', 'matches.home_team_id'])
    .where('matches.state', '=', 'scheduled')
    .where('teams.club_id', '=', clubs.own)
    .orderBy('matches.id')
    .executeTakeFirstOrThrow();
  match = { id: row.id, teamId: row.home_team_id as number };
}, 120_000);
afterAll(() => t.close());

/** The token of the newest e-mail to `to` whose body carries `marker=<token>`. */
async function tokenFrom(to: string, marker: string): Promise<string> {
  const mail = await t.app.ctx.db.selectFrom('outbox_emails').select('body').where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const found = new RegExp(`${marker}[=/]([A-Za-z0-9_-]+)`).exec(mail.body);
  if (!found) throw new Error(`no ${marker} link in the e-mail to ${to}`);
  return found[1];
}

async function invite(email: string): Promise<number> {
  const response = await call(t.app, e.add, { params: { teamId: match.teamId }, body: { firstName: 'Eva', lastName: 'Pozvaná', email, phone: null }, cookie: await as('club@demo.test') });
  return parsed(e.add, response).teamLeader.id;
}

const candidates = (cookie: string) => call(t.app, r.teamRosterCandidates, { params: { id: match.id, teamId: match.teamId }, cookie });

describe('team leader invitations', () => {
  it('names the tournament, the club and the team with its category in both languages (issue 24)', async () => {
    await invite('jmeno@example.test');
    const team = await t.app.ctx.db
      .selectFrom('teams')
      .innerJoin('clubs', 'clubs.id', 'teams.club_id')
      .innerJoin('team_categories', 'team_categories.id', 'teams.team_category_id')
      .select(['clubs.name as club', 'team_categories.name_cs', 'team_categories.name_en', 'teams.team_number'])
      .where('teams.id', '=', match.teamId)
      .executeTakeFirstOrThrow();
    const roman = ['I', 'II', 'III', 'IV'][team.team_number - 1];
    const mail = await t.app.ctx.db.selectFrom('outbox_emails').select(['subject', 'body']).where('to_address', '=', 'jmeno@example.test').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const { cs, en } = t.app.ctx.tournament.name;
    expect(mail.subject).toBe(`${cs}: pozvánka pro vedoucího týmu ${team.club} ${team.name_cs} ${roman} / Invitation: team leader of ${team.club} ${team.name_en} ${roman}`);
    expect(mail.body).toContain(`Klub ${team.club} vás na turnaji ${cs} zve jako vedoucího týmu ${team.club} ${team.name_cs} ${roman}.`);
    expect(mail.body).toContain(`The club ${team.club} invites you to lead the team ${team.club} ${team.name_en} ${roman} at ${en}.`);
  });

  it('sends a single-use link; only the account that accepts it gets the team', async () => {
    const leaderId = await invite('pozvana@example.test');
    const token = await tokenFrom('pozvana@example.test', 'pozvanka');
    const shown = parsed(e.invitation, await call(t.app, e.invitation, { params: { token } })).invitation;
    expect(shown).toMatchObject({ firstName: 'Eva', lastName: 'Pozvaná', usable: true });
    expect(shown.teams.map((team) => team.id)).toContain(match.teamId);

    await createUser(t.app, { email: 'pozvana@example.test' });
    const cookie = await loginAs(t.app, 'pozvana@example.test');
    expect((await candidates(cookie)).statusCode).toBe(403);
    expect((await call(t.app, e.acceptInvitation, { params: { token }, body: {} })).statusCode).toBe(401);

    const accepted = parsed(e.acceptInvitation, await call(t.app, e.acceptInvitation, { params: { token }, body: {}, cookie }));
    expect(accepted.teamLeader.id).toBe(leaderId);
    expect(accepted.teamLeader.userId).not.toBeNull();
    expect((await candidates(cookie)).statusCode).toBe(200);
    expect(parsed(e.ledTeams, await call(t.app, e.ledTeams, { cookie })).teams.map((team) => team.id)).toEqual([match.teamId]);

    const again = await call(t.app, e.acceptInvitation, { params: { token }, body: {}, cookie: await as('clubs@demo.test') });
    expect(again.statusCode).toBe(400);
    expect(codeOf(again)).toBe('token_invalid');
  });

  it('refuses an expired invitation and voids an older one when the club invites again', async () => {
    await invite('zapomnel@example.test');
    const first = await tokenFrom('zapomnel@example.test', 'pozvanka');
    await invite('zapomnel@example.test');
    const second = await tokenFrom('zapomnel@example.test', 'pozvanka');
    const cookie = await as('clubs@demo.test');
    expect(codeOf(await call(t.app, e.acceptInvitation, { params: { token: first }, body: {}, cookie }))).toBe('token_invalid');
    await t.app.ctx.db.updateTable('team_leader_invitations').set({ expires_at: new Date('2000-01-01T00:00:00Z') }).where('used_at', 'is', null).execute();
    expect(parsed(e.invitation, await call(t.app, e.invitation, { params: { token: second } })).invitation.usable).toBe(false);
    expect(codeOf(await call(t.app, e.acceptInvitation, { params: { token: second }, body: {}, cookie }))).toBe('token_invalid');
  });

  it('lets a visitor without an account create one under the invited e-mail, logged in at once', async () => {
    await invite('novy.vedouci@example.test');
    const token = await tokenFrom('novy.vedouci@example.test', 'pozvanka');
    const weak = await call(t.app, e.acceptInvitation, { params: { token }, body: { account: { firstName: 'Nový', lastName: 'Vedoucí', password: 'short' } } });
    expect(weak.statusCode).toBe(400);
    const response = await call(t.app, e.acceptInvitation, { params: { token }, body: { account: { firstName: 'Nový', lastName: 'Vedoucí', password: 'dlouhe-heslo-1' } } });
    expect(response.statusCode).toBe(200);
    const cookie = `phc_session=${response.cookies.find((k) => k.name === 'phc_session')?.value}`;
    expect(parsed(e.ledTeams, await call(t.app, e.ledTeams, { cookie })).teams.map((team) => team.id)).toEqual([match.teamId]);
    await loginAs(t.app, 'novy.vedouci@example.test', 'dlouhe-heslo-1');
  });

  it('sends a visitor whose invited e-mail already has an account to log in (409)', async () => {
    await createUser(t.app, { email: 'ma.ucet@example.test' });
    await invite('ma.ucet@example.test');
    const token = await tokenFrom('ma.ucet@example.test', 'pozvanka');
    const response = await call(t.app, e.acceptInvitation, { params: { token }, body: { account: { firstName: 'A', lastName: 'B', password: 'dlouhe-heslo-1' } } });
    expect(response.statusCode).toBe(409);
    // The token stays usable for the owner who logs in.
    expect(parsed(e.invitation, await call(t.app, e.invitation, { params: { token } })).invitation.usable).toBe(true);
  });

  it('gives another club’s administrator and a team leader 403 on adding and removing this club’s leaders', async () => {
    const leaderId = await invite('cizi@example.test');
    const userId = await createUser(t.app, { email: 'jiny.klub@example.test' });
    await t.app.ctx.db.insertInto('user_clubs').values({ user_id: userId, club_id: clubs.other }).execute();
    for (const cookie of [await loginAs(t.app, 'jiny.klub@example.test'), await loginAs(t.app, 'leader@demo.test')]) {
      expect((await call(t.app, e.add, { params: { teamId: match.teamId }, body: { firstName: 'X', lastName: 'Y', email: 'x@example.test' }, cookie })).statusCode).toBe(403);
      expect((await call(t.app, e.remove, { params: { teamId: match.teamId, leaderId }, cookie })).statusCode).toBe(403);
      expect((await call(t.app, e.list, { params: { clubId: clubs.own }, cookie })).statusCode).toBe(403);
    }
  });

  it('keeps the demo leader@demo.test a leader of some teams through its account', async () => {
    const teams = parsed(e.ledTeams, await call(t.app, e.ledTeams, { cookie: await loginAs(t.app, 'leader@demo.test') })).teams;
    expect(teams.length).toBeGreaterThan(0);
  });
});

describe('taking a leader’s rights over by e-mail (issue 14)', () => {
  it('an account registered anonymously that changes its e-mail to a leader’s address reads no roster candidates', async () => {
    await invite('obet@example.test');
    await createUser(t.app, { email: 'utocnik@example.test' });
    const cookie = await loginAs(t.app, 'utocnik@example.test');
    const body = { firstName: 'Útočník', lastName: 'Zlý', email: 'obet@example.test' };
    const noPassword = await call(t.app, a.profile, { cookie, body });
    expect(noPassword.statusCode).toBe(400);
    expect(fieldsOf(noPassword)).toEqual({ currentPassword: ['required'] });
    const changed = await call(t.app, a.profile, { cookie, body: { ...body, currentPassword: 'demo1234' } });
    expect(changed.statusCode).toBe(200);
    // The login stays the old one until the new address confirms it.
    expect(changed.json().user.username).toBe('utocnik@example.test');
    expect((await candidates(cookie)).statusCode).toBe(403);
  });

  it('an account whose login equals a named but not accepted leader’s e-mail reads nothing either', async () => {
    await invite('jen.email@example.test');
    await createUser(t.app, { email: 'jen.email@example.test' });
    const cookie = await loginAs(t.app, 'jen.email@example.test');
    expect((await candidates(cookie)).statusCode).toBe(403);
    expect(parsed(e.ledTeams, await call(t.app, e.ledTeams, { cookie })).teams).toEqual([]);
  });
});

describe('changing the login e-mail', () => {
  it('asks for the current password and replaces the e-mail only once the new address confirms it', async () => {
    await createUser(t.app, { email: 'stary@example.test' });
    const cookie = await loginAs(t.app, 'stary@example.test');
    const wrong = await call(t.app, a.profile, { cookie, body: { firstName: 'S', lastName: 'T', email: 'novy@example.test', currentPassword: 'nope' } });
    expect(fieldsOf(wrong)).toEqual({ currentPassword: ['invalidPassword'] });
    expect((await call(t.app, a.profile, { cookie, body: { firstName: 'S', lastName: 'T', email: 'novy@example.test', currentPassword: 'demo1234' } })).statusCode).toBe(200);
    await loginAs(t.app, 'stary@example.test');
    const token = await tokenFrom('novy@example.test', 'potvrzeni-emailu');
    expect((await call(t.app, a.emailConfirm, { params: { token } })).statusCode).toBe(200);
    await loginAs(t.app, 'novy@example.test');
    expect(codeOf(await call(t.app, a.emailConfirm, { params: { token } }))).toBe('token_invalid');
  });

  it('keeps a name-only change free of the password', async () => {
    await createUser(t.app, { email: 'jmeno@example.test' });
    const cookie = await loginAs(t.app, 'jmeno@example.test');
    const response = await call(t.app, a.profile, { cookie, body: { firstName: 'Nové', lastName: 'Jméno', email: 'jmeno@example.test' } });
    expect(response.statusCode).toBe(200);
  });
});
