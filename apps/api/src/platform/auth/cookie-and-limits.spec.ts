import type { FastifyInstance } from 'fastify';
import { getTournament } from '@phc/tournaments';
import { buildApp } from '../../app';
import { migrateToLatest } from '../db/migrate';
import { createUser, freshDatabase } from '../test-utils/test-app';
import { loginLimits } from './routes';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** An app behind a TLS-terminating proxy (production shape): `X-Forwarded-*` are trusted. */
let app: FastifyInstance;
let close: () => Promise<void>;
const clock = { now: new Date('2026-04-06T10:15:00Z') };

beforeAll(async () => {
  const { handle, drop } = await freshDatabase();
  await migrateToLatest(handle.db);
  app = await buildApp({ db: handle, tournament: getTournament('phc'), now: () => clock.now, trustProxy: 1 });
  await app.ready();
  for (const email of ['alice@demo.test', 'bob@demo.test']) await createUser(app, { email });
  close = async () => {
    await app.close();
    await handle.close();
    await drop();
  };
});
afterAll(() => close());

const login = (login: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/web/auth/login', payload: { login, password }, headers: { 'x-forwarded-for': '203.0.113.7', ...headers } });

describe(`session cookie flags (${db})`, () => {
  it('is HttpOnly, SameSite=Lax, Path=/, signed and Secure over HTTPS, living 30 days by the browser\'s own clock (Max-Age)', async () => {
    const response = await login('alice@demo.test', 'demo1234', { 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^phc_session=[^;]+\.[^;]+;/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; Max-Age=2592000(;|$)/);
    expect(header).not.toMatch(/; Expires=/);
  });

  it('leaves Secure off on plain HTTP (local development), keeping the other flags', async () => {
    const header = String((await login('alice@demo.test', 'demo1234', { 'x-forwarded-proto': 'http' })).headers['set-cookie']);
    expect(header).not.toMatch(/Secure/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
  });

  it('clears the cookie at logout', async () => {
    const response = await login('alice@demo.test', 'demo1234', { 'x-forwarded-proto': 'https' });
    const cookie = response.cookies.find((c) => c.name === 'phc_session');
    const logout = await app.inject({ method: 'GET', url: '/logout', headers: { cookie: `phc_session=${cookie?.value}`, 'x-forwarded-proto': 'https' } });
    const cleared = logout.cookies.find((c) => c.name === 'phc_session');
    expect(cleared?.value ?? '').toBe('');
    expect(cleared?.expires && cleared.expires.getTime() <= Date.now()).toBeTruthy();
  });
});

describe(`login rate limit (${db})`, () => {
  it(`stops one address after ${loginLimits.perIp.max} failures across many accounts, not another address`, async () => {
    // Accounts enough that the per-login back-off never starts: each takes fewer than its free attempts.
    const { password_hash } = await app.ctx.db.selectFrom('users').select('password_hash').where('email', '=', 'alice@demo.test').executeTakeFirstOrThrow();
    const accounts = Math.ceil(loginLimits.perIp.max / (loginLimits.pair.free - 1));
    await app.ctx.db
      .insertInto('users')
      .values(Array.from({ length: accounts }, (_, i) => ({ email: `many-${i}@demo.test`, password_hash, first_name: 'Many', last_name: 'Accounts', roles: [] })))
      .execute();
    const ip = { 'x-forwarded-for': '198.51.100.20' };
    for (let i = 0; i < loginLimits.perIp.max; i++) {
      expect((await login(`many-${i % accounts}@demo.test`, 'whatever', ip)).statusCode).toBe(400);
    }
    const blocked = await login('bob@demo.test', 'demo1234', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBe(loginLimits.perIp.windowMs / 1000);
    expect((await login('bob@demo.test', 'demo1234', { 'x-forwarded-for': '198.51.100.21' })).statusCode).toBe(200);
  });

  it(`tells one address "unknown e-mail" for at most ${loginLimits.unknownPerIp.max} e-mails an hour, then answers as for a wrong password`, async () => {
    const ip = { 'x-forwarded-for': '198.51.100.30' };
    for (let i = 0; i < loginLimits.unknownPerIp.max; i++) {
      expect((await login(`nobody-${i}@demo.test`, 'whatever', ip)).json().error.fields).toEqual({ login: ['unknownEmail'] });
    }
    expect((await login('nobody-more@demo.test', 'whatever', ip)).json().error.fields).toEqual({ password: ['invalidPassword'] });
    // Nobody behind that address is locked out, and another address is told as before.
    expect((await login('bob@demo.test', 'demo1234', ip)).statusCode).toBe(200);
    expect((await login('nobody-more@demo.test', 'whatever', { 'x-forwarded-for': '198.51.100.31' })).json().error.fields).toEqual({ login: ['unknownEmail'] });
  });

  it('takes the client address from X-Forwarded-For behind the proxy: one address is held back, not the account', async () => {
    for (let i = 0; i < loginLimits.pair.free; i++) {
      expect((await login('bob@demo.test', `guess-${i}`, { 'x-forwarded-for': '192.0.2.1' })).statusCode).toBe(400);
    }
    expect((await login('bob@demo.test', 'demo1234', { 'x-forwarded-for': '192.0.2.1' })).statusCode).toBe(429);
    expect((await login('bob@demo.test', 'demo1234', { 'x-forwarded-for': '192.0.2.200' })).statusCode).toBe(200);
  });
});
