import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { Db } from '../common';

export type TransferRow = Omit<Selectable<Database['transfers']>, 'pricelist_item_id' | 'created_at' | 'updated_at'>;

// A DATE column comes back as a JS Date in the driver's local zone; the calendar day is what we mean.
export const transferColumns = ['id', 'club_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'time', 'transfer_type', 'persons', 'flight_number', 'landing_time', 'note', 'state'] as const;

export const clubFound = async (db: Db, clubId: number) => !!(await db.selectFrom('clubs').select('id').where('id', '=', clubId).executeTakeFirst());

export const pricelistItemIdOf = async (db: Db, code: string) => (await db.selectFrom('pricelist_items').select('id').where('code', '=', code).executeTakeFirst())?.id ?? null;

export const transferState = async (db: Db, clubId: number, id: number) =>
  (await db.selectFrom('transfers').select(['id', 'state']).where('id', '=', id).where('club_id', '=', clubId).executeTakeFirst())?.state;

export const clubTransfers = (db: Db, clubId: number) => db.selectFrom('transfers').select(transferColumns).where('club_id', '=', clubId).orderBy('day').orderBy('time').orderBy('id').execute();

export const insertTransfer = (db: Db, values: Insertable<Database['transfers']>) => db.insertInto('transfers').values(values).returning(transferColumns).executeTakeFirstOrThrow();

/** The state condition again in the write: a confirmation landing between the check and the update wins (no row). */
export const updateUnconfirmedTransfer = (db: Db, clubId: number, id: number, values: Updateable<Database['transfers']>) =>
  db.updateTable('transfers').set(values).where('id', '=', id).where('club_id', '=', clubId).where('state', '=', 'unconfirmed').returning(transferColumns).executeTakeFirst();

/** Whether an unconfirmed transfer was removed (false: the organiser confirmed it meanwhile). */
export const deleteUnconfirmedTransfer = async (db: Db, clubId: number, id: number) =>
  Number((await db.deleteFrom('transfers').where('id', '=', id).where('club_id', '=', clubId).where('state', '=', 'unconfirmed').executeTakeFirst()).numDeletedRows) > 0;
