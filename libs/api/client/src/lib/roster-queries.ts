import { queryOptions } from '@tanstack/react-query';
import { competitionEndpoints, matchRosterEndpoints } from '@phc/api-contract';
import { queryKeys } from './query-keys';
import { apiRequest, type ApiRequest } from './request';

/**
 * Keys of the match roster screen's reads: under the match, so invalidating `queryKeys.match(id)`
 * after a roster save refreshes the candidates too; the referee lists are the tournament's.
 */
export const rosterQueryKeys = {
  rosterLimits: (matchId: number) => [...queryKeys.match(matchId), 'roster-limits'] as const,
  rosterCandidates: (matchId: number) => [...queryKeys.match(matchId), 'roster-candidates'] as const,
  teamRosterCandidates: (matchId: number, teamId: number) => [...queryKeys.match(matchId), 'roster-candidates', teamId] as const,
  referees: ['competition', 'referees'] as const,
  hallReferees: (hallId: number, day: string) => ['competition', 'hall-referees', hallId, day] as const,
};

/** SPEC §7 roster limits, roster candidates (match and team), referee list and hall referees. */
export function createRosterQueries(request: ApiRequest) {
  return {
    rosterLimits: (matchId: number) =>
      queryOptions({
        queryKey: rosterQueryKeys.rosterLimits(matchId),
        queryFn: ({ signal }) => request(matchRosterEndpoints.rosterLimits, { params: { id: matchId }, signal }),
        staleTime: 5 * 60_000,
      }),
    /** Both sides; a side the caller may not edit is null (a 403 when neither). */
    rosterCandidates: (matchId: number) =>
      queryOptions({
        queryKey: rosterQueryKeys.rosterCandidates(matchId),
        queryFn: ({ signal }) => request(matchRosterEndpoints.rosterCandidates, { params: { id: matchId }, signal, cache: 'no-cache' }),
        staleTime: 10_000,
      }),
    teamRosterCandidates: (matchId: number, teamId: number) =>
      queryOptions({
        queryKey: rosterQueryKeys.teamRosterCandidates(matchId, teamId),
        queryFn: ({ signal }) => request(matchRosterEndpoints.teamRosterCandidates, { params: { id: matchId, teamId }, signal, cache: 'no-cache' }),
        staleTime: 10_000,
      }),
    referees: () =>
      queryOptions({
        queryKey: rosterQueryKeys.referees,
        queryFn: async ({ signal }) => (await request(competitionEndpoints.referees, { signal })).referees,
        staleTime: 5 * 60_000,
      }),
    /** The referees already whistling in the hall that day (`day` as YYYY-MM-DD), offered first. */
    hallReferees: (hallId: number, day: string) =>
      queryOptions({
        queryKey: rosterQueryKeys.hallReferees(hallId, day),
        queryFn: async ({ signal }) => (await request(competitionEndpoints.hallReferees, { params: { hallId }, query: { day }, signal }))._data.refereeIds,
        staleTime: 60_000,
      }),
  };
}

// Pure: a page that never reads a roster drops these factories (and their endpoints) from its chunk.
export const rosterQueries = /* @__PURE__ */ createRosterQueries(apiRequest);
