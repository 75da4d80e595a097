import { sql, type Kysely } from 'kysely';

/**
 * Issue 28 item 1: `matches.schedule_revision`, the calendar feeds' SEQUENCE (RFC 5545 §3.8.7.4). It rises
 * by one in the same statement whenever a match's kick-off, hall or walkover changes. A trigger, not the
 * writers: the scheduler, a moved slot, an import and a walkover all write these columns, and a calendar
 * that missed one rise would keep a stale time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('matches').addColumn('schedule_revision', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`
    CREATE FUNCTION matches_schedule_revision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.starts_at IS DISTINCT FROM OLD.starts_at OR NEW.place_id IS DISTINCT FROM OLD.place_id OR NEW.walkover IS DISTINCT FROM OLD.walkover THEN
        NEW.schedule_revision := OLD.schedule_revision + 1;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER matches_schedule_revision BEFORE UPDATE ON matches FOR EACH ROW EXECUTE FUNCTION matches_schedule_revision()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS matches_schedule_revision ON matches`.execute(db);
  await sql`DROP FUNCTION IF EXISTS matches_schedule_revision()`.execute(db);
  await db.schema.alterTable('matches').dropColumn('schedule_revision').execute();
}
