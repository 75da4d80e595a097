import type { QueryClient } from '@tanstack/react-query';
import type { RouteName } from '@phc/i18n';
import { prefetchCompetition } from './use-competition';

const competitionScreens: readonly RouteName[] = [
  'vysledky',
  'vysledky-podle-dni',
  'vysledky-podle-hal',
  'vysledky-kategorie',
  'vysledky-skupina',
  'vysledky-tym',
  'vysledky-zapas',
  'vysledky-zapas-soupiska',
  'vysledky-playoff',
  'vysledky-statistiky',
  'brackets',
];

/**
 * The reads every results screen starts with (static and live data), for the shell to start on a
 * first visit before the screen's chunk arrives; the screens' loaders find them in flight.
 */
export const resultsFirstData: { routes: Partial<Record<RouteName, (queryClient: QueryClient) => void>> } = {
  routes: Object.fromEntries(competitionScreens.map((name) => [name, prefetchCompetition])),
};
