import { queryOptions } from '@tanstack/react-query';
import { webEndpoints } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';

/** Keys under the contract group 'web', so invalidating ['web'] refreshes them with the rest. */
export const participantsKeys = {
  clubs: ['web', 'clubs'] as const,
  referees: ['web', 'referees'] as const,
};

export function createParticipantsQueries(request: ApiRequest) {
  return {
    clubs: () =>
      queryOptions({
        queryKey: participantsKeys.clubs,
        queryFn: async ({ signal }) => (await request(webEndpoints.clubs, { signal })).clubs,
        // Registrations change seldom during the tournament.
        staleTime: 5 * 60_000,
      }),
    referees: () =>
      queryOptions({
        queryKey: participantsKeys.referees,
        queryFn: async ({ signal }) => (await request(webEndpoints.referees, { signal })).referees,
        staleTime: 5 * 60_000,
      }),
  };
}

export const participantsQueries = createParticipantsQueries(apiRequest);
