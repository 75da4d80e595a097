import { adminPricesEndpoints as p, webEndpoints, type AdminOrderBundle, type AdminPricelistItem, type OrderBundleBody, type PricelistItemUpdateBody } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../platform/test-utils/test-app';
import { loginAdminAccounts, roleMatrix, type RoleCase } from './test-helpers';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let cookies: Record<string, string> = {};
const admin = () => cookies['admin@demo.test'];

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginAdminAccounts(t.app);
}, 120_000);
afterAll(() => t.close());

const pricelist = async () => (await call(t.app, p.pricelist, { cookie: admin() })).json() as { items: AdminPricelistItem[]; bundles: AdminOrderBundle[] };
// The answer types the service as any number; a body takes only the three an item may have.
const itemBody = ({ id: _id, code: _code, uses: _uses, system: _system, ...item }: AdminPricelistItem): PricelistItemUpdateBody => ({ ...item, serviceTypeId: item.serviceTypeId as PricelistItemUpdateBody['serviceTypeId'] });
const bundleBody = ({ id: _id, uses: _uses, ...bundle }: AdminOrderBundle): OrderBundleBody => bundle;
const byCode = (items: AdminPricelistItem[], code: string) => items.find((item) => item.code === code) as AdminPricelistItem;
const auditOf = (entity: string, entityId: number) => t.handle.db.selectFrom('admin_audit').select(['user_email', 'action', 'before', 'after']).where('entity', '=', entity).where('entity_id', '=', entityId).orderBy('id').execute();

/** A new Czech club's registration with one team on `bundleId`. */
async function register(email: string, bundleId: number) {
  const country = await t.handle.db.selectFrom('countries').select('id').where('code', '=', 'CZ').executeTakeFirstOrThrow();
  const category = await t.handle.db.selectFrom('team_categories').select('id').orderBy('sort_order').executeTakeFirstOrThrow();
  const body = {
    clubName: `HC ${email}`,
    street: 'Sportovní 12',
    city: 'Brno',
    zip: '602 00',
    countryId: country.id,
    regionId: null,
    taxId: null,
    vatId: null,
    contact: { firstName: 'Jana', lastName: 'Cenová', email, phone: '+420 777 888 999' },
    otherContact: null,
    arrivalDate: null,
    departureDate: null,
    note: null,
    termsConsent: true,
    logo: null,
    teams: [{ name: null, teamCategoryId: category.id, serviceLevelId: null, orderBundleId: bundleId, persons: 10, extraPersons: 0, vipTickets: 1, singleRooms: 0, extraRestaurantMeals: 0 }],
    password: 'heslo-cenove-1',
  };
  return call(t.app, webEndpoints.clubRegistrationCreate, { body });
}

