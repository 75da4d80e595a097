import { queryOptions } from '@tanstack/react-query';
import { webEnumsEndpoint } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from './request';

/** Keys of the shared web reads; `['web']` refreshes all of them. */
export const webQueryKeys = {
  all: ['web'] as const,
  enums: ['web', 'enums'] as const,
};

/**
 * SPEC §7 enums (configurations, countries, regions, team categories, price list, service levels,
 * T-shirt sizes, training types): read by the registration forms, the user bar and the club zone.
 */
export function createWebQueries(request: ApiRequest) {
  return {
    enums: () =>
      queryOptions({
        queryKey: webQueryKeys.enums,
        queryFn: ({ signal }) => request(webEnumsEndpoint, { signal }),
        // Configuration changes rarely; the registration windows it opens are days long.
        staleTime: 5 * 60_000,
      }),
  };
}

export const webQueries = createWebQueries(apiRequest);
