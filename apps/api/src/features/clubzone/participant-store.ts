import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { Db } from './common';

type Trx = Transaction<Database>;

export const teamWithClub = (db: Db, teamId: number) => db.selectFrom('teams').select(['id', 'club_id']).where('id', '=', teamId).executeTakeFirst();

export const teamMemberIds = async (db: Db, teamId: number) => (await db.selectFrom('participant_teams').select('participant_id').where('team_id', '=', teamId).execute()).map((m) => m.participant_id);

export const insertParticipant = async (db: Db, values: Insertable<Database['participants']>) => (await db.insertInto('participants').values(values).returning('id').executeTakeFirstOrThrow()).id;

/** A participant's new details; `leaveTeams` takes them out of every team too. */
export async function updateParticipant(trx: Trx, id: number, values: Updateable<Database['participants']>, leaveTeams: boolean): Promise<void> {
  await trx.updateTable('participants').set(values).where('id', '=', id).execute();
  if (leaveTeams) await trx.deleteFrom('participant_teams').where('participant_id', '=', id).execute();
}

/** Whether the participant is on the roster of a match past `scheduled`, or in a match event. */
export async function hasPlayed(db: Db, id: number): Promise<boolean> {
  const played = await db
    .selectFrom('match_rosters')
    .innerJoin('matches', 'matches.id', 'match_rosters.match_id')
    .select('match_rosters.match_id')
    .where('match_rosters.participant_id', '=', id)
    .where('matches.state', '!=', 'scheduled')
    .executeTakeFirst();
  const scored = await db
    .selectFrom('match_events')
    .select('id')
    .where((eb) => eb.or([eb('participant_id', '=', id), eb('assist_participant_id', '=', id)]))
    .executeTakeFirst();
  return !!(played || scored);
}

export const deleteParticipant = (trx: Trx, id: number) => trx.deleteFrom('participants').where('id', '=', id).execute();

export const addToTeam = (db: Db, participantId: number, teamId: number) =>
  db
    .insertInto('participant_teams')
    .values({ participant_id: participantId, team_id: teamId })
    .onConflict((oc) => oc.doNothing())
    .execute();

export const removeFromTeam = (db: Db, participantId: number, teamId: number) => db.deleteFrom('participant_teams').where('participant_id', '=', participantId).where('team_id', '=', teamId).execute();
