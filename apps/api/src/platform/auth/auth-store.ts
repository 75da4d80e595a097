import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { newToken, sha256 } from './sessions';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A new set-password link's token for the account (a reset, or an organiser's invitation); call it
 * in a transaction. Only the newest link works: an older e-mail (maybe read by someone else) is void.
 */
export async function issuePasswordToken(trx: Transaction<Database>, userId: number, now: Date, validMinutes: number): Promise<string> {
  const token = newToken();
  await voidPasswordTokens(trx, userId, now);
  await trx
    .insertInto('password_reset_tokens')
    .values({ token_hash: sha256(token), user_id: userId, expires_at: new Date(now.getTime() + validMinutes * 60_000) })
    .execute();
  return token;
}

const voidPasswordTokens = (trx: Transaction<Database>, userId: number, now: Date) =>
  trx.updateTable('password_reset_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();

/** A new account without roles; the caller hashes the password (or a random one: the owner sets theirs by a reset link). */
export async function insertUser(trx: Db, values: { email: string; passwordHash: string; firstName: string; lastName: string }): Promise<number> {
  const created = await trx
    .insertInto('users')
    .values({ email: values.email, password_hash: values.passwordHash, first_name: values.firstName, last_name: values.lastName, roles: [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

export const recordLoginAttempt = (db: Db, attempt: { login: string; ip: string; succeeded: boolean; at: Date }) => db.insertInto('login_attempts').values(attempt).execute();

export const loginAccount = (db: Db, email: string) => db.selectFrom('users').select(['id', 'password_hash', 'disabled_at']).where('email', '=', email).executeTakeFirst();

export const accountByEmail = (db: Db, email: string) => db.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();

export const passwordHashOf = async (db: Db, userId: number) => (await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow()).password_hash;

/** Whether another account (than `exceptUserId`, when given) logs in with this e-mail. */
export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return !!(await query.executeTakeFirst());
}

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  password_hash?: string;
}

/**
 * A profile's changes in one transaction. A new password voids every reset link and ends the
 * account's other sessions; a new e-mail replaces the login only once its owner opens the link, and
 * the newest request wins.
 */
export async function saveProfile(
  db: Kysely<Database>,
  userId: number,
  changes: ProfileChanges,
  extra: { now: () => Date; sessionIdHash?: string | null; emailChange: { tokenHash: string; newEmail: string; validMinutes: number } | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set(changes).where('id', '=', userId).execute();
    if (changes.password_hash) {
      await voidPasswordTokens(trx, userId, extra.now());
      if (extra.sessionIdHash) await trx.deleteFrom('sessions').where('user_id', '=', userId).where('id_hash', '!=', extra.sessionIdHash).execute();
    }
    const change = extra.emailChange;
    if (change) {
      await trx.updateTable('email_change_tokens').set({ used_at: extra.now() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
      await trx
        .insertInto('email_change_tokens')
        .values({ token_hash: change.tokenHash, user_id: userId, new_email: change.newEmail, expires_at: new Date(extra.now().getTime() + change.validMinutes * 60_000) })
        .execute();
    }
  });
}

export const emailChangeToken = (db: Db, tokenHash: string) =>
  db.selectFrom('email_change_tokens').select(['user_id', 'new_email', 'expires_at', 'used_at']).where('token_hash', '=', tokenHash).executeTakeFirst();

/** Spends the e-mail link and changes the login; false when another request spent the link first. */
export async function confirmEmailChange(db: Kysely<Database>, tokenHash: string, userId: number, newEmail: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const spent = await trx.updateTable('email_change_tokens').set({ used_at: now }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).returning('user_id').executeTakeFirst();
    if (!spent) return false;
    await trx.updateTable('users').set({ email: newEmail }).where('id', '=', userId).execute();
    return true;
  });
}

export const passwordResetToken = (db: Db, tokenHash: string) =>
  db.selectFrom('password_reset_tokens').select(['user_id', 'expires_at', 'used_at']).where('token_hash', '=', tokenHash).executeTakeFirst();

/** A reset spends every link of the account, not only the one used, and ends every open session. */
export async function resetPassword(db: Kysely<Database>, userId: number, passwordHash: () => Promise<string>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await voidPasswordTokens(trx, userId, now);
    await trx.updateTable('users').set({ password_hash: await passwordHash() }).where('id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  });
}
