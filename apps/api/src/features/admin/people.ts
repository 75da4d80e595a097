import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { adminPeopleEndpoints as e, comparePeopleCzech, superAdminGrantedRoles, type AdminUser, type ClubAdministrator, type Role } from '@phc/api-contract';
import type { Database } from '../../platform/db/schema';
import { issuePasswordToken, passwordLink, type Mailer } from '../../platform/auth/routes';
import { isAdmin, isSuperAdmin, type RequestUser } from '../../platform/auth/permissions';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/http/errors';
import { requireUser } from '../../platform/auth/guards';
import { route } from '../../platform/http/route';
import { writeAudit } from '../../platform/audit/write-audit';

type Db = Kysely<Database> | Transaction<Database>;
type Locale = 'cs' | 'en';

export interface AdminPeopleOptions {
  mail: Mailer;
  /** The site's origin: the invitation's link opens the public set-password page. */
  publicUrl: string;
}

/**
 * The stored hash of an invited account that has no password yet: argon2 cannot parse it, so no
 * password ever matches it until the owner sets one through the invitation's link.
 */
export const invitedPasswordHash = '!invited';
/** An invitation may wait in a mailbox over a weekend; a reset link lives an hour. */
export const invitationDays = 7;

const conflict = (message: string, fields?: Record<string, string[]>) => new HttpError(409, 'conflict', message, fields);
const grantsAdmin = (roles: readonly string[]) => roles.some((role) => (superAdminGrantedRoles as readonly string[]).includes(role));

/** Every account (or one) with its roles, clubs, state and last successful login. */
async function adminUsers(db: Db, id?: number): Promise<AdminUser[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'roles', 'disabled_at', 'created_at'])
    .select(sql<boolean>`password_hash = ${invitedPasswordHash}`.as('invited'))
    .select((eb) =>
      eb
        .selectFrom('login_attempts')
        .select(sql<Date | null>`max(at)`.as('at'))
        .whereRef('login_attempts.login', '=', 'users.email')
        .where('login_attempts.succeeded', '=', true)
        .as('last_login_at'),
    )
    .$if(id !== undefined, (q) => q.where('id', '=', id as number))
    .execute();
  const clubs = rows.length
    ? await db
        .selectFrom('user_clubs')
        .innerJoin('clubs', 'clubs.id', 'user_clubs.club_id')
        .select(['user_clubs.user_id', 'clubs.id', 'clubs.name'])
        .$if(id !== undefined, (q) => q.where('user_clubs.user_id', '=', id as number))
        .orderBy('clubs.name')
        .execute()
    : [];
  const users = rows.map((r) => ({
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    roles: r.roles as Role[],
    clubs: clubs.filter((c) => c.user_id === r.id).map((c) => ({ id: c.id, name: c.name })),
    disabled: r.disabled_at !== null,
    invited: !!r.invited,
    lastLoginAt: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return users.sort(comparePeopleCzech);
}

async function oneUser(db: Db, id: number): Promise<AdminUser> {
  const [user] = await adminUsers(db, id);
  if (!user) throw notFound(`No user ${id}`);
  return user;
}

async function clubAdministrators(db: Db, clubId: number): Promise<ClubAdministrator[]> {
  const rows = await db
    .selectFrom('user_clubs')
    .innerJoin('users', 'users.id', 'user_clubs.user_id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.disabled_at'])
    .select(sql<boolean>`users.password_hash = ${invitedPasswordHash}`.as('invited'))
    .where('user_clubs.club_id', '=', clubId)
    .execute();
  return rows
    .map((r) => ({ id: r.id, email: r.email, firstName: r.first_name, lastName: r.last_name, disabled: r.disabled_at !== null, invited: !!r.invited }))
    .sort(comparePeopleCzech);
}

async function requireClub(db: Db, clubId: number): Promise<{ id: number; name: string }> {
  const club = await db.selectFrom('clubs').select(['id', 'name']).where('id', '=', clubId).executeTakeFirst();
  if (!club) throw notFound(`No club ${clubId}`);
  return club;
}

/** The invitation e-mail: the reset flow's link, with words that say who made the account and why. */
export function invitationMail(input: { locale: Locale; email: string; tournament: string; club: string | null; link: string }): [string, string] {
  const { locale, email, tournament, club, link } = input;
  if (locale === 'en') {
    return [
      `Invitation: ${tournament}`,
      [
        `The organisers of ${tournament} have made you an account with the login ${email}${club ? ` as an administrator of the club ${club}` : ''}.`,
        `Set your password within ${invitationDays} days here:`,
        '',
        link,
        '',
        'Then log in with your e-mail and that password. If you did not expect this invitation, ignore this e-mail.',
      ].join('\n'),
    ];
  }
  return [
    `Pozvánka: ${tournament}`,
    [
      `Organizátoři turnaje ${tournament} vám založili účet s přihlašovacím e-mailem ${email}${club ? ` jako správci klubu ${club}` : ''}.`,
      `Heslo si nastavíte do ${invitationDays} dnů na této adrese:`,
      '',
      link,
      '',
      'Pak se přihlásíte svým e-mailem a tímto heslem. Pokud jste pozvánku nečekali, e-mail ignorujte.',
    ].join('\n'),
  ];
}

interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}

