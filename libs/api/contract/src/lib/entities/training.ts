import * as v from 'valibot';
import { maxLength, messageCodes as m } from '../messages';
import { IdSchema, IntSchema, IsoDateSchema, RequiredTimeSchema, inputObject } from '../primitives';
import { TeamRefSchema } from './team';
import { configValue } from './config';
import type { ConfigValue } from './config-value';

/** SPEC §5/§9: a training lasts 1 to 4 units of the configured `training_length` (45 minutes by default). */
export const trainingUnits = { min: 1, max: 4, defaultMinutes: 45 } as const;

/** The configured unit in minutes; unset or not a positive whole number is the default 45. */
export function trainingUnitMinutes(configurations: readonly ConfigValue[]): number {
  const unit = configValue(configurations, 'training_length');
  return typeof unit === 'number' && Number.isInteger(unit) && unit > 0 ? unit : trainingUnits.defaultMinutes;
}

/** The durations a training may last: the form offers these and the server accepts only these. */
export const trainingDurationsFor = (unitMinutes: number): number[] =>
  Array.from({ length: trainingUnits.max - trainingUnits.min + 1 }, (_, i) => (trainingUnits.min + i) * unitMinutes);

export const isTrainingDuration = (minutes: number, unitMinutes: number): boolean => unitMinutes > 0 && trainingDurationsFor(unitMinutes).includes(minutes);
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
  /** Whole minutes; that they are 1 to 4 of the tournament's units is checked with its configuration (isTrainingDuration). */
  durationInMinutes: IntSchema(1, 24 * 60, m.trainingLength),
  /** The hall the club books; a slot another team booked in it is a 409 (SPEC §8). Null: the organiser assigns one. */
  placeId: v.optional(v.nullable(IdSchema)),
  seekingRival: v.optional(v.boolean(m.invalid), false),
  rivalName: v.optional(v.nullable(v.pipe(v.string(m.invalid), v.trim(), v.maxLength(maxLength.name, m.tooLong)))),
  refereeRequested: v.optional(v.boolean(m.invalid), false),
  note: v.optional(v.nullable(v.pipe(v.string(m.invalid), v.maxLength(maxLength.note, m.tooLong)))),
});
export type TrainingInput = v.InferOutput<typeof TrainingInputSchema>;

export const TrainingJoinRequestStateSchema = v.picklist(['pending', 'approved', 'rejected', 'cancelled']);
export type TrainingJoinRequestState = v.InferOutput<typeof TrainingJoinRequestStateSchema>;

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
