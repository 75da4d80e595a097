import type { FastifyRequest } from 'fastify';
import { administersClub, isAdmin, type RequestUser } from '../auth/permissions';
import { forbidden } from '../http/errors';
import { requireUser } from '../http/guards';

/**
 * Reading a club's club-zone data: its administrators, club managers, admins and super admins, and
 * super reporters, who see any club (SPEC §6). A plain reporter or another club's administrator gets 403.
 */
export function requireClubReader(request: FastifyRequest, clubId: number): RequestUser {
  const user = requireUser(request);
  if (administersClub(user, clubId) || isAdmin(user) || user.roles.includes('ROLE_COMPETITION_SUPER_REPORTER')) return user;
  throw forbidden('You may not read this club');
}
