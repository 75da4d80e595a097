// Deciding the clubs' training requests in the administration area (issue 16 item 2; SPEC §3/§4
// Training, §6: admins may edit training entries).
import * as v from 'valibot';
import { defineEndpoint, type Access } from './endpoint';
import { TrainingSchema, TrainingStateSchema } from './entities/training';
import { maxLength, messageCodes as m } from './messages';
import { IdSchema, IntSchema, TimeSchema, inputObject, storableText } from './primitives';

/**
 * Admins and super admins (SPEC §6: "Admins may also edit training entries"), and club managers, who
 * already decide the same clubs' registrations, exception requests and transfers.
 */
export const adminTrainingAccess: Access[] = ['admin', 'clubManager'];

/** A training as the organiser sees it: the club's request plus the decision's own fields. */
export const AdminTrainingSchema = v.object({
  ...TrainingSchema.entries,
  /** The calendar day of `day` (tournament start date + offset), `yyyy-mm-dd`. */
  date: v.string(),
  /** The club's currency: Czech clubs pay in CZK, the others in EUR. */
  currency: v.picklist(['CZK', 'EUR']),
  refereeId: v.nullable(v.number()),
  /** Why it was rejected (or a note to the approval); the club reads it. */
  resolutionReason: v.nullable(v.string()),
});
export type AdminTraining = v.InferOutput<typeof AdminTrainingSchema>;

const NamedSchema = v.object({ id: v.number(), name: v.object({ cs: v.string(), en: v.string() }) });

export const AdminTrainingListSchema = v.object({
  trainings: v.array(AdminTrainingSchema),
  /** The halls a training can be given. */
  halls: v.array(NamedSchema),
  trainingTypes: v.array(NamedSchema),
  /** Approved referees, the only ones a training can be given. */
  referees: v.array(v.object({ id: v.number(), firstName: v.string(), lastName: v.string() })),
});
export type AdminTrainingList = v.InferOutput<typeof AdminTrainingListSchema>;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Approve with the final slot, hall, price and optionally a referee; or reject with the reason the club
 * reads. The slot's length in training units and the hall's and referee's other bookings are the
 * server's checks (400 `trainingLength`, 409 `hall_booked` / `referee_busy`).
 */
export const TrainingDecisionBodySchema = v.pipe(
  inputObject({
    state: v.picklist(['approved', 'rejected'], m.invalid),
    reason: v.optional(v.pipe(v.string(m.invalid), v.trim(), v.maxLength(maxLength.note, m.tooLong), storableText()), ''),
    startTime: v.optional(v.nullable(v.pipe(v.string(m.invalid), TimeSchema)), null),
    endTime: v.optional(v.nullable(v.pipe(v.string(m.invalid), TimeSchema)), null),
    placeId: v.optional(v.nullable(IdSchema), null),
    price: v.optional(v.nullable(IntSchema(0, 10_000_000)), null),
    refereeId: v.optional(v.nullable(IdSchema), null),
  }),
  v.forward(
    v.check((body) => body.state !== 'rejected' || body.reason.length > 0, m.required),
    ['reason'],
  ),
  v.forward(
    v.check((body) => body.state !== 'approved' || body.startTime !== null, m.required),
    ['startTime'],
  ),
  v.forward(
    v.check((body) => body.state !== 'approved' || body.endTime !== null, m.required),
    ['endTime'],
  ),
  v.forward(
    v.check((body) => !body.startTime || !body.endTime || minutes(body.endTime) > minutes(body.startTime), m.invalid),
    ['endTime'],
  ),
  v.forward(
    v.check((body) => body.state !== 'approved' || body.placeId !== null, m.required),
    ['placeId'],
  ),
  v.forward(
    v.check((body) => body.state !== 'approved' || body.price !== null, m.required),
    ['price'],
  ),
);
export type TrainingDecisionBody = v.InferInput<typeof TrainingDecisionBodySchema>;
export type TrainingDecision = v.InferOutput<typeof TrainingDecisionBodySchema>;

/** Stable codes of the 409s a decision can answer; the screen explains each. */
export const trainingDecisionConflictCodes = ['hall_booked', 'referee_busy', 'training_cancelled'] as const;

export const adminTrainingsEndpoints = {
  trainings: defineEndpoint({
    name: 'admin.trainings',
    method: 'GET',
    path: '/api/v1/admin/trainings',
    query: inputObject({ state: v.optional(v.picklist(TrainingStateSchema.options, m.invalid)) }),
    response: AdminTrainingListSchema,
    access: adminTrainingAccess,
  }),
  trainingDecision: defineEndpoint({
    name: 'admin.trainingDecision',
    method: 'POST',
    path: '/api/v1/admin/trainings/:id/decision',
    params: inputObject({ id: IdSchema }),
    body: TrainingDecisionBodySchema,
    response: v.object({ training: AdminTrainingSchema }),
    access: adminTrainingAccess,
  }),
} as const;
