import { adminCategoriesEndpoints as c, competitionEndpoints, matchRosterEndpoints as r, type AdminTeamCategory, type TeamCategoryBody } from '@phc/api-contract';
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

const list = async () => (await call(t.app, c.categories, { cookie: admin() })).json() as { categories: AdminTeamCategory[]; defaultLimits: unknown };
/** The body that saves a category unchanged. */
const bodyOf = ({ id: _id, teams: _teams, ...category }: AdminTeamCategory): TeamCategoryBody => category;
const newCategory = (overrides: Partial<TeamCategoryBody> = {}): TeamCategoryBody => ({
  code: 'F',
  nameCs: 'F přípravka',
  nameEn: 'F under 9',
  gender: 'X',
  birthYearFrom: 2017,
  birthYearTo: 2018,
  maxOtherGenderPlayers: 0,
  maxOlderPlayers: 1,
  smallCourt: true,
  sortOrder: 50,
  limits: null,
  ...overrides,
});
const auditOf = (entity: string, entityId: number) => t.handle.db.selectFrom('admin_audit').select(['user_email', 'action', 'before', 'after']).where('entity', '=', entity).where('entity_id', '=', entityId).orderBy('id').execute();

describe(`team categories in the administration (${db})`, () => {
  it('lists every category with its eligibility rules, team count and own roster limits, and the default limits', async () => {
    const { categories, defaultLimits } = await list();
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(categories[0]).toEqual(expect.objectContaining({ code: 'A', gender: 'M', birthYearFrom: expect.any(Number), birthYearTo: expect.any(Number), teams: expect.any(Number) }));
    expect(categories.every((category) => category.teams > 0)).toBe(true);
    // The demo's youngest categories bring bigger squads: their own row; the others read the default.
    const own = categories.filter((category) => category.limits !== null);
    expect(own.length).toBeGreaterThan(0);
    expect(own.map((category) => [category.code, category.limits?.maxPlayers])).toEqual(own.map(() => ['E', 16]));
    expect(categories[0].limits).toBeNull();
    expect(defaultLimits).toEqual({ minPlayers: 7, maxPlayers: 14, minLeaders: 1, maxLeaders: 4, playersCountWarningFrom: 13, maxExceptionPlayers: 2 });
  });

  it('creates a category with its own limits, shows it in the public static data at once, and records it', async () => {
    const before = (await call(t.app, competitionEndpoints.static)).json().teamCategories.length;
    const limits = { minPlayers: 5, maxPlayers: 12, minLeaders: 1, maxLeaders: 3, playersCountWarningFrom: null, maxExceptionPlayers: 0 };
    const created = await call(t.app, c.categoryCreate, { cookie: admin(), body: newCategory({ limits }) });
    expect(created.statusCode).toBe(200);
    const category = created.json().category as AdminTeamCategory;
    expect(category).toEqual(expect.objectContaining({ code: 'F', gender: 'X', teams: 0, limits }));
    expect((await call(t.app, competitionEndpoints.static)).json().teamCategories).toHaveLength(before + 1);
    const [entry] = await auditOf('teamCategory', category.id);
    expect(entry).toEqual({ user_email: 'admin@demo.test', action: 'create', before: null, after: expect.objectContaining({ code: 'F', limits }) });
  });

  it('refuses the same code and gender twice, reversed birth years and limits, each on its field, keeping nothing', async () => {
    const { categories } = await list();
    const taken = await call(t.app, c.categoryCreate, { cookie: admin(), body: newCategory({ code: categories[0].code, gender: categories[0].gender }) });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ code: ['taken'] });
    const reversed = await call(t.app, c.categoryCreate, { cookie: admin(), body: newCategory({ code: 'G', birthYearFrom: 2015, birthYearTo: 2012 }) });
    expect(reversed.json().error.fields).toEqual({ birthYearTo: ['birthYearsReversed'] });
    const onlyTo = await call(t.app, c.categoryCreate, { cookie: admin(), body: newCategory({ code: 'G', birthYearFrom: null, birthYearTo: 2012 }) });
    expect(onlyTo.json().error.fields).toEqual({ birthYearFrom: ['required'] });
    const limits = { minPlayers: 10, maxPlayers: 8, minLeaders: 3, maxLeaders: 1, playersCountWarningFrom: 9, maxExceptionPlayers: 0 };
    const badLimits = await call(t.app, c.categoryCreate, { cookie: admin(), body: newCategory({ code: 'G', limits }) });
    expect(badLimits.statusCode).toBe(400);
    expect(badLimits.json().error.fields).toEqual({ 'limits.minPlayers': ['minAboveMax'], 'limits.minLeaders': ['minAboveMax'], 'limits.playersCountWarningFrom': ['warningAboveMax'] });
    const junk = await call(t.app, c.categoryUpdate, { cookie: admin(), params: { id: categories[0].id }, body: { ...bodyOf(categories[0]), gender: 'Q', birthYearFrom: 'abc', maxOlderPlayers: -1 } });
    expect(junk.json().error.fields).toEqual({ gender: ['required'], birthYearFrom: ['integer'], maxOlderPlayers: ['min'] });
    expect((await list()).categories.map((category) => category.code)).not.toContain('G');
    expect((await call(t.app, c.categoryUpdate, { cookie: admin(), params: { id: 999999 }, body: newCategory({ code: 'H' }) })).statusCode).toBe(404);
  });

  it('deletes an unused category (its limits go with it) but answers 409 for one that teams use', async () => {
    const { categories } = await list();
    const used = categories.find((category) => category.teams > 0) as AdminTeamCategory;
    const refused = await call(t.app, c.categoryDelete, { cookie: admin(), params: { id: used.id } });
    expect(refused.statusCode).toBe(409);
    const unused = categories.find((category) => category.code === 'F') as AdminTeamCategory;
    expect((await call(t.app, c.categoryDelete, { cookie: admin(), params: { id: unused.id } })).statusCode).toBe(200);
    expect((await list()).categories.map((category) => category.id)).not.toContain(unused.id);
    expect(await t.handle.db.selectFrom('tournament_player_limits').select('id').where('team_category_id', '=', unused.id).execute()).toEqual([]);
    expect((await auditOf('teamCategory', unused.id)).map((entry) => [entry.action, entry.after === null])).toEqual([
      ['create', false],
      ['delete', true],
    ]);
    expect((await call(t.app, c.categoryDelete, { cookie: admin(), params: { id: unused.id } })).statusCode).toBe(404);
  });

  it('saves the default limits with before and after in the audit log', async () => {
    const { defaultLimits } = await list();
    const next = { minPlayers: 6, maxPlayers: 15, minLeaders: 1, maxLeaders: 4, playersCountWarningFrom: 14, maxExceptionPlayers: 2 };
    const response = await call(t.app, c.defaultLimits, { cookie: admin(), body: next });
    expect(response.json()).toEqual({ defaultLimits: next });
    expect((await list()).defaultLimits).toEqual(next);
    const entries = await t.handle.db.selectFrom('admin_audit').select(['before', 'after']).where('entity', '=', 'playerLimits').execute();
    expect(entries).toEqual([{ before: defaultLimits, after: next }]);
    await call(t.app, c.defaultLimits, { cookie: admin(), body: defaultLimits });
  });
});

