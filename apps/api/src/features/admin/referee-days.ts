import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { adminRefereeDaysEndpoints as e, comparePeopleCzech, type RefereeDayAssignment } from '@phc/api-contract';
import { badRequest, notFound } from '../../platform/http/errors';
import { requireUser } from '../../platform/auth/guards';
import { route } from '../../platform/http/route';
import { writeAudit } from '../../platform/audit/write-audit';
import { loadTournamentDays } from './tournament-days';

/** Rows of (hall, day, referee) → one assignment per hall-day, referees in id order. */
export function groupAssignments(rows: readonly { place_id: number; day: string; referee_id: number }[]): RefereeDayAssignment[] {
  const byKey = new Map<string, RefereeDayAssignment>();
  for (const row of rows) {
    const key = `${row.place_id}:${row.day}`;
    const assignment = byKey.get(key) ?? { hallId: row.place_id, day: row.day, refereeIds: [] };
    assignment.refereeIds.push(row.referee_id);
    byKey.set(key, assignment);
  }
  for (const assignment of byKey.values()) assignment.refereeIds.sort((a, b) => a - b);
  return [...byKey.values()];
}

/**
 * Referees per hall and day (issue 16 item 3). The match protocol reads them through the public
 * hall referees call (competition/referees.ts) on every request, so a change applies at once.
 */
export function registerAdminRefereeDayRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, e.refereeDays, async () => {
    const [days, halls, referees, rows] = await Promise.all([
      loadTournamentDays(db),
      db.selectFrom('places').select(['id', 'name_cs', 'name_en']).where('place_type', '=', 'hall').orderBy('sort_order').orderBy('id').execute(),
      db.selectFrom('referees').select(['id', 'first_name', 'last_name']).where('registration_state', '=', 'approved').execute(),
      db.selectFrom('hall_referee_days').select(['place_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'referee_id']).orderBy('place_id').orderBy('day').execute(),
    ]);
    return {
      days,
      halls: halls.map((h) => ({ id: h.id, name: { cs: h.name_cs, en: h.name_en } })),
      referees: referees.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name })).sort((a, b) => comparePeopleCzech(a, b) || a.id - b.id),
      assignments: groupAssignments(rows),
    };
  });

  // The whole list of the hall-day is replaced; only approved referees may be named.
  route(app, e.setRefereeDay, async ({ params, body, request }) => {
    const user = requireUser(request);
    const refereeIds = [...body.refereeIds].sort((a, b) => a - b);
    await db.transaction().execute(async (trx) => {
      const hall = await trx.selectFrom('places').select('id').where('id', '=', params.hallId).where('place_type', '=', 'hall').forUpdate().executeTakeFirst();
      if (!hall) throw notFound(`No hall ${params.hallId}`);
      if (!(await loadTournamentDays(trx)).includes(params.day)) throw badRequest('Not a day of the tournament', { day: ['invalid'] });
      if (refereeIds.length) {
        const approved = await trx.selectFrom('referees').select('id').where('id', 'in', refereeIds).where('registration_state', '=', 'approved').execute();
        if (approved.length !== refereeIds.length) throw badRequest('Only approved referees can be assigned', { refereeIds: ['invalid'] });
      }
      const current = await trx.selectFrom('hall_referee_days').select('referee_id').where('place_id', '=', hall.id).where('day', '=', params.day).orderBy('referee_id').execute();
      const before = current.map((r) => r.referee_id);
      if (before.join() === refereeIds.join()) return;
      await trx.deleteFrom('hall_referee_days').where('place_id', '=', hall.id).where('day', '=', params.day).execute();
      if (refereeIds.length) await trx.insertInto('hall_referee_days').values(refereeIds.map((id) => ({ place_id: hall.id, day: params.day, referee_id: id }))).execute();
      await writeAudit(trx, user, [{ entity: 'place', entityId: hall.id, action: 'refereeDay', before: { day: params.day, refereeIds: before }, after: { day: params.day, refereeIds } }]);
    });
    return { assignment: { hallId: params.hallId, day: params.day, refereeIds } };
  });
}
