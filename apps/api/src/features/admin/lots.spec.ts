import { adminLotsEndpoints as l, competitionEndpoints as c, type GroupTeamStanding } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../platform/test-utils/test-app';
import { loginAdminAccounts, roleMatrix, type RoleCase } from './test-helpers';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let cookies: Record<string, string> = {};
/** A demo group-stage group whose matches all end 10:10, so its teams are level after every criterion. */
let group: { id: number; teamIds: number[]; categoryId: number };

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginAdminAccounts(t.app);
  const row = await t.handle.db
    .selectFrom('groups')
    .innerJoin('round_levels', 'round_levels.id', 'groups.round_level_id')
    .innerJoin('group_teams', 'group_teams.group_id', 'groups.id')
    .select(['groups.id', 'groups.team_category_id'])
    .where('round_levels.is_bracket', '=', false)
    .groupBy(['groups.id', 'groups.team_category_id'])
    .having((eb) => eb.fn.countAll(), '>=', 3)
    .orderBy('groups.id')
    .executeTakeFirstOrThrow();
  const teams = await t.handle.db.selectFrom('group_teams').select('team_id').where('group_id', '=', row.id).execute();
  await t.handle.db.updateTable('matches').set({ state: 'finished', home_score: 10, away_score: 10, walkover: null }).where('group_id', '=', row.id).execute();
  group = { id: row.id, categoryId: row.team_category_id, teamIds: teams.map((r) => r.team_id).sort((a, b) => a - b) };
});
afterAll(() => t.close());

const overview = async (who = 'admin@demo.test') => (await call(t.app, l.adminLotsOverview, { cookie: cookies[who] })).json();
const record = (teamIds: unknown[], who = 'matchmaker@demo.test', groupId = group.id) => call(t.app, l.adminRecordLots, { cookie: cookies[who], params: { groupId }, body: { teamIds } });
const publicTable = async (): Promise<GroupTeamStanding[]> =>
  ((await call(t.app, c.live)).json().groupTeams as GroupTeamStanding[]).filter((r) => r.competitionGroupId === group.id).sort((a, b) => a.position - b.position);
const audit = (entity: string, entityId: number) => t.handle.db.selectFrom('admin_audit').select(['user_email', 'action', 'before', 'after']).where('entity', '=', entity).where('entity_id', '=', entityId).orderBy('id').execute();

