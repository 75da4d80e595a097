import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { adminClubsEndpoints, type AdminClubEditBody } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';
import { refetchAdmin } from './admin-queries';

/** Under the club's own key: a save invalidates the whole area, so the list, the club's page and the audit log follow. */
export const clubEditKeys = {
  clubEdit: (id: number) => ['admin', 'clubs', id, 'edit'] as const,
};

export function createClubsQueries(request: ApiRequest) {
  return {
    clubEdit: (id: number) =>
      queryOptions({
        queryKey: clubEditKeys.clubEdit(id),
        queryFn: async ({ signal }) => (await request(adminClubsEndpoints.clubEdit, { params: { id }, signal })).club,
        // The form starts from what is stored now, not from a copy another organiser has since changed.
        staleTime: 0,
      }),
  };
}

export const clubsQueries = createClubsQueries(apiRequest);

export function createClubsMutations(request: ApiRequest) {
  return {
    /** Saves a club's data and its teams' names and categories; everything under 'admin' refetches. */
    save: (id: number) =>
      mutationOptions({
        mutationKey: [...clubEditKeys.clubEdit(id), 'save'] as const,
        mutationFn: async (body: AdminClubEditBody) => (await request(adminClubsEndpoints.clubUpdate, { params: { id }, body })).club,
        onSuccess: refetchAdmin,
      }),
  };
}

export const clubsMutations = createClubsMutations(apiRequest);
