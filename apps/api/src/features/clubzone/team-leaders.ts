import type { FastifyInstance } from 'fastify';
import { teamLeaderEndpoints as e, type TeamLeader, type TeamRef } from '@phc/api-contract';
import { teamRefName } from '@phc/tournaments';
import type { Mailer } from '../../platform/auth/routes';
import { hashPassword } from '../../platform/auth/password';
import { newToken, sha256, startSession } from '../../platform/auth/sessions';
import { requireClubAdmin, requireUser } from '../../platform/auth/guards';
import { HttpError, notFound, unauthenticated } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { clubExists, closed, findTeam, loadConfig, teamRefs, type Db } from './common';

/** An invitation is good for a week: long enough for a volunteer to read their e-mail, short enough to go stale. */
export const invitationDays = 7;

/** Where the leader accepts (route `pozvanka`): logged in, or creating an account there. */
export const invitationLink = (publicUrl: string, locale: 'cs' | 'en', token: string) => `${publicUrl}${locale === 'en' ? '/en' : ''}/pozvanka/${token}`;

const invalidToken = () => new HttpError(400, 'token_invalid', 'The invitation has expired or was already used', { token: ['invalid'] });

/** The teams an account leads: only leader rows tied to it by an accepted invitation (issue 14), never by e-mail. */
export async function ledTeamIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('team_leaders')
    .innerJoin('team_leader_teams', 'team_leader_teams.team_leader_id', 'team_leaders.id')
    .select('team_leader_teams.team_id')
    .where('team_leaders.user_id', '=', userId)
    .orderBy('team_leader_teams.team_id')
    .execute();
  return rows.map((r) => r.team_id);
}

export interface InvitationMail {
  link: (locale: 'cs' | 'en') => string;
  teams: readonly TeamRef[];
  days: number;
  tournament: { cs: string; en: string };
}

/**
 * The invitation in both languages: which tournament, which club and which team by its category
 * ("HC Praha A chlapci I"), so a leader invited by two clubs or for boys' and girls' teams knows which.
 */
