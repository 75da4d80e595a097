import { queryOptions } from '@tanstack/react-query';
import { teamRequestEndpoints, webEndpoints } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';

/** Under the club's key (account/club-queries): invalidating the club refreshes its roster too. */
export const rosterKeys = {
  participants: (clubId: number) => ['web', 'club', clubId, 'participants'] as const,
  teamRequests: (clubId: number) => ['competition', 'team-requests', clubId] as const,
};

export function createRosterQueries(request: ApiRequest) {
  return {
    participants: (clubId: number) =>
      queryOptions({
        queryKey: rosterKeys.participants(clubId),
        queryFn: async ({ signal }) => (await request(webEndpoints.participants, { params: { clubId }, signal })).participants,
        staleTime: 30_000,
      }),
    /** SPEC §7: filter club, newest first, the envelope unwrapped. */
    teamRequests: (clubId: number) =>
      queryOptions({
        queryKey: rosterKeys.teamRequests(clubId),
        queryFn: async ({ signal }) => (await request(teamRequestEndpoints.list, { query: { 'filter[club]': clubId, sort: '-id', _envelope: '1' }, signal })).data.map((item) => item.data),
        staleTime: 30_000,
      }),
  };
}

export const rosterQueries = createRosterQueries(apiRequest);
