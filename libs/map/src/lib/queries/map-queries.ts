import { queryOptions } from '@tanstack/react-query';
import { webEndpoints } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';

export const mapKeys = {
  places: ['web', 'places'] as const,
};

export function createMapQueries(request: ApiRequest) {
  return {
    /** Every place of every category at once: under a hundred rows, and toggling a category then needs no request. */
    places: () =>
      queryOptions({
        queryKey: mapKeys.places,
        queryFn: async ({ signal }) => (await request(webEndpoints.places, { signal })).places,
        staleTime: 10 * 60_000,
      }),
  };
}

export const mapQueries = createMapQueries(apiRequest);
