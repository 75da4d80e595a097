import * as v from 'valibot';
import { messageCodes as m } from '../messages';

/** SPEC §9 sort options; which apply depends on the sport (see @phc/tournaments sport rules). */
export const StatisticsSortSchema = v.picklist(['canadian', 'goals', 'points', 'penaltyMinutes', 'penalties2min'], m.invalid);
export type StatisticsSortKey = v.InferOutput<typeof StatisticsSortSchema>;

/** SPEC §3 statistics row: one player's totals in a category. */
export const StatisticsRowSchema = v.object({
  participantId: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  teamId: v.number(),
  categoryId: v.number(),
  stats: v.object({
    matchCount: v.number(),
    goalsCount: v.number(),
    points1Count: v.number(),
    points2Count: v.number(),
    points3Count: v.number(),
    pointsCount: v.number(),
    average: v.number(),
    shootoutGoalsCount: v.number(),
    sevenMeterGoalsCount: v.number(),
    penalties2minCount: v.number(),
    canadianPointsTotal: v.number(),
    assistsCount: v.number(),
    penaltyMinutesTotal: v.number(),
    yellowCardsCount: v.number(),
    redCardsCount: v.number(),
  }),
  /** "3", or a shared range such as "3-4". */
  position: v.string(),
});
export type StatisticsRow = v.InferOutput<typeof StatisticsRowSchema>;
