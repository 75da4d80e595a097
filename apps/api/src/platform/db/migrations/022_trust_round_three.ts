import { sql, type Kysely } from 'kysely';

/**
 * An 8-digit PIN from the database's cryptographic generator (gen_random_uuid, not random()): 56
 * random bits of a UUID v4 taken modulo 10^8, so the bias is below 10^-8.
 */
const randomPin = sql`lpad(((('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 15))::bit(60)::bigint) % 100000000)::text, 8, '0')`;

/**
 * Issue 26 (trust, round three):
 * - every team and referee gets a new 8-digit protocol PIN, and new ones are made the same way: a
 *   4-digit PIN fell to the allowed guesses within a tournament;
 * - the per-match count of wrong PINs moves to rate_counters (per match, owner, user and address),
 *   so the match's own columns go;
 * - an upload records what it is for (`logo` ones are cleaned up when no club uses them) and, for
 *   anonymous uploads, the client address its quota is counted by.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['teams', 'referees']) {
    await db.schema.alterTable(table).alterColumn('protocol_pin', (c) => c.setDefault(randomPin)).execute();
    await db.updateTable(table).set({ protocol_pin: randomPin }).execute();
  }
  await db.schema.alterTable('matches').dropColumn('pin_failures').dropColumn('pin_window_start').execute();
  await db.schema
    .alterTable('uploaded_files')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('content'))
    .addColumn('uploaded_from', 'text')
    .execute();
  await db.schema.createIndex('uploaded_files_purpose_idx').on('uploaded_files').columns(['purpose', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('uploaded_files_purpose_idx').execute();
  await db.schema.alterTable('uploaded_files').dropColumn('uploaded_from').dropColumn('purpose').execute();
  await db.schema
    .alterTable('matches')
    .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pin_window_start', 'timestamptz')
    .execute();
}
