import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { competitionWriteEndpoints as e, type MatchEventInput } from '@phc/api-contract';
import { categoryPeriodMinutes, eventRuleErrors, scoreFromEvents, walkoverScore, type Sport, type WalkoverType } from '@phc/tournaments';
import { writeAudit } from '../admin/audit';
import { canEditMatch, isAdmin, type RequestUser } from '../auth/permissions';
import type { Database } from '../db/schema';
import { badRequest, forbidden, HttpError, notFound, unauthenticated } from '../http/errors';
import { route } from '../http/route';
import { writeAndPublish } from '../live/bus';
import { assertOpen, registerMatchProtocolRoutes } from './protocol';
import { matchDetail } from './queries';

type Db = Kysely<Database> | Transaction<Database>;
/** The user editableMatch has checked. */
const requireUserOf = (request: FastifyRequest): RequestUser => {
  if (!request.user) throw unauthenticated();
  return request.user;
};

const matchColumns = ['matches.id', 'matches.group_id', 'matches.home_team_id', 'matches.away_team_id', 'matches.state', 'matches.stage_id', 'matches.sealed_at', 'places.data as hall_data'] as const;

/** The match, if the user may edit it: a reporter only in the hall that names them (SPEC §6), and not once sealed. */
async function editableMatch(db: Db, request: FastifyRequest, matchId: number) {
  if (!request.user) throw unauthenticated();
  const match = await db
    .selectFrom('matches')
    .innerJoin('places', 'places.id', 'matches.place_id')
    .innerJoin('groups', 'groups.id', 'matches.group_id')
    .innerJoin('team_categories', 'team_categories.id', 'groups.team_category_id')
    .select(['matches.id', 'matches.group_id', 'matches.home_team_id', 'matches.away_team_id', 'matches.state', 'matches.stage_id', 'matches.sealed_at', 'places.data as hall_data', 'team_categories.small_court'])
    .where('matches.id', '=', matchId)
    .executeTakeFirst();
  if (!match) throw notFound(`No match ${matchId}`);
  if (!canEditMatch(request.user, match.hall_data)) throw forbidden('You are not the reporter of this match');
  assertOpen(request.user, match);
  return match;
}

const isRefereeManager = (user: RequestUser) => user.roles.includes('ROLE_REFEREE_MANAGER');

/**
 * Whose referees the user may set: the hall's reporter before the match starts; once it has started
 * (live or finished) only the referee manager and admins, so that a reporter cannot put in the
 * referee whose PIN seals the protocol after the fact (issue 26).
 */
async function refereesEditableMatch(db: Db, request: FastifyRequest, matchId: number) {
  const user = request.user;
  if (!user) throw unauthenticated();
  const match = await db.selectFrom('matches').innerJoin('places', 'places.id', 'matches.place_id').select(matchColumns).where('matches.id', '=', matchId).executeTakeFirst();
  if (!match) throw notFound(`No match ${matchId}`);
  const manager = isRefereeManager(user) || isAdmin(user);
  if (!manager && !canEditMatch(user, match.hall_data)) throw forbidden('You are not the reporter of this match');
  assertOpen(user, match);
  if (!manager && match.state !== 'scheduled') throw new HttpError(409, 'refereesFrozen', 'The match has started: only the referee manager changes its referees');
  return { match, user };
}

/** What a confirmation and a seal vouch for: the score, the walkover and every event. */
async function resultFingerprint(trx: Transaction<Database>, matchId: number): Promise<string> {
  const [match, events] = await Promise.all([
    trx.selectFrom('matches').select(['home_score', 'away_score', 'walkover']).where('id', '=', matchId).executeTakeFirstOrThrow(),
    trx
      .selectFrom('match_events')
      .select(['id', 'minute', 'second', 'event_type_id', 'team_id', 'participant_id', 'assist_participant_id', 'stage_id'])
      .where('match_id', '=', matchId)
      .orderBy('id')
      .execute(),
  ]);
  return JSON.stringify([match, events]);
}

/**
 * A leader's confirmation and a referee's seal hold for the result they were given: when `change`
 * alters the score or the events afterwards (the reporter's correction, the super admin's edit of a
 * sealed protocol), they are dropped in the same transaction and an audit row keeps who changed what
 * and what had been confirmed. An offline retry that changes nothing leaves them be.
 */
