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
  /** Several new events in one request and one transaction (all or none); inputs carry their clientId. */
  createEvents(matchId: number, inputs: readonly SyncEventInput[]): Promise<readonly MatchEvent[]>;
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

/** The contract's limit on one batch of new events. */
const maxBatch = 200;

/** The new events (never sent, not removed) at the head of the queue, in order, up to the first other change. */
function newEventsFrom(head: readonly (LocalEvent | undefined)[]): LocalEvent[] {
  const run: LocalEvent[] = [];
  for (const event of head) {
    if (!event || !isWaiting(event) || event.id !== null || event.deleted) break;
    run.push(event);
  }
  return run;
}

/** Changes the loop still has to send: not refused, and not the removal of something never created. */
export const isWaiting = (event: LocalEvent) => !event.synced && !event.error && !(event.deleted && event.id === null);

class StopPass extends Error {}

/** The server refused the rest of the queue (the protocol sealed, or the reporter no longer allowed). */
class StoppedBy extends Error {
  constructor(
    readonly reason: string,
    readonly sealed: boolean,
  ) {
    super(reason);
  }
}

/** One tab at a time reads and writes a match's store (Web Locks where the browser has them). */
async function withLock(name: string, task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (locks?.request) await locks.request(name, task);
  else await task();
}

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

