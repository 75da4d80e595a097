import type { Kysely } from 'kysely';
import type { AuditEntry } from '@phc/api-contract';
import type { Database } from '../../platform/db/schema';
import { teamFullName } from '@phc/tournaments';

type Db = Kysely<Database>;

/** "HC Dukla Praha (B I)": the club and the team as the lots and the builder name it. One query for all the rows. */
export async function teamDisplayNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (wanted.length === 0) return new Map();
  const teams = await db
    .selectFrom('teams')
    .innerJoin('team_categories', 'team_categories.id', 'teams.team_category_id')
    .innerJoin('clubs', 'clubs.id', 'teams.club_id')
    .select(['teams.id', 'teams.name', 'teams.team_number', 'team_categories.name_cs', 'clubs.name as club'])
    .where('teams.id', 'in', wanted)
    .execute();
  // Czech, as the rest of the log's stored values: the organisers' language.
  return new Map(teams.map((t) => [t.id, teamFullName({ clubName: t.club, name: t.name, categoryName: t.name_cs, teamNumber: t.team_number })]));
}
type Names = (db: Db, ids: number[]) => Promise<[number, string][]>;

const byName = async <T extends { id: number }>(rows: Promise<T[]>, name: (row: T) => string): Promise<[number, string][]> => (await rows).map((row) => [row.id, name(row)]);

const categoryNames: Names = (db, ids) => byName(db.selectFrom('team_categories').select(['id', 'name_cs']).where('id', 'in', ids).execute(), (r) => r.name_cs);

/**
 * What an audit row is about, by name (issue 24: the log read "Klub 89"): the club's name, the
 * referee's, a team's with its club and category, a match's pairing. Czech, as the stored values are
 * (the organisers' language). Entities with no single named row (configuration, lots) have none.
 */
const namers: Partial<Record<string, Names>> = {
  club: (db, ids) => byName(db.selectFrom('clubs').select(['id', 'name']).where('id', 'in', ids).execute(), (r) => r.name),
  referee: (db, ids) => byName(db.selectFrom('referees').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute(), (r) => `${r.first_name} ${r.last_name}`),
  place: (db, ids) => byName(db.selectFrom('places').select(['id', 'name_cs']).where('id', 'in', ids).execute(), (r) => r.name_cs),
  teamCategory: (db, ids) => categoryNames(db, ids),
  // The builder's rows are the category's competition, lots a group's (named with its category).
  competition: (db, ids) => categoryNames(db, ids),
  categoryTieBreak: (db, ids) => categoryNames(db, ids),
  groupLots: (db, ids) =>
    byName(
      db.selectFrom('groups').innerJoin('team_categories', 'team_categories.id', 'groups.team_category_id').select(['groups.id', 'groups.name', 'team_categories.name_cs']).where('groups.id', 'in', ids).execute(),
      (r) => `${r.name_cs}, ${r.name}`,
    ),
  pricelistItem: (db, ids) => byName(db.selectFrom('pricelist_items').select(['id', 'name_cs']).where('id', 'in', ids).execute(), (r) => r.name_cs),
  orderBundle: (db, ids) => byName(db.selectFrom('order_bundles').select(['id', 'name_cs']).where('id', 'in', ids).execute(), (r) => r.name_cs),
  user: (db, ids) => byName(db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute(), (r) => r.email),
  transfer: (db, ids) =>
    byName(db.selectFrom('transfers').innerJoin('clubs', 'clubs.id', 'transfers.club_id').select(['transfers.id', 'clubs.name']).where('transfers.id', 'in', ids).execute(), (r) => r.name),
  training: async (db, ids) => {
    const rows = await db.selectFrom('trainings').select(['id', 'team_id']).where('id', 'in', ids).execute();
    const teams = await teamDisplayNames(db, rows.map((r) => r.team_id));
    return rows.filter((r) => teams.has(r.team_id)).map((r) => [r.id, teams.get(r.team_id) as string]);
  },
  teamRequest: async (db, ids) => {
    const rows = await db
      .selectFrom('team_requests')
      .innerJoin('participants', 'participants.id', 'team_requests.participant_id')
      .select(['team_requests.id', 'team_requests.team_id', 'participants.first_name', 'participants.last_name'])
      .where('team_requests.id', 'in', ids)
      .execute();
    const teams = await teamDisplayNames(db, rows.map((r) => r.team_id));
    return rows.map((r) => [r.id, `${r.first_name} ${r.last_name} → ${teams.get(r.team_id) ?? '?'}`]);
  },
  match: async (db, ids) => {
    const rows = await db.selectFrom('matches').select(['id', 'home_team_id', 'away_team_id']).where('id', 'in', ids).execute();
    const teams = await teamDisplayNames(db, rows.flatMap((r) => [r.home_team_id ?? 0, r.away_team_id ?? 0]));
    const side = (id: number | null) => (id === null ? '?' : (teams.get(id) ?? '?'));
    return rows.map((r) => [r.id, `${side(r.home_team_id)} – ${side(r.away_team_id)}`]);
  },
};

