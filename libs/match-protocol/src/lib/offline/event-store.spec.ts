import { createEventStore, eventsKey, sanitizeStored } from './event-store';
import type { LocalEvent } from './event-merge';
import type { StoredMatchEvents } from './sync-engine';

const event: LocalEvent = {
  clientId: 'client-1-abcdef',
  id: null,
  matchId: 7,
  minute: 3,
  second: 0,
  eventTypeId: 1,
  teamId: 10,
  participantId: null,
  assistParticipantId: null,
  stageId: 1,
  updatedAt: '2026-04-10T09:00:00.000Z',
  deleted: false,
  synced: false,
};

function memoryBackend() {
  const items = new Map<string, unknown>();
  return {
    items,
    getItem: async <T>(key: string) => (items.get(key) ?? null) as T | null,
    setItem: async <T>(key: string, value: T) => {
      items.set(key, value);
      return value;
    },
  };
}

describe('event store', () => {
  it('keeps the events of a match under match-protocol:events:<matchId>', async () => {
    const backend = memoryBackend();
    const store = createEventStore(7, backend);
    const data: StoredMatchEvents = { version: 1, events: [event], added: [event.clientId] };
    await store.save(data);
    expect(eventsKey(7)).toBe('match-protocol:events:7');
    expect(backend.items.get('match-protocol:events:7')).toEqual(data);
    expect(await store.load()).toEqual(data);
    expect(await createEventStore(8, backend).load()).toBeNull();
  });

  it('reads only well-formed events of the same match from whatever was stored', () => {
    expect(sanitizeStored(null, 7)).toBeNull();
    expect(sanitizeStored({ nonsense: true }, 7)).toBeNull();
    expect(sanitizeStored({ events: [event, { clientId: 5 }, { ...event, clientId: 'other-match-1', matchId: 8 }], added: [event.clientId, 3] }, 7)).toEqual({
      version: 1,
      events: [event],
      added: [event.clientId],
    });
  });

  it('gives up on a store that never answers', async () => {
    jest.useFakeTimers();
    try {
      const store = createEventStore(7, { getItem: () => new Promise(() => undefined), setItem: async <T>(_k: string, v: T) => v });
      const loading = expect(store.load()).rejects.toThrow(/did not answer/);
      jest.advanceTimersByTime(3000);
      await loading;
    } finally {
      jest.useRealTimers();
    }
  });
});
