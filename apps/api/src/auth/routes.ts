import type { FastifyInstance } from 'fastify';
import { authEndpoints as e } from '@phc/api-contract';
import { badRequest, HttpError, unauthenticated } from '../http/errors';
import { route } from '../http/route';
import { hashPassword, verifyPassword } from './password';
import { endSession, loadUser, newToken, sha256, startSession } from './sessions';

/** Login attempts allowed in the window, per login and per client address (SPEC: rate-limited login). */
export const loginLimits = { windowMinutes: 15, perLogin: 10, perIp: 50 };
const resetTokenMinutes = 60;

export function registerAuthRoutes(app: FastifyInstance, mail: { send(to: string, subject: string, body: string): Promise<void> }): void {
  const { db } = app.ctx;

  route(app, e.me, async ({ request }) => ({ user: request.user }));

  route(app, e.login, async ({ body, request, reply }) => {
    const since = new Date(app.ctx.now().getTime() - loginLimits.windowMinutes * 60_000);
    const failures = await db
      .selectFrom('login_attempts')
      .select((eb) => [
        eb.fn.count<number>('id').filterWhere('login', '=', body.login).as('byLogin'),
        eb.fn.count<number>('id').filterWhere('ip', '=', request.ip).as('byIp'),
      ])
      .where('succeeded', '=', false)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(failures.byLogin) >= loginLimits.perLogin || Number(failures.byIp) >= loginLimits.perIp) {
      reply.header('retry-after', String(loginLimits.windowMinutes * 60));
      throw new HttpError(429, 'rate_limited', 'Too many login attempts, try again later');
    }
    const record = (succeeded: boolean) => db.insertInto('login_attempts').values({ login: body.login, ip: request.ip, succeeded, at: app.ctx.now() }).execute();
    const user = await db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', body.login).executeTakeFirst();
    if (!user) {
      await record(false);
      throw badRequest('Unknown e-mail', { login: ['unknownEmail'] });
    }
    if (!(await verifyPassword(user.password_hash, body.password))) {
      await record(false);
      throw badRequest('Invalid password', { password: ['invalidPassword'] });
    }
    await record(true);
    await startSession(app, request, reply, user.id);
    const logged = await loadUser(db, user.id);
    return { user: logged as NonNullable<typeof logged> };
  });

  route(app, e.logout, async ({ request, reply }) => {
    await endSession(app, request, reply);
    return { ok: true as const };
  });

  route(app, e.profile, async ({ body, request }) => {
    const current = request.user;
    if (!current) throw unauthenticated();
    const changes: { first_name: string; last_name: string; email: string; password_hash?: string } = { first_name: body.firstName, last_name: body.lastName, email: body.email };
    if (body.newPassword) {
      const row = await db.selectFrom('users').select('password_hash').where('id', '=', current.id).executeTakeFirstOrThrow();
      if (!(await verifyPassword(row.password_hash, body.currentPassword ?? ''))) throw badRequest('Invalid password', { currentPassword: ['invalidPassword'] });
      changes.password_hash = await hashPassword(body.newPassword);
    }
    if (body.email !== current.username) {
      const taken = await db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst();
      if (taken) throw new HttpError(409, 'conflict', 'This e-mail is used by another account', { email: ['invalid'] });
    }
    await db.updateTable('users').set(changes).where('id', '=', current.id).execute();
    const user = await loadUser(db, current.id);
    return { user: user as NonNullable<typeof user> };
  });

  route(app, e.passwordResetRequest, async ({ body }) => {
    const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', body.login).executeTakeFirst();
    // The same answer for unknown e-mails: the form must not reveal who has an account.
    if (!user) return { ok: true as const };
    const token = newToken();
    await db
      .insertInto('password_reset_tokens')
      .values({ token_hash: sha256(token), user_id: user.id, expires_at: new Date(app.ctx.now().getTime() + resetTokenMinutes * 60_000) })
      .execute();
    const link = body.passwordUrl.replace('{token}', token);
    const [subject, text] =
      body.locale === 'en'
        ? ['Set your password', `Open this link within an hour to set a new password:\n\n${link}\n\nIf you did not ask for it, ignore this e-mail.`]
        : ['Nastavení hesla', `Nové heslo si nastavíte do hodiny na této adrese:\n\n${link}\n\nPokud jste o změnu nežádali, e-mail ignorujte.`];
    await mail.send(user.email, subject, text);
    return { ok: true as const };
  });

  route(app, e.passwordReset, async ({ params, body }) => {
    const token = await db
      .selectFrom('password_reset_tokens')
      .select(['user_id', 'expires_at', 'used_at'])
      .where('token_hash', '=', sha256(params.token))
      .executeTakeFirst();
    if (!token || token.used_at || new Date(token.expires_at) <= app.ctx.now()) {
      throw new HttpError(400, 'token_invalid', 'The link has expired or was already used', { token: ['invalid'] });
    }
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('password_reset_tokens').set({ used_at: app.ctx.now() }).where('token_hash', '=', sha256(params.token)).execute();
      await trx.updateTable('users').set({ password_hash: await hashPassword(body.password) }).where('id', '=', token.user_id).execute();
      // A new password ends every open session of the account.
      await trx.deleteFrom('sessions').where('user_id', '=', token.user_id).execute();
    });
    return { ok: true as const };
  });
}
