import type { FastifyRequest } from 'fastify';
import { administersClub, canEditMatch, type RequestUser } from '../auth/permissions';
import { forbidden, notFound, unauthenticated } from './errors';

/**
 * Finer checks than an endpoint's `access` list, for handlers: "this club", "this hall". Each
 * throws the HttpError the client should see (401 without a login, 403 without the right).
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
