import { adminEndpoints } from './admin-endpoints';
import { adminPlacesEndpoints } from './admin-places-endpoints';
import { adminCompetitionEndpoints } from './admin-competition-endpoints';
import { adminLotsEndpoints } from './admin-lots-endpoints';
import { adminCategoriesEndpoints } from './admin-categories-endpoints';
import { adminPricesEndpoints } from './admin-prices-endpoints';
import { adminConfigEndpoints } from './admin-config-endpoints';
import { adminClubsEndpoints } from './admin-clubs-endpoints';
import { adminTrainingsEndpoints } from './admin-trainings-endpoints';
import { adminRefereeDaysEndpoints } from './admin-referee-days-endpoints';
import { adminPeopleEndpoints } from './admin-people-endpoints';
import { adminImportExportEndpoints } from './admin-import-export-endpoints';
import { authEndpoints } from './auth-endpoints';
import { calendarEndpoints } from './calendar-endpoints';
import { followedTeamsEndpoints } from './followed-teams';
import { cmsEndpoints } from './cms-endpoints';
import { competitionEndpoints, competitionWriteEndpoints, matchProtocolEndpoints, matchRosterEndpoints, teamLeaderEndpoints, teamRequestEndpoints, trainingEndpoints, trainingJoinRequestEndpoints } from './competition-endpoints';
import type { Endpoint } from './endpoint';
import { systemEndpoints } from './system';
import { webEndpoints } from './web-endpoints';
import { orderSummaryEndpoints } from './order-summary-endpoints';

/** Every call of the API, by group: the server registers from it and `/apidocs/meta/refs` lists it. */
export const endpointGroups = {
  auth: authEndpoints,
  competition: competitionEndpoints,
  competitionWrite: competitionWriteEndpoints,
  matchRoster: matchRosterEndpoints,
  matchProtocol: matchProtocolEndpoints,
  teamRequest: teamRequestEndpoints,
  teamLeader: teamLeaderEndpoints,
  training: trainingEndpoints,
  trainingJoinRequest: trainingJoinRequestEndpoints,
  web: webEndpoints,
  orderSummary: orderSummaryEndpoints,
  calendar: calendarEndpoints,
  followedTeams: followedTeamsEndpoints,
  cms: cmsEndpoints,
  system: systemEndpoints,
  admin: adminEndpoints,
  adminConfig: adminConfigEndpoints,
  adminPlaces: adminPlacesEndpoints,
  adminClubs: adminClubsEndpoints,
  adminTrainings: adminTrainingsEndpoints,
  adminLots: adminLotsEndpoints,
  adminCompetition: adminCompetitionEndpoints,
  adminRefereeDays: adminRefereeDaysEndpoints,
  adminCategories: adminCategoriesEndpoints,
  adminPrices: adminPricesEndpoints,
  adminPeople: adminPeopleEndpoints,
  adminImportExport: adminImportExportEndpoints,
} as const;

/* @__NO_SIDE_EFFECTS__ */
function flatten(groups: Record<string, object>): readonly Endpoint[] {
  return Object.values(groups).flatMap((group) => Object.values(group) as Endpoint[]);
}

// Pure, so the web bundle (which never lists every call) drops the groups and their schemas.
export const allEndpoints: readonly Endpoint[] = flatten(endpointGroups);

/** The `/apidocs/meta/refs` answer. */
export function describeEndpoints(endpoints: readonly Endpoint[] = allEndpoints) {
  return {
    endpoints: endpoints.map((e) => ({ name: e.name, method: e.method, path: e.path, access: [...e.access], cache: e.cache ?? null })),
  };
}
