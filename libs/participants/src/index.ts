import { withCatalog, type RouteModules } from '@phc/i18n';
import { participantsCatalog } from './lib/catalog';

/**
 * The public directory of who takes part: clubs by country, the referees list and the exception
 * requests (SPEC §2 `/ucastnici`, `/ucastnici/rozhodci`; `/ucastnici/vyjimky`). Its own feature, apart from results and the club zone, because
 * a visitor browsing it needs neither the competition data nor any logged-in code.
 * Each value must be a dynamic import, so every page stays its own chunk.
 */
export const participantsRouteModules: RouteModules = withCatalog(participantsCatalog, {
  ucastnici: () => import('./lib/routes/participants-page'),
  'ucastnici-rozhodci': () => import('./lib/routes/referees-page'),
  'ucastnici-vyjimky': () => import('./lib/routes/exception-requests-page'),
});
