import * as v from 'valibot';
import { messageCodes as m } from '../messages';
import { EmailSchema, NameSchema, PhoneSchema, inputObject } from '../primitives';
import { PasswordResetBodySchema } from '../auth-bodies';
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

/** The token of an invitation or e-mail confirmation link (as in password-reset links). */
export const AccountTokenSchema = v.pipe(v.string(m.invalid), v.regex(/^[A-Za-z0-9_-]{20,100}$/, m.invalid));

/** What an invited leader sees before accepting (issue 14: the leader is tied to the account that accepts). */
export const TeamLeaderInvitationSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  clubName: v.string(),
  teams: v.array(TeamRefSchema),
  /** Expired or already used: the club sends a new one. */
  usable: v.boolean(),
});
export type TeamLeaderInvitation = v.InferOutput<typeof TeamLeaderInvitationSchema>;

/** Accepting an invitation; `account` only for a visitor who has none yet (SPEC §5 password rules). */
export const TeamLeaderAcceptBodySchema = inputObject({
  account: v.optional(inputObject({ firstName: NameSchema, lastName: NameSchema, password: PasswordResetBodySchema.entries.password })),
});
export type TeamLeaderAcceptBody = v.InferOutput<typeof TeamLeaderAcceptBodySchema>;
