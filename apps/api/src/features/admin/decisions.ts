import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import { adminEndpoints, type AdminReferee, type AdminTeamRequest, type AdminTransfer, type TransferState } from '@phc/api-contract';
import { teamRequests } from '../clubzone/team-requests';
import { toTransfer, transferColumns } from '../clubzone/transfers/routes';
import type { Database } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/http/errors';
import { requireUser } from '../../platform/auth/guards';
import { route } from '../../platform/http/route';
import type { ClubNotices } from '../clubzone/notices/club-notices';
import { writeAudit } from '../../platform/audit/write-audit';

type Db = Kysely<Database>;

async function clubNames(db: Db, clubIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(clubIds)];
  const clubs = ids.length ? await db.selectFrom('clubs').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  return new Map(clubs.map((c) => [c.id, c.name]));
}

async function withClubNames(db: Db, requests: Awaited<ReturnType<typeof teamRequests>>): Promise<AdminTeamRequest[]> {
  const names = await clubNames(db, requests.map((r) => r.clubId));
  return requests.map((r) => ({ ...r, clubName: names.get(r.clubId) ?? '' }));
}

async function adminTransfers(db: Db, filter: { id?: number; state?: TransferState }): Promise<AdminTransfer[]> {
  const rows = await db
    .selectFrom('transfers')
    .select(transferColumns)
    .$if(!!filter.id, (q) => q.where('id', '=', filter.id as number))
    .$if(!!filter.state, (q) => q.where('state', '=', filter.state as TransferState))
    .orderBy('day')
    .orderBy('time')
    .orderBy('id')
    .execute();
  const names = await clubNames(db, rows.map((r) => r.club_id));
  return rows.map((r) => ({ ...toTransfer(r), clubName: names.get(r.club_id) ?? '' }));
}

const refereeColumns = ['id', 'first_name', 'last_name', 'birth_year', 'email', 'phone', 'registration_state', 'created_at'] as const;
type RefereeRow = Pick<Selectable<Database['referees']>, 'id' | 'first_name' | 'last_name' | 'birth_year' | 'email' | 'phone' | 'registration_state' | 'created_at'>;

const toReferee = (r: RefereeRow): AdminReferee => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  birthYear: r.birth_year,
  email: r.email,
  phone: r.phone,
  registrationState: r.registration_state,
  createdAt: new Date(r.created_at).toISOString(),
});

/**
 * Decisions (issue 16 item 2): exception requests, transfers and referee registrations. Each decision is one
 * transaction with its audit record; the club's zone and the public referee list read the same rows,
 * so the club or referee sees it at once.
 */
export function registerAdminDecisionRoutes(app: FastifyInstance, notices: ClubNotices): void {
  const { db } = app.ctx;

  route(app, adminEndpoints.teamRequests, async ({ query }) => {
    const all = await teamRequests(db, {});
    return { teamRequests: await withClubNames(db, query.state ? all.filter((r) => r.state === query.state) : all) };
  });

  // SPEC §4: only a pending request is decided; a cancelled or decided one answers 409.
  route(app, adminEndpoints.teamRequestDecision, async ({ params, body, request }) => {
    const user = requireUser(request);
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('team_requests').select(['id', 'state', 'resolution_reason', 'waive_fee', 'participant_id', 'team_id']).where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!row) throw notFound(`No team request ${params.id}`);
      if (row.state !== 'pending') throw conflict(`A ${row.state} request cannot be decided`);
      const after = { state: body.state, resolutionReason: body.reason || null, waiveFee: body.state === 'approved' && body.waiveFee };
      await trx
        .updateTable('team_requests')
        .set({ state: after.state, resolution_reason: after.resolutionReason, waive_fee: after.waiveFee, resolved_by: user.id, updated_at: sql`now()` })
        .where('id', '=', params.id)
        .execute();
      if (after.state === 'approved') {
        // An approved exception puts the player on the team, marked as playing on an exception (SPEC §3).
        await trx.insertInto('participant_teams').values({ participant_id: row.participant_id, team_id: row.team_id }).onConflict((oc) => oc.doNothing()).execute();
        await trx.updateTable('participants').set({ on_exception: true, updated_at: sql`now()` }).where('id', '=', row.participant_id).execute();
      }
      await writeAudit(trx, user, [
        { entity: 'teamRequest', entityId: row.id, action: 'decision', before: { state: row.state, resolutionReason: row.resolution_reason, waiveFee: row.waive_fee }, after },
      ]);
    });
    await notices.teamRequestDecided(params.id);
    const [decided] = await withClubNames(db, await teamRequests(db, { id: params.id }));
    return { teamRequest: decided };
  });

  route(app, adminEndpoints.transfers, async ({ query }) => ({ transfers: await adminTransfers(db, { state: query.state }) }));

  // SPEC §4: confirming ends the club's editing of the transfer; a confirmed one answers 409.
  route(app, adminEndpoints.transferConfirm, async ({ params, request }) => {
    const user = requireUser(request);
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('transfers').select(['id', 'state']).where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!row) throw notFound(`No transfer ${params.id}`);
      if (row.state === 'confirmed') throw conflict('The transfer is already confirmed');
      await trx.updateTable('transfers').set({ state: 'confirmed', updated_at: sql`now()` }).where('id', '=', params.id).execute();
      await writeAudit(trx, user, [{ entity: 'transfer', entityId: row.id, action: 'confirm', before: { state: row.state }, after: { state: 'confirmed' } }]);
    });
    const [confirmed] = await adminTransfers(db, { id: params.id });
    return { transfer: confirmed };
  });

  route(app, adminEndpoints.referees, async () => {
    const rows = await db.selectFrom('referees').select(refereeColumns).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return { referees: rows.map(toReferee) };
  });

  // An organiser may change their mind (approve a rejected referee and back); the same state changes nothing.
  route(app, adminEndpoints.refereeDecision, async ({ params, body, request }) => {
    const user = requireUser(request);
    return db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('referees').select(refereeColumns).where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!row) throw notFound(`No referee ${params.id}`);
      if (row.registration_state === body.state) return { referee: toReferee(row) };
      await trx.updateTable('referees').set({ registration_state: body.state }).where('id', '=', params.id).execute();
      await writeAudit(trx, user, [{ entity: 'referee', entityId: row.id, action: 'registrationState', before: { registrationState: row.registration_state }, after: { registrationState: body.state } }]);
      return { referee: toReferee({ ...row, registration_state: body.state }) };
    });
  });
}
