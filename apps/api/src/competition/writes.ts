import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { competitionWriteEndpoints as e, type MatchEventInput } from '@phc/api-contract';
import { walkoverScore, type WalkoverType } from '@phc/tournaments';
import { canEditMatch } from '../auth/permissions';
import type { Database } from '../db/schema';
import { badRequest, forbidden, notFound, unauthenticated } from '../http/errors';
import { route } from '../http/route';
import { matchDetail } from './queries';

type Db = Kysely<Database> | Transaction<Database>;

/** The match, if the user may edit it: a reporter only in the hall that names them (SPEC §6). */
async function editableMatch(db: Db, request: FastifyRequest, matchId: number) {
  if (!request.user) throw unauthenticated();
  const match = await db
    .selectFrom('matches')
    .innerJoin('places', 'places.id', 'matches.place_id')
    .select(['matches.id', 'matches.group_id', 'matches.home_team_id', 'matches.away_team_id', 'matches.state', 'places.data as hall_data'])
    .where('matches.id', '=', matchId)
    .executeTakeFirst();
  if (!match) throw notFound(`No match ${matchId}`);
  if (!canEditMatch(request.user, match.hall_data)) throw forbidden('You are not the reporter of this match');
  return match;
}

/** The score is the sum of the scoring events, unless a walkover decided the match. */
async function recomputeScore(db: Db, matchId: number): Promise<void> {
  await sql`
    update matches m set
      home_score = coalesce((select sum(t.score_delta) from match_events e join event_types t on t.id = e.event_type_id where e.match_id = m.id and e.team_id = m.home_team_id), 0),
      away_score = coalesce((select sum(t.score_delta) from match_events e join event_types t on t.id = e.event_type_id where e.match_id = m.id and e.team_id = m.away_team_id), 0),
      state = case when m.state = 'scheduled' then 'live' else m.state end,
      updated_at = now()
    where m.id = ${matchId} and m.walkover is null`.execute(db);
}