describe(`the price list and order bundles in the administration (${db})`, () => {
  it('lists every item with its prices, uses and whether the server reads it by code, and every bundle', async () => {
    const { items, bundles } = await pricelist();
    expect(byCode(items, 'bundle_basic')).toEqual(expect.objectContaining({ serviceTypeId: 12, priceCzk: 1900, priceEur: 76, system: false, uses: expect.any(Number) }));
    expect(byCode(items, 'bundle_basic').uses).toBeGreaterThan(0);
    expect(byCode(items, 'bundle_local').availabilityFilter).toEqual({ countries: ['CZ', 'SK'] });
    expect(byCode(items, 'tshirt').system).toBe(true);
    expect(bundles.find((bundle) => bundle.availabilityFilter === '^(CZ|SK)')).toEqual(expect.objectContaining({ pricelistItemId: byCode(items, 'bundle_local').id, includesAccommodation: false }));
  });

  it('prices a new registration’s invoice items and the enums from a changed price at once, and records before and after', async () => {
    const { items, bundles } = await pricelist();
    const basic = byCode(items, 'bundle_basic');
    const bundle = bundles.find((b) => b.pricelistItemId === basic.id) as AdminOrderBundle;
    const response = await call(t.app, p.pricelistItemUpdate, { cookie: admin(), params: { id: basic.id }, body: { ...itemBody(basic), priceCzk: 2100, priceEur: 84 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().item).toEqual(expect.objectContaining({ code: 'bundle_basic', priceCzk: 2100, priceEur: 84 }));
    const enums = (await call(t.app, webEndpoints.enums)).json();
    expect(enums.pricelistItems.find((item: { id: number }) => item.id === basic.id)).toEqual(expect.objectContaining({ priceCzk: 2100, priceEur: 84 }));
    const registered = await register('jana.cenova@example.test', bundle.id);
    expect(registered.statusCode).toBe(200);
    const lines = await t.handle.db.selectFrom('invoice_items').select(['pricelist_item_id', 'quantity', 'unit_price', 'currency']).where('club_id', '=', registered.json().registration.clubId).execute();
    expect(lines).toEqual([{ pricelist_item_id: basic.id, quantity: 10, unit_price: 2100, currency: 'CZK' }]);
    expect(await auditOf('pricelistItem', basic.id)).toEqual([
      { user_email: 'admin@demo.test', action: 'edit', before: expect.objectContaining({ priceCzk: 1900, priceEur: 76 }), after: expect.objectContaining({ priceCzk: 2100, priceEur: 84 }) },
    ]);
  });

  it('applies a bundle’s new availability pattern to the next registration, with the audit record', async () => {
    const { bundles } = await pricelist();
    const local = bundles.find((bundle) => bundle.availabilityFilter === '^(CZ|SK)') as AdminOrderBundle;
    expect((await call(t.app, p.orderBundleUpdate, { cookie: admin(), params: { id: local.id }, body: { ...bundleBody(local), availabilityFilter: '^SK' } })).statusCode).toBe(200);
    const refused = await register('cz.bez.balicku@example.test', local.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ 'teams.0.orderBundleId': ['invalid'] });
    expect((await auditOf('orderBundle', local.id)).map((entry) => [(entry.before as { availabilityFilter: string }).availabilityFilter, (entry.after as { availabilityFilter: string }).availabilityFilter])).toEqual([['^(CZ|SK)', '^SK']]);
    await call(t.app, p.orderBundleUpdate, { cookie: admin(), params: { id: local.id }, body: bundleBody(local) });
  });

  it('refuses bad input on its field: a taken code, a bundle code on another service type, a pattern that does not compile, a bundle priced by a non-bundle item', async () => {
    const { items, bundles } = await pricelist();
    const base = { serviceTypeId: 12, nameCs: 'Balíček Chata', nameEn: 'Cabin package', priceCzk: 5000, priceEur: 200, availabilityFilter: null, sortOrder: 9 };
    const taken = await call(t.app, p.pricelistItemCreate, { cookie: admin(), body: { ...base, code: 'bundle_basic' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ code: ['taken'] });
    expect((await call(t.app, p.pricelistItemCreate, { cookie: admin(), body: { ...base, code: 'chata' } })).json().error.fields).toEqual({ code: ['bundleCode'] });
    const training = byCode(items, 'training_hall');
    expect((await call(t.app, p.pricelistItemUpdate, { cookie: admin(), params: { id: training.id }, body: { ...itemBody(training), serviceTypeId: 12 } })).json().error.fields).toEqual({ serviceTypeId: ['bundleCode'] });
    const negative = await call(t.app, p.pricelistItemUpdate, { cookie: admin(), params: { id: training.id }, body: { ...itemBody(training), priceCzk: -5, priceEur: 'x', nameCs: ' ' } });
    expect(negative.json().error.fields).toEqual({ priceCzk: ['min'], priceEur: ['integer'], nameCs: ['required'] });
    const bundle = bundles[0];
    expect((await call(t.app, p.orderBundleUpdate, { cookie: admin(), params: { id: bundle.id }, body: { ...bundleBody(bundle), availabilityFilter: '^(CZ' } })).json().error.fields).toEqual({ availabilityFilter: ['pattern'] });
    expect((await call(t.app, p.orderBundleUpdate, { cookie: admin(), params: { id: bundle.id }, body: { ...bundleBody(bundle), pricelistItemId: training.id } })).json().error.fields).toEqual({ pricelistItemId: ['invalid'] });
    expect((await call(t.app, p.pricelistItemUpdate, { cookie: admin(), params: { id: 999999 }, body: itemBody(training) })).statusCode).toBe(404);
    expect((await pricelist()).items).toEqual(items);
  });

  it('creates and deletes an unused item and bundle; refuses to delete what the server reads by code or what is in use (409)', async () => {
    const { items, bundles } = await pricelist();
    const created = await call(t.app, p.pricelistItemCreate, {
      cookie: admin(),
      body: { code: 'Bundle_Chata', serviceTypeId: 12, nameCs: 'Balíček Chata', nameEn: 'Cabin package', priceCzk: 5000, priceEur: 200, availabilityFilter: { countries: ['cz', 'SK'] }, sortOrder: 9 },
    });
    expect(created.statusCode).toBe(200);
    const item = created.json().item as AdminPricelistItem;
    expect(item).toEqual(expect.objectContaining({ code: 'bundle_chata', availabilityFilter: { countries: ['CZ', 'SK'] }, uses: 0, system: false }));
    const bundleResponse = await call(t.app, p.orderBundleCreate, {
      cookie: admin(),
      body: { pricelistItemId: item.id, nameCs: 'Chata', nameEn: 'Cabin', descriptionCs: '', descriptionEn: '', availabilityFilter: null, includesAccommodation: true, sortOrder: 9 },
    });
    const bundle = bundleResponse.json().bundle as AdminOrderBundle;
    expect(bundle).toEqual(expect.objectContaining({ pricelistItemId: item.id, uses: 0 }));
    expect((await call(t.app, p.pricelistItemDelete, { cookie: admin(), params: { id: item.id } })).statusCode).toBe(409);
    expect((await call(t.app, p.orderBundleDelete, { cookie: admin(), params: { id: bundle.id } })).statusCode).toBe(200);
    expect((await call(t.app, p.pricelistItemDelete, { cookie: admin(), params: { id: item.id } })).statusCode).toBe(200);
    expect((await auditOf('pricelistItem', item.id)).map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect((await auditOf('orderBundle', bundle.id)).map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect((await call(t.app, p.pricelistItemDelete, { cookie: admin(), params: { id: byCode(items, 'tshirt').id } })).statusCode).toBe(409);
    expect((await call(t.app, p.pricelistItemDelete, { cookie: admin(), params: { id: byCode(items, 'bundle_basic').id } })).statusCode).toBe(409);
    const ordered = bundles.find((b) => b.uses > 0) as AdminOrderBundle;
    expect((await call(t.app, p.orderBundleDelete, { cookie: admin(), params: { id: ordered.id } })).statusCode).toBe(409);
  });
});

describe(`who may manage prices (${db})`, () => {
  const allowed = ['superadmin@demo.test', 'admin@demo.test'];
  let item: AdminPricelistItem;
  let bundle: AdminOrderBundle;
  /** One unused item and bundle per allowed account to delete. */
  const doomed: Record<string, { item: number; bundle: number }> = {};
  const newItem = (code: string) => ({ code, serviceTypeId: 12, nameCs: 'Položka', nameEn: 'Item', priceCzk: 10, priceEur: 1, availabilityFilter: null, sortOrder: 99 });
  const newBundle = (pricelistItemId: number) => ({ pricelistItemId, nameCs: 'Balíček', nameEn: 'Bundle', descriptionCs: '', descriptionEn: '', availabilityFilter: null, includesAccommodation: false, sortOrder: 99 });
  beforeAll(async () => {
    ({ items: [item], bundles: [bundle] } = await pricelist());
    for (const who of allowed) {
      const doomedItem = (await call(t.app, p.pricelistItemCreate, { cookie: admin(), body: newItem(`bundle_doomed_${who.split('@')[0]}`) })).json().item.id;
      const doomedBundle = (await call(t.app, p.orderBundleCreate, { cookie: admin(), body: newBundle(item.id) })).json().bundle.id;
      doomed[who] = { item: doomedItem, bundle: doomedBundle };
    }
  });
  const doomedOf = (who: string) => doomed[who] ?? doomed['admin@demo.test'];
  // Saving an item or bundle as it is changes nothing, so the matrix leaves the data as it was.
  const cases: RoleCase[] = [
    ['admin.pricelist', p.pricelist, allowed, () => ({})],
    ['admin.pricelistItemCreate', p.pricelistItemCreate, allowed, (who) => ({ body: newItem(`bundle_matrix_${who.split('@')[0]}`) })],
    ['admin.pricelistItemUpdate', p.pricelistItemUpdate, allowed, () => ({ params: { id: item.id }, body: itemBody(item) })],
    ['admin.pricelistItemDelete', p.pricelistItemDelete, allowed, (who) => ({ params: { id: doomedOf(who).item } })],
    ['admin.orderBundleCreate', p.orderBundleCreate, allowed, () => ({ body: newBundle(item.id) })],
    ['admin.orderBundleUpdate', p.orderBundleUpdate, allowed, () => ({ params: { id: bundle.id }, body: bundleBody(bundle) })],
    ['admin.orderBundleDelete', p.orderBundleDelete, allowed, (who) => ({ params: { id: doomedOf(who).bundle } })],
  ];

  it.each(roleMatrix(cases))('%s as %s', async (_name, who, endpoint, input, status) => {
    const response = await call(t.app, endpoint, { ...input(who), cookie: who === 'anonymous' ? undefined : cookies[who] });
    expect(response.statusCode).toBe(status);
  });
});
