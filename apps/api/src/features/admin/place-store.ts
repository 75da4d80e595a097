import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AdminPlaceDetail, PlaceBodyOutput, PlaceType } from '@phc/api-contract';
import type { RequestUser } from '../../platform/auth/permissions';
import { uploadedImage } from '../../platform/uploads/receive';
import type { Database } from '../../platform/db/schema';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { writeAudit } from '../../platform/audit/write-audit';

type Db = Kysely<Database> | Transaction<Database>;

/** The reporter a hall names is read from its data by the halls screen; here only the text is kept. */
function reporterOf(data: string | null): number | null {
  try {
    const parsed = JSON.parse(data ?? '{}') as { reporterUserId?: unknown } | null;
    return typeof parsed?.reporterUserId === 'number' ? parsed.reporterUserId : null;
  } catch {
    return null;
  }
}

/** What a place is now (the form's fields and what uses it); 404 without it. */
export async function placeDetail(db: Db, id: number): Promise<AdminPlaceDetail> {
  const row = await db.selectFrom('places').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`No place ${id}`);
  const [days, uses, reporter] = await Promise.all([
    db.selectFrom('place_opening_days').select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'opens', 'closes']).where('place_id', '=', id).orderBy('day').execute(),
    db
      .selectNoFrom((eb) => [
        eb.selectFrom('matches').select((m) => m.fn.countAll<number>().as('n')).where('place_id', '=', id).as('matches'),
        eb.selectFrom('trainings').select((t) => t.fn.countAll<number>().as('n')).where('place_id', '=', id).as('trainings'),
      ])
      .executeTakeFirstOrThrow(),
    (async () => {
      const userId = row.place_type === 'hall' ? reporterOf(row.data) : null;
      if (userId === null) return null;
      const user = await db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
      return user ? { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name } : null;
    })(),
  ]);
  return {
    id: row.id,
    placeType: row.place_type as PlaceType,
    name: { cs: row.name_cs, en: row.name_en },
    description: { cs: row.description_cs, en: row.description_en },
    address: row.address,
    lat: Number(row.lat),
    lng: Number(row.lng),
    openingHours: row.opening_hours,
    openingDays: days,
    photos: row.files ?? [],
    sortOrder: row.sort_order,
    reporter,
    matches: Number(uses.matches ?? 0),
    trainings: Number(uses.trainings ?? 0),
  };
}

/** The audit's picture of a place: what the form edits, without the counts. */
const snapshot = ({ matches: _m, trainings: _t, reporter: _r, ...place }: AdminPlaceDetail) => place;

/**
 * A photo must be an uploaded image (`/uploads/<key>`): an address typed in would show a stranger's
 * server on the public map. Photos the place already has stay as they are.
 */
async function checkPhotos(app: FastifyInstance, photos: { url: string }[], current: { url: string }[]): Promise<void> {
  const kept = new Set(current.map((p) => p.url));
  for (const [i, photo] of photos.entries()) {
    if (!kept.has(photo.url) && !(await uploadedImage(app, photo.url))) throw badRequest('A photo must be an uploaded image', { [`photos.${i}.url`]: ['invalid'] });
  }
}

const columns = (body: PlaceBodyOutput) => ({
  place_type: body.placeType,
  name_cs: body.name.cs,
  name_en: body.name.en,
  description_cs: body.description.cs,
  description_en: body.description.en,
  address: body.address,
  lat: body.lat,
  lng: body.lng,
  files: JSON.stringify(body.photos.map((p) => ({ url: p.url }))),
  opening_hours: body.openingHours?.trim() || null,
  sort_order: body.sortOrder,
});

async function writeDays(trx: Transaction<Database>, placeId: number, body: PlaceBodyOutput) {
  await trx.deleteFrom('place_opening_days').where('place_id', '=', placeId).execute();
  if (body.openingDays.length) await trx.insertInto('place_opening_days').values(body.openingDays.map((d) => ({ place_id: placeId, ...d }))).execute();
}

export async function createPlace(app: FastifyInstance, user: RequestUser, body: PlaceBodyOutput): Promise<AdminPlaceDetail> {
  await checkPhotos(app, body.photos, []);
  return app.ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('places').values(columns(body)).returning('id').executeTakeFirstOrThrow();
    await writeDays(trx, id, body);
    const after = await placeDetail(trx, id);
    await writeAudit(trx, user, [{ entity: 'place', entityId: id, action: 'create', before: null, after: snapshot(after) }]);
    return after;
  });
}

/**
 * Saves the form. A hall that matches or trainings use stays a hall (409): its matches would drop
 * out of the halls the public draw shows. Its data (the reporter) is kept as it is.
 */
export async function updatePlace(app: FastifyInstance, user: RequestUser, id: number, body: PlaceBodyOutput): Promise<AdminPlaceDetail> {
  // The photos are checked before the transaction: the check reads uploaded files through app.ctx.db,
  // and on PGlite (one connection) a read outside an open transaction waits for it for ever.
  const current = await app.ctx.db.selectFrom('places').select('files').where('id', '=', id).executeTakeFirst();
  if (!current) throw notFound(`No place ${id}`);
  await checkPhotos(app, body.photos, current.files ?? []);
  return app.ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('places').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    const before = await placeDetail(trx, id);
    if (before.placeType === 'hall' && body.placeType !== 'hall' && before.matches + before.trainings > 0) throw conflict('Matches or trainings take place in this hall');
    await trx.updateTable('places').set(columns(body)).where('id', '=', id).execute();
    await writeDays(trx, id, body);
    const after = await placeDetail(trx, id);
    await writeAudit(trx, user, [{ entity: 'place', entityId: id, action: 'edit', before: snapshot(before), after: snapshot(after) }]);
    return after;
  });
}

/** Deletes a place nothing uses (409 while a match or a training takes place there); its hours and referee days go with it. */
export async function deletePlace(db: Kysely<Database>, user: RequestUser, id: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('places').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    const before = await placeDetail(trx, id);
    if (before.matches + before.trainings > 0) throw conflict('Matches or trainings take place here');
    await trx.deleteFrom('places').where('id', '=', id).execute();
    await writeAudit(trx, user, [{ entity: 'place', entityId: id, action: 'delete', before: snapshot(before), after: null }]);
    return id;
  });
}
