import { sql, type Insertable, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { TrainingJoinRequestState, TrainingState } from '@phc/api-contract';
import type { Database } from '../../platform/db/schema';
import type { Db } from './common';

type Trx = Transaction<Database>;

/** States that hold a hall's time: a rejected or cancelled training frees it. */
export const bookingStates: TrainingState[] = ['pending', 'approved'];

export const trainingTypePrices = (trx: Db, trainingTypeId: number) =>
  trx
    .selectFrom('training_types')
    .leftJoin('pricelist_items', 'pricelist_items.id', 'training_types.pricelist_item_id')
    .select(['training_types.id', 'pricelist_items.price_czk', 'pricelist_items.price_eur'])
    .where('training_types.id', '=', trainingTypeId)
    .executeTakeFirst();

/** Locking the hall's row makes two bookings of one hall wait for each other (no double booking on a real server). */
export const lockHall = (trx: Db, placeId: number) => trx.selectFrom('places').select('id').where('id', '=', placeId).where('place_type', '=', 'hall').forUpdate().executeTakeFirst();

/** The other teams' trainings that hold the hall on that day. */
export const hallBookings = (trx: Db, placeId: number, day: number, teamId: number) =>
  trx
    .selectFrom('trainings')
    .select(['id', 'team_id', 'preferred_time', 'start_time', 'end_time', 'duration_minutes'])
    .where('place_id', '=', placeId)
    .where('day_offset', '=', day)
    .where('state', 'in', bookingStates)
    .where('team_id', '!=', teamId)
    .execute();

export const clubCountryCode = async (trx: Db, clubId: number) =>
  (await trx.selectFrom('clubs').innerJoin('countries', 'countries.id', 'clubs.country_id').select('countries.code').where('clubs.id', '=', clubId).executeTakeFirst())?.code;

export const insertTraining = async (trx: Trx, values: Insertable<Database['trainings']>) => (await trx.insertInto('trainings').values(values).returning('id').executeTakeFirstOrThrow()).id;

export const updateTraining = (trx: Trx, id: number, values: Updateable<Database['trainings']>) => trx.updateTable('trainings').set(values).where('id', '=', id).execute();

export const deleteTraining = (db: Db, id: number) => db.deleteFrom('trainings').where('id', '=', id).execute();

/** Cancels a booking training and rejects its pending join requests (nobody can join it any more); false when it was not booking. */
export async function cancelTraining(trx: Trx, id: number): Promise<boolean> {
  const updated = await trx.updateTable('trainings').set({ state: 'cancelled', updated_at: new Date() }).where('id', '=', id).where('state', 'in', bookingStates).returning('id').executeTakeFirst();
  if (!updated) return false;
  await trx.updateTable('training_join_requests').set({ state: 'rejected', updated_at: new Date() }).where('training_id', '=', id).where('state', '=', 'pending').execute();
  return true;
}

/** The training a join request is for, locked so two requests for one rival wait for each other. */
export const lockTrainingForJoin = (trx: Trx, id: number) =>
  trx.selectFrom('trainings').select(['id', 'seeking_rival', 'rival_team_id', 'state', 'day_offset', 'preferred_time', 'start_time']).where('id', '=', id).forUpdate().executeTakeFirstOrThrow();

export const hasOpenJoinRequest = async (trx: Db, trainingId: number, teamId: number) =>
  !!(await trx
    .selectFrom('training_join_requests')
    .select('id')
    .where('training_id', '=', trainingId)
    .where('requesting_team_id', '=', teamId)
    .where('state', 'in', ['pending', 'approved'])
    .executeTakeFirst());

export const insertJoinRequest = async (trx: Trx, trainingId: number, teamId: number) =>
  (await trx.insertInto('training_join_requests').values({ training_id: trainingId, requesting_team_id: teamId, state: 'pending' }).returning('id').executeTakeFirstOrThrow()).id;

export const trainingSlot = (db: Db, id: number) => db.selectFrom('trainings').select(['day_offset', 'preferred_time', 'start_time']).where('id', '=', id).executeTakeFirstOrThrow();

export const setJoinRequestState = async (trx: Trx, id: number, from: TrainingJoinRequestState[], to: TrainingJoinRequestState) =>
  !!(await trx.updateTable('training_join_requests').set({ state: to, updated_at: new Date() }).where('id', '=', id).where('state', 'in', from).returning('id').executeTakeFirst());

/** The rival of a training without one; false when another request took it first. */
export const takeRival = async (trx: Trx, trainingId: number, teamId: number) =>
  !!(await trx
    .updateTable('trainings')
    .set({ rival_team_id: teamId, updated_at: new Date() })
    .where('id', '=', trainingId)
    .where('rival_team_id', 'is', null)
    .returning('id')
    .executeTakeFirst());

export const rejectOtherJoinRequests = (trx: Trx, trainingId: number, keptId: number) =>
  trx.updateTable('training_join_requests').set({ state: 'rejected', updated_at: new Date() }).where('training_id', '=', trainingId).where('id', '!=', keptId).where('state', '=', 'pending').execute();

export const dropRival = (trx: Trx, trainingId: number, teamId: number) =>
  trx.updateTable('trainings').set({ rival_team_id: null, updated_at: new Date() }).where('id', '=', trainingId).where('rival_team_id', '=', teamId).execute();

/** A training as the club zone reads it: the table's columns (the Kysely schema) and what some queries join. */
export type TrainingRow = Omit<Selectable<Database['trainings']>, 'created_at' | 'updated_at' | 'referee_id'> & {
  /** The assigned referee's name, where the query joins it. */
  referee_name?: string | null;
};

const trainingColumns = [
  'trainings.id',
  'trainings.team_id',
  'trainings.day_offset',
  'trainings.preferred_time',
  'trainings.start_time',
  'trainings.end_time',
  'trainings.training_type_id',
  'trainings.duration_minutes',
  'trainings.place_id',
  'trainings.seeking_rival',
  'trainings.rival_name',
  'trainings.rival_team_id',
  'trainings.note',
  'trainings.state',
  'trainings.price',
  'trainings.referee_requested',
  'trainings.resolution_reason',
] as const;

/** The assigned referee's name as the club reads it. */
export const refereeNameSql = sql<string | null>`referees.first_name || ' ' || referees.last_name`;

/** Trainings with their referee's name, in the calendar's order; narrowed to a club's or to one. */
export async function trainingRows(db: Db, filter: { clubId?: number; id?: number }): Promise<TrainingRow[]> {
  let query = db
    .selectFrom('trainings')
    .innerJoin('teams', 'teams.id', 'trainings.team_id')
    .leftJoin('referees', 'referees.id', 'trainings.referee_id')
    .select(trainingColumns)
    .select(refereeNameSql.as('referee_name'))
    .orderBy('trainings.day_offset').orderBy('trainings.preferred_time').orderBy('trainings.id');
  if (filter.clubId !== undefined) query = query.where('teams.club_id', '=', filter.clubId);
  if (filter.id !== undefined) query = query.where('trainings.id', '=', filter.id);
  return (await query.execute()) as TrainingRow[];
}

export const trainingOwner = (db: Db, id: number) =>
  db.selectFrom('trainings').innerJoin('teams', 'teams.id', 'trainings.team_id').select(['trainings.id', 'trainings.state', 'trainings.team_id', 'teams.club_id']).where('trainings.id', '=', id).executeTakeFirst();

/** A join request with the training it asks to join (the owning team is the training's). */
type JoinRow = Pick<Selectable<Database['training_join_requests']>, 'id' | 'state' | 'training_id' | 'requesting_team_id' | 'created_at'> &
  Pick<Selectable<Database['trainings']>, 'day_offset' | 'preferred_time' | 'start_time'> & { owning_team_id: number };

/** Join requests with their training, newest first; narrowed to one, or to the requesting or the owning club's. */
export async function joinRequestRows(db: Db, filter: { id?: number; requestingClubId?: number; owningClubId?: number }): Promise<JoinRow[]> {
  let query = db
    .selectFrom('training_join_requests')
    .innerJoin('trainings', 'trainings.id', 'training_join_requests.training_id')
    .innerJoin('teams as owning', 'owning.id', 'trainings.team_id')
    .innerJoin('teams as requesting', 'requesting.id', 'training_join_requests.requesting_team_id')
    .select([
      'training_join_requests.id',
      'training_join_requests.state',
      'training_join_requests.training_id',
      'training_join_requests.requesting_team_id',
      'training_join_requests.created_at',
      'trainings.team_id as owning_team_id',
      'trainings.day_offset',
      'trainings.preferred_time',
      'trainings.start_time',
    ])
    .orderBy('training_join_requests.id', 'desc');
  if (filter.id !== undefined) query = query.where('training_join_requests.id', '=', filter.id);
  if (filter.requestingClubId !== undefined) query = query.where('requesting.club_id', '=', filter.requestingClubId);
  if (filter.owningClubId !== undefined) query = query.where('owning.club_id', '=', filter.owningClubId);
  return (await query.execute()) as JoinRow[];
}
