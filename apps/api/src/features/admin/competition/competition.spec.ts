import { adminCompetitionEndpoints as c, competitionEndpoints as pub, type AdminCompetitionDetail, type LiveData, type LiveEvent, type StaticData } from '@phc/api-contract';
import { call, createTestApp, loginAs, type TestApp } from '../../../platform/test-utils/test-app';
import { loginAdminAccounts, roleMatrix, type RoleCase } from '../test-helpers';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let cookies: Record<string, string> = {};
/** The demo seed's category with registered teams and nothing built (E mix). */
let undrawn: number;
/** A category the seed built and published. */
let seeded: number;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginAdminAccounts(t.app);
  const categories = await t.handle.db.selectFrom('team_categories').select(['id', 'gender']).orderBy('sort_order').execute();
  undrawn = categories.find((cat) => cat.gender === 'X')?.id as number;
  seeded = categories[0].id;
  matchmaker = as('matchmaker@demo.test');
});
afterAll(() => t.close());

const as = (email: string) => ({ cookie: cookies[email] });
let matchmaker: { cookie: string };
const competitionOf = async (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(200);
  return (response.json() as { competition: AdminCompetitionDetail }).competition;
};
const publicStatic = async () => (await call(t.app, pub.static)).json() as StaticData;
const publicLive = async () => (await call(t.app, pub.live)).json() as LiveData;
const auditOf = (categoryId: number) =>
  t.handle.db.selectFrom('admin_audit').select(['user_email', 'action']).where('entity', '=', 'competition').where('entity_id', '=', categoryId).orderBy('id').execute();

