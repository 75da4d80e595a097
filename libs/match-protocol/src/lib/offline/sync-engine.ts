import { isApiError } from '@phc/api-client';
import type { MatchEvent } from '@phc/api-contract';
import { mergeEvents, type EventConflict, type LocalEvent, type LocalEventInput, type LocalEventPatch } from './event-merge';

/** What a create or an update sends (the contract's MatchEventInput plus the stage). */
export interface SyncEventInput {
  minute: number;
  second: number;
  eventTypeId: number;
  teamId: number;
  participantId: number | null;
  assistParticipantId: number | null;
  stageId?: number | null;
  clientId?: string;
}

/** The server calls the engine needs; the hook passes the real client, tests a fake. */
export interface EventSyncApi {
  createEvent(matchId: number, input: SyncEventInput): Promise<MatchEvent>;
  updateEvent(matchId: number, id: number, input: SyncEventInput): Promise<MatchEvent>;
  removeEvent(matchId: number, id: number): Promise<void>;
  /** Must not be answered from any cache (the uncached match detail). */
  readEvents(matchId: number): Promise<readonly MatchEvent[]>;
}

/** What the device keeps per match. */
export interface StoredMatchEvents {
  version: 1;
  events: LocalEvent[];
  /** clientIds in the order they were added on this device, for undo. */
  added: string[];
}

export interface EventSyncStore {
  load(): Promise<StoredMatchEvents | null>;
  save(data: StoredMatchEvents): Promise<void>;
}

export interface EventSyncState {
  /** Every event, removals waiting to be sent included. */
  events: LocalEvent[];
  added: string[];
  conflicts: EventConflict[];
  loaded: boolean;
  syncing: boolean;
  /** ISO time of the first failed call (or the browser going offline); null while the server answers. */
  offlineSince: string | null;
  lastError: string | null;
  /** The referee sealed the protocol (409 `sealed`): nothing more is sent. */
  sealed: boolean;
  lastSyncedAt: string | null;
}

export interface EventSyncOptions {
  matchId: number;
  store: EventSyncStore;
  api: EventSyncApi;
  now?: () => Date;
  onChange?: (state: EventSyncState) => void;
  newClientId?: () => string;
}

/** Codes in `lastError` besides the server's own messages. */
export const syncErrors = { sealed: 'sealed', unauthorized: 'unauthorized', storage: 'storage', server: 'server' } as const;

/** A uuid without dashes' worry: the contract accepts [A-Za-z0-9_-]{8,64}. */
export function newClientId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function toInput(event: LocalEvent, withClientId: boolean): SyncEventInput {
  return {
    minute: event.minute,
    second: event.second,
    eventTypeId: event.eventTypeId,
    teamId: event.teamId,
    participantId: event.participantId,
    assistParticipantId: event.assistParticipantId,
    ...(event.stageId !== null ? { stageId: event.stageId } : {}),
    ...(withClientId ? { clientId: event.clientId } : {}),
  };
}

/** Changes the loop still has to send: not refused, and not the removal of something never created. */
export const isWaiting = (event: LocalEvent) => !event.synced && !event.error && !(event.deleted && event.id === null);

class StopPass extends Error {}

/** How one failed call affects the pass: keep going, stop it (and why), or mark the item refused. */
type Outcome = { kind: 'offline' } | { kind: 'stop'; error: string; sealed?: boolean } | { kind: 'refused'; error: string };

function classify(error: unknown): Outcome {
  if (!isApiError(error)) {
    if ((error as Error)?.name === 'AbortError') return { kind: 'offline' };
    // A 2xx the contract did not expect: the write may have happened; the clientId makes a retry safe.
    return { kind: 'stop', error: syncErrors.server };
  }
  if (error.status === 0) return { kind: 'offline' };
  if (error.status === 409 && error.code === 'sealed') return { kind: 'stop', error: syncErrors.sealed, sealed: true };
  if (error.status === 401 || error.status === 403) return { kind: 'stop', error: syncErrors.unauthorized };
  if (error.status >= 500 || error.status === 408 || error.status === 429) return { kind: 'stop', error: syncErrors.server };
  return { kind: 'refused', error: error.message || error.code };
}

