import type { FastifyRequest } from 'fastify';
import { administersClub, canEditMatch, isAdmin, type RequestUser } from './permissions';
import { forbidden, notFound, unauthenticated } from '../http/errors';

/**
 * Finer checks than an endpoint's `access` list, for handlers: "this club", "this hall". Each
 * throws the HttpError the client should see (401 without a login, 403 without the right). Every
 * such guard of the server lives here, so SPEC §6 is read in one file.
 */
export function requireUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The club's administrators, club managers and the super admin (SPEC §6). */
export function requireClubAdmin(request: FastifyRequest, clubId: number): RequestUser {
  const user = requireUser(request);
  if (!administersClub(user, clubId)) throw forbidden('You do not administer this club');
  return user;
}

/**
 * Club-zone reads of children's data (names, birth years), a club's registration and order: the club's
 * administrators, club managers, admins and super admins, and super reporters, who see any club (SPEC §6).
 * A plain reporter works in one hall and reads no club's roster: 403.
 */
export function assertClubReader(user: RequestUser, clubId: number): RequestUser {
  if (administersClub(user, clubId) || isAdmin(user) || user.roles.includes('ROLE_COMPETITION_SUPER_REPORTER')) return user;
  throw forbidden('You may not read this club');
}

export const requireClubReader = (request: FastifyRequest, clubId: number): RequestUser => assertClubReader(requireUser(request), clubId);

/** Trainings may also be edited by admins (SPEC §6: "Admins may also edit training entries and clubs"). */
export function requireTrainingEditor(request: FastifyRequest, clubId: number): RequestUser {
  const user = requireUser(request);
  if (!administersClub(user, clubId) && !isAdmin(user)) throw forbidden('You do not administer this club');
  return user;
}

export interface EditableMatch {
  id: number;
  placeId: number;
}

/** A match the user may write the protocol of: a plain reporter only in the hall that names them. */
export async function requireMatchEditor(request: FastifyRequest, matchId: number): Promise<EditableMatch> {
  const user = requireUser(request);
  const match = await request.server.ctx.db
    .selectFrom('matches')
    .innerJoin('places', 'places.id', 'matches.place_id')
    .select(['matches.id', 'matches.place_id', 'places.data as hall_data'])
    .where('matches.id', '=', matchId)
    .executeTakeFirst();
  if (!match) throw notFound('No such match');
  if (!canEditMatch(user, match.hall_data)) throw forbidden('You are not the reporter of this match');
  return { id: match.id, placeId: match.place_id };
}
