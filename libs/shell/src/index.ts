export { createTournamentApp, type CreateTournamentAppOptions, type TournamentAppHandle } from './lib/create-tournament-app';
export { TournamentApp, AppProviders, type TournamentAppProps, type AppProvidersProps, type AppRouter } from './lib/tournament-app';
export { createAppRoutes, type AppRoutesOptions } from './lib/routing/app-routes';
export { featureRouteModules, featureSlots } from './lib/routing/route-modules';
export type { ShellRouteHandle } from './lib/routing/route-handle';
export { createQueryClient } from './lib/query-client';
export { useMenuStore, type MenuState } from './lib/menu-store';
export { isChunkLoadError, importWithReload, reloadOnce } from './lib/behaviour/chunk-reload';
