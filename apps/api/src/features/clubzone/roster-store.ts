import type { Insertable, Selectable, Transaction } from 'kysely';
import type { RosterState } from '@phc/api-contract';
import type { Database } from '../../platform/db/schema';
import { birthYearSql, type Db } from './common';

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

export const matchOfRoster = (db: Db, id: number) =>
  db
    .selectFrom('matches')
    .innerJoin('places', 'places.id', 'matches.place_id')
    .select(['matches.id', 'matches.group_id', 'matches.starts_at', 'matches.home_team_id', 'matches.away_team_id', 'matches.home_roster_state', 'matches.away_roster_state', 'places.data'])
    .where('matches.id', '=', id)
    .executeTakeFirst();

export const teamWithCategory = (db: Db, teamId: number) =>
  db
    .selectFrom('teams')
    .innerJoin('team_categories', 'team_categories.id', 'teams.team_category_id')
    .select(['teams.id', 'teams.club_id', 'teams.team_category_id', 'team_categories.gender', 'team_categories.birth_year_from', 'team_categories.birth_year_to', 'team_categories.max_other_gender_players', 'team_categories.max_older_players'])
    .where('teams.id', '=', teamId)
    .executeTakeFirstOrThrow();

/** Whether the account leads the team; only the account that accepted the club's invitation: an e-mail anyone can type gives no rights (issue 14). */
export const leadsTeam = async (db: Db, userId: number, teamId: number) =>
  !!(await db
    .selectFrom('team_leaders')
    .innerJoin('team_leader_teams', 'team_leader_teams.team_leader_id', 'team_leaders.id')
    .select('team_leaders.id')
    .where('team_leaders.user_id', '=', userId)
    .where('team_leader_teams.team_id', '=', teamId)
    .executeTakeFirst());

export type RosterLine = Pick<Selectable<Database['match_rosters']>, 'participant_id' | 'jersey_number' | 'is_leader' | 'is_captain' | 'is_goalkeeper'>;

const lineColumns = ['match_rosters.participant_id', 'match_rosters.jersey_number', 'match_rosters.is_leader', 'match_rosters.is_captain', 'match_rosters.is_goalkeeper'] as const;

export const rosterLines = (db: Db, matchId: number, teamId: number): Promise<RosterLine[]> => db.selectFrom('match_rosters').select(lineColumns).where('match_id', '=', matchId).where('team_id', '=', teamId).execute();

/** The team's latest match before `before` that has a saved roster of the team. */
export const previousRosterMatchId = async (db: Db, teamId: number, before: Date) =>
  (
    await db
      .selectFrom('match_rosters')
      .innerJoin('matches', 'matches.id', 'match_rosters.match_id')
      .select('matches.id')
      .where('match_rosters.team_id', '=', teamId)
      .where('matches.starts_at', '<', before)
      .orderBy('matches.starts_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.id;

export const teamCandidateRows = (db: Db, teamId: number) =>
  db
    .selectFrom('participant_teams')
    .innerJoin('participants', 'participants.id', 'participant_teams.participant_id')
    .select(['participants.id', 'participants.first_name', 'participants.last_name', birthYearSql.as('birth_year'), 'participants.gender', 'participants.is_leader', 'participants.jersey_number'])
    .where('participant_teams.team_id', '=', teamId)
    .orderBy('participants.is_leader')
    .orderBy('participants.last_name')
    .orderBy('participants.first_name')
    .execute();

/** The participants an approved exception lets play for the team. */
export const approvedExceptionIds = async (db: Db, teamId: number) =>
  (await db.selectFrom('team_requests').select('participant_id').where('team_id', '=', teamId).where('state', '=', 'approved').execute()).map((r) => r.participant_id);

export const rosterEntryRows = (db: Db, matchId: number, teamId: number) =>
  db
    .selectFrom('match_rosters')
    .innerJoin('participants', 'participants.id', 'match_rosters.participant_id')
    .select(['participants.id', 'participants.first_name', 'participants.last_name', 'participants.gender', 'match_rosters.jersey_number', 'match_rosters.is_leader', 'match_rosters.is_captain', 'match_rosters.is_goalkeeper'])
    .where('match_rosters.match_id', '=', matchId)
    .where('match_rosters.team_id', '=', teamId)
    .orderBy('match_rosters.is_leader')
    .orderBy('match_rosters.jersey_number')
    .orderBy('participants.last_name')
    .execute();
