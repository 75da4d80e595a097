import type { Kysely } from 'kysely';

/**
 * Issue 16 item 5: an organiser can disable an account. A disabled account cannot log in and its
 * sessions no longer count; the time says since when (shown in the users list), null means active.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
}
