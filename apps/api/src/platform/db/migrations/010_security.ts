import { type Kysely } from 'kysely';

/**
 * Counters of the abuse limits (login back-off, password-reset and registration limits): one row per
 * key, updated in one statement so that parallel requests each see their own count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_counters').ifExists().execute();
}
