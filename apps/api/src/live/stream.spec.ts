import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLiveBus, type LiveBus } from './bus';
import { createLiveDeltas, type LiveDeltas } from './deltas';
import { registerLiveStream } from './stream';
import { sseReader } from './testing';

/** A stream server without a database: changes of no match carry no live data, which is all this needs. */
let app: FastifyInstance;
let bus: LiveBus;
let deltas: LiveDeltas;
let url: string;
beforeAll(async () => {
  app = Fastify();
  bus = await createLiveBus();
  deltas = createLiveDeltas({ db: undefined as never, sport: 'handball', bus, now: () => new Date(), limits: { maxMessages: 3, maxAgeMs: 60_000 } });
  registerLiveStream(app, deltas);
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/competition/live/stream`;
});
afterAll(async () => {
  await app.close();
  await bus.close();
});

const change = async (n: number) => {
  await bus.publish({ type: 'roster', groupId: n });
  await deltas.idle();
};

describe('live stream ids and replay', () => {
  it('opens with a ready message carrying the id to resume from, and gives every change an id', async () => {
    const stream = sseReader(await fetch(url));
    const ready = await stream.message();
    expect(ready).toMatchObject({ event: 'ready', id: expect.stringMatching(/^[0-9a-z]+-\d+$/) });
    await change(1);
    await change(2);
    const [a, b] = [await stream.message(), await stream.message()];
    await stream.cancel();
    expect([a.event, b.event]).toEqual(['change', 'change']);
    const [epoch, n] = ready.id.split('-');
    expect([a.id, b.id]).toEqual([`${epoch}-${Number(n) + 1}`, `${epoch}-${Number(n) + 2}`]);
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

  it('sends one reset to a browser away past the buffer, or following another server, then live changes', async () => {
    const first = sseReader(await fetch(url));
    const { id } = await first.message();
    await first.cancel();
    for (const n of [30, 31, 32, 33]) await change(n);
    let last = Number(id.split('-')[1]) + 4;
    for (const lastEventId of [id, 'otherserver-5']) {
      const again = sseReader(await fetch(url, { headers: { 'last-event-id': lastEventId } }));
      try {
        const reset = await again.message();
        expect(reset.event).toBe('reset');
        // The reset's id is where this browser resumes next time.
        expect(reset.id).toBe(id.replace(/-\d+$/, `-${last}`));
        await change(34);
        last += 1;
        const next = await again.message();
        expect([next.event, JSON.parse(next.data).groupId]).toEqual(['change', 34]);
      } finally {
        await again.cancel();
      }
    }
  });
});

describe('live stream and shutdown', () => {
  it('lets the server close while a browser still has a stream open', async () => {
    const server = Fastify();
    const ownBus = await createLiveBus();
    registerLiveStream(server, createLiveDeltas({ db: undefined as never, sport: 'handball', bus: ownBus, now: () => new Date(), limits: { maxMessages: 3, maxAgeMs: 60_000 } }));
    await server.listen({ port: 0, host: '127.0.0.1' });
    const stream = sseReader(await fetch(`http://127.0.0.1:${(server.server.address() as AddressInfo).port}/api/v1/competition/live/stream`));
    await stream.message();
    const started = Date.now();
    await server.close();
    await ownBus.close();
    // Milliseconds when it works; a server that waits for its open streams never closes at all.
    expect(Date.now() - started).toBeLessThan(30_000);
    await stream.cancel().catch(() => undefined);
  });
});

describe('live streams per client address', () => {
  it('refuses one address a stream past its limit with 429, and takes one again once a stream closes', async () => {
    const server = Fastify();
    const ownBus = await createLiveBus();
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
      await ownBus.close();
    }
  });
});
