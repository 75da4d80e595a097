import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { matchProtocolEndpoints as e, type MyMatch, type ProtocolState, type RosterState } from '@phc/api-contract';
import { administersClub, canEditMatch, isSuperAdmin, type RequestUser } from '../../platform/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { requireUser } from '../../platform/auth/guards';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { writeAndPublish } from '../../platform/live/bus';
import { rateLimited, reserve } from '../../platform/security/throttle';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Wrong PINs allowed before the checks stop (429) until the window is over. A PIN has 8 digits
 * (10^8 values). Over a tournament week (168 hours) one team's or referee's PIN takes at most
 * 10 × 168 = 1,680 guesses from everyone together (a chance of 1.7·10^-5 to hit it), one account
 * at most 20 × 168 = 3,360 over all PINs (3.4·10^-5), and even 50 colluding reporter accounts
 * 168,000 (0.17 %) — within one match, 5 a minute.
 */
export const pinLimits = {
  perMatch: { max: 5, windowMs: 60_000 },
  perOwner: { max: 10, windowMs: 3600_000 },
  perUser: { max: 20, windowMs: 3600_000 },
  perAddress: { max: 30, windowMs: 3600_000 },
};
/** Kept for the tests and the screens' wording: a match's wrong PINs in a minute. */
export const pinAttemptsPerMinute = pinLimits.perMatch.max;
/** "My matches" of the super roles (every match) stops here: today's come first. */
const maxMyMatches = 200;

export const sealedConflict = () => new HttpError(409, 'sealed', 'The match protocol is sealed');
const notFinished = () => new HttpError(409, 'notFinished', 'The match has not ended yet');
const invalidPin = () => badRequest('Wrong PIN', { '_data.pin': ['invalidPin'] });

/** A sealed protocol is read-only for everyone but the super admin. */
export function assertOpen(user: RequestUser, match: { sealed_at: Date | string | null }): void {
  if (match.sealed_at !== null && !isSuperAdmin(user)) throw sealedConflict();
}

/** For writes that do not load the match themselves (rosters). */
export async function assertMatchOpen(db: Db, user: RequestUser, matchId: number): Promise<void> {
  const match = await db.selectFrom('matches').select('sealed_at').where('id', '=', matchId).executeTakeFirst();
  if (match) assertOpen(user, match);
}

const rosterState = (value: string): RosterState => (value === 'confirmed' ? 'confirmed' : 'unconfirmed');
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function protocolState(db: Db, matchId: number): Promise<ProtocolState> {
  const row = await db
    .selectFrom('matches')
    .select(['home_confirmed_at', 'away_confirmed_at', 'sealed_at', 'sealed_by_referee_id', 'home_roster_state', 'away_roster_state'])
    .where('id', '=', matchId)
    .executeTakeFirstOrThrow();
  return {
    homeConfirmedAt: iso(row.home_confirmed_at),
    awayConfirmedAt: iso(row.away_confirmed_at),
    sealedAt: iso(row.sealed_at),
    sealedByRefereeId: row.sealed_by_referee_id,
    homeRosterState: rosterState(row.home_roster_state),
    awayRosterState: rosterState(row.away_roster_state),
  };
}

const samePin = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

interface PinCheck {
  user: RequestUser;
  address: string;
  matchId: number;
  /** Whose PIN it is: `team:12`, `referee:3`. */
  owner: string;
  typed: string;
  expected: string;
}

/**
 * Checks a PIN typed for a match. The check is reserved first under the match, the PIN's owner,
 * the user and the address (see `reserve`: atomic per key, so parallel requests on any instance
 * cannot get more PINs checked than the limits allow); a right PIN gives its reservation back, a
 * wrong one keeps it. Past any limit the answer is 429, right PIN or not.
 */
async function checkPin(db: Kysely<Database>, reply: FastifyReply, now: Date, pin: PinCheck): Promise<void> {
  const reservation = await reserve(
    db,
    [
      { key: `pin-match:${pin.matchId}`, ...pinLimits.perMatch },
      { key: `pin-owner:${pin.owner}`, ...pinLimits.perOwner },
      { key: `pin-user:${pin.user.id}`, ...pinLimits.perUser },
      { key: `pin-ip:${pin.address}`, ...pinLimits.perAddress },
    ],
    now,
  );
  if (!reservation.allowed) throw rateLimited(reply, reservation.retryAfterMs, 'wrong PINs');
  if (!samePin(pin.typed, pin.expected)) throw invalidPin();
  await reservation.release();
}

