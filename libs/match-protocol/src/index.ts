import { withCatalog, type RouteModules } from '@phc/i18n';
import { matchProtocolCatalog } from './lib/catalog';

/**
 * The screens of this feature for the shell's router, keyed by route name (libs/i18n routes.ts).
 * Each value must be a dynamic import, e.g. `'vysledky': () => import('./lib/routes/results-page')`,
 * so every page stays its own chunk; a route not listed here shows the shell's "coming soon" page.
 */
export const matchProtocolRouteModules: RouteModules = withCatalog(matchProtocolCatalog, {
  'zapasova-soupiska': () => import('./lib/roster/roster-page'),
  'zapasovy-protokol': () => import('./lib/protocol/protocol-route'),
  'zapis-o-utkani': () => import('./lib/report/match-report-page'),
});
