import { sql, type Kysely } from 'kysely';

/**
 * Issue 16: the administration area's audit log. Every admin write adds a row in the same
 * transaction as the change: who (kept as an e-mail too, so a deleted account still reads), when,
 * which entity, what action, and the entity's state before and after.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  // The log's two filters, newest first.
  await db.schema.createIndex('admin_audit_entity_idx').on('admin_audit').columns(['entity', 'entity_id', 'id']).execute();
  await db.schema.createIndex('admin_audit_user_idx').on('admin_audit').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_audit').ifExists().execute();
}
