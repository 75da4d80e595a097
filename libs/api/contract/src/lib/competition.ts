import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { ConfigValueSchema } from './entities/config-value';
import { GroupSchema, GroupTeamStandingSchema, RoundLevelSchema } from './entities/group';
import { EventTypeSchema, MatchEventSchema, MatchSchema, MatchStageSchema, RefereeSummarySchema, RosterEntrySchema, RosterStateSchema } from './entities/match';
import { GenderSchema } from './entities/participant';
import { PlaceSchema } from './entities/place';
import { StatisticsRowSchema, StatisticsSortSchema } from './entities/statistics';
import { CountrySchema, TeamCategorySchema } from './entities/lookups';
import { TeamSchema } from './entities/team';
import { ProtocolStateSchema } from './competition-protocol';
import { messageCodes as m } from './messages';
import { IdParamsSchema, IdSchema, IntSchema, IsoDateSchema, IsoDateTimeSchema, inputObject } from './primitives';

export const LiveDataSchema = v.object({
  matches: v.array(MatchSchema),
  groupTeams: v.array(GroupTeamStandingSchema),
  generatedAt: IsoDateTimeSchema,
  /** SPEC §9 "show results" is off: the public answer keeps the schedule and leaves out every score and table. */
  resultsHidden: v.optional(v.literal(true)),
});
export type LiveData = v.InferOutput<typeof LiveDataSchema>;

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

/** SPEC §3 tournament player limits; a null category is the default for categories without a row. */
export const PlayerLimitsSchema = v.object({
  teamCategoryId: v.nullable(v.number()),
  minPlayers: v.number(),
  maxPlayers: v.number(),
  minLeaders: v.number(),
  maxLeaders: v.number(),
  /** Above this many players the web asks before continuing; null: never. */
  playersCountWarningFrom: v.nullable(v.number()),
  maxExceptionPlayers: v.number(),
});
export type PlayerLimits = v.InferOutput<typeof PlayerLimitsSchema>;

/** A club participant the match roster can take, with what the roster holds for them now. */
export const RosterCandidateSchema = v.object({
  participantId: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  birthYear: v.number(),
  gender: GenderSchema,
  jerseyNumber: v.nullable(v.number()),
  isLeader: v.boolean(),
  isCaptain: v.boolean(),
  isGoalkeeper: v.boolean(),
  /** Plays on an exception request: choosing them asks for confirmation (SPEC §5). */
  onException: v.boolean(),
  /** On this match's roster (or, before the first save, on the previous match's when copying is on). */
  selected: v.boolean(),
});
export type RosterCandidate = v.InferOutput<typeof RosterCandidateSchema>;

export const TeamRosterCandidatesSchema = v.object({
  teamId: v.number(),
  state: RosterStateSchema,
  candidates: v.array(RosterCandidateSchema),
  limits: PlayerLimitsSchema,
});
export type TeamRosterCandidates = v.InferOutput<typeof TeamRosterCandidatesSchema>;

export const RosterUpdateBodySchema = inputObject({
  _data: inputObject({
    players: v.pipe(
      v.array(
        inputObject({
          participantId: IdSchema,
          jerseyNumber: v.optional(v.nullable(IntSchema(0, 999)), null),
          isLeader: v.optional(v.boolean(m.invalid), false),
          isCaptain: v.optional(v.boolean(m.invalid), false),
          isGoalkeeper: v.optional(v.boolean(m.invalid), false),
        }),
        m.invalid,
      ),
      v.maxLength(100, m.max),
    ),
    /** "Save and confirm roster": locks it; the exception-player maximum is checked only then. */
    confirm: v.optional(v.boolean(m.invalid), false),
  }),
});
export type RosterUpdateBody = v.InferOutput<typeof RosterUpdateBodySchema>;

export const MatchDetailSchema = v.object({
  match: MatchSchema,
  events: v.array(MatchEventSchema),
  roster: v.object({ homeTeamRoster: v.array(RosterEntrySchema), awayTeamRoster: v.array(RosterEntrySchema) }),
  referees: v.array(RefereeSummarySchema),
  protocol: ProtocolStateSchema,
  /**
   * The tournament's calendar day by the server clock (Europe/Prague), in the uncached answer the
   * protocol reads: a reporter starting a match of another day is asked first, whatever the phone's clock says.
   */
  today: v.optional(IsoDateSchema),
  /** SPEC §9 "show results" is off: the public answer has no score and no events. */
  resultsHidden: v.optional(v.literal(true)),
});
export type MatchDetail = v.InferOutput<typeof MatchDetailSchema>;

/** `_ts` (a timestamp) is the uncached variant: it bypasses HTTP caches after a reporter's write. */
const MatchDetailQuerySchema = inputObject({ _ts: v.optional(v.pipe(v.string(m.invalid), v.regex(/^\d{1,16}$/, m.invalid))) });

// The reads of the web's shared query factories (@phc/api-client), apart from the groups
// (competition-endpoints.ts), so a page bundles only the schemas of the calls it makes.
export const competitionLiveEndpoint = defineEndpoint({ name: 'competition.live', method: 'GET', path: '/api/v1/competition/live', response: LiveDataSchema, access: ['public'], cache: 'live' });
export const competitionAdminLiveEndpoint = defineEndpoint({ name: 'competition.adminLive', method: 'GET', path: '/api/v1/competition/admin/live', response: LiveDataSchema, access: ['admin', 'superAdmin', 'reporter'] });
export const competitionStaticEndpoint = defineEndpoint({ name: 'competition.static', method: 'GET', path: '/api/v1/competition/static', response: StaticDataSchema, access: ['public'], cache: 'static' });
export const competitionMatchDetailEndpoint = defineEndpoint({
  name: 'competition.matchDetail',
  method: 'GET',
  path: '/api/v1/competition/competition-match/:id',
  params: IdParamsSchema,
  query: MatchDetailQuerySchema,
  response: MatchDetailSchema,
  access: ['public'],
  cache: 'live',
});
export const competitionAdminMatchDetailEndpoint = defineEndpoint({
  name: 'competition.adminMatchDetail',
  method: 'GET',
  path: '/api/v1/competition/admin/competition-match/:id',
  params: IdParamsSchema,
  query: MatchDetailQuerySchema,
  response: MatchDetailSchema,
  access: ['admin', 'superAdmin', 'reporter'],
});
export const competitionStatisticsEndpoint = defineEndpoint({
  name: 'competition.statistics',
  method: 'GET',
  path: '/api/v1/competition/statistics/:categoryId',
  params: inputObject({ categoryId: IdSchema }),
  query: inputObject({ sortedBy: v.optional(StatisticsSortSchema) }),
  response: v.object({ data: v.pipe(v.array(v.object({ _data: StatisticsRowSchema })), v.maxLength(100)) }),
  access: ['public'],
  cache: 'live',
});
