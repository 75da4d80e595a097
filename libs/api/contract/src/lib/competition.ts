import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { IdParamsSchema, IsoDateSchema, IsoDateTimeSchema, LocalizedSchema, TimeSchema } from './primitives';

export const WalkoverTypeSchema = v.picklist(['home', 'away', 'both']);
export const MatchStateSchema = v.picklist(['scheduled', 'live', 'finished']);

/** SPEC §3 Match, plus what the web needs to show it (score, state, walkover, stage). */
export const MatchSchema = v.object({
  id: v.number(),
  competitionGroupId: v.number(),
  /** Null until a bracket match knows who plays. */
  homeTeamId: v.nullable(v.number()),
  awayTeamId: v.nullable(v.number()),
  /** Bracket linkage (SPEC §3/§4): the group whose result feeds this side. */
  homeTeamCompetitionGroupId: v.nullable(v.number()),
  awayTeamCompetitionGroupId: v.nullable(v.number()),
  /** Which place of the feeding group plays (1 = winner). */
  homeSourcePosition: v.nullable(v.number()),
  awaySourcePosition: v.nullable(v.number()),
  day: IsoDateSchema,
  time: TimeSchema,
  startsAt: IsoDateTimeSchema,
  placeId: v.number(),
  state: MatchStateSchema,
  homeScore: v.nullable(v.number()),
  awayScore: v.nullable(v.number()),
  walkOver: v.nullable(WalkoverTypeSchema),
  stageId: v.nullable(v.number()),
  updatedAt: IsoDateTimeSchema,
});
export type Match = v.InferOutput<typeof MatchSchema>;

export const TieBreakerSchema = v.picklist(['points', 'won', 'h2hPoints', 'h2hScoreDiff', 'h2hScoreFor', 'scoreDiff', 'scoreFor', 'setRatio', 'pointRatio', 'lots']);

/** A server-computed group table row; `decidedBy` says which criterion put it where it is. */
export const GroupTeamStandingSchema = v.object({
  id: v.number(),
  competitionGroupId: v.number(),
  teamId: v.number(),
  position: v.number(),
  played: v.number(),
  won: v.number(),
  drawn: v.number(),
  lost: v.number(),
  scoreFor: v.number(),
  scoreAgainst: v.number(),
  scoreDiff: v.number(),
  points: v.number(),
  decidedBy: v.nullable(TieBreakerSchema),
  tiedWith: v.array(v.number()),
});
export type GroupTeamStanding = v.InferOutput<typeof GroupTeamStandingSchema>;

export const LiveDataSchema = v.object({
  matches: v.array(MatchSchema),
  groupTeams: v.array(GroupTeamStandingSchema),
  generatedAt: IsoDateTimeSchema,
});
export type LiveData = v.InferOutput<typeof LiveDataSchema>;

export const RoundLevelSchema = v.object({ id: v.number(), systemName: v.string(), isBracket: v.boolean(), name: LocalizedSchema, order: v.number() });
export const GroupSchema = v.object({
  id: v.number(),
  competitionRoundLevelId: v.number(),
  teamCategoryId: v.number(),
  /** Static playoff groups: 1 = Playoff A, 2 = Playoff B (SPEC §3); null for the group stage. */
  playoffCategory: v.nullable(v.number()),
  name: v.string(),
  teamIds: v.array(v.number()),
});
export const TeamCategorySchema = v.object({ id: v.number(), code: v.string(), name: LocalizedSchema, gender: v.picklist(['M', 'F', 'X']), birthYearFrom: v.nullable(v.number()) });
export const CountrySchema = v.object({ id: v.number(), countryCode: v.string(), translations: v.array(v.object({ locale: v.picklist(['cs', 'en']), name: v.string() })) });
export const ConfigValueSchema = v.object({
  key: v.string(),
  dataType: v.picklist(['string', 'datetime', 'integer', 'boolean']),
  value: v.nullable(v.string()),
  format: v.nullable(v.picklist(['date', 'datetime'])),
});
export type ConfigValue = v.InferOutput<typeof ConfigValueSchema>;
export const TeamSchema = v.object({
  id: v.number(),
  clubId: v.number(),
  name: v.nullable(v.string()),
  teamNumber: v.number(),
  teamCategoryId: v.number(),
  teamCategory: v.object({ code: v.string() }),
  club: v.object({ id: v.number(), name: v.string(), countryId: v.number() }),
  uuid: v.string(),
});
export type Team = v.InferOutput<typeof TeamSchema>;
export const PlaceTypeSchema = v.picklist(['hall', 'accommodation', 'catering', 'prague', 'ac_benefit', 'activity_card']);
export const PlaceSchema = v.object({
  id: v.number(),
  translations: v.array(v.object({ locale: v.picklist(['cs', 'en']), name: v.string(), description: v.string() })),
  address: v.string(),
  lat: v.number(),
  lng: v.number(),
  files: v.array(v.object({ url: v.string() })),
  placeType: v.object({ name: PlaceTypeSchema }),
  /** JSON text; for halls it names the reporter (SPEC §3). */
  data: v.nullable(v.string()),
});
export type Place = v.InferOutput<typeof PlaceSchema>;
export const MatchStageSchema = v.object({ id: v.number(), code: v.string(), name: LocalizedSchema, order: v.number() });
export const EventTypeSchema = v.object({ id: v.number(), code: v.string(), name: LocalizedSchema, scoreDelta: v.number(), penaltyMinutes: v.number() });

