import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchRosterEndpoints as e, type RosterCandidate, type RosterEntry, type RosterState, type TeamRosterCandidates } from '@phc/api-contract';
import { administersClub, canEditMatch, type RequestUser } from '../../platform/auth/permissions';
import { assertMatchOpen } from '../match-protocol/protocol';
import { limitsOfCategory } from '../match-protocol/referees';
import { requireUser } from '../../platform/auth/guards';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import { route, withContext, type ContextHandler } from '../../platform/http/route';
import { writeAndPublish } from '../../platform/live/bus';
import { loadConfig, type Config, type Db } from './common';
import {
  approvedExceptionIds,
  groupCategoryId,
  leadsTeam,
  lockMatch,
  matchOfRoster,
  onOtherRoster,
  previousRosterMatchId,
  replaceRoster,
  rosterEntryRows,
  rosterLines,
  setRosterState,
  teamCandidateRows,
  teamWithCategory,
  type RosterLine,
} from './roster-store';
import { canLead, minimumLeaderAge, rosterErrors, type CategoryRules, type RosterCandidateFacts } from './rules';

interface RosterMatch {
  id: number;
  groupId: number;
  startsAt: Date;
  hallData: string | null;
  home: number | null;
  away: number | null;
  homeState: RosterState;
  awayState: RosterState;
}

async function rosterMatch(db: Db, id: number): Promise<RosterMatch> {
  const row = await matchOfRoster(db, id);
  if (!row) throw notFound(`No match ${id}`);
  return {
    id: row.id,
    groupId: row.group_id,
    startsAt: new Date(row.starts_at),
    hallData: row.data,
    home: row.home_team_id,
    away: row.away_team_id,
    homeState: row.home_roster_state,
    awayState: row.away_roster_state,
  };
}

interface RosterTeam {
  id: number;
  clubId: number;
  categoryId: number;
  category: CategoryRules;
}

async function rosterTeam(db: Db, match: RosterMatch, teamId: number): Promise<RosterTeam> {
  if (teamId !== match.home && teamId !== match.away) throw notFound(`Team ${teamId} does not play match ${match.id}`);
  const row = await teamWithCategory(db, teamId);
  return {
    id: row.id,
    clubId: row.club_id,
    categoryId: row.team_category_id,
    category: { gender: row.gender, birthYearFrom: row.birth_year_from, birthYearTo: row.birth_year_to, maxOtherGenderPlayers: row.max_other_gender_players, maxOlderPlayers: row.max_older_players },
  };
}

/**
 * Who edits a team's match roster (SPEC §6): whoever may edit the match (the hall's reporter, super
 * reporters, the super admin), the team's club administrators, and a team leader of that team.
 */
async function mayEditRoster(db: Db, user: RequestUser, match: RosterMatch, team: { id: number; clubId: number }): Promise<boolean> {
  if (canEditMatch(user, match.hallData) || administersClub(user, team.clubId)) return true;
  return leadsTeam(db, user.id, team.id);
}

/** The lines of a team's roster for a match; before its first save, the previous match's when copying is on (SPEC §9). */
async function savedOrCopiedLines(db: Db, config: Config, match: RosterMatch, teamId: number): Promise<RosterLine[]> {
  const saved = await rosterLines(db, match.id, teamId);
  if (saved.length > 0 || !config.flag('copy_roster_from_previous_match')) return saved;
  const previous = await previousRosterMatchId(db, teamId, match.startsAt);
  if (previous === undefined) return [];
  return rosterLines(db, previous, teamId);
}

/** The team's participants as roster candidates, with the facts the rules need. */
async function candidatesOf(db: Db, config: Config, now: Date, team: RosterTeam) {
  const rows = await teamCandidateRows(db, team.id);
  const exceptions = new Set(await approvedExceptionIds(db, team.id));
  const minimumAge = minimumLeaderAge(config.int('leader_min_age_years'));
  const year = config.year(now);
  return rows.map((r) => ({
    row: r,
    facts: {
      birthYear: Number(r.birth_year),
      gender: r.gender,
      isLeader: r.is_leader,
      mayLead: r.is_leader && canLead(Number(r.birth_year), year, minimumAge),
      onException: exceptions.has(r.id),
    } satisfies RosterCandidateFacts,
  }));
}

async function teamRosterCandidates(db: Db, config: Config, now: Date, match: RosterMatch, team: RosterTeam): Promise<TeamRosterCandidates> {
  const [candidates, lines, limits] = await Promise.all([candidatesOf(db, config, now, team), savedOrCopiedLines(db, config, match, team.id), limitsOfCategory(db, team.categoryId)]);
  const byId = new Map(lines.map((l) => [l.participant_id, l]));
  return {
    teamId: team.id,
    state: team.id === match.home ? match.homeState : match.awayState,
    limits,
    candidates: candidates.map(({ row, facts }): RosterCandidate => {
      const line = byId.get(row.id);
      return {
        participantId: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        birthYear: facts.birthYear,
        gender: row.gender as RosterCandidate['gender'],
        jerseyNumber: line ? line.jersey_number : row.jersey_number,
        isLeader: line ? line.is_leader : row.is_leader,
        isCaptain: line?.is_captain ?? false,
        isGoalkeeper: line?.is_goalkeeper ?? false,
        onException: facts.onException,
        selected: !!line,
      };
    }),
  };
}