type MatchRow = Pick<Selectable<Database['matches']>, 'id' | 'starts_at' | 'state' | 'home_team_id' | 'away_team_id'>;

/** Today's matches first, then live ones of other days, each by start time. */
function orderForToday(rows: MatchRow[], now: Date): MatchRow[] {
  // What there is to record comes first: matches being played, then the next ones (today's before
  // tomorrow's), then the finished ones newest first. A super role's list is cut at 200 matches, and
  // in the evening a whole day of finished matches must not push the next morning's out of it.
  const today = now.toISOString().slice(0, 10);
  const at = (m: MatchRow) => new Date(m.starts_at).getTime();
  const rank = (m: MatchRow) => (m.state === 'live' ? 0 : m.state === 'scheduled' ? 1 : new Date(m.starts_at).toISOString().slice(0, 10) === today ? 2 : 3);
  return [...rows].sort((a, b) => rank(a) - rank(b) || (rank(a) >= 2 ? at(b) - at(a) : at(a) - at(b)) || a.id - b.id);
}

/** The teams the user leads: by the account that accepted the club's invitation, never by e-mail (issue 14). */
async function ledTeamIds(db: Kysely<Database>, user: RequestUser): Promise<number[]> {
  const rows = await db
    .selectFrom('team_leaders')
    .innerJoin('team_leader_teams', 'team_leader_teams.team_leader_id', 'team_leaders.id')
    .select('team_leader_teams.team_id')
    .where('team_leaders.user_id', '=', user.id)
    .execute();
  return rows.map((r) => r.team_id);
}

/** Teams whose match rosters the user edits without editing the whole match: the teams they lead, and their clubs' teams. */
async function teamsOfUser(db: Kysely<Database>, user: RequestUser): Promise<Set<number>> {
  const clubIds = user.administratedClubs.map((c) => c.id);
  const administered = clubIds.length ? await db.selectFrom('teams').select('id').where('club_id', 'in', clubIds).execute() : [];
  return new Set([...(await ledTeamIds(db, user)), ...administered.map((r) => r.id)]);
}

/** SPEC §6 as a list: the matches the user may edit wholly (reporter of the hall, super roles) or a team of. */
async function myMatches(db: Kysely<Database>, user: RequestUser, now: Date): Promise<MyMatch[]> {
  const rows = await db
    .selectFrom('matches')
    .innerJoin('places', 'places.id', 'matches.place_id')
    .select(['matches.id', 'matches.starts_at', 'matches.state', 'matches.home_team_id', 'matches.away_team_id', 'places.data as hall_data'])
    .execute();
  const teams = await teamsOfUser(db, user);
  const mine: { row: MatchRow; teamIds: number[] | null }[] = [];
  for (const row of rows) {
    if (canEditMatch(user, row.hall_data)) {
      mine.push({ row, teamIds: null });
      continue;
    }
    const teamIds = [row.home_team_id, row.away_team_id].filter((id): id is number => id !== null && teams.has(id));
    if (teamIds.length > 0) mine.push({ row, teamIds });
  }
  const byId = new Map(mine.map((m) => [m.row.id, m.teamIds]));
  return orderForToday(
    mine.map((m) => m.row),
    now,
  )
    .slice(0, maxMyMatches)
    .map((row) => ({ matchId: row.id, teamIds: byId.get(row.id) ?? null }));
}

/** The match to close, if the user may edit it and it is open: a finished match only. */
async function closableMatch(db: Kysely<Database>, user: RequestUser, matchId: number) {
  const match = await db
    .selectFrom('matches')
    .innerJoin('places', 'places.id', 'matches.place_id')
    .select(['matches.id', 'matches.group_id', 'matches.state', 'matches.home_team_id', 'matches.away_team_id', 'matches.sealed_at', 'places.data as hall_data'])
    .where('matches.id', '=', matchId)
    .executeTakeFirst();
  if (!match) throw notFound(`No match ${matchId}`);
  if (!canEditMatch(user, match.hall_data)) throw forbidden('You are not the reporter of this match');
  assertOpen(user, match);
  if (match.state !== 'finished') throw notFinished();
  return match;
}

