import { data as routeData, type LoaderFunction } from 'react-router';
import type { RouteDependencies } from '@phc/i18n';
import { loadPageBody } from './page-body-loader';
import { findPage, siteContentQueries, type SiteData } from '../queries/site-content';

/**
 * Fetches the page into the cache before it renders, with the chunk of its blocks in parallel. An
 * answer without the page is the not-found page (SPEC §2: unknown slug); a failed request is left to
 * the page, which offers a retry. `withLayout`: the page shows custom blocks from the layout's
 * content, which is awaited too so they do not push the page's blocks down as they arrive.
 * Here beside the blocks, not in routes/: it travels in their chunk (tools/vite, the `content` group),
 * one file less on a content page's first load.
 */
export const pageLoader =
  (slugOf: (params: Record<string, string | undefined>) => string, { notFound, withLayout = false }: { notFound: boolean; withLayout?: boolean }) =>
  ({ queryClient }: RouteDependencies): LoaderFunction =>
  async ({ params }) => {
    const slug = slugOf(params);
    const body = loadPageBody();
    // Awaited below only once the content is there; a failed content fetch never needs it.
    body.catch(() => undefined);
    const layout = withLayout ? queryClient.ensureQueryData(siteContentQueries.chrome()).catch(() => undefined) : undefined;
    let answer: SiteData;
    try {
      answer = await queryClient.ensureQueryData(siteContentQueries.page(slug));
    } catch {
      return null;
    }
    if (notFound && !findPage(answer, slug)) throw routeData(null, { status: 404, statusText: 'Not Found' });
    await Promise.all([body, layout]);
    return null;
  };
