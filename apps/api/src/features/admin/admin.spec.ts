import { adminEndpoints as a, teamRequestEndpoints, webEndpoints as w } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../platform/test-utils/test-app';
import { loginAdminAccounts, roleMatrix, type RoleCase } from './test-helpers';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let cookies: Record<string, string> = {};
/** A club still waiting for a decision, and one whose teams play in the draw. */
let newClubId: number;
let drawnClubId: number;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginAdminAccounts(t.app);
  newClubId = (await t.handle.db.selectFrom('clubs').select('id').where('registration_state', '=', 'new').orderBy('id').executeTakeFirstOrThrow()).id;
  drawnClubId = (
    await t.handle.db.selectFrom('group_teams').innerJoin('teams', 'teams.id', 'group_teams.team_id').select('teams.club_id').orderBy('teams.club_id').executeTakeFirstOrThrow()
  ).club_id;
});
afterAll(() => t.close());

const auditOf = (clubId: number) => t.handle.db.selectFrom('admin_audit').selectAll().where('entity', '=', 'club').where('entity_id', '=', clubId).orderBy('id').execute();

describe(`registrations in the administration (${db})`, () => {
  it('lists every club, waiting ones too, with country, teams, persons and invoice totals', async () => {
    const response = await call(t.app, a.clubs, { cookie: cookies['admin@demo.test'] });
    expect(response.statusCode).toBe(200);
    const { clubs } = response.json();
    const total = await t.handle.db.selectFrom('clubs').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(clubs).toHaveLength(Number(total.n));
    expect(clubs.some((c: { id: number; registrationState: string }) => c.id === newClubId && c.registrationState === 'new')).toBe(true);
    const drawn = clubs.find((c: { id: number }) => c.id === drawnClubId);
    expect(drawn.countryCode).toMatch(/^[A-Z]{2}$/);
    expect(drawn.teams).toBeGreaterThan(0);
    expect(drawn.persons).toBeGreaterThan(0);
    expect(drawn.invoiceTotals.czk + drawn.invoiceTotals.eur).toBeGreaterThanOrEqual(0);
  });

  it('sums the invoice items of a club as quantity times unit price per currency', async () => {
    const items = await t.handle.db.selectFrom('invoice_items').select(['club_id', 'quantity', 'unit_price', 'currency']).execute();
    const clubId = items[0].club_id;
    const expected = items.filter((i) => i.club_id === clubId).reduce((sum, i) => ({ ...sum, [i.currency === 'EUR' ? 'eur' : 'czk']: sum[i.currency === 'EUR' ? 'eur' : 'czk'] + i.quantity * i.unit_price }), { czk: 0, eur: 0 });
    const { club } = (await call(t.app, a.club, { cookie: cookies['admin@demo.test'], params: { id: clubId } })).json();
    expect(club.invoiceTotals).toEqual(expected);
    expect(club.invoiceItems.length).toBe(items.filter((i) => i.club_id === clubId).length);
    expect(club.teamList.length).toBe(club.teams);
  });

  it('answers a club that does not exist with 404 and a bad id with 400 and its field code', async () => {
    expect((await call(t.app, a.club, { cookie: cookies['admin@demo.test'], params: { id: 999999 } })).statusCode).toBe(404);
    const bad = await call(t.app, a.club, { cookie: cookies['admin@demo.test'], params: { id: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'params.id': ['integer'] });
  });

  it('exports every invoice item with its club', async () => {
    const { items } = (await call(t.app, a.invoiceItems, { cookie: cookies['clubs@demo.test'] })).json();
    const count = await t.handle.db.selectFrom('invoice_items').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(items).toHaveLength(Number(count.n));
    expect(items[0]).toEqual(expect.objectContaining({ clubName: expect.any(String), code: expect.any(String), currency: expect.stringMatching(/^(CZK|EUR)$/) }));
  });

  it('approves a new registration: the club joins the public participants and the audit log records before and after', async () => {
    const before = (await call(t.app, w.clubs)).json().clubs.map((c: { id: number }) => c.id);
    expect(before).not.toContain(newClubId);
    const response = await call(t.app, a.clubsState, { cookie: cookies['admin@demo.test'], body: { ids: [newClubId], state: 'approved' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().clubs).toEqual([{ id: newClubId, registrationState: 'approved' }]);
    expect((await call(t.app, w.clubs)).json().clubs.map((c: { id: number }) => c.id)).toContain(newClubId);
    const [entry] = await auditOf(newClubId);
    expect(entry).toEqual(expect.objectContaining({ user_email: 'admin@demo.test', action: 'registrationState', before: { registrationState: 'new' }, after: { registrationState: 'approved' } }));
  });

  it('records nothing when the state does not change, and returns a registration to "new" with its record', async () => {
    await call(t.app, a.clubsState, { cookie: cookies['admin@demo.test'], body: { ids: [newClubId], state: 'approved' } });
    expect(await auditOf(newClubId)).toHaveLength(1);
    const back = await call(t.app, a.clubsState, { cookie: cookies['clubs@demo.test'], body: { ids: [newClubId], state: 'new' } });
    expect(back.statusCode).toBe(200);
    const entries = await auditOf(newClubId);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toEqual(expect.objectContaining({ user_email: 'clubs@demo.test', before: { registrationState: 'approved' }, after: { registrationState: 'new' } }));
  });

  it('refuses with 409 to return a club already playing in the draw, changing nothing', async () => {
    const response = await call(t.app, a.clubsState, { cookie: cookies['admin@demo.test'], body: { ids: [newClubId, drawnClubId], state: 'new' } });
    expect(response.statusCode).toBe(409);
    const state = await t.handle.db.selectFrom('clubs').select('registration_state').where('id', '=', drawnClubId).executeTakeFirstOrThrow();
    expect(state.registration_state).not.toBe('new');
    expect(await auditOf(drawnClubId)).toHaveLength(0);
  });

  it('decides many clubs at once, and none when one of them does not exist (404)', async () => {
    const missing = await call(t.app, a.clubsState, { cookie: cookies['admin@demo.test'], body: { ids: [newClubId, 999999], state: 'processed' } });
    expect(missing.statusCode).toBe(404);
    expect((await t.handle.db.selectFrom('clubs').select('registration_state').where('id', '=', newClubId).executeTakeFirstOrThrow()).registration_state).toBe('new');
    const ids = (await t.handle.db.selectFrom('clubs').select('id').where('id', '!=', newClubId).orderBy('id').limit(2).execute()).map((c) => c.id);
    const both = await call(t.app, a.clubsState, { cookie: cookies['admin@demo.test'], body: { ids: [newClubId, ...ids], state: 'processed' } });
    expect(both.statusCode).toBe(200);
    expect(both.json().clubs).toHaveLength(ids.length + 1);
    expect(await auditOf(newClubId)).toHaveLength(3);
  });

  it('answers bad decisions with 400 and field codes', async () => {
    const empty = await call(t.app, a.clubsState, { cookie: cookies['admin@demo.test'], body: { ids: [], state: 'approved' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ ids: ['required'] });
    const state = await call(t.app, a.clubsState, { cookie: cookies['admin@demo.test'], body: { ids: [1], state: 'paid' } });
    expect(state.json().error.fields).toEqual({ state: ['invalid'] });
    const missing = await call(t.app, a.clubsState, { cookie: cookies['admin@demo.test'], body: {} });
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['ids', 'state']);
  });
});

describe(`decisions: exception requests and referees (${db})`, () => {
  const pendingRequest = async () => (await t.handle.db.selectFrom('team_requests').select(['id', 'club_id']).where('state', '=', 'pending').orderBy('id').executeTakeFirstOrThrow());

  it('lists exception requests across clubs with their club, filtered by state', async () => {
    const { teamRequests } = (await call(t.app, a.teamRequests, { cookie: cookies['clubs@demo.test'], query: { state: 'pending' } })).json();
    expect(teamRequests.length).toBeGreaterThan(0);
    expect(teamRequests.every((r: { state: string; clubName: string }) => r.state === 'pending' && r.clubName.length > 0)).toBe(true);
  });

  it('approves a request waiving the fee: the player joins the team on an exception, the club sees the decision, the audit log has before and after', async () => {
    const pending = await pendingRequest();
    const response = await call(t.app, a.teamRequestDecision, { cookie: cookies['admin@demo.test'], params: { id: pending.id }, body: { state: 'approved', waiveFee: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json().teamRequest).toEqual(expect.objectContaining({ id: pending.id, state: 'approved', waiveFee: true, resolutionReason: null }));
    // The club zone's own list of the club's requests (its administrators and the super admin read it).
    const zone = await call(t.app, teamRequestEndpoints.list, { cookie: cookies['superadmin@demo.test'], query: { 'filter[club]': String(pending.club_id) } });
    expect(zone.json().data.find((d: { data: { id: number } }) => d.data.id === pending.id).data.state).toBe('approved');
    const row = await t.handle.db.selectFrom('team_requests').select(['participant_id', 'team_id']).where('id', '=', pending.id).executeTakeFirstOrThrow();
    const membership = await t.handle.db.selectFrom('participant_teams').selectAll().where('participant_id', '=', row.participant_id).where('team_id', '=', row.team_id).execute();
    expect(membership).toHaveLength(1);
    expect((await t.handle.db.selectFrom('participants').select('on_exception').where('id', '=', row.participant_id).executeTakeFirstOrThrow()).on_exception).toBe(true);
    const [entry] = (await t.handle.db.selectFrom('admin_audit').selectAll().where('entity', '=', 'teamRequest').where('entity_id', '=', pending.id).execute());
    expect(entry).toEqual(expect.objectContaining({ action: 'decision', before: { state: 'pending', resolutionReason: null, waiveFee: false }, after: { state: 'approved', resolutionReason: null, waiveFee: true } }));
  });

  it('asks for a reason to reject, and answers 409 for a request already decided', async () => {
    const pending = await pendingRequest();
    const noReason = await call(t.app, a.teamRequestDecision, { cookie: cookies['admin@demo.test'], params: { id: pending.id }, body: { state: 'rejected', reason: '  ' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ reason: ['required'] });
    const rejected = await call(t.app, a.teamRequestDecision, { cookie: cookies['admin@demo.test'], params: { id: pending.id }, body: { state: 'rejected', reason: 'Kategorie je plná.' } });
    expect(rejected.json().teamRequest).toEqual(expect.objectContaining({ state: 'rejected', resolutionReason: 'Kategorie je plná.', waiveFee: false }));
    const again = await call(t.app, a.teamRequestDecision, { cookie: cookies['admin@demo.test'], params: { id: pending.id }, body: { state: 'approved' } });
    expect(again.statusCode).toBe(409);
    expect((await call(t.app, a.teamRequestDecision, { cookie: cookies['admin@demo.test'], params: { id: 999999 }, body: { state: 'approved' } })).statusCode).toBe(404);
  });

  it('confirms a transfer once: the club can no longer change it, a second confirmation answers 409', async () => {
    const clubId = (await t.handle.db.selectFrom('user_clubs').innerJoin('users', 'users.id', 'user_clubs.user_id').select('user_clubs.club_id').where('users.email', '=', 'club@demo.test').orderBy('user_clubs.club_id').executeTakeFirstOrThrow()).club_id;
    const row = await t.handle.db
      .insertInto('transfers')
      .values({ club_id: clubId, pricelist_item_id: null, day: '2026-04-04', time: '10:00', transfer_type: 'arrival_station', persons: 12, flight_number: null, landing_time: null, note: null, state: 'unconfirmed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listed = (await call(t.app, a.transfers, { cookie: cookies['clubs@demo.test'], query: { state: 'unconfirmed' } })).json().transfers;
    expect(listed.find((tr: { id: number }) => tr.id === row.id)).toEqual(expect.objectContaining({ clubId, state: 'unconfirmed', clubName: expect.any(String) }));
    const confirmed = await call(t.app, a.transferConfirm, { cookie: cookies['admin@demo.test'], params: { id: row.id } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().transfer.state).toBe('confirmed');
    const edit = await call(t.app, w.transferUpdate, {
      cookie: cookies['club@demo.test'],
      params: { clubId, id: row.id },
      body: { day: '2026-04-04', time: '11:00', transferType: 'arrival_station', persons: 12 },
    });
    expect(edit.statusCode).toBe(409);
    expect((await call(t.app, a.transferConfirm, { cookie: cookies['admin@demo.test'], params: { id: row.id } })).statusCode).toBe(409);
    expect((await call(t.app, a.transferConfirm, { cookie: cookies['admin@demo.test'], params: { id: 999999 } })).statusCode).toBe(404);
    const [entry] = await t.handle.db.selectFrom('admin_audit').select(['action', 'before', 'after']).where('entity', '=', 'transfer').where('entity_id', '=', row.id).execute();
    expect(entry).toEqual({ action: 'confirm', before: { state: 'unconfirmed' }, after: { state: 'confirmed' } });
  });

  it('approves a referee registration: the referee joins the public list; rejecting takes them off again', async () => {
    const referee = await t.handle.db.selectFrom('referees').select(['id', 'last_name']).where('registration_state', '=', 'new').orderBy('id').executeTakeFirstOrThrow();
    const listed = async () => (await call(t.app, w.referees)).json().referees.some((r: { id: number }) => r.id === referee.id);
    expect(await listed()).toBe(false);
    const approved = await call(t.app, a.refereeDecision, { cookie: cookies['referees@demo.test'], params: { id: referee.id }, body: { state: 'approved' } });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().referee.registrationState).toBe('approved');
    expect(await listed()).toBe(true);
    await call(t.app, a.refereeDecision, { cookie: cookies['admin@demo.test'], params: { id: referee.id }, body: { state: 'rejected' } });
    expect(await listed()).toBe(false);
    const entries = await t.handle.db.selectFrom('admin_audit').select(['user_email', 'before', 'after']).where('entity', '=', 'referee').where('entity_id', '=', referee.id).orderBy('id').execute();
    expect(entries).toEqual([
      { user_email: 'referees@demo.test', before: { registrationState: 'new' }, after: { registrationState: 'approved' } },
      { user_email: 'admin@demo.test', before: { registrationState: 'approved' }, after: { registrationState: 'rejected' } },
    ]);
    const { referees } = (await call(t.app, a.referees, { cookie: cookies['admin@demo.test'] })).json();
    expect(referees.find((r: { id: number }) => r.id === referee.id).registrationState).toBe('rejected');
  });
});

describe(`the audit log (${db})`, () => {
  it('lists the newest writes first, filtered by entity, entity id and user', async () => {
    const all = (await call(t.app, a.audit, { cookie: cookies['superadmin@demo.test'] })).json();
    expect(all.entries.length).toBeGreaterThanOrEqual(4);
    expect(all.entries[0].id).toBeGreaterThan(all.entries[1].id);
    expect(all.users.map((u: { email: string }) => u.email).sort()).toEqual(['admin@demo.test', 'clubs@demo.test', 'referees@demo.test']);
    const clubsManager = all.users.find((u: { email: string }) => u.email === 'clubs@demo.test').id;
    const byUser = (await call(t.app, a.audit, { cookie: cookies['admin@demo.test'], query: { userId: String(clubsManager) } })).json();
    expect(byUser.entries.every((e: { userEmail: string }) => e.userEmail === 'clubs@demo.test')).toBe(true);
    const byClub = (await call(t.app, a.audit, { cookie: cookies['admin@demo.test'], query: { entity: 'club', entityId: String(newClubId) } })).json();
    expect(byClub.entries.map((e: { after: unknown }) => e.after)).toEqual([{ registrationState: 'processed' }, { registrationState: 'new' }, { registrationState: 'approved' }]);
  });

  it('refuses an unknown entity with 400', async () => {
    const response = await call(t.app, a.audit, { cookie: cookies['admin@demo.test'], query: { entity: 'planet' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'query.entity': ['invalid'] });
  });
});

describe(`who may call the administration (${db})`, () => {
  const registrations = ['superadmin@demo.test', 'admin@demo.test', 'clubs@demo.test'];
  const audit = ['superadmin@demo.test', 'admin@demo.test'];
  const referees = ['superadmin@demo.test', 'admin@demo.test', 'referees@demo.test'];
  const cases: RoleCase[] = [
    ['admin.clubs', a.clubs, registrations, () => ({})],
    ['admin.club', a.club, registrations, () => ({ params: { id: drawnClubId } })],
    ['admin.invoiceItems', a.invoiceItems, registrations, () => ({})],
    // Re-deciding the state the club has changes nothing: the matrix leaves the data as it was.
    ['admin.clubsState', a.clubsState, registrations, () => ({ body: { ids: [drawnClubId], state: 'approved' } })],
    ['admin.audit', a.audit, audit, () => ({})],
    ['admin.teamRequests', a.teamRequests, registrations, () => ({})],
    // A decided request answers 409 to whoever may decide: a pending one per allowed caller keeps each call 2xx.
    ['admin.teamRequestDecision', a.teamRequestDecision, registrations, (who) => ({ params: { id: matrixRequests[Math.max(0, registrations.indexOf(who))] }, body: { state: 'approved' } })],
    ['admin.transfers', a.transfers, registrations, () => ({})],
    ['admin.transferConfirm', a.transferConfirm, registrations, (who) => ({ params: { id: matrixTransfers[Math.max(0, registrations.indexOf(who))] } })],
    ['admin.referees', a.referees, referees, () => ({})],
    ['admin.refereeDecision', a.refereeDecision, referees, () => ({ params: { id: matrixRefereeId }, body: { state: 'approved' } })],
  ];
  const matrix = roleMatrix(cases);

  let matrixRequests: number[] = [];
  let matrixRefereeId = 0;
  let matrixTransfers: number[] = [];
  beforeAll(async () => {
    await t.handle.db.updateTable('clubs').set({ registration_state: 'approved' }).where('id', '=', drawnClubId).execute();
    matrixRefereeId = (await t.handle.db.selectFrom('referees').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    // One pending request per allowed caller; forbidden ones are refused before the request is read.
    const requestIds = (await t.handle.db.selectFrom('team_requests').select('id').where('state', '=', 'pending').orderBy('id', 'desc').limit(registrations.length).execute()).map((r) => r.id);
    expect(requestIds).toHaveLength(registrations.length);
    matrixRequests = requestIds;
    const clubId = (await t.handle.db.selectFrom('clubs').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const transfer = { club_id: clubId, pricelist_item_id: null, day: '2026-04-04', time: '10:00', transfer_type: 'arrival_station', persons: 2, flight_number: null, landing_time: null, note: null, state: 'unconfirmed' as const };
    matrixTransfers = (await t.handle.db.insertInto('transfers').values(registrations.map(() => transfer)).returning('id').execute()).map((r) => r.id);
  });

  it.each(matrix)('%s as %s', async (_name, who, endpoint, input, status) => {
    const response = await call(t.app, endpoint, { ...input(who), cookie: who === 'anonymous' ? undefined : cookies[who] });
    expect(response.statusCode).toBe(status);
  });
});

describe(`GET /admin/, the keep-alive and the area's address (${db})`, () => {
  it('answers a logged-in script with an empty 204 and a page request with the area', async () => {
    const ping = await t.app.inject({ method: 'GET', url: '/admin/', headers: { cookie: cookies['club@demo.test'], accept: '*/*' } });
    expect(ping.statusCode).toBe(204);
    expect(ping.body).toBe('');
    const page = await t.app.inject({ method: 'GET', url: '/admin/', headers: { cookie: cookies['admin@demo.test'], accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect((await t.app.inject({ method: 'GET', url: '/admin/' })).statusCode).toBe(200);
  });
});