/** Closing a match (issue 12): the leaders confirm the result, a referee seals it, the super admin may reopen it. */
export function registerMatchProtocolRoutes(app: FastifyInstance): void {
  const { db, bus } = app.ctx;

  route(app, e.myMatches, async ({ request }) => ({ matches: await myMatches(db, requireUser(request), app.ctx.now()) }));

  route(app, e.confirmResult, async ({ params, body, request, reply }) => {
    const user = requireUser(request);
    const match = await closableMatch(db, user, params.id);
    const teamId = body._data.side === 'home' ? match.home_team_id : match.away_team_id;
    if (teamId === null) throw badRequest('The side has no team yet', { '_data.side': ['invalid'] });
    const team = await db.selectFrom('teams').select('protocol_pin').where('id', '=', teamId).executeTakeFirstOrThrow();
    const now = app.ctx.now();
    await checkPin(db, reply, now, { user, address: request.ip, matchId: match.id, owner: `team:${teamId}`, typed: body._data.pin, expected: team.protocol_pin });
    await writeAndPublish(db, bus, async (trx, publish) => {
      await trx
        .updateTable('matches')
        .set(body._data.side === 'home' ? { home_confirmed_at: now } : { away_confirmed_at: now })
        .where('id', '=', match.id)
        .execute();
      await publish({ type: 'match', matchId: match.id, groupId: match.group_id });
    });
    return { protocol: await protocolState(db, match.id) };
  });

  route(app, e.sealProtocol, async ({ params, body, request, reply }) => {
    const user = requireUser(request);
    const match = await closableMatch(db, user, params.id);
    const referee = await db
      .selectFrom('match_referees')
      .innerJoin('referees', 'referees.id', 'match_referees.referee_id')
      .select(['referees.id', 'referees.protocol_pin'])
      .where('match_referees.match_id', '=', match.id)
      .where('referees.id', '=', body._data.refereeId)
      .executeTakeFirst();
    if (!referee) throw badRequest('Not a referee of this match', { '_data.refereeId': ['invalid'] });
    const now = app.ctx.now();
    await checkPin(db, reply, now, { user, address: request.ip, matchId: match.id, owner: `referee:${referee.id}`, typed: body._data.pin, expected: referee.protocol_pin });
    await writeAndPublish(db, bus, async (trx, publish) => {
      await trx.updateTable('matches').set({ sealed_at: now, sealed_by_referee_id: referee.id }).where('id', '=', match.id).execute();
      await publish({ type: 'match', matchId: match.id, groupId: match.group_id });
    });
    return { protocol: await protocolState(db, match.id) };
  });

  route(app, e.reopenProtocol, async ({ params }) => {
    const updated = await writeAndPublish(db, bus, async (trx, publish) => {
      // The result may change once reopened: the leaders confirm it again.
      const row = await trx
        .updateTable('matches')
        .set({ sealed_at: null, sealed_by_referee_id: null, home_confirmed_at: null, away_confirmed_at: null })
        .where('id', '=', params.id)
        .returning(['id', 'group_id'])
        .executeTakeFirst();
      if (!row) throw notFound(`No match ${params.id}`);
      await publish({ type: 'match', matchId: row.id, groupId: row.group_id });
      return row;
    });
    return { protocol: await protocolState(db, updated.id) };
  });

  route(app, e.clubProtocolPins, async ({ params, request }) => {
    const user = requireUser(request);
    const club = await db.selectFrom('clubs').select('id').where('id', '=', params.id).executeTakeFirst();
    if (!club) throw notFound(`No club ${params.id}`);
    const rows = await db.selectFrom('teams').select(['id', 'protocol_pin']).where('club_id', '=', club.id).orderBy('id').execute();
    let visible = rows;
    // The club's own administrators, not club managers or the super admin: a PIN is the leader's
    // signature, and no role of SPEC §6 signs for a club it does not run (issue 26).
    if (!user.administratedClubs.some((c) => c.id === club.id)) {
      const led = new Set(await ledTeamIds(db, user));
      visible = rows.filter((r) => led.has(r.id));
      // A club manager or the super admin opens the club's dashboard too: it shows them no PIN.
      if (visible.length === 0 && !administersClub(user, club.id)) throw forbidden('You neither administer this club nor lead its teams');
    }
    return { pins: visible.map((r) => ({ teamId: r.id, pin: r.protocol_pin })) };
  });
}
