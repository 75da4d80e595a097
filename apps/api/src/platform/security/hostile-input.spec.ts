import type { LightMyRequestResponse } from 'fastify';
import { cmsEndpoints, competitionEndpoints, webEndpoints } from '@phc/api-contract';
import { call, loginAs, type TestApp } from '../test-utils/test-app';
import { createBareApp } from './bare-app';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestApp;
beforeAll(async () => {
  t = await createBareApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

const fields = (r: LightMyRequestResponse) => (r.json() as { error: { fields?: Record<string, string[]> } }).error.fields ?? {};
const registration = (overrides: Record<string, unknown>) => ({
  clubName: 'HC Zkouška',
  street: 'Sportovní 12',
  city: 'Brno',
  zip: '602 00',
  countryId: 1,
  regionId: null,
  taxId: null,
  vatId: null,
  contact: { firstName: 'Jana', lastName: 'Nováková', email: 'hostile@example.test', phone: '+420 777 888 999' },
  otherContact: null,
  arrivalDate: '2026-04-04',
  departureDate: '2026-04-09',
  note: null,
  termsConsent: true,
  logo: null,
  teams: [{ name: 'A', teamCategoryId: 1, serviceLevelId: null, orderBundleId: null, persons: 10, extraPersons: 0, vipTickets: 0, singleRooms: 0, extraRestaurantMeals: 0 }],
  password: 'dlouhe-heslo-1',
  ...overrides,
});

describe(`hostile input is a 400 with field codes, never a 500 (${db})`, () => {
  it('refuses NUL characters in stored text, naming the field', async () => {
    const response = await call(t.app, webEndpoints.clubRegistrationCreate, { body: registration({ clubName: 'HC\u0000Evil', contact: { firstName: 'Ja\u0000na', lastName: 'N', email: 'hostile@example.test', phone: '+420 777 888 999' } }) });
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toMatchObject({ clubName: ['invalid'], 'contact.firstName': ['invalid'] });
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/web/auth/login', payload: { login: 'a@b.cz', password: 'x\u0000y' } });
    expect(login.statusCode).toBe(400);
    expect(fields(login)).toEqual({ password: ['invalid'] });
  });

  it('refuses lone surrogates in fields stored as JSON and in keys', async () => {
    const cookie = await loginAs(t.app, 'superadmin@demo.test');
    const payload = `{"type":"custom_block","slug":"x","data":{"html":"a\\ud800b","\\udc00":"k"}}`;
    const response = await t.app.inject({ method: cmsEndpoints.create.method, url: cmsEndpoints.create.path, headers: { cookie, 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toMatchObject({ 'data.html': ['invalid'], 'data._': ['invalid'] });
    const note = await call(t.app, webEndpoints.clubRegistrationCreate, { body: registration({ note: 'emoji 😀 is fine, half of one \ud83d is not' }) });
    expect(note.statusCode).toBe(400);
    expect(fields(note)).toEqual({ note: ['invalid'] });
  });

  it('refuses impossible and extreme dates in bodies and query parameters', async () => {
    const impossible = await call(t.app, webEndpoints.clubRegistrationCreate, { body: registration({ arrivalDate: '2026-02-30', departureDate: '2026-02-31' }) });
    expect(impossible.statusCode).toBe(400);
    expect(fields(impossible)).toMatchObject({ arrivalDate: ['date'], departureDate: ['date'] });
    const cookie = await loginAs(t.app, 'superreporter@demo.test');
    const hall = await t.handle.db.selectFrom('places').select('id').where('place_type', '=', 'hall').executeTakeFirstOrThrow();
    for (const day of ['0000-01-01', '9999-12-31', '2026-02-30', '-001-01-01']) {
      const response = await call(t.app, competitionEndpoints.hallReferees, { params: { hallId: hall.id }, query: { day }, cookie });
      expect([day, response.statusCode]).toEqual([day, 400]);
      expect(fields(response)).toEqual({ 'query.day': ['date'] });
    }
    expect((await call(t.app, competitionEndpoints.hallReferees, { params: { hallId: hall.id }, query: { day: '2026-04-06' }, cookie })).statusCode).toBe(200);
  });

  it('refuses malformed multipart bodies, also on the anonymous logo upload', async () => {
    const boundary = '----phc-broken';
    const bodies: [string, string][] = [
      ['multipart/form-data', 'no boundary at all'],
      [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG cut off here`],
      [`multipart/form-data; boundary=${boundary}`, `garbage without any part`],
      [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${boundary}--\r\n`],
    ];
    for (const [type, payload] of bodies) {
      const response = await t.app.inject({ method: 'POST', url: webEndpoints.clubLogoUpload.path, headers: { 'content-type': type }, payload });
      expect([payload.slice(0, 20), response.statusCode]).toEqual([payload.slice(0, 20), 400]);
      expect(fields(response)).toHaveProperty('file');
    }
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('refuses a deeply nested body without falling over', async () => {
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/web/auth/login', headers: { 'content-type': 'application/json' }, payload: deep });
    expect(response.statusCode).toBe(400);
  });
});
