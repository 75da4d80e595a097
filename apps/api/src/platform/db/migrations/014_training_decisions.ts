import type { Kysely } from 'kysely';

/**
 * Issue 16 item 2: the organiser's decision on a training names the referee it gets (an approved
 * referee; a deleted referee leaves the training without one) and the reason the club reads.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('trainings')
    .addColumn('referee_id', 'integer', (c) => c.references('referees.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('trainings').addColumn('resolution_reason', 'text').execute();
  // A referee's other trainings of the day are looked up on every assignment.
  await db.schema.createIndex('trainings_referee_idx').on('trainings').columns(['referee_id', 'day_offset']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('trainings_referee_idx').ifExists().execute();
  await db.schema.alterTable('trainings').dropColumn('resolution_reason').execute();
  await db.schema.alterTable('trainings').dropColumn('referee_id').execute();
}
