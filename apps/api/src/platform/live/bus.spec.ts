import { EventEmitter } from 'node:events';
import { createServer } from 'node:net';
import pg from 'pg';
import type { LiveEvent } from '@phc/api-contract';
import type { DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { freshDatabase } from '../test-utils/test-app';
import { createLiveBus, type LiveBusLog } from './bus';
import { writeChange } from './changes';
import { createTestBus } from './testing';

// The buses under test read this database's live changes; their LISTEN connection is what varies.
let handle: DbHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await freshDatabase());
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle.close();
  await drop();
});
const onFake = () => ({ db: handle.db, databaseUrl: 'postgres://fake' });

/** Waits until `check` holds, polling; no fixed sleep decides an assertion. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

function recordingLog() {
  const entries: { level: 'warn' | 'info'; details: Record<string, unknown>; message: string }[] = [];
  const log: LiveBusLog = {
    warn: (details, message) => entries.push({ level: 'warn', details: details as Record<string, unknown>, message }),
    info: (details, message) => entries.push({ level: 'info', details: details as Record<string, unknown>, message }),
  };
  return { log, entries };
}

/** A stand-in for pg.Client: connects or fails as told, and can receive a notification. */
class FakeClient extends EventEmitter {
  constructor(private readonly fails: boolean) {
    super();
  }
  connect = async () => {
    if (this.fails) throw new Error('connect ECONNREFUSED');
  };
  query = async () => ({ rows: [] });
  end = async () => undefined;
}

describe('live bus reconnects its LISTEN connection', () => {
  it('retries with a doubling, capped back-off after failed reconnects, logs it, and hears changes again', async () => {
    const outcomes = [false, true, true, true, true, false];
    const clients: FakeClient[] = [];
    const { log, entries } = recordingLog();
    const bus = await createLiveBus(onFake(), {
      pollMs: 0,
      connect: () => {
        const client = new FakeClient(outcomes[clients.length] ?? false);
        clients.push(client);
        return client as unknown as pg.Client;
      },
      retry: { initialMs: 5, maxMs: 20 },
      log,
    });
    const heard: LiveEvent[] = [];
    bus.subscribe((event) => heard.push(event));

    clients[0].emit('error', new Error('terminating connection due to administrator command'));
    await until(() => entries.some((e) => e.level === 'info'));
    expect(clients).toHaveLength(6);
    expect(entries.filter((e) => e.level === 'warn').map((e) => e.details.delayMs)).toEqual([5, 10, 20, 20, 20]);
    expect(entries.at(-1)).toMatchObject({ level: 'info', details: { attempts: 5 } });

    // Another instance's change: in the table, and announced on the connection made again.
    await handle.db.transaction().execute((trx) => writeChange(trx, { type: 'score', matchId: 7, at: '2026-04-06T10:15:00.000Z' }));
    clients[5].emit('notification', { channel: 'live_changes', payload: '1' });
    await until(() => heard.length > 0);
    expect(heard).toEqual([expect.objectContaining({ type: 'score', matchId: 7 })]);

    // The back-off starts small again after a success.
    clients[5].emit('error', new Error('gone again'));
    await until(() => clients.length === 7);
    expect(entries.filter((e) => e.level === 'warn').at(-1)?.details.delayMs).toBe(5);
    await bus.close();
  });

  it('stops retrying once closed', async () => {
    let made = 0;
    const bus = await createLiveBus(onFake(), {
      pollMs: 0,
      connect: () => new FakeClient(made++ > 0) as unknown as pg.Client,
      retry: { initialMs: 1, maxMs: 1 },
    });
    await bus.close();
    const after = made;
    await new Promise((r) => setImmediate(r));
    expect(made).toBe(after);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)('live bus on PostgreSQL', () => {
  it('hears changes again after its LISTEN backend is terminated while the database refuses connections, and catches up what was committed meanwhile', async () => {
    // A port nobody listens on: a connection there is refused, like a database that is restarting.
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    let refuseNext = 0;
    let connects = 0;
    const { log, entries } = recordingLog();
    const shared = await createTestBus();
    const listener = await createLiveBus(shared.handle, {
      // No polling: what reaches it after the outage comes from reading the table on reconnect.
      pollMs: 0,
      connect: (url) => {
        connects += 1;
        if (refuseNext > 0) {
          refuseNext -= 1;
          return new pg.Client({ host: '127.0.0.1', port: closedPort, user: 'nobody', database: 'nothing' });
        }
        return new pg.Client({ connectionString: url, application_name: 'phc-bus-under-test' });
      },
      retry: { initialMs: 20, maxMs: 200 },
      log,
    });
    const publisher = shared.bus;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const listenerBackends = async () =>
      (await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE application_name = 'phc-bus-under-test' AND query LIKE 'LISTEN%'`)).rows.map((r) => r.pid);
    const heard: LiveEvent[] = [];
    listener.subscribe((event) => heard.push(event));
    try {
      await until(async () => (await listenerBackends()).length === 1);
      const [first] = await listenerBackends();

      refuseNext = 2;
      await admin.query('SELECT pg_terminate_backend($1)', [first]);
      // Committed while nobody listens: its NOTIFY reaches no one of this instance.
      await publisher.publish({ type: 'score', matchId: 40 });
      await until(async () => {
        const pids = await listenerBackends();
        return pids.length === 1 && pids[0] !== first;
      });
      expect(connects).toBe(4);
      expect(entries.filter((e) => e.level === 'warn').map((e) => e.details.delayMs)).toEqual([20, 40, 80]);
      expect(entries.at(-1)).toMatchObject({ level: 'info', message: expect.stringMatching(/listening again/) });

      await publisher.publish({ type: 'score', matchId: 41 });
      await until(() => heard.some((e) => (e as { matchId?: number }).matchId === 41));
      expect(heard.map((e) => (e as { matchId?: number }).matchId)).toEqual([40, 41]);
    } finally {
      await admin.end();
      await listener.close();
      await shared.close();
    }
  });
});
