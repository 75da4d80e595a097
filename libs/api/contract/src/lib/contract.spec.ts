import * as v from 'valibot';
import { allEndpoints } from './catalog';
import { authEndpoints } from './auth-endpoints';
import { competitionEndpoints } from './competition-endpoints';
import { buildPath } from './endpoint';
import { samples } from './fixtures';

const all = allEndpoints;

describe('contract round trips', () => {
  it.each(all.map((e) => [e.name, e] as const))('%s: its sample request and answer parse', (name, endpoint) => {
    const sample = samples[name];
    expect(sample).toBeDefined();
    if (endpoint.params) expect(v.safeParse(endpoint.params, sample.params).issues).toBeUndefined();
    if (endpoint.query) expect(v.safeParse(endpoint.query, sample.query).issues).toBeUndefined();
    if (endpoint.body) expect(v.safeParse(endpoint.body, sample.body).issues).toBeUndefined();
    const response = v.safeParse(endpoint.response, sample.response);
    expect(response.issues).toBeUndefined();
    // What goes over the wire comes back the same.
    if (response.success && sample.response !== undefined) expect(v.parse(endpoint.response, JSON.parse(JSON.stringify(response.output)))).toEqual(response.output);
  });

  it('keeps no sample for an endpoint that is gone', () => {
    const names = new Set(all.map((e) => e.name));
    expect(Object.keys(samples).filter((name) => !names.has(name))).toEqual([]);
  });

  it('names every endpoint uniquely and gives each path a method', () => {
    expect(new Set(all.map((e) => e.name)).size).toBe(all.length);
    expect(new Set(all.map((e) => `${e.method} ${e.path}`)).size).toBe(all.length);
  });
});

describe('bad input', () => {
  const issues = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues?.map((i) => [v.getDotPath(i), i.message]);

  it('names the missing login, an e-mail that is not one, and an empty password', () => {
    const body = authEndpoints.login.body as v.GenericSchema;
    expect(issues(body, { login: '', password: 'x' })?.[0]).toEqual(['login', 'emailMissing']);
    expect(issues(body, { login: 'not-an-email', password: 'x' })).toEqual([['login', 'invalidEmail']]);
    expect(issues(body, { login: 'a@b.cz', password: '' })).toEqual([['password', 'required']]);
    expect(issues(body, { login: 42 })?.map(([path]) => path)).toEqual(['login', 'password']);
  });

  it('refuses oversize strings', () => {
    const body = authEndpoints.profile.body as v.GenericSchema;
    expect(issues(body, { firstName: 'x'.repeat(101), lastName: 'Y', email: 'a@b.cz' })).toEqual([['firstName', 'tooLong']]);
  });

  it('asks for the current password when a new one is set', () => {
    expect(issues(authEndpoints.profile.body as v.GenericSchema, { firstName: 'A', lastName: 'B', email: 'a@b.cz', newPassword: 'long-enough' })).toEqual([['currentPassword', 'required']]);
  });

  it('takes only positive whole ids', () => {
    const params = competitionEndpoints.matchDetail.params as v.GenericSchema;
    for (const id of ['abc', '0', '-1', '1.5', '', '99999999999']) expect(v.safeParse(params, { id }).success).toBe(false);
    expect(v.parse(params, { id: '42' })).toEqual({ id: 42 });
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters and drops missing optional ones', () => {
    expect(buildPath({ path: '/api/v1/competition/competition-match/:id' }, { id: 5 })).toBe('/api/v1/competition/competition-match/5');
    expect(buildPath({ path: '/a/:token' }, { token: 'x/y z' })).toBe('/a/x%2Fy%20z');
    expect(buildPath({ path: '/a/:clubId?' }, {})).toBe('/a');
    expect(() => buildPath({ path: '/a/:id' }, {})).toThrow(/id/);
  });
});
