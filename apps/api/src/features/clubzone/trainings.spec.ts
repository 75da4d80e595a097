import { trainingEndpoints as e, trainingJoinRequestEndpoints as j, type Endpoint, type TrainingState } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../platform/test-utils/test-app';
import { codeOf, cookieJar, demoClubs, fieldsOf, parsed, setConfig, type Who } from './test-helpers';

let t: TestApp;
let clubs: { own: number; ownPending: number; other: number };
let third: number;
let typeId: number;
let halls: number[];
const as = cookieJar(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  clubs = await demoClubs(t.app);
  const db = t.app.ctx.db;
  third = (await db.selectFrom('clubs').select('id').where('id', 'not in', [clubs.own, clubs.ownPending, clubs.other]).orderBy('id').executeTakeFirstOrThrow()).id;
  typeId = (await db.selectFrom('training_types').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  halls = (await db.selectFrom('places').select('id').where('place_type', '=', 'hall').orderBy('id').execute()).map((h) => h.id);
}, 120_000);
afterAll(() => t.close());

const teamOf = async (clubId: number, index = 0) => (await t.app.ctx.db.selectFrom('teams').select('id').where('club_id', '=', clubId).orderBy('id').offset(index).limit(1).executeTakeFirstOrThrow()).id;

/** A training straight in the database; day 3 (the last day) has no demo trainings. */
async function makeTraining(clubId: number, over: { seeking_rival?: boolean; state?: TrainingState; place_id?: number | null; preferred_time?: string; day_offset?: number } = {}): Promise<number> {
  const row = await t.app.ctx.db
    .insertInto('trainings')
    .values({ team_id: await teamOf(clubId), day_offset: 3, preferred_time: '08:00', training_type_id: typeId, duration_minutes: 45, state: 'pending', ...over })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A pending invitation: `requesting` club's team asks to join a training of `owning` club. */
async function makeJoin(owning: number, requesting: number): Promise<number> {
  const trainingId = await makeTraining(owning, { seeking_rival: true });
  const row = await t.app.ctx.db
    .insertInto('training_join_requests')
    .values({ training_id: trainingId, requesting_team_id: await teamOf(requesting), state: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const input = async (clubId: number, over: Record<string, unknown> = {}) => ({ teamId: await teamOf(clubId), day: 3, preferredTime: '09:00', trainingTypeId: typeId, durationInMinutes: 90, ...over });

async function trainingSample(endpoint: Endpoint, clubId: number) {
  switch (endpoint.name) {
    case 'competition.trainingCreate':
      return { body: await input(clubId) };
    case 'competition.trainingUpdate':
      return { params: { id: await makeTraining(clubId) }, body: await input(clubId, { note: 'Raději dopoledne' }) };
    case 'competition.trainingRemove':
    case 'competition.trainingCancel':
      return { params: { id: await makeTraining(clubId) } };
    default:
      throw new Error(`no sample for ${endpoint.name}`);
  }
}

describe('authorization of trainings', () => {
  // SPEC §6: the club's administrators, club managers, the super admin; admins also edit trainings.
  const matrix: [Who, 'own' | 'other', number][] = [
    ['anonymous', 'own', 401],
    ['club@demo.test', 'own', 200],
    ['club@demo.test', 'other', 403],
    ['clubs@demo.test', 'other', 200],
    ['admin@demo.test', 'other', 200],
    ['reporter@demo.test', 'own', 403],
    ['superreporter@demo.test', 'own', 403],
    ['superadmin@demo.test', 'other', 200],
  ];
  for (const endpoint of [e.create, e.update, e.remove, e.cancel]) {
    it.each(matrix)(`${endpoint.name}: %s on %s club → %i`, async (who, which, status) => {
      const sample = await trainingSample(endpoint, which === 'own' ? clubs.own : clubs.other);
      const response = await call(t.app, endpoint, { ...sample, cookie: await as(who) });
      expect(response.statusCode).toBe(status);
      if (status === 200) parsed(endpoint, response);
    });
  }

  it.each([
    ['anonymous', 'own', 401],
    ['club@demo.test', 'own', 200],
    ['club@demo.test', 'other', 403],
    ['clubs@demo.test', 'other', 200],
    ['admin@demo.test', 'other', 200],
    ['reporter@demo.test', 'own', 403],
  ] as [Who, 'own' | 'other', number][])('competition.trainings of a club: %s on %s club → %i', async (who, which, status) => {
    const response = await call(t.app, e.list, { query: { clubId: String(which === 'own' ? clubs.own : clubs.other) }, cookie: await as(who) });
    expect(response.statusCode).toBe(status);
  });
});

describe('authorization of training join requests', () => {
  // Only club people: the requesting club joins and cancels, the owning club accepts and rejects.
  const matrix: [Who, 'own' | 'other', number][] = [
    ['anonymous', 'own', 401],
    ['club@demo.test', 'own', 200],
    ['club@demo.test', 'other', 403],
    ['clubs@demo.test', 'other', 200],
    ['admin@demo.test', 'own', 403],
    ['reporter@demo.test', 'own', 403],
    ['superadmin@demo.test', 'other', 200],
  ];

  it.each(matrix)('competition.trainingJoin: %s for a team of %s club → %i', async (who, which, status) => {
    const requesting = which === 'own' ? clubs.own : clubs.other;
    const trainingId = await makeTraining(third, { seeking_rival: true });
    const response = await call(t.app, j.join, { params: { trainingId }, body: { requestingTeam: { id: await teamOf(requesting) } }, cookie: await as(who) });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(parsed(j.join, response).trainingJoinRequest).toMatchObject({ state: 'pending', trainingId });
  });

  for (const [endpoint, side] of [
    [j.accept, 'owning'],
    [j.reject, 'owning'],
    [j.cancel, 'requesting'],
  ] as const) {
    it.each(matrix)(`${endpoint.name}: %s as the ${side} club being %s → %i`, async (who, which, status) => {
      const acting = which === 'own' ? clubs.own : clubs.other;
      const id = side === 'owning' ? await makeJoin(acting, third) : await makeJoin(third, acting);
      const response = await call(t.app, endpoint, { params: { id }, cookie: await as(who) });
      expect(response.statusCode).toBe(status);
      if (status === 200) parsed(endpoint, response);
    });
  }

  it.each(matrix)('created and received lists: %s on %s club → %i', async (who, which, status) => {
    const clubId = which === 'own' ? clubs.own : clubs.other;
    expect((await call(t.app, j.created, { params: { clubId }, cookie: await as(who) })).statusCode).toBe(status);
    expect((await call(t.app, j.received, { params: { clubId }, cookie: await as(who) })).statusCode).toBe(status);
  });

  it('lets only the owning club accept and only the requesting club cancel', async () => {
    const id = await makeJoin(clubs.own, clubs.other);
    // club@demo.test owns the training: it may not cancel the other club's request.
    expect((await call(t.app, j.cancel, { params: { id }, cookie: await as('club@demo.test') })).statusCode).toBe(403);
    const asked = await makeJoin(clubs.other, clubs.own);
    expect((await call(t.app, j.accept, { params: { id: asked }, cookie: await as('club@demo.test') })).statusCode).toBe(403);
    expect((await call(t.app, j.reject, { params: { id: asked }, cookie: await as('club@demo.test') })).statusCode).toBe(403);
  });
});

describe('trainings', () => {
  it('creates a pending training priced per hour from the price list', async () => {
    const created = parsed(e.create, await call(t.app, e.create, { body: await input(clubs.own, { durationInMinutes: 135 }), cookie: await as('club@demo.test') })).training;
    expect(created).toMatchObject({ state: 'pending', durationInMinutes: 135, day: 3, preferredTime: '09:00', startTime: null, placeId: null, team: { clubId: clubs.own } });
    // The demo's first club is Czech: 800 CZK an hour for 2¼ hours.
    expect(created.price).toBe(1800);
    const { trainings } = parsed(e.list, await call(t.app, e.list, { query: { clubId: String(clubs.own) }, cookie: await as('club@demo.test') }));
    expect(trainings.map((x) => x.id)).toContain(created.id);
    expect(trainings.every((x) => x.team.clubId === clubs.own)).toBe(true);
  });

  it('lists the whole calendar without a club, hiding other clubs’ notes and prices', async () => {
    const { trainings } = parsed(e.list, await call(t.app, e.list, { cookie: await as('club@demo.test') }));
    expect(new Set(trainings.map((x) => x.team.clubId)).size).toBeGreaterThan(1);
    const foreign = trainings.filter((x) => x.team.clubId !== clubs.own && x.team.clubId !== clubs.ownPending);
    expect(foreign.length).toBeGreaterThan(0);
    expect(foreign.every((x) => x.note === null && x.price === null)).toBe(true);
    const staff = parsed(e.list, await call(t.app, e.list, { cookie: await as('admin@demo.test') })).trainings;
    expect(staff.some((x) => x.price !== null && x.team.clubId !== clubs.own)).toBe(true);
  });

  it('answers 409 for a time another team booked in the hall, and frees it when that training is cancelled', async () => {
    const hall = halls[1];
    const booked = parsed(e.create, await call(t.app, e.create, { body: await input(clubs.other, { placeId: hall, day: 3, preferredTime: '09:00', durationInMinutes: 90 }), cookie: await as('superadmin@demo.test') })).training;
    const cookie = await as('club@demo.test');
    const clash = await call(t.app, e.create, { body: await input(clubs.own, { placeId: hall, day: 3, preferredTime: '10:00', durationInMinutes: 45 }), cookie });
    expect(clash.statusCode).toBe(409);
    expect(codeOf(clash)).toBe('conflict');
    // Right after it, another hall, another day (the demo's trainings there end by 10:00): free.
    expect((await call(t.app, e.create, { body: await input(clubs.own, { placeId: hall, day: 3, preferredTime: '10:30', durationInMinutes: 45 }), cookie })).statusCode).toBe(200);
    expect((await call(t.app, e.create, { body: await input(clubs.own, { placeId: halls[2], day: 3, preferredTime: '10:00', durationInMinutes: 45 }), cookie })).statusCode).toBe(200);
    expect((await call(t.app, e.create, { body: await input(clubs.own, { placeId: hall, day: 2, preferredTime: '10:00', durationInMinutes: 45 }), cookie })).statusCode).toBe(200);
    await call(t.app, e.cancel, { params: { id: booked.id }, cookie: await as('superadmin@demo.test') });
    expect((await call(t.app, e.create, { body: await input(clubs.own, { placeId: hall, day: 3, preferredTime: '09:00', durationInMinutes: 45 }), cookie })).statusCode).toBe(200);
  });

  it('lets a club change only a pending training; the organiser also a decided one', async () => {
    const id = await makeTraining(clubs.own, { state: 'approved', place_id: halls[3] });
    const refused = await call(t.app, e.update, { params: { id }, body: await input(clubs.own), cookie: await as('club@demo.test') });
    expect(refused.statusCode).toBe(409);
    expect((await call(t.app, e.remove, { params: { id }, cookie: await as('club@demo.test') })).statusCode).toBe(409);
    expect((await call(t.app, e.update, { params: { id }, body: await input(clubs.own, { durationInMinutes: 45 }), cookie: await as('admin@demo.test') })).statusCode).toBe(200);
  });

  it('cancels a pending or approved training once, answering its pending invitations', async () => {
    const cookie = await as('club@demo.test');
    const invitation = await makeJoin(clubs.own, clubs.other);
    const { trainingId } = parsed(j.created, await call(t.app, j.created, { params: { clubId: clubs.other }, cookie: await as('superadmin@demo.test') })).trainingJoinRequests.find((r) => r.id === invitation) ?? { trainingId: 0 };
    const cancelled = parsed(e.cancel, await call(t.app, e.cancel, { params: { id: trainingId }, cookie })).training;
    expect(cancelled.state).toBe('cancelled');
    expect((await call(t.app, e.cancel, { params: { id: trainingId }, cookie })).statusCode).toBe(409);
    const request = await t.app.ctx.db.selectFrom('training_join_requests').select('state').where('id', '=', invitation).executeTakeFirstOrThrow();
    expect(request.state).toBe('rejected');
  });

  it('closes trainings after trainings_editable_till for clubs (403 closed), not for admins', async () => {
    const before = await setConfig(t.app, 'trainings_editable_till', '2026-04-01T00:00:00Z');
    try {
      const response = await call(t.app, e.create, { body: await input(clubs.own, { day: 3 }), cookie: await as('club@demo.test') });
      expect(response.statusCode).toBe(403);
      expect(codeOf(response)).toBe('closed');
      expect((await call(t.app, e.create, { body: await input(clubs.own, { day: 3 }), cookie: await as('admin@demo.test') })).statusCode).toBe(200);
    } finally {
      await setConfig(t.app, 'trainings_editable_till', before);
    }
  });
});

describe('trainings against the tournament and the present (issue 24)', () => {
  // The test clock: 10:15 UTC (12:15 in Prague) on the demo's second day, day offset 1.
  it.each([
    ['a day three days past', { day: -2 }, { day: ['dayPast'] }],
    ['yesterday', { day: 0 }, { day: ['dayPast'] }],
    ['an hour already gone today (Prague’s clock)', { day: 1, preferredTime: '12:00' }, { preferredTime: ['timePast'] }],
    ['a day after the tournament', { day: 4 }, { day: ['outsideTournament'] }],
  ])('refuses %s with 400 on the field', async (_, over, fields) => {
    const response = await call(t.app, e.create, { body: await input(clubs.own, over), cookie: await as('club@demo.test') });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(fields);
  });

  it('books later today and refuses to move a waiting training into the past', async () => {
    const cookie = await as('club@demo.test');
    expect((await call(t.app, e.create, { body: await input(clubs.own, { day: 1, preferredTime: '12:30', durationInMinutes: 45 }), cookie })).statusCode).toBe(200);
    const id = await makeTraining(clubs.own);
    const moved = await call(t.app, e.update, { params: { id }, body: await input(clubs.own, { day: 0 }), cookie });
    expect(fieldsOf(moved)).toEqual({ day: ['dayPast'] });
    expect((await t.app.ctx.db.selectFrom('trainings').select('day_offset').where('id', '=', id).executeTakeFirstOrThrow()).day_offset).toBe(3);
  });

  it('takes no friendly-match request for a training that has begun, nor an acceptance of one', async () => {
    const yesterday = await makeTraining(clubs.other, { seeking_rival: true, day_offset: 0 });
    const late = await call(t.app, j.join, { params: { trainingId: yesterday }, body: { requestingTeam: { id: await teamOf(clubs.own) } }, cookie: await as('club@demo.test') });
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('trainingStarted');
    // Asked for while it lay ahead; the owning club answers only after it began.
    const morning = await makeTraining(clubs.own, { seeking_rival: true, day_offset: 1, preferred_time: '13:00' });
    const asked = parsed(j.join, await call(t.app, j.join, { params: { trainingId: morning }, body: { requestingTeam: { id: await teamOf(clubs.other) } }, cookie: await as('superadmin@demo.test') })).trainingJoinRequest;
    const before = t.clock.now;
    t.clock.now = new Date('2026-04-06T11:30:00Z');
    try {
      const accept = await call(t.app, j.accept, { params: { id: asked.id }, cookie: await as('club@demo.test') });
      expect(accept.statusCode).toBe(409);
      expect(codeOf(accept)).toBe('trainingStarted');
      expect((await call(t.app, j.reject, { params: { id: asked.id }, cookie: await as('club@demo.test') })).statusCode).toBe(200);
    } finally {
      t.clock.now = before;
    }
  });
});

describe('training join requests (SPEC §4 states)', () => {
  it('accepts one rival: the training gets it, the other invitations are rejected, a second accept is 409', async () => {
    const cookie = await as('club@demo.test');
    const trainingId = await makeTraining(clubs.own, { seeking_rival: true });
    const first = parsed(j.join, await call(t.app, j.join, { params: { trainingId }, body: { requestingTeam: { id: await teamOf(clubs.other) } }, cookie: await as('superadmin@demo.test') })).trainingJoinRequest;
    const second = parsed(j.join, await call(t.app, j.join, { params: { trainingId }, body: { requestingTeam: { id: await teamOf(third) } }, cookie: await as('superadmin@demo.test') })).trainingJoinRequest;
    expect(first).toMatchObject({ owningTeam: { clubId: clubs.own }, requestingTeam: { clubId: clubs.other }, trainingDate: '2026-04-08', trainingTime: '08:00' });

    const accepted = parsed(j.accept, await call(t.app, j.accept, { params: { id: first.id }, cookie })).trainingJoinRequest;
    expect(accepted.state).toBe('approved');
    const training = await t.app.ctx.db.selectFrom('trainings').select('rival_team_id').where('id', '=', trainingId).executeTakeFirstOrThrow();
    expect(training.rival_team_id).toBe(first.requestingTeam.id);
    expect((await t.app.ctx.db.selectFrom('training_join_requests').select('state').where('id', '=', second.id).executeTakeFirstOrThrow()).state).toBe('rejected');
    expect((await call(t.app, j.accept, { params: { id: first.id }, cookie })).statusCode).toBe(409);
    expect((await call(t.app, j.reject, { params: { id: first.id }, cookie })).statusCode).toBe(409);
    // A taken training takes no more requests.
    expect((await call(t.app, j.join, { params: { trainingId }, body: { requestingTeam: { id: await teamOf(third, 1) } }, cookie: await as('superadmin@demo.test') })).statusCode).toBe(409);

    // The rival withdraws: the training looks for a rival again.
    const withdrawn = parsed(j.cancel, await call(t.app, j.cancel, { params: { id: first.id }, cookie: await as('superadmin@demo.test') })).trainingJoinRequest;
    expect(withdrawn.state).toBe('cancelled');
    expect((await t.app.ctx.db.selectFrom('trainings').select('rival_team_id').where('id', '=', trainingId).executeTakeFirstOrThrow()).rival_team_id).toBeNull();
  });

  it('refuses to join a training that seeks no rival, the own club’s training, or twice (409/400)', async () => {
    const cookie = await as('club@demo.test');
    const team = await teamOf(clubs.own);
    const quiet = await makeTraining(clubs.other, { seeking_rival: false });
    expect((await call(t.app, j.join, { params: { trainingId: quiet }, body: { requestingTeam: { id: team } }, cookie })).statusCode).toBe(409);
    const own = await makeTraining(clubs.own, { seeking_rival: true });
    const self = await call(t.app, j.join, { params: { trainingId: own }, body: { requestingTeam: { id: await teamOf(clubs.own, 1) } }, cookie });
    expect(self.statusCode).toBe(400);
    expect(fieldsOf(self)).toEqual({ 'requestingTeam.id': ['invalid'] });
    const open = await makeTraining(clubs.other, { seeking_rival: true });
    expect((await call(t.app, j.join, { params: { trainingId: open }, body: { requestingTeam: { id: team } }, cookie })).statusCode).toBe(200);
    expect((await call(t.app, j.join, { params: { trainingId: open }, body: { requestingTeam: { id: team } }, cookie })).statusCode).toBe(409);
  });

  it('lists sent and received invitations of a club', async () => {
    const sent = await makeJoin(clubs.other, clubs.own);
    const received = await makeJoin(clubs.own, clubs.other);
    const created = parsed(j.created, await call(t.app, j.created, { params: { clubId: clubs.own }, cookie: await as('club@demo.test') })).trainingJoinRequests;
    const got = parsed(j.received, await call(t.app, j.received, { params: { clubId: clubs.own }, cookie: await as('club@demo.test') })).trainingJoinRequests;
    expect(created.map((r) => r.id)).toContain(sent);
    expect(created.every((r) => r.requestingTeam.clubId === clubs.own)).toBe(true);
    expect(got.map((r) => r.id)).toContain(received);
    expect(got.every((r) => r.owningTeam.clubId === clubs.own)).toBe(true);
  });
});

describe('the configured training_length (issue 24)', () => {
  it('takes 1 to 4 units of the configured length and refuses what the default units would make', async () => {
    const db = t.handle.db;
    const before = await db.selectFrom('config_values').select('value').where('key', '=', 'training_length').executeTakeFirstOrThrow();
    await db.updateTable('config_values').set({ value: '60' }).where('key', '=', 'training_length').execute();
    try {
      const cookie = await as('club@demo.test');
      const created = await call(t.app, e.create, { body: await input(clubs.own, { durationInMinutes: 240, preferredTime: '13:00' }), cookie });
      expect(created.statusCode).toBe(200);
      expect(parsed(e.create, created).training.durationInMinutes).toBe(240);
      const refused = await call(t.app, e.create, { body: await input(clubs.own, { durationInMinutes: 90, preferredTime: '18:00' }), cookie });
      expect([refused.statusCode, fieldsOf(refused)]).toEqual([400, { durationInMinutes: ['trainingLength'] }]);
    } finally {
      await db.updateTable('config_values').set({ value: before.value }).where('key', '=', 'training_length').execute();
    }
  });
});

describe('bad input on training calls', () => {
  it.each([
    ['missing fields', {}, { teamId: ['required'], day: ['required'], preferredTime: ['required'], trainingTypeId: ['required'], durationInMinutes: ['required'] }],
    ['wrong types', { teamId: 'x', day: 'zítra', preferredTime: 900, trainingTypeId: true, durationInMinutes: 'dlouho', seekingRival: 'ano' }, { teamId: ['integer'], day: ['integer'], preferredTime: ['required'], trainingTypeId: ['integer'], durationInMinutes: ['trainingLength'], seekingRival: ['invalid'] }],
    ['a duration of no whole unit', { durationInMinutes: 60 }, { durationInMinutes: ['trainingLength'] }],
    ['five units', { durationInMinutes: 225 }, { durationInMinutes: ['trainingLength'] }],
    ['an impossible time', { preferredTime: '25:00' }, { preferredTime: ['invalid'] }],
    ['a day far away', { day: 99 }, { day: ['max'] }],
    ['oversize strings', { note: 'x'.repeat(2001), rivalName: 'y'.repeat(101) }, { note: ['tooLong'], rivalName: ['tooLong'] }],
  ])('answers 400 with field codes for %s', async (_, over, fields) => {
    const body = Object.keys(over).length === 0 ? {} : { ...(await input(clubs.own)), ...over };
    const response = await call(t.app, e.create, { body, cookie: await as('club@demo.test') });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject(fields);
  });

  it('answers 400 for a join request of the wrong shape', async () => {
    const cookie = await as('club@demo.test');
    const trainingId = await makeTraining(clubs.other, { seeking_rival: true });
    const wrong = await call(t.app, j.join, { params: { trainingId }, body: { requestingTeam: { id: 'náš' } }, cookie });
    expect(fieldsOf(wrong)).toEqual({ 'requestingTeam.id': ['integer'] });
    const missing = await call(t.app, j.join, { params: { trainingId }, body: { requestingTeam: 5 }, cookie });
    expect(fieldsOf(missing)).toEqual({ requestingTeam: ['invalid'] });
  });

  it('refuses to move a training to another club’s team (403)', async () => {
    const id = await makeTraining(clubs.own);
    const response = await call(t.app, e.update, { params: { id }, body: await input(clubs.other), cookie: await as('club@demo.test') });
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 for an unknown training type or a place that is no hall', async () => {
    const cookie = await as('club@demo.test');
    const type = await call(t.app, e.create, { body: await input(clubs.own, { trainingTypeId: 999999 }), cookie });
    expect(fieldsOf(type)).toEqual({ trainingTypeId: ['invalid'] });
    const hotel = await t.app.ctx.db.selectFrom('places').select('id').where('place_type', '!=', 'hall').executeTakeFirstOrThrow();
    const place = await call(t.app, e.create, { body: await input(clubs.own, { placeId: hotel.id }), cookie });
    expect(fieldsOf(place)).toEqual({ placeId: ['invalid'] });
  });

  it('answers 404 for unknown teams, trainings, clubs and join requests', async () => {
    const cookie = await as('superadmin@demo.test');
    expect((await call(t.app, e.create, { body: await input(clubs.own, { teamId: 999999 }), cookie })).statusCode).toBe(404);
    expect((await call(t.app, e.update, { params: { id: 999999 }, body: await input(clubs.own), cookie })).statusCode).toBe(404);
    expect((await call(t.app, e.remove, { params: { id: 999999 }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, e.cancel, { params: { id: 999999 }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, e.list, { query: { clubId: '999999' }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, j.join, { params: { trainingId: 999999 }, body: { requestingTeam: { id: await teamOf(clubs.own) } }, cookie })).statusCode).toBe(404);
    const trainingId = await makeTraining(clubs.other, { seeking_rival: true });
    expect((await call(t.app, j.join, { params: { trainingId }, body: { requestingTeam: { id: 999999 } }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, j.join, { params: { trainingId }, body: {}, cookie })).statusCode).toBe(400);
    for (const endpoint of [j.accept, j.reject, j.cancel]) expect((await call(t.app, endpoint, { params: { id: 999999 }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, j.created, { params: { clubId: 999999 }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, j.received, { params: { clubId: 'abc' }, cookie })).statusCode).toBe(400);
  });
});