async function guardClosing<T>(trx: Transaction<Database>, user: RequestUser, matchId: number, change: string, write: () => Promise<T>): Promise<T> {
  const closing = await trx
    .selectFrom('matches')
    .select(['home_confirmed_at', 'away_confirmed_at', 'sealed_at', 'sealed_by_referee_id', 'home_score', 'away_score'])
    .where('id', '=', matchId)
    .forUpdate()
    .executeTakeFirst();
  if (!closing || (closing.home_confirmed_at === null && closing.away_confirmed_at === null && closing.sealed_at === null)) return write();
  const before = await resultFingerprint(trx, matchId);
  const result = await write();
  if ((await resultFingerprint(trx, matchId)) === before) return result;
  await trx.updateTable('matches').set({ home_confirmed_at: null, away_confirmed_at: null, sealed_at: null, sealed_by_referee_id: null }).where('id', '=', matchId).execute();
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
  const match = await db.selectFrom('matches').select(['home_team_id', 'away_team_id', 'walkover', 'state', 'stage_id']).where('id', '=', matchId).forUpdate().executeTakeFirstOrThrow();
  if (match.walkover !== null || match.home_team_id === null || match.away_team_id === null) return;
  const [events, stage] = await Promise.all([
    db
      .selectFrom('match_events')
      .innerJoin('event_types', 'event_types.id', 'match_events.event_type_id')
      .leftJoin('match_stages', 'match_stages.id', 'match_events.stage_id')
      .select(['match_events.team_id as teamId', 'event_types.code as eventTypeCode', 'match_stages.code as stageCode'])
      .where('match_events.match_id', '=', matchId)
      .execute(),
    match.stage_id === null ? undefined : db.selectFrom('match_stages').select('code').where('id', '=', match.stage_id).executeTakeFirst(),
  ]);
  const score = scoreFromEvents(sport, { homeTeamId: match.home_team_id, awayTeamId: match.away_team_id }, events, { currentStageCode: stage?.code ?? null, finished: match.state === 'finished' });
  await db
    .updateTable('matches')
    .set({ home_score: score.home, away_score: score.away, state: match.state === 'scheduled' ? 'live' : match.state, updated_at: new Date() })
    .where('id', '=', matchId)
    .execute();
}

type EventMatch = { home_team_id: number | null; away_team_id: number | null; stage_id: number | null; small_court: boolean };

/**
 * The event's references, then the sport's event rules (@phc/tournaments, the same the protocol
 * screen applies): a time inside its stage's window by the category's period length, a player
 * named for a sanction. An edit without a stage keeps the event's own.
 */
async function validateEvent(db: Db, sport: Sport, match: EventMatch, input: MatchEventInput, eventId?: number): Promise<void> {
  if (input.teamId !== match.home_team_id && input.teamId !== match.away_team_id) throw badRequest('The team does not play this match', { teamId: ['invalid'] });
  const type = await db.selectFrom('event_types').select(['id', 'code']).where('id', '=', input.eventTypeId).executeTakeFirst();
  if (!type) throw badRequest('Unknown event type', { eventTypeId: ['invalid'] });
  const ownStage = eventId === undefined ? undefined : await db.selectFrom('match_events').select('stage_id').where('id', '=', eventId).executeTakeFirst();
  const stageId = input.stageId ?? ownStage?.stage_id ?? match.stage_id;
  let stageCode: string | null = null;
  if (stageId != null) {
    const stage = await db.selectFrom('match_stages').select(['id', 'code']).where('id', '=', stageId).executeTakeFirst();
    if (!stage) throw badRequest('Unknown stage', { stageId: ['invalid'] });
    stageCode = stage.code;
  }
  for (const field of ['participantId', 'assistParticipantId'] as const) {
    const id = input[field];
    if (id == null) continue;
    const member = await db.selectFrom('participant_teams').select('participant_id').where('participant_id', '=', id).where('team_id', '=', input.teamId).executeTakeFirst();
    if (!member) throw badRequest('The player is not on this team', { [field]: ['invalid'] });
  }
  const periodMinutes = categoryPeriodMinutes(sport, { smallCourt: match.small_court });
  const errors = eventRuleErrors({ sport, stageCode, periodMinutes, minute: input.minute, second: input.second, eventTypeCode: type.code, participantId: input.participantId });
  if (errors.time) throw badRequest('The time is outside its match stage', { minute: [errors.time] });
  if (errors.participant) throw badRequest('The event needs a player', { participantId: [errors.participant] });
}

