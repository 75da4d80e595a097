import type { FastifyInstance } from 'fastify';
import { authEndpoints as e } from '@phc/api-contract';
import { badRequest, HttpError, unauthenticated } from '../http/errors';
import { route, withContext, type ContextHandler } from '../http/route';
import { hashPassword, verifyPassword } from './password';
import { clear, enforceLimit, hit, peek, rateLimited, takeAttempt } from '../security/throttle';
import { endSession, loadUser, newToken, sha256, startSession } from './sessions';
import {
  accountByEmail,
  confirmEmailChange,
  emailChangeToken,
  emailTaken,
  issuePasswordToken,
  loginAccount,
  passwordHashOf,
  passwordResetToken,
  recordLoginAttempt,
  resetPassword,
  saveProfile,
  type ProfileChanges,
} from './auth-store';

export { issuePasswordToken } from './auth-store';

/**
 * Login limits (SPEC: rate-limited login) that a stranger cannot turn against an account's owner:
 * - per login and address: a few free attempts, then an exponentially growing wait (only that
 *   address is held back for that login);
 * - per login from all addresses: past `slowAfter` failures every answer is slowed, never refused;
 * - per address across logins: a high cap, so a school or hotel behind one address still gets in;
 * - per address, answers "unknown e-mail": SPEC §5 names that message apart from "invalid password", so
 *   the login tells whether an account exists (issue 26 keeps it, as the spec asks); one address learns
 *   it for at most `unknownPerIp.max` e-mails an hour, after which an unknown e-mail is answered as a
 *   wrong password (nobody behind a shared address is locked out, and the address learns nothing more).
 */
export const loginLimits = {
  pair: { free: 5, baseMs: 1000, maxMs: 15 * 60_000, forgetMs: 60 * 60_000 },
  perAccount: { slowAfter: 20, windowMs: 15 * 60_000, delayMs: 1000 },
  perIp: { max: 200, windowMs: 15 * 60_000 },
  unknownPerIp: { max: 30, windowMs: 60 * 60_000 },
};
/** Confirmation e-mails of a new login e-mail: per account, and per address written to (nobody's mailbox is flooded). */
export const emailChangeLimits = { perUser: { max: 3, windowMs: 60 * 60_000 }, perAddress: { max: 3, windowMs: 24 * 3600_000 } };
/** Password-reset requests per e-mail address (known or not, so the limit reveals nothing) and per client address. */
export const resetLimits = { perLogin: 3, perIp: 20, windowMs: 60 * 60_000 };
const resetTokenMinutes = 60;
/** Verified when the login is unknown, so that both failures take the time of one argon2 check. */
const dummyHash = hashPassword('not-a-password-of-anyone');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page that sets a new password, on the site's own origin, in the e-mail's language (routes of libs/i18n). */
export const passwordLink = (publicUrl: string, locale: 'cs' | 'en', token: string) => `${publicUrl}${locale === 'en' ? '/en' : ''}/nastaveni-hesla/${token}`;

const emailConfirmMinutes = 24 * 60;
/** The profile page confirms the new e-mail (after logging in with the old one). */
export const emailConfirmLink = (publicUrl: string, locale: 'cs' | 'en', token: string) => `${publicUrl}${locale === 'en' ? '/en' : ''}/profil?potvrzeni-emailu=${token}`;
const emailConfirmMail = (link: (locale: 'cs' | 'en') => string): [string, string] => [
  'Potvrzení e-mailu / Confirm your e-mail',
  [
    'Novou adresu pro přihlášení potvrdíte do 24 hodin na této adrese:',
    '',
    link('cs'),
    '',
    'Confirm your new login e-mail within 24 hours here:',
    '',
    link('en'),
    '',
    'Pokud jste o změnu nežádali, e-mail ignorujte. / If you did not ask for it, ignore this e-mail.',
  ].join('\n'),
];

export interface Mailer {
  send(to: string, subject: string, body: string, html?: string): Promise<void>;
}

interface AuthContext {
  app: FastifyInstance;
  db: FastifyInstance['ctx']['db'];
  mail: Mailer;
  publicUrl: string;
  /** Runs work after the answer; closing the server waits for it. */
  later: (work: Promise<void>) => void;
}
type AuthHandler<K extends keyof typeof e> = ContextHandler<AuthContext, (typeof e)[K]>;

