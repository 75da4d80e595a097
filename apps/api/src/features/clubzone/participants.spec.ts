import { webEndpoints as w, type Endpoint } from '@phc/api-contract';
import { call, createTestApp, loginAs, type TestApp } from '../../platform/test-utils/test-app';
import { birthYearSql } from './common';
import { codeOf, cookieJar, demoClubs, fieldsOf, parsed, setConfig, type Who } from './test-helpers';

let t: TestApp;
let clubs: { own: number; ownPending: number; other: number };
const as = cookieJar(() => t.app);
const year = 2026;

beforeAll(async () => {
  t = await createTestApp();
  clubs = await demoClubs(t.app);
}, 120_000);
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({ firstName: 'Jana', lastName: 'Testová', birthYear: year - 12, gender: 'F', ...over });

/** A participant straight in the database, so each write of the matrix has its own subject. */
async function makeParticipant(clubId: number, over: { birth_date?: string; gender?: string; is_leader?: boolean } = {}): Promise<number> {
  const row = await t.app.ctx.db
    .insertInto('participants')
    .values({ club_id: clubId, first_name: 'Petr', last_name: 'Pokusný', birth_date: `${year - 18}-01-01`, gender: 'M', tournament_specific_attributes: '{}', ...over })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function teamsOf(clubId: number) {
  return t.app.ctx.db
    .selectFrom('teams')
    .innerJoin('team_categories', 'team_categories.id', 'teams.team_category_id')
    .select(['teams.id', 'team_categories.gender', 'team_categories.birth_year_from', 'team_categories.code'])
    .where('teams.club_id', '=', clubId)
    .orderBy('teams.id')
    .execute();
}

/** A valid request of each write against a club. */
async function sample(endpoint: Endpoint, clubId: number) {
  const team = (await teamsOf(clubId))[0];
  switch (endpoint.name) {
    case 'web.participantCreate':
      return { params: { clubId }, body: body() };
    case 'web.participantUpdate':
      return { params: { clubId, id: await makeParticipant(clubId) }, body: body() };
    case 'web.participantRemove':
      return { params: { clubId, id: await makeParticipant(clubId) } };
    case 'web.participantAddToTeam':
      // A leader may join any team of the club.
      return { params: { clubId, id: await makeParticipant(clubId, { is_leader: true }), teamId: team.id } };
    case 'web.participantRemoveFromTeam':
      return { params: { clubId, id: await makeParticipant(clubId), teamId: team.id } };
    default:
      throw new Error(`no sample for ${endpoint.name}`);
  }
}

const writes = [w.participantCreate, w.participantUpdate, w.participantRemove, w.participantAddToTeam, w.participantRemoveFromTeam];

// SPEC §6: a club's roster is written by its administrators, club managers and the super admin.
const matrix: [Who, 'own' | 'other', number][] = [
  ['anonymous', 'own', 401],
  ['club@demo.test', 'own', 200],
  ['club@demo.test', 'other', 403],
  ['clubs@demo.test', 'other', 200],
  ['admin@demo.test', 'own', 403],
  ['reporter@demo.test', 'own', 403],
  ['superreporter@demo.test', 'own', 403],
  ['superadmin@demo.test', 'other', 200],
];

describe('authorization of club roster writes', () => {
  for (const endpoint of writes) {
    it.each(matrix)(`${endpoint.name}: %s on %s club → %i`, async (who, which, status) => {
      const input = await sample(endpoint, which === 'own' ? clubs.own : clubs.other);
      const response = await call(t.app, endpoint, { ...input, cookie: await as(who) });
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
    // Children's names and birth years: a plain reporter reads no club's roster, a super reporter any.
    ['reporter@demo.test', 'own', 403],
    ['reporter@demo.test', 'other', 403],
    ['superreporter@demo.test', 'other', 200],
    ['superadmin@demo.test', 'other', 200],
  ] as [Who, 'own' | 'other', number][])('reading a club roster: %s on %s club → %i', async (who, which, status) => {
    const clubId = which === 'own' ? clubs.own : clubs.other;
    const list = await call(t.app, w.participants, { params: { clubId }, cookie: await as(who) });
    expect(list.statusCode).toBe(status);
    const team = (await teamsOf(clubId))[0];
    const members = await call(t.app, w.teamParticipants, { params: { teamId: team.id }, cookie: await as(who) });
    expect(members.statusCode).toBe(status);
  });
});

describe('club roster reads', () => {
  it('lists the club participants with their teams and the teams they may join, in Czech name order', async () => {
    const { participants } = parsed(w.participants, await call(t.app, w.participants, { params: { clubId: clubs.own }, cookie: await as('club@demo.test') }));
    expect(participants.length).toBeGreaterThan(10);
    expect(participants.every((p) => p.clubId === clubs.own)).toBe(true);
    const names = participants.map((p) => p.lastName);
    expect([...names].sort(new Intl.Collator('cs').compare)).toEqual(names);
    const player = participants.find((p) => !p.isLeader && p.teamIds.length > 0);
    expect(player?.availableTeamIds).toEqual(expect.arrayContaining(player?.teamIds ?? []));
  });

  it('lists the participants of a team', async () => {
    const team = (await teamsOf(clubs.own))[0];
    const { participants } = parsed(w.teamParticipants, await call(t.app, w.teamParticipants, { params: { teamId: team.id }, cookie: await as('club@demo.test') }));
    expect(participants.length).toBeGreaterThan(5);
    expect(participants.every((p) => p.teamIds.includes(team.id))).toBe(true);
  });

  it('answers 404 for an unknown club or team', async () => {
    expect((await call(t.app, w.participants, { params: { clubId: 999999 }, cookie: await as('superadmin@demo.test') })).statusCode).toBe(404);
    expect((await call(t.app, w.teamParticipants, { params: { teamId: 999999 }, cookie: await as('superadmin@demo.test') })).statusCode).toBe(404);
  });
});

describe('participant rules (SPEC §4)', () => {
  it('stores only the birth year and answers the teams the new participant may join', async () => {
    const girls = (await teamsOf(clubs.own)).find((team) => team.gender === 'F' && team.birth_year_from !== null);
    if (!girls) throw new Error('the demo club has no girls team');
    const created = parsed(w.participantCreate, await call(t.app, w.participantCreate, { params: { clubId: clubs.own }, body: body({ birthYear: girls.birth_year_from }), cookie: await as('club@demo.test') }));
    expect(created.teamIds).toEqual([]);
    expect(created.availableTeamIds).toContain(girls.id);
    const row = await t.app.ctx.db.selectFrom('participants').select(['first_name', 'is_leader']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Jana');
  });

  it('forces isLeader false for a participant under 18', async () => {
    const created = parsed(w.participantCreate, await call(t.app, w.participantCreate, { params: { clubId: clubs.own }, body: body({ birthYear: year - 17, isLeader: true }), cookie: await as('club@demo.test') }));
    const adult = parsed(w.participantCreate, await call(t.app, w.participantCreate, { params: { clubId: clubs.own }, body: body({ birthYear: year - 30, isLeader: true }), cookie: await as('club@demo.test') }));
    const rows = await t.app.ctx.db.selectFrom('participants').select(['id', 'is_leader']).where('id', 'in', [created.id, adult.id]).orderBy('id').execute();
    expect(rows.map((r) => r.is_leader)).toEqual([false, true]);
  });

  it('uses the configured minimum leader age when it is above 0', async () => {
    const before = await setConfig(t.app, 'leader_min_age_years', '25');
    try {
      const young = parsed(w.participantCreate, await call(t.app, w.participantCreate, { params: { clubId: clubs.own }, body: body({ birthYear: year - 20, isLeader: true }), cookie: await as('club@demo.test') }));
      const row = await t.app.ctx.db.selectFrom('participants').select('is_leader').where('id', '=', young.id).executeTakeFirstOrThrow();
      expect(row.is_leader).toBe(false);
    } finally {
      await setConfig(t.app, 'leader_min_age_years', before);
    }
  });

  it('removes the participant from every team when the birth year or gender changes, not when the name does', async () => {
    const cookie = await as('club@demo.test');
    const boys = (await teamsOf(clubs.own)).find((team) => team.gender === 'M' && team.birth_year_from !== null);
    if (!boys) throw new Error('the demo club has no boys team');
    const born = boys.birth_year_from as number;
    const created = parsed(w.participantCreate, await call(t.app, w.participantCreate, { params: { clubId: clubs.own }, body: body({ gender: 'M', birthYear: born }), cookie }));
    const joined = parsed(w.participantAddToTeam, await call(t.app, w.participantAddToTeam, { params: { clubId: clubs.own, id: created.id, teamId: boys.id }, cookie }));
    expect(joined.teamIds).toEqual([boys.id]);

    const renamed = parsed(w.participantUpdate, await call(t.app, w.participantUpdate, { params: { clubId: clubs.own, id: created.id }, body: body({ gender: 'M', birthYear: born, firstName: 'Jan' }), cookie }));
    expect(renamed.teamIds).toEqual([boys.id]);

    const older = parsed(w.participantUpdate, await call(t.app, w.participantUpdate, { params: { clubId: clubs.own, id: created.id }, body: body({ gender: 'M', birthYear: born + 1 }), cookie }));
    expect(older.teamIds).toEqual([]);

    await call(t.app, w.participantAddToTeam, { params: { clubId: clubs.own, id: created.id, teamId: boys.id }, cookie });
    const regendered = parsed(w.participantUpdate, await call(t.app, w.participantUpdate, { params: { clubId: clubs.own, id: created.id }, body: body({ gender: 'F', birthYear: born + 1 }), cookie }));
    expect(regendered.teamIds).toEqual([]);
  });

  it('refuses a team the rules do not allow (a boy far too old for the team)', async () => {
    const cookie = await as('club@demo.test');
    const team = (await teamsOf(clubs.own)).find((x) => x.birth_year_from !== null);
    if (!team) throw new Error('no youth team');
    const created = parsed(w.participantCreate, await call(t.app, w.participantCreate, { params: { clubId: clubs.own }, body: body({ gender: team.gender, birthYear: (team.birth_year_from as number) - 5 }), cookie }));
    expect(created.availableTeamIds).not.toContain(team.id);
    const response = await call(t.app, w.participantAddToTeam, { params: { clubId: clubs.own, id: created.id, teamId: team.id }, cookie });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ teamId: ['invalidParticipant'] });
  });

  it('removes a participant from one team and answers the remaining teams', async () => {
    const cookie = await as('club@demo.test');
    const [a, b] = await teamsOf(clubs.own);
    const id = await makeParticipant(clubs.own, { is_leader: true });
    await call(t.app, w.participantAddToTeam, { params: { clubId: clubs.own, id, teamId: a.id }, cookie });
    await call(t.app, w.participantAddToTeam, { params: { clubId: clubs.own, id, teamId: b.id }, cookie });
    const left = parsed(w.participantRemoveFromTeam, await call(t.app, w.participantRemoveFromTeam, { params: { clubId: clubs.own, id, teamId: a.id }, cookie }));
    expect(left.teamIds).toEqual([b.id]);
  });

  it('refuses to remove a participant who played a match (409) and removes one who did not', async () => {
    const cookie = await as('superadmin@demo.test');
    const played = await t.app.ctx.db
      .selectFrom('match_rosters')
      .innerJoin('matches', 'matches.id', 'match_rosters.match_id')
      .innerJoin('participants', 'participants.id', 'match_rosters.participant_id')
      .select(['participants.id', 'participants.club_id'])
      .where('matches.state', '=', 'finished')
      .executeTakeFirstOrThrow();
    const refused = await call(t.app, w.participantRemove, { params: { clubId: played.club_id, id: played.id }, cookie });
    expect(refused.statusCode).toBe(409);
    const id = await makeParticipant(clubs.own);
    expect((await call(t.app, w.participantRemove, { params: { clubId: clubs.own, id }, cookie })).statusCode).toBe(200);
    expect(await t.app.ctx.db.selectFrom('participants').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('closes the club roster after roster_edit_till for clubs (403 closed), not for the super admin', async () => {
    const before = await setConfig(t.app, 'roster_edit_till', '2026-04-01T00:00:00Z');
    try {
      const response = await call(t.app, w.participantCreate, { params: { clubId: clubs.own }, body: body(), cookie: await as('club@demo.test') });
      expect(response.statusCode).toBe(403);
      expect(codeOf(response)).toBe('closed');
      expect((await call(t.app, w.participantCreate, { params: { clubId: clubs.own }, body: body(), cookie: await as('superadmin@demo.test') })).statusCode).toBe(200);
    } finally {
      await setConfig(t.app, 'roster_edit_till', before);
    }
  });
});

describe('what the roster screen reads (SPEC §3)', () => {
  it('keeps the third gender value and counts it as the other gender in a boys’ category', async () => {
    const cookie = await as('club@demo.test');
    const boys = (await teamsOf(clubs.own)).find((team) => team.gender === 'M' && team.birth_year_from !== null);
    if (!boys) throw new Error('the demo club has no boys team');
    const created = parsed(w.participantCreate, await call(t.app, w.participantCreate, { params: { clubId: clubs.own }, body: body({ gender: 'I', birthYear: boys.birth_year_from }), cookie }));
    const { participants } = parsed(w.participants, await call(t.app, w.participants, { params: { clubId: clubs.own }, cookie }));
    expect(participants.find((p) => p.id === created.id)?.gender).toBe('I');
    const allowance = await t.app.ctx.db.selectFrom('team_categories').innerJoin('teams', 'teams.team_category_id', 'team_categories.id').select('max_other_gender_players').where('teams.id', '=', boys.id).executeTakeFirstOrThrow();
    if (allowance.max_other_gender_players === 0) expect(created.availableTeamIds).not.toContain(boys.id);
  });

  it('answers each team category with the allowances the roster explains', async () => {
    const enums = parsed(w.enums, await call(t.app, w.enums, {}));
    expect(enums.teamCategories.length).toBeGreaterThan(0);
    for (const category of enums.teamCategories) {
      expect(category).toEqual(expect.objectContaining({ maxOtherGenderPlayers: expect.any(Number), maxOlderPlayers: expect.any(Number) }));
      expect(category.birthYearTo === null || typeof category.birthYearTo === 'number').toBe(true);
    }
  });
});

describe('bad input on participant calls', () => {
  it.each([
    ['missing fields', {}, { firstName: ['firstNameRequired'], lastName: ['lastNameRequired'], birthYear: ['birthYearRequired'], gender: ['genderRequired'] }],
    ['blank names', { firstName: '  ', lastName: '' }, { firstName: ['firstNameRequired'], lastName: ['lastNameRequired'] }],
    ['wrong types', { firstName: 5, birthYear: 'loni', gender: 'X', isLeader: 'ano' }, { firstName: ['firstNameRequired'], birthYear: ['birthYearRequired'], gender: ['genderRequired'], isLeader: ['invalid'] }],
    ['oversize strings', { firstName: 'x'.repeat(101), lastName: 'y'.repeat(5000) }, { firstName: ['tooLong'], lastName: ['tooLong'] }],
    ['a jersey number out of range', { jerseyNumber: 1000 }, { jerseyNumber: ['max'] }],
  ])('answers 400 with field codes for %s', async (_, over, fields) => {
    const input = Object.keys(over).length === 0 ? {} : body(over);
    const response = await call(t.app, w.participantCreate, { params: { clubId: clubs.own }, body: input, cookie: await as('club@demo.test') });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject(fields);
  });

  it('refuses a player born in the future or too young for every category (400 on birthYear), on the product clock', async () => {
    const cookie = await as('club@demo.test');
    const create = (over: Record<string, unknown>) => call(t.app, w.participantCreate, { params: { clubId: clubs.own }, body: body(over), cookie });
    const future = await create({ birthYear: 2031 });
    expect(future.statusCode).toBe(400);
    expect(fieldsOf(future)).toEqual({ birthYear: ['birthYearFuture'] });
    // The demo's youngest category is E (born up to year − 10); one category up, two years more.
    const youngest = Math.max(...(await t.app.ctx.db.selectFrom('team_categories').select('birth_year_to').execute()).map((c) => Number(c.birth_year_to)));
    expect(fieldsOf(await create({ birthYear: youngest + 3 }))).toEqual({ birthYear: ['birthYearTooYoung'] });
    expect((await create({ birthYear: youngest + 2 })).statusCode).toBe(200);
    // The year turns on Prague's clock: at 00:30 on 1 January there a child born that year is no typo
    // (the super admin, as the roster has closed by then; a session of its own on the moved clock).
    const before = t.clock.now;
    t.clock.now = new Date(`${year}-12-31T23:30:00Z`);
    try {
      const newYear = await call(t.app, w.participantCreate, { params: { clubId: clubs.own }, body: body({ birthYear: year + 1, isLeader: true }), cookie: await loginAs(t.app, 'superadmin@demo.test') });
      expect(newYear.statusCode).toBe(200);
    } finally {
      t.clock.now = before;
    }
  });

  it('keeps the stored year when a change says the player is born in the future', async () => {
    const id = await makeParticipant(clubs.own);
    const response = await call(t.app, w.participantUpdate, { params: { clubId: clubs.own, id }, body: body({ birthYear: 2031 }), cookie: await as('club@demo.test') });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ birthYear: ['birthYearFuture'] });
    const row = await t.app.ctx.db.selectFrom('participants').select(birthYearSql.as('year')).where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.year)).toBe(year - 18);
  });

  it('answers 400 for a non-numeric id and 404 for unknown ids', async () => {
    const cookie = await as('superadmin@demo.test');
    expect((await call(t.app, w.participantUpdate, { params: { clubId: 'abc', id: 1 }, body: body(), cookie })).statusCode).toBe(400);
    expect((await call(t.app, w.participantCreate, { params: { clubId: 999999 }, body: body(), cookie })).statusCode).toBe(404);
    expect((await call(t.app, w.participantUpdate, { params: { clubId: clubs.own, id: 999999 }, body: body(), cookie })).statusCode).toBe(404);
    expect((await call(t.app, w.participantRemove, { params: { clubId: clubs.own, id: 999999 }, cookie })).statusCode).toBe(404);
    const id = await makeParticipant(clubs.own);
    expect((await call(t.app, w.participantAddToTeam, { params: { clubId: clubs.own, id, teamId: 999999 }, cookie })).statusCode).toBe(404);
    expect((await call(t.app, w.participantRemoveFromTeam, { params: { clubId: clubs.own, id: 999999, teamId: 1 }, cookie })).statusCode).toBe(404);
    // Another club's participant is unknown in this club.
    const foreign = await makeParticipant(clubs.other);
    expect((await call(t.app, w.participantUpdate, { params: { clubId: clubs.own, id: foreign }, body: body(), cookie })).statusCode).toBe(404);
  });
});
