import type { LightMyRequestResponse } from 'fastify';
import {
  adminImportExportEndpoints as e,
  competitionEndpoints as c,
  importMaxErrors,
  tournamentImportLimits,
  tournamentTableFile,
  tournamentTableNames,
  type ImportErrorBody,
  type LiveData,
  type StaticData,
  type TournamentExport,
} from '@phc/api-contract';
import { call, createTestApp, createUser, loginAs, type TestApp } from '../../../platform/test-utils/test-app';
import { adminTestAccounts, loginAdminAccounts } from '../test-helpers';
import { tableToCsv } from './tables';

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const allowed = ['superadmin@demo.test', 'admin@demo.test', 'matchmaker@demo.test'];

let source: TestApp;
let cookies: Record<string, string> = {};
let exported: TournamentExport;

const boundary = '----phc-import-boundary';
function multipart(files: { name: string; text: string }[]): Buffer {
  return Buffer.concat([
    ...files.map((f) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: text/csv\r\n\r\n${f.text}\r\n`)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}
const upload = (app: TestApp, files: { name: string; text: string }[], cookie?: string) =>
  app.app.inject({
    method: 'POST',
    url: e.import.path,
    payload: multipart(files),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(cookie ? { cookie } : {}) },
  });
const rowErrors = (r: LightMyRequestResponse) => (r.json() as ImportErrorBody).error.rows;

/** An empty, migrated database with one admin account: the target of an import. */
async function emptyTournament(): Promise<{ t: TestApp; cookie: string }> {
  const t = await createTestApp({ seed: false });
  await createUser(t.app, { email: 'importer@test.test', roles: ['ROLE_ADMIN'] });
  return { t, cookie: await loginAs(t.app, 'importer@test.test') };
}

/**
 * What the builder and the tie-break screens store beside the seed's data: a category's procedure,
 * a draft category with a round level of its own, seeding pots, published match numbers and a
 * drawing of lots. The move must keep them too.
 */
async function withOrganiserSettings(t: TestApp) {
  const db = t.handle.db;
  const [first, second] = await db.selectFrom('team_categories').select('id').orderBy('sort_order').limit(2).execute();
  await db.insertInto('category_tie_breaks').values({ team_category_id: first.id, procedure: 'fifa' }).execute();
  await db.insertInto('category_competitions').values({ team_category_id: second.id, published_at: null }).execute();
  await db.insertInto('round_levels').values({ system_name: 'own_second_stage', is_bracket: false, name_cs: 'Nadstavba', name_en: 'Second stage', sort_order: 5, team_category_id: second.id }).execute();
  const potted = await db.selectFrom('teams').select('id').where('team_category_id', '=', second.id).orderBy('id').limit(4).execute();
  for (const [i, team] of potted.entries()) await db.updateTable('teams').set({ seeding_pot: (i % 2) + 1 }).where('id', '=', team.id).execute();
  // Numbers past the seed's own (the demo is numbered as publishing would number it; numbers are unique).
  const { top } = await db.selectFrom('matches').select((eb) => eb.fn.max('number').as('top')).executeTakeFirstOrThrow();
  const matches = await db.selectFrom('matches').select('id').orderBy('id').limit(5).execute();
  for (const [i, m] of matches.entries()) await db.updateTable('matches').set({ number: Number(top ?? 0) + 1 + i }).where('id', '=', m.id).execute();
  const group = await db.selectFrom('group_teams').select(['group_id', 'team_id']).orderBy('group_id').orderBy('seed').limit(2).execute();
  await db.insertInto('group_lots').values(group.map((g, i) => ({ group_id: g.group_id, team_id: g.team_id, lot_order: i + 1 }))).execute();
}

beforeAll(async () => {
  source = await createTestApp();
  cookies = await loginAdminAccounts(source.app);
  cookies['matchmaker@demo.test'] = await loginAs(source.app, 'matchmaker@demo.test');
  await withOrganiserSettings(source);
  exported = (await call(source.app, e.export, { cookie: cookies['admin@demo.test'] })).json();
}, 120_000);
afterAll(() => source.close());

describe(`who may export and import a tournament (${db})`, () => {
  const accounts = [...new Set<string>([...adminTestAccounts, 'matchmaker@demo.test'])];
  it.each(accounts)('%s: export allowed only to admins and matchmakers', async (email) => {
    const r = await call(source.app, e.export, { cookie: cookies[email], query: { format: 'csv', table: 'countries' } });
    expect(r.statusCode).toBe(allowed.includes(email) ? 200 : 403);
  });
  it.each(accounts)('%s: import passes the role check only for admins and matchmakers (then 409: the demo tournament is not empty)', async (email) => {
    const r = await upload(source, [{ name: 'countries.csv', text: 'code;name cs;name en\r\nCZ;Česko;Czechia\r\n' }], cookies[email]);
    expect(r.statusCode).toBe(allowed.includes(email) ? 409 : 403);
  });
  it('anonymous: 401 for both', async () => {
    expect((await call(source.app, e.export)).statusCode).toBe(401);
    expect((await upload(source, [{ name: 'countries.csv', text: 'code\r\n' }])).statusCode).toBe(401);
  });
});

describe(`the export (${db})`, () => {
  it('holds the whole demo tournament with keys, not database ids', async () => {
    expect(exported).toEqual(expect.objectContaining({ format: 'phc-tournament', version: 1 }));
    expect(exported.matches.length).toBeGreaterThan(100);
    expect(exported.matchEvents.length).toBeGreaterThan(1000);
    const team = exported.teams[0];
    expect(team.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(exported.clubs.map((club) => club.key)).toContain(team.club);
    expect(exported.categories.filter((c) => c.tieBreak !== null || c.draw !== null).map((c) => [c.tieBreak, c.draw])).toEqual([
      ['fifa', null],
      [null, 'draft'],
    ]);
    const numbers = await source.handle.db.selectFrom('matches').select('number').orderBy('id').limit(6).execute();
    expect(numbers.slice(0, 5).every((m) => m.number !== null)).toBe(true);
    expect(exported.matches.slice(0, 6).map((m) => m.number)).toEqual(numbers.map((m) => m.number));
    expect(exported.groupLots.map((l) => l.order)).toEqual([1, 2]);
    // The draft category's own level names it by its key, not its id; shared levels name none.
    const draft = exported.categories.find((c) => c.draw === 'draft');
    expect(exported.roundLevels.filter((l) => l.category !== null)).toEqual([{ key: 'own_second_stage', isBracket: false, nameCs: 'Nadstavba', nameEn: 'Second stage', order: 5, category: draft?.key }]);
    expect(exported.teams.filter((team) => team.seedingPot !== null).map((team) => [team.category, team.seedingPot])).toEqual([1, 2, 1, 2].map((pot) => [draft?.key, pot]));
    const bracket = exported.matches.find((m) => m.homeFromGroup !== null);
    expect(exported.groups.find((g) => g.key === bracket?.homeFromGroup)).toBeDefined();
  });

  it('writes one table as CSV: BOM, a header in plain words, semicolons by default, commas on request, a download name', async () => {
    const r = await call(source.app, e.export, { cookie: cookies['admin@demo.test'], query: { format: 'csv', table: 'matchEvents' } });
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.headers['content-disposition']).toBe('attachment; filename="match-events.csv"');
    expect(r.body.startsWith('\uFEFFmatch;minute;second;type;team;player;assist;stage\r\n')).toBe(true);
    const comma = await call(source.app, e.export, { cookie: cookies['admin@demo.test'], query: { format: 'csv', table: 'matches', delimiter: 'comma' } });
    expect(comma.body.split('\r\n')[0]).toBe('\uFEFFkey,number,group,home team,away team,home from group,home from position,away from group,away from position,starts at,place,state,home score,away score,walkover,stage');
  });

  it('refuses a CSV export without its table, and an unknown table (400 with the field)', async () => {
    const missing = await call(source.app, e.export, { cookie: cookies['admin@demo.test'], query: { format: 'csv' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ 'query.table': ['required'] });
    expect((await call(source.app, e.export, { cookie: cookies['admin@demo.test'], query: { format: 'csv', table: 'users' } })).statusCode).toBe(400);
  });
});

/** Public reads with every database id replaced by what it names, so two databases compare. */
function normalizer(statics: StaticData) {
  const maps: Record<string, Map<number, string>> = {
    team: new Map(statics.teams.map((t) => [t.id, t.uuid])),
    group: new Map(statics.groups.map((g) => [g.id, g.name])),
    category: new Map(statics.teamCategories.map((k) => [k.id, `${k.code}${k.gender}`])),
    hall: new Map(statics.halls.map((h) => [h.id, h.translations[0].name])),
    club: new Map(statics.teams.map((t) => [t.club.id, t.club.name])),
    country: new Map(statics.countries.map((k) => [k.id, k.countryCode])),
    stage: new Map(statics.matchStages.map((s) => [s.id, s.code])),
    roundLevel: new Map(statics.roundLevels.map((r) => [r.id, r.systemName])),
    eventType: new Map(statics.eventTypes.map((t) => [t.id, t.code])),
  };
  const fields: Record<string, string> = {
    teamId: 'team', homeTeamId: 'team', awayTeamId: 'team', tiedWith: 'team', teamIds: 'team',
    competitionGroupId: 'group', homeTeamCompetitionGroupId: 'group', awayTeamCompetitionGroupId: 'group',
    teamCategoryId: 'category', categoryId: 'category', placeId: 'hall', clubId: 'club', countryId: 'country',
    stageId: 'stage', competitionRoundLevelId: 'roundLevel', eventTypeId: 'eventType',
  };
  const ids = new Set(['id', 'participantId', 'matchId', 'updatedAt', 'generatedAt', 'createdAt']);
  const normalize = (value: unknown, field?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => normalize(item, field));
    if (typeof value === 'number' && field && fields[field]) return maps[fields[field]].get(value) ?? `?${value}`;
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).filter(([key]) => !ids.has(key)).map(([key, item]) => [key, key === 'club' ? (item as { name: string }).name : normalize(item, key)]));
  };
  return normalize;
}

/** What the public sees of a tournament: teams, groups, halls, matches with brackets, standings and statistics. */
async function publicView(t: TestApp) {
  const statics: StaticData = (await call(t.app, c.static)).json();
  const live: LiveData = (await call(t.app, c.live)).json();
  const normalize = normalizer(statics);
  const statistics: Record<string, unknown> = {};
  // Players sharing a position come in the database's scan order (statistics.ts sorts by the figures
  // only): compared as a set. The list stops at 100 rows, so of the tie it cuts through only the
  // number of rows compares (which of the level players make the list is the scan order's choice too).
  type Row = { _data: { position: string } };
  const byPosition = (rows: Row[]) => {
    const cut = rows.length === 100 ? rows[rows.length - 1]._data.position : null;
    return rows
      .map((row) => (row._data.position === cut ? { _data: { position: cut } } : row))
      .sort((a, b) => JSON.stringify(a._data).localeCompare(JSON.stringify(b._data)));
  };
  for (const category of statics.teamCategories)
    statistics[`${category.code}${category.gender}`] = byPosition(normalize((await call(t.app, c.statistics, { params: { categoryId: category.id } })).json().data) as Parameters<typeof byPosition>[0]);
  const sortKey = (m: Record<string, unknown>) => `${m.competitionGroupId}|${m.startsAt}|${m.placeId}`;
  return {
    teams: normalize(statics.teams),
    groups: normalize(statics.groups),
    roundLevels: normalize(statics.roundLevels),
    categories: normalize(statics.teamCategories),
    halls: normalize(statics.halls.map(({ data: _data, files: _files, ...hall }) => hall)),
    matches: (normalize(live.matches) as Record<string, unknown>[]).sort((a, b) => sortKey(a).localeCompare(sortKey(b))),
    standings: normalize(live.groupTeams),
    statistics,
  };
}

const withoutTime = ({ exportedAt: _at, ...data }: TournamentExport) => data;

describe(`the demo tournament moved into an empty database (${db})`, () => {
  let json: { t: TestApp; cookie: string };
  let csv: { t: TestApp; cookie: string };
  beforeAll(async () => {
    json = await emptyTournament();
    csv = await emptyTournament();
  }, 120_000);
  afterAll(async () => {
    await json.t.close();
    await csv.t.close();
  });

  it('imports the JSON export: the public sees identical standings, brackets, matches and statistics', async () => {
    // A visitor read the empty tournament first: the kept answers must not outlive the import (issue 26).
    expect((await call(json.t.app, c.static)).json().teams).toEqual([]);
    expect((await call(json.t.app, c.live)).json().matches).toEqual([]);
    const r = await upload(json.t, [{ name: 'tournament.json', text: JSON.stringify(exported) }], json.cookie);
    expect(r.statusCode === 200 ? 200 : r.body).toBe(200);
    expect(r.json().counts).toEqual(expect.objectContaining({ matches: exported.matches.length, matchEvents: exported.matchEvents.length }));
    const [before, after] = [await publicView(source), await publicView(json.t)];
    expect(after.standings).toEqual(before.standings);
    expect(after.matches).toEqual(before.matches);
    expect(after.statistics).toEqual(before.statistics);
    expect(after).toEqual(before);
  }, 120_000);

  it('exports after the import the same data it was given, and records one audit row with the counts', async () => {
    const again: TournamentExport = (await call(json.t.app, e.export, { cookie: json.cookie })).json();
    expect(withoutTime(again)).toEqual(withoutTime(exported));
    const audit = await json.t.handle.db.selectFrom('admin_audit').select(['user_email', 'entity', 'action', 'after']).execute();
    expect(audit).toEqual([{ user_email: 'importer@test.test', entity: 'tournament', action: 'import', after: { counts: expect.objectContaining({ teams: exported.teams.length }) } }]);
  }, 60_000);

  it('refuses an import into a non-empty tournament with 409 before reading its files, bad rows or not', async () => {
    const broken = await upload(source, [{ name: 'countries.csv', text: 'code;name cs;name en\r\nCZ;;\r\n' }], cookies['admin@demo.test']);
    expect(broken.statusCode).toBe(409);
    const unreadable = await source.app.inject({ method: 'POST', url: e.import.path, payload: '--not-a-boundary', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: cookies['admin@demo.test'] } });
    expect(unreadable.statusCode).toBe(409);
  });

  it('refuses a second import into the now non-empty tournament with 409 and stores nothing more', async () => {
    const r = await upload(json.t, [{ name: 'tournament.json', text: JSON.stringify(exported) }], json.cookie);
    expect(r.statusCode).toBe(409);
    expect(Number((await json.t.handle.db.selectFrom('matches').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(exported.matches.length);
  });

  it('reports every bad CSV row with its file, line, column and code, and stores nothing of the upload', async () => {
    const clubs = ['key;name;country;city;registration state', 'c1;Sokol Praha;CZ;Praha;approved', 'c2;;CZ;Brno;approved', 'c3;HC "Lev";XX;Plzeň;maybe', 'c1;Again;CZ;;new'].join('\r\n');
    const teams = ['key;club;category;name;number', 't1;c1;AM;;1', 't2;c9;AM;;two'].join('\r\n');
    const countries = 'code;name cs;name en\r\nCZ;Česko;Czechia\r\n';
    const categories = 'key;code;gender;name cs;name en;birth year from;birth year to;order;max other gender players;max older players;small court\r\nAM;A;M;A chlapci;A boys;2007;2008;1;0;0;ne\r\n';
    const r = await upload(csv.t, [{ name: 'countries.csv', text: countries }, { name: 'categories.csv', text: categories }, { name: 'clubs.csv', text: clubs }, { name: 'teams.csv', text: teams }], csv.cookie);
    expect(r.statusCode).toBe(400);
    expect(rowErrors(r)).toEqual([
      { file: 'clubs.csv', table: 'clubs', line: 3, field: 'name', code: 'required' },
      { file: 'clubs.csv', table: 'clubs', line: 4, field: 'registrationState', code: 'invalid' },
      { file: 'teams.csv', table: 'teams', line: 3, field: 'number', code: 'integer' },
    ]);
    // The rows that pass their schema are then checked across files.
    const fixed = await upload(csv.t, [{ name: 'countries.csv', text: countries }, { name: 'categories.csv', text: categories }, { name: 'clubs.csv', text: clubs.replace('c2;;', 'c2;Brno;').replace(';maybe', ';new') }, { name: 'teams.csv', text: teams.replace(';two', ';2') }], csv.cookie);
    expect(rowErrors(fixed)).toEqual([
      { file: 'clubs.csv', table: 'clubs', line: 5, field: 'key', code: 'duplicateKey' },
      { file: 'clubs.csv', table: 'clubs', line: 4, field: 'country', code: 'unknownKey' },
      { file: 'teams.csv', table: 'teams', line: 3, field: 'club', code: 'unknownKey' },
    ]);
    expect(Number((await csv.t.handle.db.selectFrom('clubs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(0);
  });

  it("refuses a group on another category's own round level and a team in another category's group, by row", async () => {
    const own = exported.roundLevels.find((level) => level.category != null);
    if (!own) throw new Error('the export has no category-own round level');
    const groupIndex = exported.groups.findIndex((g) => g.category !== own.category);
    const group = exported.groups[groupIndex];
    const stranger = exported.teams.find((team) => team.category !== group.category);
    const rowIndex = exported.groupTeams.findIndex((row) => row.group === group.key);
    if (!stranger || rowIndex < 0) throw new Error('the demo has one category only');
    const broken: TournamentExport = {
      ...exported,
      groups: exported.groups.map((g, i) => (i === groupIndex ? { ...g, roundLevel: own.key } : g)),
      groupTeams: exported.groupTeams.map((row, i) => (i === rowIndex ? { ...row, team: stranger.key } : row)),
    };
    const r = await upload(csv.t, [{ name: 'tournament.json', text: JSON.stringify(broken) }], csv.cookie);
    expect(r.statusCode).toBe(400);
    expect(rowErrors(r)).toEqual([
      expect.objectContaining({ table: 'groups', line: groupIndex + 1, field: 'roundLevel', code: 'otherCategory' }),
      expect.objectContaining({ table: 'groupTeams', line: rowIndex + 1, field: 'team', code: 'otherCategory' }),
    ]);
  });

  it('names a file that is no table, a missing column and a line with too many cells', async () => {
    const r = await upload(csv.t, [{ name: 'budget.csv', text: 'a;b\r\n1;2\r\n' }, { name: 'countries.csv', text: 'code;name cs\r\nCZ;Česko\r\n' }, { name: 'round-levels.csv', text: 'key;is bracket;name cs;name en;order\r\ngroup;no;Skupiny;Groups;1;extra\r\n' }], csv.cookie);
    expect(rowErrors(r)).toEqual([
      { file: 'budget.csv', table: null, line: 0, field: '_', code: 'unknownFile' },
      { file: 'countries.csv', table: 'countries', line: 1, field: 'nameEn', code: 'missingColumn' },
      { file: 'round-levels.csv', table: 'roundLevels', line: 2, field: '_', code: 'malformedLine' },
    ]);
  });

  it('answers 190,000 bad rows with 400 and the first 500 of them, marked truncated (never a 500)', async () => {
    const text = ['code;name cs;name en', ...Array.from({ length: 190_000 }, (_, i) => `C${i};;`)].join('\r\n');
    const r = await upload(csv.t, [{ name: 'countries.csv', text }], csv.cookie);
    expect(r.statusCode).toBe(400);
    const body = (r.json() as ImportErrorBody).error;
    expect(body.rows).toHaveLength(importMaxErrors);
    expect(body.truncated).toBe(true);
  });

  it('refuses a file over the size limit with 413, and an upload without files with 400', async () => {
    const big = await upload(csv.t, [{ name: 'clubs.csv', text: 'x'.repeat(tournamentImportLimits.maxFileBytes + 1) }], csv.cookie);
    expect(big.statusCode).toBe(413);
    const none = await csv.t.app.inject({ method: 'POST', url: e.import.path, payload: `--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: csv.cookie } });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ files: ['required'] });
  });

  it('reads a CSV that Czech Excel saved in Windows-1250: its accented key matches the same key of a UTF-8 file', async () => {
    // An empty tournament of its own: an import's files are read only when it may land (issue 26).
    const target = await emptyTournament();
    const part = (name: string, bytes: Buffer) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`), bytes, Buffer.from('\r\n')]);
    // "Žluťoučký" in Windows-1250.
    const cp1250 = Buffer.from([0x8e, 0x6c, 0x75, 0x9d, 0x6f, 0x75, 0xe8, 0x6b, 0xfd]);
    const send = (teams: Buffer) =>
      target.t.app.inject({
        method: 'POST',
        url: e.import.path,
        payload: Buffer.concat([
          part('countries.csv', Buffer.from('code;name cs;name en\r\nCZ;Česko;Czechia\r\n')),
          part('categories.csv', Buffer.from('key;code;gender;name cs;name en;birth year from;birth year to;order;max other gender players;max older players;small court\r\nAM;A;M;A chlapci;A boys;2007;2008;1;0;0;ne\r\n')),
          part('clubs.csv', Buffer.from('key;name;country;registration state\r\nŽluťoučký;Klub;CZ;new\r\n')),
          part('teams.csv', teams),
          Buffer.from(`--${boundary}--\r\n`),
        ]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: target.cookie },
      });
    const teams = (club: Buffer) => Buffer.concat([Buffer.from('key;club;category;number\r\nt1;'), club, Buffer.from(';AM;1\r\n')]);
    // The check is real: the key without its accents names no club.
    expect(rowErrors(await send(teams(Buffer.from('Zlutoucky'))))).toEqual([{ file: 'teams.csv', table: 'teams', line: 2, field: 'club', code: 'unknownKey' }]);
    // Every reference resolves, so the files land.
    expect((await send(teams(cp1250))).statusCode).toBe(200);
    await target.t.close();
  });

  it('imports every table as CSV (as a spreadsheet saves them) and exports the same data back', async () => {
    const files = tournamentTableNames.map((table) => ({ name: tournamentTableFile(table), text: tableToCsv(table, exported[table], ';') }));
    const r = await upload(csv.t, files, csv.cookie);
    expect(r.statusCode).toBe(200);
    const again: TournamentExport = (await call(csv.t.app, e.export, { cookie: csv.cookie })).json();
    expect(withoutTime(again)).toEqual(withoutTime(exported));
  }, 120_000);
});
