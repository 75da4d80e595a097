import { adminCompetitionEndpoints as c, adminEndpoints as a, adminTrainingsEndpoints as tr, type AdminCompetitionDetail, type AdminTrainingList, type AuditEntry } from '@phc/api-contract';
import { teamFullName } from '@phc/tournaments';
import { call, createTestApp, type TestApp } from '../../platform/test-utils/test-app';
import { loginAdminAccounts } from './test-helpers';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let cookies: Record<string, string> = {};
/** The demo's E mix: registered teams, nothing built. */
let mix: number;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginAdminAccounts(t.app);
  mix = (await t.handle.db.selectFrom('team_categories').select('id').where('gender', '=', 'X').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const entriesOf = async (query: Record<string, string>): Promise<AuditEntry[]> => {
  const response = await call(t.app, a.audit, { cookie: cookies['admin@demo.test'], query });
  expect(response.statusCode).toBe(200);
  return response.json().entries;
};

describe(`the audit log names the teams a row lists by id (${db})`, () => {
  it('adds the club and team name of every team of a seeding pot change, keyed by the stored id', async () => {
    const matchmaker = { cookie: cookies['matchmaker@demo.test'] };
    const detail: AdminCompetitionDetail = (await call(t.app, c.detail, { ...matchmaker, params: { categoryId: mix } })).json().competition;
    const [first, second] = detail.teams;
    const saved = await call(t.app, c.pots, { ...matchmaker, params: { categoryId: mix }, body: { pots: [{ teamId: first.id, pot: 1 }, { teamId: second.id, pot: 2 }] } });
    expect(saved.statusCode).toBe(200);

    const [pots] = (await entriesOf({ entity: 'competition', entityId: String(mix) })).filter((e) => e.action === 'pots');
    expect(pots.after).toEqual({ [first.id]: 1, [second.id]: 2 });
    // The one team label (issue 24): club, category name, Roman number, e.g. "HC Praha E mix I".
    const named = (team: typeof first) => teamFullName({ clubName: team.clubName, name: team.name, categoryName: detail.category.name.cs, teamNumber: team.teamNumber });
    expect(pots.teamNames).toEqual({ [first.id]: named(first), [second.id]: named(second) });
  });

  it('adds no names to a row that lists no team', async () => {
    const clubId = (await t.handle.db.selectFrom('clubs').select('id').where('registration_state', '=', 'new').orderBy('id').executeTakeFirstOrThrow()).id;
    const decided = await call(t.app, a.clubsState, { cookie: cookies['admin@demo.test'], body: { ids: [clubId], state: 'processed' } });
    expect(decided.statusCode).toBe(200);
    const [entry] = await entriesOf({ entity: 'club', entityId: String(clubId) });
    expect(entry.after).toEqual({ registrationState: 'processed' });
    expect(entry).not.toHaveProperty('teamNames');
  });
});

describe(`the audit log names what each row is about (issue 24: "Klub 89", ${db})`, () => {
  it('answers the club’s name for a club row and the category’s for the builder’s rows', async () => {
    const club = await t.handle.db.selectFrom('clubs').select(['id', 'name']).where('registration_state', '=', 'processed').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await call(t.app, a.clubsState, { cookie: cookies['admin@demo.test'], body: { ids: [club.id], state: 'new' } })).statusCode).toBe(200);
    const [entry] = await entriesOf({ entity: 'club', entityId: String(club.id) });
    expect(entry.entityName).toBe(club.name);
    const category = await t.handle.db.selectFrom('team_categories').select('name_cs').where('id', '=', mix).executeTakeFirstOrThrow();
    const [pots] = await entriesOf({ entity: 'competition', entityId: String(mix) });
    expect(pots.entityName).toBe(category.name_cs);
  });
});

describe(`the audit log names every id a row stores (issue 24: "Hala: — → 5", ${db})`, () => {
  it('answers the hall’s and the referee’s name of a training decision, keyed by field and id', async () => {
    const admin = { cookie: cookies['admin@demo.test'] };
    const lookups: AdminTrainingList = (await call(t.app, tr.trainings, admin)).json();
    const [hall, referee, type] = [lookups.halls[0], lookups.referees[0], lookups.trainingTypes[0]];
    const team = await t.handle.db.selectFrom('teams').select('id').orderBy('id').executeTakeFirstOrThrow();
    // A day far from the seed's trainings, so the slot clashes with none.
    const training = await t.handle.db
      .insertInto('trainings')
      .values({ team_id: team.id, day_offset: 30, preferred_time: '09:00', training_type_id: type.id, duration_minutes: 90, state: 'pending', price: 100 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = { state: 'approved', startTime: '10:00', endTime: '11:30', placeId: hall.id, price: 1500, refereeId: referee.id } as const;
    expect((await call(t.app, tr.trainingDecision, { ...admin, params: { id: training.id }, body })).statusCode).toBe(200);

    const [entry] = await entriesOf({ entity: 'training', entityId: String(training.id) });
    const stored = await t.handle.db.selectFrom('places').select('name_cs').where('id', '=', hall.id).executeTakeFirstOrThrow();
    const person = await t.handle.db.selectFrom('referees').select(['first_name', 'last_name']).where('id', '=', referee.id).executeTakeFirstOrThrow();
    expect(entry.after).toEqual(expect.objectContaining({ placeId: hall.id, refereeId: referee.id }));
    expect(entry.valueNames).toEqual({ placeId: { [hall.id]: stored.name_cs }, refereeId: { [referee.id]: `${person.first_name} ${person.last_name}` } });
  });
});
