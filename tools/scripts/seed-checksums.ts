/**
 * `npx tsx tools/scripts/seed-checksums.ts [tournament...]`: seeds a fresh in-memory PGlite per tournament at a
 * fixed `now` and prints per-table checksums, so a refactor of the seed can prove its data is byte-for-byte the
 * same (run before and after, diff the outputs).
 */
import { sql, type Kysely } from 'kysely';
import { listTournaments } from '@phc/tournaments';
import type { Database } from '../../apps/api/src/platform/db/schema';
import { createDb } from '../../apps/api/src/platform/db/connection';
import { migrateToLatest } from '../../apps/api/src/platform/db/migrate';
import { tableChecksums } from '../../apps/api/src/platform/ops/backup/table-checksums';
import { seedDemo } from '../../apps/api/src/platform/seed/index';

const now = new Date('2027-03-26T09:00:00Z');
// Per column, the md5 of its sorted values: run twice and diff to see which columns differ run to run
// (clock defaults, salts, tokens) and so which whole-table figures cannot be compared.
async function printColumns(db: Kysely<Database>, tournament: string): Promise<void> {
  const cols = await sql<{ t: string; c: string }>`select table_name as t, column_name as c from information_schema.columns where table_schema = 'public' order by 1, 2`.execute(db);
  for (const { t, c } of cols.rows) {
    const r = await sql<{ md5: string }>`select md5(coalesce(string_agg(${sql.ref(c)}::text, E'\n' order by ${sql.ref(c)}::text), '')) as md5 from ${sql.table(t)}`.execute(db);
    console.log(tournament, t, c, r.rows[0].md5);
  }
}

// Columns that differ between two runs of the same seed (found with COLUMNS_MODE=1): the database's clock
// defaults, the migration's timestamp, bcrypt's salt, the invitation's expiry derived from the real clock.
const unstable = ['created_at', 'updated_at', 'timestamp', 'password_hash', 'expires_at', 'used_at'];

async function stableMd5(db: Kysely<Database>, table: string): Promise<string> {
  const r = await sql<{ md5: string }>`select md5(coalesce(string_agg(j, E'\n' order by j), '')) as md5 from (select (to_jsonb(t) - ${sql.raw(`array[${unstable.map((c) => `'${c}'`).join(',')}]`)})::text as j from ${sql.table(table)} t) s`.execute(db);
  return r.rows[0].md5;
}

const asked = process.argv.slice(2).length ? process.argv.slice(2) : ['phc', 'praguevolleyballgames', 'basketballpraguegames'];
// Known ids only, in the order asked: a typo is an error, not an empty line.
const tournaments = asked.map((id) => {
  const known = listTournaments().find((t) => t.id === id);
  if (!known) throw new Error(`Unknown tournament ${id}`);
  return known.id;
});

async function main(): Promise<void> {
  for (const tournament of tournaments) {
    const handle = await createDb({});
    try {
      await migrateToLatest(handle.db);
      await seedDemo(handle.db, { tournament, now });
      if (process.env.COLUMNS_MODE) await printColumns(handle.db, tournament);
      else {
        const sums = await tableChecksums(handle.db);
        for (const table of Object.keys(sums).sort()) {
          const figure = sums[table];
          console.log(tournament, table, 'md5' in figure ? JSON.stringify({ rows: figure.rows, md5: await stableMd5(handle.db, table) }) : JSON.stringify(figure));
        }
      }
    } finally {
      await handle.close();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
