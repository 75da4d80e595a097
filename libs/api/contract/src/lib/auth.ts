import * as v from 'valibot';
import { defineEndpoint } from './endpoint';

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

const MeSchema = v.object({ user: v.nullable(LoggedUserSchema) });

// The call of every first load, apart so a page that makes only this one keeps no other schema.
export const authMeEndpoint = defineEndpoint({ name: 'auth.me', method: 'GET', path: '/api/v1/web/auth/me', response: MeSchema, access: ['public'] });
