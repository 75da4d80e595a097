// The competition builder in the administration (issue 17 items 1–4): per category, the draw into
// groups, manual moves with the rules each breaks, the schedule with its report, the playoff trees
// and publishing. What is built stays a draft, invisible to the public reads, until it is published.
import * as v from 'valibot';
import { defineEndpoint, type Access } from './endpoint';
import { messageCodes as m } from './messages';
import { IdSchema, IntSchema, IsoDateSchema, IsoDateTimeSchema, inputObject, LocalizedSchema, NameSchema } from './primitives';

/** The builder: admins, super admins and the matchmaker (ROLE_MATCHMAKER). */
export const adminCompetitionAccess: Access[] = ['admin', 'matchmaker'];

/** none: nothing built yet; draft: built, not public; published: public, match numbers fixed. */
export const CompetitionStateSchema = v.picklist(['none', 'draft', 'published']);
export type CompetitionState = v.InferOutput<typeof CompetitionStateSchema>;

export const AdminCompetitionCategorySchema = v.object({
  id: v.number(),
  code: v.string(),
  gender: v.string(),
  name: LocalizedSchema,
  /** Teams of approved (or processed) clubs: the ones a draw takes. */
  registeredTeams: v.number(),
  groups: v.number(),
  matches: v.number(),
  state: CompetitionStateSchema,
  publishedAt: v.nullable(v.string()),
});
export type AdminCompetitionCategory = v.InferOutput<typeof AdminCompetitionCategorySchema>;

export const AdminCompetitionTeamSchema = v.object({
  id: v.number(),
  /** The team's name, or null: the UI then shows the club's name with the Roman team number. */
  name: v.nullable(v.string()),
  teamNumber: v.number(),
  clubId: v.number(),
  clubName: v.string(),
  countryCode: v.string(),
  /** The organiser's seeding pot (1 = strongest), null: none; the draw snakes by it. */
  pot: v.nullable(v.number()),
});
export type AdminCompetitionTeam = v.InferOutput<typeof AdminCompetitionTeamSchema>;

/** A draw rule a placement breaks; sameClub is hard (broken only when a club has more teams than there are groups). */
export const DrawBreakSchema = v.object({
  constraint: v.picklist(['sameClub', 'sameCountry', 'samePot', 'groupSize']),
  hard: v.boolean(),
  groupId: v.number(),
  teamIds: v.array(v.number()),
});
export type DrawBreak = v.InferOutput<typeof DrawBreakSchema>;

/** "Why is this team in this group", one structured line the screen translates. */
export const PlacementReasonSchema = v.object({
  teamId: v.number(),
  groupId: v.number(),
  /** The draw's pot: the row of the snake the team was drawn in (1 = first). */
  pot: v.number(),
  /** The organiser's seeding pot the team had at the draw, null: none (the draw was by lot). */
  seedingPot: v.nullable(v.number()),
  rule: v.picklist(['snake', 'avoidClub', 'avoidCountry', 'displaced', 'manual']),
  snakeGroupId: v.nullable(v.number()),
  fromGroupId: v.nullable(v.number()),
  avoided: v.array(DrawBreakSchema),
  breaks: v.array(DrawBreakSchema),
});
export type PlacementReason = v.InferOutput<typeof PlacementReasonSchema>;

export const AdminCompetitionGroupSchema = v.object({
  id: v.number(),
  name: v.string(),
  roundLevelId: v.number(),
  /** 1 = Playoff A, 2 = Playoff B, null for the group stage. */
  playoffCategory: v.nullable(v.number()),
  isBracket: v.boolean(),
  teamIds: v.array(v.number()),
});
export type AdminCompetitionGroup = v.InferOutput<typeof AdminCompetitionGroupSchema>;

const SourceSchema = v.nullable(v.object({ groupId: v.number(), position: v.number() }));

export const AdminCompetitionMatchSchema = v.object({
  id: v.number(),
  /** Given at publishing, fixed from then on. */
  number: v.nullable(v.number()),
  groupId: v.number(),
  homeTeamId: v.nullable(v.number()),
  awayTeamId: v.nullable(v.number()),
  /** Bracket matches: the group and position whose team plays. */
  homeSource: SourceSchema,
  awaySource: SourceSchema,
  startsAt: v.string(),
  placeId: v.number(),
  state: v.picklist(['scheduled', 'live', 'finished']),
  homeScore: v.nullable(v.number()),
  awayScore: v.nullable(v.number()),
});
export type AdminCompetitionMatch = v.InferOutput<typeof AdminCompetitionMatchSchema>;

/** The scheduler's report: hard violations must be 0; the soft score is lower-is-better, with its parts. */
export const ScheduleReportSchema = v.object({
  matches: v.number(),
  placed: v.number(),
  unplaced: v.number(),
  hardViolations: v.number(),
  softScore: v.number(),
  parts: v.object({
    extraHalls: v.number(),
    lateMatches: v.number(),
    lateMinutes: v.number(),
    hallImbalanceMinutes: v.number(),
    idleMinutes: v.number(),
  }),
  elapsedMs: v.number(),
  /** Why matches could not be placed (none when all were). */
  unplacedReasons: v.array(v.object({ reason: v.string(), count: v.number() })),
});
export type ScheduleReport = v.InferOutput<typeof ScheduleReportSchema>;

