import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  trainingDateProblem,
  trainingUnitMinutes,
  trainingEndpoints as e,
  trainingStarted,
  trainingJoinRequestEndpoints as j,
  type TeamRef,
  type Training,
  type TrainingInput,
  type TrainingJoinRequest,
  type TrainingJoinRequestState,
  type Endpoint,
} from '@phc/api-contract';
import { requireClubAdmin, requireUser } from '../../platform/auth/guards';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http/errors';
import { route, withContext, type ContextHandler } from '../../platform/http/route';
import { administersClub, isAdmin, type RequestUser } from '../../platform/auth/permissions';
import { bypassesDeadlines, clubExists, closed, findTeam, loadConfig, teamRefs, type Config, type Db } from './common';
import { requireTrainingEditor } from '../../platform/auth/guards';
import { isTrainingDuration, minutesOf, overlaps } from './rules';
import {
  bookingStates,
  cancelTraining,
  clubCountryCode,
  deleteTraining,
  dropRival,
  hallBookings,
  hasOpenJoinRequest,
  insertJoinRequest,
  insertTraining,
  lockHall,
  lockTrainingForJoin,
  rejectOtherJoinRequests,
  setJoinRequestState,
  takeRival,
  trainingSlot,
  trainingTypePrices,
  updateTraining,
  joinRequestRows,
  trainingOwner,
  trainingRows,
  type TrainingRow,
} from './training-store';

export { refereeNameSql } from './training-store';

/** The time a training holds: the final slot once approved, else the preferred time for its duration. */
export function slotOf(row: Pick<TrainingRow, 'preferred_time' | 'start_time' | 'end_time' | 'duration_minutes'>): { start: number; end: number } {
  const start = minutesOf(row.start_time ?? row.preferred_time);
  return { start, end: row.end_time ? minutesOf(row.end_time) : start + row.duration_minutes };
}

async function trainings(db: Db, filter: { clubId?: number; id?: number }): Promise<Training[]> {
  const rows = await trainingRows(db, filter);
  const refs = await teamRefs(
    db,
    rows.map((r) => r.team_id),
  );
  return rows.map((r) => toTraining(r, refs.get(r.team_id) as TeamRef));
}

/** A stored training as the calls answer it (the club zone's and the organiser's). */
export function toTraining(r: TrainingRow, team: TeamRef): Training {
  return {
    id: r.id,
    teamId: r.team_id,
    team,
    day: r.day_offset,
    preferredTime: r.preferred_time,
    startTime: r.start_time,
    endTime: r.end_time,
    trainingTypeId: r.training_type_id,
    durationInMinutes: r.duration_minutes,
    placeId: r.place_id,
    seekingRival: r.seeking_rival,
    rivalName: r.rival_name,
    rivalTeamId: r.rival_team_id,
    note: r.note,
    state: r.state,
    price: r.price,
    refereeRequested: r.referee_requested,
    resolutionReason: r.resolution_reason,
    refereeName: r.referee_name ?? null,
  };
}

async function training(db: Db, id: number): Promise<Training> {
  const [found] = await trainings(db, { id });
  if (!found) throw notFound(`No training ${id}`);
  return found;
}

/** The owning team's club of a training, or 404. */
async function trainingClub(db: Db, id: number): Promise<{ id: number; clubId: number; state: string; teamId: number }> {
  const row = await trainingOwner(db, id);
  if (!row) throw notFound(`No training ${id}`);
  return { id: row.id, clubId: row.club_id, state: row.state, teamId: row.team_id };
}

/** SPEC §9: trainings are booked until `trainings_editable_till`; the organiser's staff also later. */
function requireTrainingsOpen(config: Config, user: RequestUser, now: Date): void {
  if (!bypassesDeadlines(user) && !config.open('trainings_editable_till', now)) throw closed('Trainings can no longer be changed');
}

/** A training that has begun takes no friendly-match requests: 409 with its own code, so the club is told why. */
const started = () => new HttpError(409, 'trainingStarted', 'The training has already begun');

