import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  bundleLevelErrors,
  createClubRegistrationBodySchema,
  configValue,
  frozenPersonsErrors,
  personsCountsEditable,
  isBundleAvailable,
  orderSummaryEndpoints,
  webEndpoints,
  type ClubRegistration,
  type ClubRegistrationBody,
  type ConfigValue,
  type LoggedUser,
} from '@phc/api-contract';
import * as v from 'valibot';
import type { Database } from '../../../platform/db/schema';
import { hashPassword } from '../../../platform/auth/password';
import { insertUser } from '../../../platform/auth/auth-store';
import { startSession } from '../../../platform/auth/sessions';
import { administersClub, isSuperAdmin } from '../../../platform/auth/permissions';
import { HttpError, badRequest, forbidden, notFound } from '../../../platform/http/errors';
import { assertClubReader, requireUser } from '../../../platform/auth/guards';
import { fieldErrors, route, withContext, type ContextHandler } from '../../../platform/http/route';
import type { ClubNotices } from '../notices/club-notices';
import { enforceLimit, hit } from '../../../platform/security/throttle';
import { registerExtraPersonRoutes } from './extra-persons';
import { writeInvoice } from './invoice-write';
import { checkLogo, registerClubLogoRoutes } from './logo';
import { renderOrderSummary } from './order-summary';
import { loadOrderSummary } from './order-summary-data';
import {
  clubOwnerId,
  countTeams,
  insertClubRegistration,
  insertReferee,
  listOrderBundles,
  loadConfigurations,
  readRegistration,
  refereeExists,
  registrationReferences,
  updateClubRegistration as writeRegistrationUpdate,
  userIdByEmail,
  writeTeams,
} from './registration-store';
import { canRegisterNewClub, canRegisterNewReferee, isBeforeDeadline, isRefereeOldEnoughAtStart, registrationEditBlock, teamCapacity, type EditBlock } from './windows';

type Db = Kysely<Database> | Transaction<Database>;

const editBlockMessages: Record<EditBlock, string> = {
  registration_closed: 'Registration editing is closed',
  club_approved: 'The club is approved; its registration can no longer be changed',
  capacity_full: 'The tournament is full; registrations can no longer be changed',
};

/** Anonymous registrations per client address (each creates an account and a club). */
export const anonymousRegistrationLimits = { perIp: 5, windowMs: 60 * 60_000 };
/**
 * Registrations one logged-in account may send (issue 26: a self-registered account could send any
 * number), and referee registrations per account or, anonymous, per address. Club managers, referee
 * managers and the super admin register for others and are not counted.
 */
export const registrationLimits = { clubsPerUser: { max: 5, windowMs: 60 * 60_000 }, refereesPerClient: { max: 5, windowMs: 60 * 60_000 } };

/** Unknown or unavailable ids in a registration are field errors, as the form shows them (never a 500 from a foreign key). */
async function checkReferences(db: Db, body: ClubRegistrationBody): Promise<{ countryCode: string }> {
  const fields: Record<string, string[]> = {};
  const { country, region, categories, levels, bundles } = await registrationReferences(db, body.countryId, body.regionId);
  if (!country) fields['countryId'] = ['invalid'];
  if (body.regionId !== null && (!region || region.country_id !== body.countryId)) fields['regionId'] = ['invalid'];
  const codes = [country?.code, region?.code].filter((c): c is string => !!c);
  body.teams.forEach((team, i) => {
    if (!categories.some((c) => c.id === team.teamCategoryId)) fields[`teams.${i}.teamCategoryId`] = ['invalid'];
    if (team.serviceLevelId !== null && !levels.some((l) => l.id === team.serviceLevelId)) fields[`teams.${i}.serviceLevelId`] = ['invalid'];
    if (team.orderBundleId !== null) {
      const bundle = bundles.find((b) => b.id === team.orderBundleId);
      if (!bundle || !isBundleAvailable({ availabilityFilter: bundle.availability_filter }, codes)) fields[`teams.${i}.orderBundleId`] = ['invalid'];
    }
  });
  const contradictions = bundleLevelErrors(body.teams, levels, bundles.map((b) => ({ id: b.id, code: b.code, includesAccommodation: b.includes_accommodation })));
  for (const [path, codes] of Object.entries(contradictions)) fields[path] ??= codes;
  if (Object.keys(fields).length > 0) throw badRequest('Invalid registration', fields);
  return { countryCode: country?.code ?? '' };
}

/**
 * SPEC §9 `allow_team_bundle_persons_count_updates` off: stored persons counts stay as they are, by the
 * rule the form makes them read-only with (a 400 per changed field, `personsFrozen`).
 */
export function checkFrozenPersons(configurations: readonly ConfigValue[], changes: Record<string, string[]>): void {
  if (personsCountsEditable(configurations, true) || Object.keys(changes).length === 0) return;
  throw badRequest('The organiser no longer allows changing the persons counts', changes);
}

