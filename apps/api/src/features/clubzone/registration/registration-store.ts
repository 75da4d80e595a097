import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ClubRegistration, ClubRegistrationBody, ConfigValue, RefereeRegistrationBody } from '@phc/api-contract';
import type { Database } from '../../../platform/db/schema';
import { HttpError, badRequest } from '../../../platform/http/errors';

type Db = Kysely<Database> | Transaction<Database>;

export async function loadConfigurations(db: Db): Promise<ConfigValue[]> {
  const rows = await db.selectFrom('config_values').selectAll().execute();
  return rows.map((c) => ({ key: c.key, dataType: c.data_type as ConfigValue['dataType'], value: c.value, format: c.format as ConfigValue['format'] }));
}

/**
 * The teams that take places toward `team_capacity`: those of approved clubs. Registrations waiting
 * for the organiser (anyone can send one, anonymously) must not fill the tournament for real clubs.
 */
export const countTeams = async (db: Db) =>
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
export async function writeTeams(trx: Transaction<Database>, clubId: number, teams: ClubRegistrationBody['teams']): Promise<void> {
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

export async function readRegistration(db: Db, clubId: number): Promise<ClubRegistration | null> {
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

export async function listOrderBundles(db: Db) {
  const rows = await db.selectFrom('order_bundles').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map((b) => ({
    id: b.id,
    pricelistItemId: b.pricelist_item_id,
    name: { cs: b.name_cs, en: b.name_en },
    description: { cs: b.description_cs, en: b.description_en },
    availabilityFilter: b.availability_filter,
    includesAccommodation: b.includes_accommodation,
  }));
}

/** What a registration's ids point at, for checking them against the form (country, region, categories, levels, bundles). */
export async function registrationReferences(db: Db, countryId: number, regionId: number | null) {
  const country = await db.selectFrom('countries').select(['id', 'code']).where('id', '=', countryId).executeTakeFirst();
  const region = regionId === null ? null : await db.selectFrom('regions').select(['id', 'code', 'country_id']).where('id', '=', regionId).executeTakeFirst();
  const [categories, levels, bundles] = await Promise.all([
    db.selectFrom('team_categories').select('id').execute(),
    db.selectFrom('service_levels').select(['id', 'code']).execute(),
    db
      .selectFrom('order_bundles')
      .innerJoin('pricelist_items', 'pricelist_items.id', 'order_bundles.pricelist_item_id')
      .select(['order_bundles.id', 'order_bundles.availability_filter', 'order_bundles.includes_accommodation', 'pricelist_items.code'])
      .execute(),
  ]);
  return { country, region, categories, levels, bundles };
}

export const userIdByEmail = async (db: Db, email: string) => (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;

/** A new club with its registration, owned by `owner`; its teams are written after (writeTeams). */
export async function insertClubRegistration(trx: Transaction<Database>, body: ClubRegistrationBody, owner: number): Promise<number> {
  const club = await trx
    .insertInto('clubs')
    .values({ name: body.clubName, country_id: body.countryId, region_id: body.regionId, city: body.city, logo: body.logo, registration_state: 'new', locale: body.locale ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('club_registrations').values({ ...registrationRow(body), club_id: club.id, created_by: owner }).execute();
  await trx.insertInto('user_clubs').values({ user_id: owner, club_id: club.id }).execute();
  return club.id;
}

export async function updateClubRegistration(trx: Transaction<Database>, clubId: number, body: ClubRegistrationBody, now: Date): Promise<void> {
  await trx
    .updateTable('club_registrations')
    .set({ ...registrationRow(body), updated_at: now })
    .where('club_id', '=', clubId)
    .execute();
  await trx
    .updateTable('clubs')
    .set({ name: body.clubName, country_id: body.countryId, region_id: body.regionId, city: body.city, logo: body.logo, updated_at: now, ...(body.locale ? { locale: body.locale } : {}) })
    .where('id', '=', clubId)
    .execute();
}

export const clubOwnerId = async (db: Db, clubId: number) => (await db.selectFrom('user_clubs').select('user_id').where('club_id', '=', clubId).executeTakeFirstOrThrow()).user_id;

export const refereeExists = async (db: Db, email: string) => !!(await db.selectFrom('referees').select('id').where('email', '=', email).executeTakeFirst());

export async function insertReferee(db: Db, userId: number | null, body: RefereeRegistrationBody) {
  return db
    .insertInto('referees')
    .values({
      user_id: userId,
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
}