/**
 * Stores a reporter's new event, once: the same clientId again (an offline retry) returns the event
 * stored the first time; a clientId of another match is a client's bug, answered 409.
 */
async function insertEvent(db: Db, match: { id: number; stage_id: number | null }, input: MatchEventInput): Promise<number> {
  const values = { ...eventValues(match.id, input), stage_id: input.stageId ?? match.stage_id, client_id: input.clientId ?? null };
  if (!input.clientId) return (await db.insertInto('match_events').values(values).returning('id').executeTakeFirstOrThrow()).id;
  // ON CONFLICT waits for a parallel retry of the same event instead of failing on the unique index.
  const inserted = await db.insertInto('match_events').values(values).onConflict((oc) => oc.column('client_id').doNothing()).returning('id').executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await db.selectFrom('match_events').select(['id', 'match_id']).where('client_id', '=', input.clientId).executeTakeFirstOrThrow();
  if (existing.match_id !== match.id) throw new HttpError(409, 'clientIdConflict', `The clientId ${input.clientId} belongs to an event of another match`);
  return existing.id;
}

const eventValues = (matchId: number, input: MatchEventInput) => ({
  match_id: matchId,
  minute: input.minute,
  second: input.second,
  event_type_id: input.eventTypeId,
  team_id: input.teamId,
  participant_id: input.participantId ?? null,
  assist_participant_id: input.assistParticipantId ?? null,
});

/**
 * Reporters' writes: each one checks the hall, changes the match, and tells every browser; the live
 * change is written in the write's own transaction (issue 25), so a committed change is never lost.
 */
