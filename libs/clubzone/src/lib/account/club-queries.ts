import { queryOptions } from '@tanstack/react-query';
import { trainingEndpoints, webEndpoints } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';

/** Keys under the contract group 'web': invalidating `club(id)` refreshes the club and its transfers. */
export const clubzoneKeys = {
  clubs: ['web', 'clubs'] as const,
  club: (id: number) => ['web', 'club', id] as const,
  transfers: (clubId: number) => ['web', 'club', clubId, 'transfers'] as const,
  trainings: (clubId: number) => ['competition', 'trainings', clubId] as const,
};

export function createClubzoneQueries(request: ApiRequest) {
  return {
    /** Every club in the draw, for a super reporter's switcher; the same key and shape as the participants page. */
    clubs: () =>
      queryOptions({
        queryKey: clubzoneKeys.clubs,
        queryFn: async ({ signal }) => (await request(webEndpoints.clubs, { signal })).clubs,
        staleTime: 5 * 60_000,
      }),
    club: (id: number) =>
      queryOptions({
        queryKey: clubzoneKeys.club(id),
        queryFn: async ({ signal }) => (await request(webEndpoints.club, { params: { id }, signal })).club,
        staleTime: 60_000,
      }),
    transfers: (clubId: number) =>
      queryOptions({
        queryKey: clubzoneKeys.transfers(clubId),
        queryFn: async ({ signal }) => (await request(webEndpoints.transfers, { params: { clubId }, signal })).transfers,
        staleTime: 30_000,
      }),
    trainings: (clubId: number) =>
      queryOptions({
        queryKey: clubzoneKeys.trainings(clubId),
        queryFn: async ({ signal }) => (await request(trainingEndpoints.list, { query: { clubId }, signal })).trainings,
        staleTime: 30_000,
      }),
  };
}

export const clubzoneQueries = createClubzoneQueries(apiRequest);
