import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteName } from './routes';

/** What a loader factory gets from the shell: the app's one cache, so loaders and components share data. */
export interface RouteDependencies {
  queryClient: QueryClient;
}

/**
 * One screen, as a feature's lazily imported module gives it to the shell (react-router `lazy`).
 * `loader` is a factory so it can `ensureQueryData` into the app's QueryClient.
 */
export interface RouteModule {
  Component: ComponentType;
  loader?: (deps: RouteDependencies) => LoaderFunction;
  /** Replaces the shell's error page for this screen only. */
  ErrorBoundary?: ComponentType;
}

export type RouteModuleLoader = () => Promise<RouteModule>;

/** Each feature lib's index exports one of these (`resultsRouteModules`, ...); the shell lazy-loads them. */
export type RouteModules = Partial<Record<RouteName, RouteModuleLoader>>;

/** A main-menu entry; `to` is a Czech-form path the shell localises. */
export interface NavItem {
  label: string;
  to: string;
}

/**
 * Parts of every layout that features fill in (SPEC §2): the club zone's user bar, the content
 * system's partners, admin tools, footer blocks and menu. The shell renders a placeholder or nothing
 * until one is given.
 */
export interface ShellSlots {
  userBar?: ComponentType;
  /** The header's search button (results): rendered while the results are on the web. */
  search?: ComponentType;
  partners?: ComponentType;
  adminTools?: ComponentType;
  footer?: ComponentType;
  /** A hook: the menu from content items; `undefined` keeps the shell's menu from the route table. */
  useMainMenu?: () => readonly NavItem[] | undefined;
  /** The footer's copyright line from content; renders `fallback` (the shell's own line) without one. */
  copyright?: ComponentType<{ fallback: ReactNode }>;
  /** Rendered once above every layout, e.g. analytics reporting each route change (SPEC §7). */
  routeObserver?: ComponentType;
}
