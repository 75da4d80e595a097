import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoggedUser, Role } from '@phc/api-contract';
import type { Database } from '../db/schema';

export const sessionCookie = 'phc_session';
const day = 24 * 3600_000;
export const sessionMs = 30 * day;
const renewAfterMs = day;

declare module 'fastify' {
  interface FastifyRequest {
    user: LoggedUser | null;
    sessionIdHash: string | null;
  }
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export async function loadUser(db: Kysely<Database>, userId: number): Promise<LoggedUser | null> {
  const user = await db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name', 'roles']).where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const clubs = await db
    .selectFrom('user_clubs')
    .innerJoin('clubs', 'clubs.id', 'user_clubs.club_id')
    .select(['clubs.id', 'clubs.name'])
    .where('user_clubs.user_id', '=', userId)
    .orderBy('clubs.name')
    .execute();
  return { id: user.id, username: user.email, firstName: user.first_name, lastName: user.last_name, roles: user.roles as Role[], administratedClubs: clubs };
}

/** Reads the session cookie on every request; an expired or unknown one is the same as none. */
export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.cookies[sessionCookie];
    if (!raw) return;
    // A forged or foreign cookie fails the signature and costs no database query.
    const { valid, value: token } = request.unsignCookie(raw);
    if (!valid || !token) return;
    const idHash = sha256(token);
    const session = await app.ctx.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.user_id', 'sessions.expires_at'])
      .where('sessions.id_hash', '=', idHash)
      .where('sessions.expires_at', '>', app.ctx.now())
      // A disabled account's session stops at once, even one disabling did not delete (issue 16).
      .where('users.disabled_at', 'is', null)
      .executeTakeFirst();
    if (!session) return;
    request.user = await loadUser(app.ctx.db, session.user_id);
    request.sessionIdHash = idHash;
    // Sliding expiry, written at most once a day: a user active in the last 30 days stays logged in.
    const now = app.ctx.now().getTime();
    if (new Date(session.expires_at).getTime() - now < sessionMs - renewAfterMs) {
      const expires = new Date(now + sessionMs);
      await app.ctx.db.updateTable('sessions').set({ expires_at: expires }).where('id_hash', '=', idHash).execute();
      reply.setCookie(sessionCookie, token, { ...cookieOptions(request), maxAge: sessionMs / 1000, signed: true });
    }
  });
}

/**
 * Max-Age rather than Expires: the browser counts the session's life from its own clock, so a phone
 * whose clock is off (or a server on a shifted product clock) keeps the session it was given.
 */
function cookieOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: request.protocol === 'https' };
}

export async function startSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const token = newToken();
  const expires = new Date(app.ctx.now().getTime() + sessionMs);
  await app.ctx.db
    .insertInto('sessions')
    .values({ id_hash: sha256(token), user_id: userId, expires_at: expires, user_agent: request.headers['user-agent']?.slice(0, 300) ?? null })
    .execute();
  reply.setCookie(sessionCookie, token, { ...cookieOptions(request), maxAge: sessionMs / 1000, signed: true });
}

export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionIdHash) await app.ctx.db.deleteFrom('sessions').where('id_hash', '=', request.sessionIdHash).execute();
  reply.clearCookie(sessionCookie, cookieOptions(request));
}
