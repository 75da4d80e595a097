import { webEndpoints as w, type Endpoint } from '@phc/api-contract';
import { call, createTestApp, createUser, loginAs, type TestApp } from '../../../platform/test-utils/test-app';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
/** The demo club administrator's first club, and a club they do not administer. */
let ownClubId: number;
let otherClubId: number;
const cookies: Record<string, string> = {};

const body = { day: '2026-04-05', time: '14:30', transferType: 'arrival_airport', persons: 18, flightNumber: 'OK 123', landingTime: '13:55', note: 'Velká zavazadla' };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.handle.db.selectFrom('users').select('id').where('email', '=', 'club@demo.test').executeTakeFirstOrThrow();
  const owned = await t.handle.db.selectFrom('user_clubs').select('club_id').where('user_id', '=', owner.id).orderBy('club_id').execute();
  ownClubId = owned[0].club_id;
  otherClubId = (await t.handle.db.selectFrom('clubs').select('id').where('id', 'not in', owned.map((o) => o.club_id)).orderBy('id').executeTakeFirstOrThrow()).id;
  // Another club's administrator: the attacker of the security matrix.
  const rival = await createUser(t.app, { email: 'rival@demo.test' });
  await t.handle.db.insertInto('user_clubs').values({ user_id: rival, club_id: otherClubId }).execute();
  for (const email of ['club@demo.test', 'rival@demo.test', 'clubs@demo.test', 'superadmin@demo.test', 'admin@demo.test', 'reporter@demo.test', 'superreporter@demo.test']) {
    cookies[email] = await loginAs(t.app, email);
  }
});
afterAll(() => t.close());

