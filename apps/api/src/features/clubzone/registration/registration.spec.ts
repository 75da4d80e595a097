import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { webEndpoints, type ClubRegistrationBody } from '@phc/api-contract';
import { call, createTestApp, createUser, loginAs, type TestApp } from '../../../platform/test-utils/test-app';

let t: TestApp;
const cookies = new Map<string, string>();
async function as(who: string): Promise<string | undefined> {
  if (who === 'anonymous') return undefined;
  if (!cookies.has(who)) cookies.set(who, await loginAs(t.app, who, who === 'jana.novakova@example.test' ? 'heslo-nove-1' : 'demo1234'));
  return cookies.get(who);
}
const fields = (r: LightMyRequestResponse) => (r.json() as { error: { fields?: Record<string, string[]> } }).error.fields ?? {};
const code = (r: LightMyRequestResponse) => (r.json() as { error: { code: string } }).error.code;

let ids: { cz: number; de: number; categoryA: number; categoryB: number; level: number; bundleBasic: number; bundleLocal: number; bundleHotel: number };
/** The demo administrator's approved club, their pending ("new") club, and someone else's club. */
let clubs: { approved: number; pending: number; other: number };

async function setConfig(key: string, value: string | null) {
  await t.handle.db.updateTable('config_values').set({ value }).where('key', '=', key).execute();
}
async function withConfig(key: string, value: string | null, body: () => Promise<void>) {
  const before = await t.handle.db.selectFrom('config_values').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  await setConfig(key, value);
  try {
    await body();
  } finally {
    await setConfig(key, before.value);
  }
}

