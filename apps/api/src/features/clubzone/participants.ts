import type { FastifyInstance, FastifyRequest } from 'fastify';
import { birthYearProblem, webEndpoints as e, type Participant, type ParticipantInput, type ParticipantTeams, comparePeopleCzech } from '@phc/api-contract';
import { requireClubAdmin } from '../../platform/auth/guards';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { route, withContext, type ContextHandler } from '../../platform/http/route';
import { writeAndPublish, type PublishInTransaction } from '../../platform/live/bus';
import type { RequestUser } from '../../platform/auth/permissions';
import { bypassesDeadlines, clubExists, closed, loadConfig, type Config, type Db } from './common';
import { requireClubReader } from '../../platform/auth/guards';
import { canJoinCategory, canLead, minimumLeaderAge, type CategoryRules } from './rules';
import {
  addToTeam,
  approvedTeamRequestsOf,
  categoryBirthYears,
  clubTeam,
  deleteParticipant,
  hasPlayed,
  insertParticipant,
  membershipsOf,
  participantFacts,
  participantRows,
  removeFromTeam,
  teamCategoryRows,
  teamMemberIds,
  teamWithClub,
  updateParticipant,
} from './participant-store';


/** A club's teams with their category rules: what decides availableTeamIds. */
export async function clubTeamRules(db: Db, clubId: number): Promise<{ id: number; category: CategoryRules }[]> {
  const rows = await teamCategoryRows(db, clubId);
  return rows.map((r) => ({
    id: r.id,
    category: { gender: r.gender, birthYearFrom: r.birth_year_from, birthYearTo: r.birth_year_to, maxOtherGenderPlayers: r.max_other_gender_players, maxOlderPlayers: r.max_older_players },
  }));
}

/** A club's participants as the contract shows them; `ids` narrows the list. */
export async function clubParticipants(db: Db, clubId: number, ids?: readonly number[]): Promise<Participant[]> {
  if (ids && ids.length === 0) return [];
  const rows = await participantRows(db, clubId, ids);
  if (rows.length === 0) return [];
  const participantIds = rows.map((r) => r.id);
  const [memberships, approved, teams] = await Promise.all([
    membershipsOf(db, participantIds),
    approvedTeamRequestsOf(db, participantIds),
    clubTeamRules(db, clubId),
  ]);
  const teamsOf = new Map<number, number[]>();
  for (const m of memberships) teamsOf.set(m.participant_id, [...(teamsOf.get(m.participant_id) ?? []), m.team_id]);
  return rows
    .map((r) => {
      const person = { birthYear: Number(r.birth_year), gender: r.gender, isLeader: r.is_leader };
      const teamIds = teamsOf.get(r.id) ?? [];
      // Available: what the rules allow, the teams an approved exception opens, and where they already play.
      const available = new Set([...teams.filter((t) => canJoinCategory(person, t.category)).map((t) => t.id), ...approved.filter((a) => a.participant_id === r.id).map((a) => a.team_id), ...teamIds]);
      const attributes = (typeof r.tournament_specific_attributes === 'string' ? JSON.parse(r.tournament_specific_attributes) : (r.tournament_specific_attributes ?? {})) as { captain?: boolean; goalkeeper?: boolean };
      return {
        id: r.id,
        clubId: r.club_id,
        firstName: r.first_name,
        lastName: r.last_name,
        birthYear: person.birthYear,
        gender: r.gender as Participant['gender'],
        isLeader: r.is_leader,
        onException: r.on_exception,
        jerseyNumber: r.jersey_number,
        tournamentSpecificAttributes: { captain: attributes.captain ?? false, goalkeeper: attributes.goalkeeper ?? false },
        teamIds,
        availableTeamIds: teams.map((t) => t.id).filter((id) => available.has(id)),
      };
    })
    .sort((a, b) => comparePeopleCzech(a, b) || a.id - b.id);
}

async function participantTeams(db: Db, clubId: number, id: number): Promise<ParticipantTeams> {
  const [p] = await clubParticipants(db, clubId, [id]);
  if (!p) throw notFound(`No participant ${id}`);
  return { id: p.id, teamIds: p.teamIds, availableTeamIds: p.availableTeamIds };
}

async function findParticipant(db: Db, clubId: number, id: number) {
  const row = await participantFacts(db, clubId, id);
  if (!row) throw notFound(`No participant ${id} in club ${clubId}`);
  return { id: row.id, gender: row.gender, birthYear: Number(row.birth_year) };
}

async function findClubTeam(db: Db, clubId: number, teamId: number) {
  const team = await clubTeam(db, clubId, teamId);
  if (!team) throw notFound(`No team ${teamId} in club ${clubId}`);
  return team;
}

/** The club roster is edited until `roster_edit_till` (SPEC §9); the organiser's staff also later. */
function requireRosterOpen(config: Config, user: RequestUser, now: Date): void {
  if (!bypassesDeadlines(user) && !config.open('roster_edit_till', now)) throw closed('The club roster can no longer be edited');
}

/** The birth year against the present and the tournament's categories: the rule the roster form applies too. */
async function requirePlausibleBirthYear(db: Db, input: ParticipantInput, now: Date): Promise<void> {
  const categories = await categoryBirthYears(db);
  const problem = birthYearProblem(input.birthYear, { now, categories, isLeader: input.isLeader });
  if (problem) throw badRequest('Invalid body', { birthYear: [problem] });
}

