import { queryOptions } from '@tanstack/react-query';
import { authMeEndpoint } from '@phc/api-contract';
import { queryKeys } from './query-keys';
import { apiRequest, type ApiRequest } from './request';

/**
 * The current user's query, apart from the competition reads (queries.ts): every first load asks
 * it, and this module keeps their schemas out of the entry.
 */
export function createMeQuery(request: ApiRequest) {
  return () =>
    queryOptions({
      queryKey: queryKeys.me,
      // On failure the app continues without a user (SPEC §7).
      queryFn: async () => (await request(authMeEndpoint).catch(() => ({ user: null }))).user,
      staleTime: 60_000,
    });
}

/** The same factory as `queries.me`, over the browser's client. */
export const meQuery = createMeQuery(apiRequest);
