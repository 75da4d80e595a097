import { randomBytes, randomUUID } from 'node:crypto';
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
import { startSession } from '../../../platform/auth/sessions';
import { administersClub, isSuperAdmin } from '../../../platform/auth/permissions';
import { HttpError, badRequest, forbidden, notFound } from '../../../platform/http/errors';
import { assertClubReader, requireUser } from '../../../platform/auth/guards';
import { fieldErrors, route } from '../../../platform/http/route';
import type { ClubNotices } from '../notices/club-notices';
import { enforceLimit, hit } from '../../../platform/security/throttle';
import { registerExtraPersonRoutes } from './extra-persons';
import { writeInvoice } from './invoice-write';
import { checkLogo, registerClubLogoRoutes } from './logo';
import { renderOrderSummary } from './order-summary';
import { loadOrderSummary } from './order-summary-data';
import { canRegisterNewClub, canRegisterNewReferee, isBeforeDeadline, isRefereeOldEnoughAtStart, registrationEditBlock, teamCapacity, type EditBlock } from './windows';

type Db = Kysely<Database> | Transaction<Database>;

const editBlockMessages: Record<EditBlock, string> = {
  registration_closed: 'Registration editing is closed',
  club_approved: 'The club is approved; its registration can no longer be changed',
  capacity_full: 'The tournament is full; registrations can no longer be changed',
};

async function loadConfigurations(db: Db): Promise<ConfigValue[]> {
  const rows = await db.selectFrom('config_values').selectAll().execute();
  return rows.map((c) => ({ key: c.key, dataType: c.data_type as ConfigValue['dataType'], value: c.value, format: c.format as ConfigValue['format'] }));
}

/**
 * The teams that take places toward `team_capacity`: those of approved clubs. Registrations waiting
 * for the organiser (anyone can send one, anonymously) must not fill the tournament for real clubs.
 */
const countTeams = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('teams')
        .innerJoin('clubs', 'clubs.id', 'teams.club_id')
        .where('clubs.registration_state', '=', 'approved')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
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
  const country = await db.selectFrom('countries').select(['id', 'code']).where('id', '=', body.countryId).executeTakeFirst();
  if (!country) fields['countryId'] = ['invalid'];
  const region = body.regionId === null ? null : await db.selectFrom('regions').select(['id', 'code', 'country_id']).where('id', '=', body.regionId).executeTakeFirst();
  if (body.regionId !== null && (!region || region.country_id !== body.countryId)) fields['regionId'] = ['invalid'];
  const [categories, levels, bundles] = await Promise.all([
    db.selectFrom('team_categories').select('id').execute(),
    db.selectFrom('service_levels').select(['id', 'code']).execute(),
    db
      .selectFrom('order_bundles')
      .innerJoin('pricelist_items', 'pricelist_items.id', 'order_bundles.pricelist_item_id')
      .select(['order_bundles.id', 'order_bundles.availability_filter', 'order_bundles.includes_accommodation', 'pricelist_items.code'])
      .execute(),
  ]);
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

function registrationRow(body: ClubRegistrationBody) {
  return {
    club_name: body.clubName,
    street: body.street,
    city: body.city,
    zip: body.zip,
    country_id: body.countryId,
    region_id: body.regionId,
    tax_id: body.taxId || null,
    vat_id: body.vatId || null,
    contact: JSON.stringify(body.contact),
    other_contact: body.otherContact ? JSON.stringify(body.otherContact) : null,
    arrival_date: body.arrivalDate,
    departure_date: body.departureDate,
    note: body.note || null,
    terms_consent: body.termsConsent,
    logo: body.logo,
  };
}

const teamValues = (team: ClubRegistrationBody['teams'][number]) => ({
  name: team.name || null,
  team_category_id: team.teamCategoryId,
  service_level_id: team.serviceLevelId,
  order_bundle_id: team.orderBundleId,
  persons: team.persons,
  extra_persons: team.extraPersons,
  vip_tickets: team.vipTickets,
  single_rooms: team.singleRooms,
  extra_restaurant_meals: team.extraRestaurantMeals,
});