export const ScheduleSettingsSchema = v.object({
  firstDay: v.string(),
  days: v.number(),
  matchMinutes: v.number(),
  restMinutes: v.number(),
});

/**
 * A round level the category uses (SPEC §3/§4: systemName, isBracket). `own`: added in this
 * category's builder (renamed and deleted there); the others are shared by every category.
 */
export const AdminRoundLevelSchema = v.object({ id: v.number(), systemName: v.string(), isBracket: v.boolean(), name: LocalizedSchema, order: v.number(), own: v.boolean() });
export type AdminRoundLevel = v.InferOutput<typeof AdminRoundLevelSchema>;

export const AdminCompetitionDetailSchema = v.object({
  category: AdminCompetitionCategorySchema,
  teams: v.array(AdminCompetitionTeamSchema),
  roundLevels: v.array(AdminRoundLevelSchema),
  groups: v.array(AdminCompetitionGroupSchema),
  reasons: v.array(PlacementReasonSchema),
  matches: v.array(AdminCompetitionMatchSchema),
  halls: v.array(v.object({ id: v.number(), name: LocalizedSchema })),
  report: v.nullable(ScheduleReportSchema),
  /** What the schedule form starts with: the last settings used, else the tournament's defaults. */
  schedule: ScheduleSettingsSchema,
});
export type AdminCompetitionDetail = v.InferOutput<typeof AdminCompetitionDetailSchema>;

export const CategoryParamsSchema = inputObject({ categoryId: IdSchema });

export const drawLimits = { groupSize: { min: 3, max: 8 } } as const;
export const DrawBodySchema = inputObject({
  /** Teams per group the draw aims at; sizes differ by at most one. */
  groupSize: IntSchema(drawLimits.groupSize.min, drawLimits.groupSize.max),
  /** The same seed gives the same draw; none: a new one. */
  seed: v.optional(IntSchema(0, 2_147_483_647)),
});
export type DrawBody = v.InferInput<typeof DrawBodySchema>;

/**
 * A group made by hand (empty; teams are moved in), in a group-stage level of the category (none:
 * the first). `taken`: the category has a group of that name; a playoff level's groups are the
 * playoff builder's (`roundLevelId` invalid).
 */
export const GroupBodySchema = inputObject({ name: NameSchema, roundLevelId: v.optional(IdSchema) });
export type GroupBody = v.InferInput<typeof GroupBodySchema>;

export const levelLimits = { order: { min: 1, max: 99 } } as const;
/** A round level added to the category or renamed (SPEC §4 type: group stage or playoff). */
export const LevelBodySchema = inputObject({
  nameCs: NameSchema,
  nameEn: NameSchema,
  type: v.picklist(['group', 'playoff'], m.invalid),
  order: IntSchema(levelLimits.order.min, levelLimits.order.max),
});
export type LevelBody = v.InferInput<typeof LevelBodySchema>;
export const LevelParamsSchema = inputObject({ categoryId: IdSchema, levelId: IdSchema });
export const GroupParamsSchema = inputObject({ categoryId: IdSchema, groupId: IdSchema });

export const potLimits = { pot: { min: 1, max: 16 } } as const;
/** Seeding pots of the category's teams (null: none); teams left out keep theirs. */
export const PotsBodySchema = inputObject({
  pots: v.array(inputObject({ teamId: IdSchema, pot: v.nullable(IntSchema(potLimits.pot.min, potLimits.pot.max)) }), m.invalid),
});
export type PotsBody = v.InferInput<typeof PotsBodySchema>;

export const MoveBodySchema = inputObject({ teamId: IdSchema, groupId: IdSchema });
export type MoveBody = v.InferInput<typeof MoveBodySchema>;

export const scheduleLimits = { days: { min: 1, max: 10 }, matchMinutes: { min: 10, max: 240 }, restMinutes: { min: 0, max: 600 } } as const;
export const ScheduleBodySchema = inputObject({
  firstDay: IsoDateSchema,
  days: IntSchema(scheduleLimits.days.min, scheduleLimits.days.max),
  matchMinutes: IntSchema(scheduleLimits.matchMinutes.min, scheduleLimits.matchMinutes.max),
  restMinutes: IntSchema(scheduleLimits.restMinutes.min, scheduleLimits.restMinutes.max),
});
export type ScheduleBody = v.InferInput<typeof ScheduleBodySchema>;

/** Which positions of each group go to Playoff A and to Playoff B (B may be left out). */
export const PlayoffsBodySchema = inputObject({
  a: v.array(IntSchema(1, 8), m.invalid),
  b: v.array(IntSchema(1, 8), m.invalid),
});
export type PlayoffsBody = v.InferInput<typeof PlayoffsBodySchema>;

