import { adminTrainingsEndpoints as a, trainingEndpoints, type AdminTraining, type AdminTrainingList, type TrainingDecisionBody } from '@phc/api-contract';
import { call, createTestApp, createUser, loginAs, type TestApp } from '../../platform/test-utils/test-app';
import { loginAdminAccounts, roleMatrix, type RoleCase } from './test-helpers';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let cookies: Record<string, string> = {};
let lookups: AdminTrainingList;
/** The approved club of club@demo.test and one of its teams. */
let clubId = 0;
let teamId = 0;
/** A free day far from the seed's trainings, so the tests' slots clash only with each other. */
let nextDay = 20;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginAdminAccounts(t.app);
  cookies['club@demo.test'] ??= await loginAs(t.app, 'club@demo.test');
  lookups = (await call(t.app, a.trainings, { cookie: cookies['admin@demo.test'] })).json();
  const user = await t.handle.db.selectFrom('users').select('id').where('email', '=', 'club@demo.test').executeTakeFirstOrThrow();
  const team = await t.handle.db.selectFrom('teams').innerJoin('user_clubs', 'user_clubs.club_id', 'teams.club_id').select(['teams.id', 'teams.club_id']).where('user_clubs.user_id', '=', user.id).orderBy('teams.club_id').orderBy('teams.id').executeTakeFirstOrThrow();
  clubId = team.club_id;
  teamId = team.id;
});
afterAll(() => t.close());