/** Inserts new teams, updates kept ones, removes the ones the form dropped; team numbers count per category. */
async function writeTeams(trx: Transaction<Database>, clubId: number, teams: ClubRegistrationBody['teams']): Promise<void> {
  const existing = await trx.selectFrom('teams').select(['id', 'team_category_id', 'team_number']).where('club_id', '=', clubId).execute();
  const fields: Record<string, string[]> = {};
  teams.forEach((team, i) => {
    if (team.id !== undefined && !existing.some((e) => e.id === team.id)) fields[`teams.${i}.id`] = ['invalid'];
  });
  if (Object.keys(fields).length > 0) throw badRequest('Invalid registration', fields);
  const keptIds = new Set(teams.map((t) => t.id).filter((id): id is number => id !== undefined));
  const removed = existing.filter((e) => !keptIds.has(e.id)).map((e) => e.id);
  if (removed.length > 0) {
    const inMatches = await trx
      .selectFrom('matches')
      .select('id')
      .where((eb) => eb.or([eb('home_team_id', 'in', removed), eb('away_team_id', 'in', removed)]))
      .executeTakeFirst();
    if (inMatches) throw new HttpError(409, 'team_in_use', 'A team that plays in the draw cannot be removed');
    await trx.deleteFrom('teams').where('id', 'in', removed).execute();
  }
  const numbers = new Map<number, number>();
  for (const e of existing.filter((e) => keptIds.has(e.id))) numbers.set(e.team_category_id, Math.max(numbers.get(e.team_category_id) ?? 0, e.team_number));
  for (const team of teams) {
    if (team.id !== undefined) {
      await trx.updateTable('teams').set(teamValues(team)).where('id', '=', team.id).where('club_id', '=', clubId).execute();
    } else {
      const number = (numbers.get(team.teamCategoryId) ?? 0) + 1;
      numbers.set(team.teamCategoryId, number);
      await trx.insertInto('teams').values({ ...teamValues(team), club_id: clubId, team_number: number, uuid: randomUUID() }).execute();
    }
  }
}

