import { EventEmitter } from 'node:events';
import type { Kysely, Transaction } from 'kysely';
import pg from 'pg';
import type { LiveEvent } from '@phc/api-contract';
import type { DbHandle } from '../db/connection';
import type { Database } from '../db/schema';
import { changesSince, createChangeReader, lastChangeId, liveChangesChannel, pruneChanges, writeChange, type LiveChange, type LiveChangeReader, type LiveChangeWindow, defaultChangeWindow } from './changes';

export interface LiveBus {
  /**
   * Records the change in `trx`, the write's own transaction (a rolled-back write publishes
   * nothing); every instance delivers it once committed. Writes go through writeAndPublish, which
   * passes their transaction. Without `trx` it is written on its own and delivered here before this
   * resolves (specs of the bus itself).
   */
  publish(event: Omit<LiveEvent, 'at'>, trx?: Kysely<Database>): Promise<void>;
  /** Every committed change, in id order, once; `id` is the stream message id on every instance. */
  subscribe(listener: (event: LiveEvent, id: number) => void): () => void;
  /** Reads and delivers what was committed so far (a writer calls it after its commit, so its caches are fresh). */
  catchUp(): Promise<void>;
  /** The last id delivered here. */
  lastId(): number;
  /** The changes after `after` up to `upto` from the table, or `gone` when pruned (a browser older than the memory buffer). */
  since(after: number, upto: number): Promise<LiveChange[] | 'gone'>;
  /** Whether other instances' changes reach this one: always on one process, on PostgreSQL while LISTEN holds (readiness). */
  listening(): boolean;
  close(): Promise<void>;
}

/** Publishes a change inside the write's transaction (see writeAndPublish). */
export type PublishInTransaction = (event: Omit<LiveEvent, 'at'>) => Promise<void>;

/**
 * Runs a write in one transaction together with the live changes it publishes (issue 25): a
 * process that dies after the commit has its changes in the table already, and a rolled-back write
 * publishes nothing. Once committed, what it published is delivered here before this resolves, so
 * the writer's answer reads caches that already heard of its own change (as `publish` without a
 * transaction did). A write that published nothing costs no read of the table.
 */
export async function writeAndPublish<T>(db: Kysely<Database>, bus: LiveBus, work: (trx: Transaction<Database>, publish: PublishInTransaction) => Promise<T>): Promise<T> {
  let published = false;
  const result = await db.transaction().execute((trx) =>
    work(trx, (event) => {
      published = true;
      return bus.publish(event, trx);
    }),
  );
  if (published) await bus.catchUp();
  return result;
}

/** What operations count of the bus (ops/metrics): connections lost and made again, and how late changes arrive. */
export interface LiveBusObserver {
  reconnected(): void;
  lost(): void;
  /** A change arrived `lagMs` after it was published. */
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
  /**
   * Reads the table this often even when no notification came (0: never): a notification lost
   * with its connection, or a rolled-back id that announces nothing, delays a change at most this long.
   */
  pollMs?: number;
  /** How long a change waits for an earlier id that may still commit before the reader looks again. */
  holdRecheckMs?: number;
  /** The table's window (see changes.ts); pruned every `pruneEveryMs`. */
  window?: LiveChangeWindow;
  pruneEveryMs?: number;
  log?: LiveBusLog;
  observer?: LiveBusObserver;
}

const quietLog: LiveBusLog = { warn: () => undefined, info: () => undefined };

/**
 * Live changes go through the `live_changes` table (issue 25): the writer records each change in its
 * own transaction, NOTIFY wakes every instance on commit, and each instance reads the table in id
 * order and delivers to its subscribers. Ids are the database's, so a browser resumes on any
 * instance. After the LISTEN connection comes back the instance reads the table again: what was
 * committed meanwhile is delivered, not lost.
 *
 * A lost LISTEN connection is made again with exponential back-off until it works: a failed
 * `connect()` emits no `error`, so retrying only from the error handler stopped listening for good
 * after one failed attempt.
 */
