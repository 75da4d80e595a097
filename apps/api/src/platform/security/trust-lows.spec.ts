import { authEndpoints, webEndpoints } from '@phc/api-contract';
import { emailChangeLimits } from '../auth/routes';
import { registrationLimits } from '../../features/clubzone/registration/routes';
import { call, createUser, loginAs, type TestApp } from '../test-utils/test-app';
import { createBareApp } from './bare-app';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestApp;
beforeAll(async () => {
  t = await createBareApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

describe(`GET /logout from another site (${db})`, () => {
  it('ends no session when the browser says the request comes from another site, and ends it from this site', async () => {
    await createUser(t.app, { email: 'logout@example.test' });
    const cookie = await loginAs(t.app, 'logout@example.test');
    const foreign = await t.app.inject({ method: 'GET', url: '/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('cross_origin');
    expect((await call(t.app, authEndpoints.me, { cookie })).json().user?.username).toBe('logout@example.test');
    expect((await t.app.inject({ method: 'GET', url: '/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(200);
    expect((await call(t.app, authEndpoints.me, { cookie })).json().user).toBeNull();
  });
});

describe(`confirmation e-mails of a new login (${db})`, () => {
  it(`sends at most ${emailChangeLimits.perUser.max} an hour for one account`, async () => {
    await createUser(t.app, { email: 'mover@example.test' });
    const cookie = await loginAs(t.app, 'mover@example.test');
    const change = (i: number) => call(t.app, authEndpoints.profile, { cookie, body: { firstName: 'Test', lastName: 'User', email: `new-${i}@example.test`, currentPassword: 'demo1234' } });
    for (let i = 0; i < emailChangeLimits.perUser.max; i++) expect((await change(i)).statusCode).toBe(200);
    expect((await change(99)).statusCode).toBe(429);
  });

  it(`writes one address at most ${emailChangeLimits.perAddress.max} times a day, from any accounts`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= emailChangeLimits.perAddress.max; i++) {
      await createUser(t.app, { email: `sender-${i}@example.test` });
      const cookie = await loginAs(t.app, `sender-${i}@example.test`);
      statuses.push((await call(t.app, authEndpoints.profile, { cookie, body: { firstName: 'Test', lastName: 'User', email: 'victim@example.test', currentPassword: 'demo1234' } })).statusCode);
    }
    expect(statuses).toEqual([...Array(emailChangeLimits.perAddress.max).fill(200), 429]);
  });
});

describe(`referee registrations (${db})`, () => {
  it(`takes ${registrationLimits.refereesPerClient.max} an hour from one anonymous address, then 429`, async () => {
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: webEndpoints.refereeRegistration.path,
        remoteAddress: '198.51.100.77',
        payload: { firstName: 'Tomáš', lastName: 'Píšťala', email: `ref-${i}@example.test`, phone: '+420 602 111 222', birthYear: 1995, gender: 'male', shirtSize: 'L', highestCompetition: 'Extraliga', colleagueRequest: '', wantsAccommodation: false, termsConsent: true },
      });
    const statuses: number[] = [];
    for (let i = 0; i <= registrationLimits.refereesPerClient.max; i++) statuses.push((await register(i)).statusCode);
    expect(statuses).toEqual([...Array(registrationLimits.refereesPerClient.max).fill(200), 429]);
  });
});
