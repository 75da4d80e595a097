import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import * as v from 'valibot';
import { LiveEventSchema, type LiveEvent } from '@phc/api-contract';

const channel = 'live_events';

export interface LiveBus {
  publish(event: Omit<LiveEvent, 'at'>): Promise<void>;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /** Whether other instances' changes reach this one: always on one process, on PostgreSQL while LISTEN holds (readiness). */
  listening(): boolean;
  close(): Promise<void>;
}

/** What operations count of the bus (ops/metrics): connections lost and made again, and how late other instances' changes arrive. */
export interface LiveBusObserver {
  reconnected(): void;
  lost(): void;
  /** An event of another instance arrived `lagMs` after it was published. */
  notified(lagMs: number): void;
}

/** Where the bus says that it lost and regained its LISTEN connection (the app's logger). */
export interface LiveBusLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface LiveBusOptions {
  /** Makes the LISTEN connection (tests inject one that fails). */
  connect?: (databaseUrl: string) => pg.Client;
  /** Waits between reconnect attempts: doubling from `initialMs`, at most `maxMs`. */
  retry?: { initialMs: number; maxMs: number };
  log?: LiveBusLog;
  observer?: LiveBusObserver;
}

const quietLog: LiveBusLog = { warn: () => undefined, info: () => undefined };

/**
 * Live changes fan out to every subscriber of every API instance: in-process at once (so this
 * instance's caches never answer stale after its own write), and on a real PostgreSQL through
 * LISTEN/NOTIFY to the other instances, which ignore nothing but their own echo.
 *
 * A lost LISTEN connection is made again with exponential back-off until it works: a failed
 * `connect()` emits no `error`, so retrying only from the error handler stopped listening for good
 * after one failed attempt. While it is down this instance still delivers its own changes.
 */
export async function createLiveBus(databaseUrl?: string, options: LiveBusOptions = {}): Promise<LiveBus> {
  const emitter = new EventEmitter();
  const origin = randomUUID();
  emitter.setMaxListeners(0);
  const deliver = (event: LiveEvent) => emitter.emit('event', event);
  const connect = options.connect ?? ((url: string) => new pg.Client({ connectionString: url }));
  const retry = options.retry ?? { initialMs: 500, maxMs: 30_000 };
  const log = options.log ?? quietLog;

  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  const reconnectLater = (error: unknown) => {
    if (closed || timer) return;
    const delayMs = Math.min(retry.maxMs, retry.initialMs * 2 ** failures);
    failures += 1;
    if (failures === 1) options.observer?.lost();
    log.warn({ err: error, attempt: failures, delayMs }, 'live bus: LISTEN connection lost, connecting again');
    timer = setTimeout(() => {
      timer = null;
      void listen().catch(reconnectLater);
    }, delayMs);
    timer.unref();
  };

  const listen = async (): Promise<void> => {
    const next = connect(databaseUrl as string);
    // A dropped connection (server restart, failover, a test dropping its database) must not crash
    // the process: this instance keeps serving, delivers its own changes, and listens again.
    next.on('error', (error) => {
      if (client === next) client = null;
      next.end().catch(() => undefined);
      reconnectLater(error);
    });
    next.on('notification', (message) => {
      const payload = JSON.parse(message.payload ?? 'null') as { origin?: string } | null;
      if (!payload || payload.origin === origin) return;
      const parsed = v.safeParse(LiveEventSchema, payload);
      if (!parsed.success) return;
      options.observer?.notified(Date.now() - Date.parse(parsed.output.at));
      deliver(parsed.output);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    if (failures > 0) {
      log.info({ attempts: failures }, 'live bus: listening again');
      options.observer?.reconnected();
    }
    failures = 0;
  };
  if (databaseUrl) await listen();

  return {
    async publish(event) {
      const full: LiveEvent = { ...event, at: new Date().toISOString() };
      deliver(full);
      // A connection dying under this query is being replaced (its `error` event): the write that
      // published stays a success, only the other instances miss this one change.
      if (client) await client.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ ...full, origin })]).catch((error: unknown) => log.warn({ err: error }, 'live bus: NOTIFY failed'));
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    listening: () => !databaseUrl || client !== null,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      emitter.removeAllListeners();
      await client?.end();
    },
  };
}
