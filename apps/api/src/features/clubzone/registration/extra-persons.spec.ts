import * as v from 'valibot';
import { webEndpoints } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../../platform/test-utils/test-app';
import { cookieJar, demoClubs } from './test-helpers';

/**
 * SPEC §3 extra person groups (issue 24): the club's administrators keep them beside the registration,
 * the club's readers see them, and the invoice counts their bundles, VIP tickets, rooms and meals.
 */
let t: TestApp;
const as = cookieJar(() => t);
let clubs: { approved: number; pending: number; other: number };
let bundle: { id: number; priceCzk: number; priceEur: number };

beforeAll(async () => {
  t = await createTestApp();
  clubs = await demoClubs(t, null);
  const db = t.handle.db;
  const row = await db
    .selectFrom('order_bundles')
    .innerJoin('pricelist_items', 'pricelist_items.id', 'order_bundles.pricelist_item_id')
    .select(['order_bundles.id', 'pricelist_items.price_czk', 'pricelist_items.price_eur'])
    .where('order_bundles.availability_filter', 'is', null)
    .orderBy('order_bundles.id')
    .executeTakeFirstOrThrow();
  bundle = { id: row.id, priceCzk: row.price_czk, priceEur: row.price_eur };
}, 60_000);
afterAll(() => t.close());

const put = async (clubId: number, groups: unknown[], who = 'club@demo.test') => call(t.app, webEndpoints.extraPersonGroupsUpdate, { params: { clubId }, body: { groups }, cookie: await as(who) });
const clubItems = (clubId: number) =>
  t.handle.db
    .selectFrom('invoice_items')
    .innerJoin('pricelist_items', 'pricelist_items.id', 'invoice_items.pricelist_item_id')
    .select(['pricelist_items.code', 'invoice_items.quantity', 'invoice_items.team_id'])
    .where('invoice_items.club_id', '=', clubId)
    .where('invoice_items.team_id', 'is', null)
    .execute();

describe('who reads and writes extra person groups (SPEC §6)', () => {
  it.each([
    ['anonymous', 401],
    ['rival@example.test', 403],
    ['reporter@demo.test', 403],
    ['club@demo.test', 200],
    ['admin@demo.test', 200],
    ['superadmin@demo.test', 200],
  ] as const)('GET as %s → %i', async (who, status) => {
    const r = await call(t.app, webEndpoints.extraPersonGroups, { params: { clubId: clubs.pending }, cookie: await as(who) });
    expect(r.statusCode).toBe(status);
  });

  it.each([
    ['anonymous', 401],
    ['rival@example.test', 403],
    ['admin@demo.test', 403],
    ['reporter@demo.test', 403],
  ] as const)('PUT as %s → %i', async (who, status) => {
    expect((await put(clubs.pending, [], who)).statusCode).toBe(status);
  });

  it('refuses changes once the club is approved (its registration is closed), 409 club_approved', async () => {
    const r = await put(clubs.approved, [{ persons: 2 }]);
    expect(r.statusCode).toBe(409);
    expect(r.json().error.code).toBe('club_approved');
  });
});

describe('groups and the invoice', () => {
  it('stores the groups, answers them and invoices their bundle, VIP tickets, rooms and meals club-wide', async () => {
    const r = await put(clubs.pending, [{ orderBundleId: bundle.id, persons: 3, handballPersons: 2, vipPartyPersons: 1, singleRooms: 1 }, { persons: 1 }]);
    expect(r.statusCode).toBe(200);
    const { groups } = v.parse(webEndpoints.extraPersonGroupsUpdate.response, r.json());
    expect(groups.map((g) => [g.orderBundleId, g.persons, g.handballPersons, g.vipPartyPersons, g.singleRooms])).toEqual([
      [bundle.id, 3, 2, 1, 1],
      [null, 1, 0, 0, 0],
    ]);
    const items = await clubItems(clubs.pending);
    const quantity = (code: string) => items.filter((i) => i.code === code).reduce((sum, i) => sum + i.quantity, 0);
    expect(items.some((i) => i.code.startsWith('bundle_') && i.quantity === 3)).toBe(true);
    expect(quantity('vip_ticket')).toBe(1);
    expect(quantity('single_room')).toBe(1);
    expect(quantity('restaurant_meal')).toBe(2);

    const read = await call(t.app, webEndpoints.extraPersonGroups, { params: { clubId: clubs.pending }, cookie: await as('club@demo.test') });
    expect(v.parse(webEndpoints.extraPersonGroups.response, read.json()).groups).toEqual(groups);
  });

  it('updates a kept group, removes a dropped one and the invoice follows', async () => {
    const before = v.parse(webEndpoints.extraPersonGroups.response, (await call(t.app, webEndpoints.extraPersonGroups, { params: { clubId: clubs.pending }, cookie: await as('club@demo.test') })).json()).groups;
    const r = await put(clubs.pending, [{ id: before[0].id, orderBundleId: bundle.id, persons: 5 }]);
    expect(r.statusCode).toBe(200);
    expect(r.json().groups).toHaveLength(1);
    const items = await clubItems(clubs.pending);
    expect(items.filter((i) => i.code.startsWith('bundle_')).map((i) => i.quantity)).toEqual([5]);
    expect(items.filter((i) => i.code === 'vip_ticket')).toEqual([]);
  });

  it('answers field errors for an unknown group id or bundle', async () => {
    const r = await put(clubs.pending, [{ id: 999999, persons: 1 }, { orderBundleId: 999999, persons: 1 }]);
    expect(r.statusCode).toBe(400);
    expect(r.json().error.fields).toEqual({ 'groups.0.id': ['invalid'], 'groups.1.orderBundleId': ['invalid'] });
  });
});
