import type { Kysely } from 'kysely';

/**
 * Issue 17 item 6: the keys a tournament import names its rows with (a club's "SKP-1", a hall's
 * "HALA-A", match "125"), kept so an export after the import gives the same keys back and a file
 * edited in a spreadsheet maps onto the same rows. Rows made here have none: an export names them by
 * their id. Unique per table where set.
 */
const tables = ['clubs', 'team_categories', 'places', 'groups', 'matches', 'participants', 'referees'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema.alterTable(table).addColumn('external_key', 'text').execute();
    await db.schema.createIndex(`${table}_external_key_idx`).unique().on(table).column('external_key').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema.dropIndex(`${table}_external_key_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('external_key').execute();
  }
}