const tokenInvalid = () => new HttpError(400, 'token_invalid', 'The link has expired or was already used', { token: ['invalid'] });
const emailInUse = () => new HttpError(409, 'conflict', 'This e-mail is used by another account', { email: ['invalid'] });

const me: AuthHandler<'me'> = async (_context, { request }) => ({ user: request.user });

const login: AuthHandler<'login'> = async ({ app, db }, { body, request, reply }) => {
  const now = app.ctx.now();
  const ipKey = `login-ip:${request.ip}`;
  const accountKey = `login-account:${body.login}`;
  const pairKey = `login-pair:${body.login}|${request.ip}`;
  if ((await peek(db, ipKey, loginLimits.perIp.windowMs, now)) >= loginLimits.perIp.max) throw rateLimited(reply, loginLimits.perIp.windowMs, 'login attempts');
  const attempt = await takeAttempt(db, pairKey, now, loginLimits.pair);
  if (!attempt.allowed) throw rateLimited(reply, attempt.retryAfterMs, 'login attempts');
  if ((await peek(db, accountKey, loginLimits.perAccount.windowMs, now)) >= loginLimits.perAccount.slowAfter) await sleep(loginLimits.perAccount.delayMs);

  const record = (succeeded: boolean) => recordLoginAttempt(db, { login: body.login, ip: request.ip, succeeded, at: now });
  const fail = async () => {
    await record(false);
    await hit(db, ipKey, loginLimits.perIp.windowMs, now);
    await hit(db, accountKey, loginLimits.perAccount.windowMs, now);
  };
  const user = await loginAccount(db, body.login);
  const valid = await verifyPassword(user?.password_hash ?? (await dummyHash), body.password);
  const invalidPassword = () => badRequest('Invalid password', { password: ['invalidPassword'] });
  if (!user) {
    await fail();
    const told = await hit(db, `login-unknown-ip:${request.ip}`, loginLimits.unknownPerIp.windowMs, now);
    throw told > loginLimits.unknownPerIp.max ? invalidPassword() : badRequest('Unknown e-mail', { login: ['unknownEmail'] });
  }
  if (!valid) {
    await fail();
    throw invalidPassword();
  }
  // Told only to whoever knows the password: a stranger learns nothing about the account's state.
  if (user.disabled_at) {
    await record(false);
    throw new HttpError(400, 'account_disabled', 'This account is disabled', { login: ['accountDisabled'] });
  }
  await record(true);
  await clear(db, pairKey);
  await startSession(app, request, reply, user.id);
  const logged = await loadUser(db, user.id);
  return { user: logged as NonNullable<typeof logged> };
};

const logout: AuthHandler<'logout'> = async ({ app }, { request, reply }) => {
  // SPEC §7 keeps logout a GET, which any page can make a browser send (a link, an <img>): a request
  // the browser marks as coming from another site ends no session. Without the header (an old
  // browser, a script) it is as before.
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new HttpError(403, 'cross_origin', 'Log out from this site');
  await endSession(app, request, reply);
  return { ok: true as const };
};

const profile: AuthHandler<'profile'> = async ({ app, db, mail, publicUrl }, { body, request, reply }) => {
  const current = request.user;
  if (!current) throw unauthenticated();
  const changes: ProfileChanges = { first_name: body.firstName, last_name: body.lastName };
  const newEmail = body.email !== current.username ? body.email : null;
  // Issue 14: whoever holds an open session must not take the account over (a new login or password).
  if (newEmail || body.newPassword) {
    if (!body.currentPassword) throw badRequest('The current password is required', { currentPassword: ['required'] });
    if (!(await verifyPassword(await passwordHashOf(db, current.id), body.currentPassword))) throw badRequest('Invalid password', { currentPassword: ['invalidPassword'] });
  }
  if (body.newPassword) changes.password_hash = await hashPassword(body.newPassword);
  if (newEmail) {
    if (await emailTaken(db, newEmail)) throw emailInUse();
    await enforceLimit(db, reply, `email-change-user:${current.id}`, emailChangeLimits.perUser, app.ctx.now(), 'confirmation e-mails');
    await enforceLimit(db, reply, `email-change-to:${newEmail.toLowerCase()}`, emailChangeLimits.perAddress, app.ctx.now(), 'confirmation e-mails');
  }
  const token = newToken();
  await saveProfile(db, current.id, changes, {
    now: app.ctx.now,
    sessionIdHash: request.sessionIdHash,
    emailChange: newEmail ? { tokenHash: sha256(token), newEmail, validMinutes: emailConfirmMinutes } : null,
  });
  if (newEmail) {
    const [subject, text] = emailConfirmMail((locale) => emailConfirmLink(publicUrl, locale, token));
    await mail.send(newEmail, subject, text);
  }
  const user = await loadUser(db, current.id);
  return { user: user as NonNullable<typeof user> };
};

