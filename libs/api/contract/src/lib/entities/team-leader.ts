import * as v from 'valibot';
import { EmailSchema, NameSchema, PhoneSchema, inputObject } from '../primitives';
import { TeamRefSchema } from './team';

/** SPEC §3 Team leader (paperless leaders). */
export const TeamLeaderSchema = v.object({
  id: v.number(),
  userId: v.nullable(v.number()),
  clubId: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  fullName: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  teams: v.array(v.number()),
  leadingTeams: v.array(TeamRefSchema),
});
export type TeamLeader = v.InferOutput<typeof TeamLeaderSchema>;

export const TeamLeaderInputSchema = inputObject({
  firstName: NameSchema,
  lastName: NameSchema,
  email: EmailSchema,
  phone: v.optional(v.nullable(PhoneSchema)),
});
export type TeamLeaderInput = v.InferOutput<typeof TeamLeaderInputSchema>;