export type EventSync = ReturnType<typeof createEventSync>;

/**
 * The device's events of one match and their way to the server, without React (SPEC §4, §5):
 * every change is written to the store before anything is sent; `syncOnce()` sends every waiting
 * change in order, reads the match back and merges. Passes never overlap.
 */
export function createEventSync(options: EventSyncOptions) {
  const { matchId, store, api } = options;
  const now = options.now ?? (() => new Date());
  const makeId = options.newClientId ?? newClientId;
  let state: EventSyncState = {
    events: [],
    added: [],
    conflicts: [],
    loaded: false,
    syncing: false,
    offlineSince: null,
    lastError: null,
    sealed: false,
    lastSyncedAt: null,
  };
  let disposed = false;
  const listeners = new Set<(s: EventSyncState) => void>();
  let saving: Promise<void> = Promise.resolve();

  const set = (patch: Partial<EventSyncState>) => {
    state = { ...state, ...patch };
    options.onChange?.(state);
    for (const listener of listeners) listener(state);
  };

  /** Writes are chained so the store always ends with the latest state. */
  const persist = (): Promise<void> => {
    const snapshot: StoredMatchEvents = { version: 1, events: state.events, added: state.added };
    saving = saving.then(async () => {
      if (disposed) return;
      try {
        await store.save(snapshot);
      } catch (error) {
        console.warn('match-protocol: events could not be stored on this device', error);
        set({ lastError: syncErrors.storage });
      }
    });
    return saving;
  };

  const replace = (clientId: string, change: (event: LocalEvent) => LocalEvent | null) => {
    const events: LocalEvent[] = [];
    for (const event of state.events) {
      if (event.clientId !== clientId) events.push(event);
      else {
        const next = change(event);
        if (next) events.push(next);
      }
    }
    set({ events });
  };

  const find = (clientId: string) => state.events.find((e) => e.clientId === clientId);

  const markOnline = () => {
    if (state.offlineSince !== null) set({ offlineSince: null });
  };
  const markOffline = () => {
    if (state.offlineSince === null) set({ offlineSince: now().toISOString() });
  };

  /** Applies a create or update answer, unless the event changed here while it was on its way. */
  const applySent = (sent: LocalEvent, answer: MatchEvent) => {
    replace(sent.clientId, (current) => {
      const unchanged = current.updatedAt === sent.updatedAt && !current.deleted;
      return {
        ...current,
        id: answer.id,
        stageId: current.stageId ?? answer.stageId ?? null,
        baseUpdatedAt: answer.updatedAt,
        synced: unchanged,
        error: null,
        ...(unchanged ? { updatedAt: answer.updatedAt } : {}),
      };
    });
  };

  const sendOne = async (event: LocalEvent): Promise<void> => {
    if (event.deleted) {
      if (event.id === null) return; // never created: the merge drops it once the server confirms
      try {
        await api.removeEvent(matchId, event.id);
      } catch (error) {
        if (!isApiError(error, 404)) throw error;
      }
      replace(event.clientId, (current) => (current.updatedAt === event.updatedAt ? null : current));
      return;
    }
    if (event.id === null) {
      applySent(event, await api.createEvent(matchId, toInput(event, true)));
      return;
    }
    try {
      applySent(event, await api.updateEvent(matchId, event.id, toInput(event, false)));
    } catch (error) {
      if (!isApiError(error, 404)) throw error;
      // Removed there while edited here: the edit is kept by creating the event again.
      const recreated = { ...event, id: null, baseUpdatedAt: null };
      replace(event.clientId, (current) => ({ ...current, id: null, baseUpdatedAt: null }));
      applySent(recreated, await api.createEvent(matchId, toInput(recreated, true)));
    }
  };

  const sendWaiting = async () => {
    const queue = state.events.filter(isWaiting).map((e) => e.clientId);
    for (const clientId of queue) {
      const event = find(clientId);
      if (!event || !isWaiting(event)) continue;
      try {
        await sendOne(event);
        markOnline();
      } catch (error) {
        const outcome = classify(error);
        if (outcome.kind === 'offline') {
          markOffline();
          throw new StopPass();
        }
        if (outcome.kind === 'stop') {
          markOnline();
          set({ lastError: outcome.error, sealed: state.sealed || !!outcome.sealed });
          return;
        }
        markOnline();
        replace(clientId, (current) => (current.updatedAt === event.updatedAt ? { ...current, error: outcome.error } : current));
        set({ lastError: outcome.error });
      }
      await persist();
    }
  };

  const mergeServer = async (server: readonly MatchEvent[]) => {
    const { events, conflicts } = mergeEvents(state.events, server);
    const known = new Set(events.map((e) => e.clientId));
    const kept = state.conflicts.filter((c) => !conflicts.some((n) => n.clientId === c.clientId));
    set({ events, conflicts: [...kept, ...conflicts], added: state.added.filter((id) => known.has(id)) });
    await persist();
  };

  const pass = async () => {
    if (disposed || !state.loaded) return;
    set({ syncing: true });
    try {
      const hadError = state.lastError;
      if (!state.sealed) await sendWaiting();
      const server = await api.readEvents(matchId);
      markOnline();
      if (disposed) return;
      await mergeServer(server);
      const refused = state.events.find((e) => e.error)?.error ?? null;
      // An error of this pass stays on screen; one of an earlier pass clears once everything went through.
      if (state.lastError === hadError && !state.sealed) set({ lastError: refused });
      set({ lastSyncedAt: now().toISOString() });
    } catch (error) {
      if (!(error instanceof StopPass)) {
        const outcome = classify(error);
        if (outcome.kind === 'offline') markOffline();
        else set({ lastError: outcome.error });
      }
    } finally {
      set({ syncing: false });
    }
  };

  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  /** One pass at a time; asking during a pass runs one more after it (never more than one waiting). */
  const syncOnce = (): Promise<void> => {
    if (queued) return queued;
    if (!running) {
      running = pass().finally(() => {
        running = null;
      });
      return running;
    }
    queued = running.then(() => {
      queued = null;
      return syncOnce();
    });
    return queued;
  };

  const stamp = () => now().toISOString();

  return {
    getState: () => state,
    subscribe(listener: (s: EventSyncState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      let stored: StoredMatchEvents | null = null;
      try {
        stored = await store.load();
      } catch (error) {
        console.warn('match-protocol: stored events could not be read', error);
        set({ lastError: syncErrors.storage });
      }
      // Changes made before the store answered come after the stored ones.
      const ids = new Set(state.events.map((e) => e.clientId));
      set({
        events: [...(stored?.events ?? []).filter((e) => !ids.has(e.clientId)), ...state.events],
        added: [...(stored?.added ?? []).filter((id) => !state.added.includes(id)), ...state.added],
        loaded: true,
      });
    },
    async add(input: LocalEventInput): Promise<LocalEvent> {
      const event: LocalEvent = { ...input, clientId: makeId(), id: null, matchId, updatedAt: stamp(), deleted: false, synced: false, baseUpdatedAt: null, error: null };
      set({ events: [...state.events, event], added: [...state.added, event.clientId] });
      await persist();
      return event;
    },
    async update(clientId: string, patch: LocalEventPatch): Promise<void> {
      if (!find(clientId)) return;
      replace(clientId, (current) => ({ ...current, ...patch, updatedAt: stamp(), synced: false, error: null }));
      await persist();
    },
    async remove(clientId: string): Promise<void> {
      if (!find(clientId)) return;
      replace(clientId, (current) => ({ ...current, deleted: true, synced: false, updatedAt: stamp(), error: null }));
      set({ added: state.added.filter((id) => id !== clientId) });
      await persist();
    },
    /** Removes the event most recently added on this device that is still there. */
    async undoLast(): Promise<LocalEvent | null> {
      for (let i = state.added.length - 1; i >= 0; i -= 1) {
        const event = find(state.added[i]);
        if (event && !event.deleted) {
          await this.remove(event.clientId);
          return event;
        }
      }
      return null;
    },
    syncOnce,
    mergeServer,
    markOffline,
    dismissConflicts: () => set({ conflicts: [] }),
    /** Waits for the pass in progress and the store writes. */
    async settle() {
      await (queued ?? running);
      await saving;
    },
    dispose() {
      disposed = true;
      listeners.clear();
    },
  };
}
