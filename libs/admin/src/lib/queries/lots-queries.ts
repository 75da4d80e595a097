import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { adminLotsEndpoints, type CategoryTieBreakBody, type RecordLotsBody } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';
import { refetchAdmin } from './admin-queries';

/** Under 'admin' like every admin key: a write invalidates `adminKeys.all`, so the lists and the audit log refetch. */
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

/** The lots' writes, one mutationOptions factory per call; each refetches every admin read (refetchAdmin). */
export function createLotsMutations(request: ApiRequest) {
  return {
    /** Records the drawn order of a set of level teams. */
    record: (groupId: number) =>
      mutationOptions({
        mutationKey: [...lotsKeys.overview, groupId, 'record'] as const,
        mutationFn: (body: RecordLotsBody) => request(adminLotsEndpoints.adminRecordLots, { params: { groupId }, body }),
        onSuccess: refetchAdmin,
      }),
    /** Removes a group's recorded draw. */
    clear: (groupId: number) =>
      mutationOptions({
        mutationKey: [...lotsKeys.overview, groupId, 'clear'] as const,
        mutationFn: () => request(adminLotsEndpoints.adminClearLots, { params: { groupId } }),
        onSuccess: refetchAdmin,
      }),
    /** Sets a category's tie-break procedure, or back to the sport default with null. */
    setProcedure: (categoryId: number) =>
      mutationOptions({
        mutationKey: [...lotsKeys.overview, 'category', categoryId] as const,
        mutationFn: (body: CategoryTieBreakBody) => request(adminLotsEndpoints.adminCategoryTieBreak, { params: { categoryId }, body }),
        onSuccess: refetchAdmin,
      }),
  };
}

export const lotsMutations = createLotsMutations(apiRequest);
