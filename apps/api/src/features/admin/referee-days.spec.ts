import { adminRefereeDaysEndpoints as r, competitionEndpoints as c } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../platform/test-utils/test-app';
import { groupAssignments } from './referee-days';
import { loginAdminAccounts, roleMatrix, type RoleCase } from './test-helpers';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let cookies: Record<string, string> = {};
let halls: { id: number }[] = [];
let day = '';
let approved: number[] = [];
let pending = 0;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginAdminAccounts(t.app);
  halls = await t.handle.db.selectFrom('places').select('id').where('place_type', '=', 'hall').orderBy('sort_order').orderBy('id').execute();
  approved = (await t.handle.db.selectFrom('referees').select('id').where('registration_state', '=', 'approved').orderBy('id').execute()).map((row) => row.id);
  pending = (await t.handle.db.selectFrom('referees').select('id').where('registration_state', '!=', 'approved').orderBy('id').executeTakeFirstOrThrow()).id;
  day = (await call(t.app, r.refereeDays, { cookie: cookies['referees@demo.test'] })).json().days[0];
});
afterAll(() => t.close());

const assign = (hallId: number, refereeIds: unknown[], who = 'referees@demo.test', onDay = day) => call(t.app, r.setRefereeDay, { cookie: cookies[who], params: { hallId, day: onDay }, body: { refereeIds } });
const hallReferees = async (hallId: number) => (await call(t.app, c.hallReferees, { cookie: cookies['reporter@demo.test'], params: { hallId }, query: { day } })).json()._data.refereeIds as number[];

describe('groupAssignments', () => {
  it('makes one assignment per hall and day with its referees in id order', () => {
    expect(
      groupAssignments([
        { place_id: 1, day: '2026-04-06', referee_id: 9 },
        { place_id: 1, day: '2026-04-06', referee_id: 3 },
        { place_id: 1, day: '2026-04-07', referee_id: 9 },
      ]),
    ).toEqual([
      { hallId: 1, day: '2026-04-06', refereeIds: [3, 9] },
      { hallId: 1, day: '2026-04-07', refereeIds: [9] },
    ]);
  });
});

describe(`referees per hall and day (${db})`, () => {
  it('lists the tournament days, the halls and only the approved referees', async () => {
    const answer = (await call(t.app, r.refereeDays, { cookie: cookies['admin@demo.test'] })).json();
    expect(answer.days.length).toBeGreaterThan(0);
    expect(answer.halls.map((h: { id: number }) => h.id)).toEqual(halls.map((h) => h.id));
    expect(answer.referees.map((ref: { id: number }) => ref.id).sort((a: number, b: number) => a - b)).toEqual(approved);
    expect(answer.assignments).toEqual([]);
  });

  it('assigns referees to a hall for a day: the match protocol offers them first, the list shows them, the audit has before and after', async () => {
    const hall = halls[1].id;
    const [first, second] = approved;
    const response = await assign(hall, [second, first]);
    expect(response.statusCode).toBe(200);
    expect(response.json().assignment).toEqual({ hallId: hall, day, refereeIds: [first, second].sort((a, b) => a - b) });
    expect((await hallReferees(hall)).slice(0, 2)).toEqual([first, second].sort((a, b) => a - b));
    expect((await call(t.app, r.refereeDays, { cookie: cookies['referees@demo.test'] })).json().assignments).toEqual([{ hallId: hall, day, refereeIds: [first, second].sort((a, b) => a - b) }]);
    const audit = await t.handle.db.selectFrom('admin_audit').select(['user_email', 'action', 'before', 'after']).where('entity', '=', 'place').where('entity_id', '=', hall).execute();
    expect(audit).toEqual([{ user_email: 'referees@demo.test', action: 'refereeDay', before: { day, refereeIds: [] }, after: { day, refereeIds: [first, second].sort((a, b) => a - b) } }]);
  });

  it('replaces the list, records nothing when nothing changes, and clears it with an empty list', async () => {
    const hall = halls[2].id;
    expect((await assign(hall, [approved[2]])).statusCode).toBe(200);
    expect((await assign(hall, [approved[2]])).statusCode).toBe(200);
    expect((await assign(hall, [])).json().assignment.refereeIds).toEqual([]);
    expect(await hallReferees(hall)).not.toContain(approved[2]);
    const audit = await t.handle.db.selectFrom('admin_audit').select('after').where('entity', '=', 'place').where('entity_id', '=', hall).orderBy('id').execute();
    expect(audit.map((a) => a.after)).toEqual([{ day, refereeIds: [approved[2]] }, { day, refereeIds: [] }]);
  });

  it('refuses a referee who is not approved, an unknown one, a repeated one, a day outside the tournament (400) and a place that is not a hall (404)', async () => {
    expect((await assign(halls[0].id, [pending])).json().error.fields).toEqual({ refereeIds: ['invalid'] });
    expect((await assign(halls[0].id, [999999])).json().error.fields).toEqual({ refereeIds: ['invalid'] });
    expect((await assign(halls[0].id, [approved[0], approved[0]])).json().error.fields).toEqual({ refereeIds: ['invalid'] });
    const outside = await assign(halls[0].id, [approved[0]], 'admin@demo.test', '2031-01-01');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields).toEqual({ day: ['invalid'] });
    expect((await assign(halls[0].id, [approved[0]], 'admin@demo.test', '2026-02-30')).statusCode).toBe(400);
    const other = await t.handle.db.selectFrom('places').select('id').where('place_type', '!=', 'hall').executeTakeFirstOrThrow();
    expect((await assign(other.id, [])).statusCode).toBe(404);
    expect((await assign(999999, [])).statusCode).toBe(404);
  });
});

describe(`who may assign referees to halls (${db})`, () => {
  const allowed = ['superadmin@demo.test', 'admin@demo.test', 'referees@demo.test'];
  // Clearing an empty hall-day changes nothing, so the matrix leaves the data as it was.
  const cases: RoleCase[] = [
    ['admin.refereeDays', r.refereeDays, allowed, () => ({})],
    ['admin.setRefereeDay', r.setRefereeDay, allowed, () => ({ params: { hallId: halls[3].id, day }, body: { refereeIds: [] } })],
  ];

  it.each(roleMatrix(cases))('%s as %s', async (_name, who, endpoint, input, status) => {
    const response = await call(t.app, endpoint, { ...input(who), cookie: who === 'anonymous' ? undefined : cookies[who] });
    expect(response.statusCode).toBe(status);
  });
});
