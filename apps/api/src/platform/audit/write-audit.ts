import type { Kysely, Transaction } from 'kysely';
import type { RequestUser } from '../auth/permissions';
import type { Database } from '../db/schema';

/** One row of the audit log the administration reads (features/admin/audit.ts): who changed what, before and after. */
export interface AuditRecord {
  entity: string;
  entityId: number;
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * Records the administration's writes and a reporter's later corrections; call it inside the write's
 * transaction, so a change and its record are stored together or not at all.
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
