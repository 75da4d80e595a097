import { authEndpoints as e } from '@phc/api-contract';
import { call, createUser, loginAs, type TestApp } from '../test-utils/test-app';
import { createBareApp } from './bare-app';
import { loginLimits } from '../auth/routes';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestApp;
beforeAll(async () => {
  t = await createBareApp();
  for (const email of ['owner@demo.test', 'victim@demo.test', 'twice@demo.test', 'changer@demo.test', 'limited@demo.test', 'racer@demo.test', 'shared@demo.test', 'slow@demo.test', 'back@demo.test'])
    await createUser(t.app, { email });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/web/auth/login', payload: { login: email, password }, remoteAddress: ip });
const requestReset = (email: string, locale: 'cs' | 'en', passwordUrl: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/web/auth/password-reset', payload: { login: email, locale, passwordUrl }, remoteAddress: ip });
const lastMail = (email: string) => t.handle.db.selectFrom('outbox_emails').select('body').where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
const mailCount = async (email: string) =>
  Number((await t.handle.db.selectFrom('outbox_emails').select((eb) => eb.fn.countAll<number>().as('n')).where('to_address', '=', email).executeTakeFirstOrThrow()).n);
/** The link is sent after the answer (same timing for unknown e-mails): wait for the e-mail to be written. */
async function requestResetAndWait(email: string, locale: 'cs' | 'en', passwordUrl: string) {
  const before = await mailCount(email);
  const response = await requestReset(email, locale, passwordUrl);
  for (let i = 0; i < 100 && (await mailCount(email)) === before; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return response;
}
const tokenIn = (body: string) => /nastaveni-hesla\/([A-Za-z0-9_-]{20,})/.exec(body)?.[1] ?? '';
const later = (ms: number) => (t.clock.now = new Date(t.clock.now.getTime() + ms));

describe(`password reset cannot be turned against an account (${db})`, () => {
  it('builds the link from the server origin and the locale, whatever passwordUrl the requester sends', async () => {
    for (const hostile of ['https://evil.example/{token}', 'javascript:alert(1)//{token}']) {
      expect((await requestResetAndWait('victim@demo.test', 'en', hostile)).statusCode).toBe(200);
      const { body } = await lastMail('victim@demo.test');
      expect(body).not.toMatch(/evil|javascript/);
      expect(body).toMatch(/http:\/\/localhost:3000\/en\/nastaveni-hesla\/[A-Za-z0-9_-]{20,}/);
    }
    expect((await requestResetAndWait('victim@demo.test', 'cs', 'https://evil.example/{token}')).statusCode).toBe(200);
    expect((await lastMail('victim@demo.test')).body).toMatch(/http:\/\/localhost:3000\/nastaveni-hesla\/[A-Za-z0-9_-]{20,}/);
  });

  it('voids an older link once a newer one is sent, and every link once one is used', async () => {
    await requestResetAndWait('twice@demo.test', 'cs', 'http://localhost:3000/nastaveni-hesla/{token}');
    const first = tokenIn((await lastMail('twice@demo.test')).body);
    await requestResetAndWait('twice@demo.test', 'cs', 'http://localhost:3000/nastaveni-hesla/{token}');
    const second = tokenIn((await lastMail('twice@demo.test')).body);
    expect(first).not.toBe(second);
    expect((await call(t.app, e.passwordReset, { params: { token: first }, body: { password: 'older-link-pass' } })).statusCode).toBe(400);
    expect((await call(t.app, e.passwordReset, { params: { token: second }, body: { password: 'newer-link-pass' } })).statusCode).toBe(200);
  });

  it('voids open links when the password is changed in the profile, and ends the other sessions', async () => {
    await requestResetAndWait('changer@demo.test', 'cs', 'http://localhost:3000/nastaveni-hesla/{token}');
    const token = tokenIn((await lastMail('changer@demo.test')).body);
    const elsewhere = await loginAs(t.app, 'changer@demo.test');
    const cookie = await loginAs(t.app, 'changer@demo.test');
    const changed = await call(t.app, e.profile, { cookie, body: { firstName: 'A', lastName: 'B', email: 'changer@demo.test', currentPassword: 'demo1234', newPassword: 'changed-pass-1' } });
    expect(changed.statusCode).toBe(200);
    expect((await call(t.app, e.passwordReset, { params: { token }, body: { password: 'stolen-link-pass' } })).statusCode).toBe(400);
    expect((await call(t.app, e.me, { cookie: elsewhere })).json().user).toBeNull();
    expect((await call(t.app, e.me, { cookie })).json().user?.username).toBe('changer@demo.test');
  });

  it('limits reset requests per e-mail address (known or not) and per client address', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await requestReset('limited@demo.test', 'cs', 'http://x/{token}', `198.51.100.${i + 1}`)).statusCode);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
    const unknown = [];
    for (let i = 0; i < 6; i++) unknown.push((await requestReset('nobody-here@demo.test', 'cs', 'http://x/{token}', `198.51.101.${i + 1}`)).statusCode);
    expect(unknown).toEqual(answers);
    const fromOneAddress = [];
    for (let i = 0; i < 30; i++) fromOneAddress.push((await requestReset(`someone-${i}@demo.test`, 'cs', 'http://x/{token}', '192.0.2.99')).statusCode);
    expect(fromOneAddress.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    later(61 * 60_000);
    expect((await requestReset('limited@demo.test', 'cs', 'http://x/{token}', '198.51.100.1')).statusCode).toBe(200);
  });
});

describe(`login limits (${db})`, () => {
  it('counts 30 parallel wrong attempts atomically: no more are checked than the limit allows', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login('racer@demo.test', `guess-${i}`, '203.0.113.50')));
    const checked = answers.filter((r) => r.statusCode === 400).length;
    expect(checked).toBe(5);
    expect(answers.filter((r) => r.statusCode === 429).length).toBe(25);
  });

  it('does not let a stranger lock the owner out: the owner logs in from another address', async () => {
    for (let i = 0; i < 30; i++) await login('owner@demo.test', `guess-${i}`, '203.0.113.66');
    expect((await login('owner@demo.test', 'wrong-again', '203.0.113.66')).statusCode).toBe(429);
    expect((await login('owner@demo.test', 'demo1234', '198.51.100.77')).statusCode).toBe(200);
  });

  it('holds one address back for one login with a doubling wait', async () => {
    for (let i = 0; i < 5; i++) expect((await login('back@demo.test', `guess-${i}`, '203.0.113.80')).statusCode).toBe(400);
    const first = await login('back@demo.test', 'demo1234', '203.0.113.80');
    expect(first.statusCode).toBe(429);
    expect(first.json().error.code).toBe('rate_limited');
    expect(Number(first.headers['retry-after'])).toBe(1);
    later(1000);
    expect((await login('back@demo.test', 'guess-x', '203.0.113.80')).statusCode).toBe(400);
    expect(Number((await login('back@demo.test', 'demo1234', '203.0.113.80')).headers['retry-after'])).toBe(2);
    later(2000);
    expect((await login('back@demo.test', 'demo1234', '203.0.113.80')).statusCode).toBe(200);
  });

  it('lets many people behind one shared address fail and still log in', async () => {
    for (let i = 0; i < 120; i++) expect((await login(`pupil-${i}@demo.test`, 'forgotten', '192.0.2.10')).statusCode).toBe(400);
    expect((await login('shared@demo.test', 'demo1234', '192.0.2.10')).statusCode).toBe(200);
  });

  it('only slows an account attacked from many addresses; its owner still gets in', async () => {
    const limits = loginLimits as { perAccount?: { delayMs: number } };
    if (limits.perAccount) limits.perAccount.delayMs = 100;
    for (let i = 0; i < 25; i++) await login('slow@demo.test', `guess-${i}`, `10.1.0.${i + 1}`);
    const started = Date.now();
    const response = await login('slow@demo.test', 'demo1234', '10.2.0.1');
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });
});

describe(`weak passwords (${db})`, () => {
  it.each(['12345678', '        ', 'aaaaaaaa', 'password', '98765432'])('refuses %j as a new password with passwordTooWeak', async (password) => {
    // The body is checked before the token: any well-formed token shows it.
    const response = await call(t.app, e.passwordReset, { params: { token: 'a'.repeat(43) }, body: { password } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ password: ['passwordTooWeak'] });
  });
});

