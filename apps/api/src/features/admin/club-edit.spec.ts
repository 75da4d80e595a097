import { adminClubsEndpoints as c, type AdminClubEdit, type AdminClubEditBody } from '@phc/api-contract';
import { call, createTestApp, type TestApp } from '../../platform/test-utils/test-app';
import { rosterFitsCategory } from './club-edit';
import { loginAdminAccounts, roleMatrix, type RoleCase } from './test-helpers';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginAdminAccounts(t.app);
});
afterAll(() => t.close());

const load = async (id: number): Promise<AdminClubEdit> => (await call(t.app, c.clubEdit, { cookie: cookies['admin@demo.test'], params: { id } })).json().club;
/** The form's body from what the edit call loaded, with changes on top. */
const bodyOf = (club: AdminClubEdit, change: Partial<AdminClubEditBody> = {}): AdminClubEditBody => ({
  clubName: club.clubName,
  street: club.street,
  city: club.city,
  zip: club.zip,
  countryId: club.countryId,
  taxId: club.taxId,
  vatId: club.vatId,
  contact: club.contact,
  note: club.note,
  teams: club.teams.map((team) => ({ id: team.id, name: team.name, teamCategoryId: team.teamCategoryId })),
  ...change,
});
const save = (id: number, body: unknown, who = 'admin@demo.test') => call(t.app, c.clubUpdate, { cookie: cookies[who], params: { id }, body });

