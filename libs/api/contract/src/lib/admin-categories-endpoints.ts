// Master data in the administration (issue 16 item 3): team categories with the eligibility rules the
// club zone and the match roster read (birth-year window, gender, older and other-gender allowances)
// and the roster limits of SPEC §3 (tournament player limits: a category's own row, else the default).
import * as v from 'valibot';
import { defineEndpoint, type Access } from './endpoint';
import { messageCodes as m } from './messages';
import { IdSchema, IntSchema, NameSchema, OkSchema, inputObject } from './primitives';

/**
 * Categories and prices: admins and super admins. SPEC §6 names no other role for master data (the
 * matchmaker's and place manager's permissions are "not shown"; the club and referee managers decide
 * registrations, not what they cost or who may play).
 */
export const adminMasterDataAccess: Access[] = ['admin'];

/** Birth years a category may name: older than this is a typo, not a youth category. */
export const categoryBirthYears = { min: 1900, max: 2100 } as const;
/** Counts of players and leaders on a roster. */
const CountSchema = IntSchema(0, 99);

/** Which roster a category's teams bring (SPEC §3 tournament player limits). */
export const PlayerLimitsBodySchema = v.pipe(
  inputObject({
    minPlayers: CountSchema,
    maxPlayers: CountSchema,
    minLeaders: CountSchema,
    maxLeaders: CountSchema,
    /** From this many players the roster asks "continue?" (SPEC §5); null: never. */
    playersCountWarningFrom: v.nullable(CountSchema),
    maxExceptionPlayers: CountSchema,
  }),
  v.forward(
    v.partialCheck([['minPlayers'], ['maxPlayers']], (l) => l.minPlayers <= l.maxPlayers, m.minAboveMax),
    ['minPlayers'],
  ),
  v.forward(
    v.partialCheck([['minLeaders'], ['maxLeaders']], (l) => l.minLeaders <= l.maxLeaders, m.minAboveMax),
    ['minLeaders'],
  ),
  v.forward(
    v.partialCheck([['playersCountWarningFrom'], ['maxPlayers']], (l) => l.playersCountWarningFrom === null || l.playersCountWarningFrom <= l.maxPlayers, m.warningAboveMax),
    ['playersCountWarningFrom'],
  ),
);
export type PlayerLimitsBody = v.InferInput<typeof PlayerLimitsBodySchema>;
export type PlayerLimitsValues = v.InferOutput<typeof PlayerLimitsBodySchema>;

export const AdminPlayerLimitsSchema = v.object({
  minPlayers: v.number(),
  maxPlayers: v.number(),
  minLeaders: v.number(),
  maxLeaders: v.number(),
  playersCountWarningFrom: v.nullable(v.number()),
  maxExceptionPlayers: v.number(),
});
export type AdminPlayerLimits = v.InferOutput<typeof AdminPlayerLimitsSchema>;

const BirthYearFieldSchema = v.nullable(IntSchema(categoryBirthYears.min, categoryBirthYears.max));

/**
 * A category as the organiser edits it. `birthYearFrom` is the oldest regular players' year (the
 * smaller number), `birthYearTo` the youngest's (null: the year after); both null in adult
 * categories. `limits` null: the tournament's default roster limits apply.
 */
export const TeamCategoryBodySchema = v.pipe(
  inputObject({
    code: v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.required), v.maxLength(10, m.tooLong), v.regex(/^[\p{L}\p{N}+-]+$/u, m.invalid)),
    nameCs: NameSchema,
    nameEn: NameSchema,
    gender: v.picklist(['M', 'F', 'X'], m.required),
    birthYearFrom: BirthYearFieldSchema,
    birthYearTo: BirthYearFieldSchema,
    maxOtherGenderPlayers: CountSchema,
    maxOlderPlayers: CountSchema,
    smallCourt: v.boolean(m.invalid),
    sortOrder: IntSchema(0, 9999),
    limits: v.nullable(PlayerLimitsBodySchema),
  }),
  v.forward(
    v.partialCheck([['birthYearFrom'], ['birthYearTo']], (c) => c.birthYearTo === null || c.birthYearFrom !== null, m.required),
    ['birthYearFrom'],
  ),
  v.forward(
    v.partialCheck([['birthYearFrom'], ['birthYearTo']], (c) => c.birthYearTo === null || c.birthYearFrom === null || c.birthYearFrom <= c.birthYearTo, m.birthYearsReversed),
    ['birthYearTo'],
  ),
);
export type TeamCategoryBody = v.InferInput<typeof TeamCategoryBodySchema>;
export type TeamCategoryValues = v.InferOutput<typeof TeamCategoryBodySchema>;

export const AdminTeamCategorySchema = v.object({
  id: v.number(),
  code: v.string(),
  nameCs: v.string(),
  nameEn: v.string(),
  gender: v.picklist(['M', 'F', 'X']),
  birthYearFrom: v.nullable(v.number()),
  birthYearTo: v.nullable(v.number()),
  maxOtherGenderPlayers: v.number(),
  maxOlderPlayers: v.number(),
  smallCourt: v.boolean(),
  sortOrder: v.number(),
  /** Teams registered in the category: while there are any, it cannot be deleted. */
  teams: v.number(),
  /** The category's own limits, or null when the default ones apply. */
  limits: v.nullable(AdminPlayerLimitsSchema),
});
export type AdminTeamCategory = v.InferOutput<typeof AdminTeamCategorySchema>;

const CategoryParamsSchema = inputObject({ id: IdSchema });

export const adminCategoriesEndpoints = {
  categories: defineEndpoint({
    name: 'admin.categories',
    method: 'GET',
    path: '/api/v1/admin/team-categories',
    response: v.object({ categories: v.array(AdminTeamCategorySchema), defaultLimits: v.nullable(AdminPlayerLimitsSchema) }),
    access: adminMasterDataAccess,
  }),
  categoryCreate: defineEndpoint({
    name: 'admin.categoryCreate',
    method: 'POST',
    path: '/api/v1/admin/team-categories',
    body: TeamCategoryBodySchema,
    response: v.object({ category: AdminTeamCategorySchema }),
    access: adminMasterDataAccess,
  }),
  categoryUpdate: defineEndpoint({
    name: 'admin.categoryUpdate',
    method: 'PUT',
    path: '/api/v1/admin/team-categories/:id',
    params: CategoryParamsSchema,
    body: TeamCategoryBodySchema,
    response: v.object({ category: AdminTeamCategorySchema }),
    access: adminMasterDataAccess,
  }),
  categoryDelete: defineEndpoint({
    name: 'admin.categoryDelete',
    method: 'DELETE',
    path: '/api/v1/admin/team-categories/:id',
    params: CategoryParamsSchema,
    response: OkSchema,
    access: adminMasterDataAccess,
  }),
  /** The roster limits of every category without its own. */
  defaultLimits: defineEndpoint({
    name: 'admin.defaultPlayerLimits',
    method: 'PUT',
    path: '/api/v1/admin/player-limits',
    body: PlayerLimitsBodySchema,
    response: v.object({ defaultLimits: AdminPlayerLimitsSchema }),
    access: adminMasterDataAccess,
  }),
} as const;