export async function createLiveBus(handle: Pick<DbHandle, 'db' | 'databaseUrl' | 'listen'>, options: LiveBusOptions = {}): Promise<LiveBus> {
  const { db, databaseUrl } = handle;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const log = options.log ?? quietLog;
  // A database without the table yet (an older schema, readiness says `pending`) starts the reader at its first read.
  const start = await lastChangeId(db).catch(() => null);
  const reader = start === null ? lazyReader(db) : createChangeReader(db, start);
  const pump = createPump(reader, (change) => {
    options.observer?.notified(Date.now() - Date.parse(change.event.at));
    emitter.emit('event', change.event, change.id);
  }, log, options.holdRecheckMs ?? 20);
  let closed = false;
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, work: () => unknown) => {
    if (ms <= 0) return;
    const timer = setInterval(work, ms);
    timer.unref();
    timers.push(timer);
  };
  every(options.pollMs ?? 1_000, () => void pump.run());
  every(options.pruneEveryMs ?? 60_000, () => void pruneChanges(db, options.window ?? defaultChangeWindow).catch((error: unknown) => log.warn({ err: error }, 'live bus: pruning failed')));

  let listener: { listening(): boolean; close(): Promise<void> };
  if (databaseUrl) listener = await listenOnServer(databaseUrl, options, log, () => void pump.run(), () => closed);
  else {
    const unlisten = await handle.listen?.(liveChangesChannel, () => void pump.run());
    listener = { listening: () => true, close: async () => void (await unlisten?.()) };
  }

  return {
    async publish(event, trx) {
      const full = { ...event, at: new Date().toISOString() } as LiveEvent;
      if (trx) {
        await writeChange(trx, full);
        return;
      }
      await db.transaction().execute((own) => writeChange(own, full));
      await pump.run();
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    catchUp: () => pump.run(),
    lastId: () => reader.cursor(),
    since: (after, upto) => changesSince(db, after, upto),
    listening: () => listener.listening(),
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      pump.stop();
      emitter.removeAllListeners();
      await listener.close();
      await pump.run();
    },
  };
}

/** A reader that starts at the newest id once the table answers. */
function lazyReader(db: Kysely<Database>): LiveChangeReader {
  let reader: LiveChangeReader | null = null;
  return {
    async read() {
      reader ??= createChangeReader(db, await lastChangeId(db));
      return reader.read();
    },
    cursor: () => reader?.cursor() ?? 0,
    waiting: () => reader?.waiting() ?? false,
  };
}

/**
 * One read of the table at a time; a call during a read makes one more read after it (a change
 * committed while reading is not missed) and resolves when that is done. While an id is held back
 * for an earlier one that may still commit, it reads again shortly: a rollback announces nothing.
 */
function createPump(reader: LiveChangeReader, deliver: (change: LiveChange) => void, log: LiveBusLog, recheckMs: number) {
  let running: Promise<void> | null = null;
  let again: Promise<void> | null = null;
  let stopped = false;
  let recheck: NodeJS.Timeout | null = null;
  const once = async () => {
    try {
      for (const change of await reader.read()) if (!stopped) deliver(change);
    } catch (error) {
      log.warn({ err: error }, 'live bus: reading the changes failed, reading again later');
    }
    if (reader.waiting() && !stopped && !recheck) {
      recheck = setTimeout(() => ((recheck = null), void run()), recheckMs);
      recheck.unref();
    }
  };
  const run = (): Promise<void> => {
    if (stopped) return running ?? Promise.resolve();
    if (!running) {
      running = once().finally(() => (running = null));
      return running;
    }
    again ??= running.then(() => ((again = null), run()));
    return again;
  };
  return {
    run,
    stop() {
      stopped = true;
      if (recheck) clearTimeout(recheck);
    },
  };
}

/** The LISTEN connection to a real server, made again with back-off; every (re)connect reads the table. */
async function listenOnServer(databaseUrl: string, options: LiveBusOptions, log: LiveBusLog, heard: () => void, isClosed: () => boolean) {
  const connect = options.connect ?? ((url: string) => new pg.Client({ connectionString: url }));
  const retry = options.retry ?? { initialMs: 500, maxMs: 30_000 };
  let client: pg.Client | null = null;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  const reconnectLater = (error: unknown) => {
    if (isClosed() || timer) return;
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
    const next = connect(databaseUrl);
    // A dropped connection (server restart, failover, a test dropping its database) must not crash
    // the process: this instance keeps serving, and listens again.
    next.on('error', (error) => {
      if (client === next) client = null;
      next.end().catch(() => undefined);
      reconnectLater(error);
    });
    next.on('notification', heard);
    try {
      await next.connect();
      await next.query(`LISTEN ${liveChangesChannel}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (isClosed()) {
      await next.end();
      return;
    }
    client = next;
    if (failures > 0) {
      log.info({ attempts: failures }, 'live bus: listening again');
      options.observer?.reconnected();
    }
    failures = 0;
    // What was committed while nobody listened (issue 25: 6,500 deliveries were lost without this).
    heard();
  };
  await listen();
  return {
    listening: () => client !== null,
    async close() {
      if (timer) clearTimeout(timer);
      await client?.end();
    },
  };
}
