import type { AdminPlayerLimits, AdminTeamCategory, PlayerLimitsBody, TeamCategoryBody } from '@phc/api-contract';

/** The roster limits as the form's inputs hold them (text; an empty warning means "never"). */
/** The limits' field names, in the form's order. */
export const limitNames = ['minPlayers', 'maxPlayers', 'minLeaders', 'maxLeaders', 'playersCountWarningFrom', 'maxExceptionPlayers'] as const;

export interface LimitsFormValues {
  minPlayers: string;
  maxPlayers: string;
  minLeaders: string;
  maxLeaders: string;
  playersCountWarningFrom: string;
  maxExceptionPlayers: string;
}

export interface CategoryFormValues {
  code: string;
  nameCs: string;
  nameEn: string;
  gender: string;
  birthYearFrom: string;
  birthYearTo: string;
  maxOtherGenderPlayers: string;
  maxOlderPlayers: string;
  smallCourt: boolean;
  sortOrder: string;
  /** Off: the tournament's default limits apply to the category. */
  ownLimits: boolean;
  limits: LimitsFormValues;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** Empty stays empty for the schema to refuse as a number ("integer"); nullable fields send null. */
const nullable = (value: string) => (value.trim() === '' ? null : value.trim());

export function limitsFormValues(limits: AdminPlayerLimits | null): LimitsFormValues {
  return {
    minPlayers: text(limits?.minPlayers),
    maxPlayers: text(limits?.maxPlayers),
    minLeaders: text(limits?.minLeaders),
    maxLeaders: text(limits?.maxLeaders),
    playersCountWarningFrom: text(limits?.playersCountWarningFrom),
    maxExceptionPlayers: text(limits?.maxExceptionPlayers ?? 0),
  };
}

export function limitsBody(values: LimitsFormValues): PlayerLimitsBody {
  return {
    minPlayers: values.minPlayers.trim(),
    maxPlayers: values.maxPlayers.trim(),
    minLeaders: values.minLeaders.trim(),
    maxLeaders: values.maxLeaders.trim(),
    playersCountWarningFrom: nullable(values.playersCountWarningFrom),
    maxExceptionPlayers: values.maxExceptionPlayers.trim(),
  };
}

/**
 * What the form starts from: the category's values, or for a new one empty names, mixed gender and
 * the next place in the order. Without own limits the default ones prefill the limit fields, so
 * turning them on starts from what applies now.
 */
export function categoryFormValues(category: AdminTeamCategory | null, defaults: AdminPlayerLimits | null, nextSortOrder: number): CategoryFormValues {
  return {
    code: category?.code ?? '',
    nameCs: category?.nameCs ?? '',
    nameEn: category?.nameEn ?? '',
    gender: category?.gender ?? 'X',
    birthYearFrom: text(category?.birthYearFrom),
    birthYearTo: text(category?.birthYearTo),
    maxOtherGenderPlayers: text(category?.maxOtherGenderPlayers ?? 0),
    maxOlderPlayers: text(category?.maxOlderPlayers ?? 0),
    smallCourt: category?.smallCourt ?? false,
    sortOrder: text(category?.sortOrder ?? nextSortOrder),
    ownLimits: category ? category.limits !== null : false,
    limits: limitsFormValues(category?.limits ?? defaults),
  };
}

export function categoryBody(values: CategoryFormValues): TeamCategoryBody {
  return {
    code: values.code,
    nameCs: values.nameCs,
    nameEn: values.nameEn,
    gender: values.gender as TeamCategoryBody['gender'],
    birthYearFrom: nullable(values.birthYearFrom),
    birthYearTo: nullable(values.birthYearTo),
    maxOtherGenderPlayers: values.maxOtherGenderPlayers.trim(),
    maxOlderPlayers: values.maxOlderPlayers.trim(),
    smallCourt: values.smallCourt,
    sortOrder: values.sortOrder.trim(),
    limits: values.ownLimits ? limitsBody(values.limits) : null,
  };
}

/** The birth years a category's regular players are born in (SPEC §5): "2007–2008", one year, or null for adults. */
export function birthYearsLabel(category: Pick<AdminTeamCategory, 'birthYearFrom' | 'birthYearTo'>): string | null {
  if (category.birthYearFrom === null) return null;
  const to = category.birthYearTo ?? category.birthYearFrom + 1;
  return to === category.birthYearFrom ? String(to) : `${category.birthYearFrom}–${to}`;
}

/** The next free place at the end of the list. */
export const nextSortOrder = (categories: readonly { sortOrder: number }[]) => categories.reduce((max, c) => Math.max(max, c.sortOrder), 0) + 1;
