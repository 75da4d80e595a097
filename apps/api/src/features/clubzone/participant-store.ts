import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { birthYearSql, type Db } from './common';

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

/** A club's teams with their categories' rules, by id. */
export const teamCategoryRows = (db: Db, clubId: number) =>
  db
    .selectFrom('teams')
    .innerJoin('team_categories', 'team_categories.id', 'teams.team_category_id')
    .select(['teams.id', 'team_categories.gender', 'team_categories.birth_year_from', 'team_categories.birth_year_to', 'team_categories.max_other_gender_players', 'team_categories.max_older_players'])
    .where('teams.club_id', '=', clubId)
    .orderBy('teams.id')
    .execute();

/** A club's participants (`ids` narrows them), birth year as a year. */
export async function participantRows(db: Db, clubId: number, ids?: readonly number[]) {
  let query = db
    .selectFrom('participants')
    .select([
      'participants.id',
      'participants.club_id',
      'participants.first_name',
      'participants.last_name',
      birthYearSql.as('birth_year'),
      'participants.gender',
      'participants.is_leader',
      'participants.on_exception',
      'participants.jersey_number',
      'participants.tournament_specific_attributes',
    ])
    .where('participants.club_id', '=', clubId);
  if (ids) query = query.where('participants.id', 'in', ids);
  return query.execute();
}

export const membershipsOf = (db: Db, participantIds: number[]) => db.selectFrom('participant_teams').select(['participant_id', 'team_id']).where('participant_id', 'in', participantIds).orderBy('team_id').execute();

/** The teams approved exceptions open to the participants. */
export const approvedTeamRequestsOf = (db: Db, participantIds: number[]) =>
  db.selectFrom('team_requests').select(['participant_id', 'team_id']).where('participant_id', 'in', participantIds).where('state', '=', 'approved').execute();

export const participantFacts = (db: Db, clubId: number, id: number) =>
  db
    .selectFrom('participants')
    .select(['id', 'gender', birthYearSql.as('birth_year')])
    .where('id', '=', id)
    .where('club_id', '=', clubId)
    .executeTakeFirst();

export const clubTeam = (db: Db, clubId: number, teamId: number) => db.selectFrom('teams').select(['id']).where('id', '=', teamId).where('club_id', '=', clubId).executeTakeFirst();

export const categoryBirthYears = (db: Db) => db.selectFrom('team_categories').select(['birth_year_from as birthYearFrom', 'birth_year_to as birthYearTo']).execute();
