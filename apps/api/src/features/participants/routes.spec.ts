import * as v from 'valibot';
import { allEndpoints, cmsEndpoints, webEndpoints } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../platform/test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public web lists', () => {
  it('lists places of one kind for the map, in the shape of the contract', async () => {
    const response = await call(t.app, webEndpoints.places, { query: { type: 'hall' } });
    expect(response.statusCode).toBe(200);
    const { places } = v.parse(webEndpoints.places.response, response.json());
    expect(places.length).toBeGreaterThanOrEqual(35);
    expect(places.every((p) => p.placeType.name === 'hall')).toBe(true);
    const all = v.parse(webEndpoints.places.response, (await call(t.app, webEndpoints.places)).json()).places;
    expect(new Set(all.map((p) => p.placeType.name)).size).toBeGreaterThan(1);
  });

  it('refuses an unknown place type with 400', async () => {
    const response = await call(t.app, webEndpoints.places, { query: { type: 'casino' } });
    expect(response.statusCode).toBe(400);
  });

  it('lists only approved referees, by last name in Czech order', async () => {
    const { referees } = v.parse(webEndpoints.referees.response, (await call(t.app, webEndpoints.referees)).json());
    expect(referees.length).toBeGreaterThan(0);
    expect(referees.every((r) => r.registrationState === 'approved')).toBe(true);
    const names = referees.map((r) => r.lastName);
    const index = (name: string) => names.findIndex((n) => n === name);
    // Č comes after C, Ch after H (Czech alphabet), when both are in the list.
    if (index('Cibulka') >= 0 && index('Čermák') >= 0) expect(index('Čermák')).toBeGreaterThan(index('Cibulka'));
    if (index('Hruška') >= 0 && index('Chalupa') >= 0) expect(index('Chalupa')).toBeGreaterThan(index('Hruška'));
    expect(names).toEqual([...names].sort(new Intl.Collator('cs').compare));
  });

  it('lists the accepted clubs with country and teams for the participants page, never a registration still waiting', async () => {
    const response = await call(t.app, webEndpoints.clubs);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    const { clubs } = v.parse(webEndpoints.clubs.response, response.json());
    const rows = await t.handle.db.selectFrom('clubs').select(['id', 'registration_state']).execute();
    const accepted = rows.filter((r) => r.registration_state !== 'new').map((r) => r.id);
    expect(rows.some((r) => r.registration_state === 'new')).toBe(true);
    expect(clubs.map((c) => c.id).sort((a, b) => a - b)).toEqual(accepted.sort((a, b) => a - b));
    expect(clubs.every((c) => c.registrationState !== 'new' && c.countryId > 0)).toBe(true);
    expect(clubs.map((c) => c.name)).toEqual(clubs.map((c) => c.name).sort(new Intl.Collator('cs', { sensitivity: 'base' }).compare));
    const withTeams = clubs.filter((c) => c.teams.length > 0);
    expect(withTeams.length).toBeGreaterThan(clubs.length / 2);
    expect(withTeams.every((c) => c.teams.every((team) => team.clubId === c.id && /^[A-E]$/.test(team.teamCategory.code)))).toBe(true);
    const teamCount = await t.handle.db.selectFrom('teams').select((eb) => eb.fn.countAll<number>().as('n')).where('club_id', 'in', accepted).executeTakeFirstOrThrow();
    expect(clubs.reduce((sum, c) => sum + c.teams.length, 0)).toBe(Number(teamCount.n));
  });

  it('answers the enums the forms choose from: T-shirt sizes XS–XXL, countries, categories, price list (service types 12–14)', async () => {
    const response = await call(t.app, webEndpoints.enums);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    const enums = v.parse(webEndpoints.enums.response, response.json());
    expect(enums.tshirtSizes.map((s) => s.code)).toEqual(expect.arrayContaining(['XS', 'S', 'M', 'L', 'XL', 'XXL']));
    expect(enums.countries.length).toBeGreaterThanOrEqual(20);
    expect(enums.teamCategories.map((c) => c.code)).toEqual(expect.arrayContaining(['A', 'B', 'C', 'D', 'E']));
    expect(enums.pricelistItems.map((p) => p.serviceTypeId)).toEqual(expect.arrayContaining([12, 13, 14]));
    expect(enums.configurations.length).toBeGreaterThan(20);
  });

  it('describes every call of the API at /apidocs/meta/refs', async () => {
    const refs = v.parse(cmsEndpoints.apiRefs.response, (await call(t.app, cmsEndpoints.apiRefs)).json());
    expect(refs.endpoints).toHaveLength(allEndpoints.length);
  });
});
