import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queries, queryKeys } from '@phc/api-client';
import { configValue, type StaticData } from '@phc/api-contract';
import { visibleEvents, type EventConflict, type LocalEvent, type LocalEventInput, type LocalEventPatch } from './event-merge';
import { createEventStore, createMemoryStore } from './event-store';
import { createHttpEventApi } from './http-api';
import { createEventSync, isWaiting, type EventSync, type EventSyncApi, type EventSyncState, type EventSyncStore } from './sync-engine';

/** SPEC §9: offline event sync every 10000 ms. */
export const syncIntervalMs = 10_000;

export interface MatchEventsStatus {
  /** Changes not on the server yet, refused ones included ("N waiting"; 0 and online: "all saved"). */
  pending: number;
  /** Of those, the changes the server refused (each event carries its `error`): not retried until edited. */
  failed: number;
  online: boolean;
  /** ISO time the device lost the server ("offline since hh:mm"); null while online. */
  offlineSince: string | null;
  syncing: boolean;
  /** The server's message of a refused change, or a code: `sealed`, `unauthorized`, `storage`, `server`. */
  lastError: string | null;
  conflicts: EventConflict[];
  /** The protocol was sealed: changes are no longer sent. */
  sealed: boolean;
  /** ISO time of the last complete pass. */
  lastSyncedAt: string | null;
  /** `offline_match_protocol` is on: changes are kept on the device until sent. */
  persistent: boolean;
}

export interface MatchEvents {
  /** Visible (not removed) events, by stage and time. */
  events: LocalEvent[];
  add(input: LocalEventInput): Promise<LocalEvent>;
  update(clientId: string, patch: LocalEventPatch): Promise<void>;
  remove(clientId: string): Promise<void>;
  /** Removes the event most recently added on this device. */
  undoLast(): Promise<void>;
  status: MatchEventsStatus;
  syncNow(): Promise<void>;
  dismissConflicts(): void;
  /** The device's store was read (and the tournament's configuration known). */
  ready: boolean;
}

export interface UseMatchEventsOptions {
  /** Tests: calls and storage of their own. */
  api?: EventSyncApi;
  store?: EventSyncStore;
}

interface Entry {
  sync: EventSync;
  users: number;
  stop: () => void;
  closing?: ReturnType<typeof setTimeout>;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * A pass, unless the device says it is offline: a send then can only fail (and from a page a service
 * worker controls, a browser's offline emulation may not even stop it). 'online' starts the next pass.
 */
function sendWhenOnline(sync: EventSync): void {
  if (browserOnline()) void sync.syncOnce();
  else sync.markOffline();
}

/** One engine per match and query client, however many components of the screen use the hook. */
const engines = new WeakMap<QueryClient, Map<string, Entry>>();
/** A screen unmounting and mounting again (StrictMode, a route change) keeps its engine meanwhile. */
const lingerMs = 2_000;

function startEngine(queryClient: QueryClient, matchId: number, persistent: boolean, options: UseMatchEventsOptions): Entry {
  const sync = createEventSync({
    matchId,
    api: options.api ?? createHttpEventApi(queryClient),
    store: options.store ?? (persistent ? createEventStore(matchId) : createMemoryStore()),
  });
  const run = () => sendWhenOnline(sync);
  void sync.load().then(run);
  const timer = setInterval(run, syncIntervalMs);
  const onOffline = () => sync.markOffline();
  window.addEventListener('online', run);
  window.addEventListener('offline', onOffline);
  // Another reporter's change arrives as a live-stream invalidation of the match: a pass reads and merges it.
  const key = JSON.stringify(queryKeys.match(matchId));
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'invalidate' && JSON.stringify(event.query.queryKey) === key) run();
  });
  return {
    sync,
    users: 0,
    stop: () => {
      clearInterval(timer);
      window.removeEventListener('online', run);
      window.removeEventListener('offline', onOffline);
      unsubscribe();
      sync.dispose();
    },
  };
}

function acquire(queryClient: QueryClient, matchId: number, persistent: boolean, options: UseMatchEventsOptions): Entry {
  let byKey = engines.get(queryClient);
  if (!byKey) engines.set(queryClient, (byKey = new Map()));
  const key = `${matchId}:${persistent}`;
  let entry = byKey.get(key);
  if (!entry) byKey.set(key, (entry = startEngine(queryClient, matchId, persistent, options)));
  clearTimeout(entry.closing);
  entry.users += 1;
  return entry;
}

