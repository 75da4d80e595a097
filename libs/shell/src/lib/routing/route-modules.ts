import type { RouteModules } from '@phc/i18n';
import { clubzoneRouteModules } from '@phc/clubzone';
import { cmsRouteModules } from '@phc/cms';
import { mapRouteModules } from '@phc/map';
import { matchProtocolRouteModules } from '@phc/match-protocol';
import { resultsRouteModules } from '@phc/results';

/** Every feature's screens; each value is a dynamic import, so nothing here grows the main chunk. */
export const featureRouteModules: RouteModules = {
  ...resultsRouteModules,
  ...clubzoneRouteModules,
  ...matchProtocolRouteModules,
  ...cmsRouteModules,
  ...mapRouteModules,
};
