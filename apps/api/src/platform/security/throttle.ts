import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * Abuse limits kept in the database (every instance behind a load balancer shares them), each
 * changed in one statement: parallel requests cannot all read the same old count.
 */

/** Every limit forgets within a day; rows older than that are removed now and then, by whichever request comes. */
const keepMs = 24 * 3600_000;
async function sweepSometimes(db: Kysely<Database>, now: Date): Promise<void> {
  if (Math.random() >= 0.001) return;
  await db.deleteFrom('rate_counters').where('last_at', '<', new Date(now.getTime() - keepMs)).execute();
}

/** Counts one event in a fixed window and returns the count including it. */
export async function hit(db: Kysely<Database>, key: string, windowMs: number, now: Date): Promise<number> {
  await sweepSometimes(db, now);
  const since = new Date(now.getTime() - windowMs);
  const { rows } = await sql<{ count: number }>`
    INSERT INTO rate_counters (key, count, window_start, last_at) VALUES (${key}, 1, ${now}, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_counters.window_start <= ${since} THEN 1 ELSE rate_counters.count + 1 END,
      window_start = CASE WHEN rate_counters.window_start <= ${since} THEN ${now} ELSE rate_counters.window_start END,
      last_at = ${now}
    RETURNING count`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** The count of a fixed window without adding to it (0 once the window has passed). */
export async function peek(db: Kysely<Database>, key: string, windowMs: number, now: Date): Promise<number> {
  const row = await db.selectFrom('rate_counters').select(['count', 'window_start']).where('key', '=', key).executeTakeFirst();
  if (!row || new Date(row.window_start).getTime() <= now.getTime() - windowMs) return 0;
  return Number(row.count);
}

export async function clear(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_counters').where('key', '=', key).execute();
}

export interface BackoffOptions {
  /** Attempts allowed without waiting. */
  free: number;
  /** The wait after the first attempt past `free`; doubles with each further one. */
  baseMs: number;
  maxMs: number;
  /** A quiet period after which the count starts over. */
  forgetMs: number;
}

/** The wait that must pass after the `count`-th attempt before another one. */
export const backoffDelayMs = (count: number, o: BackoffOptions) => (count < o.free ? 0 : Math.min(o.maxMs, o.baseMs * 2 ** (count - o.free)));

/**
 * Takes an attempt under an exponential back-off: allowed (and counted) when the wait after the
 * last attempt has passed, else refused with the milliseconds still to wait. Atomic: of N parallel
 * attempts exactly as many pass as the back-off allows.
 */
export async function takeAttempt(db: Kysely<Database>, key: string, now: Date, o: BackoffOptions): Promise<{ allowed: true; count: number } | { allowed: false; retryAfterMs: number }> {
  await sweepSometimes(db, now);
  const forgetBefore = new Date(now.getTime() - o.forgetMs);
  const { rows } = await sql<{ count: number }>`
    INSERT INTO rate_counters (key, count, window_start, last_at) VALUES (${key}, 1, ${now}, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_counters.last_at <= ${forgetBefore} THEN 1 ELSE rate_counters.count + 1 END,
      window_start = CASE WHEN rate_counters.last_at <= ${forgetBefore} THEN ${now} ELSE rate_counters.window_start END,
      last_at = ${now}
    WHERE rate_counters.count < ${o.free}
       OR rate_counters.last_at <= ${forgetBefore}
       OR rate_counters.last_at + make_interval(secs => least(${o.maxMs / 1000}::float8, ${o.baseMs / 1000}::float8 * power(2, rate_counters.count - ${o.free}))) <= ${now}
    RETURNING count`.execute(db);
  if (rows[0]) return { allowed: true, count: Number(rows[0].count) };
  const row = await db.selectFrom('rate_counters').select(['count', 'last_at']).where('key', '=', key).executeTakeFirst();
  const waitUntil = row ? new Date(row.last_at).getTime() + backoffDelayMs(Number(row.count), o) : now.getTime();
  return { allowed: false, retryAfterMs: Math.max(1000, waitUntil - now.getTime()) };
}

/** A 429 with the seconds to wait, as every limit answers. */
export function rateLimited(reply: FastifyReply | undefined, retryAfterMs: number, what: string): HttpError {
  reply?.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return new HttpError(429, 'rate_limited', `Too many ${what}, try again later`);
}

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** Counts one event under the key and refuses it (429) past the limit of its window. */
export async function enforceLimit(db: Kysely<Database>, reply: FastifyReply | undefined, key: string, limit: WindowLimit, now: Date, what: string): Promise<void> {
  if ((await hit(db, key, limit.windowMs, now)) > limit.max) throw rateLimited(reply, limit.windowMs, what);
}

/** Gives one counted event back (a right PIN, a refused attempt), unless its window has started over since. */
async function giveBack(db: Kysely<Database>, key: string, takenAt: Date): Promise<void> {
  await db.updateTable('rate_counters').set({ count: sql<number>`count - 1` }).where('key', '=', key).where('count', '>', 0).where('window_start', '<=', takenAt).execute();
}

/**
 * Reserves one check under every key before the check is made: each key's count goes up in one
 * statement (a row lock on PostgreSQL), so of N parallel requests only as many as the tightest
 * limit allows get past, on every instance. A refused reservation gives back what it took; the
 * caller gives the rest back with `release` when the check turns out right, so only failures stay counted.
 */
export async function reserve(db: Kysely<Database>, keys: readonly (WindowLimit & { key: string })[], now: Date): Promise<{ allowed: true; release: () => Promise<void> } | { allowed: false; retryAfterMs: number }> {
  const taken: string[] = [];
  const releaseAll = async () => {
    for (const key of taken) await giveBack(db, key, now);
  };
  for (const limit of keys) {
    const count = await hit(db, limit.key, limit.windowMs, now);
    taken.push(limit.key);
    if (count > limit.max) {
      await releaseAll();
      return { allowed: false, retryAfterMs: limit.windowMs };
    }
  }
  return { allowed: true, release: releaseAll };
}
