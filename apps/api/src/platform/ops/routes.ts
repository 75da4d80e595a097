import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DbHandle } from '../db/connection';
import { migrations } from '../db/migrations';
import { errorBody } from '../http/errors';
import type { LiveBus } from '../live/bus';
import { collectProcessMetrics, instrumentHttp, type OpsMetrics } from './metrics';

export interface OpsOptions {
  db: DbHandle;
  bus: LiveBus;
  tournament: string;
  now: () => Date;
  metrics: OpsMetrics;
  /** /metrics answers only with `Authorization: Bearer <token>`; undefined: /metrics does not exist. */
  metricsToken?: string;
}

/** Set by the composition root on SIGTERM: from then on /readyz says 503 so the balancer sends no new work. */
export interface OpsControl {
  drain(): void;
  readonly draining: boolean;
}

/** Longer than a healthy database takes by far, short enough for a balancer's probe (a few seconds). */
const databaseCheckMs = 2_000;

type Check = 'ok' | string;

/** Every migration this build has is recorded in the database (a newer one there is fine). */
async function checkSchema(db: Kysely<Database>): Promise<{ database: Check; migrations: Check }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${databaseCheckMs} ms`)), databaseCheckMs)));
  try {
    const applied = await Promise.race([sql<{ name: string }>`select name from kysely_migration`.execute(db), timeout]);
    const names = new Set(applied.rows.map((row) => row.name));
    const pending = Object.keys(migrations).filter((name) => !names.has(name));
    return { database: 'ok', migrations: pending.length === 0 ? 'ok' : `pending: ${pending.join(', ')}` };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A reachable database without the migrations table has had none applied.
    if (/kysely_migration/.test(message)) return { database: 'ok', migrations: 'none applied' };
    return { database: `unreachable: ${message}`, migrations: 'unknown' };
  } finally {
    clearTimeout(timer);
  }
}

/** Hashing first makes both sides the same length, so the comparison takes the same time whatever was sent. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * /healthz: the process answers (and its product clock's `now`). /readyz: it can do its work: the
 * database answers, its schema is this build's, the live bus hears the other instances, and it is
 * not shutting down. /metrics: Prometheus, behind a bearer token.
 */
export function registerOps(app: FastifyInstance, options: OpsOptions): OpsControl {
  let draining = false;
  instrumentHttp(app, options.metrics);

  // `now`: the product's clock, so a deployment (or a test's browser) can see how far it is from its own.
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true, db: options.db.kind, tournament: options.tournament, now: options.now().toISOString() };
  });

  app.get('/readyz', async (_request, reply) => {
    const schema = await checkSchema(options.db.db);
    const checks = { ...schema, bus: options.bus.listening() ? 'ok' : 'not listening', draining };
    const ready = checks.database === 'ok' && checks.migrations === 'ok' && checks.bus === 'ok' && !draining;
    return reply.code(ready ? 200 : 503).header('cache-control', 'no-store').send({ ready, checks });
  });

  const token = options.metricsToken;
  if (token) {
    collectProcessMetrics(options.metrics, options.db);
    app.get('/metrics', async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!given || !sameSecret(given, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send(errorBody(401, 'unauthenticated', 'A bearer token is required'));
      }
      const body = await options.metrics.registry.metrics();
      return reply.header('content-type', options.metrics.registry.contentType).header('cache-control', 'no-store').send(body);
    });
  }

  return {
    drain: () => void (draining = true),
    get draining() {
      return draining;
    },
  };
}