/** A club of the seed none of whose teams plays in the draw, with a fresh team of its own. */
async function freshTeam(categoryCode: string) {
  const club = await t.handle.db.selectFrom('clubs').select('id').where('registration_state', '=', 'new').orderBy('id').executeTakeFirstOrThrow();
  const category = await t.handle.db.selectFrom('team_categories').select('id').where('code', '=', categoryCode).executeTakeFirstOrThrow();
  const team = await t.handle.db
    .insertInto('teams')
    .values({ club_id: club.id, team_category_id: category.id, name: `Test ${categoryCode} ${Math.random()}`, team_number: 90 + Math.floor(Math.random() * 9), uuid: crypto.randomUUID() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { clubId: club.id, teamId: team.id };
}

describe('rosterFitsCategory', () => {
  const boys = { gender: 'M', birthYearFrom: 2010, birthYearTo: 2011, maxOtherGenderPlayers: 0, maxOlderPlayers: 1 };
  it('accepts players inside the years, leaders of any age, and one older player where one is allowed', () => {
    expect(rosterFitsCategory([{ birthYear: 2010, gender: 'M', isLeader: false }, { birthYear: 1980, gender: 'F', isLeader: true }, { birthYear: 2009, gender: 'M', isLeader: false }], boys)).toBe(true);
  });
  it('refuses a second older player, a girl in a boys’ category and a player far too old', () => {
    expect(rosterFitsCategory([{ birthYear: 2009, gender: 'M', isLeader: false }, { birthYear: 2009, gender: 'M', isLeader: false }], boys)).toBe(false);
    expect(rosterFitsCategory([{ birthYear: 2010, gender: 'F', isLeader: false }], boys)).toBe(false);
    expect(rosterFitsCategory([{ birthYear: 2005, gender: 'M', isLeader: false }], boys)).toBe(false);
  });
});

describe(`editing a club and its teams (${db})`, () => {
  it('loads the club’s registration data, its teams with roster sizes and draw, and the choices of the form', async () => {
    const clubId = (await t.handle.db.selectFrom('clubs').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const club = await load(clubId);
    expect(club).toEqual(expect.objectContaining({ id: clubId, clubName: expect.any(String), street: expect.any(String), contact: expect.objectContaining({ email: expect.stringContaining('@') }) }));
    expect(club.teams.length).toBeGreaterThan(0);
    expect(club.teams.some((team) => team.inDraw)).toBe(true);
    expect(club.countries.length).toBeGreaterThan(5);
    expect(club.categories.map((category) => category.code)).toEqual(expect.arrayContaining(['A', 'B']));
    expect((await call(t.app, c.clubEdit, { cookie: cookies['admin@demo.test'], params: { id: 999999 } })).statusCode).toBe(404);
  });

  it('renames the club and a team: the club, its registration and the team carry the new names, the audit log has before and after', async () => {
    const clubId = (await t.handle.db.selectFrom('clubs').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const club = await load(clubId);
    const [first, ...rest] = club.teams;
    const response = await save(clubId, bodyOf(club, { clubName: '  HC Nové jméno ', contact: { ...club.contact, phone: '+420 777 888 999' }, teams: [{ id: first.id, name: 'Lvíčata', teamCategoryId: first.teamCategoryId }, ...rest.map((team) => ({ id: team.id, name: team.name, teamCategoryId: team.teamCategoryId }))] }), 'clubs@demo.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().club.clubName).toBe('HC Nové jméno');
    const stored = await t.handle.db.selectFrom('teams').innerJoin('clubs', 'clubs.id', 'teams.club_id').select(['teams.name', 'clubs.name as club']).where('teams.id', '=', first.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Lvíčata', club: 'HC Nové jméno' });
    const registration = await t.handle.db.selectFrom('club_registrations').select(['club_name', 'contact']).where('club_id', '=', clubId).executeTakeFirstOrThrow();
    expect(registration.club_name).toBe('HC Nové jméno');
    expect(registration.contact).toEqual(expect.objectContaining({ phone: '+420 777 888 999' }));
    const [entry] = await t.handle.db.selectFrom('admin_audit').select(['user_email', 'action', 'before', 'after']).where('entity', '=', 'club').where('entity_id', '=', clubId).where('action', '=', 'edit').execute();
    expect(entry.user_email).toBe('clubs@demo.test');
    expect(entry.before).toEqual(expect.objectContaining({ clubName: club.clubName, teams: [{ id: first.id, name: first.name, teamCategoryId: first.teamCategoryId, teamNumber: first.teamNumber }] }));
    expect(entry.after).toEqual(expect.objectContaining({ clubName: 'HC Nové jméno', teams: [{ id: first.id, name: 'Lvíčata', teamCategoryId: first.teamCategoryId, teamNumber: first.teamNumber }] }));
  });

  it('answers 400 with the fields for an empty name, a bad e-mail and phone, a team of another club, an unknown category and a team twice, and changes nothing', async () => {
    const { clubId, teamId } = await freshTeam('A');
    const club = await load(clubId);
    const other = (await t.handle.db.selectFrom('teams').select('id').where('club_id', '!=', clubId).executeTakeFirstOrThrow()).id;
    const invalid = await save(clubId, bodyOf(club, { clubName: ' ', contact: { ...club.contact, email: 'nope', phone: '12' } }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual(expect.objectContaining({ clubName: ['required'], 'contact.email': ['email'], 'contact.phone': ['phone'] }));
    const foreign = await save(clubId, bodyOf(club, { teams: [{ id: other, name: null, teamCategoryId: club.teams[0].teamCategoryId }] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ 'teams.0.id': ['invalid'] });
    const index = club.teams.findIndex((team) => team.id === teamId);
    const teams = bodyOf(club).teams;
    const unknown = await save(clubId, bodyOf(club, { teams: teams.map((team, i) => (i === index ? { ...team, teamCategoryId: 999999 } : team)) }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ [`teams.${index}.teamCategoryId`]: ['invalid'] });
    const twice = await save(clubId, bodyOf(club, { teams: [teams[0], teams[0]] }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual({ teams: ['invalid'] });
    expect(await load(clubId)).toEqual(club);
  });

  it('moves a team without a roster to another category with the next free number there', async () => {
    const { clubId, teamId } = await freshTeam('A');
    const club = await load(clubId);
    const b = club.categories.find((category) => category.code === 'B')?.id as number;
    const numbersInB = club.teams.filter((team) => team.teamCategoryId === b).map((team) => team.teamNumber);
    const response = await save(clubId, bodyOf(club, { teams: bodyOf(club).teams.map((team) => (team.id === teamId ? { ...team, teamCategoryId: b } : team)) }));
    expect(response.statusCode).toBe(200);
    const moved = (response.json().club as AdminClubEdit).teams.find((team) => team.id === teamId);
    expect(moved).toEqual(expect.objectContaining({ teamCategoryId: b, teamNumber: Math.max(0, ...numbersInB) + 1 }));
  });

  it('answers 409 when a team in the draw or a team whose roster breaks the new category’s rules changes category', async () => {
    const drawn = await t.handle.db.selectFrom('group_teams').innerJoin('teams', 'teams.id', 'group_teams.team_id').select(['teams.id', 'teams.club_id', 'teams.team_category_id']).executeTakeFirstOrThrow();
    const drawnClub = await load(drawn.club_id);
    const otherCategory = drawnClub.categories.find((category) => category.id !== drawn.team_category_id)?.id as number;
    const inDraw = await save(drawn.club_id, bodyOf(drawnClub, { teams: bodyOf(drawnClub).teams.map((team) => (team.id === drawn.id ? { ...team, teamCategoryId: otherCategory } : team)) }));
    expect(inDraw.statusCode).toBe(409);
    expect(inDraw.json().error.code).toBe('team_in_draw');

    const { clubId, teamId } = await freshTeam('A');
    const a = await t.handle.db.selectFrom('team_categories').selectAll().where('code', '=', 'A').executeTakeFirstOrThrow();
    // A regular player of category A, far too old for any younger category.
    const player = await t.handle.db
      .insertInto('participants')
      .values({ club_id: clubId, first_name: 'Petr', last_name: 'Starší', birth_date: `${a.birth_year_from}-01-01`, gender: a.gender === 'F' ? 'F' : 'M', tournament_specific_attributes: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.handle.db.insertInto('participant_teams').values({ participant_id: player.id, team_id: teamId }).execute();
    const club = await load(clubId);
    const youngest = await t.handle.db.selectFrom('team_categories').select('id').where('birth_year_from', 'is not', null).orderBy('birth_year_from', 'desc').executeTakeFirstOrThrow();
    const breaks = await save(clubId, bodyOf(club, { teams: bodyOf(club).teams.map((team) => (team.id === teamId ? { ...team, teamCategoryId: youngest.id } : team)) }));
    expect(breaks.statusCode).toBe(409);
    expect(breaks.json().error.code).toBe('roster_breaks_category');
    expect(await load(clubId)).toEqual(club);
  });

  it('answers 409 when a new country would switch the currency of the club’s invoice items, and keeps the region within the country', async () => {
    const invoiced = await t.handle.db.selectFrom('invoice_items').innerJoin('clubs', 'clubs.id', 'invoice_items.club_id').innerJoin('countries', 'countries.id', 'clubs.country_id').select(['clubs.id', 'countries.code']).where('countries.code', '=', 'CZ').executeTakeFirstOrThrow();
    const club = await load(invoiced.id);
    const foreign = club.countries.find((country) => country.code !== 'CZ' && country.code !== 'SK')?.id as number;
    const response = await save(invoiced.id, bodyOf(club, { countryId: foreign }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('currency_change');
    expect((await save(invoiced.id, bodyOf(club, { countryId: 999999 }))).json().error.fields).toEqual({ countryId: ['invalid'] });
  });
});

describe(`who may edit clubs (${db})`, () => {
  const allowed = ['superadmin@demo.test', 'admin@demo.test', 'clubs@demo.test'];
  let club: AdminClubEdit;
  beforeAll(async () => {
    club = await load((await t.handle.db.selectFrom('clubs').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id);
  });
  // Saving the loaded values again changes nothing, so the matrix leaves the data as it was.
  const cases: RoleCase[] = [
    ['admin.clubEdit', c.clubEdit, allowed, () => ({ params: { id: club.id } })],
    ['admin.clubUpdate', c.clubUpdate, allowed, () => ({ params: { id: club.id }, body: bodyOf(club) })],
  ];
  it.each(roleMatrix(cases))('%s as %s', async (_name, who, endpoint, input, status) => {
    const response = await call(t.app, endpoint, { ...input(who), cookie: who === 'anonymous' ? undefined : cookies[who] });
    expect(response.statusCode).toBe(status);
  });
});