const registration = (overrides: Partial<Record<keyof ClubRegistrationBody, unknown>> = {}) => ({
  clubName: 'HC Nový Klub',
  street: 'Sportovní 12',
  city: 'Brno',
  zip: '602 00',
  countryId: ids.cz,
  regionId: null,
  taxId: '12345678',
  vatId: null,
  contact: { firstName: 'Jana', lastName: 'Nováková', email: 'jana.novakova@example.test', phone: '+420 777 888 999' },
  otherContact: null,
  arrivalDate: '2026-04-04',
  departureDate: '2026-04-09',
  note: 'Přijedeme autobusem.',
  termsConsent: true,
  logo: null,
  teams: [
    { name: 'Mladší', teamCategoryId: ids.categoryA, serviceLevelId: ids.level, orderBundleId: ids.bundleLocal, persons: 14, extraPersons: 2, vipTickets: 3, singleRooms: 1, extraRestaurantMeals: 10 },
    { name: null, teamCategoryId: ids.categoryB, serviceLevelId: null, orderBundleId: ids.bundleBasic, persons: 12, extraPersons: 0, vipTickets: 0, singleRooms: 0, extraRestaurantMeals: 0 },
  ],
  password: 'heslo-nove-1',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  const country = async (code: string) => (await db.selectFrom('countries').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const categories = await db.selectFrom('team_categories').select('id').orderBy('sort_order').execute();
  const bundle = async (code: string) =>
    (await db.selectFrom('order_bundles').innerJoin('pricelist_items', 'pricelist_items.id', 'order_bundles.pricelist_item_id').select('order_bundles.id').where('pricelist_items.code', '=', code).executeTakeFirstOrThrow()).id;
  ids = {
    cz: await country('CZ'),
    de: await country('DE'),
    categoryA: categories[0].id,
    categoryB: categories[1].id,
    level: (await db.selectFrom('service_levels').select('id').orderBy('sort_order').executeTakeFirstOrThrow()).id,
    bundleBasic: await bundle('bundle_basic'),
    bundleLocal: await bundle('bundle_local'),
    bundleHotel: await bundle('bundle_hotel'),
  };
  const owner = await db.selectFrom('users').select('id').where('email', '=', 'club@demo.test').executeTakeFirstOrThrow();
  const owned = await db.selectFrom('user_clubs').innerJoin('clubs', 'clubs.id', 'user_clubs.club_id').select(['clubs.id', 'clubs.registration_state']).where('user_id', '=', owner.id).execute();
  const other = await db.selectFrom('clubs').select('id').where('id', 'not in', owned.map((c) => c.id)).where('registration_state', '=', 'approved').orderBy('id').executeTakeFirstOrThrow();
  const ownedIn = (state: string) => owned.find((c) => c.registration_state === state)?.id ?? 0;
  clubs = { approved: ownedIn('approved'), pending: ownedIn('new'), other: other.id };
  // "Another club's administrator": administers only `other`.
  const rival = await createUser(t.app, { email: 'rival@example.test' });
  await db.insertInto('user_clubs').values({ user_id: rival, club_id: clubs.other }).execute();
}, 60_000);
afterAll(() => t.close());

describe('order bundles', () => {
  it('lists every bundle with its availability pattern (null: everywhere)', async () => {
    const r = await call(t.app, webEndpoints.orderBundles);
    expect(r.statusCode).toBe(200);
    const { orderBundles } = v.parse(webEndpoints.orderBundles.response, r.json());
    expect(orderBundles.length).toBeGreaterThanOrEqual(5);
    expect(orderBundles.find((b) => b.id === ids.bundleLocal)?.availabilityFilter).toBe('^(CZ|SK)');
    expect(orderBundles.find((b) => b.id === ids.bundleBasic)?.availabilityFilter).toBeNull();
  });
});

describe('club registration by a new club manager', () => {
  let clubId: number;

  it('creates the club in state new, its teams, an account for the contact and invoice items from the price list', async () => {
    const r = await call(t.app, webEndpoints.clubRegistrationCreate, { body: registration() });
    expect(r.statusCode).toBe(200);
    const { registration: saved } = v.parse(webEndpoints.clubRegistrationCreate.response, r.json());
    clubId = saved.clubId;
    expect(saved.registrationState).toBe('new');
    expect(saved.contact.phone).toBe('+420 777 888 999');
    expect(saved.teams.map((team) => [team.name, team.teamNumber, team.persons])).toEqual([
      ['Mladší', 1, 14],
      [null, 1, 12],
    ]);
    const items = await t.handle.db
      .selectFrom('invoice_items')
      .innerJoin('pricelist_items', 'pricelist_items.id', 'invoice_items.pricelist_item_id')
      .select(['pricelist_items.code', 'invoice_items.quantity', 'invoice_items.unit_price', 'invoice_items.currency'])
      .where('club_id', '=', clubId)
      .orderBy('invoice_items.id')
      .execute();
    // Czech club: CZK; 16 persons on the domestic bundle, 2 VIP tickets beyond the free one, 1 single room, 10 meals; 12 on the basic bundle.
    expect(items).toEqual([
      { code: 'bundle_local', quantity: 16, unit_price: 1500, currency: 'CZK' },
      { code: 'vip_ticket', quantity: 2, unit_price: 450, currency: 'CZK' },
      { code: 'single_room', quantity: 1, unit_price: 1200, currency: 'CZK' },
      { code: 'restaurant_meal', quantity: 10, unit_price: 160, currency: 'CZK' },
      { code: 'bundle_basic', quantity: 12, unit_price: 1900, currency: 'CZK' },
    ]);
  });

  it('answers the new account logged in: the registration sets its session cookie, administering the new club', async () => {
    const r = await call(t.app, webEndpoints.clubRegistrationCreate, { body: registration({ clubName: 'HC Hned Přihlášený', contact: { firstName: 'Petr', lastName: 'Hned', email: 'petr.hned@example.test', phone: '+420 777 888 999' } }) });
    expect(r.statusCode).toBe(200);
    const session = r.cookies.find((c) => c.name === 'phc_session');
    expect(session?.httpOnly).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/web/auth/me', headers: { cookie: `phc_session=${session?.value}` } });
    expect(me.json().user).toMatchObject({ username: 'petr.hned@example.test', administratedClubs: [{ id: r.json().registration.clubId, name: 'HC Hned Přihlášený' }] });
  });

  it('lets the new manager log in with the chosen password, administering the new club', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/web/auth/login', payload: { login: 'jana.novakova@example.test', password: 'heslo-nove-1' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.administratedClubs.map((c: { id: number }) => c.id)).toEqual([clubId]);
  });

  it('reads and edits the registration: changed fields, a team removed and one added, invoice rewritten', async () => {
    const cookie = await as('jana.novakova@example.test');
    const read = await call(t.app, webEndpoints.clubRegistration, { params: { clubId }, cookie });
    expect(read.statusCode).toBe(200);
    const { registration: current, editable } = v.parse(webEndpoints.clubRegistration.response, read.json());
    expect(editable).toBe(true);
    const body = registration({
      clubName: 'HC Nový Klub Brno',
      password: undefined,
      teams: [
        { ...current.teams[0], persons: 10, extraPersons: 0, vipTickets: 1, singleRooms: 0, extraRestaurantMeals: 0 },
        { name: 'Starší', teamCategoryId: ids.categoryA, serviceLevelId: null, orderBundleId: null, persons: 0, extraPersons: 0, vipTickets: 0, singleRooms: 0, extraRestaurantMeals: 0 },
      ].map(({ teamNumber: _n, ...team }: Record<string, unknown>) => team),
    });
    const r = await call(t.app, webEndpoints.clubRegistrationUpdate, { params: { clubId }, body, cookie });
    expect(r.statusCode).toBe(200);
    const { registration: saved } = v.parse(webEndpoints.clubRegistrationUpdate.response, r.json());
    expect(saved.clubName).toBe('HC Nový Klub Brno');
    expect(saved.teams.map((team) => [team.id === current.teams[0].id, team.name, team.teamNumber])).toEqual([
      [true, 'Mladší', 1],
      [false, 'Starší', 2],
    ]);
    const items = await t.handle.db.selectFrom('invoice_items').select(['quantity', 'unit_price']).where('club_id', '=', clubId).execute();
    expect(items).toEqual([{ quantity: 10, unit_price: 1500 }]);
    const club = await t.handle.db.selectFrom('clubs').select('name').where('id', '=', clubId).executeTakeFirstOrThrow();
    expect(club.name).toBe('HC Nový Klub Brno');
  });

  it('refuses a team id of another club with a field error', async () => {
    const cookie = await as('jana.novakova@example.test');
    const foreign = await t.handle.db.selectFrom('teams').select('id').where('club_id', '=', clubs.other).executeTakeFirstOrThrow();
    const body = registration({ password: undefined, teams: [{ id: foreign.id, name: 'Cizí', teamCategoryId: ids.categoryA }] });
    const r = await call(t.app, webEndpoints.clubRegistrationUpdate, { params: { clubId }, body, cookie });
    expect(r.statusCode).toBe(400);
    expect(fields(r)).toEqual({ 'teams.0.id': ['invalid'] });
  });

  it('closes editing with 409 once the edit date passed, the club is approved or the tournament is full', async () => {
    const cookie = await as('jana.novakova@example.test');
    const { registration: current } = v.parse(webEndpoints.clubRegistration.response, (await call(t.app, webEndpoints.clubRegistration, { params: { clubId }, cookie })).json());
    const body = registration({ password: undefined, teams: current.teams.map(({ teamNumber: _n, ...team }) => team) });
    const attempt = () => call(t.app, webEndpoints.clubRegistrationUpdate, { params: { clubId }, body, cookie });
    const editable = async () => v.parse(webEndpoints.clubRegistration.response, (await call(t.app, webEndpoints.clubRegistration, { params: { clubId }, cookie })).json()).editable;

    await withConfig('registration_edit_till', '2026-04-05T00:00:00Z', async () => {
      const r = await attempt();
      expect([r.statusCode, code(r)]).toEqual([409, 'registration_closed']);
      expect(await editable()).toBe(false);
    });
    await withConfig('team_capacity', '10', async () => {
      const r = await attempt();
      expect([r.statusCode, code(r)]).toEqual([409, 'capacity_full']);
    });
    await t.handle.db.updateTable('clubs').set({ registration_state: 'approved' }).where('id', '=', clubId).execute();
    try {
      const r = await attempt();
      expect([r.statusCode, code(r)]).toEqual([409, 'club_approved']);
      expect(await editable()).toBe(false);
    } finally {
      await t.handle.db.updateTable('clubs').set({ registration_state: 'new' }).where('id', '=', clubId).execute();
    }
    expect((await attempt()).statusCode).toBe(200);
  });

  it('refuses a second anonymous registration for an e-mail that has an account (409) and one without a password (400)', async () => {
    const taken = await call(t.app, webEndpoints.clubRegistrationCreate, { body: registration() });
    expect([taken.statusCode, code(taken)]).toEqual([409, 'account_exists']);
    const noPassword = await call(t.app, webEndpoints.clubRegistrationCreate, {
      body: registration({ password: undefined, contact: { firstName: 'Petr', lastName: 'Malý', email: 'petr.maly@example.test', phone: '+420 601 222 333' } }),
    });
    expect(noPassword.statusCode).toBe(400);
    expect(fields(noPassword)).toEqual({ password: ['required'] });
  });

  it('links a club registered by a logged-in club administrator to them', async () => {
    const cookie = await as('club@demo.test');
    const r = await call(t.app, webEndpoints.clubRegistrationCreate, { body: registration({ clubName: 'Druhý klub', password: undefined }), cookie });
    expect(r.statusCode).toBe(200);
    // A logged-in registrant keeps their own session: no new cookie.
    expect(r.cookies.find((c) => c.name === 'phc_session')).toBeUndefined();
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/web/auth/me', headers: { cookie: cookie ?? '' } });
    expect(me.json().user.administratedClubs.map((c: { id: number }) => c.id)).toContain(r.json().registration.clubId);
  });
});

