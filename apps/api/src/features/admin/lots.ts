import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { adminLotsEndpoints as e, type AdminLotsGroup, type AdminLotsOverview, type AdminTieBreakCategory, type TieBreakProcedureCode } from '@phc/api-contract';
import { getSportRules, isTieBreakProcedure, type Sport, type StandingRow } from '@phc/tournaments';
import { selectMatches, standingsByGroup, toMatch } from '../results/queries';
import type { Database } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/http/errors';
import { requireUser } from '../../platform/auth/guards';
import { route } from '../../platform/http/route';
import { writeAndPublish, type PublishInTransaction } from '../../platform/live/bus';
import type { RequestUser } from '../../platform/auth/permissions';
import { teamDisplayNames } from './audit';
import { writeAudit } from '../../platform/audit/write-audit';

type Db = Kysely<Database>;

/** The sets of teams in a table still level after every criterion with no recorded draw ordering them. */
export function openTies(rows: readonly StandingRow[]): number[][] {
  const sets = new Map<string, number[]>();
  for (const row of rows) if (row.decidedBy === 'lots' && row.drawSet) sets.set(row.drawSet.join(','), row.drawSet);
  return [...sets.values()];
}

/**
 * Each group's teams still level after every criterion, once all its matches have a result: a draw
 * before the group is over would order teams whose places the remaining matches still change.
 */
async function openTiesByGroup(db: Db, sport: Sport): Promise<Map<number, number[][]>> {
  const matches = (await selectMatches(db).execute()).map(toMatch);
  const unfinished = new Set(matches.filter((m) => m.state !== 'finished' && !m.walkOver).map((m) => m.competitionGroupId));
  const standings = await standingsByGroup(db, sport, matches);
  return new Map([...standings].filter(([groupId]) => !unfinished.has(groupId)).map(([groupId, rows]) => [groupId, openTies(rows)]));
}

async function drawsOf(db: Db, groupIds?: number[]): Promise<Map<number, AdminLotsGroup['drawn']>> {
  let query = db
    .selectFrom('group_lots')
    .leftJoin('users', 'users.id', 'group_lots.drawn_by')
    .select(['group_lots.group_id', 'group_lots.team_id', 'group_lots.drawn_at', 'users.email'])
    .orderBy('group_lots.group_id')
    .orderBy('group_lots.lot_order');
  if (groupIds) query = query.where('group_lots.group_id', 'in', groupIds.length ? groupIds : [0]);
  const draws = new Map<number, NonNullable<AdminLotsGroup['drawn']>>();
  for (const row of await query.execute()) {
    const draw = draws.get(row.group_id) ?? { teamIds: [], drawnBy: row.email ?? null, drawnAt: new Date(row.drawn_at).toISOString() };
    draw.teamIds.push(row.team_id);
    draws.set(row.group_id, draw);
  }
  return draws;
}

async function groupInfo(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return new Map<number, { name: string; categoryId: number }>();
  const rows = await db.selectFrom('groups').select(['id', 'name', 'team_category_id']).where('id', 'in', groupIds).execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, categoryId: r.team_category_id }]));
}

async function categories(db: Db, sport: Sport): Promise<AdminTieBreakCategory[]> {
  const rows = await db
    .selectFrom('team_categories')
    .leftJoin('category_tie_breaks', 'category_tie_breaks.team_category_id', 'team_categories.id')
    .select(['team_categories.id', 'team_categories.name_cs', 'team_categories.name_en', 'category_tie_breaks.procedure'])
    .orderBy('team_categories.sort_order')
    .orderBy('team_categories.id')
    .execute();
  const defaultProcedure = getSportRules(sport).standings.procedure;
  return rows.map((r) => ({ id: r.id, name: { cs: r.name_cs, en: r.name_en }, procedure: isTieBreakProcedure(r.procedure) ? r.procedure : null, defaultProcedure }));
}

/** Groups with an open tie or a recorded draw, the categories' procedures, and the names of the teams involved. */
async function overview(db: Db, sport: Sport): Promise<AdminLotsOverview> {
  const [allTies, draws] = await Promise.all([openTiesByGroup(db, sport), drawsOf(db)]);
  const ties = new Map([...allTies].filter(([, sets]) => sets.length > 0));
  const groupIds = [...new Set([...ties.keys(), ...draws.keys()])].sort((a, b) => a - b);
  const info = await groupInfo(db, groupIds);
  const groups = groupIds
    .filter((id) => info.has(id))
    .map((id) => ({ groupId: id, groupName: info.get(id)?.name ?? '', categoryId: info.get(id)?.categoryId ?? 0, ties: ties.get(id) ?? [], drawn: draws.get(id) ?? null }));
  const teamIds = [...new Set(groups.flatMap((g) => [...g.ties.flat(), ...(g.drawn?.teamIds ?? [])]))].sort((a, b) => a - b);
  const names = await teamDisplayNames(db, teamIds);
  return {
    categories: await categories(db, sport),
    groups,
    teams: teamIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id) as string })),
  };
}

