import type { FastifyInstance } from 'fastify';
import { isInTransferWindow, messageCodes, webEndpoints, type Transfer, type TransferInput } from '@phc/api-contract';
import { requireClubReader } from '../../../platform/auth/guards';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import { requireClubAdmin } from '../../../platform/auth/guards';
import { route, withContext, type ContextHandler } from '../../../platform/http/route';
import { clubFound, clubTransfers, deleteUnconfirmedTransfer, insertTransfer, pricelistItemIdOf, transferState, updateUnconfirmedTransfer, type TransferRow } from './transfer-store';
import { isBeforeDeadline, readConfig } from './deadline';

export { transferColumns, type TransferRow } from './transfer-store';

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

type TransferHandler<K extends keyof typeof webEndpoints> = ContextHandler<FastifyInstance, (typeof webEndpoints)[K]>;

async function requireClub(app: FastifyInstance, clubId: number) {
  if (!(await clubFound(app.ctx.db, clubId))) throw notFound('No such club');
}

async function requireOpen(app: FastifyInstance) {
  const configurations = await readConfig(app, ['transfers_editable_till']);
  if (!isBeforeDeadline(configurations, 'transfers_editable_till', app.ctx.now())) throw forbidden('Transfers can no longer be changed');
}

const pricelistItemId = (app: FastifyInstance, transferType: string) => pricelistItemIdOf(app.ctx.db, airportTypes.has(transferType) ? 'transfer_airport' : 'transfer_station');

async function values(app: FastifyInstance, body: TransferInput) {
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
}

/** The club's unconfirmed transfer, or the answer the client should see (404, 409). */
async function editable(app: FastifyInstance, clubId: number, id: number) {
  const state = await transferState(app.ctx.db, clubId, id);
  if (state === undefined) throw notFound('No such transfer');
  if (state !== 'unconfirmed') throw conflict('The organiser has confirmed this transfer');
}

const listTransfers: TransferHandler<'transfers'> = async (app, { params, request }) => {
  requireClubReader(request, params.clubId);
  await requireClub(app, params.clubId);
  return { transfers: (await clubTransfers(app.ctx.db, params.clubId)).map(toTransfer) };
};

const createTransfer: TransferHandler<'transferCreate'> = async (app, { params, body, request, reply }) => {
  requireClubAdmin(request, params.clubId);
  await requireClub(app, params.clubId);
  await requireOpen(app);
  const row = await insertTransfer(app.ctx.db, { club_id: params.clubId, pricelist_item_id: await pricelistItemId(app, body.transferType), ...(await values(app, body)), state: 'unconfirmed' });
  reply.code(201);
  return { transfer: toTransfer(row) };
};

const updateTransfer: TransferHandler<'transferUpdate'> = async (app, { params, body, request }) => {
  requireClubAdmin(request, params.clubId);
  await editable(app, params.clubId, params.id);
  await requireOpen(app);
  const changes = { ...(await values(app, body)), pricelist_item_id: await pricelistItemId(app, body.transferType), updated_at: app.ctx.now() };
  const row = await updateUnconfirmedTransfer(app.ctx.db, params.clubId, params.id, changes);
  if (!row) throw conflict('The organiser has confirmed this transfer');
  return { transfer: toTransfer(row) };
};

const removeTransfer: TransferHandler<'transferRemove'> = async (app, { params, request }) => {
  requireClubAdmin(request, params.clubId);
  await editable(app, params.clubId, params.id);
  await requireOpen(app);
  if (!(await deleteUnconfirmedTransfer(app.ctx.db, params.clubId, params.id))) throw conflict('The organiser has confirmed this transfer');
  return { ok: true as const };
};

/**
 * Club transfers (SPEC §3, §4): the club's administrators add, change and remove them while the
 * organiser has not confirmed them and "transfers editable till" (SPEC §9) has not passed.
 */
export function registerTransferRoutes(app: FastifyInstance): void {
  const bind = withContext(app);
  route(app, webEndpoints.transfers, bind(listTransfers));
  route(app, webEndpoints.transferCreate, bind(createTransfer));
  route(app, webEndpoints.transferUpdate, bind(updateTransfer));
  route(app, webEndpoints.transferRemove, bind(removeTransfer));
}
