import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { adminPeopleEndpoints, type AddClubAdministratorBody, type InviteUserBody, type ResendInvitationBody, type UserRolesBody } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';
import { refetchAdmin } from './admin-queries';

/** Under 'admin': a change invalidates the whole area, so the audit log and club details follow. */
export const peopleKeys = {
  users: ['admin', 'users'] as const,
  clubAdministrators: (clubId: number) => ['admin', 'clubs', clubId, 'administrators'] as const,
};

export function createPeopleQueries(request: ApiRequest) {
  return {
    users: () =>
      queryOptions({
        queryKey: peopleKeys.users,
        queryFn: async ({ signal }) => (await request(adminPeopleEndpoints.users, { signal })).users,
        staleTime: 30_000,
      }),
    clubAdministrators: (clubId: number) =>
      queryOptions({
        queryKey: peopleKeys.clubAdministrators(clubId),
        queryFn: async ({ signal }) => (await request(adminPeopleEndpoints.clubAdministrators, { params: { id: clubId }, signal })).administrators,
        staleTime: 30_000,
      }),
  };
}

export const peopleQueries = createPeopleQueries(apiRequest);

/** The people's writes, one mutationOptions factory per call; each refetches every admin read (refetchAdmin). */
export function createPeopleMutations(request: ApiRequest) {
  return {
    /** Invites a user. */
    invite: () =>
      mutationOptions({
        mutationKey: [...peopleKeys.users, 'invite'] as const,
        mutationFn: async (body: InviteUserBody) => (await request(adminPeopleEndpoints.userInvite, { body })).user,
        onSuccess: refetchAdmin,
      }),
    /** Sends an invited user a new invitation (the previous link stops working). */
    resendInvitation: () =>
      mutationOptions({
        mutationKey: [...peopleKeys.users, 'resend'] as const,
        mutationFn: async ({ id, body }: { id: number; body: ResendInvitationBody }) => (await request(adminPeopleEndpoints.userInvitationResend, { params: { id }, body })).user,
        onSuccess: refetchAdmin,
      }),
    /** Sets a user's roles. */
    setRoles: () =>
      mutationOptions({
        mutationKey: [...peopleKeys.users, 'roles'] as const,
        mutationFn: async ({ id, body }: { id: number; body: UserRolesBody }) => (await request(adminPeopleEndpoints.userRoles, { params: { id }, body })).user,
        onSuccess: refetchAdmin,
      }),
    /** Disables or enables a user's account. */
    setDisabled: () =>
      mutationOptions({
        mutationKey: [...peopleKeys.users, 'disabled'] as const,
        mutationFn: async ({ id, disabled }: { id: number; disabled: boolean }) => (await request(adminPeopleEndpoints.userDisabled, { params: { id }, body: { disabled } })).user,
        onSuccess: refetchAdmin,
      }),
    /** Adds an existing account, or invites a new one, as a club's administrator. */
    addClubAdministrator: (clubId: number) =>
      mutationOptions({
        mutationKey: [...peopleKeys.clubAdministrators(clubId), 'add'] as const,
        mutationFn: (body: AddClubAdministratorBody) => request(adminPeopleEndpoints.clubAdministratorAdd, { params: { id: clubId }, body }),
        onSuccess: refetchAdmin,
      }),
    /** Removes a club's administrator (the account stays). */
    removeClubAdministrator: (clubId: number) =>
      mutationOptions({
        mutationKey: [...peopleKeys.clubAdministrators(clubId), 'remove'] as const,
        mutationFn: async (userId: number) => (await request(adminPeopleEndpoints.clubAdministratorRemove, { params: { id: clubId, userId } })).administrators,
        onSuccess: refetchAdmin,
      }),
  };
}

export const peopleMutations = createPeopleMutations(apiRequest);