async function validateEvent(db: Db, match: { home_team_id: number | null; away_team_id: number | null }, input: MatchEventInput): Promise<void> {
  if (input.teamId !== match.home_team_id && input.teamId !== match.away_team_id) throw badRequest('The team does not play this match', { teamId: ['invalid'] });
  const type = await db.selectFrom('event_types').select('id').where('id', '=', input.eventTypeId).executeTakeFirst();
  if (!type) throw badRequest('Unknown event type', { eventTypeId: ['invalid'] });
  for (const field of ['participantId', 'assistParticipantId'] as const) {
    const id = input[field];
    if (id == null) continue;
    const member = await db.selectFrom('participant_teams').select('participant_id').where('participant_id', '=', id).where('team_id', '=', input.teamId).executeTakeFirst();
    if (!member) throw badRequest('The player is not on this team', { [field]: ['invalid'] });
  }
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

/** Reporters' writes: each one checks the hall, changes the match, and tells every browser. */
export function registerCompetitionWrites(app: FastifyInstance): void {
  const { db, bus } = app.ctx;
  const answer = async (matchId: number) => {
    const detail = await matchDetail(db, matchId);
    if (!detail) throw notFound(`No match ${matchId}`);
    return detail;
  };
  const announce = (type: 'score' | 'stage' | 'event' | 'match', matchId: number, groupId: number) => bus.publish({ type, matchId, groupId });

  route(app, e.changeStage, async ({ params, body, request }) => {
    const match = await editableMatch(db, request, params.id);
    const stage = await db.selectFrom('match_stages').select(['id', 'code']).where('id', '=', body.stage_id).executeTakeFirst();
    if (!stage) throw badRequest('Unknown stage', { stage_id: ['invalid'] });
    const state = stage.code === 'end' ? 'finished' : 'live';
    await db.updateTable('matches').set({ stage_id: stage.id, state, updated_at: new Date() }).where('id', '=', params.id).execute();
    await announce('stage', params.id, match.group_id);
    return { match: (await answer(params.id)).match };
  });

  route(app, e.walkover, async ({ params, body, request }) => {
    const match = await editableMatch(db, request, params.id);
    const type = body._data.walkOverType as WalkoverType | null;
    await db.transaction().execute(async (trx) => {
      if (type) {
        const [home, away] = walkoverScore(app.ctx.tournament.sport, type);
        await trx.updateTable('matches').set({ walkover: type, home_score: home, away_score: away, state: 'finished', updated_at: new Date() }).where('id', '=', params.id).execute();
      } else {
        await trx.updateTable('matches').set({ walkover: null }).where('id', '=', params.id).execute();
        await recomputeScore(trx, params.id);
      }
    });
    await announce('score', params.id, match.group_id);
    return { match: (await answer(params.id)).match };
  });

  route(app, e.updateReferees, async ({ params, body, request }) => {
    await editableMatch(db, request, params.id);
    const ids = [...new Set(body._data.referees)];
    const known = ids.length ? await db.selectFrom('referees').select('id').where('id', 'in', ids).execute() : [];
    if (known.length !== ids.length) throw badRequest('Unknown referee', { '_data.referees': ['invalid'] });
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('match_referees').where('match_id', '=', params.id).execute();
      if (ids.length) await trx.insertInto('match_referees').values(ids.map((referee_id) => ({ match_id: params.id, referee_id }))).execute();
    });
    await bus.publish({ type: 'match', matchId: params.id });
    return { referees: (await answer(params.id)).referees };
  });

  route(app, e.createEvents, async ({ params, body, request }) => {
    const match = await editableMatch(db, request, params.match_id);
    const created = await db.transaction().execute(async (trx) => {
      const ids: number[] = [];
      for (const input of body._data.events) {
        await validateEvent(trx, match, input);
        // The same clientId again (an offline retry) returns the event stored the first time.
        const existing = input.clientId ? await trx.selectFrom('match_events').select('id').where('client_id', '=', input.clientId).executeTakeFirst() : undefined;
        if (existing) ids.push(existing.id);
        else ids.push((await trx.insertInto('match_events').values({ ...eventValues(params.match_id, input), client_id: input.clientId ?? null }).returning('id').executeTakeFirstOrThrow()).id);
      }
      await recomputeScore(trx, params.match_id);
      return ids;
    });
    await announce('event', params.match_id, match.group_id);
    const detail = await answer(params.match_id);
    return { events: detail.events.filter((ev) => created.includes(ev.id)), match: detail.match };
  });

  route(app, e.createEvent, async ({ params, body, request }) => {
    const match = await editableMatch(db, request, params.match_id);
    const id = await db.transaction().execute(async (trx) => {
      await validateEvent(trx, match, body._data);
      const existing = body._data.clientId ? await trx.selectFrom('match_events').select('id').where('client_id', '=', body._data.clientId).executeTakeFirst() : undefined;
      const eventId = existing?.id ?? (await trx.insertInto('match_events').values({ ...eventValues(params.match_id, body._data), client_id: body._data.clientId ?? null }).returning('id').executeTakeFirstOrThrow()).id;
      await recomputeScore(trx, params.match_id);
      return eventId;
    });
    await announce('event', params.match_id, match.group_id);
    const detail = await answer(params.match_id);
    return { event: detail.events.find((ev) => ev.id === id) as (typeof detail.events)[number], match: detail.match };
  });

  route(app, e.updateEvent, async ({ params, body, request }) => {
    const match = await editableMatch(db, request, params.match_id);
    await db.transaction().execute(async (trx) => {
      await validateEvent(trx, match, body._data);
      const updated = await trx
        .updateTable('match_events')
        .set({ ...eventValues(params.match_id, body._data), updated_at: new Date() })
        .where('id', '=', params.id)
        .where('match_id', '=', params.match_id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound(`No event ${params.id} in match ${params.match_id}`);
      await recomputeScore(trx, params.match_id);
    });
    await announce('event', params.match_id, match.group_id);
    const detail = await answer(params.match_id);
    return { event: detail.events.find((ev) => ev.id === params.id) as (typeof detail.events)[number], match: detail.match };
  });

  route(app, e.removeEvent, async ({ params, request }) => {
    const match = await editableMatch(db, request, params.match_id);
    await db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom('match_events').where('id', '=', params.id).where('match_id', '=', params.match_id).executeTakeFirst();
      // SPEC §4: the offline store tolerates a 404 on delete (the event is already gone).
      if (Number(removed.numDeletedRows) === 0) throw notFound(`No event ${params.id} in match ${params.match_id}`);
      await recomputeScore(trx, params.match_id);
    });
    await announce('event', params.match_id, match.group_id);
    return { match: (await answer(params.match_id)).match };
  });
}