describe(`the competition builder (${db})`, () => {
  let drawn: AdminCompetitionDetail;

  it('lists every category with what is built: the seed’s published, the undrawn one with its registered teams', async () => {
    const response = await call(t.app, c.categories, matchmaker);
    expect(response.statusCode).toBe(200);
    const categories = response.json().categories as { id: number; state: string; registeredTeams: number; groups: number }[];
    expect(categories.find((cat) => cat.id === seeded)).toMatchObject({ state: 'published' });
    expect(categories.find((cat) => cat.id === undrawn)).toMatchObject({ state: 'none', registeredTeams: 12, groups: 0 });
  });

  it('draws the registered teams into a draft: groups of the asked size, a club’s two teams apart, a reason for every team, audited', async () => {
    drawn = await competitionOf(await call(t.app, c.draw, { ...matchmaker, params: { categoryId: undrawn }, body: { groupSize: 4, seed: 7 } }));
    expect(drawn.category.state).toBe('draft');
    expect(drawn.groups.map((g) => g.teamIds.length)).toEqual([4, 4, 4]);
    const clubOf = new Map(drawn.teams.map((team) => [team.id, team.clubId]));
    for (const group of drawn.groups) expect(new Set(group.teamIds.map((id) => clubOf.get(id))).size).toBe(group.teamIds.length);
    expect(drawn.reasons.map((r) => r.teamId).sort()).toEqual(drawn.teams.map((team) => team.id).sort());
    expect(drawn.reasons.every((r) => drawn.groups.find((g) => g.id === r.groupId)?.teamIds.includes(r.teamId))).toBe(true);
    expect(await auditOf(undrawn)).toEqual([{ user_email: 'matchmaker@demo.test', action: 'draw' }]);
  });

  it('draws the same groups again from the same seed', async () => {
    const again = await competitionOf(await call(t.app, c.draw, { ...matchmaker, params: { categoryId: undrawn }, body: { groupSize: 4, seed: 7 } }));
    expect(again.groups.map((g) => g.teamIds)).toEqual(drawn.groups.map((g) => g.teamIds));
    drawn = again;
  });

  it('keeps the draft out of every public read', async () => {
    const statics = await publicStatic();
    expect(statics.groups.filter((g) => g.teamCategoryId === undrawn)).toEqual([]);
    expect(statics.groups.some((g) => g.teamCategoryId === seeded)).toBe(true);
  });

  it('names what a move would break before it is made, then moves the team and explains it as moved by hand', async () => {
    const clubOf = new Map(drawn.teams.map((team) => [team.id, team.clubId]));
    const [first, second] = drawn.groups;
    const mover = second.teamIds[0];
    const check = await call(t.app, c.checkMove, { ...matchmaker, params: { categoryId: undrawn }, body: { teamId: mover, groupId: first.id } });
    expect(check.statusCode).toBe(200);
    const breaks = check.json().breaks as { constraint: string; groupId: number; hard: boolean }[];
    // Group A gets a fifth team and group B is one short of its planned size.
    expect(breaks).toEqual(expect.arrayContaining([expect.objectContaining({ constraint: 'groupSize', groupId: first.id }), expect.objectContaining({ constraint: 'groupSize', groupId: second.id })]));
    const sameClub = first.teamIds.some((id) => clubOf.get(id) === clubOf.get(mover));
    expect(breaks.some((b) => b.constraint === 'sameClub' && b.hard)).toBe(sameClub);

    const moved = await competitionOf(await call(t.app, c.move, { ...matchmaker, params: { categoryId: undrawn }, body: { teamId: mover, groupId: first.id } }));
    expect(moved.groups[0].teamIds).toContain(mover);
    expect(moved.groups[1].teamIds).not.toContain(mover);
    expect(moved.reasons.find((r) => r.teamId === mover)).toMatchObject({ rule: 'manual', groupId: first.id, fromGroupId: second.id });
    // Back where it was, so the groups are even again for the schedule.
    await competitionOf(await call(t.app, c.move, { ...matchmaker, params: { categoryId: undrawn }, body: { teamId: mover, groupId: second.id } }));
  });

  it('adds an empty group by hand (a taken name is a 400), and a team moved into it is explained as moved', async () => {
    const added = await competitionOf(await call(t.app, c.addGroup, { ...matchmaker, params: { categoryId: undrawn }, body: { name: 'EX – D' } }));
    const group = added.groups.find((g) => g.name === 'EX – D');
    expect(group).toMatchObject({ teamIds: [], isBracket: false });
    const taken = await call(t.app, c.addGroup, { ...matchmaker, params: { categoryId: undrawn }, body: { name: 'EX – D' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ name: ['taken'] });
    const mover = added.groups[0].teamIds[0];
    const moved = await competitionOf(await call(t.app, c.move, { ...matchmaker, params: { categoryId: undrawn }, body: { teamId: mover, groupId: group?.id } }));
    expect(moved.groups.find((g) => g.name === 'EX – D')?.teamIds).toEqual([mover]);
    expect(moved.reasons.find((r) => r.teamId === mover)).toMatchObject({ rule: 'manual', groupId: group?.id });
    // Drawn again: three groups of four, as the rest of this file expects.
    drawn = await competitionOf(await call(t.app, c.draw, { ...matchmaker, params: { categoryId: undrawn }, body: { groupSize: 4, seed: 7 } }));
    expect(drawn.groups).toHaveLength(3);
  });

  it('answers 400 with the field for a move of a team or into a group outside the draw, and for a group size out of range', async () => {
    const outsider = (await t.handle.db.selectFrom('teams').select('id').where('team_category_id', '=', seeded).executeTakeFirstOrThrow()).id;
    const badMove = await call(t.app, c.move, { ...matchmaker, params: { categoryId: undrawn }, body: { teamId: outsider, groupId: 999_999 } });
    expect(badMove.statusCode).toBe(400);
    expect(badMove.json().error.fields).toEqual({ teamId: ['invalid'], groupId: ['invalid'] });
    const badSize = await call(t.app, c.draw, { ...matchmaker, params: { categoryId: undrawn }, body: { groupSize: 2 } });
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().error.fields).toEqual({ groupSize: ['min'] });
    expect((await call(t.app, c.detail, { ...matchmaker, params: { categoryId: 999_999 } })).statusCode).toBe(404);
  });

  it('builds playoff trees A and B from the group positions, each bracket match a group fed by a group position or an earlier match', async () => {
    const built = await competitionOf(await call(t.app, c.playoffs, { ...matchmaker, params: { categoryId: undrawn }, body: { a: [1, 2], b: [3, 4] } }));
    const brackets = built.groups.filter((g) => g.isBracket);
    // Six entrants a tree: a bracket of eight with two byes, five matches.
    expect(brackets.filter((g) => g.playoffCategory === 1)).toHaveLength(5);
    expect(brackets.filter((g) => g.playoffCategory === 2)).toHaveLength(5);
    const overlap = await call(t.app, c.playoffs, { ...matchmaker, params: { categoryId: undrawn }, body: { a: [1, 2], b: [2, 3] } });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().error.fields).toEqual({ b: ['invalid'] });
  });

  it('schedules the groups and playoffs on the halls’ free time with no hard violation and keeps the report', async () => {
    const built = await competitionOf(
      await call(t.app, c.schedule, { ...matchmaker, params: { categoryId: undrawn }, body: { firstDay: drawn.schedule.firstDay, days: 4, matchMinutes: 40, restMinutes: 60 } }),
    );
    // Three round robins of four (6 matches each) and two trees of five.
    expect(built.report).toMatchObject({ matches: 28, placed: 28, unplaced: 0, hardViolations: 0 });
    expect(built.matches).toHaveLength(28);
    expect(built.matches.every((m) => m.number === null)).toBe(true);
    // No team in two places at once: a team's matches do not overlap.
    const byTeam = new Map<number, number[]>();
    for (const m of built.matches) for (const team of [m.homeTeamId, m.awayTeamId]) if (team !== null) byTeam.set(team, [...(byTeam.get(team) ?? []), Date.parse(m.startsAt)]);
    for (const starts of byTeam.values()) {
      const sorted = [...starts].sort((a, b) => a - b);
      sorted.slice(1).forEach((start, i) => expect(start - sorted[i]).toBeGreaterThanOrEqual(40 * 60_000));
    }
    // No hall holds two matches at once, the other categories' included.
    const hallStarts = await t.handle.db.selectFrom('matches').select(['place_id', 'starts_at']).where('place_id', 'in', [...new Set(built.matches.map((m) => m.placeId))]).execute();
    for (const m of built.matches) {
      const clash = hallStarts.filter((o) => o.place_id === m.placeId && Math.abs(new Date(o.starts_at).getTime() - Date.parse(m.startsAt)) < 40 * 60_000);
      expect(clash).toHaveLength(1);
    }
    const live = await publicLive();
    expect(live.matches.some((m) => built.matches.some((own) => own.id === m.id))).toBe(false);
    expect((await call(t.app, pub.matchDetail, { params: { id: built.matches[0].id } })).statusCode).toBe(404);
  });

  it('publishes: numbers the matches after the highest so far, shows the competition in the public reads, resets the live pages, audited', async () => {
    const events: LiveEvent[] = [];
    const stop = t.app.ctx.bus.subscribe((event) => events.push(event));
    await publicStatic();
    const published = await competitionOf(await call(t.app, c.publish, { ...matchmaker, params: { categoryId: undrawn } }));
    stop();
    expect(published.category.state).toBe('published');
    const numbers = published.matches.map((m) => m.number as number);
    expect(numbers).toEqual(Array.from({ length: 28 }, (_, i) => numbers[0] + i));
    expect(events.map((e) => e.type)).toEqual(['competition']);

    const statics = await publicStatic();
    const groups = statics.groups.filter((g) => g.teamCategoryId === undrawn);
    expect(groups).toHaveLength(3 + 10);
    expect(groups.filter((g) => g.playoffCategory === null).flatMap((g) => g.teamIds).sort()).toEqual(published.teams.map((team) => team.id).sort());
    const live = await publicLive();
    expect(live.matches.filter((m) => published.matches.some((own) => own.id === m.id))).toHaveLength(28);
    expect(live.groupTeams.filter((row) => groups.some((g) => g.id === row.competitionGroupId))).toHaveLength(12);
    expect((await auditOf(undrawn)).map((a) => a.action)).toEqual(['draw', 'draw', 'move', 'move', 'group', 'move', 'draw', 'playoffs', 'schedule', 'publish']);
  });

  it('locks a published competition: no new draw, move, playoffs, schedule or second publishing, and the numbers stay', async () => {
    const before = await competitionOf(await call(t.app, c.detail, { ...matchmaker, params: { categoryId: undrawn } }));
    const [group, other] = before.groups;
    const params = { categoryId: undrawn };
    const writes = [
      call(t.app, c.draw, { ...matchmaker, params, body: { groupSize: 4 } }),
      call(t.app, c.move, { ...matchmaker, params, body: { teamId: group.teamIds[0], groupId: other.id } }),
      call(t.app, c.addGroup, { ...matchmaker, params, body: { name: 'EX – E' } }),
      call(t.app, c.playoffs, { ...matchmaker, params, body: { a: [1], b: [] } }),
      call(t.app, c.schedule, { ...matchmaker, params, body: { firstDay: before.schedule.firstDay, days: 4, matchMinutes: 40, restMinutes: 60 } }),
      call(t.app, c.publish, { ...matchmaker, params }),
    ];
    for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(409);
    const after = await competitionOf(await call(t.app, c.detail, { ...matchmaker, params }));
    expect(after.matches.map((m) => [m.id, m.number])).toEqual(before.matches.map((m) => [m.id, m.number]));
    // The seed's competitions count as published too.
    expect((await call(t.app, c.draw, { ...matchmaker, params: { categoryId: seeded }, body: { groupSize: 4 } })).statusCode).toBe(409);
  });
});