async function insertTransfer(clubId: number, state: 'unconfirmed' | 'confirmed' = 'unconfirmed'): Promise<number> {
  const row = await t.handle.db
    .insertInto('transfers')
    .values({ club_id: clubId, pricelist_item_id: null, day: '2026-04-04', time: '10:00', transfer_type: 'arrival_station', persons: 12, flight_number: null, landing_time: null, note: null, state })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function setTransfersTill(value: string | null) {
  await t.handle.db.updateTable('config_values').set({ value }).where('key', '=', 'transfers_editable_till').execute();
}

describe(`GET /api/v1/web/clubs/:id, the dashboard's club (${db})`, () => {
  it('answers the club with its teams and registration state to its administrator', async () => {
    const response = await call(t.app, w.club, { cookie: cookies['club@demo.test'], params: { id: ownClubId } });
    expect(response.statusCode).toBe(200);
    const { club } = response.json();
    expect(club.id).toBe(ownClubId);
    expect(['new', 'processed', 'approved']).toContain(club.registrationState);
    expect(club.teams.length).toBeGreaterThan(0);
    expect(club.teams.every((team: { clubId: number }) => team.clubId === ownClubId)).toBe(true);
  });

  it('answers a club still waiting for approval too (not in the public list)', async () => {
    const pending = await t.handle.db.selectFrom('clubs').select('id').where('registration_state', '=', 'new').executeTakeFirstOrThrow();
    const response = await call(t.app, w.club, { cookie: cookies['superadmin@demo.test'], params: { id: pending.id } });
    expect(response.json().club.registrationState).toBe('new');
  });

  const matrix: [string, string | null, number][] = [
    ['anonymous', null, 401],
    ['plain reporter', 'reporter@demo.test', 403],
    ["another club's administrator", 'rival@demo.test', 403],
    ['super reporter (any club)', 'superreporter@demo.test', 200],
    ['admin', 'admin@demo.test', 200],
    ['club manager', 'clubs@demo.test', 200],
    ['super admin', 'superadmin@demo.test', 200],
    ['own administrator', 'club@demo.test', 200],
  ];
  it.each(matrix)('%s reading the club → %i', async (_name, email, status) => {
    const response = await call(t.app, w.club, { cookie: email ? cookies[email] : undefined, params: { id: ownClubId } });
    expect(response.statusCode).toBe(status);
  });

  it('answers 404 for a club that does not exist and 400 for an id that is not one', async () => {
    expect((await call(t.app, w.club, { cookie: cookies['superadmin@demo.test'], params: { id: 987654 } })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/web/clubs/abc', headers: { cookie: cookies['superadmin@demo.test'] } });
    expect(bad.statusCode).toBe(400);
  });
});

describe(`transfers of a club (${db})`, () => {
  it('lets the administrator add, list, change and remove an unconfirmed transfer', async () => {
    const cookie = cookies['club@demo.test'];
    const created = await call(t.app, w.transferCreate, { cookie, params: { clubId: ownClubId }, body });
    expect(created.statusCode).toBe(201);
    const transfer = created.json().transfer;
    expect(transfer).toMatchObject({ clubId: ownClubId, day: '2026-04-05', time: '14:30', transferType: 'arrival_airport', persons: 18, flightNumber: 'OK 123', landingTime: '13:55', note: 'Velká zavazadla', state: 'unconfirmed' });

    const listed = await call(t.app, w.transfers, { cookie, params: { clubId: ownClubId } });
    expect(listed.json().transfers.map((x: { id: number }) => x.id)).toContain(transfer.id);

    const updated = await call(t.app, w.transferUpdate, { cookie, params: { clubId: ownClubId, id: transfer.id }, body: { ...body, transferType: 'departure_station', persons: 20, flightNumber: null, landingTime: null, note: null } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().transfer).toMatchObject({ id: transfer.id, transferType: 'departure_station', persons: 20, flightNumber: null, landingTime: null, note: null });
    const item = await t.handle.db.selectFrom('transfers').innerJoin('pricelist_items', 'pricelist_items.id', 'transfers.pricelist_item_id').select('pricelist_items.code').where('transfers.id', '=', transfer.id).executeTakeFirstOrThrow();
    expect(item.code).toBe('transfer_station');

    const removed = await call(t.app, w.transferRemove, { cookie, params: { clubId: ownClubId, id: transfer.id } });
    expect(removed.statusCode).toBe(200);
    expect(await t.handle.db.selectFrom('transfers').select('id').where('id', '=', transfer.id).executeTakeFirst()).toBeUndefined();
  });

  it('lists a club transfers by day and time', async () => {
    const a = await insertTransfer(ownClubId);
    await t.handle.db.updateTable('transfers').set({ day: '2026-04-01' }).where('id', '=', a).execute();
    const listed = (await call(t.app, w.transfers, { cookie: cookies['club@demo.test'], params: { clubId: ownClubId } })).json().transfers as { day: string; time: string }[];
    const keys = listed.map((x) => `${x.day} ${x.time}`);
    expect(keys).toEqual([...keys].sort());
    expect(listed[0].day).toBe('2026-04-01');
  });

  it('keeps a confirmed transfer read-only: 409 to change or remove it', async () => {
    const id = await insertTransfer(ownClubId, 'confirmed');
    const cookie = cookies['club@demo.test'];
    const update = await call(t.app, w.transferUpdate, { cookie, params: { clubId: ownClubId, id }, body });
    expect(update.statusCode).toBe(409);
    expect(update.json().error.code).toBe('conflict');
    expect((await call(t.app, w.transferRemove, { cookie, params: { clubId: ownClubId, id } })).statusCode).toBe(409);
    expect(await t.handle.db.selectFrom('transfers').select('state').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ state: 'confirmed' });
  });

  it('closes adding, changing and removing after "transfers editable till", reading stays open', async () => {
    const id = await insertTransfer(ownClubId);
    const cookie = cookies['club@demo.test'];
    await setTransfersTill('2026-04-05T00:00:00Z');
    try {
      expect((await call(t.app, w.transferCreate, { cookie, params: { clubId: ownClubId }, body })).statusCode).toBe(403);
      expect((await call(t.app, w.transferUpdate, { cookie, params: { clubId: ownClubId, id }, body })).statusCode).toBe(403);
      expect((await call(t.app, w.transferRemove, { cookie, params: { clubId: ownClubId, id } })).statusCode).toBe(403);
      expect((await call(t.app, w.transfers, { cookie, params: { clubId: ownClubId } })).statusCode).toBe(200);
      // A date-only deadline includes its whole day (the clock stands at 2026-04-06 10:15 UTC).
      await setTransfersTill('2026-04-06T00:00:00Z');
      expect((await call(t.app, w.transferUpdate, { cookie, params: { clubId: ownClubId, id }, body })).statusCode).toBe(200);
    } finally {
      await setTransfersTill('2026-05-06T00:00:00Z');
    }
  });

  it('answers 400 with the field codes for bad input, and keeps the database unchanged', async () => {
    const cookie = cookies['club@demo.test'];
    const before = await t.handle.db.selectFrom('transfers').select('id').where('club_id', '=', ownClubId).execute();
    const empty = await call(t.app, w.transferCreate, { cookie, params: { clubId: ownClubId }, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields)).toEqual(expect.arrayContaining(['day', 'time', 'transferType', 'persons']));
    const wrong = await call(t.app, w.transferCreate, { cookie, params: { clubId: ownClubId }, body: { ...body, day: '2026-02-30', time: '25:00', transferType: 'rocket', persons: 0, flightNumber: 'X'.repeat(40) } });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields)).toEqual(expect.arrayContaining(['time', 'transferType', 'persons', 'flightNumber']));
    const noSuchDay = await call(t.app, w.transferCreate, { cookie, params: { clubId: ownClubId }, body: { ...body, day: '2026-02-30' } });
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.json().error.fields).toEqual({ day: ['date'] });
    const notJson = await t.app.inject({ method: 'POST', url: `/api/v1/web/clubs/${ownClubId}/transfers`, headers: { cookie, 'content-type': 'application/json' }, payload: '{' });
    expect(notJson.statusCode).toBe(400);
    const badId = await t.app.inject({ method: 'PUT', url: `/api/v1/web/clubs/${ownClubId}/transfers/x1`, headers: { cookie }, payload: body });
    expect(badId.statusCode).toBe(400);
    expect(await t.handle.db.selectFrom('transfers').select('id').where('club_id', '=', ownClubId).execute()).toEqual(before);
  });

  it('refuses a day outside the tournament window (a few days before the first day to the day after the last) with the day field', async () => {
    const cookie = cookies['club@demo.test'];
    const start = (await t.handle.db.selectFrom('config_values').select('value').where('key', '=', 'tournament_start_date').executeTakeFirstOrThrow()).value?.slice(0, 10) as string;
    const shift = (days: number) => new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const monthAfter = await call(t.app, w.transferCreate, { cookie, params: { clubId: ownClubId }, body: { ...body, day: shift(30) } });
    expect(monthAfter.statusCode).toBe(400);
    expect(monthAfter.json().error.fields).toEqual({ day: ['outsideTournament'] });
    const tooEarly = await call(t.app, w.transferCreate, { cookie, params: { clubId: ownClubId }, body: { ...body, day: shift(-6) } });
    expect(tooEarly.json().error.fields).toEqual({ day: ['outsideTournament'] });
    const id = await insertTransfer(ownClubId);
    const moved = await call(t.app, w.transferUpdate, { cookie, params: { clubId: ownClubId, id }, body: { ...body, day: shift(5) } });
    expect(moved.json().error.fields).toEqual({ day: ['outsideTournament'] });
    // The edges belong to the window: arriving five days early, leaving the morning after the last day.
    expect((await call(t.app, w.transferUpdate, { cookie, params: { clubId: ownClubId, id }, body: { ...body, day: shift(-5) } })).statusCode).toBe(200);
    expect((await call(t.app, w.transferUpdate, { cookie, params: { clubId: ownClubId, id }, body: { ...body, day: shift(4) } })).statusCode).toBe(200);
  });

  it('answers 404 for a transfer that does not exist or belongs to another club', async () => {
    const cookie = cookies['club@demo.test'];
    const foreign = await insertTransfer(otherClubId);
    expect((await call(t.app, w.transferUpdate, { cookie, params: { clubId: ownClubId, id: 987654 }, body })).statusCode).toBe(404);
    expect((await call(t.app, w.transferUpdate, { cookie, params: { clubId: ownClubId, id: foreign }, body })).statusCode).toBe(404);
    expect((await call(t.app, w.transferRemove, { cookie, params: { clubId: ownClubId, id: foreign } })).statusCode).toBe(404);
    expect((await call(t.app, w.transfers, { cookie: cookies['superadmin@demo.test'], params: { clubId: 987654 } })).statusCode).toBe(404);
  });
});

