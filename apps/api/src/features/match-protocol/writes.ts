import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { competitionWriteEndpoints as e, type MatchEventInput } from '@phc/api-contract';
import { categoryPeriodMinutes, eventRuleErrors, scoreFromEvents, walkoverScore, type Sport, type WalkoverType } from '@phc/tournaments';
import { writeAudit } from '../../platform/audit/write-audit';
import { requireUser } from '../../platform/auth/guards';
import { canEditMatch, isAdmin, type RequestUser } from '../../platform/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/http/errors';
import { routes, type Handler, type HandlerInput } from '../../platform/http/route';
import { writeAndPublish, type LiveBus } from '../../platform/live/bus';
import { matchDetail } from '../results/queries';
import * as store from './match-store';
import { assertOpen, registerMatchProtocolRoutes } from './protocol';

type Db = Kysely<Database> | Transaction<Database>;

/** The match, if the user may edit it: a reporter only in the hall that names them (SPEC §6), and not once sealed. */
async function editableMatch(db: Db, request: FastifyRequest, matchId: number): Promise<store.MatchForWrite> {
  const user = requireUser(request);
  const match = await store.findMatchForWrite(db, matchId);
  if (!match) throw notFound(`No match ${matchId}`);
  if (!canEditMatch(user, match.hall_data)) throw forbidden('You are not the reporter of this match');
  assertOpen(user, match);
  return match;
}

const isRefereeManager = (user: RequestUser) => user.roles.includes('ROLE_REFEREE_MANAGER');

/**
 * Whose referees the user may set: the hall's reporter before the match starts; once it has started
 * (live or finished) only the referee manager and admins, so that a reporter cannot put in the
 * referee whose PIN seals the protocol after the fact (issue 26).
 */
async function refereesEditableMatch(db: Db, request: FastifyRequest, matchId: number) {
  const user = requireUser(request);
  const match = await store.findMatchWithHall(db, matchId);
  if (!match) throw notFound(`No match ${matchId}`);
  const manager = isRefereeManager(user) || isAdmin(user);
  if (!manager && !canEditMatch(user, match.hall_data)) throw forbidden('You are not the reporter of this match');
  assertOpen(user, match);
  if (!manager && match.state !== 'scheduled') throw new HttpError(409, 'refereesFrozen', 'The match has started: only the referee manager changes its referees');
  return { match, user };
}

/**
 * A leader's confirmation and a referee's seal hold for the result they were given: when `change`
 * alters the score or the events afterwards (the reporter's correction, the super admin's edit of a
 * sealed protocol), they are dropped in the same transaction and an audit row keeps who changed what
 * and what had been confirmed. An offline retry that changes nothing leaves them be.
 */
async function guardClosing<T>(trx: Transaction<Database>, user: RequestUser, matchId: number, change: string, write: () => Promise<T>): Promise<T> {
  const closing = await store.lockClosing(trx, matchId);
  if (!closing || (closing.home_confirmed_at === null && closing.away_confirmed_at === null && closing.sealed_at === null)) return write();
  const before = await store.resultFingerprint(trx, matchId);
  const result = await write();
  if ((await store.resultFingerprint(trx, matchId)) === before) return result;
  await store.dropClosing(trx, matchId);
  const at = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  await writeAudit(trx, user, [
    {
      entity: 'match',
      entityId: matchId,
      action: 'closingDropped',
      before: { homeConfirmedAt: at(closing.home_confirmed_at), awayConfirmedAt: at(closing.away_confirmed_at), sealedAt: at(closing.sealed_at), sealedByRefereeId: closing.sealed_by_referee_id, homeScore: closing.home_score, awayScore: closing.away_score },
      after: { change },
    },
  ]);
  return result;
}

/**
 * The stored score, derived from the events by the sport's rules (sets in volleyball, own goals for
 * the opponent, shoot-outs apart), unless a walkover decided the match. The match row is locked
 * first, so two writes at once each count the other's events.
 */
async function recomputeScore(db: Db, matchId: number, sport: Sport): Promise<void> {
  const { match, events, stageCode } = await store.scoreInputs(db, matchId);
  if (match.walkover !== null || match.home_team_id === null || match.away_team_id === null) return;
  const score = scoreFromEvents(sport, { homeTeamId: match.home_team_id, awayTeamId: match.away_team_id }, events, { currentStageCode: stageCode, finished: match.state === 'finished' });
  await store.setScore(db, matchId, score, match.state === 'scheduled' ? 'live' : match.state);
}

