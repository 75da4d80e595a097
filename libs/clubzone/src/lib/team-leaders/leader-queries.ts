import { queryOptions } from '@tanstack/react-query';
import { teamLeaderEndpoints } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';

export const leaderKeys = {
  all: ['competition', 'team-leaders'] as const,
  list: (clubId: number) => ['competition', 'team-leaders', clubId] as const,
  invitation: (token: string) => ['competition', 'team-leader-invitation', token] as const,
  ledTeams: ['competition', 'led-teams'] as const,
};

export function createLeaderQueries(request: ApiRequest) {
  return {
    list: (clubId: number) =>
      queryOptions({
        queryKey: leaderKeys.list(clubId),
        queryFn: async ({ signal }) => (await request(teamLeaderEndpoints.list, { params: { clubId }, query: { _envelope: '1' }, signal })).data.map((row) => row.data),
        staleTime: 30_000,
      }),
    invitation: (token: string) =>
      queryOptions({
        queryKey: leaderKeys.invitation(token),
        queryFn: async ({ signal }) => (await request(teamLeaderEndpoints.invitation, { params: { token }, signal })).invitation,
        retry: false,
      }),
    /** The teams the logged-in account leads (accepted invitations): a leader's dashboard. */
    ledTeams: () =>
      queryOptions({
        queryKey: leaderKeys.ledTeams,
        queryFn: async ({ signal }) => (await request(teamLeaderEndpoints.ledTeams, { signal })).teams,
        staleTime: 60_000,
      }),
  };
}

export const leaderQueries = createLeaderQueries(apiRequest);
