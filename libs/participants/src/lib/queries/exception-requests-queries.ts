import { queryOptions } from '@tanstack/react-query';
import { teamRequestEndpoints } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';

/**
 * Apart from participants-queries: the team-request contract it reads weighs about 5 KiB gzipped, which
 * the clubs' and referees' pages must not load. Keyed under the contract group 'competition'.
 */
export const exceptionRequestsKeys = { public: ['competition', 'team-requests', 'public'] as const };

export function createExceptionRequestsQueries(request: ApiRequest) {
  return {
    /** Every exception request but the cancelled ones, players by initials only (the server's public list). */
    list: () =>
      queryOptions({
        queryKey: exceptionRequestsKeys.public,
        queryFn: async ({ signal }) => (await request(teamRequestEndpoints.public, { signal })).teamRequests,
        staleTime: 60_000,
      }),
  };
}

export const exceptionRequestsQueries = createExceptionRequestsQueries(apiRequest);