const initialState: EventSyncState = {
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

/**
 * The device's events of one match and their way to the server, without React (SPEC §4, §5):
 * every change is written to the store before anything is sent; `syncOnce()` sends every waiting
 * change in order, reads the match back and merges. Passes never overlap.
 */
export class EventSync {
  private state: EventSyncState = initialState;
  private disposed = false;
  private readonly listeners = new Set<(s: EventSyncState) => void>();
  /** Every clientId this engine has held: an event it dropped is not taken over again from the store. */
  private readonly seen = new Set<string>();
  private saving: Promise<void> = Promise.resolve();
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private readonly matchId: number;
  private readonly now: () => Date;
  private readonly makeId: () => string;

  constructor(private readonly options: EventSyncOptions) {
    this.matchId = options.matchId;
    this.now = options.now ?? (() => new Date());
    this.makeId = options.newClientId ?? newClientId;
  }

  readonly getState = (): EventSyncState => this.state;

  readonly subscribe = (listener: (s: EventSyncState) => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Reads what the device kept; changes made before the store answered come after the stored ones. */
  async load(): Promise<void> {
    let stored: StoredMatchEvents | null = null;
    try {
      stored = await this.options.store.load();
    } catch (error) {
      console.warn('match-protocol: stored events could not be read', error);
      this.set({ lastError: syncErrors.storage });
    }
    const { events, added } = this.state;
    const ids = new Set(events.map((e) => e.clientId));
    this.set({
      events: [...(stored?.events ?? []).filter((e) => !ids.has(e.clientId)), ...events],
      added: [...(stored?.added ?? []).filter((id) => !added.includes(id)), ...added],
      loaded: true,
    });
  }

  async add(input: LocalEventInput): Promise<LocalEvent> {
    const event: LocalEvent = { ...input, clientId: this.makeId(), id: null, matchId: this.matchId, updatedAt: this.stamp(), deleted: false, synced: false, baseUpdatedAt: null, error: null };
    this.set({ events: [...this.state.events, event], added: [...this.state.added, event.clientId] });
    await this.persist();
    return event;
  }

  async update(clientId: string, patch: LocalEventPatch): Promise<void> {
    if (!this.find(clientId)) return;
    this.replace(clientId, (current) => ({ ...current, ...patch, updatedAt: this.stamp(), synced: false, error: null }));
    await this.persist();
  }

  async remove(clientId: string): Promise<void> {
    if (!this.find(clientId)) return;
    this.replace(clientId, (current) => ({ ...current, deleted: true, synced: false, updatedAt: this.stamp(), error: null }));
    this.set({ added: this.state.added.filter((id) => id !== clientId) });
    await this.persist();
  }

  /** Removes the event most recently added on this device that is still there. */
  async undoLast(): Promise<LocalEvent | null> {
    const { added } = this.state;
    for (let i = added.length - 1; i >= 0; i -= 1) {
      const event = this.find(added[i]);
      if (event && !event.deleted) {
        await this.remove(event.clientId);
        return event;
      }
    }
    return null;
  }

  /** One pass at a time; asking during a pass runs one more after it (never more than one waiting). */
  readonly syncOnce = (): Promise<void> => {
    if (this.queued) return this.queued;
    if (!this.running) {
      this.running = this.pass().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued = this.running.then(() => {
      this.queued = null;
      return this.syncOnce();
    });
    return this.queued;
  };

  /** Merges the server's events (a fresh read) into the device's. */
  async mergeServer(server: readonly MatchEvent[]): Promise<void> {
    const { events, conflicts } = mergeEvents(this.state.events, server);
    const known = new Set(events.map((e) => e.clientId));
    const kept = this.state.conflicts.filter((c) => !conflicts.some((n) => n.clientId === c.clientId));
    this.set({ events, conflicts: [...kept, ...conflicts], added: this.state.added.filter((id) => known.has(id)) });
    await this.persist();
  }

  readonly markOffline = (): void => {
    if (this.state.offlineSince === null) this.set({ offlineSince: this.now().toISOString() });
  };

  readonly dismissConflicts = (): void => this.set({ conflicts: [] });

  /** Waits for the pass in progress and the store writes. */
  async settle(): Promise<void> {
    await (this.queued ?? this.running);
    await this.saving;
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
  }

  private stamp(): string {
    return this.now().toISOString();
  }

  private set(patch: Partial<EventSyncState>): void {
    this.state = { ...this.state, ...patch };
    if (patch.events) for (const event of patch.events) this.seen.add(event.clientId);
    this.options.onChange?.(this.state);
    for (const listener of this.listeners) listener(this.state);
  }

  /**
   * Writes are chained so the store always ends with the latest state. A second tab on the same match
   * writes the same key: what it recorded and this tab never saw is taken over before writing, so
   * neither tab's unsent events are overwritten (both send them; the clientId keeps them single).
   */
  private persist(): Promise<void> {
    this.saving = this.saving.then(async () => {
      if (this.disposed) return;
      try {
        await withLock(`match-protocol:events:${this.matchId}`, async () => {
          this.adoptOtherTabs(await this.options.store.load().catch(() => null));
          await this.options.store.save({ version: 1, events: this.state.events, added: this.state.added });
        });
      } catch (error) {
        console.warn('match-protocol: events could not be stored on this device', error);
        this.set({ lastError: syncErrors.storage });
      }
    });
    return this.saving;
  }

  private adoptOtherTabs(stored: StoredMatchEvents | null): void {
    const foreign = (stored?.events ?? []).filter((e) => !this.seen.has(e.clientId) && !e.synced && !e.deleted && e.matchId === this.matchId);
    if (foreign.length) this.set({ events: [...this.state.events, ...foreign] });
  }

  private find(clientId: string): LocalEvent | undefined {
    return this.state.events.find((e) => e.clientId === clientId);
  }

  private replace(clientId: string, change: (event: LocalEvent) => LocalEvent | null): void {
    const events: LocalEvent[] = [];
    for (const event of this.state.events) {
      const next = event.clientId === clientId ? change(event) : event;
      if (next) events.push(next);
    }
    this.set({ events });
  }

  private markOnline(): void {
    if (this.state.offlineSince !== null) this.set({ offlineSince: null });
  }

  /** Applies a create or update answer, unless the event changed here while it was on its way. */
  private applySent(sent: LocalEvent, answer: MatchEvent): void {
    this.replace(sent.clientId, (current) => {
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
  }

  private async sendOne(event: LocalEvent): Promise<void> {
    const { api } = this.options;
    if (event.deleted) {
      if (event.id === null) return; // never created: the merge drops it once the server confirms
      try {
        await api.removeEvent(this.matchId, event.id);
      } catch (error) {
        if (!isApiError(error, 404)) throw error;
      }
      this.replace(event.clientId, (current) => (current.updatedAt === event.updatedAt ? null : current));
      return;
    }
    if (event.id === null) {
      this.applySent(event, await api.createEvent(this.matchId, toInput(event, true)));
      return;
    }
    try {
      this.applySent(event, await api.updateEvent(this.matchId, event.id, toInput(event, false)));
    } catch (error) {
      if (!isApiError(error, 404)) throw error;
      // Removed there while edited here: the edit is kept by creating the event again.
      const recreated = { ...event, id: null, baseUpdatedAt: null };
      this.replace(event.clientId, (current) => ({ ...current, id: null, baseUpdatedAt: null }));
      this.applySent(recreated, await api.createEvent(this.matchId, toInput(recreated, true)));
    }
  }

  /** A failed send: no network ends the pass, a stop ends the queue, a refusal is returned to mark the change. */
  private refusal(error: unknown): string {
    const outcome = classify(error);
    if (outcome.kind === 'offline') {
      this.markOffline();
      throw new StopPass();
    }
    this.markOnline();
    if (outcome.kind === 'stop') throw new StoppedBy(outcome.error, !!outcome.sealed);
    return outcome.error;
  }

  /**
   * Sends a run of new events as one request: a reporter back in signal after a rally of taps sends
   * one request instead of dozens. True when it went through; false when the server refused it, and
   * the run then goes one by one so the refusal lands on the event it concerns.
   */
  private async sendBatch(batch: readonly LocalEvent[]): Promise<boolean> {
    try {
      const answers = await this.options.api.createEvents(this.matchId, batch.map((e) => toInput(e, true)));
      const byClientId = new Map(answers.map((a) => [a.clientId, a]));
      for (const sent of batch) {
        const answer = byClientId.get(sent.clientId);
        if (answer) this.applySent(sent, answer);
      }
      this.markOnline();
      await this.persist();
      return true;
    } catch (error) {
      this.refusal(error);
      return false;
    }
  }

  /** Sends every waiting change in order; throws StopPass when the network is gone. */
  private async sendWaiting(): Promise<void> {
    const queue = this.state.events.filter(isWaiting).map((e) => e.clientId);
    try {
      for (let i = 0; i < queue.length; ) {
        const run = newEventsFrom(queue.slice(i, i + maxBatch).map((id) => this.find(id)));
        if (run.length > 1 && (await this.sendBatch(run))) {
          i += run.length;
          continue;
        }
        await this.sendQueued(queue[i] as string);
        i += 1;
      }
    } catch (error) {
      if (!(error instanceof StoppedBy)) throw error;
      this.set({ lastError: error.reason, sealed: this.state.sealed || error.sealed });
    }
  }

  private async sendQueued(clientId: string): Promise<void> {
    const event = this.find(clientId);
    if (!event || !isWaiting(event)) return;
    try {
      await this.sendOne(event);
      this.markOnline();
    } catch (error) {
      const refused = this.refusal(error);
      this.replace(clientId, (current) => (current.updatedAt === event.updatedAt ? { ...current, error: refused } : current));
      this.set({ lastError: refused });
    }
    await this.persist();
  }

  private async pass(): Promise<void> {
    if (this.disposed || !this.state.loaded) return;
    this.set({ syncing: true });
    try {
      const hadError = this.state.lastError;
      if (!this.state.sealed) await this.sendWaiting();
      const server = await this.options.api.readEvents(this.matchId);
      this.markOnline();
      if (this.disposed) return;
      await this.mergeServer(server);
      // An error of this pass stays on screen; one of an earlier pass clears once everything went through.
      if (this.state.lastError === hadError && !this.state.sealed) this.set({ lastError: this.state.events.find((e) => e.error)?.error ?? null });
      this.set({ lastSyncedAt: this.now().toISOString() });
    } catch (error) {
      if (!(error instanceof StopPass)) {
        const outcome = classify(error);
        if (outcome.kind === 'offline') this.markOffline();
        else this.set({ lastError: outcome.error });
      }
    } finally {
      this.set({ syncing: false });
    }
  }
}

export function createEventSync(options: EventSyncOptions): EventSync {
  return new EventSync(options);
}
