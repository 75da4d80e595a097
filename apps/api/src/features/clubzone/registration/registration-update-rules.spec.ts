import * as v from 'valibot';
import { webEndpoints } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../../platform/test-utils/test-app';
import { cookieJar, demoClubs } from './test-helpers';

/**
 * Rules of a registration update the form applies too. Issue 24: `allow_team_bundle_persons_count_updates` off froze the persons counts in the browser only.
 * The server refuses a changed stored count (400 `personsFrozen` per field) by the same pure rule; new
 * teams and groups bring their own counts, and everything else stays editable.
 */
let t: TestApp;
const as = cookieJar(() => t);
let clubId: number;

beforeAll(async () => {
  t = await createTestApp();
  clubId = (await demoClubs(t, null)).pending;
  await t.handle.db.updateTable('config_values').set({ value: 'false' }).where('key', '=', 'allow_team_bundle_persons_count_updates').execute();
}, 60_000);
afterAll(() => t.close());

async function currentBody() {
  const r = await call(t.app, webEndpoints.clubRegistration, { params: { clubId }, cookie: await as('club@demo.test') });
  const { id: _id, clubId: _c, registrationState: _s, updatedAt: _u, teams, ...rest } = v.parse(webEndpoints.clubRegistration.response, r.json()).registration;
  return { ...rest, teams: teams.map(({ teamNumber: _n, ...team }) => team) };
}
const update = async (body: unknown) => call(t.app, webEndpoints.clubRegistrationUpdate, { params: { clubId }, body, cookie: await as('club@demo.test') });
const putGroups = async (groups: unknown[]) => call(t.app, webEndpoints.extraPersonGroupsUpdate, { params: { clubId }, body: { groups }, cookie: await as('club@demo.test') });

describe('frozen persons counts on the server', () => {
  it('refuses a changed persons or extra persons count of a stored team with a field error', async () => {
    const body = await currentBody();
    const [first] = body.teams;
    const r = await update({ ...body, teams: [{ ...first, persons: first.persons + 1, extraPersons: first.extraPersons + 2 }, ...body.teams.slice(1)] });
    expect(r.statusCode).toBe(400);
    expect(r.json().error.fields).toEqual({ 'teams.0.persons': ['personsFrozen'], 'teams.0.extraPersons': ['personsFrozen'] });
  });

  it('accepts the same counts with other changes, and a new team with its own count', async () => {
    const body = await currentBody();
    const kept = await update({ ...body, note: 'Přijedeme autobusem.' });
    expect(kept.statusCode).toBe(200);
    const added = await update({ ...body, teams: [...body.teams, { ...body.teams[0], id: undefined, name: 'Nový', persons: 12 }] });
    expect(added.statusCode).toBe(200);
  });

  it('freezes a stored extra person group’s persons but takes a new group', async () => {
    const created = await putGroups([{ persons: 3 }]);
    expect(created.statusCode).toBe(200);
    const [group] = created.json().groups as { id: number }[];
    const changed = await putGroups([{ id: group.id, persons: 5 }]);
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.fields).toEqual({ 'groups.0.persons': ['personsFrozen'] });
    expect((await putGroups([{ id: group.id, persons: 3, vipPartyPersons: 1 }, { persons: 2 }])).statusCode).toBe(200);
  });

  it('lets counts change again once the organiser allows it', async () => {
    await t.handle.db.updateTable('config_values').set({ value: 'true' }).where('key', '=', 'allow_team_bundle_persons_count_updates').execute();
    const body = await currentBody();
    expect((await update({ ...body, teams: body.teams.map((team) => ({ ...team, persons: team.persons + 1 })) })).statusCode).toBe(200);
  });
});

describe('service level and bundle agree (issue 24: Hostel + Škola)', () => {
  it('refuses a level with another level’s bundle and takes the matching pair, by the form’s rule', async () => {
    const db = t.handle.db;
    const levels = await db.selectFrom('service_levels').select(['id', 'code']).execute();
    const school = await db.selectFrom('order_bundles').innerJoin('pricelist_items', 'pricelist_items.id', 'order_bundles.pricelist_item_id').select('order_bundles.id').where('pricelist_items.code', '=', 'bundle_school').executeTakeFirstOrThrow();
    const level = (code: string) => levels.find((l) => l.code === code)?.id as number;
    const body = await currentBody();
    const withPair = (levelCode: string) => ({ ...body, teams: body.teams.map((team, i) => (i === 0 ? { ...team, serviceLevelId: level(levelCode), orderBundleId: school.id } : team)) });
    const wrong = await update(withPair('hostel'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ 'teams.0.orderBundleId': ['bundleContradictsLevel'] });
    expect((await update(withPair('school'))).statusCode).toBe(200);
  });
});
