import type { FastifyInstance } from 'fastify';
import { teamLeaderEndpoints as e, type TeamLeader, type TeamRef } from '@phc/api-contract';
import { teamRefName } from '@phc/tournaments';
import type { Mailer } from '../../platform/auth/routes';
import { hashPassword } from '../../platform/auth/password';
import { newToken, sha256, startSession } from '../../platform/auth/sessions';
import { requireClubAdmin, requireUser } from '../../platform/auth/guards';
import { HttpError, notFound, unauthenticated } from '../../platform/http/errors';
import { route, withContext, type ContextHandler } from '../../platform/http/route';
import { emailTaken, insertUser } from '../../platform/auth/auth-store';
import { clubExists, closed, findTeam, loadConfig, teamRefs, type Db } from './common';
import { invitationByTokenHash, leaderEmail, leaderRows, leaderTeamLinks, ledTeamIdsOf, leaderTeamIds, linkLeaderAccount, removeLeaderOfTeam, replaceInvitation, saveLeaderOfTeam, spendInvitation } from './team-leader-store';

/** An invitation is good for a week: long enough for a volunteer to read their e-mail, short enough to go stale. */
export const invitationDays = 7;

/** Where the leader accepts (route `pozvanka`): logged in, or creating an account there. */
export const invitationLink = (publicUrl: string, locale: 'cs' | 'en', token: string) => `${publicUrl}${locale === 'en' ? '/en' : ''}/pozvanka/${token}`;

const invalidToken = () => new HttpError(400, 'token_invalid', 'The invitation has expired or was already used', { token: ['invalid'] });

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
  const leaders = await leaderRows(db, filter);
  if (leaders.length === 0) return [];
  const links = await leaderTeamLinks(
    db,
    leaders.map((l) => l.id),
  );
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

interface LeaderContext {
  app: FastifyInstance;
  db: FastifyInstance['ctx']['db'];
  mail: Mailer;
  publicUrl: string;
}
type LeaderHandler<K extends keyof typeof e> = ContextHandler<LeaderContext, (typeof e)[K]>;

async function invitationOf({ app, db }: LeaderContext, token: string) {
  const row = await invitationByTokenHash(db, sha256(token));
  if (!row) throw invalidToken();
  return { ...row, usable: !row.used_at && new Date(row.expires_at) > app.ctx.now() };
}

const listLeaders: LeaderHandler<'list'> = async ({ db }, { params, request }) => {
  requireClubAdmin(request, params.clubId);
  await clubExists(db, params.clubId);
  return { data: (await teamLeaders(db, { clubId: params.clubId })).map((data) => ({ data })) };
};

const addLeader: LeaderHandler<'add'> = async ({ app, db, mail, publicUrl }, { params, body, request }) => {
  const team = await findTeam(db, params.teamId);
  requireClubAdmin(request, team.club_id);
  if (!(await loadConfig(db)).flag('paperless_team_leader_allowed')) throw closed('Paperless team leaders are not allowed in this tournament');
  const token = newToken();
  const { leaderId, invite } = await db.transaction().execute(async (trx) => {
    const { id, pending } = await saveLeaderOfTeam(trx, team.club_id, team.id, body);
    if (pending) await replaceInvitation(trx, id, sha256(token), app.ctx.now(), invitationDays);
    return { leaderId: id, invite: pending };
  });
  const [teamLeader] = await teamLeaders(db, { id: leaderId });
  if (invite) {
    const [subject, text] = invitationMail({
      link: (locale) => invitationLink(publicUrl, locale, token),
      teams: teamLeader.leadingTeams,
      days: invitationDays,
      tournament: app.ctx.tournament.name,
    });
    await mail.send(teamLeader.email, subject, text);
  }
  return { teamLeader };
};

const invitation: LeaderHandler<'invitation'> = async (context, { params }) => {
  const found = await invitationOf(context, params.token);
  const refs = await teamRefs(context.db, await leaderTeamIds(context.db, found.id));
  return { invitation: { firstName: found.first_name, lastName: found.last_name, clubName: found.club_name, teams: [...refs.values()], usable: found.usable } };
};

const acceptInvitation: LeaderHandler<'acceptInvitation'> = async (context, { params, body, request, reply }) => {
  const { app, db } = context;
  const found = await invitationOf(context, params.token);
  if (!found.usable) throw invalidToken();
  if (!request.user && !body.account) throw unauthenticated();
  const userId = await db.transaction().execute(async (trx) => {
    if (!(await spendInvitation(trx, sha256(params.token), app.ctx.now()))) throw invalidToken();
    let id = request.user?.id;
    if (id === undefined && body.account) {
      // The token reached the invited address: that address is the new account's verified login.
      const email = await leaderEmail(trx, found.id);
      if (await emailTaken(trx, email)) throw new HttpError(409, 'conflict', 'An account with this e-mail exists: log in to accept', { email: ['invalid'] });
      const { firstName, lastName, password } = body.account;
      id = await insertUser(trx, { email, passwordHash: await hashPassword(password), firstName, lastName });
    }
    await linkLeaderAccount(trx, found.id, id);
    return id as number;
  });
  if (!request.user) await startSession(app, request, reply, userId);
  const [teamLeader] = await teamLeaders(db, { id: found.id });
  return { teamLeader };
};

const ledTeams: LeaderHandler<'ledTeams'> = async ({ db }, { request }) => {
  const user = requireUser(request);
  const refs = await teamRefs(db, await ledTeamIdsOf(db, user.id));
  return { teams: [...refs.values()] };
};

const removeLeader: LeaderHandler<'remove'> = async ({ db }, { params, request }) => {
  const team = await findTeam(db, params.teamId);
  requireClubAdmin(request, team.club_id);
  await db.transaction().execute(async (trx) => {
    if (!(await removeLeaderOfTeam(trx, params.leaderId, team.id))) throw notFound(`Leader ${params.leaderId} does not lead team ${team.id}`);
  });
  return { ok: true as const };
};

/** Paperless team leaders (SPEC §3/§7): the club names who leads each team; a leader with an account edits its match rosters. */
export function registerTeamLeaderRoutes(app: FastifyInstance, mail: Mailer, options: { publicUrl: string }): void {
  const bind = withContext<LeaderContext>({ app, db: app.ctx.db, mail, publicUrl: options.publicUrl });
  route(app, e.list, bind(listLeaders));
  route(app, e.add, bind(addLeader));
  route(app, e.invitation, bind(invitation));
  route(app, e.acceptInvitation, bind(acceptInvitation));
  route(app, e.ledTeams, bind(ledTeams));
  route(app, e.remove, bind(removeLeader));
}
