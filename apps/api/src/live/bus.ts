import { randomUUID } from 'node:crypto';
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
 * Live changes fan out to every subscriber of every API instance: in-process at once (so this
 * instance's caches never answer stale after its own write), and on a real PostgreSQL through
 * LISTEN/NOTIFY to the other instances, which ignore nothing but their own echo.
 */
export async function createLiveBus(databaseUrl?: string): Promise<LiveBus> {
  const emitter = new EventEmitter();
  const origin = randomUUID();
  emitter.setMaxListeners(0);
  const deliver = (event: LiveEvent) => emitter.emit('event', event);

  let client: pg.Client | null = null;
  let closed = false;
  const listen = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    // A dropped connection (server restart, failover, a test dropping its database) must not crash
    // the process: this instance keeps serving, delivers its own changes, and listens again.
    next.on('error', () => {
      if (client === next) client = null;
      if (!closed) setTimeout(() => void listen().catch(() => undefined), 1000).unref();
    });
    await next.connect();
    next.on('notification', (message) => {
      const payload = JSON.parse(message.payload ?? 'null') as { origin?: string } | null;
      if (!payload || payload.origin === origin) return;
      const parsed = v.safeParse(LiveEventSchema, payload);
      if (parsed.success) deliver(parsed.output);
    });
    await next.query(`LISTEN ${channel}`);
    if (closed) await next.end();
    else client = next;
    return next;
  };
  if (databaseUrl) await listen();

  return {
    async publish(event) {
      const full: LiveEvent = { ...event, at: new Date().toISOString() };
      deliver(full);
      if (client) await client.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ ...full, origin })]);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await client?.end();
    },
  };
}
