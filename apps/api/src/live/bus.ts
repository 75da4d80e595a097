import { EventEmitter } from 'node:events';
import pg from 'pg';
import * as v from 'valibot';
import { LiveEventSchema, type LiveEvent } from '@phc/api-contract';

const channel = 'live_events';

export interface LiveBus {
  publish(event: Omit<LiveEvent, 'at'>): Promise<void>;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * Live changes fan out to every subscriber of every API instance: in-process on PGlite (one
 * process owns the database), through PostgreSQL LISTEN/NOTIFY on a real server, where publishing
 * only NOTIFYs and every instance (this one included) hears it back.
 */
export async function createLiveBus(databaseUrl?: string): Promise<LiveBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (event: LiveEvent) => emitter.emit('event', event);

  let client: pg.Client | null = null;
  if (databaseUrl) {
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    client.on('notification', (message) => {
      const parsed = v.safeParse(LiveEventSchema, JSON.parse(message.payload ?? 'null'));
      if (parsed.success) deliver(parsed.output);
    });
    await client.query(`LISTEN ${channel}`);
  }

  return {
    async publish(event) {
      const full: LiveEvent = { ...event, at: new Date().toISOString() };
      if (client) await client.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(full)]);
      else deliver(full);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
      await client?.end();
    },
  };
}
