import { sql, type Kysely } from 'kysely';

/**
 * Issue 17 item 5: the tie-break procedure a category follows instead of its sport's default, and the
 * drawing of lots an organiser records for teams still level after every criterion (who and when).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('category_tie_breaks')
    .addColumn('team_category_id', 'integer', (c) => c.primaryKey().references('team_categories.id').onDelete('cascade'))
    .addColumn('procedure', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('group_lots')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('lot_order', 'integer', (c) => c.notNull())
    .addColumn('drawn_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('drawn_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('group_lots_pk', ['group_id', 'team_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('group_lots').ifExists().execute();
  await db.schema.dropTable('category_tie_breaks').ifExists().execute();
}