/** The contract's default schema has optional team names; `team_name_required` makes them mandatory (SPEC §5). */
function checkTeamNames(configurations: readonly ConfigValue[], raw: unknown): void {
  if (configValue(configurations, 'team_name_required') !== true) return;
  const result = v.safeParse(createClubRegistrationBodySchema({ teamNameRequired: true }), raw);
  if (!result.success) throw badRequest('Invalid registration', fieldErrors(result.issues));
}

/**
 * Who owns a new club: a logged-in registrant; otherwise the contact person's account, created with the
 * form's password. A super admin or club manager registering for someone else links the contact's
 * account, created when missing (without a password it gets a random one: the contact sets their own
 * through "forgotten password").
 */
async function ownerOf(trx: Transaction<Database>, user: LoggedUser | null, body: ClubRegistrationBody): Promise<number> {
  const manager = isSuperAdmin(user) || !!user?.roles.includes('ROLE_CLUB_MANAGER');
  if (user && !manager) return user.id;
  const existing = await userIdByEmail(trx, body.contact.email);
  if (existing !== undefined) {
    if (manager) return existing;
    throw new HttpError(409, 'account_exists', 'An account with this e-mail exists: log in to register another club');
  }
  if (!manager && !body.password) throw badRequest('A password is needed for the new account', { password: ['required'] });
  return insertUser(trx, {
    email: body.contact.email,
    passwordHash: await hashPassword(body.password ?? randomBytes(24).toString('base64url')),
    firstName: body.contact.firstName,
    lastName: body.contact.lastName,
  });
}

interface RegistrationContext {
  app: FastifyInstance;
  db: FastifyInstance['ctx']['db'];
  notices: ClubNotices;
}
type RegistrationHandler<K extends keyof typeof webEndpoints> = ContextHandler<RegistrationContext, (typeof webEndpoints)[K]>;

async function editBlockOf(db: Db, configurations: readonly ConfigValue[], now: Date, registrationState: Parameters<typeof registrationEditBlock>[0]['registrationState']) {
  return registrationEditBlock({ configurations, now, registrationState, teamCount: await countTeams(db), teamCapacity: teamCapacity(configurations) });
}

const orderBundles: RegistrationHandler<'orderBundles'> = async ({ db }) => ({ orderBundles: await listOrderBundles(db) });

const createClubRegistration: RegistrationHandler<'clubRegistrationCreate'> = async ({ app, db, notices }, { body, request, reply }) => {
  const configurations = await loadConfigurations(db);
  const now = app.ctx.now();
  if (!canRegisterNewClub(request.user, configurations, now)) throw new HttpError(403, 'registration_closed', 'Club registration is closed');
  checkTeamNames(configurations, request.body);
  const { countryCode } = await checkReferences(db, body);
  await checkLogo(app, body.logo);
  // Counted once the input is valid: a visitor correcting a form is not held back.
  if (!request.user && (await hit(db, `registration-ip:${request.ip}`, anonymousRegistrationLimits.windowMs, now)) > anonymousRegistrationLimits.perIp) {
    reply.header('retry-after', String(anonymousRegistrationLimits.windowMs / 1000));
    throw new HttpError(429, 'rate_limited', 'Too many registrations from this address, try again later');
  }
  if (request.user && !isSuperAdmin(request.user) && !request.user.roles.includes('ROLE_CLUB_MANAGER')) {
    await enforceLimit(db, reply, `registration-user:${request.user.id}`, registrationLimits.clubsPerUser, now, 'registrations');
  }
  const clubId = await db.transaction().execute(async (trx) => {
    const capacity = teamCapacity(configurations);
    if (capacity !== null && (await countTeams(trx)) + body.teams.length > capacity) throw new HttpError(409, 'capacity_full', 'The tournament is full');
    const id = await insertClubRegistration(trx, body, await ownerOf(trx, request.user, body));
    await writeTeams(trx, id, body.teams.map((t) => ({ ...t, id: undefined })));
    await writeInvoice(trx, id, countryCode);
    return id;
  });
  // A visitor who registered with a new account is that account's owner: they go on logged in, as after
  // a login (issue 18 item 8). A manager registering for someone else keeps their own session.
  if (!request.user) await startSession(app, request, reply, await clubOwnerId(db, clubId));
  await notices.registrationReceived(clubId);
  const registration = await readRegistration(db, clubId);
  return { registration: registration as ClubRegistration };
};

const clubRegistration: RegistrationHandler<'clubRegistration'> = async ({ app, db }, { params, request }) => {
  assertClubReader(requireUser(request), params.clubId);
  const registration = await readRegistration(db, params.clubId);
  if (!registration) throw notFound('No registration for this club');
  const block = await editBlockOf(db, await loadConfigurations(db), app.ctx.now(), registration.registrationState);
  // Editing is the club's own (administrators, club managers); readers like admins see it read-only.
  // The super admin may still correct a closed registration, as the update allows.
  const user = requireUser(request);
  const editable = administersClub(user, params.clubId) && (block === null || isSuperAdmin(user));
  return { registration, editable };
};

