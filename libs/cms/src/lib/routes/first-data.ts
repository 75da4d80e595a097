import type { QueryClient } from '@tanstack/react-query';
import type { RouteName } from '@phc/i18n';
import { loadPageBody } from '../components/page-body-loader';
import { siteContentQueries } from '../queries/site-content';

type Params = Readonly<Record<string, string | undefined>>;

/** A content page's text and, in parallel, the chunk that renders its blocks. */
const contentPage = (slugOf: (params: Params) => string) => (queryClient: QueryClient, params: Params) => {
  void queryClient.prefetchQuery(siteContentQueries.page(slugOf(params)));
  void loadPageBody().catch(() => undefined);
};

/**
 * For the shell to start on a first visit before the screen's chunk arrives: the layout's content
 * (menu, footer, partners, custom blocks) on every framed page, and a content page's own text.
 * The same query factories as the loaders and slots, which find these requests in flight.
 */
export const cmsFirstData: {
  routes: Partial<Record<RouteName, (queryClient: QueryClient, params: Params) => void>>;
  framed: ((queryClient: QueryClient) => void)[];
} = {
  routes: {
    index: contentPage(() => 'home'),
    stranka: contentPage((params) => params['slug'] ?? ''),
    podminky: contentPage(() => 'podminky'),
    'podminky-vyjimek': contentPage(() => 'podminky-vyjimek'),
  },
  framed: [(queryClient) => void queryClient.prefetchQuery(siteContentQueries.chrome())],
};
