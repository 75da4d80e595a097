import type { LightMyRequestResponse } from 'fastify';
import { adminImportExportEndpoints, competitionEndpoints, matchRosterEndpoints, teamRequestEndpoints, webEndpoints, type Endpoint } from '@phc/api-contract';
import { call, createTestApp, loginAs, type TestApp } from '../test-utils/test-app';

/**
 * docs/childrens-data.md as a test: each endpoint that gives out players' data, each demo role of
 * SPEC §6, and the most the role may read there. An endpoint that gives a role more fails.
 */
type Level = 'birthYears' | 'names' | 'initials' | 'nothing';
const rank: Record<Level, number> = { nothing: 0, initials: 1, names: 2, birthYears: 3 };
const roles = ['anonymous', 'superadmin', 'admin', 'club', 'clubs', 'reporter', 'superreporter', 'referees', 'leader', 'matchmaker', 'places'] as const;
type Role = (typeof roles)[number];

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestApp;
const cookies = new Map<Role, string | undefined>();
/** The approved club of club@demo.test, a team of it that leader@demo.test leads, and a match of that team. */
let ids: { club: number; team: number; match: number };
/** Its players under 18, with their birth years. */
let minors: { firstName: string; lastName: string; birthYear: number }[];
/** Whether reporter@demo.test reports that match (then it reads its roster candidates). */
let reporterOfMatch = false;

beforeAll(async () => {
  t = await createTestApp();
  const d = t.handle.db;
  const reporter = await d.selectFrom('users').select('id').where('email', '=', 'reporter@demo.test').executeTakeFirstOrThrow();
  const halls = await d.selectFrom('places').select(['id', 'data']).where('place_type', '=', 'hall').execute();
  const hall = halls.find((h) => (JSON.parse(h.data ?? '{}') as { reporterUserId?: number }).reporterUserId === reporter.id);
  const led = await d
    .selectFrom('team_leaders')
    .innerJoin('team_leader_teams', 'team_leader_teams.team_leader_id', 'team_leaders.id')
    .innerJoin('users', 'users.id', 'team_leaders.user_id')
    .select(['team_leader_teams.team_id', 'team_leaders.club_id'])
    .where('users.email', '=', 'leader@demo.test')
    .execute();
  const ledIds = led.map((l) => l.team_id);
  const matches = await d.selectFrom('matches').select(['id', 'place_id', 'home_team_id', 'away_team_id']).where((eb) => eb.or([eb('home_team_id', 'in', ledIds), eb('away_team_id', 'in', ledIds)])).orderBy('id').execute();
  // In the reporter's hall if there is one: the hall's reporter then picks its rosters too.
  const match = matches.find((m) => m.place_id === hall?.id) ?? matches[0];
  if (!match) throw new Error('the demo has no match of the leader’s team');
  reporterOfMatch = match.place_id === hall?.id;
  const team = ledIds.includes(match.home_team_id as number) ? (match.home_team_id as number) : (match.away_team_id as number);
  ids = { club: led[0].club_id, team, match: match.id };
  const year = t.clock.now.getUTCFullYear();
  const players = await d.selectFrom('participants').select(['first_name', 'last_name', 'birth_date']).where('club_id', '=', ids.club).execute();
  minors = players.map((p) => ({ firstName: p.first_name, lastName: p.last_name, birthYear: new Date(p.birth_date).getUTCFullYear() })).filter((p) => year - p.birthYear < 18);
  if (minors.length === 0) throw new Error('the demo club has no minors');
  for (const role of roles) cookies.set(role, role === 'anonymous' ? undefined : await loginAs(t.app, `${role}@demo.test`));
}, 120_000);
afterAll(() => t.close());

/** Whether an answer holds, anywhere, a record with a minor's last name and birth year (a referee's own birth year is an adult's). */
function holdsMinorsBirthYear(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsMinorsBirthYear);
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  if (minors.some((m) => record['lastName'] === m.lastName && Number(record['birthYear']) === m.birthYear)) return true;
  return Object.values(record).some(holdsMinorsBirthYear);
}

