import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { getTournament } from '@phc/tournaments';
import { buildApp } from '../../app';
import { createLiveBus } from '../live/bus';
import { createTestBus } from '../live/testing';
import { migrations } from '../db/migrations';
import { migrateToLatest } from '../db/migrate';
import { sseReader } from '../live/testing';
import { cloneDatabase } from '../test-utils/template-db';
import { createDb, type DbHandle } from '../db/connection';

const token = 'scrape-token-0123456789abcdef';
const clock = () => new Date('2026-04-06T10:15:00Z');

/** Waits until `check` holds, polling; no fixed sleep decides an assertion. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** One sample's value from the Prometheus text, by name and labels (all of them, any order); undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries({ tournament: 'phc', ...labels }).every(([k, v]) => found[k] === v) && Object.keys(found).length === Object.keys(labels).length + 1) return Number(match[3]);
  }
  return undefined;
}

async function appOn(handle: DbHandle, metricsToken?: string): Promise<FastifyInstance> {
  const app = await buildApp({ db: handle, tournament: getTournament('phc'), now: clock, metricsToken });
  await app.ready();
  return app;
}

const scrape = async (app: FastifyInstance) => {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

const [lastMigration] = Object.keys(migrations).slice(-1);
/** Migrated databases are cloned from a template: building one costs seconds, cloning it little. */
const migrated = () => cloneDatabase({ name: 'ops|migrated', build: ({ db }) => migrateToLatest(db) });
const olderSchema = () =>
  cloneDatabase({ name: `ops|without ${lastMigration}`, build: ({ db }) => migrateToLatest(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== lastMigration))) });

let handle: DbHandle;
let drop: () => Promise<void>;
let app: FastifyInstance;
beforeAll(async () => {
  ({ handle, drop } = await migrated());
  app = await appOn(handle, token);
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await handle.close();
  await drop();
});