/** One match to another time or hall (a draft's or a published one's: its number stays). */
export const MatchSlotBodySchema = inputObject({ startsAt: IsoDateTimeSchema, placeId: IdSchema });
export type MatchSlotBody = v.InferInput<typeof MatchSlotBodySchema>;

export const MatchParamsSchema = inputObject({ categoryId: IdSchema, matchId: IdSchema });

const detail = v.object({ competition: AdminCompetitionDetailSchema });

export const adminCompetitionEndpoints = {
  categories: defineEndpoint({
    name: 'admin.competition.categories',
    method: 'GET',
    path: '/api/v1/admin/competition',
    response: v.object({ categories: v.array(AdminCompetitionCategorySchema) }),
    access: adminCompetitionAccess,
  }),
  detail: defineEndpoint({
    name: 'admin.competition.detail',
    method: 'GET',
    path: '/api/v1/admin/competition/:categoryId',
    params: CategoryParamsSchema,
    response: detail,
    access: adminCompetitionAccess,
  }),
  draw: defineEndpoint({
    name: 'admin.competition.draw',
    method: 'POST',
    path: '/api/v1/admin/competition/:categoryId/draw',
    params: CategoryParamsSchema,
    body: DrawBodySchema,
    response: detail,
    access: adminCompetitionAccess,
  }),
  addGroup: defineEndpoint({
    name: 'admin.competition.addGroup',
    method: 'POST',
    path: '/api/v1/admin/competition/:categoryId/groups',
    params: CategoryParamsSchema,
    body: GroupBodySchema,
    response: detail,
    access: adminCompetitionAccess,
  }),
  deleteGroup: defineEndpoint({
    name: 'admin.competition.deleteGroup',
    method: 'DELETE',
    path: '/api/v1/admin/competition/:categoryId/groups/:groupId',
    params: GroupParamsSchema,
    response: detail,
    access: adminCompetitionAccess,
  }),
  addLevel: defineEndpoint({
    name: 'admin.competition.addLevel',
    method: 'POST',
    path: '/api/v1/admin/competition/:categoryId/levels',
    params: CategoryParamsSchema,
    body: LevelBodySchema,
    response: detail,
    access: adminCompetitionAccess,
  }),
  editLevel: defineEndpoint({
    name: 'admin.competition.editLevel',
    method: 'PUT',
    path: '/api/v1/admin/competition/:categoryId/levels/:levelId',
    params: LevelParamsSchema,
    body: LevelBodySchema,
    response: detail,
    access: adminCompetitionAccess,
  }),
  deleteLevel: defineEndpoint({
    name: 'admin.competition.deleteLevel',
    method: 'DELETE',
    path: '/api/v1/admin/competition/:categoryId/levels/:levelId',
    params: LevelParamsSchema,
    response: detail,
    access: adminCompetitionAccess,
  }),
  pots: defineEndpoint({
    name: 'admin.competition.pots',
    method: 'PUT',
    path: '/api/v1/admin/competition/:categoryId/pots',
    params: CategoryParamsSchema,
    body: PotsBodySchema,
    response: detail,
    access: adminCompetitionAccess,
  }),
  checkMove: defineEndpoint({
    name: 'admin.competition.checkMove',
    method: 'POST',
    path: '/api/v1/admin/competition/:categoryId/move-check',
    params: CategoryParamsSchema,
    body: MoveBodySchema,
    response: v.object({ breaks: v.array(DrawBreakSchema) }),
    access: adminCompetitionAccess,
  }),
  move: defineEndpoint({
    name: 'admin.competition.move',
    method: 'POST',
    path: '/api/v1/admin/competition/:categoryId/move',
    params: CategoryParamsSchema,
    body: MoveBodySchema,
    response: detail,
    access: adminCompetitionAccess,
  }),
  schedule: defineEndpoint({
    name: 'admin.competition.schedule',
    method: 'POST',
    path: '/api/v1/admin/competition/:categoryId/schedule',
    params: CategoryParamsSchema,
    body: ScheduleBodySchema,
    response: detail,
    access: adminCompetitionAccess,
  }),
  playoffs: defineEndpoint({
    name: 'admin.competition.playoffs',
    method: 'POST',
    path: '/api/v1/admin/competition/:categoryId/playoffs',
    params: CategoryParamsSchema,
    body: PlayoffsBodySchema,
    response: detail,
    access: adminCompetitionAccess,
  }),
  moveMatch: defineEndpoint({
    name: 'admin.competition.moveMatch',
    method: 'PUT',
    path: '/api/v1/admin/competition/:categoryId/matches/:matchId',
    params: MatchParamsSchema,
    body: MatchSlotBodySchema,
    response: detail,
    access: adminCompetitionAccess,
  }),
  publish: defineEndpoint({
    name: 'admin.competition.publish',
    method: 'POST',
    path: '/api/v1/admin/competition/:categoryId/publish',
    params: CategoryParamsSchema,
    response: detail,
    access: adminCompetitionAccess,
  }),
} as const;
