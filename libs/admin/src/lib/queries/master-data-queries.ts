import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCategoriesEndpoints, adminPricesEndpoints, type OrderBundleBody, type PlayerLimitsBody, type PricelistItemCreateBody, type PricelistItemUpdateBody, type TeamCategoryBody } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';
import { adminKeys } from './admin-queries';

/** Master data under 'admin': a write invalidates 'admin' as a whole, so the audit log refetches with it. */
export const masterDataKeys = {
  categories: ['admin', 'categories'] as const,
  pricelist: ['admin', 'pricelist'] as const,
};

export function createMasterDataQueries(request: ApiRequest) {
  return {
    categories: () =>
      queryOptions({
        queryKey: masterDataKeys.categories,
        queryFn: async ({ signal }) => request(adminCategoriesEndpoints.categories, { signal }),
        staleTime: 30_000,
      }),
    pricelist: () =>
      queryOptions({
        queryKey: masterDataKeys.pricelist,
        queryFn: async ({ signal }) => request(adminPricesEndpoints.pricelist, { signal }),
        staleTime: 30_000,
      }),
  };
}

export const masterDataQueries = createMasterDataQueries(apiRequest);

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.all });

/** Creates a category (id null) or saves one; the lists and the audit log refetch. */
export async function saveCategory(queryClient: QueryClient, id: number | null, body: TeamCategoryBody, request: ApiRequest = apiRequest) {
  const result = id === null ? await request(adminCategoriesEndpoints.categoryCreate, { body }) : await request(adminCategoriesEndpoints.categoryUpdate, { params: { id }, body });
  await refresh(queryClient);
  return result.category;
}

export async function deleteCategory(queryClient: QueryClient, id: number, request: ApiRequest = apiRequest) {
  await request(adminCategoriesEndpoints.categoryDelete, { params: { id } });
  await refresh(queryClient);
}

export async function saveDefaultLimits(queryClient: QueryClient, body: PlayerLimitsBody, request: ApiRequest = apiRequest) {
  const result = await request(adminCategoriesEndpoints.defaultLimits, { body });
  await refresh(queryClient);
  return result.defaultLimits;
}

/** Creates an item (with its code) or saves one (the code stays); the lists and the audit log refetch. */
export async function savePricelistItem(queryClient: QueryClient, id: number | null, body: PricelistItemCreateBody | PricelistItemUpdateBody, request: ApiRequest = apiRequest) {
  const result =
    id === null
      ? await request(adminPricesEndpoints.pricelistItemCreate, { body: body as PricelistItemCreateBody })
      : await request(adminPricesEndpoints.pricelistItemUpdate, { params: { id }, body });
  await refresh(queryClient);
  return result.item;
}

export async function deletePricelistItem(queryClient: QueryClient, id: number, request: ApiRequest = apiRequest) {
  await request(adminPricesEndpoints.pricelistItemDelete, { params: { id } });
  await refresh(queryClient);
}

export async function saveOrderBundle(queryClient: QueryClient, id: number | null, body: OrderBundleBody, request: ApiRequest = apiRequest) {
  const result = id === null ? await request(adminPricesEndpoints.orderBundleCreate, { body }) : await request(adminPricesEndpoints.orderBundleUpdate, { params: { id }, body });
  await refresh(queryClient);
  return result.bundle;
}

export async function deleteOrderBundle(queryClient: QueryClient, id: number, request: ApiRequest = apiRequest) {
  await request(adminPricesEndpoints.orderBundleDelete, { params: { id } });
  await refresh(queryClient);
}
