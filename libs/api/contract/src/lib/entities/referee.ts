import * as v from 'valibot';
import { maxLength, messageCodes as m } from '../messages';
import { BirthYearSchema, EmailSchema, NameSchema, PhoneSchema, inputObject } from '../primitives';

export const RefereeStateSchema = v.picklist(['new', 'approved', 'rejected']);

/** SPEC §3 Referee; public lists show approved referees sorted by last name in Czech order. */
export const RefereeSchema = v.object({ id: v.number(), firstName: v.string(m.invalid), lastName: v.string(m.invalid), registrationState: RefereeStateSchema });
export type Referee = v.InferOutput<typeof RefereeSchema>;

/** SPEC §9: referees must be over 18. */
export const refereeMinimumAge = 18;

/** True when someone born in `birthYear` is of age in `year` (the tournament's year). */
export const isRefereeOldEnough = (birthYear: number, year = new Date().getUTCFullYear()) => year - birthYear >= refereeMinimumAge;

export const RefereeRegistrationBodySchema = inputObject({
  firstName: NameSchema,
  lastName: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  birthYear: v.pipe(BirthYearSchema, v.check((year) => isRefereeOldEnough(year), m.refereeTooYoung)),
  gender: v.picklist(['male', 'female', 'other'], m.genderRequired),
  shirtSize: v.pipe(v.string(m.required), v.minLength(1, m.required), v.maxLength(10, m.tooLong)),
  highestCompetition: v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.required), v.maxLength(maxLength.short, m.tooLong)),
  colleagueRequest: v.optional(v.nullable(v.pipe(v.string(m.invalid), v.maxLength(maxLength.note, m.tooLong)))),
  wantsAccommodation: v.optional(v.boolean(m.invalid), false),
  note: v.optional(v.nullable(v.pipe(v.string(m.invalid), v.maxLength(maxLength.note, m.tooLong)))),
  termsConsent: v.literal(true, m.termsRequired),
});
export type RefereeRegistrationBody = v.InferOutput<typeof RefereeRegistrationBodySchema>;
