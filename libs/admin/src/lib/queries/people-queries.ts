import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminPeopleEndpoints, type AddClubAdministratorBody, type InviteUserBody, type ResendInvitationBody, type UserRolesBody } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';
import { adminKeys } from './admin-queries';

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

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.all });

/** Invites a user; the list and the audit log refetch. */
export async function inviteUser(queryClient: QueryClient, body: InviteUserBody, request: ApiRequest = apiRequest) {
  const result = await request(adminPeopleEndpoints.userInvite, { body });
  await refresh(queryClient);
  return result.user;
}

/** Sends an invited user a new invitation (the previous link stops working). */
export async function resendInvitation(queryClient: QueryClient, id: number, body: ResendInvitationBody, request: ApiRequest = apiRequest) {
  const result = await request(adminPeopleEndpoints.userInvitationResend, { params: { id }, body });
  await refresh(queryClient);
  return result.user;
}

/** Sets a user's roles. */
export async function setUserRoles(queryClient: QueryClient, id: number, body: UserRolesBody, request: ApiRequest = apiRequest) {
  const result = await request(adminPeopleEndpoints.userRoles, { params: { id }, body });
  await refresh(queryClient);
  return result.user;
}

/** Disables or enables a user's account. */
export async function setUserDisabled(queryClient: QueryClient, id: number, disabled: boolean, request: ApiRequest = apiRequest) {
  const result = await request(adminPeopleEndpoints.userDisabled, { params: { id }, body: { disabled } });
  await refresh(queryClient);
  return result.user;
}

/** Adds an existing account, or invites a new one, as a club's administrator. */
export async function addClubAdministrator(queryClient: QueryClient, clubId: number, body: AddClubAdministratorBody, request: ApiRequest = apiRequest) {
  const result = await request(adminPeopleEndpoints.clubAdministratorAdd, { params: { id: clubId }, body });
  await refresh(queryClient);
  return result;
}

/** Removes a club's administrator (the account stays). */
export async function removeClubAdministrator(queryClient: QueryClient, clubId: number, userId: number, request: ApiRequest = apiRequest) {
  const result = await request(adminPeopleEndpoints.clubAdministratorRemove, { params: { id: clubId, userId } });
  await refresh(queryClient);
  return result.administrators;
}
