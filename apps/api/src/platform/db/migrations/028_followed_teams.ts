import { sql, type Kysely } from 'kysely';

/**
 * Issue 28 item 4: the teams a signed-in user follows, so the list is the same on every device.
 * `position` keeps the order they were followed in (the browser's list is ordered too). A deleted team
 * or account takes its rows with it. (027 is left to the live changes table of issue 25 item 4.)
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('followed_teams')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('followed_teams_pk', ['user_id', 'team_id'])
    .execute();
  await db.schema.createIndex('followed_teams_team_idx').on('followed_teams').column('team_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('followed_teams').execute();
}
