import { sql, type Kysely } from 'kysely';

/**
 * Issue 17: the competition builder. A category's competition built in the administration is a
 * draft (a row here with no `published_at`) that the public reads leave out until it is published.
 * Categories with no row keep what they had: a competition written before the builder existed (the
 * demo seed's) is published. Publishing gives the category's matches their numbers, which never
 * change afterwards (programmes and reporters quote them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('category_competitions')
    .addColumn('team_category_id', 'integer', (c) => c.primaryKey().references('team_categories.id').onDelete('cascade'))
    .addColumn('published_at', 'timestamptz')
    .addColumn('published_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The draw as the builder keeps it (teams, groups, why each team is where it is): moves re-explain from it.
    .addColumn('draw_state', 'jsonb')
    // The playoff trees (A, B) as built: which group position or earlier match feeds each bracket match.
    .addColumn('playoff_trees', 'jsonb')
    // The schedule's last settings (first day, days, minutes a match takes in a hall, rest between a team's matches).
    .addColumn('schedule_settings', 'jsonb')
    // The last generated schedule's report (hard violations, soft score and its parts).
    .addColumn('schedule_report', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable('matches').addColumn('number', 'integer').execute();
  await db.schema.createIndex('matches_number_idx').on('matches').column('number').unique().where(sql.ref('number'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('matches_number_idx').ifExists().execute();
  await db.schema.alterTable('matches').dropColumn('number').execute();
  await db.schema.dropTable('category_competitions').ifExists().execute();
}
