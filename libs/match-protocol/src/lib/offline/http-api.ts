import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, createApiClient, matchWriteCount, queries, queryKeys, withAdminFallback, type ApiRequest } from '@phc/api-client';
import { competitionAdminMatchDetailEndpoint, competitionMatchDetailEndpoint, competitionWriteEndpoints, type MatchDetail } from '@phc/api-contract';
import type { EventSyncApi } from './sync-engine';

/**
 * The engine's calls over the real client. The read is the uncached match detail (`_ts`, as
 * `queries.match(id, { uncached: true })`), made directly rather than through the query cache: a
 * refetch of the screen started before our writes would be shared and is stale. Its answer then
 * goes into the cache so the rest of the protocol screen shows what the server holds.
 */
/** The header the protocol's service worker puts on an answer it took from its cache (no network). */
export const cachedAnswerHeader = 'x-protocol-cache';

/**
 * The engine's read must come from the server: a cached copy (the service worker's fallback) may lack
 * events synced since, which the merge would take for removals. It counts as no network instead.
 */
const fromServerOnly: ApiRequest = createApiClient({
  fetch: async (...args) => {
    const response = await fetch(...args);
    if (response.headers.get(cachedAnswerHeader)) throw new TypeError('Offline: the answer came from the cache');
    return response;
  },
});

export function createHttpEventApi(queryClient: QueryClient, request: ApiRequest = apiRequest, read: ApiRequest = fromServerOnly): EventSyncApi {
  const e = competitionWriteEndpoints;
  return {
    createEvent: async (matchId, input) => (await request(e.createEvent, { params: { match_id: matchId }, body: { _data: input } })).event,
    createEvents: async (matchId, inputs) => (await request(e.createEvents, { params: { match_id: matchId }, body: { _data: { events: [...inputs] } } })).events,
    updateEvent: async (matchId, id, input) => (await request(e.updateEvent, { params: { match_id: matchId, id }, body: { _data: input } })).event,
    removeEvent: async (matchId, id) => {
      await request(e.removeEvent, { params: { match_id: matchId, id } });
    },
    readEvents: async (matchId) => {
      const query = { _ts: String(Date.now()) };
      const writes = matchWriteCount(queryClient, matchId);
      const detail = await withAdminFallback(
        () => read(competitionMatchDetailEndpoint, { params: { id: matchId }, query, cache: 'no-cache' }),
        () => read(competitionAdminMatchDetailEndpoint, { params: { id: matchId }, query, cache: 'no-cache' }),
        () => queryClient.ensureQueryData(queries.me()),
      );
      // A stage change answered meanwhile is newer than this answer's match: the cache keeps it.
      const newer = matchWriteCount(queryClient, matchId) === writes ? undefined : queryClient.getQueryData<MatchDetail>(queryKeys.match(matchId))?.match;
      queryClient.setQueryData<MatchDetail>(queryKeys.match(matchId), newer ? { ...detail, match: newer } : detail);
      return detail.events;
    },
  };
}
