/** The reporters' writes' SQL (writes.ts holds the rules and the handlers). */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { MatchEventInput } from '@phc/api-contract';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/errors';

type Db = Kysely<Database> | Transaction<Database>;

/** A match with what deciding a write needs: its teams, state, stage, seal, hall and court size. */
export const findMatchForWrite = (db: Db, matchId: number) =>
  db
    .selectFrom('matches')
    .innerJoin('places', 'places.id', 'matches.place_id')
    .innerJoin('groups', 'groups.id', 'matches.group_id')
    .innerJoin('team_categories', 'team_categories.id', 'groups.team_category_id')
    .select(['matches.id', 'matches.group_id', 'matches.home_team_id', 'matches.away_team_id', 'matches.state', 'matches.stage_id', 'matches.sealed_at', 'places.data as hall_data', 'team_categories.small_court'])
    .where('matches.id', '=', matchId)
    .executeTakeFirst();

/** The match and its hall only (a friendly match has no group). */
export const findMatchWithHall = (db: Db, matchId: number) =>
  db
    .selectFrom('matches')
    .innerJoin('places', 'places.id', 'matches.place_id')
    .select(['matches.id', 'matches.group_id', 'matches.state', 'matches.sealed_at', 'places.data as hall_data'])
    .where('matches.id', '=', matchId)
    .executeTakeFirst();

export type MatchForWrite = NonNullable<Awaited<ReturnType<typeof findMatchForWrite>>>;

export const findStage = (db: Db, stageId: number) => db.selectFrom('match_stages').select(['id', 'code']).where('id', '=', stageId).executeTakeFirst();
export const findEventType = (db: Db, eventTypeId: number) => db.selectFrom('event_types').select(['id', 'code']).where('id', '=', eventTypeId).executeTakeFirst();
export const eventStageId = async (db: Db, eventId: number) => (await db.selectFrom('match_events').select('stage_id').where('id', '=', eventId).executeTakeFirst())?.stage_id;

export async function isOnTeam(db: Db, participantId: number, teamId: number): Promise<boolean> {
  return !!(await db.selectFrom('participant_teams').select('participant_id').where('participant_id', '=', participantId).where('team_id', '=', teamId).executeTakeFirst());
}

export async function setStage(db: Db, matchId: number, stage: { id: number; code: string }): Promise<void> {
  await db
    .updateTable('matches')
    .set({ stage_id: stage.id, state: stage.code === 'end' ? 'finished' : 'live', updated_at: new Date() })
    .where('id', '=', matchId)
    .execute();
}

export async function setWalkover(db: Db, matchId: number, walkover: string, [home, away]: readonly [number, number]): Promise<void> {
  await db.updateTable('matches').set({ walkover, home_score: home, away_score: away, state: 'finished', updated_at: new Date() }).where('id', '=', matchId).execute();
}

export async function clearWalkover(db: Db, matchId: number): Promise<void> {
  await db.updateTable('matches').set({ walkover: null }).where('id', '=', matchId).execute();
}

export async function setScore(db: Db, matchId: number, score: { home: number; away: number }, state: Selectable<Database['matches']>['state']): Promise<void> {
  await db.updateTable('matches').set({ home_score: score.home, away_score: score.away, state, updated_at: new Date() }).where('id', '=', matchId).execute();
}

/** The match row locked for the score, with what the score is derived from. */
export async function scoreInputs(db: Db, matchId: number) {
  const match = await db.selectFrom('matches').select(['home_team_id', 'away_team_id', 'walkover', 'state', 'stage_id']).where('id', '=', matchId).forUpdate().executeTakeFirstOrThrow();
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
  return { match, events, stageCode: stage?.code ?? null };
}

/** The confirmations and the seal, locked: a write that changes the result drops them. */
export const lockClosing = (trx: Transaction<Database>, matchId: number) =>
  trx
    .selectFrom('matches')
    .select(['home_confirmed_at', 'away_confirmed_at', 'sealed_at', 'sealed_by_referee_id', 'home_score', 'away_score'])
    .where('id', '=', matchId)
    .forUpdate()
    .executeTakeFirst();

export async function dropClosing(trx: Transaction<Database>, matchId: number): Promise<void> {
  await trx.updateTable('matches').set({ home_confirmed_at: null, away_confirmed_at: null, sealed_at: null, sealed_by_referee_id: null }).where('id', '=', matchId).execute();
}

/** What a confirmation and a seal vouch for: the score, the walkover and every event. */
export async function resultFingerprint(trx: Transaction<Database>, matchId: number): Promise<string> {
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

/** How many of the ids are referees. */
export async function countKnownReferees(db: Db, ids: readonly number[]): Promise<number> {
  return ids.length ? (await db.selectFrom('referees').select('id').where('id', 'in', ids).execute()).length : 0;
}

/** Replaces the match's referees; answers the ones it had, in id order. */
export async function replaceReferees(trx: Transaction<Database>, matchId: number, ids: readonly number[]): Promise<number[]> {
  const before = await trx.selectFrom('match_referees').select('referee_id').where('match_id', '=', matchId).orderBy('referee_id').execute();
  await trx.deleteFrom('match_referees').where('match_id', '=', matchId).execute();
  if (ids.length) await trx.insertInto('match_referees').values(ids.map((referee_id) => ({ match_id: matchId, referee_id }))).execute();
  return before.map((r) => r.referee_id);
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
 * Stores a reporter's new event, once: the same clientId again (an offline retry) returns the event
 * stored the first time; a clientId of another match is a client's bug, answered 409.
 */
export async function insertEvent(db: Db, match: { id: number; stage_id: number | null }, input: MatchEventInput): Promise<number> {
  const values = { ...eventValues(match.id, input), stage_id: input.stageId ?? match.stage_id, client_id: input.clientId ?? null };
  if (!input.clientId) return (await db.insertInto('match_events').values(values).returning('id').executeTakeFirstOrThrow()).id;
  // ON CONFLICT waits for a parallel retry of the same event instead of failing on the unique index.
  const inserted = await db.insertInto('match_events').values(values).onConflict((oc) => oc.column('client_id').doNothing()).returning('id').executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await db.selectFrom('match_events').select(['id', 'match_id']).where('client_id', '=', input.clientId).executeTakeFirstOrThrow();
  if (existing.match_id !== match.id) throw new HttpError(409, 'clientIdConflict', `The clientId ${input.clientId} belongs to an event of another match`);
  return existing.id;
}

/** Changes an event of the match (without a stage it keeps its own); false when the match has no such event. */
export async function updateEvent(db: Db, matchId: number, eventId: number, input: MatchEventInput): Promise<boolean> {
  const updated = await db
    .updateTable('match_events')
    .set({ ...eventValues(matchId, input), ...(input.stageId != null ? { stage_id: input.stageId } : {}), updated_at: new Date() })
    .where('id', '=', eventId)
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export async function deleteEvent(db: Db, matchId: number, eventId: number): Promise<boolean> {
  const removed = await db.deleteFrom('match_events').where('id', '=', eventId).where('match_id', '=', matchId).executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}
