import type { Kysely } from 'kysely';

/**
 * Issue 16 item 3, master data per tournament day: the hours a place is open on each day (the map's
 * opening hours, SPEC §2) and the referees assigned to a hall on a day (the match protocol offers
 * them first, SPEC §7 hall referees). Both go with their place; a referee's assignments go with them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('place_opening_days')
    .addColumn('place_id', 'integer', (c) => c.notNull().references('places.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('opens', 'text', (c) => c.notNull())
    .addColumn('closes', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('place_opening_days_pk', ['place_id', 'day'])
    .execute();
  await db.schema
    .createTable('hall_referee_days')
    .addColumn('place_id', 'integer', (c) => c.notNull().references('places.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('referee_id', 'integer', (c) => c.notNull().references('referees.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('hall_referee_days_pk', ['place_id', 'day', 'referee_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hall_referee_days').ifExists().execute();
  await db.schema.dropTable('place_opening_days').ifExists().execute();
}
