// The competition endpoint groups, apart from their schemas (competition.ts): the web entry imports the schemas and
// the few calls of a first load from there, and no group ends up in its chunk (chunks split by module).
import * as v from 'valibot';
import { defineEndpoint, type Access } from './endpoint';
import { MatchEventSchema, MatchSchema, RefereeSummarySchema, RosterEntrySchema, RosterStateSchema, WalkoverTypeSchema } from './entities/match';
import { AccountTokenSchema, TeamLeaderAcceptBodySchema, TeamLeaderInputSchema, TeamLeaderInvitationSchema, TeamLeaderSchema } from './entities/team-leader';
import { TeamRefSchema } from './entities/team';
import { PublicTeamRequestSchema, TeamRequestSchema } from './entities/team-request';
import { TrainingInputSchema, TrainingJoinRequestSchema, TrainingSchema } from './entities/training';
import { messageCodes as m } from './messages';
import { EnvelopeFlagSchema, IdParamsSchema, IdSchema, IsoDateSchema, OkSchema, envelopeList, inputObject } from './primitives';
import {
  clubProtocolPinsEndpoint,
  competitionConfirmResultEndpoint,
  competitionMyMatchesEndpoint,
  competitionReopenProtocolEndpoint,
  competitionSealProtocolEndpoint,
} from './competition-protocol';
import { PlayerLimitsSchema, RosterUpdateBodySchema, TeamRosterCandidatesSchema, competitionAdminLiveEndpoint, competitionAdminMatchDetailEndpoint, competitionLiveEndpoint, competitionMatchDetailEndpoint, competitionStaticEndpoint, competitionStatisticsEndpoint } from './competition';

const TeamOfMatchParamsSchema = inputObject({ id: IdSchema, teamId: IdSchema });

export const competitionEndpoints = {
  live: competitionLiveEndpoint,
  adminLive: competitionAdminLiveEndpoint,
  static: competitionStaticEndpoint,
  matchDetail: competitionMatchDetailEndpoint,
  adminMatchDetail: competitionAdminMatchDetailEndpoint,
  referees: defineEndpoint({
    name: 'competition.referees',
    method: 'GET',
    path: '/api/v1/competition/referees',
    response: v.object({ referees: v.array(RefereeSummarySchema) }),
    access: ['reporter', 'admin'],
  }),
  /** The referees already whistling in a hall that day, to offer them first. */
  hallReferees: defineEndpoint({
    name: 'competition.hallReferees',
    method: 'GET',
    path: '/api/v1/competition/hall/:hallId/referees',
    params: inputObject({ hallId: IdSchema }),
    query: inputObject({ day: IsoDateSchema }),
    response: v.object({ _data: v.object({ refereeIds: v.array(v.number()) }) }),
    access: ['reporter', 'admin'],
  }),
  /** SPEC §7 web participant statistics: each row under `_data`, at most 100 (SPEC §9). */
  statistics: competitionStatisticsEndpoint,
  playerLimits: defineEndpoint({
    name: 'competition.playerLimits',
    method: 'GET',
    path: '/api/v1/competition/player-limits',
    response: v.object({ limits: v.array(PlayerLimitsSchema) }),
    access: ['public'],
    cache: 'static',
  }),
};

const MatchIdParamsSchema = inputObject({ match_id: IdParamsSchema.entries.id });
const EventIdParamsSchema = inputObject({ match_id: IdParamsSchema.entries.id, id: IdParamsSchema.entries.id });

/** An event as the reporter's protocol sends it; `clientId` makes an offline retry idempotent. */
export const MatchEventInputSchema = inputObject({
  minute: v.pipe(v.number(m.integer), v.integer(m.integer), v.minValue(0, m.min), v.maxValue(200, m.max)),
  second: v.pipe(v.number(m.integer), v.integer(m.integer), v.minValue(0, m.min), v.maxValue(59, m.max)),
  eventTypeId: IdParamsSchema.entries.id,
  teamId: IdParamsSchema.entries.id,
  participantId: v.optional(v.nullable(IdParamsSchema.entries.id)),
  assistParticipantId: v.optional(v.nullable(IdParamsSchema.entries.id)),
  clientId: v.optional(v.pipe(v.string(m.invalid), v.regex(/^[A-Za-z0-9_-]{8,64}$/, m.invalid))),
  /** The period or set the event belongs to; the server takes the match's current stage when absent. */
  stageId: v.optional(v.nullable(IdParamsSchema.entries.id)),
});
export type MatchEventInput = v.InferOutput<typeof MatchEventInputSchema>;

