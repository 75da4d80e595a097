import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The migrations the database has applied, by name: its schema version. */
export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const result = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return result.rows.map((row) => row.name);
}