/**
 * The event's references, then the sport's event rules (@phc/tournaments, the same the protocol
 * screen applies): a time inside its stage's window by the category's period length, a player
 * named for a sanction. An edit without a stage keeps the event's own.
 */
async function validateEvent(db: Db, sport: Sport, match: store.MatchForWrite, input: MatchEventInput, eventId?: number): Promise<void> {
  if (input.teamId !== match.home_team_id && input.teamId !== match.away_team_id) throw badRequest('The team does not play this match', { teamId: ['invalid'] });
  const type = await store.findEventType(db, input.eventTypeId);
  if (!type) throw badRequest('Unknown event type', { eventTypeId: ['invalid'] });
  const stageId = input.stageId ?? (eventId === undefined ? undefined : await store.eventStageId(db, eventId)) ?? match.stage_id;
  let stageCode: string | null = null;
  if (stageId != null) {
    const stage = await store.findStage(db, stageId);
    if (!stage) throw badRequest('Unknown stage', { stageId: ['invalid'] });
    stageCode = stage.code;
  }
  for (const field of ['participantId', 'assistParticipantId'] as const) {
    const id = input[field];
    if (id != null && !(await store.isOnTeam(db, id, input.teamId))) throw badRequest('The player is not on this team', { [field]: ['invalid'] });
  }
  const periodMinutes = categoryPeriodMinutes(sport, { smallCourt: match.small_court });
  const errors = eventRuleErrors({ sport, stageCode, periodMinutes, minute: input.minute, second: input.second, eventTypeCode: type.code, participantId: input.participantId });
  if (errors.time) throw badRequest('The time is outside its match stage', { minute: [errors.time] });
  if (errors.participant) throw badRequest('The event needs a player', { participantId: [errors.participant] });
}