/** Whether an answer holds a record with a minor's first and last name; referees (adults who may share a child's name) aside. */
function holdsMinorsName(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsMinorsName);
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  if (minors.some((m) => record['lastName'] === m.lastName && record['firstName'] === m.firstName)) return true;
  return Object.entries(record).some(([key, inner]) => key !== 'referees' && holdsMinorsName(inner));
}

/** The most an answer gives out of the club's minors. */
function levelOf(response: LightMyRequestResponse): Level {
  if (response.statusCode === 401 || response.statusCode === 403) return 'nothing';
  expect(response.statusCode).toBe(200);
  const body = response.json() as unknown;
  const text = JSON.stringify(body);
  if (holdsMinorsBirthYear(body)) return 'birthYears';
  if (holdsMinorsName(body) || minors.some((m) => text.includes(`${m.firstName} ${m.lastName}`))) return 'names';
  return minors.some((m) => text.includes(`${[...m.firstName][0]}. ${[...m.lastName][0]}.`)) ? 'initials' : 'nothing';
}

interface Row {
  endpoint: Endpoint;
  input: () => { params?: Record<string, unknown>; query?: Record<string, string> };
  /** The most each role may read; roles not named: nothing. */
  allowed: Partial<Record<Role, Level>>;
}
const clubReaders: Partial<Record<Role, Level>> = { club: 'birthYears', clubs: 'birthYears', admin: 'birthYears', superadmin: 'birthYears', superreporter: 'birthYears' };
const everyone = (level: Level) => Object.fromEntries(roles.map((r) => [r, level])) as Record<Role, Level>;
const table: Row[] = [
  { endpoint: webEndpoints.participants, input: () => ({ params: { clubId: ids.club } }), allowed: clubReaders },
  { endpoint: webEndpoints.teamParticipants, input: () => ({ params: { teamId: ids.team } }), allowed: clubReaders },
  {
    endpoint: matchRosterEndpoints.teamRosterCandidates,
    input: () => ({ params: { id: ids.match, teamId: ids.team } }),
    // The hall's reporter too (decided per match below).
    allowed: { superreporter: 'birthYears', superadmin: 'birthYears', club: 'birthYears', clubs: 'birthYears', leader: 'birthYears' },
  },
  { endpoint: adminImportExportEndpoints.export, input: () => ({ query: { format: 'json' } }), allowed: { admin: 'birthYears', superadmin: 'birthYears' } },
  { endpoint: teamRequestEndpoints.list, input: () => ({ query: { 'filter[club]': String(ids.club) } }), allowed: { club: 'birthYears', clubs: 'birthYears', admin: 'birthYears', superadmin: 'birthYears' } },
  { endpoint: competitionEndpoints.matchDetail, input: () => ({ params: { id: ids.match } }), allowed: everyone('names') },
  { endpoint: teamRequestEndpoints.public, input: () => ({}), allowed: everyone('initials') },
];

describe(`children's data goes only where docs/childrens-data.md says (${db})`, () => {
  const cases = table.flatMap((row) => roles.map((role) => [row.endpoint.name, role, row] as const));
  it.each(cases)('%s as %s gives at most what the table allows', async (_name, role, row) => {
    const reporterCandidates = row.endpoint === matchRosterEndpoints.teamRosterCandidates && role === 'reporter';
    const allowed: Level = reporterCandidates ? (reporterOfMatch ? 'birthYears' : 'nothing') : (row.allowed[role] ?? 'nothing');
    const level = levelOf(await call(t.app, row.endpoint, { ...row.input(), cookie: cookies.get(role) }));
    expect(rank[level]).toBeLessThanOrEqual(rank[allowed]);
  });

  it('is no stale table: the widest rows really give what they allow', async () => {
    // The roles of the table's widest rows see what the table says, so the walk above tests something.
    expect(levelOf(await call(t.app, webEndpoints.participants, { params: { clubId: ids.club }, cookie: cookies.get('club') }))).toBe('birthYears');
    expect(levelOf(await call(t.app, adminImportExportEndpoints.export, { query: { format: 'json' }, cookie: cookies.get('admin') }))).toBe('birthYears');
    expect(levelOf(await call(t.app, competitionEndpoints.matchDetail, { params: { id: ids.match } }))).not.toBe('nothing');
  });
});