describe('club registration: bad input is a 400 with field codes, never a 500', () => {
  const create = (body: unknown) => call(t.app, webEndpoints.clubRegistrationCreate, { body });

  it('answers the SPEC §5 rules on their fields: phone format, terms consent, at least one team', async () => {
    const r = await create(registration({ contact: { firstName: 'A', lastName: 'B', email: 'a@example.test', phone: '777 88' }, termsConsent: false, teams: [] }));
    expect(r.statusCode).toBe(400);
    expect(fields(r)).toEqual({ 'contact.phone': ['phone'], termsConsent: ['termsRequired'], teams: ['atLeastOneTeam'] });
  });

  it('reports missing fields, wrong types and oversize strings', async () => {
    expect(fields(await create({}))).toMatchObject({ clubName: ['required'], countryId: ['required'], contact: ['required'], termsConsent: ['termsRequired'], teams: ['atLeastOneTeam'] });
    const wrong = await create(registration({ clubName: 42, countryId: 'abc', teams: 'many', termsConsent: 'yes' }));
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(fields(wrong)).sort()).toEqual(['clubName', 'countryId', 'teams', 'termsConsent']);
    const long = await create(registration({ clubName: 'x'.repeat(101), note: 'y'.repeat(2001) }));
    expect(fields(long)).toEqual({ clubName: ['tooLong'], note: ['tooLong'] });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/web/club-registrations', payload: 'not json', headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
  });

  it('refuses unknown ids and a bundle not offered in the club country', async () => {
    const unknown = await create(registration({ countryId: 999999, teams: [{ teamCategoryId: 999999, serviceLevelId: 999999, orderBundleId: 999999 }] }));
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown)).toEqual({ countryId: ['invalid'], 'teams.0.teamCategoryId': ['invalid'], 'teams.0.serviceLevelId': ['invalid'], 'teams.0.orderBundleId': ['invalid'] });
    // The domestic entry is for CZ and SK clubs only; the hotel bundle for everyone but CZ.
    const german = await create(registration({ countryId: ids.de, teams: [{ teamCategoryId: ids.categoryA, orderBundleId: ids.bundleLocal }] }));
    expect(fields(german)).toEqual({ 'teams.0.orderBundleId': ['invalid'] });
    const czechHotel = await create(registration({ teams: [{ teamCategoryId: ids.categoryA, orderBundleId: ids.bundleHotel }] }));
    expect(fields(czechHotel)).toEqual({ 'teams.0.orderBundleId': ['invalid'] });
  });

  it('requires team names when configured', async () => {
    await withConfig('team_name_required', 'true', async () => {
      const r = await create(registration({ contact: { firstName: 'A', lastName: 'B', email: 'names@example.test', phone: '+420 601 222 333' } }));
      expect(r.statusCode).toBe(400);
      expect(fields(r)).toEqual({ 'teams.1.name': ['teamNameRequired'] });
    });
  });

  it('answers 404 for an unknown club and 400 for a malformed club id', async () => {
    const cookie = await as('superadmin@demo.test');
    expect((await call(t.app, webEndpoints.clubRegistration, { params: { clubId: 999999 }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, webEndpoints.clubRegistrationUpdate, { params: { clubId: 999999 }, body: registration({ password: undefined }), cookie })).statusCode).toBe(404);
    expect((await call(t.app, webEndpoints.orderSummaryPreview, { params: { id: 999999 }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, webEndpoints.clubRegistration, { params: { clubId: 'abc' }, cookie })).statusCode).toBe(400);
  });
});

