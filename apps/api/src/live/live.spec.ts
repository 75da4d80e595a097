import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { LiveEventSchema } from '@phc/api-contract';
import { createTestApp, type TestApp } from '../test-utils/test-app';
import { createLiveBus } from './bus';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Reads server-sent events until `count` `data:` lines arrived. */
async function readEvents(response: Response, count: number): Promise<unknown[]> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events: unknown[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (data) events.push(JSON.parse(data.slice(6)));
    }
  }
  await reader.cancel();
  return events;
}

describe('live stream', () => {
  it(`pushes a published change to a connected browser (${process.env.TEST_DATABASE_URL ? 'PostgreSQL LISTEN/NOTIFY' : 'in-process'})`, async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/competition/live/stream`);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const received = readEvents(response, 2);
    // Give the subscription a moment to be in place before publishing.
    await new Promise((r) => setTimeout(r, 200));
    await t.app.ctx.bus.publish({ type: 'score', matchId: 7, groupId: 3 });
    await t.app.ctx.bus.publish({ type: 'event', matchId: 7 });
    const events = (await received).map((e) => v.parse(LiveEventSchema, e));
    expect(events.map((e) => [e.type, e.matchId])).toEqual([
      ['score', 7],
      ['event', 7],
    ]);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)('several API instances on one PostgreSQL', () => {
  it('hear each other through LISTEN/NOTIFY, and each hears its own change once', async () => {
    const [a, b] = [await createLiveBus(pgUrl), await createLiveBus(pgUrl)];
    const onA: unknown[] = [];
    const onB: unknown[] = [];
    a.subscribe((ev) => onA.push(ev));
    b.subscribe((ev) => onB.push(ev));
    await a.publish({ type: 'score', matchId: 11 });
    await new Promise((r) => setTimeout(r, 300));
    expect(onA).toHaveLength(1);
    expect(onB).toEqual([expect.objectContaining({ type: 'score', matchId: 11 })]);
    await a.close();
    await b.close();
  });
});
