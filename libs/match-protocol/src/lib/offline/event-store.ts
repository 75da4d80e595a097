import localforage from 'localforage';
import type { LocalEvent } from './event-merge';
import type { EventSyncStore, StoredMatchEvents } from './sync-engine';

/** The protocol's own storage on the device (IndexedDB where there is one, localStorage otherwise). */
let storage: LocalForage | null = null;
const getStorage = () => (storage ??= localforage.createInstance({ name: 'phc', storeName: 'matchProtocol' }));

export const eventsKey = (matchId: number) => `match-protocol:events:${matchId}`;
export const clockKey = (matchId: number) => `match-protocol:clock:${matchId}`;

/** Some private modes leave IndexedDB hanging: after this long the protocol starts from the server alone. */
const readTimeoutMs = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`storage did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const isLocalEvent = (value: unknown): value is LocalEvent => {
  const e = value as LocalEvent;
  return !!e && typeof e.clientId === 'string' && typeof e.matchId === 'number' && typeof e.minute === 'number' && typeof e.updatedAt === 'string';
};

/** Whatever an older build (or a damaged store) left is read defensively: only well-formed events. */
export function sanitizeStored(value: unknown, matchId: number): StoredMatchEvents | null {
  const data = value as Partial<StoredMatchEvents> | null;
  if (!data || !Array.isArray(data.events)) return null;
  const events = data.events.filter(isLocalEvent).filter((e) => e.matchId === matchId);
  const added = Array.isArray(data.added) ? data.added.filter((id): id is string => typeof id === 'string') : [];
  return { version: 1, events, added };
}

/** The events of one match on this device (SPEC §4), under `match-protocol:events:<matchId>`. */
export function createEventStore(matchId: number, backend: Pick<LocalForage, 'getItem' | 'setItem'> = getStorage()): EventSyncStore {
  return {
    load: async () => sanitizeStored(await withTimeout(backend.getItem(eventsKey(matchId)), readTimeoutMs), matchId),
    save: async (data) => {
      await backend.setItem(eventsKey(matchId), data);
    },
  };
}

/** With `offline_match_protocol` off nothing outlives the page: the same engine over memory. */
export function createMemoryStore(): EventSyncStore {
  let data: StoredMatchEvents | null = null;
  return {
    load: async () => data,
    save: async (next) => {
      data = next;
    },
  };
}

/** The stopwatch of a match (its shape is the protocol screen's), stored before anything is sent. */
export async function loadClock<T>(matchId: number): Promise<T | null> {
  try {
    return await withTimeout(getStorage().getItem<T>(clockKey(matchId)), readTimeoutMs);
  } catch (error) {
    console.warn('match-protocol: the stopwatch could not be read', error);
    return null;
  }
}

export async function saveClock<T>(matchId: number, state: T): Promise<void> {
  try {
    await getStorage().setItem(clockKey(matchId), state);
  } catch (error) {
    console.warn('match-protocol: the stopwatch could not be stored', error);
  }
}