/** A pending training of the club's team on a day of its own, as the club books it. */
async function pendingTraining(day = nextDay++): Promise<number> {
  const [type] = lookups.trainingTypes;
  return (
    await t.handle.db
      .insertInto('trainings')
      .values({ team_id: teamId, day_offset: day, preferred_time: '09:00', training_type_id: type.id, duration_minutes: 90, state: 'pending', price: 100 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}
const decide = (id: number, body: TrainingDecisionBody | Record<string, unknown>, who = 'admin@demo.test') => call(t.app, a.trainingDecision, { cookie: cookies[who], params: { id }, body });
const approval = (change: Partial<TrainingDecisionBody> = {}): TrainingDecisionBody => ({
  state: 'approved',
  startTime: '10:00',
  endTime: '11:30',
  placeId: lookups.halls[0].id,
  price: 1500,
  refereeId: lookups.referees[0].id,
  ...change,
});
const clubView = async (id: number) => ((await call(t.app, trainingEndpoints.list, { cookie: cookies['club@demo.test'], query: { clubId: String(clubId) } })).json().trainings as { id: number }[]).find((x) => x.id === id);

describe(`trainings in the administration (${db})`, () => {
  it('lists every club’s trainings with date and currency, filters by state, and brings the halls, training types and approved referees', async () => {
    expect(lookups.trainings.length).toBeGreaterThan(5);
    expect(lookups.trainings[0]).toEqual(expect.objectContaining({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), currency: expect.stringMatching(/^(CZK|EUR)$/), team: expect.objectContaining({ clubName: expect.any(String) }) }));
    expect(lookups.halls.length).toBeGreaterThan(0);
    expect(lookups.referees.length).toBeGreaterThan(0);
    const approved = await t.handle.db.selectFrom('referees').select('id').where('registration_state', '=', 'approved').execute();
    expect(lookups.referees.map((r) => r.id).sort()).toEqual(approved.map((r) => r.id).sort());
    const pending: AdminTraining[] = (await call(t.app, a.trainings, { cookie: cookies['clubs@demo.test'], query: { state: 'pending' } })).json().trainings;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((x) => x.state === 'pending')).toBe(true);
    expect((await call(t.app, a.trainings, { cookie: cookies['admin@demo.test'], query: { state: 'done' } })).statusCode).toBe(400);
  });

  it('approves a training with its final time, hall, price and referee: the club sees it at once, the audit log has before and after', async () => {
    const id = await pendingTraining();
    const response = await decide(id, approval({ reason: 'Hala B, vchod ze dvora' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().training).toEqual(expect.objectContaining({ id, state: 'approved', startTime: '10:00', endTime: '11:30', placeId: lookups.halls[0].id, price: 1500, refereeId: lookups.referees[0].id, resolutionReason: 'Hala B, vchod ze dvora' }));
    const referee = `${lookups.referees[0].firstName} ${lookups.referees[0].lastName}`;
    expect(await clubView(id)).toEqual(expect.objectContaining({ state: 'approved', startTime: '10:00', endTime: '11:30', placeId: lookups.halls[0].id, price: 1500, refereeName: referee, resolutionReason: 'Hala B, vchod ze dvora' }));
    // In the calendar every signed-in user reads, the organiser's note stays the club's business, as its own note does.
    const otherClub = await t.handle.db.selectFrom('clubs').select('id').where('id', '!=', clubId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const otherAdmin = await createUser(t.app, { email: 'other-club@example.test' });
    await t.handle.db.insertInto('user_clubs').values({ user_id: otherAdmin, club_id: otherClub.id }).execute();
    const calendar = (await call(t.app, trainingEndpoints.list, { cookie: await loginAs(t.app, 'other-club@example.test') })).json().trainings as { id: number }[];
    expect(calendar.find((x) => x.id === id)).toEqual(expect.objectContaining({ state: 'approved', refereeName: referee, resolutionReason: null, price: null }));
    const entries = await t.handle.db.selectFrom('admin_audit').select(['user_email', 'action', 'before', 'after']).where('entity', '=', 'training').where('entity_id', '=', id).execute();
    expect(entries).toEqual([
      {
        user_email: 'admin@demo.test',
        action: 'decision',
        before: { state: 'pending', startTime: null, endTime: null, placeId: null, price: 100, refereeId: null, resolutionReason: null },
        after: { state: 'approved', startTime: '10:00', endTime: '11:30', placeId: lookups.halls[0].id, price: 1500, refereeId: lookups.referees[0].id, resolutionReason: 'Hala B, vchod ze dvora' },
      },
    ]);
  });

  it('rejects with the reason the club reads; a rejection without a reason is a 400 on the reason', async () => {
    const id = await pendingTraining();
    const missing = await decide(id, { state: 'rejected', reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ reason: ['required'] });
    const response = await decide(id, { state: 'rejected', reason: 'Hala je obsazená' });
    expect(response.statusCode).toBe(200);
    expect(response.json().training).toEqual(expect.objectContaining({ state: 'rejected', startTime: null, refereeId: null, resolutionReason: 'Hala je obsazená' }));
    expect(await clubView(id)).toEqual(expect.objectContaining({ state: 'rejected', resolutionReason: 'Hala je obsazená', refereeName: null }));
  });

  it('answers 400 on the field for a missing time, an end before the start, a slot of no whole training units, a place that is no hall and a referee not approved', async () => {
    const id = await pendingTraining();
    const missing = await decide(id, { state: 'approved' });
    expect(missing.json().error.fields).toEqual({ startTime: ['required'], endTime: ['required'], placeId: ['required'], price: ['required'] });
    expect((await decide(id, approval({ endTime: '09:00' }))).json().error.fields).toEqual({ endTime: ['invalid'] });
    expect((await decide(id, approval({ endTime: '10:50' }))).json().error.fields).toEqual({ endTime: ['trainingLength'] });
    const place = await t.handle.db.selectFrom('places').select('id').where('place_type', '!=', 'hall').executeTakeFirstOrThrow();
    const newReferee = await t.handle.db.selectFrom('referees').select('id').where('registration_state', '!=', 'approved').executeTakeFirstOrThrow();
    const wrong = await decide(id, approval({ placeId: place.id, refereeId: newReferee.id }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ placeId: ['invalid'], refereeId: ['invalid'] });
    expect((await decide(id, approval({ price: -5 }))).json().error.fields).toEqual({ price: ['min'] });
    expect((await t.handle.db.selectFrom('trainings').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state).toBe('pending');
  });

  it('answers 409 when the hall or the referee is taken at that time, for a cancelled training, and 404 for none', async () => {
    const day = nextDay++;
    const first = await pendingTraining(day);
    const second = await pendingTraining(day);
    expect((await decide(first, approval())).statusCode).toBe(200);
    const hallTaken = await decide(second, approval({ startTime: '11:00', endTime: '12:30', refereeId: null }));
    expect(hallTaken.statusCode).toBe(409);
    expect(hallTaken.json().error.code).toBe('hall_booked');
    const refereeBusy = await decide(second, approval({ placeId: lookups.halls[1].id }));
    expect(refereeBusy.statusCode).toBe(409);
    expect(refereeBusy.json().error.code).toBe('referee_busy');
    expect((await decide(second, approval({ placeId: lookups.halls[1].id, startTime: '11:30', endTime: '13:00' }))).statusCode).toBe(200);
    await t.handle.db.updateTable('trainings').set({ state: 'cancelled' }).where('id', '=', first).execute();
    const cancelled = await decide(first, approval());
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.code).toBe('training_cancelled');
    expect((await decide(999999, approval())).statusCode).toBe(404);
  });
});

describe(`who may decide trainings (${db})`, () => {
  const allowed = ['superadmin@demo.test', 'admin@demo.test', 'clubs@demo.test'];
  let id = 0;
  beforeAll(async () => {
    id = await pendingTraining();
  });
  // Approving with the same slot again changes nothing the next call would refuse.
  const cases: RoleCase[] = [
    ['admin.trainings', a.trainings, allowed, () => ({})],
    ['admin.trainingDecision', a.trainingDecision, allowed, () => ({ params: { id }, body: approval({ placeId: lookups.halls[2].id }) })],
  ];
  it.each(roleMatrix(cases))('%s as %s', async (_name, who, endpoint, input, status) => {
    const response = await call(t.app, endpoint, { ...input(who), cookie: who === 'anonymous' ? undefined : cookies[who] });
    expect(response.statusCode).toBe(status);
  });
});