const MatchAnswerSchema = v.object({ match: MatchSchema });

export const competitionWriteEndpoints = {
  changeStage: defineEndpoint({
    name: 'competition.changeStage',
    method: 'PUT',
    path: '/api/v1/competition/competition-match/:id/stage',
    params: IdParamsSchema,
    body: inputObject({ stage_id: IdParamsSchema.entries.id }),
    response: MatchAnswerSchema,
    access: ['reporter', 'superAdmin'],
  }),
  walkover: defineEndpoint({
    name: 'competition.walkover',
    method: 'PUT',
    path: '/api/v1/competition/competition-match/:id/walkover',
    params: IdParamsSchema,
    // SPEC §7: body _data.walkOverType, sent in lower case; null takes a walkover back.
    body: inputObject({ _data: inputObject({ walkOverType: v.nullable(WalkoverTypeSchema) }) }),
    response: MatchAnswerSchema,
    access: ['reporter', 'superAdmin'],
  }),
  updateReferees: defineEndpoint({
    name: 'competition.updateReferees',
    method: 'PUT',
    path: '/api/v1/competition/competition-match/:id/referees',
    params: IdParamsSchema,
    body: inputObject({ _data: inputObject({ referees: v.pipe(v.array(IdParamsSchema.entries.id, m.invalid), v.maxLength(4, m.max)) }) }),
    response: v.object({ referees: v.array(v.object({ id: v.number(), firstName: v.string(), lastName: v.string() })) }),
    // The hall's reporter until the match starts (409 `refereesFrozen` after); the referee manager and admins always (issue 26).
    access: ['reporter', 'refereeManager', 'admin', 'superAdmin'],
  }),
  createEvents: defineEndpoint({
    name: 'competition.createEvents',
    method: 'POST',
    path: '/api/v1/competition/competition-match/:match_id/events',
    params: MatchIdParamsSchema,
    body: inputObject({ _data: inputObject({ events: v.pipe(v.array(MatchEventInputSchema, m.invalid), v.minLength(1, m.required), v.maxLength(200, m.max)) }) }),
    response: v.object({ events: v.array(MatchEventSchema), match: MatchSchema }),
    access: ['reporter', 'superAdmin'],
  }),
  createEvent: defineEndpoint({
    name: 'competition.createEvent',
    method: 'POST',
    path: '/api/v1/competition/competition-match/:match_id/event',
    params: MatchIdParamsSchema,
    body: inputObject({ _data: MatchEventInputSchema }),
    response: v.object({ event: MatchEventSchema, match: MatchSchema }),
    access: ['reporter', 'superAdmin'],
  }),
  updateEvent: defineEndpoint({
    name: 'competition.updateEvent',
    method: 'PUT',
    path: '/api/v1/competition/competition-match/:match_id/event/:id',
    params: EventIdParamsSchema,
    body: inputObject({ _data: MatchEventInputSchema }),
    response: v.object({ event: MatchEventSchema, match: MatchSchema }),
    access: ['reporter', 'superAdmin'],
  }),
  removeEvent: defineEndpoint({
    name: 'competition.removeEvent',
    method: 'DELETE',
    path: '/api/v1/competition/competition-match/:match_id/event/:id',
    params: EventIdParamsSchema,
    response: v.object({ match: MatchSchema }),
    access: ['reporter', 'superAdmin'],
  }),
};

/** Closing a match (SPEC §4/issue 12) and what a user may edit; sealed matches refuse writes with 409 `sealed`. */
export const matchProtocolEndpoints = {
  myMatches: competitionMyMatchesEndpoint,
  confirmResult: competitionConfirmResultEndpoint,
  sealProtocol: competitionSealProtocolEndpoint,
  reopenProtocol: competitionReopenProtocolEndpoint,
  clubProtocolPins: clubProtocolPinsEndpoint,
};

/**
 * Match rosters, edited by a team's leaders (and reporters): access is any logged-in user, the server
 * checks that the user leads the team or may edit the match.
 */
