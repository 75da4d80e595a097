import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { activateLocale, localeFromPath, type RouteModules, type ShellSlots } from '@phc/i18n';
import type { Tournament } from '@phc/tournaments';
import { reloadOnce } from './behaviour/chunk-reload';
import { createQueryClient } from './query-client';
import { startFirstData, type FirstData } from './first-paint/first-data';
import { activatedLocaleData, createAppRoutes } from './routing/app-routes';
import { featureFirstData, featureRouteModules, featureSlots } from './routing/route-modules';
import { TournamentApp, type AppRouter } from './tournament-app';

export interface CreateTournamentAppOptions {
  /** Defaults to `#root`. */
  rootElement?: HTMLElement;
  /** Parts of the layouts filled by features (user bar, partners, admin tools, footer, menu). */
  slots?: ShellSlots;
  /** Replaces the feature libs' screens (a tournament app may leave some out). */
  modules?: RouteModules;
  /** What the features' first screens read, started before their chunks arrive. */
  firstData?: readonly FirstData[];
}

export interface TournamentAppHandle {
  router: AppRouter;
  unmount: () => void;
}

/**
 * Boots one tournament's web app. Everything the first screen waits for starts at once and in
 * parallel: the router matches the address and fetches the screen's chunk, the screen's data and the
 * site flags are requested, and the core translations for the URL's language load; the first render
 * waits only for those (the frame and a skeleton show until the screen's chunk and catalog are there).
 */
export async function createTournamentApp(tournament: Tournament, options: CreateTournamentAppOptions = {}): Promise<TournamentAppHandle> {
  const rootElement = options.rootElement ?? document.getElementById('root');
  if (!rootElement) throw new Error('createTournamentApp: no #root element to render into');

  // Vite reports a failed preload of a chunk's dependencies here rather than to the import.
  window.addEventListener('vite:preloadError', () => reloadOnce());

  const locale = localeFromPath(window.location.pathname);
  // Called before the router exists: only the core catalog is awaited, the screen's comes with its chunk.
  const translations = activateLocale(locale, { firstRender: true });
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createAppRoutes({ queryClient, modules: options.modules ?? featureRouteModules }), {
    hydrationData: { loaderData: activatedLocaleData(locale) },
  });
  startFirstData(queryClient, router.state.matches, options.firstData ?? featureFirstData);
  await translations;
  const root = createRoot(rootElement);
  root.render(
    <StrictMode>
      <TournamentApp tournament={tournament} queryClient={queryClient} slots={options.slots ?? featureSlots} router={router} />
    </StrictMode>,
  );
  return {
    router,
    unmount: () => {
      root.unmount();
      router.dispose();
    },
  };
}