async function oneGroup(db: Db, sport: Sport, groupId: number): Promise<AdminLotsGroup> {
  const [ties, draws, info] = await Promise.all([openTiesByGroup(db, sport), drawsOf(db, [groupId]), groupInfo(db, [groupId])]);
  const group = info.get(groupId);
  if (!group) throw notFound(`No group ${groupId}`);
  return { groupId, groupName: group.name, categoryId: group.categoryId, ties: ties.get(groupId) ?? [], drawn: draws.get(groupId) ?? null };
}

/**
 * Open pages learn of the new order: the live stream recomputes a group's table when it hears of one of
 * its matches, so the change names a match of the group, a finished one when there is one. Written in
 * the write's transaction (issue 25).
 */
async function announce(trx: Transaction<Database>, publish: PublishInTransaction, groupId: number): Promise<void> {
  const match = await trx.selectFrom('matches').select('id').where('group_id', '=', groupId).orderBy((eb) => eb.case().when('state', '=', 'finished').then(0).else(1).end()).orderBy('id').executeTakeFirst();
  if (match) await publish({ type: 'standing', matchId: match.id, groupId });
}

/** A category's tie-break procedure (null: the sport's), audited; the same one again changes nothing. */
async function setProcedure(trx: Transaction<Database>, user: RequestUser, categoryId: number, procedure: TieBreakProcedureCode | null, now: Date): Promise<void> {
  const exists = await trx.selectFrom('team_categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!exists) throw notFound(`No category ${categoryId}`);
  const row = await trx.selectFrom('category_tie_breaks').select('procedure').where('team_category_id', '=', categoryId).forUpdate().executeTakeFirst();
  const previous = row?.procedure ?? null;
  if (previous === procedure) return;
  if (procedure === null) await trx.deleteFrom('category_tie_breaks').where('team_category_id', '=', categoryId).execute();
  else
    await trx
      .insertInto('category_tie_breaks')
      .values({ team_category_id: categoryId, procedure, updated_at: now })
      .onConflict((oc) => oc.column('team_category_id').doUpdateSet({ procedure, updated_at: now }))
      .execute();
  await writeAudit(trx, user, [{ entity: 'categoryTieBreak', entityId: categoryId, action: 'procedure', before: { procedure: previous }, after: { procedure } }]);
}

/**
 * Tie-breaks (issue 17 item 5): a category's procedure, and the drawing of lots an organiser records
 * for teams level after every criterion. Each write is one transaction with its audit record.
 */
export function registerAdminLotsRoutes(app: FastifyInstance): void {
  const { db, tournament, bus } = app.ctx;

  route(app, e.adminLotsOverview, () => overview(db, tournament.sport));

  route(app, e.adminRecordLots, async ({ params, body, request }) => {
    const user = requireUser(request);
    const before = await oneGroup(db, tournament.sport, params.groupId);
    const wanted = [...body.teamIds].sort((a, b) => a - b).join(',');
    // A draw orders teams the procedure cannot: only a set that is level right now (open or drawn before).
    const drawable = [...before.ties, ...(before.drawn ? [[...before.drawn.teamIds].sort((a, b) => a - b)] : [])].some((set) => set.join(',') === wanted);
    if (!drawable) throw conflict('These teams are not level after every tie-break criterion');
    await writeAndPublish(db, bus, async (trx, publish) => {
      await trx.deleteFrom('group_lots').where('group_id', '=', params.groupId).execute();
      await trx
        .insertInto('group_lots')
        .values(body.teamIds.map((teamId, index) => ({ group_id: params.groupId, team_id: teamId, lot_order: index + 1, drawn_by: user.id, drawn_at: app.ctx.now() })))
        .execute();
      await writeAudit(trx, user, [{ entity: 'groupLots', entityId: params.groupId, action: 'draw', before: { teamIds: before.drawn?.teamIds ?? null }, after: { teamIds: body.teamIds } }]);
      await announce(trx, publish, params.groupId);
    });
    return oneGroup(db, tournament.sport, params.groupId);
  });

  route(app, e.adminClearLots, async ({ params, request }) => {
    const user = requireUser(request);
    const before = await oneGroup(db, tournament.sport, params.groupId);
    if (before.drawn) {
      await writeAndPublish(db, bus, async (trx, publish) => {
        await trx.deleteFrom('group_lots').where('group_id', '=', params.groupId).execute();
        await writeAudit(trx, user, [{ entity: 'groupLots', entityId: params.groupId, action: 'clear', before: { teamIds: before.drawn?.teamIds ?? null }, after: { teamIds: null } }]);
        await announce(trx, publish, params.groupId);
      });
    }
    return oneGroup(db, tournament.sport, params.groupId);
  });

  route(app, e.adminCategoryTieBreak, async ({ params, body, request }) => {
    const user = requireUser(request);
    await writeAndPublish(db, bus, async (trx, publish) => {
      await setProcedure(trx, user, params.categoryId, body.procedure, app.ctx.now());
      // Each group's table is ordered by the procedure: every one of them is recomputed on the open pages.
      const groups = await trx.selectFrom('groups').select('id').where('team_category_id', '=', params.categoryId).execute();
      for (const group of groups) await announce(trx, publish, group.id);
    });
    return (await categories(db, tournament.sport)).find((c) => c.id === params.categoryId) as AdminTieBreakCategory;
  });
}