/** Makes a password-less account and its set-password token; the caller audits and sends the e-mail. */
async function createInvitedAccount(trx: Transaction<Database>, account: NewAccount, now: Date): Promise<{ id: number; token: string }> {
  const taken = await trx.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst();
  if (taken) throw conflict('An account with this e-mail exists', { email: ['taken'] });
  const { id } = await trx
    .insertInto('users')
    .values({ email: account.email, password_hash: invitedPasswordHash, first_name: account.firstName, last_name: account.lastName, roles: account.roles })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token: await issuePasswordToken(trx, id, now, invitationDays * 24 * 60) };
}

/** Only a super admin changes who holds the admin roles (issue 16 item 5). */
function checkAdminRoleChange(actor: RequestUser, before: readonly string[], after: readonly string[]): void {
  const changed = (superAdminGrantedRoles as readonly string[]).some((role) => before.includes(role) !== after.includes(role));
  if (changed && !isSuperAdmin(actor)) throw forbidden('Only a super admin grants or revokes the admin roles');
}

/**
 * Users and roles, and club administrators (issue 16 item 5). Every write is audited in its
 * transaction; e-mails go after the commit, so a failed write sends nothing.
 */
export function registerAdminPeopleRoutes(app: FastifyInstance, options: AdminPeopleOptions): void {
  const { db } = app.ctx;
  const tournamentName = (locale: Locale) => app.ctx.tournament.name[locale];
  const sendInvitation = (to: string, locale: Locale, token: string, club: string | null) => {
    const [subject, text] = invitationMail({ locale, email: to, tournament: tournamentName(locale), club, link: passwordLink(options.publicUrl, locale, token) });
    return options.mail.send(to, subject, text);
  };

  route(app, e.users, async () => ({ users: await adminUsers(db) }));

  route(app, e.userInvite, async ({ body, request }) => {
    const actor = requireUser(request);
    checkAdminRoleChange(actor, [], body.roles);
    const { id, token } = await db.transaction().execute(async (trx) => {
      const created = await createInvitedAccount(trx, body, app.ctx.now());
      await writeAudit(trx, actor, [{ entity: 'user', entityId: created.id, action: 'invite', before: null, after: { email: body.email, roles: body.roles } }]);
      return created;
    });
    await sendInvitation(body.email, body.locale, token, null);
    return { user: await oneUser(db, id) };
  });

  route(app, e.userRoles, async ({ params, body, request }) => {
    const actor = requireUser(request);
    await db.transaction().execute(async (trx) => {
      const target = await trx.selectFrom('users').select(['id', 'roles']).where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!target) throw notFound(`No user ${params.id}`);
      checkAdminRoleChange(actor, target.roles, body.roles);
      // Nobody locks themselves out of the area they are working in.
      if (target.id === actor.id && !isAdmin({ ...actor, roles: body.roles })) throw conflict('You cannot remove your own administration access', { roles: ['selfLockout'] });
      const same = target.roles.length === body.roles.length && target.roles.every((role) => body.roles.includes(role as Role));
      if (same) return;
      await trx.updateTable('users').set({ roles: body.roles }).where('id', '=', target.id).execute();
      await writeAudit(trx, actor, [{ entity: 'user', entityId: target.id, action: 'roles', before: { roles: target.roles }, after: { roles: body.roles } }]);
    });
    return { user: await oneUser(db, params.id) };
  });

  route(app, e.userDisabled, async ({ params, body, request }) => {
    const actor = requireUser(request);
    if (params.id === actor.id) throw conflict('You cannot disable your own account', { disabled: ['selfLockout'] });
    await db.transaction().execute(async (trx) => {
      const target = await trx.selectFrom('users').select(['id', 'roles', 'disabled_at']).where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!target) throw notFound(`No user ${params.id}`);
      // Disabling an admin takes their admin access away: the same rule as revoking the role.
      if (grantsAdmin(target.roles) && !isSuperAdmin(actor)) throw forbidden('Only a super admin disables or enables an admin');
      if ((target.disabled_at !== null) === body.disabled) return;
      await trx
        .updateTable('users')
        .set({ disabled_at: body.disabled ? app.ctx.now() : null })
        .where('id', '=', target.id)
        .execute();
      // Logged out at once: every open session of the account ends with the change.
      if (body.disabled) await trx.deleteFrom('sessions').where('user_id', '=', target.id).execute();
      await writeAudit(trx, actor, [{ entity: 'user', entityId: target.id, action: body.disabled ? 'disable' : 'enable', before: { disabled: !body.disabled }, after: { disabled: body.disabled } }]);
    });
    return { user: await oneUser(db, params.id) };
  });

  registerInvitationResend(app, sendInvitation);
  registerClubAdministratorRoutes(app, sendInvitation);
}

