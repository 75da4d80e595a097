import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildPath, type Endpoint } from '@phc/api-contract';
import { getTournament, type TournamentId } from '@phc/tournaments';
import { buildApp } from '../../app';
import { createDb, type DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { hashPassword } from '../auth/password';
import { seedDemo } from '../seed';
import { cloneDatabase } from './template-db';

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  /** Move the server's clock (sessions, tokens, rate limits). */
  clock: { now: Date };
  close(): Promise<void>;
}

/** A fresh database per test file: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
export async function freshDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await createDb({});
    return { handle, drop: async () => undefined };
  }
  const name = `phc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString() });
  return {
    handle,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestAppOptions {
  /** Seed the demo tournament (default true; seconds of work, so skip it where no data is needed). */
  seed?: boolean;
  tournament?: TournamentId;
  now?: Date;
  staticDir?: string;
  /** Extra routes for a test (a tiny endpoint), registered before the app is ready. */
  register?: (app: FastifyInstance) => void | Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = { now: options.now ?? new Date('2026-04-06T10:15:00Z') };
  const tournament = options.tournament ?? 'phc';
  const seeded = options.seed ?? true;
  const seedNow = clock.now;
  const { handle, drop } = await cloneDatabase({
    name: `${tournament}|${seedNow.toISOString()}|${seeded ? 'demo' : 'empty'}`,
    build: async ({ db }) => {
      await migrateToLatest(db);
      if (seeded) await seedDemo(db, { tournament, now: seedNow });
    },
  });
  const app = await buildApp({ db: handle, tournament: getTournament(tournament), now: () => clock.now, staticDir: options.staticDir });
  await options.register?.(app);
  await app.ready();
  return {
    app,
    handle,
    clock,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/** Calls an endpoint the way the web client does: its method, its path with params, JSON body. */
export function call<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: { params?: Record<string, unknown>; query?: Record<string, string>; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method: endpoint.method,
    url: buildPath(endpoint, input.params),
    query: input.query,
    headers: { ...(input.cookie ? { cookie: input.cookie } : {}), ...input.headers },
  };
  if (input.body !== undefined) request.payload = input.body as InjectOptions['payload'];
  return app.inject(request);
}

/** Logs a demo account in and returns the Cookie header for later calls. */
export async function loginAs(app: FastifyInstance, email: string, password = 'demo1234'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/web/auth/login', payload: { login: email, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'phc_session');
  return `phc_session=${cookie?.value}`;
}

/** A user for tests that do without the demo seed; the password is `demo1234` like the demo's. */
export async function createUser(app: FastifyInstance, user: { email: string; roles?: string[]; password?: string }): Promise<number> {
  const row = await app.ctx.db
    .insertInto('users')
    .values({ email: user.email, password_hash: await hashPassword(user.password ?? 'demo1234'), first_name: 'Test', last_name: 'User', roles: user.roles ?? [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
