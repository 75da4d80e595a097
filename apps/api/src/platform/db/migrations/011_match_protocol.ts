import { sql, type Kysely } from 'kysely';

/** A random 4-digit PIN, as each existing and new team and referee gets one. */
const randomPin = sql`lpad(floor(random() * 10000)::int::text, 4, '0')`;

/**
 * Closing a match protocol: the teams' confirmations of the result and the referee's seal, the PINs
 * they sign with, and a per-match count of wrong PINs so that a 4-digit PIN cannot be guessed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('matches')
    .addColumn('home_confirmed_at', 'timestamptz')
    .addColumn('away_confirmed_at', 'timestamptz')
    .addColumn('sealed_at', 'timestamptz')
    .addColumn('sealed_by_referee_id', 'integer', (c) => c.references('referees.id').onDelete('set null'))
    .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pin_window_start', 'timestamptz')
    .execute();
  await db.schema.alterTable('teams').addColumn('protocol_pin', 'text', (c) => c.notNull().defaultTo(randomPin)).execute();
  await db.schema.alterTable('referees').addColumn('protocol_pin', 'text', (c) => c.notNull().defaultTo(randomPin)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('referees').dropColumn('protocol_pin').execute();
  await db.schema.alterTable('teams').dropColumn('protocol_pin').execute();
  for (const column of ['pin_window_start', 'pin_failures', 'sealed_by_referee_id', 'sealed_at', 'away_confirmed_at', 'home_confirmed_at']) {
    await db.schema.alterTable('matches').dropColumn(column).execute();
  }
}
