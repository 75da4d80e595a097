import type { QueryClient } from '@tanstack/react-query';
import type { RouteName } from '@phc/i18n';
import { loadPageBody } from '../components/page-body-loader';
import { heroImage } from '../logic/image-url';
import { findPage, siteContentQueries } from '../queries/site-content';

type Params = Readonly<Record<string, string | undefined>>;

/**
 * `<link rel=preload as=image fetchpriority=high>`: the hero is a phone's largest paint on a content
 * page (the home page's LCP); without it the picture is requested only once the screen's code has
 * rendered, a round trip after the text it sits under.
 */
export function preloadImage(url: string, doc: Document = document): void {
  const href = new URL(url, doc.baseURI).href;
  if ([...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((link) => link.href === href)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = url;
  doc.head.append(link);
}

/** A content page's text and, in parallel, the chunk that renders its blocks; the hero's picture as soon as the text names it. */
const contentPage = (slugOf: (params: Params) => string) => (queryClient: QueryClient, params: Params) => {
  const slug = slugOf(params);
  const query = siteContentQueries.page(slug);
  void queryClient.prefetchQuery(query).then(() => {
    const hero = findPage(queryClient.getQueryData(query.queryKey), slug)?.hero?.image;
    if (hero) preloadImage(heroImage(hero));
  });
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
