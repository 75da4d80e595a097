import type { Kysely } from 'kysely';

/**
 * Issue 24:
 * - `clubs.locale`: the language the club registered in, so its e-mails lead with it (null: not known,
 *   Czech first);
 * - `clubs.paid_at` / `paid_by`: an organiser marks the club's order paid (who and when; null: unpaid).
 *   "Overdue" is not stored: it follows from the due date and the day it is;
 * - `outbox_emails.html`: the branded HTML part of an e-mail beside its plain text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('clubs')
    .addColumn('locale', 'text')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('paid_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('outbox_emails').addColumn('html', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_emails').dropColumn('html').execute();
  await db.schema.alterTable('clubs').dropColumn('paid_by').dropColumn('paid_at').dropColumn('locale').execute();
}
