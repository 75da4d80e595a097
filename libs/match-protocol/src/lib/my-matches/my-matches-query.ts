import { queryOptions } from '@tanstack/react-query';
import { competitionMyMatchesEndpoint } from '@phc/api-contract';
import { apiRequest } from '@phc/api-client';

/**
 * `competition.myMatches`, keyed under the competition so a change of the draw refreshes it too.
 * Kept in this feature's chunk: only the reporter's list reads it.
 */
export const myMatchesQuery = () =>
  queryOptions({
    queryKey: ['competition', 'my-matches'] as const,
    queryFn: async ({ signal }) => (await apiRequest(competitionMyMatchesEndpoint, { signal, cache: 'no-cache' })).matches,
    staleTime: 30_000,
  });
