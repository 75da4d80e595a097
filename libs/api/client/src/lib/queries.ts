import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { authEndpoints, competitionEndpoints, type LoggedUser, type StatisticsSortKey } from '@phc/api-contract';
import { isApiError } from './api-error';
import { apiRequest, type ApiRequest } from './request';

/** Hierarchical query keys: invalidating `['competition']` refreshes every competition read. */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  competition: ['competition'] as const,
  live: ['competition', 'live'] as const,
  static: ['competition', 'static'] as const,
  match: (id: number) => ['competition', 'match', id] as const,
  statistics: ['competition', 'statistics'] as const,
  categoryStatistics: (categoryId: number, sort: StatisticsSortKey) => ['competition', 'statistics', categoryId, sort] as const,
};

const isAdminUser = (user: LoggedUser | null | undefined) => !!user?.roles.some((r) => r === 'ROLE_ADMIN' || r === 'ROLE_SUPER_ADMIN');

/**
 * SPEC §6/§7: when a public live or match call fails, an admin (once we know who is logged in)
 * gets the admin variant of the same data.
 */
export async function withAdminFallback<T>(publicCall: () => Promise<T>, adminCall: () => Promise<T>, currentUser: () => Promise<LoggedUser | null>): Promise<T> {
  try {
    return await publicCall();
  } catch (error) {
    if (isApiError(error) && error.status < 500 && error.status !== 0 && error.status !== 403 && error.status !== 404) throw error;
    const user = await currentUser().catch(() => null);
    if (!isAdminUser(user)) throw error;
    return adminCall();
  }
}

export function createQueries(request: ApiRequest, queryClient?: QueryClient) {
  const me = () =>
    queryOptions({
      queryKey: queryKeys.me,
      // On failure the app continues without a user (SPEC §7).
      queryFn: async () => (await request(authEndpoints.me).catch(() => ({ user: null }))).user,
      staleTime: 60_000,
    });
  const currentUser = async () => (queryClient ? queryClient.ensureQueryData(me()) : (await request(authEndpoints.me)).user);

  return {
    me,
    live: () =>
      queryOptions({
        queryKey: queryKeys.live,
        queryFn: ({ signal }) =>
          withAdminFallback(
            // Revalidate (304 when unchanged): the answer's max-age must not hide a change the stream announced.
            () => request(competitionEndpoints.live, { signal, cache: 'no-cache' }),
            () => request(competitionEndpoints.adminLive, { signal }),
            currentUser,
          ),
        staleTime: 10_000,
      }),
    static: () =>
      queryOptions({
        queryKey: queryKeys.static,
        queryFn: ({ signal }) => request(competitionEndpoints.static, { signal }),
        staleTime: 5 * 60_000,
      }),
    match: (id: number, options: { uncached?: boolean } = {}) =>
      queryOptions({
        queryKey: queryKeys.match(id),
        queryFn: ({ signal }) => {
          // The uncached variant adds a timestamp so no cache between us and the server answers (SPEC §7).
          const query = options.uncached ? { _ts: String(Date.now()) } : {};
          return withAdminFallback(
            () => request(competitionEndpoints.matchDetail, { params: { id }, query, signal, cache: 'no-cache' }),
            () => request(competitionEndpoints.adminMatchDetail, { params: { id }, query, signal }),
            currentUser,
          );
        },
        staleTime: 10_000,
      }),
    /** SPEC §7/§9 player statistics of a category: at most 100 ranked rows. */
    statistics: (categoryId: number, sortedBy: StatisticsSortKey) =>
      queryOptions({
        queryKey: queryKeys.categoryStatistics(categoryId, sortedBy),
        queryFn: async ({ signal }) => (await request(competitionEndpoints.statistics, { params: { categoryId }, query: { sortedBy }, signal, cache: 'no-cache' })).data.map((row) => row._data),
        staleTime: 30_000,
      }),
  };
}

/** The factories over the browser's client; loaders and components use the same ones. */
export const queries = createQueries(apiRequest);
