// The auth endpoint groups, apart from their schemas (auth.ts): the web entry imports the schemas and
// the few calls of a first load from there, and no group ends up in its chunk (chunks split by module).
import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { messageCodes as m } from './messages';
import { inputObject } from './primitives';
import { LoggedUserSchema, authMeEndpoint } from './auth';
import { LoginBodySchema, PasswordResetBodySchema, PasswordResetRequestBodySchema, ProfileBodySchema } from './auth-bodies';

const OkSchema = v.object({ ok: v.literal(true) });
const UserSchema = v.object({ user: LoggedUserSchema });

export const authEndpoints = {
  me: authMeEndpoint,
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
  /** Opens the link sent to a new login e-mail: only then the e-mail replaces the old one (issue 14). */
  emailConfirm: defineEndpoint({
    name: 'auth.emailConfirm',
    method: 'POST',
    path: '/api/v1/web/auth/email-confirm/:token',
    params: inputObject({ token: v.pipe(v.string(m.invalid), v.regex(/^[A-Za-z0-9_-]{20,100}$/, m.invalid)) }),
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
