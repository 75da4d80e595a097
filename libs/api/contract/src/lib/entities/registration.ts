import * as v from 'valibot';
import { maxLength, messageCodes as m } from '../messages';
import { EmailSchema, IdSchema, IntSchema, IsoDateTimeSchema, NameSchema, NewPasswordSchema, PhoneSchema, UrlSchema, calendarDay, inputObject } from '../primitives';
import { RegistrationStateSchema } from './team';

const optionalText = /* @__NO_SIDE_EFFECTS__ */ (max: number) => v.optional(v.nullable(v.pipe(v.string(m.invalid), v.trim(), v.maxLength(max, m.tooLong))), null);
const requiredText = /* @__NO_SIDE_EFFECTS__ */ (max: number) => v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.required), v.maxLength(max, m.tooLong));
const count = /* @__NO_SIDE_EFFECTS__ */ (max: number) => v.optional(IntSchema(0, max), 0);
const day = /* @__NO_SIDE_EFFECTS__ */ (message: string = m.date) => calendarDay(message, m.required);

/** One registration brings at most this many teams (the biggest clubs bring about twenty). */
export const clubRegistrationLimits = { maxTeams: 30 } as const;

export const ContactPersonSchema = inputObject({ firstName: NameSchema, lastName: NameSchema, email: EmailSchema, phone: PhoneSchema });
export type ContactPerson = v.InferOutput<typeof ContactPersonSchema>;

export interface ClubRegistrationOptions {
  /** Configuration `team_name_required` (SPEC §5). */
  teamNameRequired?: boolean;
}

const teamSchema = /* @__NO_SIDE_EFFECTS__ */ (options: ClubRegistrationOptions) =>
  inputObject({
    /** Set when editing an existing team; absent for a new one. */
    id: v.optional(IdSchema),
    name: options.teamNameRequired
      ? v.pipe(v.string(m.teamNameRequired), v.trim(), v.minLength(1, m.teamNameRequired), v.maxLength(maxLength.name, m.tooLong))
      : v.optional(v.nullable(v.pipe(v.string(m.invalid), v.trim(), v.maxLength(maxLength.name, m.tooLong))), null),
    teamCategoryId: v.pipe(v.unknown(), v.check((id) => id !== undefined && id !== null && id !== '', m.required), IdSchema),
    serviceLevelId: v.optional(v.nullable(IdSchema), null),
    orderBundleId: v.optional(v.nullable(IdSchema), null),
    persons: count(200),
    extraPersons: count(200),
    vipTickets: count(50),
    singleRooms: count(100),
    extraRestaurantMeals: count(2000),
  });

/**
 * SPEC §3/§5 club registration. The team name rule depends on configuration, so the schema is built
 * with it; `ClubRegistrationBodySchema` is the default (names optional).
 */
export function createClubRegistrationBodySchema(options: ClubRegistrationOptions = {}) {
  return v.pipe(
    inputObject({
      clubName: requiredText(maxLength.name),
      street: requiredText(maxLength.short),
      city: requiredText(maxLength.name),
      zip: v.pipe(requiredText(20), v.regex(/^[A-Za-z0-9 -]{2,20}$/, m.invalid)),
      countryId: v.pipe(v.unknown(), v.check((id) => id !== undefined && id !== null && id !== '', m.required), IdSchema),
      regionId: v.optional(v.nullable(IdSchema), null),
      taxId: optionalText(30),
      vatId: optionalText(30),
      contact: ContactPersonSchema,
      otherContact: v.optional(v.nullable(ContactPersonSchema), null),
      arrivalDate: v.optional(v.nullable(day()), null),
      departureDate: v.optional(v.nullable(day()), null),
      note: optionalText(maxLength.note),
      termsConsent: v.literal(true, m.termsRequired),
      /** An uploaded file's address. */
      logo: v.optional(v.nullable(UrlSchema), null),
      teams: v.pipe(v.array(teamSchema(options), m.atLeastOneTeam), v.minLength(1, m.atLeastOneTeam), v.maxLength(clubRegistrationLimits.maxTeams, m.max)),
      /** Registering without an account creates one for the contact's e-mail with this password. */
      password: v.optional(NewPasswordSchema),
      /** The language the form was filled in: the club's e-mails lead with it. */
      locale: v.optional(v.picklist(['cs', 'en'], m.invalid)),
    }),
    v.forward(
      v.check((input) => !input.arrivalDate || !input.departureDate || input.arrivalDate <= input.departureDate, m.departureBeforeArrival),
      ['departureDate'],
    ),
  );
}

export const ClubRegistrationBodySchema = createClubRegistrationBodySchema();
export type ClubRegistrationBody = v.InferOutput<typeof ClubRegistrationBodySchema>;
export type ClubRegistrationTeamInput = ClubRegistrationBody['teams'][number];

/** A stored registration as the form reloads it. */
export const ClubRegistrationSchema = v.object({
  id: v.number(),
  clubId: v.number(),
  registrationState: RegistrationStateSchema,
  clubName: v.string(m.invalid),
  street: v.string(m.invalid),
  city: v.string(m.invalid),
  zip: v.string(m.invalid),
  countryId: v.number(),
  regionId: v.nullable(v.number()),
  taxId: v.nullable(v.string(m.invalid)),
  vatId: v.nullable(v.string(m.invalid)),
  contact: v.object({ firstName: v.string(m.invalid), lastName: v.string(m.invalid), email: v.string(m.invalid), phone: v.string(m.invalid) }),
  otherContact: v.nullable(v.object({ firstName: v.string(m.invalid), lastName: v.string(m.invalid), email: v.string(m.invalid), phone: v.string(m.invalid) })),
  arrivalDate: v.nullable(v.string(m.invalid)),
  departureDate: v.nullable(v.string(m.invalid)),
  note: v.nullable(v.string(m.invalid)),
  termsConsent: v.boolean(m.invalid),
  logo: v.nullable(v.string(m.invalid)),
  teams: v.array(
    v.object({
      id: v.number(),
      name: v.nullable(v.string(m.invalid)),
      teamNumber: v.number(),
      teamCategoryId: v.number(),
      serviceLevelId: v.nullable(v.number()),
      orderBundleId: v.nullable(v.number()),
      persons: v.number(),
      extraPersons: v.number(),
      vipTickets: v.number(),
      singleRooms: v.number(),
      extraRestaurantMeals: v.number(),
    }),
  ),
  updatedAt: IsoDateTimeSchema,
});
export type ClubRegistration = v.InferOutput<typeof ClubRegistrationSchema>;
