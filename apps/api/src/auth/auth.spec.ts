import * as v from 'valibot';
import { authEndpoints as e, ApiErrorBodySchema, LoggedUserSchema } from '@phc/api-contract';
import { call, createTestApp, loginAs, type TestApp } from '../test-utils/test-app';
import { loginLimits } from './routes';

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

  it(`stops a login after ${loginLimits.perLogin} failed attempts with 429 and Retry-After`, async () => {
    for (let i = 0; i < loginLimits.perLogin; i++) {
      expect((await call(t.app, e.login, { body: { login: 'referees@demo.test', password: 'guess-' + i } })).statusCode).toBe(400);
    }
    const blocked = await call(t.app, e.login, { body: { login: 'referees@demo.test', password: 'demo1234' } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // After the window the right password works again.
    t.clock.now = new Date(t.clock.now.getTime() + (loginLimits.windowMinutes + 1) * 60_000);
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
    const response = await call(t.app, e.profile, { cookie, body: { firstName: 'R', lastName: 'R', email: 'admin@demo.test' } });
    expect(response.statusCode).toBe(409);
  });
});

describe('password reset', () => {
  const passwordUrl = 'http://localhost:3000/nastaveni-hesla/{token}';

  async function requestToken(email: string): Promise<string> {
    const response = await call(t.app, e.passwordResetRequest, { body: { login: email, locale: 'cs', passwordUrl } });
    expect(response.statusCode).toBe(200);
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
    const after = await t.handle.db.selectFrom('outbox_emails').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('needs the {token} placeholder in the password URL', async () => {
    const response = await call(t.app, e.passwordResetRequest, { body: { login: 'admin@demo.test', locale: 'cs', passwordUrl: 'http://x/nastaveni-hesla' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).fields).toEqual({ passwordUrl: ['invalid'] });
  });
});