function release(queryClient: QueryClient, matchId: number, persistent: boolean, entry: Entry): void {
  entry.users -= 1;
  if (entry.users > 0) return;
  entry.closing = setTimeout(() => {
    const byKey = engines.get(queryClient);
    if (entry.users > 0 || byKey?.get(`${matchId}:${persistent}`) !== entry) return;
    byKey.delete(`${matchId}:${persistent}`);
    entry.stop();
  }, lingerMs);
}

/** `offline_match_protocol` from the static data; unknown (static unreachable) counts as on: nothing is lost. */
function offlineSetting(data: StaticData | undefined, isError: boolean): boolean | undefined {
  if (data) return configValue(data.configurations, 'offline_match_protocol') === true;
  return isError ? true : undefined;
}

function useStageOrder(staticData: StaticData | undefined): Map<number, number> | undefined {
  return useMemo(() => (staticData ? new Map(staticData.matchStages.map((s) => [s.id, s.order])) : undefined), [staticData]);
}

const idle: EventSyncState = { events: [], added: [], conflicts: [], loaded: false, syncing: false, offlineSince: null, lastError: null, sealed: false, lastSyncedAt: null };
const noop = () => () => undefined;

/**
 * The protocol's match events (SPEC §4, §5, §9): every change is on screen at once, written to the
 * device (with `offline_match_protocol` on) before anything is sent, then sent right away and by a
 * loop every 10 s and whenever the browser comes back online. Changes of another reporter merge in.
 */
export function useMatchEvents(matchId: number, options: UseMatchEventsOptions = {}): MatchEvents {
  const queryClient = useQueryClient();
  const { data: staticData, isError } = useQuery(queries.static());
  const persistent = offlineSetting(staticData, isError);
  const stageOrder = useStageOrder(staticData);
  const [entry, setEntry] = useState<Entry | null>(null);

  useEffect(() => {
    if (persistent === undefined) return undefined;
    const acquired = acquire(queryClient, matchId, persistent, options);
    setEntry(acquired);
    return () => {
      release(queryClient, matchId, persistent, acquired);
      setEntry(null);
    };
    // The options are for tests and fixed for a hook's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, matchId, persistent]);

  const sync = entry?.sync;
  const state = useSyncExternalStore(
    sync?.subscribe ?? noop,
    () => sync?.getState() ?? idle,
    () => idle,
  );
  const online = useSyncExternalStore(subscribeOnline, browserOnline, () => true);

  const events = useMemo(() => visibleEvents(state.events, stageOrder), [state.events, stageOrder]);
  const status = useMemo<MatchEventsStatus>(
    () => ({
      pending: state.events.filter((e) => isWaiting(e) || (!e.synced && !!e.error)).length,
      failed: state.events.filter((e) => !e.synced && e.error).length,
      online: online && state.offlineSince === null,
      offlineSince: state.offlineSince,
      syncing: state.syncing,
      lastError: state.lastError,
      conflicts: state.conflicts,
      sealed: state.sealed,
      lastSyncedAt: state.lastSyncedAt,
      persistent: persistent !== false,
    }),
    [state, online, persistent],
  );

  const required = useCallback(() => {
    if (!sync) throw new Error('useMatchEvents: the events are not loaded yet (wait for `ready`)');
    return sync;
  }, [sync]);
  const add = useCallback(
    async (input: LocalEventInput) => {
      const engine = required();
      const event = await engine.add(input);
      sendWhenOnline(engine);
      return event;
    },
    [required],
  );
  const update = useCallback(
    async (clientId: string, patch: LocalEventPatch) => {
      const engine = required();
      await engine.update(clientId, patch);
      sendWhenOnline(engine);
    },
    [required],
  );
  const remove = useCallback(
    async (clientId: string) => {
      const engine = required();
      await engine.remove(clientId);
      sendWhenOnline(engine);
    },
    [required],
  );
  const undoLast = useCallback(async () => {
    const engine = required();
    if (await engine.undoLast()) sendWhenOnline(engine);
  }, [required]);
  const syncNow = useCallback(async () => {
    await sync?.syncOnce();
  }, [sync]);
  const dismissConflicts = useCallback(() => sync?.dismissConflicts(), [sync]);

  return { events, add, update, remove, undoLast, status, syncNow, dismissConflicts, ready: !!sync && state.loaded };
}

function subscribeOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}