async function rosterOf(db: Db, matchId: number, teamId: number): Promise<RosterEntry[]> {
  const rows = await rosterEntryRows(db, matchId, teamId);
  return rows.map((r) => ({ participantId: r.id, firstName: r.first_name, lastName: r.last_name, jerseyNumber: r.jersey_number, isLeader: r.is_leader, isCaptain: r.is_captain, isGoalkeeper: r.is_goalkeeper, gender: r.gender as RosterEntry['gender'] }));
}

interface RosterContext {
  app: FastifyInstance;
  db: FastifyInstance['ctx']['db'];
  floorball: boolean;
}
type RosterHandler<K extends keyof typeof e> = ContextHandler<RosterContext, (typeof e)[K]>;

async function editableTeam(db: Db, request: FastifyRequest, match: RosterMatch, teamId: number) {
  const user = requireUser(request);
  const team = await rosterTeam(db, match, teamId);
  if (!(await mayEditRoster(db, user, match, team))) throw forbidden('You may not edit this team’s roster');
  return { user, team };
}

const rosterLimits: RosterHandler<'rosterLimits'> = async ({ db }, { params }) => {
  const match = await rosterMatch(db, params.id);
  return limitsOfCategory(db, await groupCategoryId(db, match.groupId));
};

const rosterCandidates: RosterHandler<'rosterCandidates'> = async ({ app, db }, { params, request }) => {
  const user = requireUser(request);
  const match = await rosterMatch(db, params.id);
  const config = await loadConfig(db);
  const side = async (teamId: number | null) => {
    if (teamId === null) return null;
    const team = await rosterTeam(db, match, teamId);
    return (await mayEditRoster(db, user, match, team)) ? teamRosterCandidates(db, config, app.ctx.now(), match, team) : null;
  };
  const [home, away] = await Promise.all([side(match.home), side(match.away)]);
  if (!home && !away) throw forbidden('You may not edit a roster of this match');
  return { home, away };
};

const teamCandidates: RosterHandler<'teamRosterCandidates'> = async ({ app, db }, { params, request }) => {
  const match = await rosterMatch(db, params.id);
  const { team } = await editableTeam(db, request, match, params.teamId);
  return teamRosterCandidates(db, await loadConfig(db), app.ctx.now(), match, team);
};

const updateRoster: RosterHandler<'updateRoster'> = async ({ app, db, floorball }, { params, body, request }) => {
  const match = await rosterMatch(db, params.id);
  const { user, team } = await editableTeam(db, request, match, params.teamId);
  await assertMatchOpen(db, user, match.id);
  const state = team.id === match.home ? match.homeState : match.awayState;
  // A confirmed roster is locked for the team; the match's reporter may still correct it.
  if (state === 'confirmed' && !canEditMatch(user, match.hallData)) throw conflict('The roster is confirmed');
  const config = await loadConfig(db);
  const [candidates, limits] = await Promise.all([candidatesOf(db, config, app.ctx.now(), team), limitsOfCategory(db, team.categoryId)]);
  const players = body._data.players;
  const errors = rosterErrors(
    players.map((p) => ({ participantId: p.participantId, jerseyNumber: p.jerseyNumber ?? null, isLeader: p.isLeader })),
    new Map(candidates.map((c) => [c.row.id, c.facts])),
    team.category,
    limits,
    body._data.confirm,
  );
  if (errors.length > 0) throw badRequest('The roster breaks the rules', { '_data.players': errors });
  const nextState: RosterState = body._data.confirm ? 'confirmed' : state;
  await writeAndPublish(db, app.ctx.bus, async (trx, publish) => {
    await lockMatch(trx, match.id);
    // A leader of both of a club's teams cannot sit on both benches of one match.
    if (players.length > 0 && (await onOtherRoster(trx, match.id, team.id, players.map((p) => p.participantId)))) {
      throw badRequest('A participant is on the other team’s roster', { '_data.players': ['invalidParticipant'] });
    }
    const lines = players.map((p) => ({
      match_id: match.id,
      team_id: team.id,
      participant_id: p.participantId,
      jersey_number: p.jerseyNumber,
      is_leader: p.isLeader,
      // SPEC §5: captain and goalkeeper are floorball's flags only.
      is_captain: floorball && p.isCaptain,
      is_goalkeeper: floorball && p.isGoalkeeper,
    }));
    await replaceRoster(trx, match.id, team.id, lines);
    await setRosterState(trx, match.id, team.id === match.home ? 'home' : 'away', nextState);
    await publish({ type: 'roster', matchId: match.id, groupId: match.groupId });
  });
  return { teamId: team.id, state: nextState, roster: await rosterOf(db, match.id, team.id) };
};

/** Match rosters (SPEC §5/§6): limits, candidates, and the save (and confirm) with every roster rule. */
export function registerRosterRoutes(app: FastifyInstance): void {
  const bind = withContext<RosterContext>({ app, db: app.ctx.db, floorball: app.ctx.tournament.sport === 'floorball' });
  route(app, e.rosterLimits, bind(rosterLimits));
  route(app, e.rosterCandidates, bind(rosterCandidates));
  route(app, e.teamRosterCandidates, bind(teamCandidates));
  route(app, e.updateRoster, bind(updateRoster));
}
