import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { adminCategoriesEndpoints, adminPricesEndpoints, type OrderBundleBody, type PlayerLimitsBody, type PricelistItemCreateBody, type PricelistItemUpdateBody, type TeamCategoryBody } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';
import { refetchAdmin } from './admin-queries';

/** Master data under 'admin': a write invalidates `adminKeys.all`, so the audit log refetches with it. */
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

/** The master data's writes, one mutationOptions factory per call; each refetches every admin read (refetchAdmin). */
export function createMasterDataMutations(request: ApiRequest) {
  return {
    /** Creates a category (`id` null) or saves one. */
    saveCategory: () =>
      mutationOptions({
        mutationKey: [...masterDataKeys.categories, 'save'] as const,
        mutationFn: async ({ id, body }: { id: number | null; body: TeamCategoryBody }) =>
          (id === null ? await request(adminCategoriesEndpoints.categoryCreate, { body }) : await request(adminCategoriesEndpoints.categoryUpdate, { params: { id }, body })).category,
        onSuccess: refetchAdmin,
      }),
    deleteCategory: () =>
      mutationOptions({
        mutationKey: [...masterDataKeys.categories, 'delete'] as const,
        mutationFn: async (id: number) => void (await request(adminCategoriesEndpoints.categoryDelete, { params: { id } })),
        onSuccess: refetchAdmin,
      }),
    saveDefaultLimits: () =>
      mutationOptions({
        mutationKey: [...masterDataKeys.categories, 'default-limits'] as const,
        mutationFn: async (body: PlayerLimitsBody) => (await request(adminCategoriesEndpoints.defaultLimits, { body })).defaultLimits,
        onSuccess: refetchAdmin,
      }),
    /** Creates an item (with its code) or saves one (the code stays). */
    savePricelistItem: () =>
      mutationOptions({
        mutationKey: [...masterDataKeys.pricelist, 'item', 'save'] as const,
        mutationFn: async (write: { id: null; body: PricelistItemCreateBody } | { id: number; body: PricelistItemUpdateBody }) =>
          (write.id === null
            ? await request(adminPricesEndpoints.pricelistItemCreate, { body: write.body })
            : await request(adminPricesEndpoints.pricelistItemUpdate, { params: { id: write.id }, body: write.body })
          ).item,
        onSuccess: refetchAdmin,
      }),
    deletePricelistItem: () =>
      mutationOptions({
        mutationKey: [...masterDataKeys.pricelist, 'item', 'delete'] as const,
        mutationFn: async (id: number) => void (await request(adminPricesEndpoints.pricelistItemDelete, { params: { id } })),
        onSuccess: refetchAdmin,
      }),
    saveOrderBundle: () =>
      mutationOptions({
        mutationKey: [...masterDataKeys.pricelist, 'bundle', 'save'] as const,
        mutationFn: async ({ id, body }: { id: number | null; body: OrderBundleBody }) =>
          (id === null ? await request(adminPricesEndpoints.orderBundleCreate, { body }) : await request(adminPricesEndpoints.orderBundleUpdate, { params: { id }, body })).bundle,
        onSuccess: refetchAdmin,
      }),
    deleteOrderBundle: () =>
      mutationOptions({
        mutationKey: [...masterDataKeys.pricelist, 'bundle', 'delete'] as const,
        mutationFn: async (id: number) => void (await request(adminPricesEndpoints.orderBundleDelete, { params: { id } })),
        onSuccess: refetchAdmin,
      }),
  };
}

export const masterDataMutations = createMasterDataMutations(apiRequest);