describe(`moving one match after publishing (${db})`, () => {
  let detail: AdminCompetitionDetail;
  const params = (matchId: number) => ({ categoryId: undrawn, matchId });
  beforeAll(async () => {
    detail = await competitionOf(await call(t.app, c.detail, { ...matchmaker, params: { categoryId: undrawn } }));
  });

  it('moves a published match to a free hall time: same number, in the public live data, announced, audited', async () => {
    const [match] = detail.matches;
    const halls = await t.handle.db.selectFrom('places').select('id').where('place_type', '=', 'hall').orderBy('id').execute();
    const day = match.startsAt.slice(0, 10);
    // 21:00 on its day: after every demo match, so the hall and both teams are free.
    const startsAt = `${day}T21:00:00.000Z`;
    const hall = halls[halls.length - 1].id;
    const events: LiveEvent[] = [];
    const stop = t.app.ctx.bus.subscribe((event) => events.push(event));
    const moved = await competitionOf(await call(t.app, c.moveMatch, { ...matchmaker, params: params(match.id), body: { startsAt, placeId: hall } }));
    stop();
    expect(moved.matches.find((m) => m.id === match.id)).toMatchObject({ startsAt, placeId: hall, number: match.number });
    expect(events).toEqual([expect.objectContaining({ type: 'match', matchId: match.id })]);
    expect((await publicLive()).matches.find((m) => m.id === match.id)).toMatchObject({ startsAt, placeId: hall });
    const audit = await t.handle.db.selectFrom('admin_audit').select(['action', 'before', 'after']).where('entity', '=', 'competition').where('action', '=', 'matchSlot').execute();
    expect(audit).toEqual([
      { action: 'matchSlot', before: { matchId: match.id, number: match.number, startsAt: match.startsAt, placeId: match.placeId }, after: { matchId: match.id, number: match.number, startsAt, placeId: hall } },
    ]);
  });

  it('refuses a hall that holds another match then, a team playing elsewhere then, a place that is no hall and a started match', async () => {
    const [first, second] = detail.matches.filter((m) => m.homeTeamId !== null).slice(1);
    const busy = { startsAt: second.startsAt, placeId: second.placeId };
    expect((await call(t.app, c.moveMatch, { ...matchmaker, params: params(first.id), body: busy })).statusCode).toBe(409);
    const teamBusy = detail.matches.find((m) => m.id !== first.id && m.homeTeamId !== null && [m.homeTeamId, m.awayTeamId].includes(first.homeTeamId)) as (typeof detail.matches)[number];
    // A new hall, free at any time: only the team's other match stands in the way.
    const freeHall = (
      await t.handle.db
        .insertInto('places')
        .values({ place_type: 'hall', name_cs: 'Nová hala', name_en: 'New hall', address: 'Praha', lat: 50.08, lng: 14.42, files: '[]' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await call(t.app, c.moveMatch, { ...matchmaker, params: params(first.id), body: { startsAt: teamBusy.startsAt, placeId: freeHall } })).statusCode).toBe(409);
    const notHall = (await t.handle.db.selectFrom('places').select('id').where('place_type', '!=', 'hall').executeTakeFirstOrThrow()).id;
    const bad = await call(t.app, c.moveMatch, { ...matchmaker, params: params(first.id), body: { startsAt: first.startsAt, placeId: notHall } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ placeId: ['invalid'] });
    await t.handle.db.updateTable('matches').set({ state: 'live' }).where('id', '=', first.id).execute();
    expect((await call(t.app, c.moveMatch, { ...matchmaker, params: params(first.id), body: { startsAt: '2026-04-08T21:40:00.000Z', placeId: first.placeId } })).statusCode).toBe(409);
    await t.handle.db.updateTable('matches').set({ state: 'scheduled' }).where('id', '=', first.id).execute();
    expect((await call(t.app, c.moveMatch, { ...matchmaker, params: { categoryId: seeded, matchId: first.id }, body: busy })).statusCode).toBe(404);
  });
});

describe(`who may build the competition (${db})`, () => {
  const allowed = ['superadmin@demo.test', 'admin@demo.test', 'matchmaker@demo.test'];
  /** One publishable draft per allowed account (publishing twice is a 409). */
  const drafts: Record<string, number> = {};
  let target = 0;
  const groupsOf = async () =>
    (await t.handle.db.selectFrom('groups').select('id').where('team_category_id', '=', target).orderBy('id').execute()).map((g) => g.id);
  const firstTeamOf = async (groupId: number) => (await t.handle.db.selectFrom('group_teams').select('team_id').where('group_id', '=', groupId).orderBy('seed').executeTakeFirstOrThrow()).team_id;
  const moveInput = { teamId: 0, groupId: 0 };
  const slot = { matchId: 1, startsAt: '', placeId: 1 };
  const scheduleBody = { firstDay: '2026-04-05', days: 4, matchMinutes: 40, restMinutes: 60 };

  /** A new category with four teams of approved clubs, drawn and scheduled by the super admin. */
  async function newDraft(name: string): Promise<number> {
    const category = await t.handle.db
      .insertInto('team_categories')
      .values({ code: 'E', gender: 'X', name_cs: name, name_en: name, birth_year_from: null, birth_year_to: null, sort_order: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const clubs = await t.handle.db.selectFrom('clubs').select('id').where('registration_state', '=', 'approved').orderBy('id', 'desc').limit(4).execute();
    await t.handle.db
      .insertInto('teams')
      .values(clubs.map((club, i) => ({ club_id: club.id, team_category_id: category.id, team_number: 1, uuid: `${name}-${i}` })))
      .execute();
    const admin = as('superadmin@demo.test');
    await competitionOf(await call(t.app, c.draw, { ...admin, params: { categoryId: category.id }, body: { groupSize: 4, seed: 1 } }));
    await competitionOf(await call(t.app, c.schedule, { ...admin, params: { categoryId: category.id }, body: scheduleBody }));
    return category.id;
  }

  beforeAll(async () => {
    cookies['matchmaker@demo.test'] ??= await loginAs(t.app, 'matchmaker@demo.test');
    for (const email of allowed) drafts[email] = await newDraft(`Matrix ${email}`);
    target = await newDraft('Matrix target');
  });

  const params = () => ({ categoryId: target });
  const cases: RoleCase[] = [
    ['admin.competition.categories', c.categories, allowed, () => ({})],
    ['admin.competition.detail', c.detail, allowed, () => ({ params: params() })],
    ['admin.competition.draw', c.draw, allowed, () => ({ params: params(), body: { groupSize: 2 + 2, seed: 3 } })],
    ['admin.competition.addGroup', c.addGroup, allowed, (who) => ({ params: params(), body: { name: `Ruční ${who}` } })],
    ['admin.competition.checkMove', c.checkMove, allowed, () => ({ params: params(), body: moveInput })],
    ['admin.competition.move', c.move, allowed, () => ({ params: params(), body: moveInput })],
    ['admin.competition.playoffs', c.playoffs, allowed, () => ({ params: params(), body: { a: [1, 2], b: [] } })],
    ['admin.competition.schedule', c.schedule, allowed, () => ({ params: params(), body: scheduleBody })],
    ['admin.competition.moveMatch', c.moveMatch, allowed, () => ({ params: { categoryId: target, matchId: slot.matchId }, body: { startsAt: slot.startsAt, placeId: slot.placeId } })],
    ['admin.competition.publish', c.publish, allowed, (who) => ({ params: { categoryId: drafts[who] ?? target } })],
  ];

  it.each(roleMatrix(cases))('%s as %s', async (_name, who, endpoint, input, status) => {
    // A move within the draw as it is now (each allowed move changes it).
    const [group] = await groupsOf();
    Object.assign(moveInput, { teamId: await firstTeamOf(group), groupId: group });
    // A match of the target moved to where it already is: always free.
    const match = await t.handle.db.selectFrom('matches').innerJoin('groups', 'groups.id', 'matches.group_id').select(['matches.id', 'matches.starts_at', 'matches.place_id']).where('groups.team_category_id', '=', target).executeTakeFirst();
    if (match) Object.assign(slot, { matchId: match.id, startsAt: new Date(match.starts_at).toISOString(), placeId: match.place_id });
    const response = await call(t.app, endpoint, { ...input(who), cookie: who === 'anonymous' ? undefined : cookies[who] });
    expect(response.statusCode).toBe(status);
  });
});
