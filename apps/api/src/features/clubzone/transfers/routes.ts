import type { FastifyInstance } from 'fastify';
import { sql, type Selectable } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { isInTransferWindow, messageCodes, webEndpoints, type Transfer, type TransferInput } from '@phc/api-contract';
import { requireClubReader } from '../../../platform/auth/guards';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import { requireClubAdmin } from '../../../platform/auth/guards';
import { route } from '../../../platform/http/route';
import { isBeforeDeadline, readConfig } from './deadline';

export type TransferRow = Omit<Selectable<Database['transfers']>, 'pricelist_item_id' | 'created_at' | 'updated_at'>;

// A DATE column comes back as a JS Date in the driver's local zone; the calendar day is what we mean.
export const transferColumns = ['id', 'club_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'time', 'transfer_type', 'persons', 'flight_number', 'landing_time', 'note', 'state'] as const;

export const toTransfer = (r: TransferRow): Transfer => ({
  id: r.id,
  clubId: r.club_id,
  day: r.day,
  time: r.time,
  transferType: r.transfer_type as Transfer['transferType'],
  persons: r.persons,
  flightNumber: r.flight_number,
  landingTime: r.landing_time,
  note: r.note,
  state: r.state,
});

const airportTypes = new Set(['arrival_airport', 'departure_airport']);

/**
 * Club transfers (SPEC §3, §4): the club's administrators add, change and remove them while the
 * organiser has not confirmed them and "transfers editable till" (SPEC §9) has not passed.
 */
export function registerTransferRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  async function requireClub(clubId: number) {
    const club = await db.selectFrom('clubs').select('id').where('id', '=', clubId).executeTakeFirst();
    if (!club) throw notFound('No such club');
  }

  async function requireOpen() {
    const configurations = await readConfig(app, ['transfers_editable_till']);
    if (!isBeforeDeadline(configurations, 'transfers_editable_till', app.ctx.now())) throw forbidden('Transfers can no longer be changed');
  }

  async function pricelistItemId(transferType: string): Promise<number | null> {
    const code = airportTypes.has(transferType) ? 'transfer_airport' : 'transfer_station';
    const item = await db.selectFrom('pricelist_items').select('id').where('code', '=', code).executeTakeFirst();
    return item?.id ?? null;
  }

  const values = async (body: TransferInput) => {
    // The contract checks the shape YYYY-MM-DD; 30 February has that shape but is no day, and the database would refuse it with a 500.
    const parsed = new Date(`${body.day}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== body.day) throw badRequest('Invalid body', { day: ['date'] });
    // The organiser drives clubs during the tournament only; a day weeks away is a typo (issue 18 item 8).
    if (!isInTransferWindow(await readConfig(app, ['tournament_start_date']), body.day)) throw badRequest('Invalid body', { day: [messageCodes.outsideTournament] });
    return {
    day: body.day,
    time: body.time,
    transfer_type: body.transferType,
    persons: body.persons,
    flight_number: body.flightNumber || null,
    landing_time: body.landingTime || null,
    note: body.note?.trim() || null,
    };
  };

  /** The club's unconfirmed transfer, or the answer the client should see (404, 409). */
  async function editable(clubId: number, id: number) {
    const row = await db.selectFrom('transfers').select(['id', 'state']).where('id', '=', id).where('club_id', '=', clubId).executeTakeFirst();
    if (!row) throw notFound('No such transfer');
    if (row.state !== 'unconfirmed') throw conflict('The organiser has confirmed this transfer');
  }

  route(app, webEndpoints.transfers, async ({ params, request }) => {
    requireClubReader(request, params.clubId);
    await requireClub(params.clubId);
    const rows = await db.selectFrom('transfers').select(transferColumns).where('club_id', '=', params.clubId).orderBy('day').orderBy('time').orderBy('id').execute();
    return { transfers: rows.map(toTransfer) };
  });

  route(app, webEndpoints.transferCreate, async ({ params, body, request, reply }) => {
    requireClubAdmin(request, params.clubId);
    await requireClub(params.clubId);
    await requireOpen();
    const row = await db
      .insertInto('transfers')
      .values({ club_id: params.clubId, pricelist_item_id: await pricelistItemId(body.transferType), ...(await values(body)), state: 'unconfirmed' })
      .returning(transferColumns)
      .executeTakeFirstOrThrow();
    reply.code(201);
    return { transfer: toTransfer(row) };
  });

  route(app, webEndpoints.transferUpdate, async ({ params, body, request }) => {
    requireClubAdmin(request, params.clubId);
    await editable(params.clubId, params.id);
    await requireOpen();
    // The state condition again in the write: a confirmation landing between the check and the update wins.
    const row = await db
      .updateTable('transfers')
      .set({ ...(await values(body)), pricelist_item_id: await pricelistItemId(body.transferType), updated_at: app.ctx.now() })
      .where('id', '=', params.id)
      .where('club_id', '=', params.clubId)
      .where('state', '=', 'unconfirmed')
      .returning(transferColumns)
      .executeTakeFirst();
    if (!row) throw conflict('The organiser has confirmed this transfer');
    return { transfer: toTransfer(row) };
  });

  route(app, webEndpoints.transferRemove, async ({ params, request }) => {
    requireClubAdmin(request, params.clubId);
    await editable(params.clubId, params.id);
    await requireOpen();
    const removed = await db.deleteFrom('transfers').where('id', '=', params.id).where('club_id', '=', params.clubId).where('state', '=', 'unconfirmed').executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw conflict('The organiser has confirmed this transfer');
    return { ok: true as const };
  });
}
