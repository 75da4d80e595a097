import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LiveBus } from './bus';
import { pruneChanges } from './changes';
import { createLiveDeltas, type LiveDeltas } from './deltas';
import { registerLiveStream } from './stream';
import { createTestBus, sseReader } from './testing';

/** A stream server whose database holds only the live changes: changes of no match carry no live data, which is all this needs. */
let app: FastifyInstance;
let bus: LiveBus;
let deltas: LiveDeltas;
let url: string;
let testBus: Awaited<ReturnType<typeof createTestBus>>;
beforeAll(async () => {
  app = Fastify();
  testBus = await createTestBus({ pollMs: 0 });
  bus = testBus.bus;
  deltas = createLiveDeltas({ db: undefined as never, sport: 'handball', bus, now: () => new Date(), limits: { maxMessages: 3, maxAgeMs: 60_000 } });
  registerLiveStream(app, deltas);
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/competition/live/stream`;
});
afterAll(async () => {
  await app.close();
  await testBus.close();
});

const change = async (n: number) => {
  await bus.publish({ type: 'roster', groupId: n });
  await deltas.idle();
};

describe('live stream ids and replay', () => {
  it('opens with a ready message carrying the id to resume from, and gives every change an id', async () => {
    const stream = sseReader(await fetch(url));
    const ready = await stream.message();
    expect(ready).toMatchObject({ event: 'ready', id: expect.stringMatching(/^\d+$/) });
    await change(1);
    await change(2);
    const [a, b] = [await stream.message(), await stream.message()];
    await stream.cancel();
    expect([a.event, b.event]).toEqual(['change', 'change']);
    // The ids of live_changes, the same on every instance.
    expect([a.id, b.id]).toEqual([String(Number(ready.id) + 1), String(Number(ready.id) + 2)]);
    expect(JSON.parse(b.data)).toMatchObject({ type: 'roster', groupId: 2 });
  });

  it('replays what a browser missed after its Last-Event-ID, then goes on live', async () => {
    const first = sseReader(await fetch(url));
    const { id } = await first.message();
    await first.cancel();
    await change(10);
    await change(11);
    const again = sseReader(await fetch(url, { headers: { 'last-event-id': id } }));
    const missed = [await again.message(), await again.message()];
    expect(missed.map((m) => JSON.parse(m.data).groupId)).toEqual([10, 11]);
    await change(12);
    expect(JSON.parse((await again.message()).data).groupId).toBe(12);
    await again.cancel();
  });

  it('accepts the id as a query parameter, for a new EventSource', async () => {
    const first = sseReader(await fetch(url));
    const { id } = await first.message();
    await first.cancel();
    await change(20);
    const again = sseReader(await fetch(`${url}?lastEventId=${encodeURIComponent(id)}`));
    expect(JSON.parse((await again.message()).data).groupId).toBe(20);
    await again.cancel();
  });

  it('replays from the table to a browser away past the memory buffer, then goes on live', async () => {
    const first = sseReader(await fetch(url));
    const { id } = await first.message();
    await first.cancel();
    for (const n of [30, 31, 32, 33]) await change(n);
    const again = sseReader(await fetch(url, { headers: { 'last-event-id': id } }));
    try {
      const missed = [await again.message(), await again.message(), await again.message(), await again.message()];
      expect(missed.map((m) => [m.event, JSON.parse(m.data).groupId])).toEqual([30, 31, 32, 33].map((n) => ['change', n]));
      expect(missed.map((m) => Number(m.id))).toEqual([1, 2, 3, 4].map((k) => Number(id) + k));
      await change(34);
      expect(JSON.parse((await again.message()).data).groupId).toBe(34);
    } finally {
      await again.cancel();
    }
  });

  it('sends one reset to a browser whose changes were pruned, or with an id of an older release, then live changes', async () => {
    const first = sseReader(await fetch(url));
    const { id } = await first.message();
    await first.cancel();
    for (const n of [40, 41, 42, 43]) await change(n);
    await pruneChanges(testBus.handle.db, { maxRows: 2, maxAgeMs: 60_000 });
    let last = Number(id) + 4;
    for (const lastEventId of [id, 'otherserver-5']) {
      const again = sseReader(await fetch(url, { headers: { 'last-event-id': lastEventId } }));
      try {
        const reset = await again.message();
        expect(reset.event).toBe('reset');
        // The reset's id is where this browser resumes next time.
        expect(reset.id).toBe(String(last));
        await change(44);
        last += 1;
        const next = await again.message();
        expect([next.event, JSON.parse(next.data).groupId]).toEqual(['change', 44]);
      } finally {
        await again.cancel();
      }
    }
  });
});

describe('live stream and shutdown', () => {
  it('lets the server close while a browser still has a stream open', async () => {
    const server = Fastify();
    const own = await createTestBus({ pollMs: 0 });
    const ownBus = own.bus;
    registerLiveStream(server, createLiveDeltas({ db: undefined as never, sport: 'handball', bus: ownBus, now: () => new Date(), limits: { maxMessages: 3, maxAgeMs: 60_000 } }));
    await server.listen({ port: 0, host: '127.0.0.1' });
    const stream = sseReader(await fetch(`http://127.0.0.1:${(server.server.address() as AddressInfo).port}/api/v1/competition/live/stream`));
    await stream.message();
    const started = Date.now();
    await server.close();
    await own.close();
    // Milliseconds when it works; a server that waits for its open streams never closes at all.
    expect(Date.now() - started).toBeLessThan(30_000);
    await stream.cancel().catch(() => undefined);
  });

  it('ends a stream whose request reached the handler after shutdown began, with the come-back hint', async () => {
    const server = Fastify();
    const own = await createTestBus({ pollMs: 0 });
    // As a request still in an async hook (the session's lookup) when SIGTERM comes.
    let entered = () => undefined as void;
    const inHook = new Promise<void>((resolve) => (entered = resolve));
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.addHook('onRequest', async () => {
      entered();
      await held;
    });
    registerLiveStream(server, createLiveDeltas({ db: undefined as never, sport: 'handball', bus: own.bus, now: () => new Date(), limits: { maxMessages: 3, maxAgeMs: 60_000 } }));
    // Registered after the stream's own, so it runs once the open streams were ended.
    let ended = () => undefined as void;
    const streamsEnded = new Promise<void>((resolve) => (ended = resolve));
    server.addHook('preClose', async () => ended());
    await server.listen({ port: 0, host: '127.0.0.1' });
    const answer = fetch(`http://127.0.0.1:${(server.server.address() as AddressInfo).port}/api/v1/competition/live/stream`);
    await inHook;
    const closed = server.close();
    await streamsEnded;
    release();
    const response = await answer;
    expect(response.status).toBe(200);
    // The whole body: the stream ended (a stream left open would never give its text).
    expect(await response.text()).toMatch(/^retry: [123]\d{3}\n\n$/);
    await closed;
    await own.close();
  });
});

describe('live streams per client address', () => {
  it('refuses one address a stream past its limit with 429, and takes one again once a stream closes', async () => {
    const server = Fastify();
    const own = await createTestBus({ pollMs: 0 });
    const ownBus = own.bus;
    registerLiveStream(server, createLiveDeltas({ db: undefined as never, sport: 'handball', bus: ownBus, now: () => new Date(), limits: { maxMessages: 3, maxAgeMs: 60_000 } }), 15_000, 3);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const streamUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/api/v1/competition/live/stream`;
    try {
      const streams = [];
      for (let i = 0; i < 3; i++) {
        const stream = sseReader(await fetch(streamUrl));
        await stream.message();
        streams.push(stream);
      }
      const refused = await fetch(streamUrl);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
      await streams[0].cancel();
      // The server notices the closed socket on its own time.
      let again = await fetch(streamUrl);
      for (let i = 0; i < 50 && again.status === 429; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        again = await fetch(streamUrl);
      }
      expect(again.status).toBe(200);
      await sseReader(again).cancel();
      for (const stream of streams.slice(1)) await stream.cancel();
    } finally {
      await server.close();
      await own.close();
    }
  });
});