describe('club registration window (SPEC §6 canRegisterNewClub)', () => {
  it('closes for visitors and club administrators outside the window, never for a club manager or super admin', async () => {
    await withConfig('club_registration_till', '2026-04-01T00:00:00Z', async () => {
      const anonymous = await call(t.app, webEndpoints.clubRegistrationCreate, { body: registration({ contact: { firstName: 'A', lastName: 'B', email: 'late@example.test', phone: '+420 601 222 333' } }) });
      expect([anonymous.statusCode, code(anonymous)]).toEqual([403, 'registration_closed']);
      const admin = await call(t.app, webEndpoints.clubRegistrationCreate, { body: registration({ password: undefined }), cookie: await as('club@demo.test') });
      expect(admin.statusCode).toBe(403);
      const manager = await call(t.app, webEndpoints.clubRegistrationCreate, {
        body: registration({ clubName: 'Klub od manažera', password: undefined, contact: { firstName: 'Eva', lastName: 'Bílá', email: 'eva.bila@example.test', phone: '+420 601 222 444' } }),
        cookie: await as('clubs@demo.test'),
      });
      expect(manager.statusCode).toBe(200);
      // The contact gets an account (a random password: they set theirs through "forgotten password").
      const account = await t.handle.db.selectFrom('users').innerJoin('user_clubs', 'user_clubs.user_id', 'users.id').select('user_clubs.club_id').where('email', '=', 'eva.bila@example.test').execute();
      expect(account.map((a) => a.club_id)).toEqual([manager.json().registration.clubId]);
    });
  });
});

