import { hashKey, type QueryClient } from '@tanstack/react-query';
import { applyLiveDelta, liveStreamEvents, liveStreamPath, liveStreamResumeParam, parseLiveDelta, type LiveData, type LiveDelta, type LiveEvent, type Match, type MatchDetail } from '@phc/api-contract';
import { queryKeys } from './query-keys';

export const liveStreamUrl = liveStreamPath;
export const pollIntervalMs = 15_000;
/** After the browser gave the stream up (an error answer), a new one is tried this much later. */
export const reopenDelayMs = 5_000;

/**
 * Which cached reads besides `live` a pushed change makes stale (`live` itself is patched with the
 * change): the match's detail, and statistics when events or the result changed. Only the ones a
 * screen shows refetch.
 */
export function keysToInvalidate(event: LiveEvent): (readonly unknown[])[] {
  const keys: (readonly unknown[])[] = [];
  if (event.matchId !== undefined) keys.push(queryKeys.match(event.matchId));
  // Statistics count events; other changes (stage, roster) leave them as they are.
  if (event.type === 'event' || event.type === 'match') keys.push(queryKeys.statistics);
  return keys;
}

/** Connections whose stream has opened at least once (and is not stopped): `live` follows it. */
let following = 0;

/**
 * How long `live` counts as fresh: for ever while a stream that worked follows it (the stream
 * patches it, and after a gap replays or resets), so coming back online or to the tab refetches
 * nothing; otherwise 10 s.
 */
export function liveStaleTime(): number {
  return following > 0 ? Infinity : 10_000;
}

/** Connections whose stream is open right now (opened, and no error since). */
let openStreams = 0;

/**
 * Whether a stream is open now: a write's own change then reaches `live` as a delta, so the writer
 * need not read the whole `live` again. While it reconnects the delta may come late (replayed) or
 * never (reset): a writer refetches then.
 */
export function isLiveStreamOpen(): boolean {
  return openStreams > 0;
}

/** Writes to each match answered on this device, per cache (see matchWriteCount). */
const matchWrites = new WeakMap<QueryClient, Map<number, number>>();

function countMatchWrite(queryClient: QueryClient, matchId: number) {
  const counts = matchWrites.get(queryClient) ?? new Map<number, number>();
  counts.set(matchId, (counts.get(matchId) ?? 0) + 1);
  matchWrites.set(queryClient, counts);
}

/**
 * How many of the user's own writes to the match this cache has taken. A read made outside the
 * cache compares it before and after: when it changed, the read began before a write and its match
 * is older than the cached one.
 */
export function matchWriteCount(queryClient: QueryClient, matchId: number): number {
  return matchWrites.get(queryClient)?.get(matchId) ?? 0;
}

/**
 * After the user's own write to a match (a walkover, the stage, a sealed protocol): the match detail
 * takes the match from the write's answer when it carries one (else it is read again, it is small);
 * `live` (every match and table of the tournament) is left to the stream's delta while a stream is
 * open, and read again only when none is, so a reporter on a bad connection pays a few hundred
 * bytes per write rather than the whole tournament.
 */
export async function refreshAfterMatchWrite(queryClient: QueryClient, matchId: number, match?: Match): Promise<void> {
  const reads: Promise<void>[] = [];
  countMatchWrite(queryClient, matchId);
  if (match) {
    // A read of the detail begun before the write would land after it and put the old match back
    // (a reporter's next points then went to the set just closed): it is cancelled first.
    await queryClient.cancelQueries({ queryKey: queryKeys.match(matchId), exact: true });
    queryClient.setQueryData<MatchDetail>(queryKeys.match(matchId), (old) => (old ? { ...old, match } : old));
  } else reads.push(queryClient.invalidateQueries({ queryKey: queryKeys.match(matchId) }));
  if (!isLiveStreamOpen()) reads.push(queryClient.invalidateQueries({ queryKey: queryKeys.live }));
  await Promise.all(reads);
}

/** The id of the last message each cache has seen: a later connection resumes from it. */
const resumeIds = new WeakMap<QueryClient, string>();

export interface LiveUpdatesOptions {
  url?: string;
  createEventSource?: (url: string) => EventSource;
  onStatus?: (status: 'live' | 'polling') => void;
}

/**
 * Keeps competition data fresh: the stream's changes are applied to the cached `live` data in place
 * (no refetch while connected); after a gap the stream replays what was missed, or says `reset` and
 * `live` is read again once. While the stream is down (proxy, old browser) `live` is polled instead,
 * unless the device is offline, and the stream is retried.
 */
