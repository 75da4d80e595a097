import { teamLeaderEndpoints as l, trainingEndpoints as e, trainingJoinRequestEndpoints as j, type Endpoint } from '@phc/api-contract';
import { call, createTestApp, createUser, loginAs, type TestApp } from '../../platform/test-utils/test-app';
import { codeOf, demoClubs } from './test-helpers';

// Issue 13 "Authorization": another club's administrator and a team leader (who administers no club)
// get 403 on every write of trainings, friendly-match requests and team leaders of a club.

let t: TestApp;
let clubs: { own: number; ownPending: number; other: number };
let typeId: number;
const writers: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  clubs = await demoClubs(t.app);
  typeId = (await t.app.ctx.db.selectFrom('training_types').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const stranger = await createUser(t.app, { email: 'spravce.jineho@example.test' });
  // A third club: neither the demo club nor the one whose training is joined below.
  const third = await t.app.ctx.db.selectFrom('clubs').select('id').where('id', 'not in', [clubs.own, clubs.ownPending, clubs.other]).orderBy('id').executeTakeFirstOrThrow();
  await t.app.ctx.db.insertInto('user_clubs').values({ user_id: stranger, club_id: third.id }).execute();
  writers['another club’s administrator'] = await loginAs(t.app, 'spravce.jineho@example.test');
  writers['a team leader'] = await loginAs(t.app, 'leader@demo.test');
}, 120_000);
afterAll(() => t.close());

const teamOf = async (clubId: number) => (await t.app.ctx.db.selectFrom('teams').select('id').where('club_id', '=', clubId).orderBy('id').executeTakeFirstOrThrow()).id;

async function makeTraining(clubId: number, seeking = false): Promise<number> {
  return (
    await t.app.ctx.db
      .insertInto('trainings')
      .values({ team_id: await teamOf(clubId), day_offset: 3, preferred_time: '07:00', training_type_id: typeId, duration_minutes: 45, state: 'pending', seeking_rival: seeking })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function makeJoin(owning: number, requesting: number): Promise<number> {
  const training = await makeTraining(owning, true);
  return (
    await t.app.ctx.db
      .insertInto('training_join_requests')
      .values({ training_id: training, requesting_team_id: await teamOf(requesting), state: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function leaderOf(teamId: number): Promise<number> {
  const row = await t.app.ctx.db.insertInto('team_leaders').values({ club_id: clubs.own, user_id: null, first_name: 'A', last_name: 'B', email: `x${Date.now()}${Math.random()}@example.test` }).returning('id').executeTakeFirstOrThrow();
  await t.app.ctx.db.insertInto('team_leader_teams').values({ team_leader_id: row.id, team_id: teamId }).execute();
  return row.id;
}

/** Every write of the demo club (the leader's own club), as the call it is. */
const writes: [string, Endpoint, () => Promise<{ params?: Record<string, unknown>; body?: unknown }>][] = [
  ['create a training', e.create, async () => ({ body: { teamId: await teamOf(clubs.own), day: 3, preferredTime: '09:00', trainingTypeId: typeId, durationInMinutes: 90 } })],
  ['change a training', e.update, async () => ({ params: { id: await makeTraining(clubs.own) }, body: { teamId: await teamOf(clubs.own), day: 3, preferredTime: '10:00', trainingTypeId: typeId, durationInMinutes: 45 } })],
  ['delete a training', e.remove, async () => ({ params: { id: await makeTraining(clubs.own) } })],
  ['cancel a training', e.cancel, async () => ({ params: { id: await makeTraining(clubs.own) } })],
  ['ask to join with the club’s team', j.join, async () => ({ params: { trainingId: await makeTraining(clubs.other, true) }, body: { requestingTeam: { id: await teamOf(clubs.own) } } })],
  ['accept a received request', j.accept, async () => ({ params: { id: await makeJoin(clubs.own, clubs.other) } })],
  ['reject a received request', j.reject, async () => ({ params: { id: await makeJoin(clubs.own, clubs.other) } })],
  ['cancel a sent request', j.cancel, async () => ({ params: { id: await makeJoin(clubs.other, clubs.own) } })],
  ['invite a team leader', l.add, async () => ({ params: { teamId: await teamOf(clubs.own) }, body: { firstName: 'X', lastName: 'Y', email: 'x.y@example.test' } })],
  ['remove a team leader', l.remove, async () => ({ params: { teamId: await teamOf(clubs.own), leaderId: await leaderOf(await teamOf(clubs.own)) } })],
];

describe('writes of another club', () => {
  for (const who of ['another club’s administrator', 'a team leader']) {
    it.each(writes)(`${who}: %s → 403`, async (_, endpoint, sample) => {
      const response = await call(t.app, endpoint, { ...(await sample()), cookie: writers[who] });
      expect(response.statusCode).toBe(403);
      // Refused for who they are, not for a closed window.
      expect(codeOf(response)).toBe('forbidden');
    });
  }
});
