import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw error instanceof Error ? error : new Error(`Migration ${failed?.migrationName} failed: ${String(error)}`);
}