const emailConfirm: AuthHandler<'emailConfirm'> = async ({ app, db }, { params }) => {
  const now = app.ctx.now();
  const row = await emailChangeToken(db, sha256(params.token));
  if (!row || row.used_at || new Date(row.expires_at) <= now) throw tokenInvalid();
  if (await emailTaken(db, row.new_email, row.user_id)) throw emailInUse();
  if (!(await confirmEmailChange(db, sha256(params.token), row.user_id, row.new_email, now))) throw tokenInvalid();
  return { ok: true as const };
};

const passwordResetRequest: AuthHandler<'passwordResetRequest'> = async (context, { body, request, reply }) => {
  const { app, db } = context;
  const now = app.ctx.now();
  // Counted for unknown e-mails too: the limit must not tell who has an account.
  if ((await hit(db, `reset-ip:${request.ip}`, resetLimits.windowMs, now)) > resetLimits.perIp) throw rateLimited(reply, resetLimits.windowMs, 'password-reset requests');
  if ((await hit(db, `reset-login:${body.login}`, resetLimits.windowMs, now)) > resetLimits.perLogin) throw rateLimited(reply, resetLimits.windowMs, 'password-reset requests');
  // The same answer, in the same time, for known and unknown e-mails: the link is made and sent
  // after the answer, so neither the answer nor its timing tells who has an account.
  context.later(sendResetLink(context, body.login, body.locale, now).catch((error: unknown) => app.log.error({ err: { message: (error as Error).message } }, 'password-reset e-mail failed')));
  return { ok: true as const };
};

async function sendResetLink({ db, mail, publicUrl }: AuthContext, login: string, locale: 'cs' | 'en', now: Date): Promise<void> {
  const user = await accountByEmail(db, login);
  if (!user) return;
  const token = await db.transaction().execute((trx) => issuePasswordToken(trx, user.id, now, resetTokenMinutes));
  // The link is built here from the configured origin: the requester must not choose where the token goes.
  const link = passwordLink(publicUrl, locale, token);
  const [subject, text] =
    locale === 'en'
      ? ['Set your password', `Open this link within an hour to set a new password:\n\n${link}\n\nIf you did not ask for it, ignore this e-mail.`]
      : ['Nastavení hesla', `Nové heslo si nastavíte do hodiny na této adrese:\n\n${link}\n\nPokud jste o změnu nežádali, e-mail ignorujte.`];
  await mail.send(user.email, subject, text);
}

const passwordReset: AuthHandler<'passwordReset'> = async ({ app, db }, { params, body }) => {
  const token = await passwordResetToken(db, sha256(params.token));
  if (!token || token.used_at || new Date(token.expires_at) <= app.ctx.now()) throw tokenInvalid();
  await resetPassword(db, token.user_id, () => hashPassword(body.password), app.ctx.now());
  return { ok: true as const };
};

export function registerAuthRoutes(app: FastifyInstance, mail: Mailer, options: { publicUrl: string }): void {
  // Work that goes on after its answer (reset links): closing the server waits for it, so a
  // shutdown (or a test's teardown) never cuts a link half made or queries a closed database.
  const afterAnswer = new Set<Promise<void>>();
  const later = (work: Promise<void>) => {
    afterAnswer.add(work);
    void work.finally(() => afterAnswer.delete(work));
  };
  app.addHook('onClose', async () => void (await Promise.allSettled([...afterAnswer])));
  const bind = withContext<AuthContext>({ app, db: app.ctx.db, mail, publicUrl: options.publicUrl, later });
  route(app, e.me, bind(me));
  route(app, e.login, bind(login));
  route(app, e.logout, bind(logout));
  route(app, e.profile, bind(profile));
  route(app, e.emailConfirm, bind(emailConfirm));
  route(app, e.passwordResetRequest, bind(passwordResetRequest));
  route(app, e.passwordReset, bind(passwordReset));
}
