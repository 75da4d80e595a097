import * as v from 'valibot';
import { maxLength, messageCodes as m } from '../messages';
import { configValue } from './config';
import type { ConfigValue } from './config-value';
import { BirthYearSchema, EmailSchema, NameSchema, PhoneSchema, inputObject } from '../primitives';

export const RefereeStateSchema = v.picklist(['new', 'approved', 'rejected']);
export type RefereeState = v.InferOutput<typeof RefereeStateSchema>;

/** SPEC §3 Referee; public lists show approved referees sorted by last name in Czech order. */
export const RefereeSchema = v.object({ id: v.number(), firstName: v.string(m.invalid), lastName: v.string(m.invalid), registrationState: RefereeStateSchema });
export type Referee = v.InferOutput<typeof RefereeSchema>;

/** SPEC §9: referees must be over 18. */
export const refereeMinimumAge = 18;

/** True when someone born in `birthYear` is of age in `year` (the tournament's year). */
export const isRefereeOldEnough = (birthYear: number, year = new Date().getUTCFullYear()) => year - birthYear >= refereeMinimumAge;

/**
 * The year a referee's age counts in: that of configuration `tournament_start_date`, else the year of
 * `now`. The form and the server both use it, so a registration in November for an April tournament is
 * judged by the tournament's year on both sides.
 */
export function refereeAgeYear(configurations: readonly ConfigValue[], now: Date = new Date()): number {
  const raw = configValue(configurations, 'tournament_start_date');
  const start = typeof raw === 'string' ? Date.parse(raw) : NaN;
  return new Date(Number.isNaN(start) ? now.getTime() : start).getUTCFullYear();
}

/**
 * With `ageYear` (from `refereeAgeYear`) the birth year must make the referee 18 in that year; without it
 * the age is not checked here: the server judges it with its own configuration (SPEC §9).
 */
export const createRefereeRegistrationBodySchema = /* @__NO_SIDE_EFFECTS__ */ (options: { ageYear?: number } = {}) =>
  inputObject({
    firstName: NameSchema,
    lastName: NameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    birthYear: options.ageYear === undefined ? BirthYearSchema : v.pipe(BirthYearSchema, v.check((year) => isRefereeOldEnough(year, options.ageYear), m.refereeTooYoung)),
    gender: v.picklist(['male', 'female', 'other'], m.genderRequired),
    shirtSize: v.pipe(v.string(m.required), v.minLength(1, m.required), v.maxLength(10, m.tooLong)),
    highestCompetition: v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.required), v.maxLength(maxLength.short, m.tooLong)),
    colleagueRequest: v.optional(v.nullable(v.pipe(v.string(m.invalid), v.maxLength(maxLength.note, m.tooLong)))),
    wantsAccommodation: v.optional(v.boolean(m.invalid), false),
    note: v.optional(v.nullable(v.pipe(v.string(m.invalid), v.maxLength(maxLength.note, m.tooLong)))),
    termsConsent: v.literal(true, m.termsRequired),
  });

/** The endpoint's body: everything but the age, which needs the tournament's configuration. */
export const RefereeRegistrationBodySchema = createRefereeRegistrationBodySchema();
export type RefereeRegistrationBody = v.InferOutput<typeof RefereeRegistrationBodySchema>;
