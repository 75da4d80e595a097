// People in the administration (issue 16 item 5): user accounts and their roles, and the
// administrators of each club (SPEC §3 "administratedClubs", §6 roles).
import * as v from 'valibot';
import { RoleSchema } from './auth';
import { defineEndpoint, type Access } from './endpoint';
import { messageCodes as m } from './messages';
import { EmailSchema, IdSchema, NameSchema, inputObject } from './primitives';

/** Accounts and roles: administration access only (SPEC §6: admin or super admin). */
export const adminPeopleAccess: Access[] = ['admin'];
/**
 * A club's administrators: admins and club managers. Club managers already act for any club
 * (they register clubs and decide registrations, SPEC §6 canRegisterNewClub), so handing a club to
 * its administrator is their work; granting roles stays with admins.
 */
export const adminClubAdministratorsAccess: Access[] = ['admin', 'clubManager'];

/** Roles only a super admin may grant or revoke. */
export const superAdminGrantedRoles = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'] as const;

export const AdminUserSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  roles: v.array(RoleSchema),
  /** The clubs the user administers. */
  clubs: v.array(v.object({ id: v.number(), name: v.string() })),
  disabled: v.boolean(),
  /** Invited and not yet set a password. */
  invited: v.boolean(),
  /** ISO timestamp of the last successful login, if any. */
  lastLoginAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

const LocaleSchema = v.picklist(['cs', 'en'], m.invalid);
const RolesSchema = v.pipe(
  // An unknown role is refused with a message code the form translates, not valibot's English.
  v.array(v.picklist(RoleSchema.options, m.invalid), m.invalid),
  v.maxLength(8, m.invalid),
  v.transform((roles) => [...new Set(roles)]),
);

/** An invitation: the account is made without a password and its owner sets one through the e-mailed link. */
export const InviteUserBodySchema = inputObject({
  email: EmailSchema,
  firstName: NameSchema,
  lastName: NameSchema,
  roles: RolesSchema,
  /** The language of the invitation e-mail and its link. */
  locale: LocaleSchema,
});
export type InviteUserBody = v.InferInput<typeof InviteUserBodySchema>;

export const UserRolesBodySchema = inputObject({ roles: RolesSchema });
export type UserRolesBody = v.InferInput<typeof UserRolesBodySchema>;

/** A new invitation e-mail for an account that has not set its password yet (the old link stops working). */
export const ResendInvitationBodySchema = inputObject({ locale: LocaleSchema });
export type ResendInvitationBody = v.InferInput<typeof ResendInvitationBodySchema>;

export const UserDisabledBodySchema = inputObject({ disabled: v.boolean(m.invalid) });
export type UserDisabledBody = v.InferInput<typeof UserDisabledBodySchema>;

/** A club administrator: an existing account by its e-mail, or a new one invited (then the names are required). */
export const AddClubAdministratorBodySchema = inputObject({
  email: EmailSchema,
  firstName: v.optional(v.pipe(v.string(m.invalid), v.trim(), v.maxLength(100, m.tooLong))),
  lastName: v.optional(v.pipe(v.string(m.invalid), v.trim(), v.maxLength(100, m.tooLong))),
  locale: LocaleSchema,
});
export type AddClubAdministratorBody = v.InferInput<typeof AddClubAdministratorBodySchema>;

export const ClubAdministratorSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  disabled: v.boolean(),
  invited: v.boolean(),
});
export type ClubAdministrator = v.InferOutput<typeof ClubAdministratorSchema>;

const UserParams = inputObject({ id: IdSchema });
const ClubAdministratorsResponse = v.object({ administrators: v.array(ClubAdministratorSchema) });

export const adminPeopleEndpoints = {
  users: defineEndpoint({
    name: 'admin.users',
    method: 'GET',
    path: '/api/v1/admin/users',
    response: v.object({ users: v.array(AdminUserSchema) }),
    access: adminPeopleAccess,
  }),
  userInvite: defineEndpoint({
    name: 'admin.userInvite',
    method: 'POST',
    path: '/api/v1/admin/users',
    body: InviteUserBodySchema,
    response: v.object({ user: AdminUserSchema }),
    access: adminPeopleAccess,
  }),
  userRoles: defineEndpoint({
    name: 'admin.userRoles',
    method: 'PUT',
    path: '/api/v1/admin/users/:id/roles',
    params: UserParams,
    body: UserRolesBodySchema,
    response: v.object({ user: AdminUserSchema }),
    access: adminPeopleAccess,
  }),
  userDisabled: defineEndpoint({
    name: 'admin.userDisabled',
    method: 'PUT',
    path: '/api/v1/admin/users/:id/disabled',
    params: UserParams,
    body: UserDisabledBodySchema,
    response: v.object({ user: AdminUserSchema }),
    access: adminPeopleAccess,
  }),
  userInvitationResend: defineEndpoint({
    name: 'admin.userInvitationResend',
    method: 'POST',
    path: '/api/v1/admin/users/:id/invitation',
    params: UserParams,
    body: ResendInvitationBodySchema,
    response: v.object({ user: AdminUserSchema }),
    access: adminPeopleAccess,
  }),
  clubAdministrators: defineEndpoint({
    name: 'admin.clubAdministrators',
    method: 'GET',
    path: '/api/v1/admin/clubs/:id/administrators',
    params: UserParams,
    response: ClubAdministratorsResponse,
    access: adminClubAdministratorsAccess,
  }),
  clubAdministratorAdd: defineEndpoint({
    name: 'admin.clubAdministratorAdd',
    method: 'POST',
    path: '/api/v1/admin/clubs/:id/administrators',
    params: UserParams,
    body: AddClubAdministratorBodySchema,
    /** `invited`: no account had the e-mail, so one was made and the invitation sent. */
    response: v.object({ administrators: v.array(ClubAdministratorSchema), invited: v.boolean() }),
    access: adminClubAdministratorsAccess,
  }),
  clubAdministratorRemove: defineEndpoint({
    name: 'admin.clubAdministratorRemove',
    method: 'DELETE',
    path: '/api/v1/admin/clubs/:id/administrators/:userId',
    params: inputObject({ id: IdSchema, userId: IdSchema }),
    response: ClubAdministratorsResponse,
    access: adminClubAdministratorsAccess,
  }),
} as const;
