import { withCatalog, type RouteModules } from '@phc/i18n';
import { mapCatalog } from './lib/catalog';

/**
 * The screens of this feature for the shell's router, keyed by route name (libs/i18n routes.ts).
 * The map screen is its own chunk, and the map library a further chunk it loads itself, so no
 * other page downloads either.
 */
export const mapRouteModules: RouteModules = withCatalog(mapCatalog, {
  mapa: () => import('./lib/routes/map-page'),
});
