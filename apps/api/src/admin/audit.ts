import type { Kysely, Transaction } from 'kysely';
import type { AuditEntry } from '@phc/api-contract';
import type { Database } from '../db/schema';
import type { RequestUser } from '../auth/permissions';

export interface AuditRecord {
  entity: string;
  entityId: number;
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * Records admin writes; call it inside the write's transaction, so a change and its record are
 * stored together or not at all.
 */
export async function writeAudit(trx: Transaction<Database> | Kysely<Database>, user: RequestUser, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await trx
    .insertInto('admin_audit')
    .values(
      records.map((r) => ({
        user_id: user.id,
        user_email: user.username,
        entity: r.entity,
        entity_id: r.entityId,
        action: r.action,
        before: r.before === undefined ? null : JSON.stringify(r.before),
        after: r.after === undefined ? null : JSON.stringify(r.after),
      })),
    )
    .execute();
}

/** PGlite and node-postgres both parse jsonb; a driver that hands back text still reads the same. */
const parsed = (value: unknown) => {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

export interface AuditFilter {
  entity?: string;
  entityId?: number;
  userId?: number;
}

/** The newest entries first, at most 500: the screen filters rather than pages through years. */
export async function readAudit(db: Kysely<Database>, filter: AuditFilter): Promise<{ entries: AuditEntry[]; users: { id: number; email: string }[] }> {
  let query = db.selectFrom('admin_audit').selectAll().orderBy('id', 'desc').limit(500);
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  const [rows, users] = await Promise.all([
    query.execute(),
    db.selectFrom('admin_audit').select(['user_id', 'user_email']).where('user_id', 'is not', null).groupBy(['user_id', 'user_email']).orderBy('user_email').execute(),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      userId: r.user_id,
      userEmail: r.user_email,
      entity: r.entity,
      entityId: r.entity_id,
      action: r.action,
      before: parsed(r.before),
      after: parsed(r.after),
    })),
    // One entry per account, under the e-mail it wrote with last (an account may change its e-mail).
    users: [...new Map(users.map((u) => [u.user_id as number, u.user_email])).entries()].map(([id, email]) => ({ id, email })),
  };
}
