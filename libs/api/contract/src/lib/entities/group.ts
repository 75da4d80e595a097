import * as v from 'valibot';
import { LocalizedSchema } from '../primitives';

/** `lots`: level after every criterion, a draw is due; `drawnLots`: an organiser's recorded draw decided. */
export const TieBreakerSchema = v.picklist([
  'points',
  'won',
  'h2hPoints',
  'h2hScoreDiff',
  'h2hScoreFor',
  'scoreDiff',
  'scoreFor',
  'setRatio',
  'pointRatio',
  'h2hWon',
  'h2hSetRatio',
  'h2hPointRatio',
  'lots',
  'drawnLots',
]);
export type TieBreaker = v.InferOutput<typeof TieBreakerSchema>;

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
  /** Teams still level with this one after every criterion (a draw by lots is due). */
  tiedWith: v.array(v.number()),
  /** Volleyball only: rally points won and lost over all sets (the table's points ratio). */
  pointsFor: v.optional(v.number()),
  pointsAgainst: v.optional(v.number()),
});
export type GroupTeamStanding = v.InferOutput<typeof GroupTeamStandingSchema>;

export const RoundLevelSchema = v.object({ id: v.number(), systemName: v.string(), isBracket: v.boolean(), name: LocalizedSchema, order: v.number() });
export type RoundLevel = v.InferOutput<typeof RoundLevelSchema>;

/** SPEC §3 static playoff groups. */
export const playoffCategories = { playoffA: 1, playoffB: 2 } as const;

export const GroupSchema = v.object({
  id: v.number(),
  competitionRoundLevelId: v.number(),
  teamCategoryId: v.number(),
  /** Static playoff groups: 1 = Playoff A, 2 = Playoff B (SPEC §3); null for the group stage. */
  playoffCategory: v.nullable(v.number()),
  name: v.string(),
  teamIds: v.array(v.number()),
});
export type Group = v.InferOutput<typeof GroupSchema>;
