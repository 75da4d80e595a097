import { createUser, loginAs, type TestApp } from '../test-utils/test-app';
import { createBareApp } from './bare-app';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createBareApp();
  await createUser(t.app, { email: 'boss@demo.test', roles: ['ROLE_SUPER_ADMIN'] });
  admin = await loginAs(t.app, 'boss@demo.test');
});
afterAll(() => t.close());

const login = (headers: Record<string, string>, payload: string | object = { login: 'boss@demo.test', password: 'demo1234' }) =>
  t.app.inject({ method: 'POST', url: '/api/v1/web/auth/login', payload, headers });
/** A body-less write (CMS publish) of an object that does not exist: 404 once it gets through. */
const publish = (headers: Record<string, string>, payload?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/cms/object/999999/publish', headers: { cookie: admin, ...headers }, ...(payload === undefined ? {} : { payload }) });

describe(`cross-site writes (${db})`, () => {
  it('refuses a JSON write whose Origin is another site', async () => {
    const response = await login({ origin: 'http://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cross_origin');
    expect((await publish({ origin: 'http://evil.example' })).statusCode).toBe(403);
    expect((await login({ origin: 'null' })).statusCode).toBe(403);
  });

  it('refuses a write a browser marks as cross-site', async () => {
    expect((await login({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await publish({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
  });

  it('accepts writes from the configured origin, from the host the request names, and from scripts', async () => {
    expect((await login({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await login({ origin: 'http://shop.test:8080', host: 'shop.test:8080' })).statusCode).toBe(200);
    expect((await login({})).statusCode).toBe(200);
    expect((await publish({ origin: 'http://localhost:3000' })).statusCode).toBe(404);
  });

  it('refuses text/plain and form bodies, which a foreign page sends without asking', async () => {
    const asText = await login({ 'content-type': 'text/plain' }, JSON.stringify({ login: 'boss@demo.test', password: 'demo1234' }));
    expect(asText.statusCode).toBe(415);
    expect((await login({ 'content-type': 'application/x-www-form-urlencoded' }, 'login=boss%40demo.test&password=demo1234')).statusCode).toBe(415);
    expect((await publish({ 'content-type': 'text/plain' }, 'x')).statusCode).toBe(415);
    expect((await publish({ 'content-type': 'text/plain' }, '')).statusCode).toBe(415);
  });
});