describe('authorization matrix: registration and order summary of a club', () => {
  const readers: [string, number][] = [
    ['anonymous', 401],
    ['rival@example.test', 403],
    ['reporter@demo.test', 403],
    ['club@demo.test', 200],
    ['clubs@demo.test', 200],
    ['admin@demo.test', 200],
    ['superreporter@demo.test', 200],
    ['superadmin@demo.test', 200],
  ];
  it.each(readers)('GET registration as %s → %i', async (who, status) => {
    const r = await call(t.app, webEndpoints.clubRegistration, { params: { clubId: clubs.pending }, cookie: await as(who) });
    expect(r.statusCode).toBe(status);
  });
  it.each(readers)('GET order summary as %s → %i', async (who, status) => {
    const r = await call(t.app, webEndpoints.orderSummaryPreview, { params: { id: clubs.approved }, cookie: await as(who) });
    expect(r.statusCode).toBe(status);
  });

  const writers: [string, number][] = [
    ['anonymous', 401],
    ['rival@example.test', 403],
    ['reporter@demo.test', 403],
    ['admin@demo.test', 403],
    ['superreporter@demo.test', 403],
    ['club@demo.test', 200],
    ['clubs@demo.test', 200],
    ['superadmin@demo.test', 200],
  ];
  it.each(writers)('PUT registration as %s → %i', async (who, status) => {
    const cookie = await as(who);
    const current = v.parse(webEndpoints.clubRegistration.response, (await call(t.app, webEndpoints.clubRegistration, { params: { clubId: clubs.pending }, cookie: await as('superadmin@demo.test') })).json()).registration;
    const { id: _id, clubId: _c, registrationState: _s, updatedAt: _u, teams, ...rest } = current;
    const body = { ...rest, teams: teams.map(({ teamNumber: _n, ...team }) => team) };
    const r = await call(t.app, webEndpoints.clubRegistrationUpdate, { params: { clubId: clubs.pending }, body, cookie });
    expect(r.statusCode).toBe(status);
  });

  it('keeps teams that play in the draw (409 team_in_use) and closes adding teams after its date (409 team_add_closed)', async () => {
    const cookie = await as('superadmin@demo.test');
    const read = async (clubId: number) => v.parse(webEndpoints.clubRegistration.response, (await call(t.app, webEndpoints.clubRegistration, { params: { clubId }, cookie })).json()).registration;
    const bodyOf = (r: Awaited<ReturnType<typeof read>>) => {
      const { id: _id, clubId: _c, registrationState: _s, updatedAt: _u, teams, ...rest } = r;
      return { ...rest, teams: teams.map(({ teamNumber: _n, ...team }) => team) };
    };
    const approved = await read(clubs.approved);
    expect(approved.teams.length).toBeGreaterThan(1);
    const withoutOne = { ...bodyOf(approved), teams: bodyOf(approved).teams.slice(1) };
    const removed = await call(t.app, webEndpoints.clubRegistrationUpdate, { params: { clubId: clubs.approved }, body: withoutOne, cookie });
    expect([removed.statusCode, code(removed)]).toEqual([409, 'team_in_use']);
    expect((await read(clubs.approved)).teams.length).toBe(approved.teams.length);

    const pending = await read(clubs.pending);
    const withNew = { ...bodyOf(pending), teams: [...bodyOf(pending).teams, { teamCategoryId: ids.categoryA }] };
    await withConfig('club_team_add_till', '2026-04-01T00:00:00Z', async () => {
      const added = await call(t.app, webEndpoints.clubRegistrationUpdate, { params: { clubId: clubs.pending }, body: withNew, cookie: await as('club@demo.test') });
      expect([added.statusCode, code(added)]).toEqual([409, 'team_add_closed']);
    });
  });

  it('shows the registration read-only to readers who may not edit it', async () => {
    const r = await call(t.app, webEndpoints.clubRegistration, { params: { clubId: clubs.pending }, cookie: await as('admin@demo.test') });
    expect(r.json().editable).toBe(false);
  });
});

