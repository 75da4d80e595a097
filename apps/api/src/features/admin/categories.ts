import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { adminCategoriesEndpoints as e, type AdminPlayerLimits, type AdminTeamCategory, type PlayerLimitsValues, type TeamCategoryValues } from '@phc/api-contract';
import { configChanged } from '../../platform/live/config-changes';
import type { Database } from '../../platform/db/schema';
import { HttpError, badRequest, notFound } from '../../platform/http/errors';
import { requireUser } from '../../platform/auth/guards';
import { route } from '../../platform/http/route';
import { writeAudit } from '../../platform/audit/write-audit';

type Db = Kysely<Database> | Transaction<Database>;
type LimitsRow = Database['tournament_player_limits'];
type CategoryRow = Selectable<Database['team_categories']>;

const toLimits = (row: Omit<Selectable<LimitsRow>, 'id' | 'team_category_id'>): AdminPlayerLimits => ({
  minPlayers: row.min_players,
  maxPlayers: row.max_players,
  minLeaders: row.min_leaders,
  maxLeaders: row.max_leaders,
  playersCountWarningFrom: row.players_count_warning_from,
  maxExceptionPlayers: row.max_exception_players,
});

const limitsRow = (limits: PlayerLimitsValues) => ({
  min_players: limits.minPlayers,
  max_players: limits.maxPlayers,
  min_leaders: limits.minLeaders,
  max_leaders: limits.maxLeaders,
  players_count_warning_from: limits.playersCountWarningFrom,
  max_exception_players: limits.maxExceptionPlayers,
});

const categoryRow = (body: TeamCategoryValues) => ({
  code: body.code,
  gender: body.gender,
  name_cs: body.nameCs,
  name_en: body.nameEn,
  birth_year_from: body.birthYearFrom,
  birth_year_to: body.birthYearTo,
  max_other_gender_players: body.maxOtherGenderPlayers,
  max_older_players: body.maxOlderPlayers,
  small_court: body.smallCourt,
  sort_order: body.sortOrder,
});

function toCategory(row: CategoryRow, teams: number, limits: AdminPlayerLimits | null): AdminTeamCategory {
  return {
    id: row.id,
    code: row.code,
    nameCs: row.name_cs,
    nameEn: row.name_en,
    gender: row.gender as AdminTeamCategory['gender'],
    birthYearFrom: row.birth_year_from,
    birthYearTo: row.birth_year_to,
    maxOtherGenderPlayers: row.max_other_gender_players,
    maxOlderPlayers: row.max_older_players,
    smallCourt: row.small_court,
    sortOrder: row.sort_order,
    teams,
    limits,
  };
}