/**
 * Which entity an id-valued field names (issue 24: "Hala: — → 5", "Rozhodčí: — → 9"), wherever a row
 * stores it (a training's hall and referee, a user's club, a referee day's referees, a team's category).
 */
const idFields: Record<string, string> = {
  clubId: 'club',
  userId: 'user',
  reporterUserId: 'user',
  groupId: 'groupLots',
  roundLevelId: 'roundLevel',
  levelId: 'roundLevel',
  matchId: 'match',
  placeId: 'place',
  hallId: 'place',
  refereeId: 'referee',
  refereeIds: 'referee',
  teamId: 'team',
  teamIds: 'team',
  countryId: 'country',
  teamCategoryId: 'teamCategory',
  categoryId: 'teamCategory',
  pricelistItemId: 'pricelistItem',
};

/** Kinds named only as a field's value, not as a row's subject. */
const valueNamers: Partial<Record<string, Names>> = {
  team: async (db, ids) => [...(await teamDisplayNames(db, ids))],
  country: (db, ids) => byName(db.selectFrom('countries').select(['id', 'name_cs']).where('id', 'in', ids).execute(), (r) => r.name_cs),
  roundLevel: (db, ids) => byName(db.selectFrom('round_levels').select(['id', 'name_cs']).where('id', 'in', ids).execute(), (r) => r.name_cs),
};

/** Every (field, id) a stored side holds, nested objects and lists of objects included. */
function idValues(value: unknown, found: [string, number][] = []): [string, number][] {
  if (Array.isArray(value)) value.forEach((item) => idValues(item, found));
  else if (value !== null && typeof value === 'object') {
    for (const [field, item] of Object.entries(value)) {
      const ids = Object.hasOwn(idFields, field) ? (Array.isArray(item) ? item : [item]) : [];
      for (const id of ids) if (Number.isSafeInteger(id) && (id as number) > 0) found.push([field, id as number]);
      if (ids.length === 0) idValues(item, found);
    }
  }
  return found;
}

/** Adds `valueNames` (field → id → name) to each row that stores ids of entities that still exist. */
export async function withValueNames(db: Db, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const found = new Map(entries.map((entry) => [entry, [...idValues(entry.before), ...idValues(entry.after)]]));
  const idsByKind = new Map<string, Set<number>>();
  for (const [field, id] of [...found.values()].flat()) idsByKind.set(idFields[field], (idsByKind.get(idFields[field]) ?? new Set()).add(id));
  const names = new Map<string, string>();
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      for (const [id, name] of await ((valueNamers[kind] ?? namers[kind]) as Names)(db, [...ids])) names.set(`${kind}:${id}`, name);
    }),
  );
  return entries.map((entry) => {
    const valueNames: Record<string, Record<string, string>> = {};
    for (const [field, id] of found.get(entry) ?? []) {
      const name = names.get(`${idFields[field]}:${id}`);
      if (name !== undefined) valueNames[field] = { ...valueNames[field], [String(id)]: name };
    }
    return Object.keys(valueNames).length ? { ...entry, valueNames } : entry;
  });
}

/** Adds `entityName` to each row whose entity still exists; one query per kind of entity on the page. */
export async function withEntityNames(db: Db, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const idsByEntity = new Map<string, Set<number>>();
  for (const entry of entries) if (namers[entry.entity]) idsByEntity.set(entry.entity, (idsByEntity.get(entry.entity) ?? new Set()).add(entry.entityId));
  const names = new Map<string, string>();
  await Promise.all(
    [...idsByEntity].map(async ([entity, ids]) => {
      for (const [id, name] of await (namers[entity] as Names)(db, [...ids])) names.set(`${entity}:${id}`, name);
    }),
  );
  return entries.map((entry) => {
    const name = names.get(`${entry.entity}:${entry.entityId}`);
    return name === undefined ? entry : { ...entry, entityName: name };
  });
}
