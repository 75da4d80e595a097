import { sql, type Kysely, type Transaction } from 'kysely';
import type { CompetitionState } from '@phc/api-contract';
import type { DrawState, PlayoffTree } from '@phc/competition-builder';
import type { Database } from '../../../platform/db/schema';
import { conflict, notFound } from '../../../platform/http/errors';

export type Db = Kysely<Database> | Transaction<Database>;

/** What the builder keeps of a category beside its groups and matches (migration 019). */
export interface BuilderRow {
  publishedAt: Date | null;
  draw: DrawState | null;
  trees: StoredTree[];
  settings: unknown;
  report: unknown;
}

/** A playoff tree with the bracket group each of its matches got. */
export interface StoredTree {
  tree: PlayoffTree;
  groupIdOfMatch: Record<string, number>;
}

/** PGlite and node-postgres both parse jsonb; a driver that hands back text still reads the same. */
const fromJson = <T>(value: unknown): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : ((value ?? null) as T | null));

export async function builderRow(db: Db, categoryId: number): Promise<BuilderRow | null> {
  const row = await db.selectFrom('category_competitions').selectAll().where('team_category_id', '=', categoryId).executeTakeFirst();
  if (!row) return null;
  return {
    publishedAt: row.published_at ? new Date(row.published_at) : null,
    draw: fromJson<DrawState>(row.draw_state),
    trees: fromJson<StoredTree[]>(row.playoff_trees) ?? [],
    settings: fromJson(row.schedule_settings),
    report: fromJson(row.schedule_report),
  };
}

/** A category's groups, group-stage ones first, each with its teams in seed order. */
export async function categoryGroups(db: Db, categoryId: number) {
  const [groups, members] = await Promise.all([
    db
      .selectFrom('groups')
      .innerJoin('round_levels', 'round_levels.id', 'groups.round_level_id')
      .select(['groups.id', 'groups.name', 'groups.round_level_id', 'groups.playoff_category', 'round_levels.is_bracket', 'round_levels.sort_order'])
      .where('groups.team_category_id', '=', categoryId)
      .orderBy('round_levels.sort_order')
      .orderBy(sql`groups.playoff_category nulls first`)
      .orderBy('groups.id')
      .execute(),
    db
      .selectFrom('group_teams')
      .innerJoin('groups', 'groups.id', 'group_teams.group_id')
      .select(['group_teams.group_id', 'group_teams.team_id'])
      .where('groups.team_category_id', '=', categoryId)
      .orderBy('group_teams.group_id')
      .orderBy('group_teams.seed')
      .execute(),
  ]);
  const teamsOf = new Map<number, number[]>();
  for (const m of members) teamsOf.set(m.group_id, [...(teamsOf.get(m.group_id) ?? []), m.team_id]);
  return groups.map((g) => ({ id: g.id, name: g.name, roundLevelId: g.round_level_id, playoffCategory: g.playoff_category, isBracket: g.is_bracket, teamIds: teamsOf.get(g.id) ?? [] }));
}

/** none / draft / published: a category with groups but no builder row was built before the builder (the seed's): published. */
export function stateOf(row: BuilderRow | null, groupCount: number): CompetitionState {
  if (row) return row.publishedAt ? 'published' : 'draft';
  return groupCount > 0 ? 'published' : 'none';
}

/**
 * The category a write may rebuild: it exists (404) and is not published (409: its matches are
 * public and numbered). Makes the builder's row, so from here on the category is a draft.
 */
export async function requireDraft(trx: Transaction<Database>, categoryId: number): Promise<BuilderRow> {
  const category = await trx.selectFrom('team_categories').select('id').where('id', '=', categoryId).forUpdate().executeTakeFirst();
  if (!category) throw notFound(`No category ${categoryId}`);
  const row = await builderRow(trx, categoryId);
  const groups = row ? 0 : (await categoryGroups(trx, categoryId)).length;
  if (stateOf(row, groups) === 'published') throw conflict('The competition of this category is published: its draw and schedule are fixed');
  if (!row) await trx.insertInto('category_competitions').values({ team_category_id: categoryId }).execute();
  return row ?? { publishedAt: null, draw: null, trees: [], settings: null, report: null };
}

type BuilderColumns = Partial<Record<'draw_state' | 'playoff_trees' | 'schedule_settings' | 'schedule_report', unknown>>;

/** Stores the builder's JSON columns (`null` clears one). */
export async function saveBuilder(trx: Db, categoryId: number, columns: BuilderColumns): Promise<void> {
  const set = Object.fromEntries(Object.entries(columns).map(([key, value]) => [key, value === null ? null : JSON.stringify(value)]));
  await trx
    .updateTable('category_competitions')
    .set({ ...set, updated_at: new Date() })
    .where('team_category_id', '=', categoryId)
    .execute();
}

/** Drops the category's matches (a draft's: nothing was played): the schedule is made again. */
export async function dropMatches(trx: Db, categoryId: number): Promise<number> {
  const dropped = await trx
    .deleteFrom('matches')
    .where('group_id', 'in', trx.selectFrom('groups').select('id').where('team_category_id', '=', categoryId))
    .executeTakeFirst();
  await saveBuilder(trx, categoryId, { schedule_report: null });
  return Number(dropped.numDeletedRows);
}

/** Drops the category's bracket groups (and with the matches, the trees). */
export async function dropBrackets(trx: Db, categoryId: number): Promise<void> {
  await dropMatches(trx, categoryId);
  await trx
    .deleteFrom('groups')
    .where('team_category_id', '=', categoryId)
    .where('round_level_id', 'in', trx.selectFrom('round_levels').select('id').where('is_bracket', '=', true))
    .execute();
  await saveBuilder(trx, categoryId, { playoff_trees: null });
}

/** The category's teams a draw takes: those of approved clubs, with what the draw weighs (club, country). */
export async function registeredTeams(db: Db, categoryId: number) {
  return db
    .selectFrom('teams')
    .innerJoin('clubs', 'clubs.id', 'teams.club_id')
    .innerJoin('countries', 'countries.id', 'clubs.country_id')
    .select(['teams.id', 'teams.name', 'teams.team_number', 'teams.club_id', 'teams.seeding_pot', 'clubs.name as club_name', 'countries.code as country_code'])
    .where('teams.team_category_id', '=', categoryId)
    .where('clubs.registration_state', '=', 'approved')
    .orderBy('clubs.name')
    .orderBy('teams.team_number')
    .execute();
}

/** The round levels a category builds in: those every category shares and its own (migration 021), in order. */
export async function categoryLevels(db: Db, categoryId: number) {
  return db
    .selectFrom('round_levels')
    .selectAll()
    .where((eb) => eb.or([eb('team_category_id', 'is', null), eb('team_category_id', '=', categoryId)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The category's first group-stage level: where a draw and a group made by hand go unless told. */
export async function firstStageLevel(db: Db, categoryId: number): Promise<number> {
  const level = (await categoryLevels(db, categoryId)).find((l) => !l.is_bracket);
  if (!level) throw conflict('No group-stage round level exists');
  return level.id;
}
