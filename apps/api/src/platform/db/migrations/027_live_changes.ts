import { sql, type Kysely } from 'kysely';

/**
 * Issue 25 item 4: the live changes, one row per change, written in the same transaction as the
 * change it describes. Its id is the live stream's message id on every instance, so a browser
 * resumes on any of them. `xid` is the writing transaction (taken before the id, see
 * live/changes.ts): a reader that sees id N+1 while N is missing waits until every transaction that
 * could still hold N has ended. `live_changes_horizon` says up to which id rows were pruned: a resume
 * from before it gets a reset, one after it is read from the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE live_changes (
    id bigserial PRIMARY KEY,
    xid xid8 NOT NULL,
    payload jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE TABLE live_changes_horizon (only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row), pruned_through bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO live_changes_horizon (pruned_through) VALUES (0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS live_changes_horizon`.execute(db);
  await sql`DROP TABLE IF EXISTS live_changes`.execute(db);
}