describe('order summary preview', () => {
  it('renders a printable HTML page with bundles, T-shirts, free VIP tickets and totals in Kč with Czech formatting', async () => {
    const r = await call(t.app, webEndpoints.orderSummaryPreview, { params: { id: clubs.approved }, cookie: await as('club@demo.test') });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.body).toContain('Souhrn objednávky / Order summary');
    expect(r.body).toMatch(/Celkem \/ Total: [\d\u00a0]+,-\u00a0Kč/);
    expect(r.body).toContain('(XS–XXL)');
    expect(r.body).toContain('300,-\u00a0Kč');
    const teams = await t.handle.db.selectFrom('teams').select('id').where('club_id', '=', clubs.approved).execute();
    expect(r.body).toContain(`Free VIP tickets: ${teams.length} (1 na tým`);
  });

  it('is not available before the registration is processed or approved (409)', async () => {
    const r = await call(t.app, webEndpoints.orderSummaryPreview, { params: { id: clubs.pending }, cookie: await as('club@demo.test') });
    expect([r.statusCode, code(r)]).toEqual([409, 'not_approved']);
  });
});

describe('referee registration', () => {
  const referee = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Tomáš',
    lastName: 'Píšťala',
    email: 'tomas.pistala@example.test',
    phone: '+420 602 111 222',
    birthYear: 1995,
    gender: 'male',
    shirtSize: 'L',
    highestCompetition: 'Extraliga',
    colleagueRequest: 'Rád bych pískal s Petrem Novým.',
    wantsAccommodation: true,
    termsConsent: true,
    ...overrides,
  });
  const register = async (body: unknown, who = 'anonymous') => call(t.app, webEndpoints.refereeRegistration, { body, cookie: await as(who) });

  it('registers a referee in state new with every field stored', async () => {
    const r = await register(referee());
    expect(r.statusCode).toBe(200);
    const { referee: saved } = v.parse(webEndpoints.refereeRegistration.response, r.json());
    expect(saved.registrationState).toBe('new');
    const row = await t.handle.db.selectFrom('referees').selectAll().where('id', '=', saved.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ gender: 'M', birth_year: 1995, shirt_size: 'L', highest_competition: 'Extraliga', wants_accommodation: true, colleague_request: 'Rád bych pískal s Petrem Novým.' });
    const again = await register(referee());
    expect([again.statusCode, code(again)]).toEqual([409, 'already_registered']);
  });

  it('refuses a referee who is not 18 in the tournament year with refereeTooYoung', async () => {
    // Tournament in 2026: born 2009 turns 17.
    const r = await register(referee({ email: 'young@example.test', birthYear: 2009 }));
    expect(r.statusCode).toBe(400);
    expect(fields(r)).toEqual({ birthYear: ['refereeTooYoung'] });
  });

  it('counts the age in the year of tournament_start_date, not the current year, as the web form does', async () => {
    // Registering in 2026 for a 2027 tournament: born 2009 is 17 now and 18 at the tournament.
    await withConfig('tournament_start_date', '2027-04-02T00:00:00Z', async () => {
      const r = await register(referee({ email: 'next-year@example.test', birthYear: 2009 }));
      expect(r.statusCode).toBe(200);
      const tooYoung = await register(referee({ email: 'next-year-young@example.test', birthYear: 2010 }));
      expect(fields(tooYoung)).toEqual({ birthYear: ['refereeTooYoung'] });
    });
  });

  it('reports bad input on its fields', async () => {
    const r = await register({ ...referee({ gender: 'robot', phone: '123', email: 'x', shirtSize: 'L'.repeat(11), termsConsent: false }), birthYear: 'nineteen' });
    expect(r.statusCode).toBe(400);
    expect(fields(r)).toEqual({ gender: ['genderRequired'], phone: ['phone'], email: ['email'], shirtSize: ['tooLong'], termsConsent: ['termsRequired'], birthYear: ['birthYearRequired'] });
    expect(Object.keys(fields(await register({}))).length).toBeGreaterThanOrEqual(8);
  });

  it('is open outside its dates only to a super admin or referee manager, and to nobody when disabled', async () => {
    await withConfig('referee_registration_till', '2026-04-01T00:00:00Z', async () => {
      const anonymous = await register(referee({ email: 'late.ref@example.test' }));
      expect([anonymous.statusCode, code(anonymous)]).toEqual([403, 'registration_closed']);
      expect((await register(referee({ email: 'late.ref@example.test' }), 'club@demo.test')).statusCode).toBe(403);
      expect((await register(referee({ email: 'late.ref@example.test' }), 'referees@demo.test')).statusCode).toBe(200);
      expect((await register(referee({ email: 'late.ref2@example.test' }), 'superadmin@demo.test')).statusCode).toBe(200);
      await withConfig('referee_registration_enabled', 'false', async () => {
        expect((await register(referee({ email: 'late.ref3@example.test' }), 'referees@demo.test')).statusCode).toBe(403);
      });
    });
    await withConfig('referee_registration_enabled', 'false', async () => {
      expect((await register(referee({ email: 'off@example.test' }))).statusCode).toBe(403);
    });
  });
});
