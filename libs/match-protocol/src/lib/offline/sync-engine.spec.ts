import { ApiError } from '@phc/api-client';
import { createMemoryStore } from './event-store';
import { visibleEvents, type LocalEventInput } from './event-merge';
import { fakeEventServer as fakeServer, type Fault } from './fake-event-server';
import { createEventSync, type EventSyncApi, type SyncEventInput } from './sync-engine';

const matchId = 7;

/** A deterministic random source, so a failing run can be replayed. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const input = (minute: number, overrides: Partial<LocalEventInput> = {}): LocalEventInput => ({
  minute,
  second: 0,
  eventTypeId: 1,
  teamId: 10,
  participantId: 100 + minute,
  assistParticipantId: null,
  stageId: 1,
  ...overrides,
});

let uid = 0;
async function engine(api: EventSyncApi, store = createMemoryStore()) {
  const sync = createEventSync({ matchId, api, store, newClientId: () => `client-${++uid}-abcdef` });
  await sync.load();
  return sync;
}

describe('createEventSync', () => {
  it('creates an event with its clientId and takes the server id', async () => {
    const server = fakeServer();
    const sync = await engine(server.api);
    const added = await sync.add(input(3));
    expect(sync.getState().events[0]).toEqual(expect.objectContaining({ id: null, synced: false }));
    await sync.syncOnce();
    const [stored] = server.events.values();
    expect(stored.clientId).toBe(added.clientId);
    expect(sync.getState().events).toEqual([expect.objectContaining({ clientId: added.clientId, id: stored.id, synced: true })]);
  });

  it('never duplicates an event whose create answer was lost', async () => {
    const faults: Fault[] = ['after'];
    const server = fakeServer(() => faults.shift() ?? null);
    const sync = await engine(server.api);
    await sync.add(input(3));
    await sync.syncOnce();
    expect(sync.getState().offlineSince).not.toBeNull();
    expect(sync.getState().events[0].synced).toBe(false);
    await sync.syncOnce();
    expect(server.events.size).toBe(1);
    expect(sync.getState().events).toEqual([expect.objectContaining({ synced: true, id: 1 })]);
    expect(sync.getState().offlineSince).toBeNull();
  });

  it('writes a change to the store before anything is sent', async () => {
    const order: string[] = [];
    const server = fakeServer();
    const store = createMemoryStore();
    const save = store.save;
    store.save = async (data) => {
      order.push(`save:${data.events.length}`);
      await save(data);
    };
    const api = { ...server.api, createEvent: (m: number, i: SyncEventInput) => (order.push('create'), server.api.createEvent(m, i)) };
    const sync = await engine(api, store);
    await sync.add(input(3));
    await sync.syncOnce();
    expect(order.slice(0, 2)).toEqual(['save:1', 'create']);
  });

  it('sends the events tapped while offline in one request once the network is back, each with its server id', async () => {
    let offline = true;
    const server = fakeServer(() => (offline ? 'before' : null));
    const sync = await engine(server.api);
    for (const minute of [1, 2, 3, 4, 5]) await sync.add(input(minute));
    await sync.syncOnce();
    offline = false;
    server.calls.length = 0;
    await sync.syncOnce();
    expect(server.calls).toEqual(['createMany', 'read']);
    expect(sync.getState().events.map((e) => [e.minute, e.id, e.synced])).toEqual([1, 2, 3, 4, 5].map((minute, i) => [minute, i + 1, true]));
  });

  it('never duplicates a batch whose answer was lost', async () => {
    const faults: Fault[] = ['after'];
    const server = fakeServer(() => faults.shift() ?? null);
    const sync = await engine(server.api);
    for (const minute of [1, 2, 3]) await sync.add(input(minute));
    await sync.syncOnce();
    expect(sync.getState().events.every((e) => !e.synced)).toBe(true);
    await sync.syncOnce();
    expect(server.events.size).toBe(3);
    expect(sync.getState().events.every((e) => e.synced)).toBe(true);
  });

  it('sends a refused batch one by one, so only the event the server refuses is marked failed', async () => {
    const server = fakeServer();
    const refused = (i: SyncEventInput) => i.minute === 2;
    const api = {
      ...server.api,
      createEvents: async (m: number, inputs: readonly SyncEventInput[]) => (inputs.some(refused) ? Promise.reject(new ApiError(400, 'validation', 'Invalid event time')) : server.api.createEvents(m, inputs)),
      createEvent: async (m: number, i: SyncEventInput) => (refused(i) ? Promise.reject(new ApiError(400, 'validation', 'Invalid event time')) : server.api.createEvent(m, i)),
    };
    const sync = await engine(api);
    for (const minute of [1, 2, 3]) await sync.add(input(minute));
    await sync.syncOnce();
    expect(sync.getState().events.map((e) => [e.minute, e.synced, e.error])).toEqual([
      [1, true, null],
      [2, false, 'Invalid event time'],
      [3, true, null],
    ]);
    expect([...server.events.values()].map((e) => e.minute)).toEqual([1, 3]);
  });

  it('keeps the order of the queue: an edit made before new events is sent before them', async () => {
    const server = fakeServer();
    const sync = await engine(server.api);
    const a = await sync.add(input(1));
    await sync.syncOnce();
    server.calls.length = 0;
    await sync.update(a.clientId, { minute: 9 });
    await sync.add(input(2));
    await sync.add(input(3));
    await sync.syncOnce();
    expect(server.calls).toEqual(['update', 'createMany', 'read']);
  });

  it('sends an update with the id and a removal with the id', async () => {
    const server = fakeServer();
    const sync = await engine(server.api);
    const a = await sync.add(input(3));
    await sync.syncOnce();
    await sync.update(a.clientId, { minute: 4 });
    await sync.syncOnce();
    expect(server.events.get(1)?.minute).toBe(4);
    await sync.remove(a.clientId);
    await sync.syncOnce();
    expect(server.events.size).toBe(0);
    expect(sync.getState().events).toEqual([]);
    expect(server.calls.filter((c) => c !== 'read')).toEqual(['create', 'update', 'remove']);
  });

  it('tolerates a 404 on a removal', async () => {
    const server = fakeServer();
    const sync = await engine(server.api);
    const a = await sync.add(input(3));
    await sync.syncOnce();
    server.events.clear();
    await sync.remove(a.clientId);
    await sync.syncOnce();
    expect(sync.getState().events).toEqual([]);
    expect(sync.getState().lastError).toBeNull();
  });

  it('drops the removal of an event that never got an id without calling the server', async () => {
    const server = fakeServer();
    const sync = await engine(server.api);
    const a = await sync.add(input(3));
    await sync.remove(a.clientId);
    await sync.syncOnce();
    expect(server.calls).toEqual(['read']);
    expect(sync.getState().events).toEqual([]);
  });

  it('keeps changes waiting while the network is down and says since when', async () => {
    const server = fakeServer(() => 'before');
    const sync = createEventSync({ matchId, api: server.api, store: createMemoryStore(), now: () => new Date('2026-04-10T10:15:00Z') });
    await sync.load();
    await sync.add(input(3));
    await sync.syncOnce();
    expect(sync.getState()).toEqual(expect.objectContaining({ offlineSince: '2026-04-10T10:15:00.000Z', syncing: false }));
    expect(sync.getState().events[0]).toEqual(expect.objectContaining({ synced: false, error: null }));
  });

  it('marks a change the server refuses as failed with its message and does not retry it', async () => {
    const server = fakeServer();
    const api = { ...server.api, createEvent: jest.fn(async () => Promise.reject(new ApiError(400, 'validation', 'Invalid event time'))) };
    const sync = await engine(api);
    await sync.add(input(3));
    await sync.syncOnce();
    await sync.syncOnce();
    expect(api.createEvent).toHaveBeenCalledTimes(1);
    expect(sync.getState().events[0]).toEqual(expect.objectContaining({ synced: false, error: 'Invalid event time' }));
    expect(sync.getState().lastError).toBe('Invalid event time');
  });

  it('sends a refused change again once it is edited', async () => {
    const server = fakeServer();
    let refuse = true;
    const api = { ...server.api, createEvent: (m: number, i: SyncEventInput) => (refuse ? Promise.reject(new ApiError(400, 'validation', 'Invalid event time')) : server.api.createEvent(m, i)) };
    const sync = await engine(api);
    const a = await sync.add(input(3));
    await sync.syncOnce();
    refuse = false;
    await sync.update(a.clientId, { minute: 2 });
    await sync.syncOnce();
    expect(sync.getState().events[0]).toEqual(expect.objectContaining({ synced: true, error: null }));
    expect(sync.getState().lastError).toBeNull();
  });

  it('stops sending once the protocol is sealed', async () => {
    const server = fakeServer();
    const sealed = async () => Promise.reject(new ApiError(409, 'sealed', 'The protocol is sealed'));
    const api = { ...server.api, createEvent: jest.fn(sealed), createEvents: jest.fn(sealed) };
    const sync = await engine(api);
    await sync.add(input(3));
    await sync.add(input(4));
    await sync.syncOnce();
    await sync.syncOnce();
    expect(api.createEvents).toHaveBeenCalledTimes(1);
    expect(api.createEvent).not.toHaveBeenCalled();
    expect(sync.getState()).toEqual(expect.objectContaining({ sealed: true, lastError: 'sealed' }));
    expect(sync.getState().events.every((e) => !e.synced && !e.error)).toBe(true);
  });

  it('never runs two passes at once', async () => {
    const server = fakeServer();
    let inFlight = 0;
    let most = 0;
    const slow = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight -= 1;
        return fn(...args);
      };
    const api: EventSyncApi = { createEvent: slow(server.api.createEvent), createEvents: slow(server.api.createEvents), updateEvent: slow(server.api.updateEvent), removeEvent: slow(server.api.removeEvent), readEvents: slow(server.api.readEvents) };
    const sync = await engine(api);
    await sync.add(input(3));
    await Promise.all([sync.syncOnce(), sync.syncOnce(), sync.syncOnce()]);
    expect(most).toBe(1);
    expect(server.events.size).toBe(1);
  });

  it('merges an event of another reporter in', async () => {
    const server = fakeServer();
    const sync = await engine(server.api);
    await server.api.createEvent(matchId, { ...input(9), clientId: 'other-device-1' });
    await sync.syncOnce();
    expect(sync.getState().events).toEqual([expect.objectContaining({ clientId: 'other-device-1', synced: true })]);
  });

  it('undoes the last event added on this device', async () => {
    const server = fakeServer();
    const sync = await engine(server.api);
    await sync.add(input(3));
    const last = await sync.add(input(4));
    await sync.syncOnce();
    await sync.undoLast();
    expect(visibleEvents(sync.getState().events).map((e) => e.minute)).toEqual([3]);
    await sync.syncOnce();
    expect([...server.events.values()].map((e) => e.clientId)).not.toContain(last.clientId);
  });

  it('continues after a reload from what the store kept', async () => {
    const server = fakeServer(() => 'before');
    const store = createMemoryStore();
    const first = await engine(server.api, store);
    await first.add(input(3));
    await first.add(input(4));
    first.dispose();
    const second = await engine(fakeServer().api, store);
    expect(visibleEvents(second.getState().events).map((e) => e.minute)).toEqual([3, 4]);
    expect(second.getState().events.every((e) => !e.synced)).toBe(true);
  });

  it('keeps the unsent events of two tabs on the same match, and sends each once', async () => {
    const down = fakeServer(() => 'before');
    const store = createMemoryStore();
    const first = await engine(down.api, store);
    const second = await engine(down.api, store);
    const a = await first.add(input(3));
    const b = await second.add(input(4));
    await first.add(input(5));
    const stored = (await store.load())?.events.map((e) => e.clientId) ?? [];
    expect(stored).toEqual(expect.arrayContaining([a.clientId, b.clientId]));

    const up = fakeServer();
    const third = await engine(up.api, store);
    const fourth = await engine(up.api, store);
    await third.syncOnce();
    await fourth.syncOnce();
    expect([...up.events.values()].map((e) => e.minute).sort()).toEqual([3, 4, 5]);
  });

  it('converges on a network that fails at random: the server ends with exactly the events, once each', async () => {
    for (const seed of [1, 2, 3, 42, 2026]) {
      const random = seeded(seed);
      let faulty = true;
      const server = fakeServer(() => {
        if (!faulty) return null;
        const r = random();
        return r < 0.25 ? 'before' : r < 0.45 ? 'after' : null;
      });
      const sync = await engine(server.api);
      const passes: Promise<void>[] = [];
      for (let step = 0; step < 120; step += 1) {
        const visible = visibleEvents(sync.getState().events);
        const r = random();
        if (r < 0.55 || visible.length === 0) await sync.add(input(Math.floor(random() * 60)));
        else if (r < 0.75) await sync.update(visible[Math.floor(random() * visible.length)].clientId, { second: Math.floor(random() * 60) });
        else if (r < 0.85) await sync.remove(visible[Math.floor(random() * visible.length)].clientId);
        else if (r < 0.9) await sync.undoLast();
        // Passes overlap with further changes, as the loop does while the reporter types.
        if (random() < 0.4) passes.push(sync.syncOnce());
      }
      await Promise.all(passes);
      faulty = false;
      for (let i = 0; i < 3; i += 1) await sync.syncOnce();

      const local = visibleEvents(sync.getState().events);
      const onServer = [...server.events.values()];
      expect(local.every((e) => e.synced && e.id !== null)).toBe(true);
      expect(new Set(onServer.map((e) => e.clientId)).size).toBe(onServer.length);
      const key = (e: { clientId?: string | null; minute: number; second: number }) => `${e.clientId}@${e.minute}:${e.second}`;
      expect(onServer.map(key).sort()).toEqual(local.map(key).sort());
      expect(sync.getState().events.filter((e) => e.deleted)).toEqual([]);
    }
  });
});