export function invitationMail({ link, teams, days, tournament }: InvitationMail): [string, string] {
  const names = (locale: 'cs' | 'en') => teams.map((team) => teamRefName(team, locale)).join(', ');
  const club = teams[0]?.clubName ?? '';
  const subject = `${tournament.cs}: pozvánka pro vedoucího týmu ${names('cs')} / Invitation: team leader of ${names('en')}`;
  const body = [
    `Klub ${club} vás na turnaji ${tournament.cs} zve jako vedoucího týmu ${names('cs')}. Pozvánku přijmete do ${days} dnů po přihlášení (případně registraci) na této adrese:`,
    '',
    link('cs'),
    '',
    `The club ${club} invites you to lead the team ${names('en')} at ${tournament.en}. Accept it within ${days} days after logging in (or registering) here:`,
    '',
    link('en'),
    '',
    'Pokud pozvánku nečekáte, e-mail ignorujte. / If you did not expect it, ignore this e-mail.',
  ].join('\n');
  return [subject, body];
}

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
export function registerTeamLeaderRoutes(app: FastifyInstance, mail: Mailer, options: { publicUrl: string }): void {
  const { db } = app.ctx;

  const invitationOf = async (token: string) => {
    const row = await db
      .selectFrom('team_leader_invitations')
      .innerJoin('team_leaders', 'team_leaders.id', 'team_leader_invitations.team_leader_id')
      .innerJoin('clubs', 'clubs.id', 'team_leaders.club_id')
      .select(['team_leaders.id', 'team_leaders.first_name', 'team_leaders.last_name', 'clubs.name as club_name', 'team_leader_invitations.expires_at', 'team_leader_invitations.used_at'])
      .where('team_leader_invitations.token_hash', '=', sha256(token))
      .executeTakeFirst();
    if (!row) throw invalidToken();
    return { ...row, usable: !row.used_at && new Date(row.expires_at) > app.ctx.now() };
  };

  route(app, e.list, async ({ params, request }) => {
    requireClubAdmin(request, params.clubId);
    await clubExists(db, params.clubId);
    return { data: (await teamLeaders(db, { clubId: params.clubId })).map((data) => ({ data })) };
  });

  route(app, e.add, async ({ params, body, request }) => {
    const team = await findTeam(db, params.teamId);
    requireClubAdmin(request, team.club_id);
    if (!(await loadConfig(db)).flag('paperless_team_leader_allowed')) throw closed('Paperless team leaders are not allowed in this tournament');
    const token = newToken();
    const { leaderId, invite } = await db.transaction().execute(async (trx) => {
      // Two adds of one e-mail at once must not make two leaders: they wait for each other on the club.
      await trx.selectFrom('clubs').select('id').where('id', '=', team.club_id).forUpdate().executeTakeFirst();
      // One person (one e-mail) leading several teams of the club is one leader.
      const existing = await trx.selectFrom('team_leaders').select(['id', 'user_id']).where('club_id', '=', team.club_id).where('email', '=', body.email).executeTakeFirst();
      let id: number;
      if (existing) {
        id = existing.id;
        // The account stays the one that accepted: what the club types never moves the rights.
        await trx
          .updateTable('team_leaders')
          .set({ first_name: body.firstName, last_name: body.lastName, phone: body.phone ?? null })
          .where('id', '=', id)
          .execute();
      } else {
        id = (
          await trx
            .insertInto('team_leaders')
            .values({ club_id: team.club_id, user_id: null, first_name: body.firstName, last_name: body.lastName, email: body.email, phone: body.phone ?? null })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      await trx
        .insertInto('team_leader_teams')
        .values({ team_leader_id: id, team_id: team.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const pending = !existing || existing.user_id === null;
      if (pending) {
        // Only the newest invitation works: an older e-mail (maybe sent to a mistyped address) is void.
        const now = app.ctx.now();
        await trx.updateTable('team_leader_invitations').set({ used_at: now }).where('team_leader_id', '=', id).where('used_at', 'is', null).execute();
        await trx
          .insertInto('team_leader_invitations')
          .values({ token_hash: sha256(token), team_leader_id: id, expires_at: new Date(now.getTime() + invitationDays * 24 * 60 * 60_000) })
          .execute();
      }
      return { leaderId: id, invite: pending };
    });
    const [teamLeader] = await teamLeaders(db, { id: leaderId });
    if (invite) {
      const [subject, text] = invitationMail({
        link: (locale) => invitationLink(options.publicUrl, locale, token),
        teams: teamLeader.leadingTeams,
        days: invitationDays,
        tournament: app.ctx.tournament.name,
      });
      await mail.send(teamLeader.email, subject, text);
    }
    return { teamLeader };
  });

  route(app, e.invitation, async ({ params }) => {
    const found = await invitationOf(params.token);
    const refs = await teamRefs(db, (await db.selectFrom('team_leader_teams').select('team_id').where('team_leader_id', '=', found.id).execute()).map((r) => r.team_id));
    return { invitation: { firstName: found.first_name, lastName: found.last_name, clubName: found.club_name, teams: [...refs.values()], usable: found.usable } };
  });

  route(app, e.acceptInvitation, async ({ params, body, request, reply }) => {
    const found = await invitationOf(params.token);
    if (!found.usable) throw invalidToken();
    if (!request.user && !body.account) throw unauthenticated();
    const userId = await db.transaction().execute(async (trx) => {
      // Single use even when two tabs accept at once: only one update finds the token unused.
      const spent = await trx
        .updateTable('team_leader_invitations')
        .set({ used_at: app.ctx.now() })
        .where('token_hash', '=', sha256(params.token))
        .where('used_at', 'is', null)
        .returning('team_leader_id')
        .executeTakeFirst();
      if (!spent) throw invalidToken();
      let id = request.user?.id;
      if (id === undefined && body.account) {
        // The token reached the invited address: that address is the new account's verified login.
        const leader = await trx.selectFrom('team_leaders').select('email').where('id', '=', found.id).executeTakeFirstOrThrow();
        const taken = await trx.selectFrom('users').select('id').where('email', '=', leader.email).executeTakeFirst();
        if (taken) throw new HttpError(409, 'conflict', 'An account with this e-mail exists: log in to accept', { email: ['invalid'] });
        const { firstName, lastName, password } = body.account;
        id = (
          await trx
            .insertInto('users')
            .values({ email: leader.email, password_hash: await hashPassword(password), first_name: firstName, last_name: lastName, roles: [] })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      await trx.updateTable('team_leaders').set({ user_id: id }).where('id', '=', found.id).execute();
      return id as number;
    });
    if (!request.user) await startSession(app, request, reply, userId);
    const [teamLeader] = await teamLeaders(db, { id: found.id });
    return { teamLeader };
  });

  route(app, e.ledTeams, async ({ request }) => {
    const user = requireUser(request);
    const refs = await teamRefs(db, await ledTeamIdsOf(db, user.id));
    return { teams: [...refs.values()] };
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
