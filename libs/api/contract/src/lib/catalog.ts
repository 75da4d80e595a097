import { authEndpoints } from './auth';
import { cmsEndpoints } from './cms';
import { competitionEndpoints, competitionWriteEndpoints, matchRosterEndpoints, teamLeaderEndpoints, teamRequestEndpoints, trainingEndpoints, trainingJoinRequestEndpoints } from './competition';
import type { Endpoint } from './endpoint';
import { systemEndpoints } from './system';
import { webEndpoints } from './web';

/** Every call of the API, by group: the server registers from it and `/apidocs/meta/refs` lists it. */
export const endpointGroups = {
  auth: authEndpoints,
  competition: competitionEndpoints,
  competitionWrite: competitionWriteEndpoints,
  matchRoster: matchRosterEndpoints,
  teamRequest: teamRequestEndpoints,
  teamLeader: teamLeaderEndpoints,
  training: trainingEndpoints,
  trainingJoinRequest: trainingJoinRequestEndpoints,
  web: webEndpoints,
  cms: cmsEndpoints,
  system: systemEndpoints,
} as const;

export const allEndpoints: readonly Endpoint[] = Object.values(endpointGroups).flatMap((group) => Object.values(group) as Endpoint[]);

/** The `/apidocs/meta/refs` answer. */
export function describeEndpoints(endpoints: readonly Endpoint[] = allEndpoints) {
  return {
    endpoints: endpoints.map((e) => ({ name: e.name, method: e.method, path: e.path, access: [...e.access], cache: e.cache ?? null })),
  };
}
