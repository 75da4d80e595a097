import type { FastifyInstance } from 'fastify';
import { teamRequestEndpoints as e, webEndpoints as w, type PublicTeamRequest, type TeamRequest } from '@phc/api-contract';
import { requireClubAdmin, requireUser } from '../../platform/auth/guards';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { administersClub, isAdmin } from '../../platform/auth/permissions';
import { birthYearSql, closed, loadConfig, teamRefs, type Db } from './common';

export async function teamRequests(db: Db, filter: { clubId?: number; id?: number; publicOnly?: boolean }, descending = true): Promise<TeamRequest[]> {
  let query = db
    .selectFrom('team_requests')
    .innerJoin('participants', 'participants.id', 'team_requests.participant_id')
    .select([
      'team_requests.id',
      'team_requests.club_id',
      'team_requests.team_id',
      'team_requests.team_category_id',
      'team_requests.request_reason',
      'team_requests.resolution_reason',
      'team_requests.state',
      'team_requests.waive_fee',
      'team_requests.created_at',
      'participants.id as participant_id',
      'participants.first_name',
      'participants.last_name',
      'participants.gender',
      birthYearSql.as('birth_year'),
    ])
    .orderBy('team_requests.id', descending ? 'desc' : 'asc');
  if (filter.clubId !== undefined) query = query.where('team_requests.club_id', '=', filter.clubId);
  if (filter.id !== undefined) query = query.where('team_requests.id', '=', filter.id);
  if (filter.publicOnly) query = query.where('team_requests.state', '!=', 'canceled');
  const rows = await query.execute();
  const teams = await teamRefs(
    db,
    rows.map((r) => r.team_id),
  );
  return rows.map((r) => ({
    id: r.id,
    clubId: r.club_id,
    competitionParticipant: { id: r.participant_id, firstName: r.first_name, lastName: r.last_name, birthYear: Number(r.birth_year), gender: r.gender as TeamRequest['competitionParticipant']['gender'] },
    team: teams.get(r.team_id) as TeamRequest['team'],
    teamCategoryId: r.team_category_id,
    requestReason: r.request_reason,
    resolutionReason: r.resolution_reason,
    state: r.state,
    waiveFee: r.waive_fee,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

async function teamRequest(db: Db, id: number): Promise<TeamRequest> {
  const [request] = await teamRequests(db, { id });
  if (!request) throw notFound(`No team request ${id}`);
  return request;
}

/** Exception (team) requests: a participant asks to play for a team the rules would not allow (SPEC §3/§4). */
/** "J. N." of Jana Nováková: enough to tell one's own request apart, not to name a child in public. */
export const initials = (person: { firstName: string; lastName: string }) =>
  [person.firstName, person.lastName]
    .map((name) => [...name.trim()][0])
    .filter(Boolean)
    .map((letter) => `${letter.toLocaleUpperCase('cs')}.`)
    .join(' ');

export function registerTeamRequestRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, e.list, async ({ query, request }) => {
    const user = requireUser(request);
    const clubId = query['filter[club]'];
    if (!administersClub(user, clubId) && !isAdmin(user)) throw forbidden('You do not administer this club');
    const items = await teamRequests(db, { clubId }, (query.sort ?? '-id') === '-id');
    return { data: items.map((data) => ({ data })) };
  });

  // Public: names and teams only, no birth data of minors; cancelled requests are nobody's business.
  route(app, e.public, async () => {
    const items = await teamRequests(db, { publicOnly: true });
    return {
      // Anyone reads this list, and the players are children: initials only (issue 26), the club sees the full name in its own list.
      teamRequests: items.map((r): PublicTeamRequest => ({ id: r.id, participantName: initials(r.competitionParticipant), team: r.team, state: r.state })),
    };
  });

  route(app, w.exceptionRequestCreate, async ({ body, request }) => {
    const participant = await db.selectFrom('participants').select(['id', 'club_id']).where('id', '=', body.competitionParticipant.id).executeTakeFirst();
    if (!participant) throw notFound(`No participant ${body.competitionParticipant.id}`);
    requireClubAdmin(request, participant.club_id);
    const team = await db.selectFrom('teams').select(['id', 'club_id', 'team_category_id']).where('id', '=', body.team.id).executeTakeFirst();
    if (!team) throw notFound(`No team ${body.team.id}`);
    if (team.club_id !== participant.club_id) throw badRequest('The team is not of the participant’s club', { 'team.id': ['invalid'] });
    // SPEC §5: submissions may be closed: switched off, or past their date.
    const config = await loadConfig(db);
    if (!config.flag('participant_team_request_enabled') || !config.open('participant_team_request_till', app.ctx.now())) {
      throw closed('Exception request submissions are closed');
    }
    const member = await db.selectFrom('participant_teams').select('team_id').where('participant_id', '=', participant.id).where('team_id', '=', team.id).executeTakeFirst();
    if (member) throw conflict('The participant already plays for this team');
    const open = await db
      .selectFrom('team_requests')
      .select('id')
      .where('participant_id', '=', participant.id)
      .where('team_id', '=', team.id)
      .where('state', 'in', ['pending', 'approved'])
      .executeTakeFirst();
    if (open) throw conflict('A request for this participant and team is already open');
    const row = await db
      .insertInto('team_requests')
      .values({ club_id: participant.club_id, participant_id: participant.id, team_id: team.id, team_category_id: team.team_category_id, request_reason: body.requestReason, state: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { teamRequest: await teamRequest(db, row.id) };
  });

  // SPEC §4: only a pending request can be cancelled; the organiser's decisions stand.
  route(app, w.exceptionRequestCancel, async ({ params, request }) => {
    const existing = await teamRequest(db, params.id);
    requireClubAdmin(request, existing.clubId);
    const updated = await db
      .updateTable('team_requests')
      .set({ state: 'canceled', updated_at: new Date() })
      .where('id', '=', params.id)
      .where('state', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw conflict(`A ${existing.state} request cannot be cancelled`);
    return { teamRequest: await teamRequest(db, params.id) };
  });
}