describe(`transfers: who may read and write (SPEC §6, ${db})`, () => {
  async function requestFor(endpoint: Endpoint): Promise<{ params: Record<string, unknown>; body?: unknown }> {
    switch (endpoint.name) {
      case 'web.transfers':
        return { params: { clubId: ownClubId } };
      case 'web.transferCreate':
        return { params: { clubId: ownClubId }, body };
      case 'web.transferUpdate':
        return { params: { clubId: ownClubId, id: await insertTransfer(ownClubId) }, body };
      case 'web.transferRemove':
        return { params: { clubId: ownClubId, id: await insertTransfer(ownClubId) } };
      default:
        throw new Error(`no sample for ${endpoint.name}`);
    }
  }

  const who: [string, string | null, { read: number; write: number }][] = [
    ['anonymous', null, { read: 401, write: 401 }],
    ['plain reporter', 'reporter@demo.test', { read: 403, write: 403 }],
    ["another club's administrator", 'rival@demo.test', { read: 403, write: 403 }],
    ['super reporter', 'superreporter@demo.test', { read: 200, write: 403 }],
    ['admin', 'admin@demo.test', { read: 200, write: 403 }],
    ['club manager', 'clubs@demo.test', { read: 200, write: 200 }],
    ['super admin', 'superadmin@demo.test', { read: 200, write: 200 }],
    ['own administrator', 'club@demo.test', { read: 200, write: 200 }],
  ];
  const endpoints = [w.transfers, w.transferCreate, w.transferUpdate, w.transferRemove];
  const cases = who.flatMap(([name, email, expected]) => endpoints.map((endpoint) => [name, endpoint.name, endpoint === w.transfers ? expected.read : expected.write, email] as const));

  it.each(cases)('%s calling %s → %i', async (_name, endpointName, status, email) => {
    const endpoint = endpoints.find((e) => e.name === endpointName) as Endpoint;
    const input = await requestFor(endpoint);
    const before = await t.handle.db.selectFrom('transfers').select(['id', 'persons', 'transfer_type']).where('club_id', '=', ownClubId).orderBy('id').execute();
    const response = await call(t.app, endpoint, { ...input, cookie: email ? cookies[email] : undefined });
    expect(response.statusCode).toBe(endpoint === w.transferCreate && status === 200 ? 201 : status);
    if (status !== 200) {
      const after = await t.handle.db.selectFrom('transfers').select(['id', 'persons', 'transfer_type']).where('club_id', '=', ownClubId).orderBy('id').execute();
      expect(after).toEqual(before);
    }
  });
});
