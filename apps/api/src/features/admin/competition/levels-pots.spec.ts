import { adminCompetitionEndpoints as c, type AdminCompetitionDetail } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../../platform/test-utils/test-app';
import { loginAdminAccounts, roleMatrix, type RoleCase } from '../test-helpers';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let cookies: Record<string, string> = {};
/** The demo's E mix: registered teams, nothing built. */
let mix: number;
/** A category the seed built and published. */
let seeded: number;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginAdminAccounts(t.app);
  const categories = await t.handle.db.selectFrom('team_categories').select(['id', 'gender']).orderBy('sort_order').execute();
  mix = categories.find((cat) => cat.gender === 'X')?.id as number;
  seeded = categories[0].id;
});
afterAll(() => t.close());

const matchmaker = () => ({ cookie: cookies['matchmaker@demo.test'] });
const competitionOf = async (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(200);
  return (response.json() as { competition: AdminCompetitionDetail }).competition;
};
const actionsOf = async (categoryId: number) =>
  (await t.handle.db.selectFrom('admin_audit').select('action').where('entity', '=', 'competition').where('entity_id', '=', categoryId).orderBy('id').execute()).map((a) => a.action);
const level = { nameCs: 'Nadstavba', nameEn: 'Second stage', type: 'group', order: 5 };

