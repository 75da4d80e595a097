import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminLotsEndpoints, type CategoryTieBreakBody, type RecordLotsBody } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';

/** Under 'admin' like every admin key: a write invalidates `['admin']`, so the lists and the audit log refetch. */
export const lotsKeys = {
  overview: ['admin', 'lots'] as const,
};

export function createLotsQueries(request: ApiRequest) {
  return {
    /** Groups with an open tie or a recorded draw, the categories' procedures and the teams' names. */
    overview: () =>
      queryOptions({
        queryKey: lotsKeys.overview,
        queryFn: async ({ signal }) => request(adminLotsEndpoints.adminLotsOverview, { signal }),
        staleTime: 10_000,
      }),
  };
}

export const lotsQueries = createLotsQueries(apiRequest);

/** Records the drawn order of a set of level teams; the lists and the audit log refetch. */
export async function recordLots(queryClient: QueryClient, groupId: number, body: RecordLotsBody, request: ApiRequest = apiRequest) {
  const group = await request(adminLotsEndpoints.adminRecordLots, { params: { groupId }, body });
  await queryClient.invalidateQueries({ queryKey: ['admin'] });
  return group;
}

/** Removes a group's recorded draw. */
export async function clearLots(queryClient: QueryClient, groupId: number, request: ApiRequest = apiRequest) {
  const group = await request(adminLotsEndpoints.adminClearLots, { params: { groupId } });
  await queryClient.invalidateQueries({ queryKey: ['admin'] });
  return group;
}

/** Sets a category's tie-break procedure, or back to the sport default with null. */
export async function setCategoryProcedure(queryClient: QueryClient, categoryId: number, body: CategoryTieBreakBody, request: ApiRequest = apiRequest) {
  const category = await request(adminLotsEndpoints.adminCategoryTieBreak, { params: { categoryId }, body });
  await queryClient.invalidateQueries({ queryKey: ['admin'] });
  return category;
}
