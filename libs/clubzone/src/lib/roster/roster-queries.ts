import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { teamRequestEndpoints, webEndpoints, type TeamRequestInput } from '@phc/api-contract';
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

/** An exception request refetches the club's requests and its roster (an approval opens teams). */
const refetchRequests = (client: QueryClient, clubId: number) =>
  Promise.all([client.invalidateQueries({ queryKey: rosterKeys.teamRequests(clubId) }), client.invalidateQueries({ queryKey: rosterKeys.participants(clubId) })]);

/** The club's exception requests: filed (the form lists a refusal's reasons) and cancelled. */
export function createRequestMutations(request: ApiRequest) {
  return {
    create: (clubId: number) =>
      mutationOptions({
        mutationKey: [...rosterKeys.teamRequests(clubId), 'create'] as const,
        mutationFn: (input: TeamRequestInput) => request(webEndpoints.exceptionRequestCreate, { body: input }),
        onSuccess: (_data, _variables, _onMutateResult, { client }) => refetchRequests(client, clubId),
      }),
    /** The list refetches either way: a request the organiser decided meanwhile shows as decided. */
    cancel: (clubId: number) =>
      mutationOptions({
        mutationKey: [...rosterKeys.teamRequests(clubId), 'cancel'] as const,
        mutationFn: (id: number) => request(webEndpoints.exceptionRequestCancel, { params: { id } }),
        onSettled: (_data, _error, _variables, _onMutateResult, { client }) => refetchRequests(client, clubId),
      }),
  };
}

export const requestMutations = createRequestMutations(apiRequest);
