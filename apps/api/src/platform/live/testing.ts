// Test helpers of the live stream (specs only).
import type { DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { freshDatabase } from '../test-utils/test-app';
import { createLiveBus, type LiveBus, type LiveBusOptions } from './bus';

/** Reads a server-sent event stream block by block; `next()` waits for the next block. */
export function sseReader(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const fields = (block: string) => Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
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
    /** The next message's fields (`id`, `event`, `data`), skipping comments and the retry hint. */
    async message(): Promise<Record<string, string>> {
      for (;;) {
        const block = await this.next();
        if (block === null) throw new Error('stream ended');
        if (block.includes('data: ')) return fields(block);
      }
    },
    cancel: () => reader.cancel(),
  };
}

/**
 * A live bus on its own fresh, migrated database (PGlite, or a new database on TEST_DATABASE_URL's
 * server): the bus needs the `live_changes` table, and a spec about streams needs nothing else.
 */
export async function createTestBus(options: LiveBusOptions = {}): Promise<{ bus: LiveBus; handle: DbHandle; close(): Promise<void> }> {
  const { handle, drop } = await freshDatabase();
  await migrateToLatest(handle.db);
  const bus = await createLiveBus(handle, options);
  return {
    bus,
    handle,
    async close() {
      await bus.close();
      await handle.close();
      await drop();
    },
  };
}
