import type { QueryClient } from '@tanstack/react-query';
import type { RouteName } from '@phc/i18n';
import { webQueries } from '@phc/api-client';
import type { ShellRouteHandle } from '../routing/route-handle';

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** Starts (does not await) the reads a screen shows first, into the app's query cache. */
export type FirstDataStart = (queryClient: QueryClient, params: RouteParams) => void;

/**
 * What the features read first. The screens' own loaders and queries use the same query factories
 * (or fetch the same addresses), so they find these requests in flight instead of starting them again.
 */
export interface FirstData {
  /** Per route, through the query cache: for reads whose code is on every first load anyway. */
  routes?: Partial<Record<RouteName, FirstDataStart>>;
  /** On every page with the full frame (menu, footer). */
  framed?: FirstDataStart[];
  /**
   * Per route, the GET addresses the screen's code fetches once its chunk is there, downloaded
   * meanwhile into the browser's preload cache: the entry carries only the addresses, not the
   * schemas that check the answers.
   */
  preloads?: Partial<Record<RouteName, (params: RouteParams) => readonly string[]>>;
}

export interface FirstDataMatch {
  route: { id?: string; handle?: unknown };
  params: RouteParams;
}

/** Layouts without the menu and footer (protocol, full-screen pages) do not read the frame's content. */
const unframed = /^layout-(micro|empty)-/;

/**
 * `<link rel=preload as=fetch>` for a same-origin GET. `crossorigin` (anonymous: credentials for the
 * same origin only) matches the API client's fetch (mode cors, credentials same-origin); without it
 * the browser would not use the preload and download the answer twice.
 */
export function preloadFetch(url: string, doc: Document = document): void {
  const href = new URL(url, doc.baseURI).href;
  const known = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].some((link) => link.href === href);
  if (known) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.crossOrigin = 'anonymous';
  link.href = url;
  doc.head.append(link);
}

/**
 * Called by the entry right after the router matched the address, before the screen's chunk and the
 * translations arrive: the first screen's data then downloads in parallel with its code instead of
 * after it. The shell's own read (the site flags every first load needs) starts here too.
 */
export function startFirstData(queryClient: QueryClient, matches: readonly FirstDataMatch[], features: readonly FirstData[], preload = preloadFetch): void {
  void queryClient.prefetchQuery(webQueries.enums());
  if (matches.length === 0) return;
  const framed = !matches.some((match) => unframed.test(match.route.id ?? ''));
  const leaf = matches[matches.length - 1];
  const routeName = (leaf.route.handle as ShellRouteHandle | undefined)?.routeName;
  for (const feature of features) {
    if (framed) for (const start of feature.framed ?? []) start(queryClient, leaf.params);
    if (!routeName) continue;
    feature.routes?.[routeName]?.(queryClient, leaf.params);
    for (const url of feature.preloads?.[routeName]?.(leaf.params) ?? []) preload(url);
  }
}
