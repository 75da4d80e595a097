import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations';

/**
 * Brings the database to the newest schema. `available` is every migration by default; a test passes
 * fewer to stand for a database migrated by an older build.
 *
 * Unordered migrations are allowed: 014–021 were written in parallel branches and merged out of
 * number order, so a database that ran 017 before 016 existed must still take 016 later instead of
 * refusing to start. Each migration touches only its own tables and columns, so their order among
 * themselves does not matter; pending ones still run in name order.
 */
export async function migrateToLatest(db: Kysely<Database>, available: Record<string, Migration> = migrations): Promise<void> {
  if (await isUpToDate(db, available)) return;
  const provider = { getMigrations: async () => available };
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw error instanceof Error ? error : new Error(`Migration ${failed?.migrationName} failed: ${String(error)}`);
}

/**
 * Whether the database has run exactly the available migrations: a restart's usual case, answered by
 * one read instead of the Migrator's lock table and transaction (on PGlite about a third of a second
 * of a start, issue 25). Anything else, pending or unknown names or no table yet, is the Migrator's.
 */
async function isUpToDate(db: Kysely<Database>, available: Record<string, Migration>): Promise<boolean> {
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db).then(
    (result) => new Set(result.rows.map((row) => row.name)),
    () => undefined,
  );
  const names = Object.keys(available);
  return !!applied && applied.size === names.length && names.every((name) => applied.has(name));
}
