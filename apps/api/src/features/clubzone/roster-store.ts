import type { Insertable, Transaction } from 'kysely';
import type { RosterState } from '@phc/api-contract';
import type { Database } from '../../platform/db/schema';
import type { Db } from './common';

type Trx = Transaction<Database>;

export const groupCategoryId = async (db: Db, groupId: number) => (await db.selectFrom('groups').select('team_category_id').where('id', '=', groupId).executeTakeFirstOrThrow()).team_category_id;

/** Saves of one match wait for each other: the two sides share the match's roster table rows. */
export const lockMatch = (trx: Trx, matchId: number) => trx.selectFrom('matches').select('id').where('id', '=', matchId).forUpdate().executeTakeFirst();

/** Whether any of the participants is on the other side's roster of the match. */
export const onOtherRoster = async (trx: Db, matchId: number, teamId: number, participantIds: number[]) =>
  !!(await trx
    .selectFrom('match_rosters')
    .select('participant_id')
    .where('match_id', '=', matchId)
    .where('team_id', '!=', teamId)
    .where('participant_id', 'in', participantIds)
    .executeTakeFirst());

/** A side's roster of the match, replaced by `lines` (none: an empty roster). */
export async function replaceRoster(trx: Trx, matchId: number, teamId: number, lines: Insertable<Database['match_rosters']>[]): Promise<void> {
  await trx.deleteFrom('match_rosters').where('match_id', '=', matchId).where('team_id', '=', teamId).execute();
  if (lines.length > 0) await trx.insertInto('match_rosters').values(lines).execute();
}

export const setRosterState = (trx: Trx, matchId: number, side: 'home' | 'away', state: RosterState) =>
  trx
    .updateTable('matches')
    .set(side === 'home' ? { home_roster_state: state, updated_at: new Date() } : { away_roster_state: state, updated_at: new Date() })
    .where('id', '=', matchId)
    .execute();
