import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';

export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** The connection string when on a real server (LISTEN/NOTIFY needs its own client). */
  databaseUrl?: string;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests clone a seeded database from it; backups gzip it). */
  dumpDataDir?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  /** PostgreSQL only: the connection pool's figures (ops/metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: hears its own NOTIFY (on commit), where a real server needs a LISTEN client. */
  listen?: (channel: string, heard: (payload: string) => void) => Promise<() => Promise<void>>;
}

/**
 * A real PostgreSQL over `pg` when `databaseUrl` is set; otherwise the embedded PGlite, in a
 * directory (kept between starts) or in memory. The same migrations and queries run on both.
 */
export async function createDb(options: { databaseUrl?: string; dataDir?: string; loadDataDir?: Blob }): Promise<DbHandle> {
  let dialect: Dialect;
  let kind: DbKind;
  let pglite: PGlite | undefined;
  let pool: pg.Pool | undefined;
  if (options.databaseUrl) {
    // PGlite returns int8 (count(*)) as a number; make node-postgres agree (safe below 2^53).
    pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
    pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose connection the server ends emits here; without a listener Node would exit.
    // The pool drops that client and opens a new one on the next query.
    pool.on('error', () => undefined);
    // A client checked out for a transaction has no pool listener while the code between two of its
    // statements runs; a server ending the connection then (restart, failover, pg_terminate_backend)
    // emitted an unhandled 'error' and ended the process. The transaction rejects all the same.
    pool.on('connect', (client) => client.on('error', () => undefined));
    dialect = new PostgresDialect({ pool });
    kind = 'postgres';
  } else {
    pglite = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    // Its start-up goes on in the background (loading the WebAssembly and the data directory):
    // waiting here means nothing of it outlives a handle that is closed before its first query.
    await pglite.waitReady;
    dialect = new PGliteDialect(pglite);
    kind = 'pglite';
  }
  const db = new Kysely<Database>({ dialect });
  const embedded = pglite;
  const served = pool;
  return {
    db,
    kind,
    databaseUrl: options.databaseUrl,
    close: () => db.destroy(),
    ...(embedded ? { dumpDataDir: (compression = 'none') => embedded.dumpDataDir(compression), listen: (channel: string, heard: (payload: string) => void) => embedded.listen(channel, heard) } : {}),
    ...(served ? { poolStats: () => ({ total: served.totalCount, idle: served.idleCount, waiting: served.waitingCount }) } : {}),
  };
}