describe(`a category change applies at once to the club zone's roster checks (${db})`, () => {
  /** A scheduled match's home team, its category, and a roster of eight players and a leader. */
  async function rosterCase() {
    const match = await t.handle.db
      .selectFrom('matches')
      .innerJoin('teams', 'teams.id', 'matches.home_team_id')
      .select(['matches.id', 'matches.home_team_id as teamId', 'teams.team_category_id as categoryId'])
      .where('matches.state', '=', 'scheduled')
      .where('matches.sealed_at', 'is', null)
      .orderBy('matches.starts_at', 'desc')
      .executeTakeFirstOrThrow();
    const teamId = match.teamId as number;
    const cookie = cookies['superadmin@demo.test'];
    const { candidates } = (await call(t.app, r.teamRosterCandidates, { params: { id: match.id, teamId }, cookie })).json() as { candidates: { participantId: number; isLeader: boolean; onException: boolean; jerseyNumber: number | null }[] };
    const numbers = new Set<number>();
    const players = candidates.filter((p) => !p.isLeader && !p.onException && p.jerseyNumber !== null && !numbers.has(p.jerseyNumber) && numbers.add(p.jerseyNumber)).slice(0, 8);
    const leader = candidates.find((p) => p.isLeader);
    if (players.length < 8 || !leader) throw new Error('the demo team has no roster of eight');
    const roster = [...players.map((p) => ({ participantId: p.participantId, jerseyNumber: p.jerseyNumber, isLeader: false })), { participantId: leader.participantId, jerseyNumber: null, isLeader: true }];
    const save = () => call(t.app, r.updateRoster, { params: { id: match.id, teamId }, body: { _data: { players: roster, confirm: false } }, cookie });
    return { categoryId: match.categoryId, save };
  }

  it('tightens the category’s roster limit: the same roster is then refused with the rule’s error, and accepted again after', async () => {
    const { categoryId, save } = await rosterCase();
    expect((await save()).statusCode).toBe(200);
    const category = (await list()).categories.find((cat) => cat.id === categoryId) as AdminTeamCategory;
    const tight = { minPlayers: 5, maxPlayers: 7, minLeaders: 1, maxLeaders: 2, playersCountWarningFrom: null, maxExceptionPlayers: 0 };
    expect((await call(t.app, c.categoryUpdate, { cookie: admin(), params: { id: categoryId }, body: { ...bodyOf(category), limits: tight } })).statusCode).toBe(200);
    const refused = await save();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ '_data.players': ['tooManyPlayers'] });
    const [entry] = (await auditOf('teamCategory', categoryId)).slice(-1);
    expect(entry).toEqual({ user_email: 'admin@demo.test', action: 'edit', before: expect.objectContaining({ limits: category.limits }), after: expect.objectContaining({ limits: tight }) });
    expect((await call(t.app, c.categoryUpdate, { cookie: admin(), params: { id: categoryId }, body: bodyOf(category) })).statusCode).toBe(200);
    expect((await save()).statusCode).toBe(200);
  });
});

