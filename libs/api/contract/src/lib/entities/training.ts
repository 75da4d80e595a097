import * as v from 'valibot';
import { maxLength, messageCodes as m } from '../messages';
import { IdSchema, IntSchema, IsoDateSchema, RequiredTimeSchema, inputObject } from '../primitives';
import { TeamRefSchema } from './team';

/** SPEC §9: 1 to 4 units of 45 minutes. */
export const trainingDurations = [45, 90, 135, 180] as const;
export const TrainingStateSchema = v.picklist(['pending', 'approved', 'rejected', 'cancelled']);
export type TrainingState = v.InferOutput<typeof TrainingStateSchema>;

/** SPEC §3 Training; `day` counts days from the tournament start date. */
export const TrainingSchema = v.object({
  id: v.number(),
  teamId: v.number(),
  team: TeamRefSchema,
  day: v.number(),
  preferredTime: v.string(m.invalid),
  /** The final slot, set when the organiser approves. */
  startTime: v.nullable(v.string(m.invalid)),
  endTime: v.nullable(v.string(m.invalid)),
  trainingTypeId: v.number(),
  durationInMinutes: v.number(),
  placeId: v.nullable(v.number()),
  seekingRival: v.boolean(m.invalid),
  rivalName: v.nullable(v.string(m.invalid)),
  /** The chosen opponent (an accepted join request). */
  rivalTeamId: v.nullable(v.number()),
  note: v.nullable(v.string(m.invalid)),
  state: TrainingStateSchema,
  price: v.nullable(v.number()),
  refereeRequested: v.boolean(m.invalid),
  /** The organiser's reason for a rejection, or a note to an approval (issue 16); the owning club reads it. */
  resolutionReason: v.optional(v.nullable(v.string(m.invalid))),
  /** The referee the organiser assigned, by name ("First Last"). */
  refereeName: v.optional(v.nullable(v.string(m.invalid))),
});
export type Training = v.InferOutput<typeof TrainingSchema>;

export const TrainingInputSchema = inputObject({
  teamId: IdSchema,
  day: IntSchema(-7, 30),
  preferredTime: RequiredTimeSchema,
  trainingTypeId: IdSchema,
  durationInMinutes: v.pipe(
    IntSchema(0, 1000, m.trainingLength),
    v.check((minutes) => (trainingDurations as readonly number[]).includes(minutes), m.trainingLength),
  ),
  /** The hall the club books; a slot another team booked in it is a 409 (SPEC §8). Null: the organiser assigns one. */
  placeId: v.optional(v.nullable(IdSchema)),
  seekingRival: v.optional(v.boolean(m.invalid), false),
  rivalName: v.optional(v.nullable(v.pipe(v.string(m.invalid), v.trim(), v.maxLength(maxLength.name, m.tooLong)))),
  refereeRequested: v.optional(v.boolean(m.invalid), false),
  note: v.optional(v.nullable(v.pipe(v.string(m.invalid), v.maxLength(maxLength.note, m.tooLong)))),
});
export type TrainingInput = v.InferOutput<typeof TrainingInputSchema>;

export const TrainingJoinRequestStateSchema = v.picklist(['pending', 'approved', 'rejected', 'cancelled']);

/** SPEC §3 Training join request (a friendly-match invitation). */
export const TrainingJoinRequestSchema = v.object({
  id: v.number(),
  state: TrainingJoinRequestStateSchema,
  trainingId: v.number(),
  owningTeam: TeamRefSchema,
  requestingTeam: TeamRefSchema,
  trainingDate: IsoDateSchema,
  trainingTime: v.nullable(v.string(m.invalid)),
  createdAt: v.string(m.invalid),
});
export type TrainingJoinRequest = v.InferOutput<typeof TrainingJoinRequestSchema>;
