import type { LightMyRequestResponse } from 'fastify';
import { webEndpoints } from '@phc/api-contract';
import { registrationLimits } from '../../features/clubzone/registration/routes';
import { createUser, loginAs, type TestApp } from '../test-utils/test-app';
import { createBareApp } from './bare-app';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestApp;
let ids: { country: number; category: number };
beforeAll(async () => {
  t = await createBareApp({ seed: true });
  ids = {
    country: (await t.handle.db.selectFrom('countries').select('id').where('code', '=', 'CZ').executeTakeFirstOrThrow()).id,
    category: (await t.handle.db.selectFrom('team_categories').select('id').orderBy('sort_order').executeTakeFirstOrThrow()).id,
  };
}, 120_000);
afterAll(() => t.close());

let serial = 0;
const team = () => ({ name: null, teamCategoryId: ids.category, serviceLevelId: null, orderBundleId: null, persons: 10, extraPersons: 0, vipTickets: 0, singleRooms: 0, extraRestaurantMeals: 0 });
function register(teams: number, ip: string, cookie?: string): Promise<LightMyRequestResponse> {
  serial += 1;
  const body = {
    clubName: `HC Nával ${serial}`,
    street: 'Sportovní 12',
    city: 'Brno',
    zip: '602 00',
    countryId: ids.country,
    regionId: null,
    taxId: null,
    vatId: null,
    contact: { firstName: 'Jana', lastName: 'Nováková', email: `naval-${serial}@example.test`, phone: '+420 777 888 999' },
    otherContact: null,
    arrivalDate: '2026-04-04',
    departureDate: '2026-04-09',
    note: null,
    termsConsent: true,
    logo: null,
    teams: Array.from({ length: teams }, team),
    password: 'dlouhe-heslo-1',
  };
  return t.app.inject({ method: webEndpoints.clubRegistrationCreate.method, url: webEndpoints.clubRegistrationCreate.path, payload: body, remoteAddress: ip, ...(cookie ? { headers: { cookie } } : {}) });
}
const approvedTeams = async () =>
  Number(
    (
      await t.handle.db
        .selectFrom('teams')
        .innerJoin('clubs', 'clubs.id', 'teams.club_id')
        .where('clubs.registration_state', '=', 'approved')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`anonymous registrations cannot fill the tournament (${db})`, () => {
  it('counts only approved clubs’ teams toward team_capacity', async () => {
    const capacity = (await approvedTeams()) + 10;
    await t.handle.db.updateTable('config_values').set({ value: String(capacity) }).where('key', '=', 'team_capacity').execute();
    // Three unapproved registrations with more teams than the free places: none takes a place.
    for (let i = 0; i < 3; i++) expect((await register(8, `198.51.100.${10 + i}`)).statusCode).toBe(200);
    const real = await register(8, '198.51.100.20');
    expect(real.statusCode).toBe(200);
    // Approving clubs fills the places: then a registration past the capacity is refused.
    await t.handle.db.updateTable('clubs').set({ registration_state: 'approved' }).where('name', 'like', 'HC Nával %').execute();
    const full = await register(1, '198.51.100.21');
    expect([full.statusCode, full.json().error.code]).toEqual([409, 'capacity_full']);
  });

  it('takes at most 30 teams in one registration, a field error on teams', async () => {
    await t.handle.db.updateTable('config_values').set({ value: null }).where('key', '=', 'team_capacity').execute();
    const response = await register(31, '198.51.100.30');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ teams: ['max'] });
    expect((await register(30, '198.51.100.31')).statusCode).toBe(200);
  });

  it('limits anonymous registrations per client address', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await register(1, '203.0.113.9')).statusCode);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.slice(5)).toEqual([429, 429, 429]);
    expect((await register(1, '203.0.113.10')).statusCode).toBe(200);
  });
});

describe(`registrations of a logged-in account (${db})`, () => {
  it(`takes ${registrationLimits.clubsPerUser.max} clubs an hour from one self-registered account, then 429`, async () => {
    await createUser(t.app, { email: 'spammer@example.test' });
    const cookie = await loginAs(t.app, 'spammer@example.test');
    const statuses: number[] = [];
    for (let i = 0; i <= registrationLimits.clubsPerUser.max; i++) statuses.push((await register(1, `203.0.113.${100 + i}`, cookie)).statusCode);
    expect(statuses).toEqual([...Array(registrationLimits.clubsPerUser.max).fill(200), 429]);
  });
});
