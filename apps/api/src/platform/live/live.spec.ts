import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { LiveEventSchema } from '@phc/api-contract';
import { createTestApp, type TestApp } from '../test-utils/test-app';
import { createDb } from '../db/connection';
import { createLiveBus } from './bus';
import { createTestBus } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Reads a server-sent event stream block by block; `next()` waits for the next block. */
function sseReader(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    async next(): Promise<string | null> {
      for (;;) {
        const end = text.indexOf('\n\n');
        if (end >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          return block;
        }
        const { value, done } = await reader.read();
        if (done) return null;
        text += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

/** Waits until `check` holds, polling; no fixed sleep decides an assertion. */
async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('live stream', () => {
  it(`pushes a published change to a connected browser (${process.env.TEST_DATABASE_URL ? 'PostgreSQL LISTEN/NOTIFY' : 'in-process'})`, async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/competition/live/stream`);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const stream = sseReader(response);
    // The server writes its retry hint in the same tick as it subscribes: once it is here, a change reaches us.
    expect(await stream.next()).toMatch(/^retry: /);
    await t.app.ctx.bus.publish({ type: 'score', matchId: 7, groupId: 3 });
    await t.app.ctx.bus.publish({ type: 'event', matchId: 7 });
    const events: unknown[] = [];
    while (events.length < 2) {
      const block = await stream.next();
      if (block === null) break;
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (data && block.includes('event: change')) events.push(v.parse(LiveEventSchema, JSON.parse(data.slice(6))));
    }
    await stream.cancel();
    expect((events as { type: string; matchId?: number }[]).map((e) => [e.type, e.matchId])).toEqual([
      ['score', 7],
      ['event', 7],
    ]);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)('several API instances on one PostgreSQL', () => {
  it('hear each other through LISTEN/NOTIFY, and each hears its own change once', async () => {
    const { handle, bus: a, close } = await createTestBus();
    // A second instance on the same database: its own pool and LISTEN connection.
    const other = await createDb({ databaseUrl: handle.databaseUrl });
    const b = await createLiveBus(other);
    const onA: unknown[] = [];
    const onB: unknown[] = [];
    a.subscribe((ev) => onA.push(ev));
    b.subscribe((ev) => onB.push(ev));
    await a.publish({ type: 'score', matchId: 11 });
    // A second change after the first: once both buses have it, a duplicate of the first would have arrived before it.
    await a.publish({ type: 'score', matchId: 12 });
    await until(() => onA.length >= 2 && onB.length >= 2);
    expect(onA.map((e) => (e as { matchId: number }).matchId)).toEqual([11, 12]);
    expect(onB).toEqual([expect.objectContaining({ type: 'score', matchId: 11 }), expect.objectContaining({ type: 'score', matchId: 12 })]);
    await b.close();
    await other.close();
    await close();
  });
});
