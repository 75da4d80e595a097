import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { adminEndpoints, configValue, orderPaymentState, type ConfigValue, type WaitingWork, type WaitingWorkKind } from '@phc/api-contract';
import { tournamentDay } from '@phc/tournaments';
import type { Database } from '../../platform/db/schema';
import type { RequestUser } from '../../platform/auth/permissions';
import { requireUser } from '../../platform/auth/guards';
import { route } from '../../platform/http/route';

type Db = Kysely<Database>;

const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);

/** Who decides each kind, as the area's screens are given (admin-access): the list's count is theirs only. */
const deciders: Record<WaitingWorkKind, string[]> = {
  registrations: ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_CLUB_MANAGER'],
  teamRequests: ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_CLUB_MANAGER'],
  trainings: ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_CLUB_MANAGER'],
  transfers: ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_CLUB_MANAGER'],
  referees: ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_REFEREE_MANAGER'],
  unpaidOrders: ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_CLUB_MANAGER'],
  overdueOrders: ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_CLUB_MANAGER'],
};

/** Unpaid and overdue orders of clubs whose summary is open, by the summary's own payment rule. */
async function orderCounts(db: Db, now: Date): Promise<{ unpaid: number; overdue: number }> {
  const [clubs, due] = await Promise.all([
    db.selectFrom('clubs').select('paid_at').where('registration_state', 'in', ['approved', 'processed']).where('paid_at', 'is', null).execute(),
    db.selectFrom('config_values').select(['key', 'data_type', 'value', 'format']).where('key', '=', 'payment_due_date').execute(),
  ]);
  const dueValue = configValue(due.map((c) => ({ key: c.key, dataType: c.data_type as ConfigValue['dataType'], value: c.value, format: c.format as ConfigValue['format'] })), 'payment_due_date');
  const dueDate = typeof dueValue === 'string' && dueValue.trim() !== '' ? dueValue.slice(0, 10) : null;
  const states = clubs.map((c) => orderPaymentState(c.paid_at, dueDate, tournamentDay(now)));
  return { unpaid: states.filter((s) => s === 'unpaid').length, overdue: states.filter((s) => s === 'overdue').length };
}

export async function waitingWork(db: Db, user: RequestUser, now: Date): Promise<WaitingWork> {
  const mine = (Object.keys(deciders) as WaitingWorkKind[]).filter((kind) => user.roles.some((role) => deciders[kind].includes(role)));
  if (mine.length === 0) return { items: [] };
  const n = (table: 'clubs' | 'team_requests' | 'trainings' | 'transfers' | 'referees', column: 'registration_state' | 'state', values: string[]) =>
    count(
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column as never, 'in', values as never)
        .executeTakeFirstOrThrow(),
    );
  const [registrations, teamRequests, trainings, transfers, referees, orders] = await Promise.all([
    n('clubs', 'registration_state', ['new', 'processed']),
    n('team_requests', 'state', ['pending']),
    n('trainings', 'state', ['pending']),
    n('transfers', 'state', ['unconfirmed']),
    n('referees', 'registration_state', ['new']),
    orderCounts(db, now),
  ]);
  const counts: Record<WaitingWorkKind, number> = { registrations, teamRequests, trainings, transfers, referees, unpaidOrders: orders.unpaid, overdueOrders: orders.overdue };
  return { items: mine.map((kind) => ({ kind, count: counts[kind] })) };
}

/** Issue 24: the area's landing shows what waits for the caller, each count linking to its screen. */
export function registerWaitingWorkRoutes(app: FastifyInstance): void {
  route(app, adminEndpoints.waitingWork, async ({ request }) => waitingWork(app.ctx.db, requireUser(request), app.ctx.now()));
}