/** Checks an input against the configuration, the present and the hall's bookings; returns the row to store. */
async function trainingValues(trx: Db, input: TrainingInput, config: Config, clubId: number, now: Date, ignoreId?: number) {
  // The rule the club's form applies: within the tournament, and not on a day or at an hour already gone.
  const when = trainingDateProblem(config.values, input.day, input.preferredTime, now);
  if (when) throw badRequest('A training is booked within the tournament and not in the past', { [when.field]: [when.code] });
  if (!isTrainingDuration(input.durationInMinutes, trainingUnitMinutes(config.values))) throw badRequest('A training lasts 1 to 4 units', { durationInMinutes: ['trainingLength'] });
  const start = minutesOf(input.preferredTime);
  if (start + input.durationInMinutes > 24 * 60) throw badRequest('A training ends on its day', { preferredTime: ['invalid'] });
  const type = await trainingTypePrices(trx, input.trainingTypeId);
  if (!type) throw badRequest('Unknown training type', { trainingTypeId: ['invalid'] });
  const placeId = input.placeId ?? null;
  if (placeId !== null) {
    const hall = await lockHall(trx, placeId);
    if (!hall) throw badRequest('Unknown hall', { placeId: ['invalid'] });
    const booked = await hallBookings(trx, placeId, input.day, input.teamId);
    const wanted = { start, end: start + input.durationInMinutes };
    if (booked.some((b) => b.id !== ignoreId && overlaps(slotOf(b), wanted))) throw conflict('The time is already booked by another team in this hall');
  }
  // SPEC §9: the price list gives a price per hour and team; Czech clubs pay in CZK, the others in EUR.
  const hourly = (await clubCountryCode(trx, clubId)) === 'CZ' ? type.price_czk : type.price_eur;
  return {
    team_id: input.teamId,
    day_offset: input.day,
    preferred_time: input.preferredTime,
    training_type_id: input.trainingTypeId,
    duration_minutes: input.durationInMinutes,
    place_id: placeId,
    seeking_rival: input.seekingRival,
    rival_name: input.seekingRival ? null : (input.rivalName ?? null) || null,
    note: input.note ?? null,
    referee_requested: input.refereeRequested,
    price: hourly === null ? null : Math.round((hourly * input.durationInMinutes) / 60),
  };
}

async function joinRequests(db: Db, config: Config, now: Date, filter: { id?: number; requestingClubId?: number; owningClubId?: number }): Promise<TrainingJoinRequest[]> {
  const rows = await joinRequestRows(db, filter);
  const refs = await teamRefs(
    db,
    rows.flatMap((r) => [r.owning_team_id, r.requesting_team_id]),
  );
  return rows.map((r) => {
    const owningTeam = refs.get(r.owning_team_id) as TeamRef;
    const requestingTeam = refs.get(r.requesting_team_id) as TeamRef;
    return {
      id: r.id,
      state: r.state,
      trainingId: r.training_id,
      owningTeam,
      requestingTeam,
      trainingDate: config.day(r.day_offset, now),
      trainingTime: r.start_time ?? r.preferred_time,
      createdAt: new Date(r.created_at).toISOString(),
    };
  });
}

interface TrainingContext {
  db: FastifyInstance['ctx']['db'];
  now: () => Date;
}
type TrainingHandler<E extends Endpoint> = ContextHandler<TrainingContext, E>;

/** The training editor of a club, while trainings can still be changed. */
async function editor({ db, now }: TrainingContext, request: FastifyRequest, clubId: number) {
  const user = requireTrainingEditor(request, clubId);
  const config = await loadConfig(db);
  requireTrainingsOpen(config, user, now());
  return { user, config };
}

const listTrainings: TrainingHandler<typeof e.list> = async ({ db }, { query, request }) => {
  if (query.clubId !== undefined) {
    requireTrainingEditor(request, query.clubId);
    await clubExists(db, query.clubId);
    return { trainings: await trainings(db, { clubId: query.clubId }) };
  }
  // The whole calendar shows every slot; another club's note and price stay that club's business.
  const user = requireUser(request);
  const all = await trainings(db, {});
  return { trainings: all.map((x) => (administersClub(user, x.team.clubId) || isAdmin(user) ? x : { ...x, note: null, price: null, resolutionReason: null })) };
};

const createTraining: TrainingHandler<typeof e.create> = async (context, { body, request }) => {
  const { db, now } = context;
  const team = await findTeam(db, body.teamId);
  const { config } = await editor(context, request, team.club_id);
  const id = await db.transaction().execute(async (trx) => {
    const values = await trainingValues(trx, body, config, team.club_id, now());
    return insertTraining(trx, { ...values, state: 'pending' });
  });
  return { training: await training(db, id) };
};

const updateTrainingHandler: TrainingHandler<typeof e.update> = async (context, { params, body, request }) => {
  const { db, now } = context;
  const existing = await trainingClub(db, params.id);
  const { user, config } = await editor(context, request, existing.clubId);
  const team = await findTeam(db, body.teamId);
  if (team.id !== existing.teamId) requireTrainingEditor(request, team.club_id);
  // Once the organiser decided, only the organiser changes it.
  if (existing.state !== 'pending' && !bypassesDeadlines(user)) throw conflict(`A ${existing.state} training cannot be changed`);
  await db.transaction().execute(async (trx) => {
    const values = await trainingValues(trx, body, config, team.club_id, now(), params.id);
    await updateTraining(trx, params.id, { ...values, updated_at: new Date() });
  });
  return { training: await training(db, params.id) };
};

const removeTraining: TrainingHandler<typeof e.remove> = async (context, { params, request }) => {
  const existing = await trainingClub(context.db, params.id);
  const { user } = await editor(context, request, existing.clubId);
  if (existing.state === 'approved' && !bypassesDeadlines(user)) throw conflict('An approved training is cancelled, not removed');
  await deleteTraining(context.db, params.id);
  return { ok: true as const };
};

