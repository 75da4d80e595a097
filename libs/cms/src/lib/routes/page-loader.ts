import { data as routeData, type LoaderFunction } from 'react-router';
import type { RouteDependencies } from '@phc/i18n';
import { loadPageBody } from '../components/page-body-loader';
import { findPage, siteContentQueries, type SiteData } from '../queries/site-content';

/**
 * Fetches the page into the cache before it renders. An answer without the page is the not-found
 * page (SPEC §2: unknown slug); a failed request is left to the page, which offers a retry.
 */
export const pageLoader =
  (slugOf: (params: Record<string, string | undefined>) => string, { notFound }: { notFound: boolean }) =>
  ({ queryClient }: RouteDependencies): LoaderFunction =>
  async ({ params }) => {
    const slug = slugOf(params);
    let answer: SiteData;
    try {
      answer = await queryClient.ensureQueryData(siteContentQueries.page(slug));
    } catch {
      return null;
    }
    if (notFound && !findPage(answer, slug)) throw routeData(null, { status: 404, statusText: 'Not Found' });
    // With the content there, the page renders its blocks: their chunk first, so nothing flashes.
    await loadPageBody();
    return null;
  };
