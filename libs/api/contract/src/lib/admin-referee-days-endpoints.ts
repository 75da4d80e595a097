// Referees per hall and day (issue 16 item 3): which approved referees whistle in a hall on a
// tournament day. The match protocol offers them first when a reporter picks a match's referees
// (SPEC §7 hall referees: hallId, day → refereeIds).
import * as v from 'valibot';
import { defineEndpoint, type Access } from './endpoint';
import { messageCodes as m } from './messages';
import { IdSchema, inputObject, IsoDateSchema } from './primitives';

/**
 * Admins, super admins and referee managers. SPEC §6 gives the referee manager the referees
 * (registering them even when registration is closed) and leaves the place manager's rights open:
 * who whistles where is a referee question, not a question of the halls.
 */
export const adminRefereeDaysAccess: Access[] = ['admin', 'refereeManager'];

/** At most this many referees in one hall on one day (a handful per court and shift). */
export const maxRefereesPerHallDay = 40;

export const RefereeDayAssignmentSchema = v.object({ hallId: v.number(), day: v.string(), refereeIds: v.array(v.number()) });
export type RefereeDayAssignment = v.InferOutput<typeof RefereeDayAssignmentSchema>;

export const AdminRefereeDaysSchema = v.object({
  /** The tournament's days, in order. */
  days: v.array(v.string()),
  halls: v.array(v.object({ id: v.number(), name: v.object({ cs: v.string(), en: v.string() }) })),
  /** The approved referees, by last name in Czech order. */
  referees: v.array(v.object({ id: v.number(), firstName: v.string(), lastName: v.string() })),
  /** Only the hall-days with someone assigned. */
  assignments: v.array(RefereeDayAssignmentSchema),
});
export type AdminRefereeDays = v.InferOutput<typeof AdminRefereeDaysSchema>;

/** The whole list of a hall's referees that day; an empty list clears it. */
export const RefereeDayBodySchema = inputObject({
  refereeIds: v.pipe(
    v.array(IdSchema, m.invalid),
    v.maxLength(maxRefereesPerHallDay, m.tooLong),
    v.check((ids) => new Set(ids).size === ids.length, m.invalid),
  ),
});
export type RefereeDayBody = v.InferInput<typeof RefereeDayBodySchema>;

export const adminRefereeDaysEndpoints = {
  refereeDays: defineEndpoint({
    name: 'admin.refereeDays',
    method: 'GET',
    path: '/api/v1/admin/referee-days',
    response: AdminRefereeDaysSchema,
    access: adminRefereeDaysAccess,
  }),
  /** 404 without such a hall; 400 `day` outside the tournament's days, 400 `refereeIds` naming a referee who is not approved. */
  setRefereeDay: defineEndpoint({
    name: 'admin.setRefereeDay',
    method: 'PUT',
    path: '/api/v1/admin/referee-days/:hallId/:day',
    params: inputObject({ hallId: IdSchema, day: IsoDateSchema }),
    body: RefereeDayBodySchema,
    response: v.object({ assignment: RefereeDayAssignmentSchema }),
    access: adminRefereeDaysAccess,
  }),
} as const;
