import { queryOptions } from '@tanstack/react-query';
import { clubProtocolPinsEndpoint, competitionMyMatchesEndpoint } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from './request';

/** Keys of the match protocol's own reads; under `competition`, so a change of the draw refreshes them too. */
export const protocolQueryKeys = {
  myMatches: ['competition', 'my-matches'] as const,
  clubProtocolPins: (clubId: number) => ['competition', 'protocol-pins', clubId] as const,
};

/** The matches the user may edit, and the protocol PINs of a club's teams. */
export function createCompetitionQueries(request: ApiRequest) {
  return {
    /** Today's first; `teamIds` null is the whole match, otherwise the teams a leader edits the roster of. */
    myMatches: () =>
      queryOptions({
        queryKey: protocolQueryKeys.myMatches,
        queryFn: async ({ signal }) => (await request(competitionMyMatchesEndpoint, { signal, cache: 'no-cache' })).matches,
        staleTime: 60_000,
      }),
    /** The club's administrators get every team's PIN, a team leader their own teams' (403 to anyone else). */
    clubProtocolPins: (clubId: number) =>
      queryOptions({
        queryKey: protocolQueryKeys.clubProtocolPins(clubId),
        queryFn: async ({ signal }) => (await request(clubProtocolPinsEndpoint, { params: { id: clubId }, signal })).pins,
        staleTime: 5 * 60_000,
      }),
  };
}

// Pure: a page that never reads these drops them (and their endpoints) from its chunk.
export const competitionQueries = /* @__PURE__ */ createCompetitionQueries(apiRequest);