export const StaticDataSchema = v.object({
  roundLevels: v.array(RoundLevelSchema),
  groups: v.array(GroupSchema),
  teamCategories: v.array(TeamCategorySchema),
  countries: v.array(CountrySchema),
  configurations: v.array(ConfigValueSchema),
  teams: v.array(TeamSchema),
  halls: v.array(PlaceSchema),
  places: v.array(PlaceSchema),
  matchStages: v.array(MatchStageSchema),
  eventTypes: v.array(EventTypeSchema),
});
export type StaticData = v.InferOutput<typeof StaticDataSchema>;

export const MatchEventSchema = v.object({
  id: v.number(),
  matchId: v.number(),
  minute: v.number(),
  second: v.number(),
  eventTypeId: v.number(),
  teamId: v.number(),
  participantId: v.nullable(v.number()),
  assistParticipantId: v.nullable(v.number()),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type MatchEvent = v.InferOutput<typeof MatchEventSchema>;

export const RosterEntrySchema = v.object({
  participantId: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  jerseyNumber: v.nullable(v.number()),
  isLeader: v.boolean(),
  isCaptain: v.boolean(),
  isGoalkeeper: v.boolean(),
});
export type RosterEntry = v.InferOutput<typeof RosterEntrySchema>;

export const MatchDetailSchema = v.object({
  match: MatchSchema,
  events: v.array(MatchEventSchema),
  roster: v.object({ homeTeamRoster: v.array(RosterEntrySchema), awayTeamRoster: v.array(RosterEntrySchema) }),
  referees: v.array(v.object({ id: v.number(), firstName: v.string(), lastName: v.string() })),
});
export type MatchDetail = v.InferOutput<typeof MatchDetailSchema>;

/** What the live stream sends when something changes; the web invalidates the matching queries. */
export const LiveEventSchema = v.object({
  type: v.picklist(['match', 'score', 'event', 'standing', 'stage', 'roster']),
  matchId: v.optional(v.number()),
  groupId: v.optional(v.number()),
  at: IsoDateTimeSchema,
});
export type LiveEvent = v.InferOutput<typeof LiveEventSchema>;

const MatchDetailQuerySchema = v.object({ _ts: v.optional(v.pipe(v.string(), v.regex(/^\d{1,16}$/))) });

export const competitionEndpoints = {
  live: defineEndpoint({ name: 'competition.live', method: 'GET', path: '/api/v1/competition/live', response: LiveDataSchema, access: ['public'], cache: 'live' }),
  adminLive: defineEndpoint({ name: 'competition.adminLive', method: 'GET', path: '/api/v1/competition/admin/live', response: LiveDataSchema, access: ['admin', 'superAdmin', 'reporter'] }),
  static: defineEndpoint({ name: 'competition.static', method: 'GET', path: '/api/v1/competition/static', response: StaticDataSchema, access: ['public'], cache: 'static' }),
  matchDetail: defineEndpoint({
    name: 'competition.matchDetail',
    method: 'GET',
    path: '/api/v1/competition/competition-match/:id',
    params: IdParamsSchema,
    query: MatchDetailQuerySchema,
    response: MatchDetailSchema,
    access: ['public'],
    cache: 'live',
  }),
  adminMatchDetail: defineEndpoint({
    name: 'competition.adminMatchDetail',
    method: 'GET',
    path: '/api/v1/competition/admin/competition-match/:id',
    params: IdParamsSchema,
    query: MatchDetailQuerySchema,
    response: MatchDetailSchema,
    access: ['admin', 'superAdmin', 'reporter'],
  }),
};
