import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { webEndpoints, type ClubRegistrationBody, type ExtraPersonGroupsBody } from '@phc/api-contract';
import { apiRequest } from '@phc/api-client';

/** Keys under the contract group `web`: a club's registration sits under its club. */
export const registrationKeys = {
  orderBundles: ['web', 'orderBundles'] as const,
  club: (clubId: number) => ['web', 'club', clubId] as const,
  registration: (clubId: number) => ['web', 'club', clubId, 'registration'] as const,
};

export const orderBundlesQuery = () =>
  queryOptions({
    queryKey: registrationKeys.orderBundles,
    queryFn: async ({ signal }) => (await apiRequest(webEndpoints.orderBundles, { signal })).orderBundles,
    staleTime: 5 * 60_000,
  });

export const clubRegistrationQuery = (clubId: number) =>
  queryOptions({
    queryKey: registrationKeys.registration(clubId),
    queryFn: ({ signal }) => apiRequest(webEndpoints.clubRegistration, { params: { clubId }, signal }),
    // Another manager of the club may have changed it: reread when the page opens again.
    staleTime: 0,
  });

export const createClubRegistration = (body: ClubRegistrationBody) => apiRequest(webEndpoints.clubRegistrationCreate, { body });

/** The caller invalidates `registrationKeys.club(clubId)` once the form has let go of its draft. */
export const updateClubRegistration = (clubId: number, body: ClubRegistrationBody) => apiRequest(webEndpoints.clubRegistrationUpdate, { params: { clubId }, body });

export const extraPersonGroupsQuery = (clubId: number) =>
  queryOptions({
    queryKey: [...registrationKeys.club(clubId), 'extraPersonGroups'] as const,
    queryFn: async ({ signal }) => (await apiRequest(webEndpoints.extraPersonGroups, { params: { clubId }, signal })).groups,
    staleTime: 0,
  });

/** Saves the club's extra person groups; the caller refreshes the club's reads (the order summary follows). */
export const extraPersonGroupsMutation = (clubId: number) =>
  mutationOptions({
    mutationKey: [...registrationKeys.club(clubId), 'extraPersonGroups', 'update'] as const,
    mutationFn: async (body: ExtraPersonGroupsBody) => (await apiRequest(webEndpoints.extraPersonGroupsUpdate, { params: { clubId }, body })).groups,
  });
