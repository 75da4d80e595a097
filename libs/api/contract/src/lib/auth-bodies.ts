import * as v from 'valibot';
import { maxLength, messageCodes as m } from './messages';
import { EmailSchema, NameSchema, NewPasswordSchema, inputObject } from './primitives';

// The account forms' bodies, apart from the user (auth.ts) that every page asks for.

const PasswordSchema = NewPasswordSchema;

export const LoginBodySchema = inputObject({
  login: v.pipe(v.string(m.emailMissing), v.trim(), v.toLowerCase(), v.minLength(1, m.emailMissing), v.maxLength(maxLength.email, m.tooLong), v.email(m.invalidEmail)),
  password: v.pipe(v.string(m.required), v.minLength(1, m.required), v.maxLength(200, m.tooLong)),
});
export type LoginBody = v.InferOutput<typeof LoginBodySchema>;

export const ProfileBodySchema = v.pipe(
  inputObject({
    firstName: NameSchema,
    lastName: NameSchema,
    email: EmailSchema,
    currentPassword: v.optional(v.pipe(v.string(m.invalid), v.maxLength(200, m.tooLong))),
    newPassword: v.optional(PasswordSchema),
  }),
  v.forward(
    v.check((input) => !input.newPassword || !!input.currentPassword, m.required),
    ['currentPassword'],
  ),
);
export type ProfileBody = v.InferOutput<typeof ProfileBodySchema>;

export const PasswordResetRequestBodySchema = inputObject({
  login: v.pipe(v.string(m.emailMissing), v.trim(), v.toLowerCase(), v.minLength(1, m.emailMissing), v.maxLength(maxLength.email, m.tooLong), v.email(m.invalidEmail)),
  locale: v.picklist(['cs', 'en'], m.invalid),
  /**
   * Ignored, kept for older clients: the server builds the link from its own origin (PUBLIC_URL) and
   * `locale`, so a requester cannot send someone's reset token to a page of their choosing.
   */
  passwordUrl: v.optional(v.pipe(v.string(m.required), v.maxLength(maxLength.url, m.tooLong), v.includes('{token}', m.invalid))),
});
export type PasswordResetRequestBody = v.InferOutput<typeof PasswordResetRequestBodySchema>;

export const PasswordResetBodySchema = inputObject({ password: PasswordSchema });