const updateClubRegistration: RegistrationHandler<'clubRegistrationUpdate'> = async ({ app, db }, { params, body, request }) => {
  const user = requireUser(request);
  if (!administersClub(user, params.clubId)) throw forbidden('You do not administer this club');
  const current = await readRegistration(db, params.clubId);
  if (!current) throw notFound('No registration for this club');
  const configurations = await loadConfigurations(db);
  const now = app.ctx.now();
  const block = await editBlockOf(db, configurations, now, current.registrationState);
  if (block && !isSuperAdmin(user)) throw new HttpError(409, block, editBlockMessages[block]);
  checkTeamNames(configurations, request.body);
  checkFrozenPersons(configurations, frozenPersonsErrors(current.teams, body.teams, ['persons', 'extraPersons'], 'teams'));
  const { countryCode } = await checkReferences(db, body);
  await checkLogo(app, body.logo, current.logo);
  if (body.teams.some((t) => t.id === undefined) && !isBeforeDeadline(configurations, 'club_team_add_till', now) && !isSuperAdmin(user)) {
    throw new HttpError(409, 'team_add_closed', 'New teams can no longer be added');
  }
  await db.transaction().execute(async (trx) => {
    await writeRegistrationUpdate(trx, params.clubId, body, now);
    await writeTeams(trx, params.clubId, body.teams);
    await writeInvoice(trx, params.clubId, countryCode);
  });
  const registration = await readRegistration(db, params.clubId);
  return { registration: registration as ClubRegistration };
};

const refereeRegistration: RegistrationHandler<'refereeRegistration'> = async ({ app, db }, { body, request, reply }) => {
  const configurations = await loadConfigurations(db);
  const now = app.ctx.now();
  if (!canRegisterNewReferee(request.user, configurations, now)) throw new HttpError(403, 'registration_closed', 'Referee registration is closed');
  if (!isRefereeOldEnoughAtStart(body.birthYear, configurations, now)) throw badRequest('Referees must be over 18', { birthYear: ['refereeTooYoung'] });
  if (await refereeExists(db, body.email)) throw new HttpError(409, 'already_registered', 'A referee with this e-mail is registered');
  // Counted once the input is valid, as club registrations are: a visitor correcting a form is not held back.
  const user = request.user;
  if (!isSuperAdmin(user) && !user?.roles.includes('ROLE_REFEREE_MANAGER')) {
    await enforceLimit(db, reply, user ? `referee-registration-user:${user.id}` : `referee-registration-ip:${request.ip}`, registrationLimits.refereesPerClient, now, 'referee registrations');
  }
  const row = await insertReferee(db, request.user?.id ?? null, body);
  return { referee: { id: row.id, firstName: row.first_name, lastName: row.last_name, registrationState: 'new' as const } };
};

const orderSummaryPreview: RegistrationHandler<'orderSummaryPreview'> = async ({ app, db }, { params, request }) => {
  assertClubReader(requireUser(request), params.id);
  return renderOrderSummary(await loadOrderSummary(db, params.id, app.ctx.now()), app.ctx.tournament.name.cs);
};

// Issue 18 item 8: the same summary as data for the club zone's printable page.
const orderSummary: ContextHandler<RegistrationContext, typeof orderSummaryEndpoints.summary> = async ({ app, db }, { params, request }) => {
  assertClubReader(requireUser(request), params.id);
  return { summary: await loadOrderSummary(db, params.id, app.ctx.now()) };
};

/** SPEC §2/§4 club registration, §1 referee registration and the §7 order summary. */
export function registerRegistrationRoutes(app: FastifyInstance, notices: ClubNotices): void {
  const { db } = app.ctx;
  registerClubLogoRoutes(app, () => loadConfigurations(db));
  registerExtraPersonRoutes(app, {
    loadConfigurations,
    checkFrozenPersons,
    editBlock: async (registrationState, configurations) => {
      const block = await editBlockOf(db, configurations, app.ctx.now(), registrationState);
      return { block, message: block ? editBlockMessages[block] : '' };
    },
  });
  const bind = withContext<RegistrationContext>({ app, db, notices });
  route(app, webEndpoints.orderBundles, bind(orderBundles));
  route(app, webEndpoints.clubRegistrationCreate, bind(createClubRegistration));
  route(app, webEndpoints.clubRegistration, bind(clubRegistration));
  route(app, webEndpoints.clubRegistrationUpdate, bind(updateClubRegistration));
  route(app, webEndpoints.refereeRegistration, bind(refereeRegistration));
  route(app, webEndpoints.orderSummaryPreview, bind(orderSummaryPreview));
  route(app, orderSummaryEndpoints.summary, bind(orderSummary));
}