describe(`seeding pots (${db})`, () => {
  it('stores a pot per team, audits only the changed teams, and refuses a team of another category on its row', async () => {
    const before = await competitionOf(await call(t.app, c.detail, { ...matchmaker(), params: { categoryId: mix } }));
    expect(before.teams.every((team) => team.pot === null)).toBe(true);
    // Four pots of three (in the order of club names here), for three groups of four.
    const pots = before.teams.map((team, i) => ({ teamId: team.id, pot: Math.floor(i / 3) + 1 }));
    const saved = await competitionOf(await call(t.app, c.pots, { ...matchmaker(), params: { categoryId: mix }, body: { pots } }));
    expect(saved.teams.map((team) => team.pot)).toEqual(pots.map((p) => p.pot));
    await competitionOf(await call(t.app, c.pots, { ...matchmaker(), params: { categoryId: mix }, body: { pots } }));
    expect(await actionsOf(mix)).toEqual(['pots']);

    const outsider = (await t.handle.db.selectFrom('teams').select('id').where('team_category_id', '=', seeded).executeTakeFirstOrThrow()).id;
    const bad = await call(t.app, c.pots, { ...matchmaker(), params: { categoryId: mix }, body: { pots: [pots[0], { teamId: outsider, pot: 1 }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'pots.1.teamId': ['invalid'] });
    const outOfRange = await call(t.app, c.pots, { ...matchmaker(), params: { categoryId: mix }, body: { pots: [{ teamId: pots[0].teamId, pot: 17 }] } });
    expect(outOfRange.statusCode).toBe(400);
  });

  it('draws by the stored pots: every group gets one team of each pot, and each reason names the team’s pot', async () => {
    for (const seed of [1, 2, 3]) {
      const drawn = await competitionOf(await call(t.app, c.draw, { ...matchmaker(), params: { categoryId: mix }, body: { groupSize: 4, seed } }));
      const potOf = new Map(drawn.teams.map((team) => [team.id, team.pot]));
      for (const group of drawn.groups) expect(group.teamIds.map((id) => potOf.get(id)).sort()).toEqual([1, 2, 3, 4]);
      for (const reason of drawn.reasons) expect(reason.seedingPot).toBe(potOf.get(reason.teamId));
    }
  });

  it('answers 409 for pots of a published category', async () => {
    const team = (await t.handle.db.selectFrom('teams').select('id').where('team_category_id', '=', seeded).executeTakeFirstOrThrow()).id;
    expect((await call(t.app, c.pots, { ...matchmaker(), params: { categoryId: seeded }, body: { pots: [{ teamId: team, pot: 1 }] } })).statusCode).toBe(409);
  });
});

describe(`round levels and groups by hand (${db})`, () => {
  let added: AdminCompetitionDetail['roundLevels'][number];

  it('adds a level of the category’s own, in both languages and in order; a taken name or an unknown type is a 400 on its field', async () => {
    const detail = await competitionOf(await call(t.app, c.addLevel, { ...matchmaker(), params: { categoryId: mix }, body: level }));
    added = detail.roundLevels.find((l) => l.name.en === 'Second stage') as typeof added;
    expect(added).toMatchObject({ name: { cs: 'Nadstavba', en: 'Second stage' }, isBracket: false, order: 5, own: true });
    expect(detail.roundLevels.filter((l) => !l.own).length).toBeGreaterThan(0);
    const taken = await call(t.app, c.addLevel, { ...matchmaker(), params: { categoryId: mix }, body: { ...level, nameEn: 'Other' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ nameCs: ['taken'] });
    const badType = await call(t.app, c.addLevel, { ...matchmaker(), params: { categoryId: mix }, body: { ...level, nameCs: 'Jiná', nameEn: 'Other', type: 'league', order: 0 } });
    expect(badType.statusCode).toBe(400);
    expect(Object.keys(badType.json().error.fields).sort()).toEqual(['order', 'type']);
  });

  it('keeps a category’s own level out of the other categories’ builders', async () => {
    const other = await competitionOf(await call(t.app, c.detail, { ...matchmaker(), params: { categoryId: seeded } }));
    expect(other.roundLevels.some((l) => l.id === added.id)).toBe(false);
    expect((await call(t.app, c.editLevel, { ...matchmaker(), params: { categoryId: seeded, levelId: added.id }, body: level })).statusCode).toBe(409);
  });

  it('adds a group into the level, refuses one in a playoff level, removes an empty group and keeps one with teams', async () => {
    const detail = await competitionOf(await call(t.app, c.addGroup, { ...matchmaker(), params: { categoryId: mix }, body: { name: 'EX – Nadstavba 1', roundLevelId: added.id } }));
    const group = detail.groups.find((g) => g.name === 'EX – Nadstavba 1');
    expect(group).toMatchObject({ roundLevelId: added.id, teamIds: [], isBracket: false });
    const playoffLevel = detail.roundLevels.find((l) => l.isBracket) as typeof added;
    const intoPlayoff = await call(t.app, c.addGroup, { ...matchmaker(), params: { categoryId: mix }, body: { name: 'EX – X', roundLevelId: playoffLevel.id } });
    expect(intoPlayoff.statusCode).toBe(400);
    expect(intoPlayoff.json().error.fields).toEqual({ roundLevelId: ['invalid'] });

    const full = detail.groups.find((g) => g.teamIds.length > 0) as (typeof detail.groups)[number];
    expect((await call(t.app, c.deleteGroup, { ...matchmaker(), params: { categoryId: mix, groupId: full.id } })).statusCode).toBe(409);
    // The level has a group: it is not deleted, and its type does not change.
    expect((await call(t.app, c.deleteLevel, { ...matchmaker(), params: { categoryId: mix, levelId: added.id } })).statusCode).toBe(409);
    expect((await call(t.app, c.editLevel, { ...matchmaker(), params: { categoryId: mix, levelId: added.id }, body: { ...level, type: 'playoff' } })).statusCode).toBe(409);
    const removed = await competitionOf(await call(t.app, c.deleteGroup, { ...matchmaker(), params: { categoryId: mix, groupId: group?.id } }));
    expect(removed.groups.some((g) => g.id === group?.id)).toBe(false);
    expect((await call(t.app, c.deleteGroup, { ...matchmaker(), params: { categoryId: mix, groupId: group?.id } })).statusCode).toBe(404);
  });

  it('renames and reorders the own level, refuses to change a shared one (409) or an unknown one (404), then deletes it once empty', async () => {
    const renamed = await competitionOf(
      await call(t.app, c.editLevel, { ...matchmaker(), params: { categoryId: mix, levelId: added.id }, body: { nameCs: 'Skupiny o umístění', nameEn: 'Placement groups', type: 'playoff', order: 7 } }),
    );
    expect(renamed.roundLevels.find((l) => l.id === added.id)).toMatchObject({ name: { cs: 'Skupiny o umístění', en: 'Placement groups' }, isBracket: true, order: 7 });
    const shared = renamed.roundLevels.find((l) => !l.own) as typeof added;
    expect((await call(t.app, c.editLevel, { ...matchmaker(), params: { categoryId: mix, levelId: shared.id }, body: level })).statusCode).toBe(409);
    expect((await call(t.app, c.deleteLevel, { ...matchmaker(), params: { categoryId: mix, levelId: shared.id } })).statusCode).toBe(409);
    expect((await call(t.app, c.deleteLevel, { ...matchmaker(), params: { categoryId: mix, levelId: 999_999 } })).statusCode).toBe(404);
    const deleted = await competitionOf(await call(t.app, c.deleteLevel, { ...matchmaker(), params: { categoryId: mix, levelId: added.id } }));
    expect(deleted.roundLevels.some((l) => l.id === added.id)).toBe(false);
    expect((await actionsOf(mix)).filter((a) => a !== 'draw' && a !== 'pots')).toEqual(['levelCreate', 'group', 'groupDelete', 'levelEdit', 'levelDelete']);
  });

  it('builds the playoffs into the category’s own playoff levels, the last in order being the final', async () => {
    const semis = await competitionOf(await call(t.app, c.addLevel, { ...matchmaker(), params: { categoryId: mix }, body: { nameCs: 'EX semifinále', nameEn: 'EX semifinals', type: 'playoff', order: 20 } }));
    await competitionOf(await call(t.app, c.addLevel, { ...matchmaker(), params: { categoryId: mix }, body: { nameCs: 'EX finále', nameEn: 'EX final', type: 'playoff', order: 21 } }));
    const built = await competitionOf(await call(t.app, c.playoffs, { ...matchmaker(), params: { categoryId: mix }, body: { a: [1], b: [] } }));
    const own = built.roundLevels.filter((l) => l.own && l.isBracket);
    expect(own.map((l) => l.name.en)).toEqual(['EX semifinals', 'EX final']);
    const brackets = built.groups.filter((g) => g.isBracket);
    // Three group winners: two semifinal-level matches (one a bye's) and the final.
    expect(brackets.every((g) => own.some((l) => l.id === g.roundLevelId))).toBe(true);
    expect(brackets.filter((g) => g.roundLevelId === own[1].id)).toHaveLength(1);
    expect(semis.roundLevels.length).toBeGreaterThan(0);
  });

  it('answers 409 for every level and group change in a published category', async () => {
    const detail = await competitionOf(await call(t.app, c.detail, { ...matchmaker(), params: { categoryId: seeded } }));
    const params = { categoryId: seeded };
    const writes = [
      call(t.app, c.addLevel, { ...matchmaker(), params, body: { ...level, nameCs: 'Zveřejněná', nameEn: 'Published' } }),
      call(t.app, c.deleteGroup, { ...matchmaker(), params: { categoryId: seeded, groupId: detail.groups[0].id } }),
      call(t.app, c.deleteLevel, { ...matchmaker(), params: { categoryId: seeded, levelId: detail.roundLevels[0].id } }),
    ];
    for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(409);
  });
});

describe(`who may change levels, groups and pots (${db})`, () => {
  const allowed = ['superadmin@demo.test', 'admin@demo.test', 'matchmaker@demo.test'];
  /** Per allowed account: a level and an empty group of its own to edit and delete. */
  const mine: Record<string, { levelId: number; groupId: number }> = {};
  let target = 0;

  beforeAll(async () => {
    target = mix;
    const admin = { cookie: cookies['superadmin@demo.test'] };
    for (const [i, who] of allowed.entries()) {
      const detail = await competitionOf(await call(t.app, c.addLevel, { ...admin, params: { categoryId: target }, body: { nameCs: `Úroveň ${i}`, nameEn: `Level ${i}`, type: 'group', order: 30 + i } }));
      const levelId = (detail.roundLevels.find((l) => l.name.en === `Level ${i}`) as AdminCompetitionDetail['roundLevels'][number]).id;
      const withGroup = await competitionOf(await call(t.app, c.addGroup, { ...admin, params: { categoryId: target }, body: { name: `Prázdná ${i}` } }));
      mine[who] = { levelId, groupId: (withGroup.groups.find((g) => g.name === `Prázdná ${i}`) as { id: number }).id };
    }
  });

  const own = (who: string) => mine[who] ?? { levelId: 999_999, groupId: 999_999 };
  const cases: RoleCase[] = [
    ['admin.competition.addLevel', c.addLevel, allowed, (who) => ({ params: { categoryId: target }, body: { nameCs: `Nová ${who}`, nameEn: `New ${who}`, type: 'playoff', order: 40 } })],
    ['admin.competition.editLevel', c.editLevel, allowed, (who) => ({ params: { categoryId: target, levelId: own(who).levelId }, body: { nameCs: `Přejmenovaná ${who}`, nameEn: `Renamed ${who}`, type: 'group', order: 41 } })],
    ['admin.competition.deleteGroup', c.deleteGroup, allowed, (who) => ({ params: { categoryId: target, groupId: own(who).groupId } })],
    ['admin.competition.deleteLevel', c.deleteLevel, allowed, (who) => ({ params: { categoryId: target, levelId: own(who).levelId } })],
    ['admin.competition.pots', c.pots, allowed, () => ({ params: { categoryId: target }, body: { pots: [] } })],
  ];

  it.each(roleMatrix(cases))('%s as %s', async (_name, who, endpoint, input, status) => {
    const response = await call(t.app, endpoint, { ...input(who), cookie: who === 'anonymous' ? undefined : cookies[who] });
    expect(response.statusCode).toBe(status);
  });
});