async function readRegistration(db: Db, clubId: number): Promise<ClubRegistration | null> {
  const row = await db
    .selectFrom('club_registrations')
    .innerJoin('clubs', 'clubs.id', 'club_registrations.club_id')
    .selectAll('club_registrations')
    .select('clubs.registration_state')
    .where('club_registrations.club_id', '=', clubId)
    .executeTakeFirst();
  if (!row) return null;
  const teams = await db.selectFrom('teams').selectAll().where('club_id', '=', clubId).orderBy('team_category_id').orderBy('team_number').execute();
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const day = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
  return {
    id: row.id,
    clubId: row.club_id,
    registrationState: row.registration_state,
    clubName: row.club_name,
    street: row.street,
    city: row.city,
    zip: row.zip,
    countryId: row.country_id,
    regionId: row.region_id,
    taxId: row.tax_id,
    vatId: row.vat_id,
    contact: json(row.contact),
    otherContact: row.other_contact === null ? null : json(row.other_contact),
    arrivalDate: day(row.arrival_date),
    departureDate: day(row.departure_date),
    note: row.note,
    termsConsent: row.terms_consent,
    logo: row.logo,
    teams: teams.map((t) => ({
      id: t.id,
      name: t.name,
      teamNumber: t.team_number,
      teamCategoryId: t.team_category_id,
      serviceLevelId: t.service_level_id,
      orderBundleId: t.order_bundle_id,
      persons: t.persons,
      extraPersons: t.extra_persons,
      vipTickets: t.vip_tickets,
      singleRooms: t.single_rooms,
      extraRestaurantMeals: t.extra_restaurant_meals,
    })),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
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
  const existing = await trx.selectFrom('users').select('id').where('email', '=', body.contact.email).executeTakeFirst();
  if (existing) {
    if (manager) return existing.id;
    throw new HttpError(409, 'account_exists', 'An account with this e-mail exists: log in to register another club');
  }
  if (!manager && !body.password) throw badRequest('A password is needed for the new account', { password: ['required'] });
  const created = await trx
    .insertInto('users')
    .values({
      email: body.contact.email,
      password_hash: await hashPassword(body.password ?? randomBytes(24).toString('base64url')),
      first_name: body.contact.firstName,
      last_name: body.contact.lastName,
      roles: [],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** SPEC §2/§4 club registration, §1 referee registration and the §7 order summary. */
export function registerRegistrationRoutes(app: FastifyInstance, notices: ClubNotices): void {
  const { db } = app.ctx;

  registerClubLogoRoutes(app, () => loadConfigurations(db));
  registerExtraPersonRoutes(app, {
    loadConfigurations,
    checkFrozenPersons,
    editBlock: async (registrationState, configurations) => {
      const block = registrationEditBlock({ configurations, now: app.ctx.now(), registrationState, teamCount: await countTeams(db), teamCapacity: teamCapacity(configurations) });
      return { block, message: block ? editBlockMessages[block] : '' };
    },
  });

  route(app, webEndpoints.orderBundles, async () => {
    const rows = await db.selectFrom('order_bundles').selectAll().orderBy('sort_order').orderBy('id').execute();
    return {
      orderBundles: rows.map((b) => ({
        id: b.id,
        pricelistItemId: b.pricelist_item_id,
        name: { cs: b.name_cs, en: b.name_en },
        description: { cs: b.description_cs, en: b.description_en },
        availabilityFilter: b.availability_filter,
        includesAccommodation: b.includes_accommodation,
      })),
    };
  });

  route(app, webEndpoints.clubRegistrationCreate, async ({ body, request, reply }) => {
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
      const owner = await ownerOf(trx, request.user, body);
      const club = await trx
        .insertInto('clubs')
        .values({ name: body.clubName, country_id: body.countryId, region_id: body.regionId, city: body.city, logo: body.logo, registration_state: 'new', locale: body.locale ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('club_registrations').values({ ...registrationRow(body), club_id: club.id, created_by: owner }).execute();
      await trx.insertInto('user_clubs').values({ user_id: owner, club_id: club.id }).execute();
      await writeTeams(trx, club.id, body.teams.map((t) => ({ ...t, id: undefined })));
      await writeInvoice(trx, club.id, countryCode);
      return club.id;
    });
    // A visitor who registered with a new account is that account's owner: they go on logged in, as after
    // a login (issue 18 item 8). A manager registering for someone else keeps their own session.
    if (!request.user) {
      const owner = await db.selectFrom('user_clubs').select('user_id').where('club_id', '=', clubId).executeTakeFirstOrThrow();
      await startSession(app, request, reply, owner.user_id);
    }
    await notices.registrationReceived(clubId);
    const registration = await readRegistration(db, clubId);
    return { registration: registration as ClubRegistration };
  });

  route(app, webEndpoints.clubRegistration, async ({ params, request }) => {
    assertClubReader(requireUser(request), params.clubId);
    const registration = await readRegistration(db, params.clubId);
    if (!registration) throw notFound('No registration for this club');
    const configurations = await loadConfigurations(db);
    const block = registrationEditBlock({
      configurations,
      now: app.ctx.now(),
      registrationState: registration.registrationState,
      teamCount: await countTeams(db),
      teamCapacity: teamCapacity(configurations),
    });
    // Editing is the club's own (administrators, club managers); readers like admins see it read-only.
    // The super admin may still correct a closed registration, as the update allows.
    const user = requireUser(request);
    const editable = administersClub(user, params.clubId) && (block === null || isSuperAdmin(user));
    return { registration, editable };
  });

  route(app, webEndpoints.clubRegistrationUpdate, async ({ params, body, request }) => {
    const user = requireUser(request);
    if (!administersClub(user, params.clubId)) throw forbidden('You do not administer this club');
    const current = await readRegistration(db, params.clubId);
    if (!current) throw notFound('No registration for this club');
    const configurations = await loadConfigurations(db);
    const now = app.ctx.now();
    const block = registrationEditBlock({ configurations, now, registrationState: current.registrationState, teamCount: await countTeams(db), teamCapacity: teamCapacity(configurations) });
    if (block && !isSuperAdmin(user)) throw new HttpError(409, block, editBlockMessages[block]);
    checkTeamNames(configurations, request.body);
    checkFrozenPersons(configurations, frozenPersonsErrors(current.teams, body.teams, ['persons', 'extraPersons'], 'teams'));
    const { countryCode } = await checkReferences(db, body);
    await checkLogo(app, body.logo, current.logo);
    if (body.teams.some((t) => t.id === undefined) && !isBeforeDeadline(configurations, 'club_team_add_till', now) && !isSuperAdmin(user)) {
      throw new HttpError(409, 'team_add_closed', 'New teams can no longer be added');
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('club_registrations')
        .set({ ...registrationRow(body), updated_at: now })
        .where('club_id', '=', params.clubId)
        .execute();
      await trx
        .updateTable('clubs')
        .set({ name: body.clubName, country_id: body.countryId, region_id: body.regionId, city: body.city, logo: body.logo, updated_at: now, ...(body.locale ? { locale: body.locale } : {}) })
        .where('id', '=', params.clubId)
        .execute();
      await writeTeams(trx, params.clubId, body.teams);
      await writeInvoice(trx, params.clubId, countryCode);
    });
    const registration = await readRegistration(db, params.clubId);
    return { registration: registration as ClubRegistration };
  });

  route(app, webEndpoints.refereeRegistration, async ({ body, request, reply }) => {
    const configurations = await loadConfigurations(db);
    const now = app.ctx.now();
    if (!canRegisterNewReferee(request.user, configurations, now)) throw new HttpError(403, 'registration_closed', 'Referee registration is closed');
    if (!isRefereeOldEnoughAtStart(body.birthYear, configurations, now)) throw badRequest('Referees must be over 18', { birthYear: ['refereeTooYoung'] });
    const duplicate = await db.selectFrom('referees').select('id').where('email', '=', body.email).executeTakeFirst();
    if (duplicate) throw new HttpError(409, 'already_registered', 'A referee with this e-mail is registered');
    // Counted once the input is valid, as club registrations are: a visitor correcting a form is not held back.
    const user = request.user;
    if (!isSuperAdmin(user) && !user?.roles.includes('ROLE_REFEREE_MANAGER')) {
      await enforceLimit(db, reply, user ? `referee-registration-user:${user.id}` : `referee-registration-ip:${request.ip}`, registrationLimits.refereesPerClient, now, 'referee registrations');
    }
    const row = await db
      .insertInto('referees')
      .values({
        user_id: request.user?.id ?? null,
        first_name: body.firstName,
        last_name: body.lastName,
        birth_year: body.birthYear,
        gender: body.gender === 'male' ? 'M' : body.gender === 'female' ? 'F' : 'X',
        registration_state: 'new',
        email: body.email,
        phone: body.phone,
        shirt_size: body.shirtSize,
        highest_competition: body.highestCompetition,
        colleague_request: body.colleagueRequest || null,
        wants_accommodation: body.wantsAccommodation,
      })
      .returning(['id', 'first_name', 'last_name'])
      .executeTakeFirstOrThrow();
    return { referee: { id: row.id, firstName: row.first_name, lastName: row.last_name, registrationState: 'new' as const } };
  });

  route(app, webEndpoints.orderSummaryPreview, async ({ params, request }) => {
    assertClubReader(requireUser(request), params.id);
    return renderOrderSummary(await loadOrderSummary(db, params.id, app.ctx.now()), app.ctx.tournament.name.cs);
  });

  // Issue 18 item 8: the same summary as data for the club zone's printable page.
  route(app, orderSummaryEndpoints.summary, async ({ params, request }) => {
    assertClubReader(requireUser(request), params.id);
    return { summary: await loadOrderSummary(db, params.id, app.ctx.now()) };
  });
}
