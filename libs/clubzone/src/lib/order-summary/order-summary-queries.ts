import { queryOptions } from '@tanstack/react-query';
import { orderSummaryEndpoints } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';
import { clubzoneKeys } from '../account/club-queries';

/** Under the club's key: refreshing a club (a registration edit) refreshes its summary too. */
export const orderSummaryKeys = {
  summary: (clubId: number) => [...clubzoneKeys.club(clubId), 'order-summary'] as const,
};

export function createOrderSummaryQueries(request: ApiRequest) {
  return {
    summary: (clubId: number) =>
      queryOptions({
        queryKey: orderSummaryKeys.summary(clubId),
        queryFn: async ({ signal }) => (await request(orderSummaryEndpoints.summary, { params: { id: clubId }, signal })).summary,
        staleTime: 60_000,
      }),
  };
}

export const orderSummaryQueries = createOrderSummaryQueries(apiRequest);
