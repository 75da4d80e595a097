import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  authMeEndpoint,
  competitionAdminLiveEndpoint,
  competitionAdminMatchDetailEndpoint,
  competitionLiveEndpoint,
  competitionMatchDetailEndpoint,
  competitionStaticEndpoint,
  competitionStatisticsEndpoint,
  type LoggedUser,
  type StatisticsSortKey,
} from '@phc/api-contract';
import { isApiError } from './api-error';
import { createMeQuery } from './me-query';
import { liveStaleTime } from './live-updates';
import { queryKeys } from './query-keys';
import { apiRequest, type ApiRequest } from './request';

const isAdminUser = (user: LoggedUser | null | undefined) => !!user?.roles.some((r) => r === 'ROLE_ADMIN' || r === 'ROLE_SUPER_ADMIN');
/** Who the admin reads answer (their access: admins, the super admin, reporters and super reporters). */
const seesHiddenResults = (user: LoggedUser | null | undefined) =>
  isAdminUser(user) || !!user?.roles.some((r) => r === 'ROLE_COMPETITION_REPORTER' || r === 'ROLE_COMPETITION_SUPER_REPORTER');

/**
 * SPEC §6/§7: when a public live or match call fails, an admin (once we know who is logged in)
 * gets the admin variant of the same data.
 */
export async function withAdminFallback<T>(publicCall: () => Promise<T>, adminCall: () => Promise<T>, currentUser: () => Promise<LoggedUser | null>): Promise<T> {
  let answer: T;
  try {
    answer = await publicCall();
  } catch (error) {
    if (isApiError(error) && error.status < 500 && error.status !== 0 && error.status !== 403 && error.status !== 404) throw error;
    const user = await currentUser().catch(() => null);
    if (!isAdminUser(user)) throw error;
    return adminCall();
  }
  // Results off on the web (SPEC §9): the public answer has no scores; reporters and organisers read them
  // through the admin variant, which the match protocol needs.
  if ((answer as { resultsHidden?: boolean } | null)?.resultsHidden !== true) return answer;
  const user = await currentUser().catch(() => null);
  return seesHiddenResults(user) ? adminCall() : answer;
}

// Single endpoint consts, not the contract's groups: a group keeps every schema it holds in the bundle.
export function createQueries(request: ApiRequest, queryClient?: QueryClient) {
  const me = createMeQuery(request);
  const currentUser = async () => (queryClient ? queryClient.ensureQueryData(me()) : (await request(authMeEndpoint)).user);

  return {
    me,
    live: () =>
      queryOptions({
        queryKey: queryKeys.live,
        queryFn: ({ signal }) =>
          withAdminFallback(
            // Revalidate (304 when unchanged): the answer's max-age must not hide a change the stream announced.
            () => request(competitionLiveEndpoint, { signal, cache: 'no-cache' }),
            () => request(competitionAdminLiveEndpoint, { signal }),
            currentUser,
          ),
        // The stream keeps it fresh while it follows it (live-updates.ts).
        staleTime: liveStaleTime,
      }),
    static: () =>
      queryOptions({
        queryKey: queryKeys.static,
        queryFn: ({ signal }) => request(competitionStaticEndpoint, { signal }),
        staleTime: 5 * 60_000,
      }),
    match: (id: number, options: { uncached?: boolean } = {}) =>
      queryOptions({
        queryKey: queryKeys.match(id),
        queryFn: ({ signal }) => {
          // The uncached variant adds a timestamp so no cache between us and the server answers (SPEC §7).
          const query = options.uncached ? { _ts: String(Date.now()) } : {};
          return withAdminFallback(
            () => request(competitionMatchDetailEndpoint, { params: { id }, query, signal, cache: 'no-cache' }),
            () => request(competitionAdminMatchDetailEndpoint, { params: { id }, query, signal }),
            currentUser,
          );
        },
        staleTime: 10_000,
      }),
    /** SPEC §7/§9 player statistics of a category: at most 100 ranked rows. */
    statistics: (categoryId: number, sortedBy: StatisticsSortKey) =>
      queryOptions({
        queryKey: queryKeys.categoryStatistics(categoryId, sortedBy),
        queryFn: async ({ signal }) => (await request(competitionStatisticsEndpoint, { params: { categoryId }, query: { sortedBy }, signal, cache: 'no-cache' })).data.map((row) => row._data),
        staleTime: 30_000,
      }),
  };
}

/** The factories over the browser's client; loaders and components use the same ones. */
export const queries = createQueries(apiRequest);
