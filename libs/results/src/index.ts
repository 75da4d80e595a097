import { withCatalog, type RouteModules, type ShellSlots } from '@phc/i18n';
import { SearchButton } from './lib/search/search-button';
import { printCatalog, resultsCatalog, teamDayCatalog } from './lib/catalog';

/**
 * The screens of this feature for the shell's router, keyed by route name (libs/i18n routes.ts).
 * Each value is a dynamic import, so every page stays its own chunk.
 */
const printPage = () => import('./lib/print/print-schedule-page');

export const resultsRouteModules: RouteModules = {
  ...withCatalog(resultsCatalog, {
    vysledky: () => import('./lib/routes/results-home-page'),
    'vysledky-podle-dni': () => import('./lib/routes/draw-by-day-page'),
    'vysledky-podle-hal': () => import('./lib/routes/draw-by-hall-page'),
    'vysledky-kategorie': () => import('./lib/routes/category-page'),
    'vysledky-skupina': () => import('./lib/routes/group-page'),
    'vysledky-zapas': () => import('./lib/routes/match-page'),
    'vysledky-zapas-soupiska': () => import('./lib/routes/match-roster-page'),
    'vysledky-playoff': () => import('./lib/routes/playoff-page'),
    'vysledky-statistiky': () => import('./lib/routes/statistics-page'),
    brackets: () => import('./lib/routes/brackets-page'),
  }),
  // The team page's programme by day has messages of its own, which no other page needs.
  ...withCatalog([resultsCatalog, teamDayCatalog], { 'vysledky-tym': () => import('./lib/routes/team-page') }),
  // The three printable schedules are one page module: one import, whose list of chunks every first load carries once.
  ...withCatalog([resultsCatalog, printCatalog], { 'tisk-tym': printPage, 'tisk-hala': printPage, 'tisk-den': printPage }),
};
export { resultsFirstData } from './lib/data/first-data';

/** The header's search: a small button on every page, its dialog loads on first use. */
export const resultsSlots: ShellSlots = { search: SearchButton };
