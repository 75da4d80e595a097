import { adminPeopleEndpoints as p, authEndpoints, authMeEndpoint } from '@phc/api-contract';
import { call, createTestApp, createUser, loginAs, type TestApp } from '../../platform/test-utils/test-app';
import { loginAdminAccounts, roleMatrix, type RoleCase } from './test-helpers';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let cookies: Record<string, string> = {};
let clubId = 0;
const userId = async (email: string) => (await t.handle.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const lastMail = (to: string) => t.handle.db.selectFrom('outbox_emails').select(['subject', 'body']).where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirst();
const tokenOf = (body: string) => /nastaveni-hesla\/([\w-]+)/.exec(body)?.[1] ?? '';
const audit = (entity: string, entityId: number) =>
  t.handle.db.selectFrom('admin_audit').select(['user_email', 'action', 'before', 'after']).where('entity', '=', entity).where('entity_id', '=', entityId).orderBy('id').execute();
const me = async (cookie: string) => (await call(t.app, authMeEndpoint, { cookie })).json().user;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginAdminAccounts(t.app);
  clubId = (await t.handle.db.selectFrom('clubs').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

describe(`users and roles in the administration (${db})`, () => {
  it('lists every account with roles, clubs, state and last login', async () => {
    const response = await call(t.app, p.users, { cookie: cookies['admin@demo.test'] });
    expect(response.statusCode).toBe(200);
    const users: { email: string; roles: string[]; clubs: unknown[]; disabled: boolean; invited: boolean; lastLoginAt: string | null }[] = response.json().users;
    const club = users.find((u) => u.email === 'club@demo.test');
    expect(club).toEqual(expect.objectContaining({ roles: [], disabled: false, invited: false, lastLoginAt: expect.any(String) }));
    expect(club?.clubs).toHaveLength(2);
    expect(users.find((u) => u.email === 'leader@demo.test')?.lastLoginAt).toBeNull();
    expect(users.find((u) => u.email === 'superadmin@demo.test')?.roles).toEqual(['ROLE_SUPER_ADMIN']);
  });

  it('invites a user: an account without a password, an invitation e-mail whose link sets it, audited', async () => {
    const invite = await call(t.app, p.userInvite, {
      cookie: cookies['admin@demo.test'],
      body: { email: ' New.Referee@Example.test ', firstName: 'Nela', lastName: 'Nová', roles: ['ROLE_REFEREE_MANAGER'], locale: 'en' },
    });
    expect(invite.statusCode).toBe(200);
    const user = invite.json().user;
    expect(user).toEqual(expect.objectContaining({ email: 'new.referee@example.test', roles: ['ROLE_REFEREE_MANAGER'], invited: true, disabled: false }));
    const mail = await lastMail('new.referee@example.test');
    expect(mail?.subject).toMatch(/Invitation/);
    expect(mail?.body).toMatch(/made you an account/);
    expect(mail?.body).toContain('/en/nastaveni-hesla/');
    // No password works before the link is used.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/web/auth/login', payload: { login: 'new.referee@example.test', password: '!invited' } })).statusCode).toBe(400);
    const set = await call(t.app, authEndpoints.passwordReset, { params: { token: tokenOf(mail?.body ?? '') }, body: { password: 'Nela-heslo-2026' } });
    expect(set.statusCode).toBe(200);
    const cookie = await loginAs(t.app, 'new.referee@example.test', 'Nela-heslo-2026');
    expect((await me(cookie)).roles).toEqual(['ROLE_REFEREE_MANAGER']);
    expect(await audit('user', user.id)).toEqual([{ user_email: 'admin@demo.test', action: 'invite', before: null, after: { email: 'new.referee@example.test', roles: ['ROLE_REFEREE_MANAGER'] } }]);
  });

  it('refuses an e-mail that has an account (409 on the field) and bad input (400), creating nothing', async () => {
    const taken = await call(t.app, p.userInvite, { cookie: cookies['admin@demo.test'], body: { email: 'club@demo.test', firstName: 'K', lastName: 'K', roles: [], locale: 'cs' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ email: ['taken'] });
    const bad = await call(t.app, p.userInvite, { cookie: cookies['admin@demo.test'], body: { email: 'nope', firstName: '', lastName: 'K', roles: ['ROLE_KING'], locale: 'cs' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'firstName', 'roles.0']);
  });

  it('lets only a super admin grant or revoke ROLE_ADMIN and ROLE_SUPER_ADMIN, by invitation too', async () => {
    const target = await createUser(t.app, { email: 'promote@example.test', roles: ['ROLE_CLUB_MANAGER'] });
    const byAdmin = await call(t.app, p.userRoles, { cookie: cookies['admin@demo.test'], params: { id: target }, body: { roles: ['ROLE_CLUB_MANAGER', 'ROLE_ADMIN'] } });
    expect(byAdmin.statusCode).toBe(403);
    const invited = await call(t.app, p.userInvite, { cookie: cookies['admin@demo.test'], body: { email: 'boss@example.test', firstName: 'B', lastName: 'B', roles: ['ROLE_SUPER_ADMIN'], locale: 'cs' } });
    expect(invited.statusCode).toBe(403);
    expect(await t.handle.db.selectFrom('users').select('id').where('email', '=', 'boss@example.test').executeTakeFirst()).toBeUndefined();
    const bySuper = await call(t.app, p.userRoles, { cookie: cookies['superadmin@demo.test'], params: { id: target }, body: { roles: ['ROLE_CLUB_MANAGER', 'ROLE_ADMIN'] } });
    expect(bySuper.statusCode).toBe(200);
    expect(bySuper.json().user.roles).toEqual(['ROLE_CLUB_MANAGER', 'ROLE_ADMIN']);
    // An admin may still change the other roles of an admin, keeping ROLE_ADMIN as it is.
    const other = await call(t.app, p.userRoles, { cookie: cookies['admin@demo.test'], params: { id: target }, body: { roles: ['ROLE_ADMIN', 'ROLE_PLACE_MANAGER'] } });
    expect(other.statusCode).toBe(200);
    expect((await call(t.app, p.userRoles, { cookie: cookies['admin@demo.test'], params: { id: target }, body: { roles: [] } })).statusCode).toBe(403);
    expect(await audit('user', target)).toEqual([
      { user_email: 'superadmin@demo.test', action: 'roles', before: { roles: ['ROLE_CLUB_MANAGER'] }, after: { roles: ['ROLE_CLUB_MANAGER', 'ROLE_ADMIN'] } },
      { user_email: 'admin@demo.test', action: 'roles', before: { roles: ['ROLE_CLUB_MANAGER', 'ROLE_ADMIN'] }, after: { roles: ['ROLE_ADMIN', 'ROLE_PLACE_MANAGER'] } },
    ]);
    expect((await call(t.app, p.userRoles, { cookie: cookies['admin@demo.test'], params: { id: 999999 }, body: { roles: [] } })).statusCode).toBe(404);
  });

  it('refuses to take away one’s own administration access or to disable oneself (409)', async () => {
    const superAdmin = await userId('superadmin@demo.test');
    const own = await call(t.app, p.userRoles, { cookie: cookies['superadmin@demo.test'], params: { id: superAdmin }, body: { roles: ['ROLE_CLUB_MANAGER'] } });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.fields).toEqual({ roles: ['selfLockout'] });
    // Keeping one admin role while dropping the other is no lockout.
    expect((await call(t.app, p.userRoles, { cookie: cookies['superadmin@demo.test'], params: { id: superAdmin }, body: { roles: ['ROLE_SUPER_ADMIN'] } })).statusCode).toBe(200);
    const disable = await call(t.app, p.userDisabled, { cookie: cookies['admin@demo.test'], params: { id: await userId('admin@demo.test') }, body: { disabled: true } });
    expect(disable.statusCode).toBe(409);
    expect((await me(cookies['admin@demo.test'])).roles).toEqual(['ROLE_ADMIN']);
  });

  it('disables a user: their session stops at once, login says the account is disabled, a reset does not re-enable; enabling restores', async () => {
    const id = await createUser(t.app, { email: 'leaving@example.test', roles: ['ROLE_COMPETITION_REPORTER'] });
    const cookie = await loginAs(t.app, 'leaving@example.test');
    expect((await me(cookie)).id).toBe(id);
    const disabled = await call(t.app, p.userDisabled, { cookie: cookies['admin@demo.test'], params: { id }, body: { disabled: true } });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().user.disabled).toBe(true);
    expect(await me(cookie)).toBeNull();
    expect((await call(t.app, p.users, { cookie })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/web/auth/login', payload: { login: 'leaving@example.test', password: 'demo1234' } });
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toEqual(expect.objectContaining({ code: 'account_disabled', fields: { login: ['accountDisabled'] } }));
    // A wrong password still reads as a wrong password: the state is told only to the account's owner.
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/web/auth/login', payload: { login: 'leaving@example.test', password: 'nope-nope' } });
    expect(wrong.json().error.fields).toEqual({ password: ['invalidPassword'] });
    await call(t.app, authEndpoints.passwordResetRequest, { body: { login: 'leaving@example.test', locale: 'cs' } });
    const mail = await waitForMail('leaving@example.test');
    expect((await call(t.app, authEndpoints.passwordReset, { params: { token: tokenOf(mail) }, body: { password: 'Novy-heslo-2026' } })).statusCode).toBe(200);
    const afterReset = await t.app.inject({ method: 'POST', url: '/api/v1/web/auth/login', payload: { login: 'leaving@example.test', password: 'Novy-heslo-2026' } });
    expect(afterReset.json().error.code).toBe('account_disabled');
    expect((await call(t.app, p.userDisabled, { cookie: cookies['admin@demo.test'], params: { id }, body: { disabled: false } })).json().user.disabled).toBe(false);
    expect((await me(await loginAs(t.app, 'leaving@example.test', 'Novy-heslo-2026'))).id).toBe(id);
    expect((await audit('user', id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['disable', { disabled: false }, { disabled: true }],
      ['enable', { disabled: true }, { disabled: false }],
    ]);
  });

  it('sends an invitation again: a new link works, the old one not; an account with a password gets none (409)', async () => {
    const invite = await call(t.app, p.userInvite, { cookie: cookies['admin@demo.test'], body: { email: 'slow@example.test', firstName: 'Pomalý', lastName: 'Čtenář', roles: [], locale: 'cs' } });
    const id = invite.json().user.id;
    const first = tokenOf((await lastMail('slow@example.test'))?.body ?? '');
    const again = await call(t.app, p.userInvitationResend, { cookie: cookies['admin@demo.test'], params: { id }, body: { locale: 'en' } });
    expect(again.statusCode).toBe(200);
    const mail = await lastMail('slow@example.test');
    expect(mail?.subject).toMatch(/^Invitation/);
    const second = tokenOf(mail?.body ?? '');
    expect(second).not.toBe(first);
    expect((await call(t.app, authEndpoints.passwordReset, { params: { token: first }, body: { password: 'Pomaly-heslo-2026' } })).statusCode).toBe(400);
    expect((await call(t.app, authEndpoints.passwordReset, { params: { token: second }, body: { password: 'Pomaly-heslo-2026' } })).statusCode).toBe(200);
    expect((await call(t.app, p.userInvitationResend, { cookie: cookies['admin@demo.test'], params: { id }, body: { locale: 'cs' } })).statusCode).toBe(409);
    expect((await call(t.app, p.userInvitationResend, { cookie: cookies['admin@demo.test'], params: { id: 999999 }, body: { locale: 'cs' } })).statusCode).toBe(404);
    expect((await audit('user', id)).map((entry) => entry.action)).toEqual(['invite', 'reinvite']);
  });

  it('lets only a super admin disable an admin', async () => {
    const id = await createUser(t.app, { email: 'other-admin@example.test', roles: ['ROLE_ADMIN'] });
    expect((await call(t.app, p.userDisabled, { cookie: cookies['admin@demo.test'], params: { id }, body: { disabled: true } })).statusCode).toBe(403);
    expect((await call(t.app, p.userDisabled, { cookie: cookies['superadmin@demo.test'], params: { id }, body: { disabled: true } })).statusCode).toBe(200);
  });
});

/** The reset e-mail is written after the answer (so its timing tells nothing): wait for it. */
async function waitForMail(to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = await lastMail(to);
    if (mail) return mail.body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no e-mail to ${to}`);
}

describe(`a club's administrators (${db})`, () => {
  it('adds an existing account by e-mail; it sees the club at once; removing ends that', async () => {
    const leader = await userId('leader@demo.test');
    const cookie = await loginAs(t.app, 'leader@demo.test');
    const added = await call(t.app, p.clubAdministratorAdd, { cookie: cookies['clubs@demo.test'], params: { id: clubId }, body: { email: 'LEADER@demo.test', locale: 'cs' } });
    expect(added.statusCode).toBe(200);
    expect(added.json().invited).toBe(false);
    expect(added.json().administrators.map((a: { email: string }) => a.email)).toContain('leader@demo.test');
    expect((await me(cookie)).administratedClubs.map((c: { id: number }) => c.id)).toContain(clubId);
    const removed = await call(t.app, p.clubAdministratorRemove, { cookie: cookies['admin@demo.test'], params: { id: clubId, userId: leader } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().administrators.map((a: { email: string }) => a.email)).not.toContain('leader@demo.test');
    expect((await me(cookie)).administratedClubs.map((c: { id: number }) => c.id)).not.toContain(clubId);
    expect((await call(t.app, p.clubAdministratorRemove, { cookie: cookies['admin@demo.test'], params: { id: clubId, userId: leader } })).statusCode).toBe(404);
    const entries = (await audit('club', clubId)).filter((entry) => entry.action.startsWith('administrator'));
    expect(entries).toEqual([
      { user_email: 'clubs@demo.test', action: 'administratorAdd', before: null, after: { userId: leader, email: 'leader@demo.test' } },
      { user_email: 'admin@demo.test', action: 'administratorRemove', before: { userId: leader, email: 'leader@demo.test' }, after: null },
    ]);
  });

  it('invites a new e-mail as the club’s administrator; a new account needs a name', async () => {
    const nameless = await call(t.app, p.clubAdministratorAdd, { cookie: cookies['admin@demo.test'], params: { id: clubId }, body: { email: 'coach@example.test', locale: 'cs' } });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error.fields).toEqual({ firstName: ['firstNameRequired'], lastName: ['lastNameRequired'] });
    const invited = await call(t.app, p.clubAdministratorAdd, {
      cookie: cookies['admin@demo.test'],
      params: { id: clubId },
      body: { email: 'coach@example.test', firstName: 'Cyril', lastName: 'Trenér', locale: 'cs' },
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().invited).toBe(true);
    expect(invited.json().administrators).toContainEqual(expect.objectContaining({ email: 'coach@example.test', invited: true }));
    const club = await t.handle.db.selectFrom('clubs').select('name').where('id', '=', clubId).executeTakeFirstOrThrow();
    const mail = await lastMail('coach@example.test');
    expect(mail?.subject).toMatch(/^Pozvánka/);
    expect(mail?.body).toContain(`jako správci klubu ${club.name}`);
    expect(mail?.body).toMatch(/http:\/\/localhost:3000\/nastaveni-hesla\//);
  });

  it('answers 404 for a club that does not exist', async () => {
    expect((await call(t.app, p.clubAdministrators, { cookie: cookies['admin@demo.test'], params: { id: 999999 } })).statusCode).toBe(404);
    expect((await call(t.app, p.clubAdministratorAdd, { cookie: cookies['admin@demo.test'], params: { id: 999999 }, body: { email: 'club@demo.test', locale: 'cs' } })).statusCode).toBe(404);
  });
});

describe(`who may manage people (${db})`, () => {
  const admins = ['superadmin@demo.test', 'admin@demo.test'];
  const clubAdmins = [...admins, 'clubs@demo.test'];
  let target = 0;
  let clubUser = 0;
  let invitedTarget = 0;
  const removable: Record<string, number> = {};
  // Every write leaves the data as it was, or touches only an account made for this caller.
  const cases: RoleCase[] = [
    ['admin.users', p.users, admins, () => ({})],
    ['admin.userInvite', p.userInvite, admins, (who) => ({ body: { email: `invited-by-${who.split('@')[0]}@example.test`, firstName: 'I', lastName: 'I', roles: [], locale: 'cs' } })],
    ['admin.userRoles', p.userRoles, admins, () => ({ params: { id: target }, body: { roles: ['ROLE_COMPETITION_REPORTER'] } })],
    ['admin.userDisabled', p.userDisabled, admins, () => ({ params: { id: target }, body: { disabled: false } })],
    ['admin.userInvitationResend', p.userInvitationResend, admins, () => ({ params: { id: invitedTarget }, body: { locale: 'cs' } })],
    ['admin.clubAdministrators', p.clubAdministrators, clubAdmins, () => ({ params: { id: clubId } })],
    ['admin.clubAdministratorAdd', p.clubAdministratorAdd, clubAdmins, () => ({ params: { id: clubId }, body: { email: 'club@demo.test', locale: 'cs' } })],
    ['admin.clubAdministratorRemove', p.clubAdministratorRemove, clubAdmins, (who) => ({ params: { id: clubId, userId: removable[who] ?? clubUser } })],
  ];
  beforeAll(async () => {
    target = await createUser(t.app, { email: 'matrix-target@example.test', roles: ['ROLE_COMPETITION_REPORTER'] });
    clubUser = await userId('club@demo.test');
    invitedTarget = (
      await t.handle.db.insertInto('users').values({ email: 'matrix-invited@example.test', password_hash: '!invited', first_name: 'I', last_name: 'I', roles: [] }).returning('id').executeTakeFirstOrThrow()
    ).id;
    for (const who of clubAdmins) {
      removable[who] = await createUser(t.app, { email: `removable-${who.split('@')[0]}@example.test` });
      await t.handle.db.insertInto('user_clubs').values({ user_id: removable[who], club_id: clubId }).execute();
    }
  });

  it.each(roleMatrix(cases))('%s as %s', async (_name, who, endpoint, input, status) => {
    const response = await call(t.app, endpoint, { ...input(who), cookie: who === 'anonymous' ? undefined : cookies[who] });
    expect(response.statusCode).toBe(status);
  });
});