export const matchRosterEndpoints = {
  rosterLimits: defineEndpoint({
    name: 'competition.rosterLimits',
    method: 'GET',
    path: '/api/v1/competition/match/:id/roster-limits',
    params: IdParamsSchema,
    response: PlayerLimitsSchema,
    access: ['user'],
  }),
  /** Both teams; a side the caller may not edit (a team leader's other side) is null. */
  rosterCandidates: defineEndpoint({
    name: 'competition.rosterCandidates',
    method: 'GET',
    path: '/api/v1/competition/match/:id/roster-candidates',
    params: IdParamsSchema,
    response: v.object({ home: v.nullable(TeamRosterCandidatesSchema), away: v.nullable(TeamRosterCandidatesSchema) }),
    access: ['user'],
  }),
  teamRosterCandidates: defineEndpoint({
    name: 'competition.teamRosterCandidates',
    method: 'GET',
    path: '/api/v1/competition/match/:id/roster-candidates/:teamId',
    params: TeamOfMatchParamsSchema,
    response: TeamRosterCandidatesSchema,
    access: ['user'],
  }),
  updateRoster: defineEndpoint({
    name: 'competition.updateRoster',
    method: 'PUT',
    path: '/api/v1/competition/match/:id/roster/:teamId',
    params: TeamOfMatchParamsSchema,
    body: RosterUpdateBodySchema,
    // SPEC §5 roster errors come back as 400 with `fields['_data.players']` codes (tooFewPlayers…).
    response: v.object({ teamId: v.number(), state: RosterStateSchema, roster: v.array(RosterEntrySchema) }),
    access: ['user'],
  }),
};

const clubAccess: Access[] = ['clubAdmin', 'clubManager'];
const TeamRequestListQuerySchema = inputObject({
  'filter[club]': IdSchema,
  sort: v.optional(v.picklist(['-id', 'id'], m.invalid)),
  _envelope: v.optional(EnvelopeFlagSchema),
});

export const teamRequestEndpoints = {
  /** SPEC §7: `?filter[club]=<id>&sort=-id&_envelope=1` → `data[].data`. */
  list: defineEndpoint({
    name: 'competition.teamRequests',
    method: 'GET',
    path: '/api/v1/competition/competition-participant-team-request',
    query: TeamRequestListQuerySchema,
    response: envelopeList(TeamRequestSchema),
    access: [...clubAccess, 'admin'],
  }),
  public: defineEndpoint({
    name: 'competition.publicTeamRequests',
    method: 'GET',
    path: '/api/v1/competition/competition-participant-team-request/public',
    response: v.object({ teamRequests: v.array(PublicTeamRequestSchema) }),
    access: ['public'],
    cache: 'live',
  }),
};

export const teamLeaderEndpoints = {
  list: defineEndpoint({
    name: 'competition.teamLeaders',
    method: 'GET',
    path: '/api/v1/competition/team-leaders/:clubId',
    params: inputObject({ clubId: IdSchema }),
    query: inputObject({ _envelope: v.optional(EnvelopeFlagSchema) }),
    response: envelopeList(TeamLeaderSchema),
    access: clubAccess,
  }),
  /**
   * An existing leader of the club (same e-mail) is reused, so one person can lead several teams.
   * A leader without an account gets an invitation by e-mail; only accepting it gives the rights.
   */
  add: defineEndpoint({
    name: 'competition.teamLeaderAdd',
    method: 'POST',
    path: '/api/v1/competition/teams/:teamId/team-leaders',
    params: inputObject({ teamId: IdSchema }),
    body: TeamLeaderInputSchema,
    response: v.object({ teamLeader: TeamLeaderSchema }),
    access: clubAccess,
  }),
  /** `leaderId` is the TeamLeader id (SPEC's "userId": a leader need not have an account here). */
  remove: defineEndpoint({
    name: 'competition.teamLeaderRemove',
    method: 'DELETE',
    path: '/api/v1/competition/teams/:teamId/team-leaders/:leaderId',
    params: inputObject({ teamId: IdSchema, leaderId: IdSchema }),
    response: OkSchema,
    access: clubAccess,
  }),
  /** The invitation behind a link (the token is the secret: anyone holding it may look). */
  invitation: defineEndpoint({
    name: 'competition.teamLeaderInvitation',
    method: 'GET',
    path: '/api/v1/competition/team-leader-invitations/:token',
    params: inputObject({ token: AccountTokenSchema }),
    response: v.object({ invitation: TeamLeaderInvitationSchema }),
    access: ['public'],
  }),
  /**
   * Ties the leader to the logged-in account; a visitor without one creates it with `account` (the
   * invited e-mail becomes its login: the token proves the address) and is logged in. 400
   * `token_invalid` when expired or used; 401 for a visitor without `account`; 409 when the invited
   * e-mail already has an account (log in to accept).
   */
  acceptInvitation: defineEndpoint({
    name: 'competition.teamLeaderInvitationAccept',
    method: 'POST',
    path: '/api/v1/competition/team-leader-invitations/:token/accept',
    params: inputObject({ token: AccountTokenSchema }),
    body: TeamLeaderAcceptBodySchema,
    response: v.object({ teamLeader: TeamLeaderSchema }),
    access: ['public'],
  }),
  /** The teams the logged-in account leads (accepted invitations only). */
  ledTeams: defineEndpoint({
    name: 'competition.ledTeams',
    method: 'GET',
    path: '/api/v1/competition/my-led-teams',
    response: v.object({ teams: v.array(TeamRefSchema) }),
    access: ['user'],
  }),
};

