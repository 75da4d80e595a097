import type { Transaction } from 'kysely';
import type { PotsBody } from '@phc/api-contract';
import type { RequestUser } from '../../../platform/auth/permissions';
import type { Database } from '../../../platform/db/schema';
import { badRequest } from '../../../platform/http/errors';
import { writeAudit } from '../../../platform/audit/write-audit';
import { registeredTeams, requireDraft } from './builder-store';

/**
 * Stores the organiser's seeding pots of the category's registered teams (null clears one); the next
 * draw snakes by them. A team of another category, or named twice, is a 400 on its row
 * (`pots.3.teamId`). Only the changed teams are written and audited.
 */
export async function setPots(trx: Transaction<Database>, user: RequestUser, categoryId: number, body: PotsBody): Promise<void> {
  await requireDraft(trx, categoryId);
  const teams = new Map((await registeredTeams(trx, categoryId)).map((t) => [t.id, t.seeding_pot]));
  const seen = new Set<number>();
  const fields: Record<string, string[]> = {};
  const wanted = body.pots.map((row, i) => {
    const teamId = Number(row.teamId);
    if (!teams.has(teamId) || seen.has(teamId)) fields[`pots.${i}.teamId`] = ['invalid'];
    seen.add(teamId);
    return { teamId, pot: row.pot === null ? null : Number(row.pot) };
  });
  if (Object.keys(fields).length) throw badRequest('A team is not registered in this category or is named twice', fields);
  const changed = wanted.filter((w) => teams.get(w.teamId) !== w.pot);
  if (changed.length === 0) return;
  for (const pot of new Set(changed.map((c) => c.pot))) {
    const ids = changed.filter((c) => c.pot === pot).map((c) => c.teamId);
    await trx.updateTable('teams').set({ seeding_pot: pot }).where('id', 'in', ids).execute();
  }
  await writeAudit(trx, user, [
    {
      entity: 'competition',
      entityId: categoryId,
      action: 'pots',
      before: Object.fromEntries(changed.map((c) => [c.teamId, teams.get(c.teamId) ?? null])),
      after: Object.fromEntries(changed.map((c) => [c.teamId, c.pot])),
    },
  ]);
}
