import { sql, type Kysely } from 'kysely';
import type { LiveEvent } from '@phc/api-contract';
import type { Database } from '../db/schema';

/** The channel a committed change is announced on (NOTIFY is transactional: a rolled-back write says nothing). */
export const liveChangesChannel = 'live_changes';

/** One row of `live_changes`: its id is the stream message id on every instance. */
export interface LiveChange {
  id: number;
  event: LiveEvent;
}

/** How many changes and how old the table keeps: a resume from before that gets a reset. */
export interface LiveChangeWindow {
  maxRows: number;
  maxAgeMs: number;
}

/** Issue 25: as long as the memory buffer (replay-buffer.ts), so any instance replays what any other could. */
export const defaultChangeWindow: LiveChangeWindow = { maxRows: 5_000, maxAgeMs: 15 * 60_000 };

/**
 * Writes the change in the caller's transaction and announces it on commit. The transaction id is
 * taken before the sequence value (the MATERIALIZED CTE runs first): so any transaction that holds
 * an id N is already running, with its xid, when a reader sees N+1, and the reader's snapshot lists it.
 */
export async function writeChange(trx: Kysely<Database>, event: LiveEvent): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    WITH x AS MATERIALIZED (SELECT pg_current_xact_id() AS xid),
    r AS (INSERT INTO live_changes (xid, payload) SELECT xid, ${JSON.stringify(event)}::jsonb FROM x RETURNING id)
    SELECT id, pg_notify(${liveChangesChannel}, id::text) FROM r`.execute(trx);
  return Number(rows[0].id);
}

/**
 * A pg_snapshot as text (`xmin:xmax:xip,...`): which transactions were in progress when it was taken,
 * less those of other databases (`elsewhere`: 32-bit xids, the snapshot's are 64-bit with the epoch).
 */
function parseSnapshot(text: string, elsewhere: ReadonlySet<string>): { xmax: bigint; xip: bigint[] } {
  const [, xmax, xip] = text.split(':');
  const all = xip ? xip.split(',').map((x) => BigInt(x)) : [];
  return { xmax: BigInt(xmax), xip: all.filter((x) => !elsewhere.has(String(x & 0xffffffffn))) };
}
const inProgress = (snapshot: { xmax: bigint; xip: bigint[] }, xid: bigint) => xid >= snapshot.xmax || snapshot.xip.includes(xid);

export interface LiveChangeReader {
  /** The changes committed since the last read, in id order, none skipped or repeated. */
  read(): Promise<LiveChange[]>;
  /** The last id handed out (every id up to it is delivered or proven gone). */
  cursor(): number;
  /** Whether a missing id holds later ones back (the caller reads again soon: a rollback announces nothing). */
  waiting(): boolean;
}

/**
 * Reads `live_changes` in id order from `after`. Ids are taken before commit, so N+1 can commit
 * before N: the reader then holds N+1 back, remembers the transactions in progress when it first saw
 * the hole, and once none of them is in progress any more while N is still absent, N was rolled back
 * (or never written) and the reader goes on. Rows and snapshot come from one statement, so a
 * transaction that committed N is either visible in the rows or still listed in the snapshot.
 */
export function createChangeReader(db: Kysely<Database>, after: number, batch = 1_000): LiveChangeReader {
  let cursor = after;
  // A missing id → the transactions in progress when the hole was first seen.
  const holes = new Map<number, bigint[]>();
  return {
    async read() {
      // `elsewhere`: write transactions of the server's other databases (another tournament's import or
      // seed, another test file), which can never hold one of this database's ids. Only those positively
      // seen running elsewhere are left out; one that ended meanwhile stays in the set, which only waits
      // one read longer. Without this a long write in another tournament held this one's live feed back.
      const { rows } = await sql<{ snap: string; elsewhere: string[] | null; horizon: number; changes: { id: number; payload: LiveEvent }[] }>`
        SELECT pg_current_snapshot()::text AS snap,
          (SELECT array_agg(backend_xid::text) FROM pg_stat_activity WHERE datname IS DISTINCT FROM current_database() AND backend_xid IS NOT NULL) AS elsewhere,
          (SELECT pruned_through FROM live_changes_horizon) AS horizon,
          coalesce((SELECT json_agg(json_build_object('id', c.id, 'payload', c.payload) ORDER BY c.id)
            FROM (SELECT id, payload FROM live_changes WHERE id > ${cursor} ORDER BY id LIMIT ${batch}) c), '[]'::json) AS changes`.execute(db);
      const { snap, elsewhere, horizon, changes } = rows[0];
      const snapshot = parseSnapshot(snap, new Set(elsewhere ?? []));
      const out: LiveChange[] = [];
      for (const change of changes) {
        while (cursor + 1 < change.id) {
          const missing = cursor + 1;
          // Pruned while this reader lagged: gone for good (the caller's browsers get a reset from the buffer).
          if (missing <= Number(horizon)) {
            cursor = Math.max(cursor, Number(horizon));
            continue;
          }
          const seenWith = holes.get(missing);
          if (seenWith === undefined) {
            // Nothing in progress: nothing can still commit the missing id.
            if (snapshot.xip.length > 0) {
              holes.set(missing, snapshot.xip);
              return out;
            }
          } else if (seenWith.some((xid) => inProgress(snapshot, xid))) return out;
          holes.delete(missing);
          cursor = missing;
        }
        holes.delete(change.id);
        cursor = change.id;
        out.push({ id: change.id, event: change.payload });
      }
      return out;
    },
    cursor: () => cursor,
    waiting: () => holes.size > 0,
  };
}

/** The newest id, where a new instance starts delivering (what came before is the table's to replay). */
export async function lastChangeId(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ id: number | null }>`SELECT max(id) AS id FROM live_changes`.execute(db);
  return Number(rows[0].id ?? 0);
}

/** What follows `after` up to `upto`, or `gone` when rows after it were pruned (the browser resets). */
export async function changesSince(db: Kysely<Database>, after: number, upto: number): Promise<LiveChange[] | 'gone'> {
  const { rows } = await sql<{ horizon: number; changes: { id: number; payload: LiveEvent }[] }>`
    SELECT (SELECT pruned_through FROM live_changes_horizon) AS horizon,
      coalesce((SELECT json_agg(json_build_object('id', id, 'payload', payload) ORDER BY id)
        FROM live_changes WHERE id > ${after} AND id <= ${upto}), '[]'::json) AS changes`.execute(db);
  if (after < Number(rows[0].horizon)) return 'gone';
  return rows[0].changes.map((c) => ({ id: Number(c.id), event: c.payload }));
}

/**
 * Keeps the window: the newest `maxRows` rows no older than `maxAgeMs` (by the database's clock,
 * which stamped them). The horizon moves in the same transaction, so a resume never mistakes a
 * pruned change for one that was never written. Returns how many rows went.
 */
export async function pruneChanges(db: Kysely<Database>, window: LiveChangeWindow = defaultChangeWindow): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ cutoff: number | null }>`
      SELECT greatest(
        (SELECT max(id) FROM live_changes WHERE created_at < now() - make_interval(secs => ${window.maxAgeMs / 1000})),
        (SELECT id FROM live_changes ORDER BY id DESC OFFSET ${window.maxRows} LIMIT 1)) AS cutoff`.execute(trx);
    const cutoff = rows[0].cutoff === null ? null : Number(rows[0].cutoff);
    if (cutoff === null) return 0;
    const deleted = await trx.deleteFrom('live_changes').where('id', '<=', cutoff).executeTakeFirst();
    await trx.updateTable('live_changes_horizon').set({ pruned_through: sql`greatest(pruned_through, ${cutoff})` }).execute();
    return Number(deleted.numDeletedRows);
  });
}