export function registerCompetitionWrites(app: FastifyInstance): void {
  const { db, bus } = app.ctx;
  const sport = app.ctx.tournament.sport;
  registerMatchProtocolRoutes(app);
  const answer = async (matchId: number) => {
    const detail = await matchDetail(db, matchId);
    if (!detail) throw notFound(`No match ${matchId}`);
    return detail;
  };
  /** The write and its live change of the match, in one transaction. */
  const writeMatch = <T>(type: 'score' | 'stage' | 'event', match: { id: number; group_id: number }, work: (trx: Transaction<Database>) => Promise<T>) =>
    writeAndPublish(db, bus, async (trx, publish) => {
      const result = await work(trx);
      await publish({ type, matchId: match.id, groupId: match.group_id });
      return result;
    });

  route(app, e.changeStage, async ({ params, body, request }) => {
    const match = await editableMatch(db, request, params.id);
    const stage = await db.selectFrom('match_stages').select(['id', 'code']).where('id', '=', body.stage_id).executeTakeFirst();
    if (!stage) throw badRequest('Unknown stage', { stage_id: ['invalid'] });
    const state = stage.code === 'end' ? 'finished' : 'live';
    await writeMatch('stage', match, (trx) =>
      guardClosing(trx, requireUserOf(request), params.id, 'stage', async () => {
        await trx.updateTable('matches').set({ stage_id: stage.id, state, updated_at: new Date() }).where('id', '=', params.id).execute();
        // Volleyball: a set the match moves past counts for its leader.
        await recomputeScore(trx, params.id, sport);
      }),
    );
    return { match: (await answer(params.id)).match };
  });

  route(app, e.walkover, async ({ params, body, request }) => {
    const match = await editableMatch(db, request, params.id);
    const type = body._data.walkOverType as WalkoverType | null;
    await writeMatch('score', match, (trx) =>
      guardClosing(trx, requireUserOf(request), params.id, 'walkover', async () => {
        if (type) {
          const [home, away] = walkoverScore(app.ctx.tournament.sport, type);
          await trx.updateTable('matches').set({ walkover: type, home_score: home, away_score: away, state: 'finished', updated_at: new Date() }).where('id', '=', params.id).execute();
        } else {
          await trx.updateTable('matches').set({ walkover: null }).where('id', '=', params.id).execute();
          await recomputeScore(trx, params.id, sport);
        }
      }),
    );
    return { match: (await answer(params.id)).match };
  });

  route(app, e.updateReferees, async ({ params, body, request }) => {
    const { match, user } = await refereesEditableMatch(db, request, params.id);
    const ids = [...new Set(body._data.referees)];
    const known = ids.length ? await db.selectFrom('referees').select('id').where('id', 'in', ids).execute() : [];
    if (known.length !== ids.length) throw badRequest('Unknown referee', { '_data.referees': ['invalid'] });
    await writeAndPublish(db, bus, async (trx, publish) => {
      const before = await trx.selectFrom('match_referees').select('referee_id').where('match_id', '=', params.id).orderBy('referee_id').execute();
      await trx.deleteFrom('match_referees').where('match_id', '=', params.id).execute();
      if (ids.length) await trx.insertInto('match_referees').values(ids.map((referee_id) => ({ match_id: params.id, referee_id }))).execute();
      // After the start only a manager gets here; what they changed is kept.
      if (match.state !== 'scheduled') await writeAudit(trx, user, [{ entity: 'match', entityId: params.id, action: 'referees', before: before.map((r) => r.referee_id), after: [...ids].sort((a, b) => a - b) }]);
      await publish({ type: 'match', matchId: params.id });
    });
    return { referees: (await answer(params.id)).referees };
  });

  route(app, e.createEvents, async ({ params, body, request }) => {
    const match = await editableMatch(db, request, params.match_id);
    const created = await writeMatch('event', match, (trx) =>
      guardClosing(trx, requireUserOf(request), params.match_id, 'events', async () => {
        const ids: number[] = [];
        for (const input of body._data.events) {
          await validateEvent(trx, sport, match, input);
          ids.push(await insertEvent(trx, match, input));
        }
        await recomputeScore(trx, params.match_id, sport);
        return ids;
      }),
    );
    const detail = await answer(params.match_id);
    return { events: detail.events.filter((ev) => created.includes(ev.id)), match: detail.match };
  });

  route(app, e.createEvent, async ({ params, body, request }) => {
    const match = await editableMatch(db, request, params.match_id);
    const id = await writeMatch('event', match, (trx) =>
      guardClosing(trx, requireUserOf(request), params.match_id, 'event', async () => {
        await validateEvent(trx, sport, match, body._data);
        const eventId = await insertEvent(trx, match, body._data);
        await recomputeScore(trx, params.match_id, sport);
        return eventId;
      }),
    );
    const detail = await answer(params.match_id);
    return { event: detail.events.find((ev) => ev.id === id) as (typeof detail.events)[number], match: detail.match };
  });

  route(app, e.updateEvent, async ({ params, body, request }) => {
    const match = await editableMatch(db, request, params.match_id);
    await writeMatch('event', match, (trx) =>
      guardClosing(trx, requireUserOf(request), params.match_id, 'eventEdit', async () => {
        await validateEvent(trx, sport, match, body._data, params.id);
        const updated = await trx
          .updateTable('match_events')
          // Without a stage the event keeps its own.
          .set({ ...eventValues(params.match_id, body._data), ...(body._data.stageId != null ? { stage_id: body._data.stageId } : {}), updated_at: new Date() })
          .where('id', '=', params.id)
          .where('match_id', '=', params.match_id)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw notFound(`No event ${params.id} in match ${params.match_id}`);
        await recomputeScore(trx, params.match_id, sport);
      }),
    );
    const detail = await answer(params.match_id);
    return { event: detail.events.find((ev) => ev.id === params.id) as (typeof detail.events)[number], match: detail.match };
  });

  route(app, e.removeEvent, async ({ params, request }) => {
    const match = await editableMatch(db, request, params.match_id);
    await writeMatch('event', match, (trx) =>
      guardClosing(trx, requireUserOf(request), params.match_id, 'eventRemove', async () => {
        const removed = await trx.deleteFrom('match_events').where('id', '=', params.id).where('match_id', '=', params.match_id).executeTakeFirst();
        // SPEC §4: the offline store tolerates a 404 on delete (the event is already gone).
        if (Number(removed.numDeletedRows) === 0) throw notFound(`No event ${params.id} in match ${params.match_id}`);
        await recomputeScore(trx, params.match_id, sport);
      }),
    );
    return { match: (await answer(params.match_id)).match };
  });
}
