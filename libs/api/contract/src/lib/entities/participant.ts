import * as v from 'valibot';
import { maxLength, messageCodes as m } from '../messages';
import { BirthYearSchema, IntSchema, inputObject } from '../primitives';

/** SPEC §3: male, female and indetermined (`I`, counted as the other gender in a boys' or girls' category). */
export const GenderSchema = v.picklist(['M', 'F', 'I'], m.genderRequired);
export type Gender = v.InferOutput<typeof GenderSchema>;

/** Floorball-only flags (SPEC §5), default false. */
export const TournamentSpecificAttributesSchema = inputObject({
  captain: v.optional(v.boolean(m.invalid), false),
  goalkeeper: v.optional(v.boolean(m.invalid), false),
});

/** SPEC §3 roster (competition) participant. */
export const ParticipantSchema = v.object({
  id: v.number(),
  clubId: v.number(),
  firstName: v.string(m.invalid),
  lastName: v.string(m.invalid),
  birthYear: v.number(),
  gender: GenderSchema,
  isLeader: v.boolean(m.invalid),
  /** Plays on an approved exception request. */
  onException: v.boolean(m.invalid),
  jerseyNumber: v.nullable(v.number()),
  tournamentSpecificAttributes: v.object({ captain: v.boolean(m.invalid), goalkeeper: v.boolean(m.invalid) }),
  teamIds: v.array(v.number()),
  /** Teams the participant may join (category, gender and age allow it). */
  availableTeamIds: v.array(v.number()),
});
export type Participant = v.InferOutput<typeof ParticipantSchema>;

const requiredName = /* @__NO_SIDE_EFFECTS__ */ (message: string) => v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(maxLength.name, m.tooLong));

/**
 * SPEC §5. The server also drops the participant from every team when birth year or gender change
 * and forces `isLeader` false under the configured leader age.
 */
export const ParticipantInputSchema = inputObject({
  firstName: requiredName(m.firstNameRequired),
  lastName: requiredName(m.lastNameRequired),
  birthYear: BirthYearSchema,
  gender: GenderSchema,
  isLeader: v.optional(v.boolean(m.invalid), false),
  jerseyNumber: v.optional(v.nullable(IntSchema(0, 999))),
  tournamentSpecificAttributes: v.optional(TournamentSpecificAttributesSchema, {}),
});
export type ParticipantInput = v.InferOutput<typeof ParticipantInputSchema>;

/** SPEC §7: what a participant write answers. */
export const ParticipantTeamsSchema = v.object({ id: v.number(), teamIds: v.array(v.number()), availableTeamIds: v.array(v.number()) });
export type ParticipantTeams = v.InferOutput<typeof ParticipantTeamsSchema>;
