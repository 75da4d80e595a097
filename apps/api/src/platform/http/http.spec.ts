import * as v from 'valibot';
import { ApiErrorBodySchema, defineEndpoint, messageCodes as m } from '@phc/api-contract';
import { call, createTestApp, createUser, loginAs, type TestApp } from '../test-utils/test-app';
import { HttpError } from './errors';
import { route } from './route';

/** Tiny endpoints that exercise the plumbing without any domain behind them. */
const ItemSchema = v.object({ id: v.number(), name: v.string() });
const ep = {
  echo: defineEndpoint({
    name: 'test.echo',
    method: 'POST',
    path: '/api/v1/test/echo/:id',
    params: v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/, m.integer), v.transform(Number)) }),
    query: v.object({ page: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, m.integer))) }),
    body: v.object({
      name: v.pipe(v.string(m.required), v.minLength(1, m.required), v.maxLength(100, m.tooLong)),
      teams: v.array(v.object({ name: v.pipe(v.string(), v.minLength(1, m.teamNameRequired)) })),
    }),
    response: ItemSchema,
    access: ['public'],
  }),
  live: defineEndpoint({ name: 'test.live', method: 'GET', path: '/api/v1/test/live', response: ItemSchema, access: ['public'], cache: 'live' }),
  static: defineEndpoint({ name: 'test.static', method: 'GET', path: '/api/v1/test/static', response: ItemSchema, access: ['public'], cache: 'static' }),
  plain: defineEndpoint({ name: 'test.plain', method: 'GET', path: '/api/v1/test/plain', response: ItemSchema, access: ['public'] }),
  forUsers: defineEndpoint({ name: 'test.users', method: 'GET', path: '/api/v1/test/users', response: ItemSchema, access: ['user'] }),
  forAdmins: defineEndpoint({ name: 'test.admins', method: 'GET', path: '/api/v1/test/admins', response: ItemSchema, access: ['admin'] }),
  offContract: defineEndpoint({ name: 'test.off', method: 'GET', path: '/api/v1/test/off', response: ItemSchema, access: ['public'] }),
  crash: defineEndpoint({ name: 'test.crash', method: 'GET', path: '/api/v1/test/crash', response: ItemSchema, access: ['public'] }),
  conflict: defineEndpoint({ name: 'test.conflict', method: 'GET', path: '/api/v1/test/conflict', response: ItemSchema, access: ['public'] }),
};

let liveName = 'first';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    register: (app) => {
      route(app, ep.echo, async ({ params, body }) => ({ id: params.id, name: body.name }));
      route(app, ep.live, async () => ({ id: 1, name: liveName }));
      route(app, ep.static, async () => ({ id: 2, name: 'static' }));
      route(app, ep.plain, async () => ({ id: 3, name: 'plain' }));
      route(app, ep.forUsers, async ({ request }) => ({ id: request.user?.id ?? 0, name: 'user' }));
      route(app, ep.forAdmins, async () => ({ id: 5, name: 'admin' }));
      route(app, ep.offContract, async () => ({ id: 'not a number', name: 6 }) as never);
      route(app, ep.crash, async () => {
        throw new Error('secret detail /srv/app.ts:42');
      });
      route(app, ep.conflict, async () => {
        throw new HttpError(409, 'conflict', 'Already there', { name: ['invalid'] });
      });
    },
  });
  await createUser(t.app, { email: 'plain@test.cz' });
  await createUser(t.app, { email: 'boss@test.cz', roles: ['ROLE_ADMIN'] });
});
afterAll(() => t.close());

const errorOf = (body: string) => v.parse(ApiErrorBodySchema, JSON.parse(body)).error;

