import { queryOptions } from '@tanstack/react-query';
import {
  cmsSiteContentEndpoint,
  siteLayoutQuery,
  sitePageQuery,
  type CustomBlockContent,
  type MenuContent,
  type PageContent,
  type PartnerGroupContent,
  type SettingsContent,
} from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';

/** Keys under `['cms']`: a publish invalidates every content read at once. */
export const cmsKeys = {
  all: ['cms'] as const,
  siteContent: ['cms', 'siteContent'] as const,
  chrome: (preview = false) => ['cms', 'siteContent', 'chrome', { preview }] as const,
  page: (slug: string, preview = false) => ['cms', 'siteContent', 'page', slug, { preview }] as const,
  objects: ['cms', 'object'] as const,
  objectsOfType: (type: string) => ['cms', 'object', 'list', type] as const,
  editorConfig: ['cms', 'editorConfig'] as const,
};


type WithId<T> = T & { id: number };
/**
 * The answer's data as the contract's schema checks it at run time. Spelled out because the
 * contract's `withId` helper widens its entries, so `SiteContent` types each list as `{ id }` only.
 */
export interface SiteData {
  menus?: WithId<MenuContent>[];
  settings?: SettingsContent | null;
  pages?: WithId<PageContent>[];
  partners?: WithId<PartnerGroupContent>[];
  customBlocks?: WithId<CustomBlockContent>[];
}

/**
 * GraphQL answers partial data next to errors: the errors are logged as warnings (SPEC §7) and the
 * page renders what came. Only a failed request (network, 5xx) is an error for React Query.
 */
async function fetchSiteContent(request: ApiRequest, query: string, variables: Record<string, unknown> | undefined, signal?: AbortSignal): Promise<SiteData> {
  // Revalidate (ETag, 304 when unchanged) instead of trusting max-age: a publish shows at the next visit.
  const answer = await request(cmsSiteContentEndpoint, { query: { query, ...(variables ? { variables: JSON.stringify(variables) } : {}) }, signal, cache: 'no-cache' });
  if (answer.errors?.length) console.warn('Site content query errors', answer.errors);
  return (answer.data ?? {}) as SiteData;
}

/**
 * `preview` asks for drafts: the server honours it for the super admin only, so the editor sees its
 * unpublished changes on the page itself while visitors keep the published content.
 */
export function createSiteContentQueries(request: ApiRequest = apiRequest) {
  return {
    /** Menus, settings, partner groups and custom blocks: the parts of every page's layout. */
    chrome: (preview = false) =>
      queryOptions({
        queryKey: cmsKeys.chrome(preview),
        queryFn: ({ signal }) => fetchSiteContent(request, siteLayoutQuery, preview ? { preview } : undefined, signal),
        staleTime: preview ? 0 : 5 * 60_000,
        // Turning the preview on or off keeps showing the last content instead of a blank layout.
        placeholderData: (previous) => previous,
      }),
    /** One page by its Czech or English slug. */
    page: (slug: string, preview = false) =>
      queryOptions({
        queryKey: cmsKeys.page(slug, preview),
        queryFn: ({ signal }) => fetchSiteContent(request, sitePageQuery, { slug, ...(preview ? { preview } : {}) }, signal),
        staleTime: preview ? 0 : 60_000,
      }),
  };
}

export const siteContentQueries = createSiteContentQueries();

/** The page whose Czech or English slug is `slug`; the server may answer more than asked. */
export function findPage(data: SiteData | undefined, slug: string): WithId<PageContent> | null {
  return data?.pages?.find((page) => page.slug.cs === slug || page.slug.en === slug) ?? null;
}
