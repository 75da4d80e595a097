import type { Kysely } from 'kysely';
import type { AuditEntry } from '@phc/api-contract';
import type { Database } from '../../platform/db/schema';
import { teamDisplayNames, withEntityNames, withValueNames } from './audit-names';

export { teamDisplayNames } from './audit-names';

/** PGlite and node-postgres both parse jsonb; a driver that hands back text still reads the same. */
const parsed = (value: unknown) => {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/**
 * The team ids a row names: seeding pots are keyed by team id, lots list the drawn order, a move
 * names its team. The page cannot read names from ids, so the read adds them.
 */
function teamIdsOf(entry: Pick<AuditEntry, 'entity' | 'action' | 'before' | 'after'>): number[] {
  const sides = [entry.before, entry.after].filter((side): side is Record<string, unknown> => side !== null && typeof side === 'object' && !Array.isArray(side));
  if (entry.entity === 'competition' && entry.action === 'pots') return sides.flatMap((side) => Object.keys(side).map(Number));
  if (entry.entity === 'groupLots') return sides.flatMap((side) => (Array.isArray(side['teamIds']) ? side['teamIds'].map(Number) : []));
  if (entry.entity === 'competition' && entry.action === 'move') return sides.map((side) => Number(side['teamId']));
  return [];
}

/** Each row's teams by name; a team deleted since keeps no name (the page then shows its id). */
async function withTeamNames(db: Kysely<Database>, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const idsOf = new Map(entries.map((entry) => [entry, teamIdsOf(entry)]));
  const names = await teamDisplayNames(db, [...idsOf.values()].flat());
  return entries.map((entry) => {
    const named = (idsOf.get(entry) ?? []).filter((id) => names.has(id));
    return named.length ? { ...entry, teamNames: Object.fromEntries(named.map((id) => [String(id), names.get(id) as string])) } : entry;
  });
}

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
  const entries = rows.map(
    (r): AuditEntry => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      userId: r.user_id,
      userEmail: r.user_email,
      entity: r.entity,
      entityId: r.entity_id,
      action: r.action,
      before: parsed(r.before),
      after: parsed(r.after),
    }),
  );
  return {
    entries: await withValueNames(db, await withEntityNames(db, await withTeamNames(db, entries))),
    // One entry per account, under the e-mail it wrote with last (an account may change its e-mail).
    users: [...new Map(users.map((u) => [u.user_id as number, u.user_email])).entries()].map(([id, email]) => ({ id, email })),
  };
}