export function connectLiveUpdates(queryClient: QueryClient, options: LiveUpdatesOptions = {}): () => void {
  const url = options.url ?? liveStreamUrl;
  let poll: ReturnType<typeof setInterval> | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let followed = false;
  let isOpen = false;
  const markOpen = (next: boolean) => {
    if (next !== isOpen) openStreams += next ? 1 : -1;
    isOpen = next;
  };
  const refetchLive = () => void queryClient.invalidateQueries({ queryKey: queryKeys.live });
  const startPolling = () => {
    if (poll) return;
    options.onStatus?.('polling');
    poll = setInterval(() => {
      // A request of a device that knows it is offline only fails.
      if (typeof navigator === 'undefined' || navigator.onLine !== false) refetchLive();
    }, pollIntervalMs);
  };
  const stopPolling = () => {
    if (poll) clearInterval(poll);
    poll = undefined;
  };
  if (typeof EventSource === 'undefined' && !options.createEventSource) {
    startPolling();
    return stopPolling;
  }
  const live = createLivePatcher(queryClient);
  const remember = (message: Event) => {
    const id = (message as MessageEvent).lastEventId;
    if (id) resumeIds.set(queryClient, id);
  };

  const open = () => {
    const resumeId = resumeIds.get(queryClient);
    const target = resumeId ? `${url}${url.includes('?') ? '&' : '?'}${liveStreamResumeParam}=${encodeURIComponent(resumeId)}` : url;
    const source = (options.createEventSource ?? ((u) => new EventSource(u)))(target);
    source.addEventListener('open', () => {
      stopPolling();
      if (!followed) following += 1;
      followed = true;
      markOpen(true);
      options.onStatus?.('live');
    });
    source.addEventListener('error', () => {
      markOpen(false);
      startPolling();
      // The browser retries a dropped connection itself (with Last-Event-ID), not an error answer.
      if (source.readyState === 2 && !stopped && !reopen) {
        reopen = setTimeout(() => {
          reopen = undefined;
          if (stopped) return;
          current = open();
        }, reopenDelayMs);
      }
    });
    source.addEventListener(liveStreamEvents.ready, (message) => {
      remember(message);
      // A `live` read before this stream may have missed a change: read it again if it is not the server's.
      const server = readyGeneratedAt((message as MessageEvent<string>).data);
      const cached = queryClient.getQueryData<LiveData>(queryKeys.live);
      if (cached && !live.fetching() && cached.generatedAt !== server) refetchLive();
    });
    source.addEventListener(liveStreamEvents.reset, (message) => {
      remember(message);
      live.clearPending();
      refetchLive();
      void queryClient.invalidateQueries({ queryKey: ['competition', 'match'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.statistics });
      // A published competition (issue 17) also brings groups and teams the static data did not have.
      void queryClient.invalidateQueries({ queryKey: queryKeys.static });
    });
    source.addEventListener(liveStreamEvents.change, (message) => {
      remember(message);
      const delta = parseLiveDelta((message as MessageEvent<string>).data);
      if (!delta) return;
      live.apply(delta);
      for (const queryKey of keysToInvalidate(delta)) void queryClient.invalidateQueries({ queryKey });
    });
    return source;
  };
  let current = open();
  return () => {
    if (followed && !stopped) following -= 1;
    stopped = true;
    markOpen(false);
    clearTimeout(reopen);
    stopPolling();
    live.stop();
    current.close();
  };
}

function readyGeneratedAt(data: string): string | undefined {
  try {
    const parsed = JSON.parse(data) as { generatedAt?: unknown } | null;
    return typeof parsed?.generatedAt === 'string' ? parsed.generatedAt : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Applies deltas to the cached `live` data. A delta that arrives while `live` is being read is kept
 * and applied again to what the read brings (which may have been made before it): the stream is in
 * order, so re-applying its latest messages leaves every row at its newest.
 */
function createLivePatcher(queryClient: QueryClient) {
  let pending: LiveDelta[] = [];
  const fetching = () => queryClient.getQueryState(queryKeys.live)?.fetchStatus === 'fetching';
  const patch = (deltas: LiveDelta[]) =>
    queryClient.setQueryData<LiveData>(queryKeys.live, (data) => (data ? deltas.reduce((acc, d) => applyLiveDelta(acc, d), data) : data));
  const liveHash = hashKey(queryKeys.live);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== liveHash || event.type !== 'updated') return;
    const action = event.action;
    if (action.type === 'success' && !action.manual && pending.length > 0) {
      const again = pending;
      pending = [];
      patch(again);
    } else if (action.type === 'error') pending = [];
  });
  return {
    fetching,
    apply(delta: LiveDelta) {
      if (fetching()) pending.push(delta);
      patch([delta]);
    },
    clearPending: () => (pending = []),
    stop: unsubscribe,
  };
}
