import * as v from 'valibot';
import { LocalizedSchema, LocaleSchema } from '../primitives';

/** SPEC §3: categories A to E; `X` for mixed. `birthYearFrom` is the oldest regular players' year. */
export const TeamCategorySchema = v.object({ id: v.number(), code: v.string(), name: LocalizedSchema, gender: v.picklist(['M', 'F', 'X']), birthYearFrom: v.nullable(v.number()) });
export type TeamCategory = v.InferOutput<typeof TeamCategorySchema>;

export const CountrySchema = v.object({ id: v.number(), countryCode: v.string(), translations: v.array(v.object({ locale: LocaleSchema, name: v.string() })) });
export type Country = v.InferOutput<typeof CountrySchema>;

export const RegionSchema = v.object({ id: v.number(), countryId: v.number(), code: v.string(), name: LocalizedSchema });
export type Region = v.InferOutput<typeof RegionSchema>;

export const TeamSchema = v.object({
  id: v.number(),
  clubId: v.number(),
  /** Null: the label is the category plus the Roman team number (SPEC §3). */
  name: v.nullable(v.string()),
  teamNumber: v.number(),
  teamCategoryId: v.number(),
  teamCategory: v.object({ code: v.string() }),
  club: v.object({ id: v.number(), name: v.string(), countryId: v.number() }),
  uuid: v.string(),
});
export type Team = v.InferOutput<typeof TeamSchema>;

/** A team as other records name it (join requests, leaders, exception requests). */
export const TeamRefSchema = v.object({
  id: v.number(),
  name: v.nullable(v.string()),
  teamNumber: v.number(),
  categoryCode: v.string(),
  clubId: v.number(),
  clubName: v.string(),
});
export type TeamRef = v.InferOutput<typeof TeamRefSchema>;

/** SPEC §3: approved means confirmed; approved or processed unlock the order summary. */
export const RegistrationStateSchema = v.picklist(['new', 'processed', 'approved']);
export type RegistrationState = v.InferOutput<typeof RegistrationStateSchema>;

export const ClubSchema = v.object({
  id: v.number(),
  name: v.string(),
  countryId: v.number(),
  city: v.nullable(v.string()),
  logo: v.nullable(v.string()),
  registrationState: RegistrationStateSchema,
  teams: v.array(v.omit(TeamSchema, ['club'])),
});
export type Club = v.InferOutput<typeof ClubSchema>;
