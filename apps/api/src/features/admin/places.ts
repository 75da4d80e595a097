import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { sql, type Kysely, type Transaction } from 'kysely';
import { adminPlacesEndpoints as e, comparePeopleCzech, placeLimits, type AdminPlace, type AdminReporter, type PlaceType } from '@phc/api-contract';
import { multipartOptions, receiveUpload } from '../../platform/uploads/receive';
import { configChanged } from '../../platform/live/config-changes';
import type { Database } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/http/errors';
import { requireUser } from '../../platform/auth/guards';
import { route } from '../../platform/http/route';
import { writeAudit } from '../../platform/audit/write-audit';
import { createPlace, deletePlace, placeDetail, updatePlace } from './place-store';
import { loadTournamentDays } from './tournament-days';

type Db = Kysely<Database> | Transaction<Database>;

const reporterRole = 'ROLE_COMPETITION_REPORTER';

/** A place's `data` as an object; text that is not a JSON object reads as empty, so a write keeps no garbage. */
function dataOf(text: string | null): Record<string, unknown> {
  try {
    const parsed = JSON.parse(text ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const reporterIdOf = (data: Record<string, unknown>) => (typeof data['reporterUserId'] === 'number' ? data['reporterUserId'] : null);

async function usersById(db: Db, ids: number[]): Promise<Map<number, AdminReporter>> {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name']).where('id', 'in', unique).execute() : [];
  return new Map(rows.map((r) => [r.id, { id: r.id, email: r.email, firstName: r.first_name, lastName: r.last_name }]));
}

/** Halls first, then the other places, each in the order the public site shows them. */
async function adminPlaces(db: Db, id?: number): Promise<AdminPlace[]> {
  const rows = await db
    .selectFrom('places')
    .select(['id', 'place_type', 'name_cs', 'name_en', 'address', 'data'])
    .$if(id !== undefined, (q) => q.where('id', '=', id as number))
    .orderBy(sql`place_type = 'hall'`, 'desc')
    .orderBy('place_type')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const reporterIds = rows.map((r) => (r.place_type === 'hall' ? reporterIdOf(dataOf(r.data)) : null));
  const users = await usersById(db, reporterIds.filter((rid): rid is number => rid !== null));
  return rows.map((r, i) => ({
    id: r.id,
    placeType: r.place_type as PlaceType,
    name: { cs: r.name_cs, en: r.name_en },
    address: r.address,
    reporter: users.get(reporterIds[i] ?? -1) ?? null,
  }));
}

/**
 * Creating, editing and deleting places with their hours and photos. The public static data (map,
 * halls) is cached: each write clears it through the same hook as a configuration write, so the
 * map shows the change on its next read.
 */
function registerPlaceEditRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;
  const published = <T>(result: T) => (configChanged(app.ctx), result);

  route(app, e.place, async ({ params }) => ({ place: await placeDetail(db, params.id) }));
  route(app, e.createPlace, async ({ body, request }) => published({ place: await createPlace(app, requireUser(request), body) }));
  route(app, e.updatePlace, async ({ params, body, request }) => published({ place: await updatePlace(app, requireUser(request), params.id, body) }));
  route(app, e.deletePlace, async ({ params, request }) => published({ deleted: await deletePlace(db, requireUser(request), params.id) }));

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, multipartOptions(placeLimits.photoMaxBytes));
    route(scope, e.placePhotoUpload, async ({ request }) => ({ file: await receiveUpload(app, request, { maxBytes: placeLimits.photoMaxBytes, imageTypes: placeLimits.photoTypes }) }));
  });
}

/**
 * Halls and their reporters (issue 16 item 3). The permission checks of the protocol and match writes
 * (auth/permissions canEditMatch) read `places.data` from the database on every call, and the public
 * static data strips `reporterUserId`, so a new reporter applies at once with no cache to clear.
 */
export function registerAdminPlaceRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, e.places, async () => {
    const [places, days] = await Promise.all([adminPlaces(db), loadTournamentDays(db)]);
    return { places, days };
  });

  registerPlaceEditRoutes(app);

  route(app, e.reporters, async () => {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name'])
      .where(sql<boolean>`${reporterRole} = any(roles)`)
      .execute();
    const reporters = rows.map((r) => ({ id: r.id, email: r.email, firstName: r.first_name, lastName: r.last_name }));
    return { reporters: reporters.sort(comparePeopleCzech) };
  });

  // Only a hall names a reporter; the other keys of its data stay as they are.
  route(app, e.placeReporter, async ({ params, body, request }) => {
    const user = requireUser(request);
    await db.transaction().execute(async (trx) => {
      const place = await trx.selectFrom('places').select(['id', 'place_type', 'data']).where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!place || place.place_type !== 'hall') throw notFound(`No hall ${params.id}`);
      if (body.reporterUserId !== null) {
        const reporter = await trx.selectFrom('users').select('roles').where('id', '=', body.reporterUserId).executeTakeFirst();
        if (!reporter?.roles.includes(reporterRole)) throw badRequest('The user is not a reporter', { reporterUserId: ['invalid'] });
      }
      const data = dataOf(place.data);
      const before = reporterIdOf(data);
      if (before === body.reporterUserId) return;
      const { reporterUserId: _old, ...rest } = data;
      const next = body.reporterUserId === null ? rest : { ...rest, reporterUserId: body.reporterUserId };
      await trx.updateTable('places').set({ data: JSON.stringify(next) }).where('id', '=', place.id).execute();
      await writeAudit(trx, user, [{ entity: 'place', entityId: place.id, action: 'reporter', before: { reporterUserId: before }, after: { reporterUserId: body.reporterUserId } }]);
    });
    const [place] = await adminPlaces(db, params.id);
    return { place };
  });
}
