import * as v from 'valibot';
import { maxLength, messageCodes as m } from '../messages';
import { IdSchema, IsoDateTimeSchema, inputObject } from '../primitives';
import { GenderSchema } from './participant';
import { TeamRefSchema } from './team';

export const TeamRequestStateSchema = v.picklist(['pending', 'approved', 'rejected', 'canceled']);
export type TeamRequestState = v.InferOutput<typeof TeamRequestStateSchema>;

/** SPEC §3 exception (team) request: a participant asks to play for a team the rules would not allow. */
export const TeamRequestSchema = v.object({
  id: v.number(),
  clubId: v.number(),
  competitionParticipant: v.object({ id: v.number(), firstName: v.string(), lastName: v.string(), birthYear: v.number(), gender: GenderSchema }),
  team: TeamRefSchema,
  teamCategoryId: v.number(),
  requestReason: v.string(),
  /** The organiser's decision. */
  resolutionReason: v.nullable(v.string()),
  state: TeamRequestStateSchema,
  waiveFee: v.boolean(),
  createdAt: IsoDateTimeSchema,
});
export type TeamRequest = v.InferOutput<typeof TeamRequestSchema>;

/** The public list: no birth data of minors. */
export const PublicTeamRequestSchema = v.object({
  id: v.number(),
  participantName: v.string(),
  team: TeamRefSchema,
  state: TeamRequestStateSchema,
});
export type PublicTeamRequest = v.InferOutput<typeof PublicTeamRequestSchema>;

export const TeamRequestInputSchema = inputObject({
  competitionParticipant: inputObject({ id: IdSchema }),
  team: inputObject({ id: IdSchema }),
  requestReason: v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.required), v.maxLength(maxLength.note, m.tooLong)),
});
export type TeamRequestInput = v.InferOutput<typeof TeamRequestInputSchema>;