/** What every handler of a reporter's write works with. */
interface WriteContext {
  db: Kysely<Database>;
  bus: LiveBus;
  sport: Sport;
  answer: (matchId: number) => ReturnType<typeof answerOf>;
  /** Runs `work` guarded (confirmations, seal) and publishes the match's live change, in one transaction. */
  writeMatch: <T>(type: 'score' | 'stage' | 'event', user: RequestUser, match: store.MatchForWrite, change: string, work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
}

const answerOf = async (db: Kysely<Database>, matchId: number) => {
  const detail = await matchDetail(db, matchId);
  if (!detail) throw notFound(`No match ${matchId}`);
  return detail;
};

function writeContext(app: FastifyInstance): WriteContext {
  const { db, bus } = app.ctx;
  return {
    db,
    bus,
    sport: app.ctx.tournament.sport,
    answer: (matchId) => answerOf(db, matchId),
    writeMatch: (type, user, match, change, work) =>
      writeAndPublish(db, bus, async (trx, publish) => {
        const result = await guardClosing(trx, user, match.id, change, () => work(trx));
        await publish({ type, matchId: match.id, groupId: match.group_id });
        return result;
      }),
  };
}

type WriteHandler<K extends keyof typeof e> = (w: WriteContext, input: HandlerInput<(typeof e)[K]>) => ReturnType<Handler<(typeof e)[K]>>;

const changeStage: WriteHandler<'changeStage'> = async (w, { params, body, request }) => {
  const match = await editableMatch(w.db, request, params.id);
  const stage = await store.findStage(w.db, body.stage_id);
  if (!stage) throw badRequest('Unknown stage', { stage_id: ['invalid'] });
  await w.writeMatch('stage', requireUser(request), match, 'stage', async (trx) => {
    await store.setStage(trx, params.id, stage);
    // Volleyball: a set the match moves past counts for its leader.
    await recomputeScore(trx, params.id, w.sport);
  });
  return { match: (await w.answer(params.id)).match };
};

const walkover: WriteHandler<'walkover'> = async (w, { params, body, request }) => {
  const match = await editableMatch(w.db, request, params.id);
  const type = body._data.walkOverType as WalkoverType | null;
  await w.writeMatch('score', requireUser(request), match, 'walkover', async (trx) => {
    if (type) return store.setWalkover(trx, params.id, type, walkoverScore(w.sport, type));
    await store.clearWalkover(trx, params.id);
    await recomputeScore(trx, params.id, w.sport);
  });
  return { match: (await w.answer(params.id)).match };
};

const updateReferees: WriteHandler<'updateReferees'> = async (w, { params, body, request }) => {
  const { match, user } = await refereesEditableMatch(w.db, request, params.id);
  const ids = [...new Set(body._data.referees)];
  if ((await store.countKnownReferees(w.db, ids)) !== ids.length) throw badRequest('Unknown referee', { '_data.referees': ['invalid'] });
  await writeAndPublish(w.db, w.bus, async (trx, publish) => {
    const before = await store.replaceReferees(trx, params.id, ids);
    // After the start only a manager gets here; what they changed is kept.
    if (match.state !== 'scheduled') await writeAudit(trx, user, [{ entity: 'match', entityId: params.id, action: 'referees', before, after: [...ids].sort((a, b) => a - b) }]);
    await publish({ type: 'match', matchId: params.id });
  });
  return { referees: (await w.answer(params.id)).referees };
};

const createEvents: WriteHandler<'createEvents'> = async (w, { params, body, request }) => {
  const match = await editableMatch(w.db, request, params.match_id);
  const created = await w.writeMatch('event', requireUser(request), match, 'events', async (trx) => {
    const ids: number[] = [];
    for (const input of body._data.events) {
      await validateEvent(trx, w.sport, match, input);
      ids.push(await store.insertEvent(trx, match, input));
    }
    await recomputeScore(trx, params.match_id, w.sport);
    return ids;
  });
  const detail = await w.answer(params.match_id);
  return { events: detail.events.filter((ev) => created.includes(ev.id)), match: detail.match };
};

const createEvent: WriteHandler<'createEvent'> = async (w, { params, body, request }) => {
  const match = await editableMatch(w.db, request, params.match_id);
  const id = await w.writeMatch('event', requireUser(request), match, 'event', async (trx) => {
    await validateEvent(trx, w.sport, match, body._data);
    const eventId = await store.insertEvent(trx, match, body._data);
    await recomputeScore(trx, params.match_id, w.sport);
    return eventId;
  });
  const detail = await w.answer(params.match_id);
  return { event: detail.events.find((ev) => ev.id === id) as (typeof detail.events)[number], match: detail.match };
};

const updateEvent: WriteHandler<'updateEvent'> = async (w, { params, body, request }) => {
  const match = await editableMatch(w.db, request, params.match_id);
  await w.writeMatch('event', requireUser(request), match, 'eventEdit', async (trx) => {
    await validateEvent(trx, w.sport, match, body._data, params.id);
    if (!(await store.updateEvent(trx, params.match_id, params.id, body._data))) throw notFound(`No event ${params.id} in match ${params.match_id}`);
    await recomputeScore(trx, params.match_id, w.sport);
  });
  const detail = await w.answer(params.match_id);
  return { event: detail.events.find((ev) => ev.id === params.id) as (typeof detail.events)[number], match: detail.match };
};

const removeEvent: WriteHandler<'removeEvent'> = async (w, { params, request }) => {
  const match = await editableMatch(w.db, request, params.match_id);
  await w.writeMatch('event', requireUser(request), match, 'eventRemove', async (trx) => {
    // SPEC §4: the offline store tolerates a 404 on delete (the event is already gone).
    if (!(await store.deleteEvent(trx, params.match_id, params.id))) throw notFound(`No event ${params.id} in match ${params.match_id}`);
    await recomputeScore(trx, params.match_id, w.sport);
  });
  return { match: (await w.answer(params.match_id)).match };
};

/**
 * Reporters' writes: each one checks the hall, changes the match, and tells every browser; the live
 * change is written in the write's own transaction (issue 25), so a committed change is never lost.
 */
export function registerCompetitionWrites(app: FastifyInstance): void {
  registerMatchProtocolRoutes(app);
  const w = writeContext(app);
  const bound = <K extends keyof typeof e>(handler: WriteHandler<K>): Handler<(typeof e)[K]> => (input) => handler(w, input);
  routes(app, e, {
    changeStage: bound(changeStage),
    walkover: bound(walkover),
    updateReferees: bound(updateReferees),
    createEvents: bound(createEvents),
    createEvent: bound(createEvent),
    updateEvent: bound(updateEvent),
    removeEvent: bound(removeEvent),
  });
}
