import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { maxLength, messageCodes as m } from './messages';
import { EmailSchema, NameSchema, inputObject } from './primitives';

/** SPEC §6. */
export const roles = [
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
  'ROLE_MATCHMAKER',
  'ROLE_PLACE_MANAGER',
  'ROLE_CLUB_MANAGER',
  'ROLE_REFEREE_MANAGER',
  'ROLE_COMPETITION_REPORTER',
  'ROLE_COMPETITION_SUPER_REPORTER',
] as const;
export const RoleSchema = v.picklist(roles);
export type Role = v.InferOutput<typeof RoleSchema>;

/** SPEC §3 "Logged user". */
export const LoggedUserSchema = v.object({
  id: v.number(),
  username: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  roles: v.array(RoleSchema),
  administratedClubs: v.array(v.object({ id: v.number(), name: v.string() })),
});
export type LoggedUser = v.InferOutput<typeof LoggedUserSchema>;

const PasswordSchema = v.pipe(v.string(m.required), v.minLength(8, m.passwordTooShort), v.maxLength(200, m.tooLong));

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
  /** The page that sets the new password, with `{token}` where the token goes (Czech or English path). */
  passwordUrl: v.pipe(v.string(m.required), v.maxLength(maxLength.url, m.tooLong), v.includes('{token}', m.invalid)),
});
export type PasswordResetRequestBody = v.InferOutput<typeof PasswordResetRequestBodySchema>;

export const PasswordResetBodySchema = inputObject({ password: PasswordSchema });

const OkSchema = v.object({ ok: v.literal(true) });
const MeSchema = v.object({ user: v.nullable(LoggedUserSchema) });
const UserSchema = v.object({ user: LoggedUserSchema });

export const authEndpoints = {
  me: defineEndpoint({ name: 'auth.me', method: 'GET', path: '/api/v1/web/auth/me', response: MeSchema, access: ['public'] }),
  login: defineEndpoint({ name: 'auth.login', method: 'POST', path: '/api/v1/web/auth/login', body: LoginBodySchema, response: UserSchema, access: ['public'] }),
  logout: defineEndpoint({ name: 'auth.logout', method: 'GET', path: '/logout', response: OkSchema, access: ['public'] }),
  profile: defineEndpoint({ name: 'auth.profile', method: 'PUT', path: '/api/v1/web/auth/profile', body: ProfileBodySchema, response: UserSchema, access: ['user'] }),
  passwordResetRequest: defineEndpoint({
    name: 'auth.passwordResetRequest',
    method: 'POST',
    path: '/api/v1/web/auth/password-reset',
    body: PasswordResetRequestBodySchema,
    response: OkSchema,
    access: ['public'],
  }),
  passwordReset: defineEndpoint({
    name: 'auth.passwordReset',
    method: 'POST',
    path: '/api/v1/web/auth/password-reset/:token',
    params: inputObject({ token: v.pipe(v.string(m.invalid), v.regex(/^[A-Za-z0-9_-]{20,100}$/, m.invalid)) }),
    body: PasswordResetBodySchema,
    response: OkSchema,
    access: ['public'],
  }),
};