const TrainingAnswerSchema = v.object({ training: TrainingSchema });

export const trainingEndpoints = {
  /** Without `clubId`: the whole calendar (trainings seeking a rival are joinable). */
  list: defineEndpoint({
    name: 'competition.trainings',
    method: 'GET',
    path: '/api/v1/competition/trainings',
    query: inputObject({ clubId: v.optional(IdSchema) }),
    response: v.object({ trainings: v.array(TrainingSchema) }),
    access: [...clubAccess, 'admin'],
  }),
  /** 409 `conflict` when the slot was booked by another team meanwhile. */
  create: defineEndpoint({
    name: 'competition.trainingCreate',
    method: 'POST',
    path: '/api/v1/competition/trainings',
    body: TrainingInputSchema,
    response: TrainingAnswerSchema,
    access: [...clubAccess, 'admin'],
  }),
  update: defineEndpoint({
    name: 'competition.trainingUpdate',
    method: 'PUT',
    path: '/api/v1/competition/trainings/:id',
    params: IdParamsSchema,
    body: TrainingInputSchema,
    response: TrainingAnswerSchema,
    access: [...clubAccess, 'admin'],
  }),
  remove: defineEndpoint({
    name: 'competition.trainingRemove',
    method: 'DELETE',
    path: '/api/v1/competition/trainings/:id',
    params: IdParamsSchema,
    response: OkSchema,
    access: [...clubAccess, 'admin'],
  }),
  cancel: defineEndpoint({
    name: 'competition.trainingCancel',
    method: 'POST',
    path: '/api/v1/competition/trainings/:id/cancel',
    params: IdParamsSchema,
    response: TrainingAnswerSchema,
    access: [...clubAccess, 'admin'],
  }),
};

const JoinRequestAnswerSchema = v.object({ trainingJoinRequest: TrainingJoinRequestSchema });
const joinRequestAction = /* @__NO_SIDE_EFFECTS__ */ (action: 'accept' | 'cancel' | 'reject') =>
  defineEndpoint({
    name: `competition.trainingJoinRequest.${action}`,
    method: 'POST',
    path: `/api/v1/competition/training-join-requests/:id/${action}`,
    params: IdParamsSchema,
    response: JoinRequestAnswerSchema,
    access: clubAccess,
  });
const joinRequestList = /* @__NO_SIDE_EFFECTS__ */ (direction: 'created' | 'received') =>
  defineEndpoint({
    name: `competition.trainingJoinRequests.${direction}`,
    method: 'GET',
    path: `/api/v1/competition/training-join-requests/club/:clubId/${direction}`,
    params: inputObject({ clubId: IdSchema }),
    response: v.object({ trainingJoinRequests: v.array(TrainingJoinRequestSchema) }),
    access: clubAccess,
  });

export const trainingJoinRequestEndpoints = {
  join: defineEndpoint({
    name: 'competition.trainingJoin',
    method: 'POST',
    path: '/api/v1/competition/training-join-requests/training/:trainingId',
    params: inputObject({ trainingId: IdSchema }),
    body: inputObject({ requestingTeam: inputObject({ id: IdSchema }) }),
    response: JoinRequestAnswerSchema,
    access: clubAccess,
  }),
  accept: joinRequestAction('accept'),
  cancel: joinRequestAction('cancel'),
  reject: joinRequestAction('reject'),
  created: joinRequestList('created'),
  received: joinRequestList('received'),
};
