import * as v from 'valibot';
import { authEndpoints as e, ApiErrorBodySchema, LoggedUserSchema } from '@phc/api-contract';
import { call, createTestApp, loginAs, type TestApp } from '../test-utils/test-app';
import type { FastifyRequest } from 'fastify';
import { requireClubAdmin, requireMatchEditor } from './guards';
import { loginLimits } from './routes';
import { loadUser } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = (body: string) => v.parse(ApiErrorBodySchema, JSON.parse(body)).error;

describe('login', () => {
  it('logs a demo account in with an httpOnly, SameSite=Lax session cookie and answers the user', async () => {
    const response = await call(t.app, e.login, { body: { login: 'Club@Demo.test', password: 'demo1234' } });
    expect(response.statusCode).toBe(200);
    const user = v.parse(LoggedUserSchema, response.json().user);
    expect(user.username).toBe('club@demo.test');
    expect(user.administratedClubs).toHaveLength(2);
    const cookie = response.cookies.find((c) => c.name === 'phc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.headers['set-cookie']).toMatch(/HttpOnly/);
  });

  it('tells a missing e-mail, an unknown e-mail and a wrong password apart (SPEC §5)', async () => {
    const missing = await call(t.app, e.login, { body: { login: '', password: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing.body).fields).toEqual({ login: ['emailMissing'] });
    const unknown = await call(t.app, e.login, { body: { login: 'nobody@demo.test', password: 'demo1234' } });
    expect(errorOf(unknown.body).fields).toEqual({ login: ['unknownEmail'] });
    const wrong = await call(t.app, e.login, { body: { login: 'admin@demo.test', password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong.body).fields).toEqual({ password: ['invalidPassword'] });
  });

  it('answers 400, not 500, to a body of the wrong shape or no JSON at all', async () => {
    const wrongTypes = await call(t.app, e.login, { body: { login: 42, password: ['a'] } });
    expect(wrongTypes.statusCode).toBe(400);
    const notJson = await t.app.inject({ method: 'POST', url: '/api/v1/web/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"login":' });
    expect(notJson.statusCode).toBe(400);
    expect(errorOf(notJson.body).status).toBe(400);
  });

  it('refuses an oversize body with 413', async () => {
    const response = await call(t.app, e.login, { body: { login: 'a@b.cz', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(response.statusCode).toBe(413);
  });

  it(`holds a login back after ${loginLimits.pair.free} failed attempts from one address with 429 and Retry-After`, async () => {
    for (let i = 0; i < loginLimits.pair.free; i++) {
      expect((await call(t.app, e.login, { body: { login: 'referees@demo.test', password: 'guess-' + i } })).statusCode).toBe(400);
    }
    const blocked = await call(t.app, e.login, { body: { login: 'referees@demo.test', password: 'demo1234' } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // After the wait the right password works again.
    t.clock.now = new Date(t.clock.now.getTime() + Number(blocked.headers['retry-after']) * 1000);
    expect((await call(t.app, e.login, { body: { login: 'referees@demo.test', password: 'demo1234' } })).statusCode).toBe(200);
  });
});

describe('session', () => {
  it('knows the user by the cookie, and nobody without it', async () => {
    const cookie = await loginAs(t.app, 'admin@demo.test');
    expect((await call(t.app, e.me, { cookie })).json().user.username).toBe('admin@demo.test');
    expect((await call(t.app, e.me)).json()).toEqual({ user: null });
  });

  it('ends the session on the server at logout, so the old cookie is worth nothing', async () => {
    const cookie = await loginAs(t.app, 'superadmin@demo.test');
    const logout = await call(t.app, e.logout, { cookie });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['set-cookie']).toMatch(/phc_session=;/);
    expect((await call(t.app, e.me, { cookie })).json()).toEqual({ user: null });
  });
});

describe('session lifetime', () => {
  const days = (n: number) => n * 24 * 3600_000;

  it('slides: a user active within 30 days stays logged in, an idle one is logged out', async () => {
    const cookie = await loginAs(t.app, 'admin@demo.test');
    t.clock.now = new Date(t.clock.now.getTime() + days(20));
    const renewed = await call(t.app, e.me, { cookie });
    expect(renewed.json().user.username).toBe('admin@demo.test');
    expect(renewed.headers['set-cookie']).toMatch(/phc_session=/);
    t.clock.now = new Date(t.clock.now.getTime() + days(20));
    expect((await call(t.app, e.me, { cookie })).json().user).not.toBeNull();
    t.clock.now = new Date(t.clock.now.getTime() + days(31));
    expect((await call(t.app, e.me, { cookie })).json()).toEqual({ user: null });
  });

  it('ignores a cookie whose signature does not match', async () => {
    const cookie = await loginAs(t.app, 'admin@demo.test');
    const tampered = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await call(t.app, e.me, { cookie: tampered })).json()).toEqual({ user: null });
  });
});

describe('guards for finer checks', () => {
  const requestOf = async (email: string) => {
    const row = await t.handle.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { user: await loadUser(t.handle.db, row.id), server: t.app } as unknown as FastifyRequest;
  };
  const matchIn = async (reporterHall: boolean) => {
    const reporter = await t.handle.db.selectFrom('users').select('id').where('email', '=', 'reporter@demo.test').executeTakeFirstOrThrow();
    const hallData = JSON.stringify({ reporterUserId: reporter.id });
    const match = await t.handle.db
      .selectFrom('matches')
      .innerJoin('places', 'places.id', 'matches.place_id')
      .select('matches.id')
      .where('places.data', reporterHall ? '=' : '<>', hallData)
      .executeTakeFirstOrThrow();
    return match.id;
  };

  it('let a reporter edit a match in their hall only (403 elsewhere, 404 for no match)', async () => {
    const reporter = await requestOf('reporter@demo.test');
    const own = await matchIn(true);
    await expect(requireMatchEditor(reporter, own)).resolves.toMatchObject({ id: own });
    await expect(requireMatchEditor(reporter, await matchIn(false))).rejects.toMatchObject({ status: 403 });
    await expect(requireMatchEditor(reporter, 987654)).rejects.toMatchObject({ status: 404 });
    await expect(requireMatchEditor({ user: null, server: t.app } as unknown as FastifyRequest, own)).rejects.toMatchObject({ status: 401 });
  });

  it("let a club administrator into their own clubs' data only", async () => {
    const admin = await requestOf('club@demo.test');
    const clubId = admin.user?.administratedClubs[0].id as number;
    expect(requireClubAdmin(admin, clubId).username).toBe('club@demo.test');
    const other = await t.handle.db.selectFrom('clubs').select('id').where('id', 'not in', admin.user?.administratedClubs.map((c) => c.id) ?? []).executeTakeFirstOrThrow();
    expect(() => requireClubAdmin(admin, other.id)).toThrow(expect.objectContaining({ status: 403 }));
    expect(requireClubAdmin(await requestOf('clubs@demo.test'), other.id).username).toBe('clubs@demo.test');
  });
});

describe('profile', () => {
  it('needs a login', async () => {
    const response = await call(t.app, e.profile, { body: { firstName: 'A', lastName: 'B', email: 'a@b.cz' } });
    expect(response.statusCode).toBe(401);
  });

  it('changes the name, and the password only with the current one', async () => {
    const cookie = await loginAs(t.app, 'clubs@demo.test');
    const without = await call(t.app, e.profile, { cookie, body: { firstName: 'Kamil', lastName: 'Nový', email: 'clubs@demo.test', newPassword: 'new-password-1' } });
    expect(without.statusCode).toBe(400);
    expect(errorOf(without.body).fields).toEqual({ currentPassword: ['required'] });
    const wrong = await call(t.app, e.profile, { cookie, body: { firstName: 'Kamil', lastName: 'Nový', email: 'clubs@demo.test', currentPassword: 'nope', newPassword: 'new-password-1' } });
    expect(errorOf(wrong.body).fields).toEqual({ currentPassword: ['invalidPassword'] });
    const ok = await call(t.app, e.profile, { cookie, body: { firstName: 'Kamil', lastName: 'Nový', email: 'clubs@demo.test', currentPassword: 'demo1234', newPassword: 'new-password-1' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.lastName).toBe('Nový');
    await loginAs(t.app, 'clubs@demo.test', 'new-password-1');
  });

  it('refuses an e-mail that belongs to another account with 409', async () => {
    const cookie = await loginAs(t.app, 'reporter@demo.test');
    const response = await call(t.app, e.profile, { cookie, body: { firstName: 'R', lastName: 'R', email: 'admin@demo.test', currentPassword: 'demo1234' } });
    expect(response.statusCode).toBe(409);
  });
});

describe('password reset', () => {
  const passwordUrl = 'http://localhost:3000/nastaveni-hesla/{token}';

  async function requestToken(email: string): Promise<string> {
    const sent = () => t.handle.db.selectFrom('outbox_emails').select((eb) => eb.fn.countAll<number>().as('n')).where('to_address', '=', email).executeTakeFirstOrThrow();
    const before = Number((await sent()).n);
    const response = await call(t.app, e.passwordResetRequest, { body: { login: email, locale: 'cs', passwordUrl } });
    expect(response.statusCode).toBe(200);
    // The e-mail is written after the answer (the same timing for unknown e-mails).
    for (let i = 0; i < 100 && Number((await sent()).n) === before; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    const mail = await t.handle.db.selectFrom('outbox_emails').select('body').where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const token = /nastaveni-hesla\/([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    if (!token) throw new Error('no link in the e-mail');
    return token;
  }

  it('writes the e-mail with the link to the outbox, and the token sets a new password once', async () => {
    const token = await requestToken('superreporter@demo.test');
    expect((await call(t.app, e.passwordReset, { params: { token }, body: { password: 'brand-new-pass' } })).statusCode).toBe(200);
    await loginAs(t.app, 'superreporter@demo.test', 'brand-new-pass');
    const again = await call(t.app, e.passwordReset, { params: { token }, body: { password: 'another-pass-1' } });
    expect(again.statusCode).toBe(400);
  });

  it('refuses an expired token', async () => {
    const token = await requestToken('admin@demo.test');
    t.clock.now = new Date(t.clock.now.getTime() + 61 * 60_000);
    expect((await call(t.app, e.passwordReset, { params: { token }, body: { password: 'brand-new-pass' } })).statusCode).toBe(400);
  });

  it('answers the same for an unknown e-mail, without writing an e-mail', async () => {
    const before = await t.handle.db.selectFrom('outbox_emails').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await call(t.app, e.passwordResetRequest, { body: { login: 'stranger@demo.test', locale: 'en', passwordUrl } });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await t.handle.db.selectFrom('outbox_emails').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('needs the {token} placeholder in the password URL', async () => {
    const response = await call(t.app, e.passwordResetRequest, { body: { login: 'admin@demo.test', locale: 'cs', passwordUrl: 'http://x/nastaveni-hesla' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).fields).toEqual({ passwordUrl: ['invalid'] });
  });
});