/** Categories in the order the site lists them, each with its team count and own limits. */
async function listCategories(db: Db, id?: number): Promise<AdminTeamCategory[]> {
  const [rows, teams, limits] = await Promise.all([
    db
      .selectFrom('team_categories')
      .selectAll()
      .$if(id !== undefined, (q) => q.where('id', '=', id as number))
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db.selectFrom('teams').select(['team_category_id', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('team_category_id').execute(),
    db.selectFrom('tournament_player_limits').selectAll().where('team_category_id', 'is not', null).execute(),
  ]);
  const teamCount = new Map(teams.map((t) => [t.team_category_id, Number(t.n)]));
  const own = new Map(limits.map((l) => [l.team_category_id, toLimits(l)]));
  return rows.map((r) => toCategory(r, teamCount.get(r.id) ?? 0, own.get(r.id) ?? null));
}

async function oneCategory(db: Db, id: number): Promise<AdminTeamCategory> {
  const [category] = await listCategories(db, id);
  if (!category) throw notFound(`No team category ${id}`);
  return category;
}

async function defaultLimits(db: Db): Promise<AdminPlayerLimits | null> {
  const row = await db.selectFrom('tournament_player_limits').selectAll().where('team_category_id', 'is', null).executeTakeFirst();
  return row ? toLimits(row) : null;
}

/** One code per gender: the draw, the results and the club's roster name a category by code and gender. */
async function assertCodeFree(db: Db, body: TeamCategoryValues, id?: number): Promise<void> {
  const clash = await db
    .selectFrom('team_categories')
    .select('id')
    .where('code', '=', body.code)
    .where('gender', '=', body.gender)
    .$if(id !== undefined, (q) => q.where('id', '!=', id as number))
    .executeTakeFirst();
  if (clash) throw badRequest('Another category has this code and gender', { code: ['taken'] });
}

/** The category's own limits row: written, replaced or removed (null: the default applies again). */
async function writeLimits(trx: Transaction<Database>, categoryId: number, limits: PlayerLimitsValues | null): Promise<void> {
  if (limits === null) {
    await trx.deleteFrom('tournament_player_limits').where('team_category_id', '=', categoryId).execute();
    return;
  }
  const updated = await trx.updateTable('tournament_player_limits').set(limitsRow(limits)).where('team_category_id', '=', categoryId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('tournament_player_limits').values({ team_category_id: categoryId, ...limitsRow(limits) }).execute();
}

/** What the audit log keeps of a category: its fields, without the derived team count. */
const auditedCategory = ({ teams: _teams, ...category }: AdminTeamCategory) => category;

/**
 * Team categories and roster limits (issue 16 item 3). The club zone's eligibility (participants'
 * available teams), the match roster's checks and the registration read these rows on every request;
 * only the public static answer caches the categories, and it forgets them after each write here.
 */
export function registerAdminCategoryRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, e.categories, async () => {
    const [categories, defaults] = await Promise.all([listCategories(db), defaultLimits(db)]);
    return { categories, defaultLimits: defaults };
  });

  route(app, e.categoryCreate, async ({ body, request }) => {
    const user = requireUser(request);
    const category = await db.transaction().execute(async (trx) => {
      await assertCodeFree(trx, body);
      const { id } = await trx.insertInto('team_categories').values(categoryRow(body)).returning('id').executeTakeFirstOrThrow();
      await writeLimits(trx, id, body.limits);
      const created = await oneCategory(trx, id);
      await writeAudit(trx, user, [{ entity: 'teamCategory', entityId: id, action: 'create', before: null, after: auditedCategory(created) }]);
      return created;
    });
    configChanged(app.ctx);
    return { category };
  });

  route(app, e.categoryUpdate, async ({ params, body, request }) => {
    const user = requireUser(request);
    const category = await db.transaction().execute(async (trx) => {
      const exists = await trx.selectFrom('team_categories').select('id').where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!exists) throw notFound(`No team category ${params.id}`);
      const before = await oneCategory(trx, params.id);
      await assertCodeFree(trx, body, params.id);
      await trx.updateTable('team_categories').set(categoryRow(body)).where('id', '=', params.id).execute();
      await writeLimits(trx, params.id, body.limits);
      const after = await oneCategory(trx, params.id);
      if (JSON.stringify(auditedCategory(before)) !== JSON.stringify(auditedCategory(after))) {
        await writeAudit(trx, user, [{ entity: 'teamCategory', entityId: params.id, action: 'edit', before: auditedCategory(before), after: auditedCategory(after) }]);
      }
      return after;
    });
    configChanged(app.ctx);
    return { category };
  });

  // Teams, groups and exception requests point at a category: it goes only when nothing does.
  route(app, e.categoryDelete, async ({ params, request }) => {
    const user = requireUser(request);
    await db.transaction().execute(async (trx) => {
      const exists = await trx.selectFrom('team_categories').select('id').where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!exists) throw notFound(`No team category ${params.id}`);
      const before = await oneCategory(trx, params.id);
      const [team, group, request] = await Promise.all([
        trx.selectFrom('teams').select('id').where('team_category_id', '=', params.id).executeTakeFirst(),
        trx.selectFrom('groups').select('id').where('team_category_id', '=', params.id).executeTakeFirst(),
        trx.selectFrom('team_requests').select('id').where('team_category_id', '=', params.id).executeTakeFirst(),
      ]);
      if (team || group || request) throw new HttpError(409, 'category_in_use', 'Teams, groups or exception requests use the category');
      await trx.deleteFrom('team_categories').where('id', '=', params.id).execute();
      await writeAudit(trx, user, [{ entity: 'teamCategory', entityId: params.id, action: 'delete', before: auditedCategory(before), after: null }]);
    });
    configChanged(app.ctx);
    return { ok: true as const };
  });

  route(app, e.defaultLimits, async ({ body, request }) => {
    const user = requireUser(request);
    const limits = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('tournament_player_limits').selectAll().where('team_category_id', 'is', null).forUpdate().executeTakeFirst();
      const before = row ? toLimits(row) : null;
      if (row) await trx.updateTable('tournament_player_limits').set(limitsRow(body)).where('id', '=', row.id).execute();
      const id = row?.id ?? (await trx.insertInto('tournament_player_limits').values({ team_category_id: null, ...limitsRow(body) }).returning('id').executeTakeFirstOrThrow()).id;
      const after = toLimits({ ...limitsRow(body) });
      if (JSON.stringify(before) !== JSON.stringify(after)) await writeAudit(trx, user, [{ entity: 'playerLimits', entityId: id, action: 'default', before, after }]);
      return after;
    });
    return { defaultLimits: limits };
  });
}
