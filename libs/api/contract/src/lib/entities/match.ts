import * as v from 'valibot';
import { messageCodes as m } from '../messages';
import { IsoDateSchema, IsoDateTimeSchema, LocalizedSchema, TimeSchema } from '../primitives';
import { GenderSchema } from './participant';

/** SPEC §4: sent in lower case; `both` is the 0:0 walkover against both teams. */
export const WalkoverTypeSchema = v.picklist(['home', 'away', 'both'], m.invalid);
export type WalkoverType = v.InferOutput<typeof WalkoverTypeSchema>;
export const MatchStateSchema = v.picklist(['scheduled', 'live', 'finished']);
export type MatchState = v.InferOutput<typeof MatchStateSchema>;
/** SPEC §4 match roster lock statuses. */
export const RosterStateSchema = v.picklist(['confirmed', 'unconfirmed']);
export type RosterState = v.InferOutput<typeof RosterStateSchema>;

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
  /**
   * The match's number, given when its category is published and never changed (the printed schedule's
   * and the play-off slots' "Vítěz zápasu 37"); null before, absent from older answers.
   */
  number: v.optional(v.nullable(v.number())),
});
export type Match = v.InferOutput<typeof MatchSchema>;

/** `createdAt`/`updatedAt` let the offline protocol merge local and server copies, newer first. */
export const MatchEventSchema = v.object({
  id: v.number(),
  matchId: v.number(),
  minute: v.number(),
  second: v.number(),
  eventTypeId: v.number(),
  teamId: v.number(),
  participantId: v.nullable(v.number()),
  assistParticipantId: v.nullable(v.number()),
  /** The offline protocol's id for the event, echoed so a retried sync can be recognised. */
  clientId: v.optional(v.nullable(v.string())),
  /** The period or set the event belongs to (score by stage on the public match page). */
  stageId: v.optional(v.nullable(v.number())),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type MatchEvent = v.InferOutput<typeof MatchEventSchema>;

/** SPEC §4 stages; code `3rd_period` marks a three-period sport. */
export const MatchStageSchema = v.object({ id: v.number(), code: v.string(), name: LocalizedSchema, order: v.number() });
export type MatchStage = v.InferOutput<typeof MatchStageSchema>;
export const EventTypeSchema = v.object({ id: v.number(), code: v.string(), name: LocalizedSchema, scoreDelta: v.number(), penaltyMinutes: v.number() });
export type EventType = v.InferOutput<typeof EventTypeSchema>;

export const RosterEntrySchema = v.object({
  participantId: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  jerseyNumber: v.nullable(v.number()),
  isLeader: v.boolean(),
  isCaptain: v.boolean(),
  isGoalkeeper: v.boolean(),
  /**
   * The person's gender, so a woman's role reads "kapitánka", "brankářka" in Czech (issue 24). Optional: a
   * protocol saved offline before it was sent has rows without it, and those read as the masculine form.
   */
  gender: v.optional(GenderSchema),
});
export type RosterEntry = v.InferOutput<typeof RosterEntrySchema>;

export const RefereeSummarySchema = v.object({ id: v.number(), firstName: v.string(), lastName: v.string() });
export type RefereeSummary = v.InferOutput<typeof RefereeSummarySchema>;