type SendInvitation = (to: string, locale: Locale, token: string, club: string | null) => Promise<void>;

function registerInvitationResend(app: FastifyInstance, sendInvitation: SendInvitation): void {
  const { db } = app.ctx;
  // The first e-mail got lost or its link expired: a new link, the old one void (409 once a password is set).
  route(app, e.userInvitationResend, async ({ params, body, request }) => {
    const actor = requireUser(request);
    const { email, token } = await db.transaction().execute(async (trx) => {
      const target = await trx.selectFrom('users').select(['id', 'email', 'password_hash', 'disabled_at']).where('id', '=', params.id).forUpdate().executeTakeFirst();
      if (!target) throw notFound(`No user ${params.id}`);
      if (target.password_hash !== invitedPasswordHash || target.disabled_at) throw conflict('The account is not waiting for an invitation');
      const fresh = await issuePasswordToken(trx, target.id, app.ctx.now(), invitationDays * 24 * 60);
      await writeAudit(trx, actor, [{ entity: 'user', entityId: target.id, action: 'reinvite', before: null, after: { email: target.email } }]);
      return { email: target.email, token: fresh };
    });
    const club = await db.selectFrom('user_clubs').innerJoin('clubs', 'clubs.id', 'user_clubs.club_id').select('clubs.name').where('user_clubs.user_id', '=', params.id).orderBy('clubs.name').executeTakeFirst();
    await sendInvitation(email, body.locale, token, club?.name ?? null);
    return { user: await oneUser(db, params.id) };
  });
}

function registerClubAdministratorRoutes(app: FastifyInstance, sendInvitation: SendInvitation): void {
  const { db } = app.ctx;

  route(app, e.clubAdministrators, async ({ params }) => {
    await requireClub(db, params.id);
    return { administrators: await clubAdministrators(db, params.id) };
  });

  // An existing account by its e-mail; otherwise a new one, invited to set its password.
  route(app, e.clubAdministratorAdd, async ({ params, body, request }) => {
    const actor = requireUser(request);
    const club = await requireClub(db, params.id);
    const invitation = await db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst();
      let userId = existing?.id;
      let token: string | null = null;
      if (!existing) {
        const missing = { ...(body.firstName ? {} : { firstName: ['firstNameRequired'] }), ...(body.lastName ? {} : { lastName: ['lastNameRequired'] }) };
        if (Object.keys(missing).length) throw badRequest('A new account needs a name', missing);
        const created = await createInvitedAccount(trx, { email: body.email, firstName: body.firstName ?? '', lastName: body.lastName ?? '', roles: [] }, app.ctx.now());
        ({ id: userId, token } = created);
        await writeAudit(trx, actor, [{ entity: 'user', entityId: created.id, action: 'invite', before: null, after: { email: body.email, roles: [], clubId: club.id } }]);
      }
      const added = await trx
        .insertInto('user_clubs')
        .values({ user_id: userId as number, club_id: club.id })
        .onConflict((oc) => oc.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (added) await writeAudit(trx, actor, [{ entity: 'club', entityId: club.id, action: 'administratorAdd', before: null, after: { userId, email: body.email } }]);
      return token;
    });
    if (invitation) await sendInvitation(body.email, body.locale, invitation, club.name);
    return { administrators: await clubAdministrators(db, club.id), invited: invitation !== null };
  });

  route(app, e.clubAdministratorRemove, async ({ params, request }) => {
    const actor = requireUser(request);
    await requireClub(db, params.id);
    await db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('user_clubs')
        .where('club_id', '=', params.id)
        .where('user_id', '=', params.userId)
        .returning('user_id')
        .executeTakeFirst();
      if (!removed) throw notFound(`User ${params.userId} does not administer club ${params.id}`);
      const user = await trx.selectFrom('users').select('email').where('id', '=', params.userId).executeTakeFirst();
      await writeAudit(trx, actor, [{ entity: 'club', entityId: params.id, action: 'administratorRemove', before: { userId: params.userId, email: user?.email ?? null }, after: null }]);
    });
    return { administrators: await clubAdministrators(db, params.id) };
  });
}
