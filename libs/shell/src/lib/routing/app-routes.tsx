import type { RouteObject } from 'react-router';
import { activateLocale, localizedRouteName, locales, routeTable, type LayoutName, type Locale, type RouteDefinition, type RouteDependencies, type RouteModules, type RouteName } from '@phc/i18n';
import { importWithReload } from '../behaviour/chunk-reload';
import { Container, PageSkeleton } from '@phc/ui';
import { ShellLayout } from '../layout/layouts';
import { RouteErrorElement } from '../pages/error-page';
import type { ShellRouteHandle } from './route-handle';
import { RootRoute } from './root-route';

const layoutNames: readonly LayoutName[] = ['default', 'cms', 'empty', 'micro', 'simple'];

export interface AppRoutesOptions extends RouteDependencies {
  /** The feature libs' screens; a route without one shows the shell's "coming soon" page. */
  modules: RouteModules;
}

function pageRoute(definition: RouteDefinition, locale: Locale, { modules, ...deps }: AppRoutesOptions): RouteObject {
  const name = definition.name as RouteName;
  const handle: ShellRouteHandle = { routeName: name, locale, requiresLogin: definition.requiresLogin };
  const load = modules[name];
  const base = { id: localizedRouteName(name, locale), path: definition[locale], handle };
  if (!load) {
    // Few screens still wait for their feature: the placeholder is not worth every first load.
    return { ...base, lazy: async () => ({ Component: (await importWithReload(() => import('../pages/coming-soon-page'))).ComingSoonPage }), errorElement: <RouteErrorElement /> };
  }
  return {
    ...base,
    // Every screen is its own chunk; the error boundary comes with it so a module may bring its own.
    lazy: async () => {
      // The guard comes only with the screens that need a login, next to their chunk.
      const [module, guard] = await Promise.all([
        importWithReload(load),
        definition.requiresLogin ? importWithReload(() => import('./login-guard')) : undefined,
      ]);
      return {
        Component: guard ? guard.withLoginGuard(module.Component) : module.Component,
        loader: module.loader?.(deps),
        ErrorBoundary: module.ErrorBoundary ?? RouteErrorElement,
      };
    },
  };
}

function localeBranch(locale: Locale, options: AppRoutesOptions): RouteObject {
  return {
    id: `locale-${locale}`,
    // Runs whenever the visitor enters this language, so a page renders in its language from the first paint.
    loader: async () => {
      await importWithReload(() => activateLocale(locale));
      return null;
    },
    shouldRevalidate: () => false,
    // Only the English catalog is ever awaited, a fraction of a second: nothing to show meanwhile.
    HydrateFallback: () => null,
    children: [
      ...layoutNames.map(
        (layout): RouteObject => ({
          id: `layout-${layout}-${locale}`,
          element: <ShellLayout name={layout} />,
          // While the first screen's chunk loads: its frame (header, menu, footer) and a screen-tall
          // skeleton, the same element type as `element` so the frame stays when the screen arrives.
          hydrateFallbackElement: (
            <ShellLayout name={layout}>
              <Container>
                <PageSkeleton heading />
              </Container>
            </ShellLayout>
          ),
          children: routeTable.filter((route) => route.layout === layout).map((route) => pageRoute(route, locale, options)),
        }),
      ),
      {
        id: `not-found-${locale}`,
        element: <ShellLayout name="default" />,
        children: [
          {
            id: `not-found-page-${locale}`,
            path: locale === 'en' ? '/en/*' : '*',
            lazy: async () => ({ Component: (await importWithReload(() => import('../pages/not-found-page'))).NotFoundPage }),
            handle: { locale } satisfies ShellRouteHandle,
          },
        ],
      },
    ],
  };
}

/**
 * The locale branch's loader data for the language the entry activated before the first render, so
 * the router shows the layouts' skeleton (hydrateFallbackElement) while the screen's chunk loads
 * instead of nothing until the locale's loader has run.
 */
export function activatedLocaleData(locale: Locale): Record<string, null> {
  return { [`locale-${locale}`]: null };
}

/**
 * The whole route tree, for `createBrowserRouter` in the app and `createMemoryRouter` in tests:
 * Czech paths and `/en` paths, each under its layout (SPEC §2).
 */
export function createAppRoutes(options: AppRoutesOptions): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RouteErrorElement />,
      children: locales.map((locale) => localeBranch(locale, options)),
    },
  ];
}
