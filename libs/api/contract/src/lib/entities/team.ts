import * as v from 'valibot';
import { LocalizedSchema } from '../primitives';

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
  /** "A chlapci": boys' and girls' categories share a code, so the name is what tells their teams apart. */
  categoryName: LocalizedSchema,
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
  /** A club's teams carry their category's name: the club zone labels them "HC Praha A chlapci I". */
  teams: v.array(v.object({ ...v.omit(TeamSchema, ['club', 'teamCategory']).entries, teamCategory: v.object({ code: v.string(), name: LocalizedSchema }) })),
});
export type Club = v.InferOutput<typeof ClubSchema>;
