import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Every table of the public schema with its row count and an md5 of its rows in a fixed order, and
 * every sequence's position: two databases with the same figures hold the same data (and hand out
 * the same next ids).
 */
export async function tableChecksums(db: Kysely<Database>): Promise<Record<string, { rows: number; md5: string } | { last: number }>> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(db);
  const figures: Record<string, { rows: number; md5: string } | { last: number }> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{ rows: number; md5: string }>`select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as md5 from ${sql.table(name)} t`.execute(db);
    figures[name] = row.rows[0];
  }
  const sequences = await sql<{ name: string }>`select sequence_name as name from information_schema.sequences where sequence_schema = 'public' order by 1`.execute(db);
  for (const { name } of sequences.rows) {
    const row = await sql<{ last: number; called: boolean }>`select last_value::int as last, is_called as called from ${sql.table(name)}`.execute(db);
    figures[`sequence ${name}`] = { last: row.rows[0].called ? row.rows[0].last : 0 };
  }
  return figures;
}
