import { queryOptions } from '@tanstack/react-query';
import { trainingEndpoints, trainingJoinRequestEndpoints, webEndpoints } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';

/** Under the key of the club's list (club-queries.ts `trainings`), so one invalidation refreshes both. */
export const trainingKeys = {
  all: ['competition', 'trainings'] as const,
  calendar: ['competition', 'trainings', 'calendar'] as const,
  halls: ['web', 'places', 'hall'] as const,
  joinRequests: ['competition', 'training-join-requests'] as const,
  joinList: (clubId: number, direction: 'created' | 'received') => ['competition', 'training-join-requests', clubId, direction] as const,
};

export function createTrainingQueries(request: ApiRequest) {
  return {
    /** Every club's trainings (another club's note and price hidden by the server): the calendar and the joinable ones. */
    calendar: () =>
      queryOptions({
        queryKey: trainingKeys.calendar,
        queryFn: async ({ signal }) => (await request(trainingEndpoints.list, { query: {}, signal })).trainings,
        staleTime: 30_000,
      }),
    halls: () =>
      queryOptions({
        queryKey: trainingKeys.halls,
        queryFn: async ({ signal }) => (await request(webEndpoints.places, { query: { type: 'hall' }, signal })).places,
        staleTime: 10 * 60_000,
      }),
    joinList: (clubId: number, direction: 'created' | 'received') =>
      queryOptions({
        queryKey: trainingKeys.joinList(clubId, direction),
        queryFn: async ({ signal }) => (await request(trainingJoinRequestEndpoints[direction], { params: { clubId }, signal })).trainingJoinRequests,
        staleTime: 30_000,
      }),
  };
}

export const trainingQueries = createTrainingQueries(apiRequest);