/** SPEC §4: too young to lead → forced false; only the year is entered, stored as 1 January. */
function participantValues(input: ParticipantInput, config: Config, now: Date, floorball: boolean) {
  const minimumAge = minimumLeaderAge(config.int('leader_min_age_years'));
  const attributes = input.tournamentSpecificAttributes ?? {};
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    birth_date: `${String(input.birthYear).padStart(4, '0')}-01-01`,
    gender: input.gender,
    is_leader: input.isLeader && canLead(input.birthYear, config.year(now), minimumAge),
    jersey_number: input.jerseyNumber ?? null,
    // SPEC §5: captain and goalkeeper are floorball's flags only.
    tournament_specific_attributes: JSON.stringify({ captain: floorball && !!attributes.captain, goalkeeper: floorball && !!attributes.goalkeeper }),
  };
}

interface ParticipantContext {
  app: FastifyInstance;
  db: FastifyInstance['ctx']['db'];
  floorball: boolean;
}
type ParticipantHandler<K extends keyof typeof e> = ContextHandler<ParticipantContext, (typeof e)[K]>;

/**
 * Names show in public match rosters: their cached details must be recomputed (the change is
 * written in the write's transaction, issue 25).
 */
const announce = (publish: PublishInTransaction) => publish({ type: 'roster' });

/** A club administrator's write while the roster is open; the configuration it was checked against. */
async function writer({ app, db }: ParticipantContext, request: FastifyRequest, clubId: number) {
  const user = requireClubAdmin(request, clubId);
  await clubExists(db, clubId);
  const config = await loadConfig(db);
  requireRosterOpen(config, user, app.ctx.now());
  return config;
}

const listParticipants: ParticipantHandler<'participants'> = async ({ db }, { params, request }) => {
  requireClubReader(request, params.clubId);
  await clubExists(db, params.clubId);
  return { participants: await clubParticipants(db, params.clubId) };
};

const teamParticipants: ParticipantHandler<'teamParticipants'> = async ({ db }, { params, request }) => {
  const team = await teamWithClub(db, params.teamId);
  if (!team) throw notFound(`No team ${params.teamId}`);
  requireClubReader(request, team.club_id);
  return { participants: await clubParticipants(db, team.club_id, await teamMemberIds(db, team.id)) };
};

const createParticipant: ParticipantHandler<'participantCreate'> = async (context, { params, body, request }) => {
  const { app, db, floorball } = context;
  const config = await writer(context, request, params.clubId);
  await requirePlausibleBirthYear(db, body, app.ctx.now());
  const id = await insertParticipant(db, { club_id: params.clubId, ...participantValues(body, config, app.ctx.now(), floorball) });
  return participantTeams(db, params.clubId, id);
};

const updateParticipantHandler: ParticipantHandler<'participantUpdate'> = async (context, { params, body, request }) => {
  const { app, db, floorball } = context;
  const config = await writer(context, request, params.clubId);
  const before = await findParticipant(db, params.clubId, params.id);
  await requirePlausibleBirthYear(db, body, app.ctx.now());
  await writeAndPublish(db, app.ctx.bus, async (trx, publish) => {
    // SPEC §4: a new birth year or gender may not fit the teams any more; the web warned before sending.
    const leaveTeams = before.birthYear !== body.birthYear || before.gender !== body.gender;
    await updateParticipant(trx, params.id, { ...participantValues(body, config, app.ctx.now(), floorball), updated_at: new Date() }, leaveTeams);
    await announce(publish);
  });
  return participantTeams(db, params.clubId, params.id);
};

const removeParticipant: ParticipantHandler<'participantRemove'> = async (context, { params, request }) => {
  const { app, db } = context;
  await writer(context, request, params.clubId);
  await findParticipant(db, params.clubId, params.id);
  // Played matches keep their rosters and events: someone who played is not erased from them.
  if (await hasPlayed(db, params.id)) throw conflict('The participant has played a match and cannot be removed');
  await writeAndPublish(db, app.ctx.bus, async (trx, publish) => {
    await deleteParticipant(trx, params.id);
    await announce(publish);
  });
  return { ok: true as const };
};

const addParticipantToTeam: ParticipantHandler<'participantAddToTeam'> = async (context, { params, request }) => {
  const { db } = context;
  await writer(context, request, params.clubId);
  await findParticipant(db, params.clubId, params.id);
  await findClubTeam(db, params.clubId, params.teamId);
  const current = await participantTeams(db, params.clubId, params.id);
  if (!current.availableTeamIds.includes(params.teamId)) throw badRequest('The participant cannot play for this team', { teamId: ['invalidParticipant'] });
  if (!current.teamIds.includes(params.teamId)) await addToTeam(db, params.id, params.teamId);
  return participantTeams(db, params.clubId, params.id);
};

const removeParticipantFromTeam: ParticipantHandler<'participantRemoveFromTeam'> = async (context, { params, request }) => {
  const { db } = context;
  await writer(context, request, params.clubId);
  await findParticipant(db, params.clubId, params.id);
  await findClubTeam(db, params.clubId, params.teamId);
  await removeFromTeam(db, params.id, params.teamId);
  return participantTeams(db, params.clubId, params.id);
};

/** The club roster (SPEC §3/§4): participants, their teams, and what changing them does. */
export function registerParticipantRoutes(app: FastifyInstance): void {
  const bind = withContext<ParticipantContext>({ app, db: app.ctx.db, floorball: app.ctx.tournament.sport === 'floorball' });
  route(app, e.participants, bind(listParticipants));
  route(app, e.teamParticipants, bind(teamParticipants));
  route(app, e.participantCreate, bind(createParticipant));
  route(app, e.participantUpdate, bind(updateParticipantHandler));
  route(app, e.participantRemove, bind(removeParticipant));
  route(app, e.participantAddToTeam, bind(addParticipantToTeam));
  route(app, e.participantRemoveFromTeam, bind(removeParticipantFromTeam));
}
