import type { RouteName } from '@phc/i18n';

/**
 * The addresses of the static and live calls (the contract's competitionStaticEndpoint and
 * competitionLiveEndpoint, checked by a test): only the strings, so the entry does not carry their
 * schemas, which come with the screens.
 */
export const competitionReads = ['/api/v1/competition/static', '/api/v1/competition/live'] as const;

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
 * Every results screen reads the static and live data first: on a first visit the shell has the
 * browser download them while the screen's chunk loads, and the screen's own queries get them from
 * the preload instead of asking again.
 */
export const resultsFirstData: { preloads: Partial<Record<RouteName, () => readonly string[]>> } = {
  preloads: Object.fromEntries(competitionScreens.map((name) => [name, () => competitionReads])),
};