describe(`who may manage categories (${db})`, () => {
  const allowed = ['superadmin@demo.test', 'admin@demo.test'];
  let first: AdminTeamCategory;
  /** One unused category per allowed account to delete. */
  const doomed: Record<string, number> = {};
  beforeAll(async () => {
    first = (await list()).categories[0];
    for (const [i, who] of allowed.entries()) doomed[who] = (await call(t.app, c.categoryCreate, { cookie: admin(), body: newCategory({ code: `Z${i}` }) })).json().category.id;
  });
  // Saving a category as it is changes nothing, so the matrix leaves the data as it was.
  const cases: RoleCase[] = [
    ['admin.categories', c.categories, allowed, () => ({})],
    ['admin.categoryCreate', c.categoryCreate, allowed, (who) => ({ body: newCategory({ code: `Y${allowed.indexOf(who)}` }) })],
    ['admin.categoryUpdate', c.categoryUpdate, allowed, () => ({ params: { id: first.id }, body: bodyOf(first) })],
    ['admin.categoryDelete', c.categoryDelete, allowed, (who) => ({ params: { id: doomed[who] ?? doomed['admin@demo.test'] } })],
    ['admin.defaultPlayerLimits', c.defaultLimits, allowed, () => ({ body: { minPlayers: 7, maxPlayers: 14, minLeaders: 1, maxLeaders: 4, playersCountWarningFrom: 13, maxExceptionPlayers: 2 } })],
  ];

  it.each(roleMatrix(cases))('%s as %s', async (_name, who, endpoint, input, status) => {
    const response = await call(t.app, endpoint, { ...input(who), cookie: who === 'anonymous' ? undefined : cookies[who] });
    expect(response.statusCode).toBe(status);
  });
});
