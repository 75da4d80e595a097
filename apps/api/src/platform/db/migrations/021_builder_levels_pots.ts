import type { Kysely } from 'kysely';

/**
 * Issue 17 item 1: round levels made by hand and seeding pots.
 * - `round_levels.team_category_id`: a level the builder added to one category (null: a level every
 *   category shares, like the seed's). A category's own level can be renamed and deleted without
 *   touching another category's published competition.
 * - `teams.seeding_pot`: the organiser's pot of a registered team in its category (1 = strongest;
 *   null: no pot, drawn after the potted teams). The draw snakes by it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('round_levels')
    .addColumn('team_category_id', 'integer', (c) => c.references('team_categories.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('round_levels_category_idx').on('round_levels').column('team_category_id').execute();
  await db.schema.alterTable('teams').addColumn('seeding_pot', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('teams').dropColumn('seeding_pot').execute();
  await db.schema.dropIndex('round_levels_category_idx').ifExists().execute();
  await db.schema.alterTable('round_levels').dropColumn('team_category_id').execute();
}
