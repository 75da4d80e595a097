import type { RouteModules, ShellSlots } from '@phc/i18n';
import { clubzoneRouteModules, clubzoneSlots } from '@phc/clubzone';
import { cmsFirstData, cmsRouteModules, cmsSlots } from '@phc/cms';
import { mapRouteModules } from '@phc/map';
import { matchProtocolRouteModules } from '@phc/match-protocol';
import { participantsRouteModules } from '@phc/participants';
import { resultsFirstData, resultsRouteModules, resultsSlots } from '@phc/results';
import type { FirstData } from '../first-paint/first-data';

/** Every feature's screens; each value is a dynamic import, so nothing here grows the main chunk. */
export const featureRouteModules: RouteModules = {
  ...resultsRouteModules,
  ...participantsRouteModules,
  ...clubzoneRouteModules,
  ...matchProtocolRouteModules,
  ...cmsRouteModules,
  ...mapRouteModules,
};

/**
 * The parts of every layout that features fill: the club zone's user bar, the content system's menu,
 * partners, footer and admin tools, the results' search. Each feature keeps its slot components small or lazy, since they
 * are on every page's first load.
 */
export const featureSlots: ShellSlots = {
  ...clubzoneSlots,
  ...cmsSlots,
  ...resultsSlots,
};

/** The reads each feature's first screen starts with (the public pages a first visit lands on). */
export const featureFirstData: readonly FirstData[] = [resultsFirstData, cmsFirstData];
