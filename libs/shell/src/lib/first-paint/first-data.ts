import type { QueryClient } from '@tanstack/react-query';
import type { RouteName } from '@phc/i18n';
import { webQueries } from '@phc/api-client';
import type { ShellRouteHandle } from '../routing/route-handle';

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** Starts (does not await) the reads a screen shows first, into the app's query cache. */
export type FirstDataStart = (queryClient: QueryClient, params: RouteParams) => void;

/**
 * What the features read first: per route, and on every page with the full frame (menu, footer).
 * The screens' own loaders and queries use the same query factories, so they find these requests in
 * flight instead of starting them again.
 */
export interface FirstData {
  routes?: Partial<Record<RouteName, FirstDataStart>>;
  framed?: FirstDataStart[];
}

export interface FirstDataMatch {
  route: { id?: string; handle?: unknown };
  params: RouteParams;
}

/** Layouts without the menu and footer (protocol, full-screen pages) do not read the frame's content. */
const unframed = /^layout-(micro|empty)-/;

/**
 * Called by the entry right after the router matched the address, before the screen's chunk and the
 * translations arrive: the first screen's data then downloads in parallel with its code instead of
 * after it. The shell's own read (the site flags every first load needs) starts here too.
 */
export function startFirstData(queryClient: QueryClient, matches: readonly FirstDataMatch[], features: readonly FirstData[]): void {
  void queryClient.prefetchQuery(webQueries.enums());
  if (matches.length === 0) return;
  const framed = !matches.some((match) => unframed.test(match.route.id ?? ''));
  const leaf = matches[matches.length - 1];
  const routeName = (leaf.route.handle as ShellRouteHandle | undefined)?.routeName;
  for (const feature of features) {
    if (framed) for (const start of feature.framed ?? []) start(queryClient, leaf.params);
    const start = routeName ? feature.routes?.[routeName] : undefined;
    start?.(queryClient, leaf.params);
  }
}
