import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { LiveEventSchema, type LiveEvent } from '@phc/api-contract';
import { queryKeys } from './query-keys';

export const liveStreamUrl = '/api/v1/competition/live/stream';
export const pollIntervalMs = 15_000;

/** Which cached reads a pushed change makes stale. */
export function keysToInvalidate(event: LiveEvent): (readonly unknown[])[] {
  const keys: (readonly unknown[])[] = [queryKeys.live];
  if (event.matchId !== undefined) keys.push(queryKeys.match(event.matchId));
  // Statistics count events; other changes (stage, roster) leave them as they are.
  if (event.type === 'event' || event.type === 'match') keys.push(queryKeys.statistics);
  return keys;
}

/**
 * Keeps competition data fresh: Server-Sent Events invalidate exactly what changed; while the stream
 * is down (proxy, old browser) the live data is polled instead, and the stream is retried.
 */
export function connectLiveUpdates(
  queryClient: QueryClient,
  options: { url?: string; createEventSource?: (url: string) => EventSource; onStatus?: (status: 'live' | 'polling') => void } = {},
): () => void {
  const url = options.url ?? liveStreamUrl;
  let poll: ReturnType<typeof setInterval> | undefined;
  const startPolling = () => {
    if (poll) return;
    options.onStatus?.('polling');
    poll = setInterval(() => void queryClient.invalidateQueries({ queryKey: queryKeys.live }), pollIntervalMs);
  };
  const stopPolling = () => {
    if (poll) clearInterval(poll);
    poll = undefined;
  };
  if (typeof EventSource === 'undefined' && !options.createEventSource) {
    startPolling();
    return stopPolling;
  }
  const source = (options.createEventSource ?? ((u) => new EventSource(u)))(url);
  source.addEventListener('open', () => {
    stopPolling();
    options.onStatus?.('live');
    // Whatever changed while disconnected.
    void queryClient.invalidateQueries({ queryKey: queryKeys.live });
  });
  source.addEventListener('error', startPolling);
  source.addEventListener('change', (message) => {
    const parsed = v.safeParse(LiveEventSchema, JSON.parse((message as MessageEvent<string>).data));
    if (!parsed.success) return;
    for (const queryKey of keysToInvalidate(parsed.output)) void queryClient.invalidateQueries({ queryKey });
  });
  return () => {
    stopPolling();
    source.close();
  };
}