describe(`tie-breaks and drawing of lots in the administration (${db})`, () => {
  it('lists a group whose teams are level after every criterion, with the set a draw must order and their names', async () => {
    const body = await overview();
    const listed = body.groups.find((g: { groupId: number }) => g.groupId === group.id);
    expect(listed).toEqual(expect.objectContaining({ categoryId: group.categoryId, ties: [group.teamIds], drawn: null }));
    expect(body.teams.map((team: { id: number }) => team.id).sort((a: number, b: number) => a - b)).toEqual(expect.arrayContaining(group.teamIds));
    expect(body.categories.find((cat: { id: number }) => cat.id === group.categoryId)).toEqual(expect.objectContaining({ procedure: null, defaultProcedure: 'ihf' }));
    expect((await publicTable()).map((r) => r.decidedBy)).toEqual(group.teamIds.map(() => 'lots'));
  });

  it('records a draw (who and when, audited): the public table follows the drawn order and says the lots decided', async () => {
    const drawn = [...group.teamIds].reverse();
    const response = await record(drawn);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expect.objectContaining({ groupId: group.id, ties: [], drawn: expect.objectContaining({ teamIds: drawn, drawnBy: 'matchmaker@demo.test', drawnAt: expect.any(String) }) }));
    const table = await publicTable();
    expect(table.map((r) => r.teamId)).toEqual(drawn);
    expect(table.every((r) => r.decidedBy === 'drawnLots')).toBe(true);
    expect(await audit('groupLots', group.id)).toEqual([{ user_email: 'matchmaker@demo.test', action: 'draw', before: { teamIds: null }, after: { teamIds: drawn } }]);
  });

  it('lists no tie of a group whose matches are not all over, and refuses a draw there (409)', async () => {
    const other = await t.handle.db
      .selectFrom('groups')
      .innerJoin('round_levels', 'round_levels.id', 'groups.round_level_id')
      .innerJoin('matches', 'matches.group_id', 'groups.id')
      .select('groups.id')
      .where('round_levels.is_bracket', '=', false)
      .where('matches.state', '!=', 'finished')
      .where('groups.id', '!=', group.id)
      .orderBy('groups.id')
      .executeTakeFirstOrThrow();
    const teams = (await t.handle.db.selectFrom('group_teams').select('team_id').where('group_id', '=', other.id).execute()).map((r) => r.team_id);
    expect((await overview()).groups.some((g: { groupId: number }) => g.groupId === other.id)).toBe(false);
    expect((await record(teams, 'admin@demo.test', other.id)).statusCode).toBe(409);
  });

  it('refuses a set of teams that is not level right now (409), a repeated or lone team (400) and an unknown group (404)', async () => {
    expect((await record(group.teamIds.slice(0, 2))).statusCode).toBe(409);
    const repeated = await record([group.teamIds[0], group.teamIds[0]]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.fields).toEqual({ teamIds: ['invalid'] });
    expect((await record([group.teamIds[0]])).statusCode).toBe(400);
    expect((await record(group.teamIds, 'admin@demo.test', 999999)).statusCode).toBe(404);
  });

  it('clears a draw recorded by mistake: the teams wait for a draw again', async () => {
    const response = await call(t.app, l.adminClearLots, { cookie: cookies['admin@demo.test'], params: { groupId: group.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expect.objectContaining({ ties: [group.teamIds], drawn: null }));
    expect((await publicTable()).map((r) => r.decidedBy)).toEqual(group.teamIds.map(() => 'lots'));
    expect((await audit('groupLots', group.id)).map((a) => a.action)).toEqual(['draw', 'clear']);
  });

  it('sets a category’s procedure instead of the sport default, back to the default with null, audited; refuses an unknown one', async () => {
    const set = (procedure: unknown, categoryId = group.categoryId) => call(t.app, l.adminCategoryTieBreak, { cookie: cookies['admin@demo.test'], params: { categoryId }, body: { procedure } });
    expect((await set('uefa')).json()).toEqual(expect.objectContaining({ id: group.categoryId, procedure: 'uefa', defaultProcedure: 'ihf' }));
    expect((await overview()).categories.find((cat: { id: number }) => cat.id === group.categoryId).procedure).toBe('uefa');
    expect((await set(null)).json().procedure).toBeNull();
    const unknown = await set('nhl');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ procedure: ['invalid'] });
    expect((await set('uefa', 999999)).statusCode).toBe(404);
    expect(await audit('categoryTieBreak', group.categoryId)).toEqual([
      { user_email: 'admin@demo.test', action: 'procedure', before: { procedure: null }, after: { procedure: 'uefa' } },
      { user_email: 'admin@demo.test', action: 'procedure', before: { procedure: 'uefa' }, after: { procedure: null } },
    ]);
  });

  it('ranks a category’s tables by the procedure it chose: FIVB puts matches won before points', async () => {
    // Another group of 4+ teams: its three lowest ids go round in a circle (each wins one), every other
    // match is a 10:10 draw. On points (handball) all are level and the head-to-head difference puts the
    // team that lost 10:20 last; FIVB ranks the three with a win above the teams without one.
    const other = await t.handle.db
      .selectFrom('groups')
      .innerJoin('round_levels', 'round_levels.id', 'groups.round_level_id')
      .innerJoin('group_teams', 'group_teams.group_id', 'groups.id')
      .select(['groups.id', 'groups.team_category_id'])
      .where('round_levels.is_bracket', '=', false)
      .where('groups.id', '!=', group.id)
      .groupBy(['groups.id', 'groups.team_category_id'])
      .having((eb) => eb.fn.countAll(), '>=', 4)
      .orderBy('groups.id')
      .executeTakeFirstOrThrow();
    const ids = (await t.handle.db.selectFrom('group_teams').select('team_id').where('group_id', '=', other.id).execute()).map((r) => r.team_id).sort((a, b) => a - b);
    const [first, second, third] = ids;
    const circle = new Map([[`${first}-${second}`, [11, 10]], [`${second}-${third}`, [20, 10]], [`${third}-${first}`, [11, 10]]]);
    for (const m of await t.handle.db.selectFrom('matches').select(['id', 'home_team_id', 'away_team_id']).where('group_id', '=', other.id).execute()) {
      const [home, away] = [m.home_team_id as number, m.away_team_id as number];
      const score = circle.get(`${home}-${away}`) ?? [...(circle.get(`${away}-${home}`) ?? [10, 10])].reverse();
      await t.handle.db.updateTable('matches').set({ state: 'finished', home_score: score[0], away_score: score[1], walkover: null }).where('id', '=', m.id).execute();
    }
    const table = async () => ((await call(t.app, c.adminLive, { cookie: cookies['admin@demo.test'] })).json().groupTeams as GroupTeamStanding[]).filter((r) => r.competitionGroupId === other.id).sort((x, y) => x.position - y.position);
    expect((await table()).at(-1)?.teamId).toBe(third);
    await call(t.app, l.adminCategoryTieBreak, { cookie: cookies['admin@demo.test'], params: { categoryId: other.team_category_id }, body: { procedure: 'fivb' } });
    const fivb = await table();
    expect(fivb.slice(0, 3).map((r) => r.teamId).sort((x, y) => x - y)).toEqual([first, second, third]);
    expect(fivb[0].decidedBy).not.toBeNull();
    await call(t.app, l.adminCategoryTieBreak, { cookie: cookies['admin@demo.test'], params: { categoryId: other.team_category_id }, body: { procedure: null } });
    expect((await table()).at(-1)?.teamId).toBe(third);
  });

  const allowed = ['superadmin@demo.test', 'admin@demo.test', 'matchmaker@demo.test'];
  const cases: RoleCase[] = [
    ['overview', l.adminLotsOverview, allowed, () => ({})],
    ['record a draw', l.adminRecordLots, allowed, () => ({ params: { groupId: group.id }, body: { teamIds: group.teamIds } })],
    ['clear a draw', l.adminClearLots, allowed, () => ({ params: { groupId: group.id } })],
    ['category procedure', l.adminCategoryTieBreak, allowed, () => ({ params: { categoryId: group.categoryId }, body: { procedure: null } })],
  ];
  it.each(roleMatrix(cases))('%s as %s', async (_name, who, endpoint, input, status) => {
    const response = await call(t.app, endpoint, { ...input(who), cookie: who === 'anonymous' ? undefined : cookies[who] });
    expect(response.statusCode).toBe(status);
  });
});