describe('health and readiness', () => {
  it('/healthz says the process is alive and gives the product clock', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, tournament: 'phc', now: '2026-04-06T10:15:00.000Z' });
  });

  it('/readyz is 200 with every check ok on a migrated database', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.json()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', bus: 'ok', draining: false } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is 503 while a migration of this build is missing, 200 once applied, 503 again while draining', async () => {
    const own = await olderSchema();
    const last = lastMigration;
    const older = await appOn(own.handle);
    try {
      const pending = await older.inject({ method: 'GET', url: '/readyz' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json().checks).toMatchObject({ database: 'ok', migrations: `pending: ${last}` });
      await migrateToLatest(own.handle.db);
      expect((await older.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      older.ops.drain();
      const draining = await older.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ ready: false, checks: { database: 'ok', migrations: 'ok', bus: 'ok', draining: true } });
      // Alive all the same: a balancer must not restart a process that is finishing its requests.
      expect((await older.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await older.close();
      await own.handle.close();
      await own.drop();
    }
  });

  it('/readyz is 503 when the database does not answer', async () => {
    // A PostgreSQL address where nothing listens: every connection is refused, as when the server is down.
    const down = await createDb({ databaseUrl: 'postgres://phc@127.0.0.1:1/phc' });
    const { bus, close } = await createTestBus({ pollMs: 0 });
    const lost = await buildApp({ db: down, tournament: getTournament('phc'), now: clock, bus });
    try {
      const response = await lost.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ ready: false, checks: { database: expect.stringMatching(/^unreachable: .*ECONNREFUSED/), migrations: 'unknown' } });
    } finally {
      await lost.close();
      await close();
      await down.close();
    }
  });
});

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const bare = await appOn(handle);
    try {
      const response = await bare.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it.each([
    ['no authorization', undefined],
    ['a wrong token', `Bearer ${token}x`],
    ['a prefix of the token', `Bearer ${token.slice(0, -1)}`],
    ['the token in another scheme', `Basic ${token}`],
  ])('answers 401 to %s', async (_case, authorization) => {
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(response.body).not.toContain('phc_');
  });

  it('counts requests by route pattern and status, with durations, in the Prometheus text format', async () => {
    for (const id of [91_001, 91_002, 91_003]) await app.inject({ method: 'GET', url: `/api/v1/competition/competition-match/${id}` });
    await app.inject({ method: 'GET', url: '/api/v1/no-such-route-77' });
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const route = { method: 'GET', route: '/api/v1/competition/competition-match/:id', status_code: '404' };
    expect(sample(text, 'phc_http_request_duration_seconds_count', route)).toBe(3);
    expect(sample(text, 'phc_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(3);
    expect(sample(text, 'phc_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(sample(text, 'phc_http_request_duration_seconds_count', { method: 'GET', route: '(unmatched)', status_code: '404' })).toBeGreaterThanOrEqual(1);
    // One series per route, never per id or per unknown path. Only the labels are read: a figure such as
    // an event-loop lag of 0.013910015 s contains "91001" too (it failed a run that way).
    expect(text).not.toMatch(/\{[^}]*(91001|no-such-route)[^}]*\}/);
  });

  it('gives the process figures: event-loop lag, heap, CPU', async () => {
    const text = await scrape(app);
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total']) {
      expect(sample(text, name)).toEqual(expect.any(Number));
    }
  });

  it('counts open live streams, messages made and sent, and resumes by outcome', async () => {
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/competition/live/stream`;
    const before = await scrape(app);
    const count = (text: string, name: string, labels?: Record<string, string>) => sample(text, name, labels) ?? 0;
    const streams = [sseReader(await fetch(url)), sseReader(await fetch(url))];
    const ready = await streams[0].message();
    await streams[1].message();
    await app.ctx.bus.publish({ type: 'roster', groupId: 1 });
    for (const stream of streams) expect((await stream.message()).event).toBe('change');
    let text = await scrape(app);
    expect(count(text, 'phc_live_streams_open')).toBe(2);
    expect(count(text, 'phc_live_resumes_total', { outcome: 'fresh' }) - count(before, 'phc_live_resumes_total', { outcome: 'fresh' })).toBe(2);
    expect(count(text, 'phc_live_messages_total', { event: 'change' }) - count(before, 'phc_live_messages_total', { event: 'change' })).toBe(1);
    expect(count(text, 'phc_live_messages_sent_total') - count(before, 'phc_live_messages_sent_total')).toBe(2);

    const again = sseReader(await fetch(url, { headers: { 'last-event-id': ready.id } }));
    expect((await again.message()).event).toBe('change');
    text = await scrape(app);
    expect(count(text, 'phc_live_resumes_total', { outcome: 'replay' }) - count(before, 'phc_live_resumes_total', { outcome: 'replay' })).toBe(1);
    expect(count(text, 'phc_live_replayed_messages_total') - count(before, 'phc_live_replayed_messages_total')).toBe(1);
    const reset = sseReader(await fetch(url, { headers: { 'last-event-id': 'another-epoch-5' } }));
    expect((await reset.message()).event).toBe('reset');
    expect(count(await scrape(app), 'phc_live_resumes_total', { outcome: 'reset' }) - count(before, 'phc_live_resumes_total', { outcome: 'reset' })).toBe(1);

    for (const stream of [...streams, again, reset]) await stream.cancel();
    await until(async () => count(await scrape(app), 'phc_live_streams_open') === 0);
  });

  it('keeps one registry per app: two apps in one process each serve their own figures', async () => {
    // On the same database: what differs is the app, and so must its figures.
    const second = await appOn(handle, token);
    try {
      await second.inject({ method: 'GET', url: '/healthz' });
      const text = await scrape(second);
      expect(sample(text, 'phc_http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status_code: '200' })).toBe(1);
      expect(sample(text, 'phc_http_request_duration_seconds_count', { method: 'GET', route: '/api/v1/competition/competition-match/:id', status_code: '404' })).toBeUndefined();
    } finally {
      await second.close();
    }
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)('on PostgreSQL: the pool and the live bus', () => {
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      return await client.query(query);
    } finally {
      await client.end();
    }
  };
  const database = () => new URL(handle.databaseUrl as string).pathname.slice(1);

  it('gives the pool figures', async () => {
    await app.inject({ method: 'GET', url: '/readyz' });
    const text = await scrape(app);
    expect(sample(text, 'phc_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'phc_db_pool_idle_connections')).toEqual(expect.any(Number));
    expect(sample(text, 'phc_db_pool_waiting_queries')).toBe(0);
  });

  it('measures how late other instances’ changes arrive', async () => {
    const other = await createLiveBus({ db: handle.db, databaseUrl: handle.databaseUrl });
    try {
      const before = sample(await scrape(app), 'phc_live_bus_notification_lag_seconds_count') ?? 0;
      await other.publish({ type: 'roster', groupId: 2 });
      await until(async () => sample(await scrape(app), 'phc_live_bus_notification_lag_seconds_count') === before + 1);
    } finally {
      await other.close();
    }
  });

  it('is not ready while the bus cannot LISTEN, and counts the loss and the reconnect', async () => {
    const name = database();
    // As when the server restarts: every connection ends, and new ones are refused for a while.
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
      await until(async () => (await app.inject({ method: 'GET', url: '/readyz' })).json().checks.bus === 'not listening');
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    } finally {
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    await until(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200);
    const text = await scrape(app);
    expect(sample(text, 'phc_live_bus_losses_total')).toBe(1);
    expect(sample(text, 'phc_live_bus_reconnects_total')).toBe(1);
  });
});
