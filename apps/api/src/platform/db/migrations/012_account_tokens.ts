import { sql, type Kysely } from 'kysely';

/**
 * Issue 14: a team leader is tied to an account only through an invitation the leader accepts
 * (never by the e-mail the club typed), and a new login e-mail replaces the old one only once a
 * link sent to the new address is opened. Both keep only the token's hash, like password resets.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('team_leader_invitations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('team_leader_id', 'integer', (c) => c.notNull().references('team_leaders.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('team_leader_invitations_leader_idx').on('team_leader_invitations').column('team_leader_id').execute();
  await db.schema
    .createTable('email_change_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_change_tokens_user_idx').on('email_change_tokens').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_change_tokens').ifExists().execute();
  await db.schema.dropTable('team_leader_invitations').ifExists().execute();
}