const cancelTrainingHandler: TrainingHandler<typeof e.cancel> = async (context, { params, request }) => {
  const { db } = context;
  const existing = await trainingClub(db, params.id);
  await editor(context, request, existing.clubId);
  await db.transaction().execute(async (trx) => {
    if (!(await cancelTraining(trx, params.id))) throw conflict(`A ${existing.state} training cannot be cancelled`);
  });
  return { training: await training(db, params.id) };
};

async function joinRequest({ db, now }: TrainingContext, id: number, config: Config) {
  const [found] = await joinRequests(db, config, now(), { id });
  if (!found) throw notFound(`No training join request ${id}`);
  return found;
}

const join: TrainingHandler<typeof j.join> = async (context, { params, body, request }) => {
  const { db, now } = context;
  const target = await trainingClub(db, params.trainingId);
  const team = await findTeam(db, body.requestingTeam.id);
  const user = requireClubAdmin(request, team.club_id);
  const config = await loadConfig(db);
  requireTrainingsOpen(config, user, now());
  if (team.club_id === target.clubId) throw badRequest('A club does not play a friendly match against itself', { 'requestingTeam.id': ['invalid'] });
  const id = await db.transaction().execute(async (trx) => {
    const open = await lockTrainingForJoin(trx, target.id);
    if (!open.seeking_rival || open.rival_team_id !== null || !bookingStates.includes(open.state)) throw conflict('This training does not look for a rival');
    if (trainingStarted(config.values, open.day_offset, open.start_time ?? open.preferred_time, now())) throw started();
    if (await hasOpenJoinRequest(trx, target.id, team.id)) throw conflict('This team has already asked to join');
    return insertJoinRequest(trx, target.id, team.id);
  });
  return { trainingJoinRequest: await joinRequest(context, id, config) };
};

/** A state change of a join request by one side: the owning club accepts and rejects, the requesting club cancels. */
async function transition(context: TrainingContext, request: FastifyRequest, id: number, side: 'owning' | 'requesting', from: TrainingJoinRequestState[], to: TrainingJoinRequestState) {
  const { db, now } = context;
  const config = await loadConfig(db);
  const existing = await joinRequest(context, id, config);
  requireClubAdmin(request, side === 'owning' ? existing.owningTeam.clubId : existing.requestingTeam.clubId);
  // A friendly match is agreed before it is played; cancelling or declining stays possible.
  if (to === 'approved') {
    const slot = await trainingSlot(db, existing.trainingId);
    if (trainingStarted(config.values, slot.day_offset, slot.start_time ?? slot.preferred_time, now())) throw started();
  }
  await db.transaction().execute(async (trx) => {
    if (!(await setJoinRequestState(trx, id, from, to))) throw conflict(`A ${existing.state} request cannot become ${to}`);
    if (to === 'approved') {
      if (!(await takeRival(trx, existing.trainingId, existing.requestingTeam.id))) throw conflict('The training already has a rival');
      // One rival per training: the other invitations are answered.
      await rejectOtherJoinRequests(trx, existing.trainingId, id);
    }
    if (to === 'cancelled' && existing.state === 'approved') await dropRival(trx, existing.trainingId, existing.requestingTeam.id);
  });
  return { trainingJoinRequest: await joinRequest(context, id, config) };
}

const acceptJoin: TrainingHandler<typeof j.accept> = (context, { params, request }) => transition(context, request, params.id, 'owning', ['pending'], 'approved');
const rejectJoin: TrainingHandler<typeof j.reject> = (context, { params, request }) => transition(context, request, params.id, 'owning', ['pending'], 'rejected');
const cancelJoin: TrainingHandler<typeof j.cancel> = (context, { params, request }) => transition(context, request, params.id, 'requesting', ['pending', 'approved'], 'cancelled');

const createdJoinRequests: TrainingHandler<typeof j.created> = async ({ db, now }, { params, request }) => {
  requireClubAdmin(request, params.clubId);
  await clubExists(db, params.clubId);
  return { trainingJoinRequests: await joinRequests(db, await loadConfig(db), now(), { requestingClubId: params.clubId }) };
};

const receivedJoinRequests: TrainingHandler<typeof j.received> = async ({ db, now }, { params, request }) => {
  requireClubAdmin(request, params.clubId);
  await clubExists(db, params.clubId);
  return { trainingJoinRequests: await joinRequests(db, await loadConfig(db), now(), { owningClubId: params.clubId }) };
};

/** Trainings (SPEC §3/§4/§7) and friendly-match requests to join them. */
export function registerTrainingRoutes(app: FastifyInstance): void {
  const bind = withContext<TrainingContext>({ db: app.ctx.db, now: () => app.ctx.now() });
  route(app, e.list, bind(listTrainings));
  route(app, e.create, bind(createTraining));
  route(app, e.update, bind(updateTrainingHandler));
  route(app, e.remove, bind(removeTraining));
  route(app, e.cancel, bind(cancelTrainingHandler));
  route(app, j.join, bind(join));
  route(app, j.accept, bind(acceptJoin));
  route(app, j.reject, bind(rejectJoin));
  route(app, j.cancel, bind(cancelJoin));
  route(app, j.created, bind(createdJoinRequests));
  route(app, j.received, bind(receivedJoinRequests));
}