describe('input validation', () => {
  it('answers 400 with dotted field paths and message codes, one code per field', async () => {
    const response = await call(t.app, ep.echo, { params: { id: 1 }, body: { name: '', teams: [{ name: 'A' }, { name: '' }] } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toEqual({ status: 400, code: 'validation', message: expect.any(String), fields: { name: ['required'], 'teams.1.name': ['teamNameRequired'] } });
  });

  it('prefixes problems in the path and the query with where they are', async () => {
    const response = await call(t.app, ep.echo, { params: { id: 'abc' }, body: { name: 'A', teams: [] } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).fields).toEqual({ 'params.id': ['integer'] });
    const query = await call(t.app, ep.echo, { params: { id: 1 }, query: { page: 'x' }, body: { name: 'A', teams: [] } });
    expect(errorOf(query.body).fields).toEqual({ 'query.page': ['integer'] });
  });

  it('hands the handler the parsed, transformed input', async () => {
    const response = await call(t.app, ep.echo, { params: { id: 42 }, body: { name: 'Sokol', teams: [] } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 42, name: 'Sokol' });
  });

  it('gives over-long text a 400 tooLong', async () => {
    const response = await call(t.app, ep.echo, { params: { id: 1 }, body: { name: 'x'.repeat(101), teams: [] } });
    expect(errorOf(response.body).fields).toEqual({ name: ['tooLong'] });
  });

  it('answers broken JSON with 400 in the common error shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/test/echo/1', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).status).toBe(400);
  });

  it('refuses a body over 1 MiB with 413, not 500', async () => {
    const response = await call(t.app, ep.echo, { params: { id: 1 }, body: { name: 'x'.repeat(1024 * 1024 + 10), teams: [] } });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response.body)).toMatchObject({ status: 413, code: 'payload_too_large' });
  });
});

describe('access', () => {
  it('answers 401 to an anonymous caller of a user endpoint', async () => {
    const response = await call(t.app, ep.forUsers);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response.body).code).toBe('unauthenticated');
  });

  it('answers 403 to a logged user without the role, 200 with it', async () => {
    const plain = await loginAs(t.app, 'plain@test.cz');
    expect((await call(t.app, ep.forUsers, { cookie: plain })).statusCode).toBe(200);
    const refused = await call(t.app, ep.forAdmins, { cookie: plain });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused.body).code).toBe('forbidden');
    expect((await call(t.app, ep.forAdmins, { cookie: await loginAs(t.app, 'boss@test.cz') })).statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('passes an HttpError to the client as it is', async () => {
    const response = await call(t.app, ep.conflict);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response.body)).toEqual({ status: 409, code: 'conflict', message: 'Already there', fields: { name: ['invalid'] } });
  });

  it('turns an unexpected error into 500 internal without leaking its detail', async () => {
    const response = await call(t.app, ep.crash);
    expect(response.statusCode).toBe(500);
    expect(errorOf(response.body).code).toBe('internal');
    expect(response.body).not.toContain('secret detail');
  });

  it('fails loudly when a handler answers outside its contract', async () => {
    const response = await call(t.app, ep.offContract);
    expect(response.statusCode).toBe(500);
  });

  it('answers an unknown API path with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/x', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response.body).code).toBe('not_found');
    }
  });
});

describe('cacheable reads', () => {
  it('give a live read a strong ETag, a short Cache-Control and 304 on a match', async () => {
    const first = await call(t.app, ep.live);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
    const again = await call(t.app, ep.live, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('change the ETag when the body changes, so a stale copy gets the new body', async () => {
    const before = (await call(t.app, ep.live)).headers.etag as string;
    liveName = 'second';
    const after = await call(t.app, ep.live, { headers: { 'if-none-match': before } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.json().name).toBe('second');
  });

  it('cache static reads for a minute and leave other reads alone', async () => {
    expect((await call(t.app, ep.static)).headers['cache-control']).toMatch(/^public, max-age=60\b/);
    const plain = await call(t.app, ep.plain);
    expect(plain.headers.etag).toBeUndefined();
    expect(plain.headers['cache-control']).toBeUndefined();
  });
});

describe('server endpoints', () => {
  it('reports health with the kind of database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, db: t.handle.kind });
  });

  it('keeps a logged user alive at /admin/ with 204, and shows others a page saying where the administration is', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin/' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['content-type']).toMatch(/text\/html/);
    const logged = await t.app.inject({ method: 'GET', url: '/admin/', headers: { cookie: await loginAs(t.app, 'plain@test.cz') } });
    expect(logged.statusCode).toBe(204);
  });

  it('sends the security headers, and the CSP with HTML', async () => {
    const json = await call(t.app, ep.plain);
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const html = await t.app.inject({ method: 'GET', url: '/admin/' });
    expect(html.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
