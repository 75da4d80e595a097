import type { Insertable, Transaction, Updateable } from 'kysely';
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
