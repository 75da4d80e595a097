import { sql, type Kysely } from 'kysely';

/** Site content (SPEC §3 content, §7 content objects) and uploaded files. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploaded_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // The public name: /uploads/<storage_key>; random, so names cannot be guessed.
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    // The bytes live in the database so any API instance can serve them; null when kept on disk or a CDN.
    .addColumn('content', 'bytea')
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('cms_objects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // menu | settings | page | partner_group | custom_block
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('slug', 'text')
    // What visitors see; null until first published.
    .addColumn('data', 'jsonb')
    // The editor's working copy; null when nothing is pending.
    .addColumn('draft', 'jsonb')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('is_archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('published_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('cms_objects_type_idx').on('cms_objects').columns(['type', 'is_archived']).execute();
  // A page is found by its slug; other types have none.
  await db.schema.createIndex('cms_objects_type_slug_key').on('cms_objects').columns(['type', 'slug']).unique().where(sql.ref('slug'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cms_objects').ifExists().execute();
  await db.schema.dropTable('uploaded_files').ifExists().execute();
}
