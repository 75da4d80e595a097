import type { FastifyInstance } from 'fastify';
import { teamLeaderEndpoints as e, type TeamLeader } from '@phc/api-contract';
import { requireClubAdmin } from '../http/guards';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { clubExists, closed, findTeam, loadConfig, teamRefs, type Db } from './common';

async function teamLeaders(db: Db, filter: { clubId?: number; id?: number }): Promise<TeamLeader[]> {
  let query = db.selectFrom('team_leaders').select(['id', 'club_id', 'user_id', 'first_name', 'last_name', 'email', 'phone']).orderBy('last_name').orderBy('first_name').orderBy('id');
  if (filter.clubId !== undefined) query = query.where('club_id', '=', filter.clubId);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  const leaders = await query.execute();
  if (leaders.length === 0) return [];
  const links = await db
    .selectFrom('team_leader_teams')
    .select(['team_leader_id', 'team_id'])
    .where(
      'team_leader_id',
      'in',
      leaders.map((l) => l.id),
    )
    .orderBy('team_id')
    .execute();
  const refs = await teamRefs(
    db,
    links.map((l) => l.team_id),
  );
  return leaders.map((l) => {
    const teams = links.filter((k) => k.team_leader_id === l.id).map((k) => k.team_id);
    return {
      id: l.id,
      userId: l.user_id,
      clubId: l.club_id,
      firstName: l.first_name,
      lastName: l.last_name,
      fullName: `${l.first_name} ${l.last_name}`,
      email: l.email,
      phone: l.phone,
      teams,
      leadingTeams: teams.map((id) => refs.get(id)).filter((ref) => ref !== undefined),
    };
  });
}

/** Paperless team leaders (SPEC §3/§7): the club names who leads each team; a leader with an account edits its match rosters. */
export function registerTeamLeaderRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, e.list, async ({ params, request }) => {
    requireClubAdmin(request, params.clubId);
    await clubExists(db, params.clubId);
    return { data: (await teamLeaders(db, { clubId: params.clubId })).map((data) => ({ data })) };
  });

  route(app, e.add, async ({ params, body, request }) => {
    const team = await findTeam(db, params.teamId);
    requireClubAdmin(request, team.club_id);
    if (!(await loadConfig(db)).flag('paperless_team_leader_allowed')) throw closed('Paperless team leaders are not allowed in this tournament');
    const leaderId = await db.transaction().execute(async (trx) => {
      // Two adds of one e-mail at once must not make two leaders: they wait for each other on the club.
      await trx.selectFrom('clubs').select('id').where('id', '=', team.club_id).forUpdate().executeTakeFirst();
      // One person (one e-mail) leading several teams of the club is one leader.
      const existing = await trx.selectFrom('team_leaders').select('id').where('club_id', '=', team.club_id).where('email', '=', body.email).executeTakeFirst();
      const account = await trx.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst();
      let id: number;
      if (existing) {
        id = existing.id;
        await trx
          .updateTable('team_leaders')
          .set({ first_name: body.firstName, last_name: body.lastName, phone: body.phone ?? null, user_id: account?.id ?? null })
          .where('id', '=', id)
          .execute();
      } else {
        id = (
          await trx
            .insertInto('team_leaders')
            .values({ club_id: team.club_id, user_id: account?.id ?? null, first_name: body.firstName, last_name: body.lastName, email: body.email, phone: body.phone ?? null })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      await trx
        .insertInto('team_leader_teams')
        .values({ team_leader_id: id, team_id: team.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return id;
    });
    const [teamLeader] = await teamLeaders(db, { id: leaderId });
    return { teamLeader };
  });

  route(app, e.remove, async ({ params, request }) => {
    const team = await findTeam(db, params.teamId);
    requireClubAdmin(request, team.club_id);
    await db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom('team_leader_teams').where('team_leader_id', '=', params.leaderId).where('team_id', '=', team.id).returning('team_id').executeTakeFirst();
      if (!removed) throw notFound(`Leader ${params.leaderId} does not lead team ${team.id}`);
      // A leader of no team is nobody's leader any more.
      const rest = await trx.selectFrom('team_leader_teams').select('team_id').where('team_leader_id', '=', params.leaderId).executeTakeFirst();
      if (!rest) await trx.deleteFrom('team_leaders').where('id', '=', params.leaderId).execute();
    });
    return { ok: true as const };
  });
}
